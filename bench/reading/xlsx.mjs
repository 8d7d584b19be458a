// A statement table as an XLSX workbook (SheetJS): cells as text, as most banks' web exports write them, or typed
// (sums as numbers with a number format, days as dates), as a spreadsheet saved by a bank's software is.
import * as XLSX from "@e965/xlsx";

const BUILT_IN_FORMATS = { ...XLSX.SSF.get_table() };

/** The Excel number format that prints a sum as the file's text would (parentheses for a negative one). */
const formatOf = (traits, decimals) => {
  const base = traits.minorUnits ? "0" : decimals === 0 ? "#,##0" : `#,##0.${"0".repeat(decimals)}`;
  return traits.negative === "parens" ? `${base};(${base})` : base;
};

/** The Excel date format nearest the file's printed days: month first, year first, or day first. */
const dateFormatOf = (style) => (style.startsWith("mm/") ? "mm/dd/yyyy" : style.startsWith("yyyy") ? "yyyy-mm-dd" : "dd.mm.yyyy");

function cellOf(cell, traits, typed, decimals) {
  if (typed && typeof cell.value === "number") return { t: "n", v: cell.value, z: formatOf(traits, decimals) };
  if (typed && cell.day) {
    const [y, m, d] = cell.day.split("-").map(Number);
    return { t: "n", v: (Date.UTC(y, m - 1, d) - Date.UTC(1899, 11, 30)) / 86_400_000, z: dateFormatOf(traits.dateStyle) };
  }
  return { t: "s", v: cell.text };
}

/** The table's bytes as an XLSX file with one sheet named `sheetName`, made on `printedOn`. */
export function xlsxBytes(table, { traits, typed, decimals, sheetName, printedOn }) {
  const sheet = {};
  let width = 1;
  table.forEach((row, r) => {
    row.forEach((cell, c) => {
      if (cell.text === "" && cell.value === undefined) return;
      sheet[XLSX.utils.encode_cell({ r, c })] = cellOf(cell, traits, typed, decimals);
      width = Math.max(width, c + 1);
    });
  });
  sheet["!ref"] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: Math.max(table.length - 1, 0), c: width - 1 } });
  const book = XLSX.utils.book_new();
  // SheetJS stamps the time of writing unless told: a fixed day keeps a seed's bytes the same from run to run.
  book.Props = { CreatedDate: printedOn, ModifiedDate: printedOn };
  // and numbers a custom format by a table it keeps across writes: each book starts from the built-in formats.
  book.SSF = { ...BUILT_IN_FORMATS };
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  return new Uint8Array(XLSX.write(book, { type: "array", bookType: "xlsx", compression: true }));
}
