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
 * The largest spreadsheet read, by kind: the reader holds the whole workbook, and its peak grows with the cells, which
 * each kind packs differently. Measured with a heap capped at 90 MiB (five columns a row): XLSX of 50,000 rows (3.9
 * MB) reads; XLS of 20,000 rows (3.1 MB) reads and of 50,000 (8.1 MB) does not; ODS of 20,000 (2.3 MB) reads and of
 * 50,000 (5.9 MB) does not. A bank's monthly sheet is a few hundred kilobytes.
 */
export const MAX_SPREADSHEET_BYTES: Record<SpreadsheetKind, number> = {
  xlsx: 4 * 1024 * 1024,
  xls: 3 * 1024 * 1024,
  ods: 2.5 * 1024 * 1024,
  html: 4 * 1024 * 1024,
  spreadsheetml: 4 * 1024 * 1024,
};

/**
 * The most an XLSX's or ODS's parts may unpack to: the reader holds them whole as text. Measured with a heap capped at
 * 90 MiB (bench/upload/heap.mjs): a sheet of empty cells unpacking to this much reads in what a 4 MB workbook of
 * 50,000 transactions does; a bank's workbook unpacks to a few times its size.
 */
export const MAX_UNPACKED_BYTES = 24 * 1024 * 1024;

export interface SheetAsText {
  /** The chosen sheet as comma-separated UTF-8 text. */
  text: Uint8Array;
  /** What the person should know: the other sheets that hold transactions too. */
  warnings: string[];
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
  return { text: delimitedText(chosen.sheet), warnings };
}
