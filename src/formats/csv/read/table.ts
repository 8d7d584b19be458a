// Where the table is in a sample: delimiter, preamble, header row, the data rows, and the footer seen
// when the sample is the whole file. Later steps read only the rows this finds.
import { SourceInputError } from "../../errors";
import { dayMonthIn, inferDateColumn, isDateCell, parseDate, type DateOrder } from "../../../locale/dates";
import { looksLikeHeader, namedWidth } from "./header-row";
import type { CsvProfileOverrides } from "../words/profile";
import { firstSectionHeader, sectionStateOf } from "./sections";
import { missingRole, tableColumns } from "./refused-columns";
import { realignSample } from "./shifted-fields";
import { isSummaryRow } from "./total-lines";
import { asDelimited, fixedWidthColumns } from "./fixed-width";
import {
  chooseDelimiter,
  fitsTable,
  indexAt,
  isBlank,
  nonEmptyCount,
  positionOf,
  recordAt,
  sampleRecords,
  transactionShape,
  type CsvRecord,
  type Delimiter,
} from "./structure";

export interface TableLayout {
  delimiter: Delimiter;
  quote: '"' | "'";
  records: CsvRecord[];
  /** Fields of a table row (the modal record width). */
  width: number;
  /** Positions in `records` (profileRows gives what a profile counts). */
  preambleRows: number;
  /** The header of the table's first section (the table's header when it has one section). */
  headerRow: number | null;
  /** The cells of the header over the longest run of rows: what the columns are named and matched by. */
  headers: string[] | null;
  /** Indexes into `records` of the sample's data rows (after the header, before the footer). */
  data: number[];
  footerRows: number;
  /** The leftmost column that reads as dates: the booking date unless roles decide otherwise. */
  firstDate: number;
  /** Dated rows before the table under another header (a summary table, or another account's section). */
  datedRowsBefore: number;
  /** A fixed-width text's column starts: its records are its lines cut there (fixed-width.ts). */
  fixedWidth?: number[];
}

/** Steps 1–3 of detection: the delimiter and records, the first data row, the header, the data rows. */
export function locateTable(text: string, isWholeFile: boolean, overrides: CsvProfileOverrides): TableLayout {
  const quote = overrides.quote ?? '"';
  const split = splitRecords(text, quote, isWholeFile, overrides);
  const { delimiter, records, fixedWidth } = split;
  const width = namedWidth(records, split.width);
  const tableIdx = tableRows(records, width);
  const firstDate = overrides.columns?.date?.index ?? roughDateColumn(records, tableIdx, width);
  if (firstDate === undefined) {
    if (tableIdx.length === 0) throw new SourceInputError("the file is not delimited text: no table found");
    throw missingRole("date", "no column reads as dates", tableColumns(records, tableIdx, width, undefined));
  }
  const firstOrder = inferDateColumn(tableIdx.map((i) => records[i]?.fields[firstDate] ?? ""))?.order ?? "DMY";
  const dated = (i: number): boolean => {
    const cell = records[i]?.fields[firstDate] ?? "";
    return (
      parseDate(cell, firstOrder) !== null ||
      parseDate(cell, firstOrder === "DMY" ? "MDY" : "DMY") !== null ||
      dayMonthIn(cell, firstOrder) !== null
    );
  };
  let firstData = firstRowOfLongestRun(records, tableIdx, width, dated);
  if (firstData === undefined) {
    throw missingRole("date", `no row has a readable date in column ${firstDate + 1}`, tableColumns(records, tableIdx, width, undefined));
  }

  let { headerRow, preambleRows } = findHeader(records, firstData, width, usedWidth(records, tableIdx), overrides);
  if (headerRow !== null) firstData = Math.max(firstData, headerRow + 1);
  const headers = headerRow !== null ? (records[headerRow]?.fields.map((h) => h.trim()) ?? null) : null;
  // Sections above the longest run under headers of their own (the same names) are rows of the table.
  const given = overrides.headerRow !== undefined || overrides.preambleRows !== undefined;
  if (headerRow !== null && !given) {
    const firstHeader = firstSectionHeader(records, headerRow, width, dated);
    if (firstHeader !== headerRow) {
      headerRow = firstHeader;
      preambleRows = firstHeader;
      firstData = firstHeader + 1;
    }
  }
  const datedRowsBefore = tableIdx.filter((i) => i < firstData && dated(i)).length;
  const { data, footerRows } = dataRows(records, tableIdx, firstData, preambleRows, headerRow, firstDate, firstOrder, isWholeFile);
  // Another section's header (and a page header repeated) is no data row: its names would read as values.
  const rows = data.filter((i) => dated(i) || !looksLikeHeader(recordAt(records, i).fields, width));
  realignSample(records, rows, width, delimiter);
  const table = { delimiter, quote, records, width, preambleRows, headerRow, headers, data: rows, footerRows, firstDate, datedRowsBefore };
  return fixedWidth ? { ...table, fixedWidth } : table;
}

