// A workbook's cells read as what they are: dates from serials in either date system, numbers as plain decimals,
// text as text; in XLSX, XLS (BIFF8) and ODS alike, written here by the same library.
import { type CellObject, utils, write, type WorkBook } from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { plainNumber, serialDate, workbookTables } from "../../../src/formats/sheets/workbook";

/** A workbook of one sheet of `rows`; `date1904` writes its serials in the 1904 system. */
function book(rows: (CellObject | string | number | null)[][], date1904 = false, name = "Movements"): WorkBook {
  const sheet = utils.aoa_to_sheet([]);
  rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell === null) return;
      sheet[utils.encode_cell({ r, c })] = typeof cell === "object" ? cell : { t: typeof cell === "number" ? "n" : "s", v: cell };
    }),
  );
  sheet["!ref"] = utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length - 1, c: Math.max(...rows.map((r) => r.length)) - 1 } });
  const wb = utils.book_new();
  utils.book_append_sheet(wb, sheet, name);
  if (date1904) wb.Workbook = { WBProps: { date1904: true } };
  return wb;
}

const bytesOf = (wb: WorkBook, bookType: "xlsx" | "biff8" | "ods") => new Uint8Array(write(wb, { bookType, type: "array" }) as ArrayBuffer);
const dateCell = (serial: number, z = "dd/mm/yyyy"): CellObject => ({ t: "n", v: serial, z });

describe("a date cell is its day, in the workbook's date system", () => {
  // 15 March 2024 is serial 45366 in the 1900 system and 43904 in the 1904 one.
  for (const bookType of ["xlsx", "biff8"] as const) {
    it(`${bookType}: 1900 and 1904 serials read as 2024-03-15`, () => {
      const in1900 = workbookTables(bytesOf(book([["Date"], [dateCell(45366)]]), bookType));
      const in1904 = workbookTables(bytesOf(book([["Date"], [dateCell(43904)]], true), bookType));
      expect(in1900[0]?.rows[1]).toEqual(["2024-03-15"]);
      expect(in1904[0]?.rows[1]).toEqual(["2024-03-15"]);
    });
  }
  it("a noon time that the format does not show is dropped; a shown time is kept", () => {
    expect(serialDate(45366.5, false, "dd/mm/yyyy")).toBe("2024-03-15");
    expect(serialDate(45366.5, false, "dd/mm/yyyy hh:mm")).toBe("2024-03-15 12:00:00");
    expect(serialDate(45366.5, false, 'd "de" mmmm "de" yyyy')).toBe("2024-03-15");
  });
  it("a day before March 1900 counts Excel's 29 February that never was", () => {
    expect(serialDate(59, false, "yyyy-mm-dd")).toBe("1900-02-28");
    expect(serialDate(61, false, "yyyy-mm-dd")).toBe("1900-03-01");
  });
});

describe("a number cell is its plain decimal, however it was displayed", () => {
  it("thousands and currency formats do not reach the text", () => {
    const rows = workbookTables(
      bytesOf(book([["Amount"], [{ t: "n", v: -1234.5, z: '#,##0.00 "€"' }], [{ t: "n", v: 0.1 + 0.2, z: "0.00" }]]), "xlsx"),
    );
    expect(rows[0]?.rows.slice(1)).toEqual([["-1234.5"], ["0.3"]]);
  });
  it("no exponent for the large and the small", () => {
    expect(plainNumber(123456789012345)).toBe("123456789012345");
    expect(plainNumber(1.5e21)).toBe("1500000000000000000000");
    expect(plainNumber(1e-7)).toBe("0.0000001");
    expect(plainNumber(-42)).toBe("-42");
  });
});

describe("text stays text, its line breaks spaces; empty cells keep the columns in place", () => {
  for (const bookType of ["xlsx", "biff8", "ods"] as const) {
    it(bookType, () => {
      const tables = workbookTables(bytesOf(book([["Execution\ndate", null, "Amount"], [], [null, "Café «Zürich»", 5]]), bookType));
      expect(tables[0]?.name).toBe("Movements");
      expect(tables[0]?.rows).toEqual([["Execution date", "", "Amount"], [], ["", "Café «Zürich»", "5"]]);
    });
  }
});
