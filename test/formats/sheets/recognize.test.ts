// Which first bytes are a spreadsheet: the containers by their signatures and part names, and the markup banks
// name ".xls"; a statement's XML and delimited text are not.
import { utils, write } from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { spreadsheetKind } from "../../../src/formats/sheets/recognize";

const enc = (s: string) => new TextEncoder().encode(s);
const written = (bookType: "xlsx" | "biff8" | "ods") => {
  const wb = utils.book_new();
  utils.book_append_sheet(
    wb,
    utils.aoa_to_sheet([
      ["Date", "Amount"],
      ["2025-01-02", 5],
    ]),
    "S",
  );
  return new Uint8Array(write(wb, { bookType, type: "array" }) as ArrayBuffer);
};

describe("a spreadsheet is known by its first bytes", () => {
  it("XLSX, XLS and ODS as the library writes them", () => {
    expect(spreadsheetKind(written("xlsx"))).toBe("xlsx");
    expect(spreadsheetKind(written("biff8"))).toBe("xls");
    expect(spreadsheetKind(written("ods"))).toBe("ods");
  });
  it("an HTML table and Excel 2003 XML, as banks send them named .xls", () => {
    expect(spreadsheetKind(enc("\uFEFF<html><body><table><tr><td>Date</td></tr></table></body></html>"))).toBe("html");
    expect(spreadsheetKind(enc("  <table border=1><tr><th>Fecha</th><th>Importe</th></tr></table>"))).toBe("html");
    expect(
      spreadsheetKind(enc('<?xml version="1.0"?>\n<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"><Worksheet/></Workbook>')),
    ).toBe("spreadsheetml");
  });
  it("not a CAMT statement, an OFX, a CSV or tab-separated text named .xls, nor a ZIP of something else", () => {
    expect(spreadsheetKind(enc('<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">'))).toBeNull();
    expect(spreadsheetKind(enc("OFXHEADER:100\nDATA:OFXSGML\n<OFX>"))).toBeNull();
    expect(spreadsheetKind(enc("Date\tPayee\tAmount\n2025-01-02\tShop\t-5\n"))).toBeNull();
    expect(spreadsheetKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...enc("\0\0\0\0statement.csv")]))).toBeNull();
  });
});