/** The table's preamble and header rows as a profile counts them: every record of the file, blank ones too. */
export function profileRows(table: TableLayout): { preambleRows: number; headerRow: number | null } {
  return {
    preambleRows: indexAt(table.records, table.preambleRows),
    headerRow: table.headerRow === null ? null : indexAt(table.records, table.headerRow),
  };
}

type Split = { delimiter: Delimiter; records: CsvRecord[]; width: number; fixedWidth?: number[] };

/**
 * The delimiter (given or chosen by how evenly it splits the lines) and the sample's records; or, where no
 * delimiter makes rows of a date and an amount, the columns of a fixed-width text (fixed-width.ts), read tab-delimited.
 */
function splitRecords(text: string, quote: '"' | "'", isWholeFile: boolean, overrides: CsvProfileOverrides): Split {
  let choice: Split | null;
  if (overrides.fixedWidth) {
    choice = fixedWidthSplit(text, overrides.fixedWidth, quote, isWholeFile);
  } else if (overrides.delimiter) {
    const records = sampleRecords(text, overrides.delimiter, quote, isWholeFile);
    choice = { delimiter: overrides.delimiter, records, width: modalWidth(records) };
  } else {
    choice = chooseDelimiter(text, quote, isWholeFile);
    if (choice === null || transactionShape(choice.records).rows < 2) {
      const starts = fixedWidthColumns(text);
      if (starts !== null) choice = fixedWidthSplit(text, starts, quote, isWholeFile);
    }
    if (!choice) {
      if (text.trim() === "") throw new SourceInputError("the file is empty");
      throw new SourceInputError(
        "the file is not delimited text: no comma, semicolon, tab or pipe splits its lines into a table, nor do its lines hold dates and amounts in aligned columns",
      );
    }
  }
  if (choice.records.length === 0) throw new SourceInputError("the file is empty");
  return choice;
}

/** A fixed-width text's records: its lines cut into the columns that start at `starts`. */
function fixedWidthSplit(text: string, starts: number[], quote: '"' | "'", isWholeFile: boolean): Split {
  const records = sampleRecords(asDelimited(text, starts), "\t", quote, isWholeFile);
  return { delimiter: "\t", records, width: starts.length, fixedWidth: starts };
}

/**
 * Records shaped like a table row: at least two values, and the table's width (or wider: free text with a
 * delimiter spills into unnamed columns after the named ones, which still hold); total and balance lines
 * are not (total-lines.ts).
 */
function tableRows(records: CsvRecord[], width: number): number[] {
  const tableIdx: number[] = [];
  records.forEach((r, i) => {
    if ((fitsTable(r.fields, width) || r.fields.length > width) && nonEmptyCount(r.fields) >= 2 && !isSummaryRow(r.fields))
      tableIdx.push(i);
  });
  return tableIdx;
}

/**
 * The first dated row of the longest run of dated rows. Runs are cut by header rows: a small table before
 * the transactions (period, account, opening and closing balance, with dates and amounts of its own) has a
 * header of its own, so the transactions are the run under the other header. A header repeated word for
 * word (a page header of a long export) continues its run.
 */
function firstRowOfLongestRun(records: CsvRecord[], tableIdx: number[], width: number, dated: (i: number) => boolean): number | undefined {
  let best: { first: number; rows: number } | undefined;
  let run: { first: number; rows: number; header: string } = { first: -1, rows: 0, header: "" };
  const close = () => {
    if (run.rows > 0 && (!best || run.rows > best.rows)) best = { first: run.first, rows: run.rows };
  };
  for (const i of tableIdx) {
    if (dated(i)) {
      if (run.rows === 0) run.first = i;
      run.rows++;
      continue;
    }
    const fields = recordAt(records, i).fields;
    if (!looksLikeHeader(fields, width)) continue;
    const header = fields.map((f) => f.trim().toLowerCase()).join("\u001f");
    if (header === run.header) continue;
    close();
    run = { first: -1, rows: 0, header };
  }
  close();
  return best?.first;
}

