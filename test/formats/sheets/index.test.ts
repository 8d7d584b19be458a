// A spreadsheet upload as the delimited text the CSV reader plans: bounded before it is read, the sheet of the
// transactions chosen and the others named, a workbook that cannot be read refused in words.
import { utils, write } from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { SourceInputError } from "../../../src/formats/errors";
import { MAX_UNPACKED_BYTES, SPREADSHEET_NAMES, spreadsheetAsText, spreadsheetKind } from "../../../src/formats/sheets";
import { book, declaring } from "./books";

describe("a workbook that unpacks past the cap is refused before it is read", () => {
  it("reads one within it", async () => {
    const { text } = await spreadsheetAsText(book("xlsx", true), "xlsx");
    expect(new TextDecoder().decode(text)).toContain("Corner Cafe 199");
  });
  it.each(["xlsx", "ods"] as const)("refuses a %s whose parts declare more, in words", async (kind) => {
    const bomb = declaring(book(kind, true), MAX_UNPACKED_BYTES + 1);
    await expect(spreadsheetAsText(bomb, kind)).rejects.toThrow(/unpack to more than 12 MB: export a shorter period, or CSV/);
  });
});

describe("the sheet that holds the transactions is read, and the others holding some are named", () => {
  const sheets = (...named: [string, string[][]][]) => {
    const wb = utils.book_new();
    for (const [name, rows] of named) utils.book_append_sheet(wb, utils.aoa_to_sheet(rows), name);
    return new Uint8Array(write(wb, { bookType: "xlsx", type: "array" }) as ArrayBuffer);
  };
  const rows = (payee: string) => [["Datum", "Empfänger", "Betrag"], ...["02", "03", "04"].map((d) => [`2025-03-${d}`, payee, "-9,99"])];

  it("reads the transactions' sheet behind a cover sheet, without a warning", async () => {
    const read = await spreadsheetAsText(sheets(["Deckblatt", [["Kontoauszug März"]]], ["Umsätze", rows("Bäckerei")]), "xlsx");
    expect([new TextDecoder().decode(read.text).includes("Bäckerei"), read.warnings]).toEqual([true, []]);
  });

  it("names the sheets not read when several hold transactions", async () => {
    const read = await spreadsheetAsText(sheets(["Girokonto", rows("Miete")], ["Kreditkarte", rows("Tankstelle")]), "xlsx");
    expect(read.warnings).toEqual([expect.stringMatching(/transactions on several sheets; "\w+" was read \("\w+" not\)/)]);
  });
});

describe("a workbook that cannot be read, or holds no cell, is refused naming its kind", () => {
  it("refuses bytes that are no workbook of the kind said, and an empty sheet", async () => {
    const empty = new Uint8Array(
      write(Object.assign(utils.book_new(), { SheetNames: ["A"], Sheets: { A: {} } }), { bookType: "xlsx", type: "array" }) as ArrayBuffer,
    );
    await expect(spreadsheetAsText(empty, "xlsx")).rejects.toThrow(/an Excel workbook \(XLSX\) with no cell filled in/);
    const broken = book("xlsx", true).slice(0, 400);
    await expect(spreadsheetAsText(broken, "xlsx")).rejects.toThrow(SourceInputError);
    await expect(spreadsheetAsText(broken, "xlsx")).rejects.toThrow(
      /^The file is an Excel workbook \(XLSX\), but it could not be read: save it again from the bank's site, or export CSV\.$/,
    );
  });

  it("offers the kind of a workbook's bytes beside it, for its callers to say which reader reads it", () => {
    expect(spreadsheetKind(book("xlsx", true))).toBe("xlsx");
    expect(SPREADSHEET_NAMES.ods).toBe("an OpenDocument spreadsheet (ODS)");
  });
});
