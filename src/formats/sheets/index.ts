// A spreadsheet upload becomes the delimited text the CSV reader plans (table.ts): the workbook is read whole,
// by SheetJS in a lazy module of its own (workbook.ts), and the sheet of the transactions is chosen by what its
// rows hold. What the reading chose is said beside the text, for the plan's warnings.
import { importSheetReader } from "../../lazy-modules";
import { SourceInputError } from "../errors";
import type { SpreadsheetKind } from "./recognize";
import { delimitedText, transactionsSheet } from "./table";
import { unpackedBytes } from "./unpacked-size";

export { spreadsheetKind, type SpreadsheetKind } from "./recognize";

/** How each kind is named to the person. */
export const SPREADSHEET_NAMES: Record<SpreadsheetKind, string> = {
  xlsx: "an Excel workbook (XLSX)",
  xls: "an Excel 97-2003 workbook (XLS)",
  ods: "an OpenDocument spreadsheet (ODS)",
  html: "an HTML table",
  spreadsheetml: "an Excel 2003 XML workbook",
};

/**
 * The largest spreadsheet read, by kind: the reader holds the whole workbook. A ZIP's (XLSX, ODS) bound is what it
 * unpacks to (MAX_UNPACKED_BYTES), so its packed limit is only the request's; XLS is not packed, and its own bound was
 * measured (bench/upload/heap.mjs, 90 MiB): 13,000 rows of five cells in 1.5 MB read, 20,000 in 2.2 MB do not.
 * A bank's monthly sheet is a few hundred kilobytes (HDFC's year of 1,426 rows: 390 KB as XLS).
 */
export const MAX_SPREADSHEET_BYTES: Record<SpreadsheetKind, number> = {
  xlsx: 4 * 1024 * 1024,
  xls: 1.5 * 1024 * 1024,
  ods: 2.5 * 1024 * 1024,
  html: 4 * 1024 * 1024,
  spreadsheetml: 4 * 1024 * 1024,
};

/**
 * The most an XLSX's or ODS's parts may unpack to: the reader holds them whole as text, and what it holds grows with
 * them (bench/upload/heap.mjs, 90 MiB: an XLSX of 55,000 transactions unpacks to 11 MiB and reads; one of empty cells
 * packed 13 to 1 reads to 22 MiB only at the budget's edge). A bank's workbook unpacks to a few times its size.
 */
export const MAX_UNPACKED_BYTES = 12 * 1024 * 1024;

export interface SheetAsText {
  /** The chosen sheet as comma-separated UTF-8 text. */
  text: Uint8Array;
  /** What the person should know: the other sheets that hold transactions too. */
  warnings: string[];
  /** The sheet read, by the name the workbook gives it. */
  sheet: string;
}

/** The sheet of the transactions as delimited text; a SourceInputError when the workbook cannot be read or is empty. */
export async function spreadsheetAsText(bytes: Uint8Array, kind: SpreadsheetKind): Promise<SheetAsText> {
  const unpacked = kind === "xlsx" || kind === "ods" ? unpackedBytes(bytes) : null;
  if (unpacked !== null && unpacked > MAX_UNPACKED_BYTES)
    throw new SourceInputError(
      `The file is ${SPREADSHEET_NAMES[kind]} whose sheets unpack to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB: export a shorter period, or CSV.`,
    );
  const { workbookTables } = await importSheetReader();
  let sheets;
  try {
    sheets = workbookTables(bytes);
  } catch (error) {
    const why =
      error instanceof Error && /password|encrypt/i.test(error.message) ? "it is protected by a password" : "it could not be read";
    throw new SourceInputError(`The file is ${SPREADSHEET_NAMES[kind]}, but ${why}: save it again from the bank's site, or export CSV.`);
  }
  const chosen = transactionsSheet(sheets);
  if (!chosen) throw new SourceInputError(`The file is ${SPREADSHEET_NAMES[kind]} with no cell filled in.`);
  const warnings = chosen.others.length
    ? [
        `The workbook has transactions on several sheets; "${chosen.sheet.name}" was read (${chosen.others.map((n) => `"${n}"`).join(", ")} not).`,
      ]
    : [];
  return { text: delimitedText(chosen.sheet), warnings, sheet: chosen.sheet.name };
}