/** Columns up to the last one that holds a value in some row of the table. */
function usedWidth(records: CsvRecord[], tableIdx: number[]): number {
  let used = 0;
  for (const i of tableIdx) {
    const f = recordAt(records, i).fields;
    for (let c = f.length - 1; c >= used; c--) {
      if ((f[c] ?? "").trim() !== "") {
        used = c + 1;
        break;
      }
    }
  }
  return used;
}

/** A line of a total or balance label with a figure beside it: a header names columns and holds no figure. */
const isBalanceLine = (fields: readonly string[]): boolean => isSummaryRow(fields) && fields.some((c) => /\d/.test(c));

/** Lines of one value looked past between the header and the first data row. */
const MAX_LONE_LINES = 2;

/** The header is the non-blank record right before the first data row, if it reads like one. */
function findHeader(
  records: CsvRecord[],
  firstData: number,
  width: number,
  used: number,
  overrides: CsvProfileOverrides,
): { headerRow: number | null; preambleRows: number } {
  let headerRow: number | null = null;
  // Rows of the table between the header and the first dated row ("Pending" card payments) are data
  // rows that will be reported as errors, and so may a section's title be ("Pending"): look back past them.
  let lone = 0;
  for (let k = firstData - 1; k >= 0; k--) {
    const f = recordAt(records, k).fields;
    if (isBlank(f)) continue;
    // The opening balance printed under the header (";;Входящий остаток;118 945,48 Приход") is a line of the
    // table, not its header: its amount carries a word, and the words alone read like names.
    if (isBalanceLine(f)) continue;
    if (looksLikeHeader(f, width, used)) {
      headerRow = k;
      break;
    }
    // A section's title under the header ("Pending"), or a line of one value (the card the rows are of:
    // "0049XXXXXXXX4939"), is no reason to think the file has none.
    if (!fitsTable(f, width) && sectionStateOf(f) === null && (nonEmptyCount(f) !== 1 || ++lone > MAX_LONE_LINES)) break;
  }
  // A profile counts every record of the file; the sample keeps fewer blank ones (sampleRecords).
  if (overrides.headerRow !== undefined) headerRow = overrides.headerRow === null ? null : positionOf(records, overrides.headerRow);
  let preambleRows = headerRow ?? firstData;
  if (overrides.preambleRows !== undefined) {
    preambleRows = positionOf(records, overrides.preambleRows);
    if (overrides.headerRow === undefined) headerRow = headerRow === null ? null : preambleRows;
  }
  return { headerRow, preambleRows };
}

/** Data rows of the sample: after the header, in the table, and not the footer. */
function dataRows(
  records: CsvRecord[],
  tableIdx: number[],
  firstData: number,
  preambleRows: number,
  headerRow: number | null,
  firstDate: number,
  firstOrder: DateOrder,
  isWholeFile: boolean,
): { data: number[]; footerRows: number } {
  const dataIdx = tableIdx.filter((i) => i >= Math.max(firstData, preambleRows + (headerRow === null ? 0 : 1)));
  let lastData = -1;
  for (const i of dataIdx) {
    const cell = records[i]?.fields[firstDate] ?? "";
    if (parseDate(cell, firstOrder) !== null || dayMonthIn(cell, firstOrder) !== null) lastData = i;
  }
  const data = dataIdx.filter((i) => i <= lastData);
  let footerRows = 0;
  if (isWholeFile && lastData >= 0) {
    for (let i = lastData + 1; i < records.length; i++) if (!isBlank(recordAt(records, i).fields)) footerRows = i - lastData;
  }
  return { data, footerRows };
}

/**
 * The leftmost column that reads as dates from its first date on (preamble and header rows above it do not
 * count against it): used only to find where the data starts.
 */
function roughDateColumn(records: CsvRecord[], tableIdx: number[], width: number): number | undefined {
  for (let c = 0; c < width; c++) {
    let first = -1;
    let ok = 0;
    tableIdx.forEach((i, pos) => {
      if (isDateCell(records[i]?.fields[c] ?? "")) {
        ok++;
        if (first < 0) first = pos;
      }
    });
    // Half: continuation lines, pending card payments and footers inside the table lack a date.
    if (first >= 0 && ok >= (tableIdx.length - first) * 0.5) return c;
  }
  return undefined;
}

function modalWidth(records: CsvRecord[]): number {
  const counts = new Map<number, number>();
  for (const r of records) if (!isBlank(r.fields)) counts.set(r.fields.length, (counts.get(r.fields.length) ?? 0) + 1);
  let w = 1;
  let n = 0;
  for (const [k, v] of counts) if (v > n || (v === n && k > w)) [w, n] = [k, v];
  return w;
}
