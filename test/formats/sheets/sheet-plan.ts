// A statement written as a workbook by the tests (SheetJS), read back and planned as the upload reads a spreadsheet:
// its cells (workbook.ts), the transactions' sheet as CSV (table.ts), the CSV reader's plan.
import { type CellObject, utils, write } from "@e965/xlsx";
import { planCsv } from "../../../src/formats/csv";
import { delimitedText, transactionsSheet } from "../../../src/formats/sheets/table";
import { workbookTables } from "../../../src/formats/sheets/workbook";

export type Cell = CellObject | string | number | null;

/** A typed date cell (a serial in a date format) of an ISO day. */
export const day = (iso: string): CellObject => ({ t: "n", v: Date.parse(`${iso}T00:00:00Z`) / 86_400_000 + 25569, z: "dd.mm.yyyy" });
/** A typed number cell shown with two decimals and grouped, as a bank's sheet formats it. */
export const num = (v: number): CellObject => ({ t: "n", v, z: "#,##0.00" });

/** The XLSX of one sheet of `rows`: a string is a text cell, a number a number cell, null an empty cell. */
export function xlsxOf(rows: Cell[][], name = "Statement"): Uint8Array {
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
  return new Uint8Array(write(wb, { bookType: "xlsx", type: "array" }) as ArrayBuffer);
}

/** The CSV text the upload reads of a workbook. */
export function sheetText(bytes: Uint8Array): string {
  const chosen = transactionsSheet(workbookTables(bytes));
  if (!chosen) throw new Error("no sheet");
  return new TextDecoder().decode(delimitedText(chosen.sheet));
}

/** The workbook planned: its items as [date, amount] (service sign: money out positive), its verification's status. */
export function planSheet(bytes: Uint8Array) {
  const chosen = transactionsSheet(workbookTables(bytes));
  if (!chosen) throw new Error("no sheet");
  const plan = planCsv(delimitedText(chosen.sheet), { accountId: 1 });
  return {
    items: plan.items.map((i) => [i.item.date, i.item.amount]),
    status: plan.profile.verification?.status,
    errors: plan.rows.filter((r) => r.outcome === "error").length,
  };
}
