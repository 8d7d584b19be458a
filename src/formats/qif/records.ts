// QIF as records: `!Type:` sections, one field a line (a letter and its value), `^` ends a record. Split
// lines (S category, E memo, $ amount) stay with their transaction.
import { SourceInputError } from "../errors";

export interface QifRecord {
  /** 1-based line of the record's first field. */
  line: number;
  type: string;
  date: string | null;
  /** T (or U, the same amount written with more digits), in the holder's view: negative is money out. */
  amount: string | null;
  payee: string | null;
  memo: string | null;
  category: string | null;
  number: string | null;
  splits: { category: string | null; memo: string | null; amount: string | null }[];
  /** The file ended before the record's closing `^`: what it holds may not be the whole transaction. */
  cut?: true;
}

/** Sections Intake imports; investment (`Invst`), memorised lists and the like are not transactions of an account. */
const CASH_LIKE = new Set(["bank", "ccard", "cash", "oth a", "oth l"]);

export function qifRecords(text: string): QifRecord[] {
  const records: QifRecord[] = [];
  let type: string | null = null;
  let current: QifRecord | null = null;
  let refused: string | null = null;
  const lines = text.split(/\r\n|\n|\r/);
  lines.forEach((raw, index) => {
    const line = raw.trimEnd();
    if (line === "") return;
    if (line.startsWith("!")) {
      const section = /^!Type:\s*(.+)$/i.exec(line)?.[1]?.trim().toLowerCase();
      if (section !== undefined) {
        type = CASH_LIKE.has(section) ? section : null;
        if (!type && /invst|port/.test(section))
          refused = "this QIF file is an investment account (trades, holdings): Intake imports bank, card and cash accounts only";
      }
      return;
    }
    if (type === null) return;
    if (line === "^") {
      if (current) records.push(current);
      current = null;
      return;
    }
    current ??= { line: index + 1, type, date: null, amount: null, payee: null, memo: null, category: null, number: null, splits: [] };
    const value = line.slice(1).trim();
    const lastSplit = current.splits.at(-1);
    switch (line[0]) {
      case "D":
        current.date = value;
        break;
      case "T":
        current.amount = value;
        break;
      case "U":
        current.amount ??= value;
        break;
      case "P":
        current.payee = value;
        break;
      case "M":
        current.memo = value;
        break;
      case "L":
        current.category = value;
        break;
      case "N":
        current.number = value;
        break;
      case "S":
        current.splits.push({ category: value, memo: null, amount: null });
        break;
      case "E":
        if (lastSplit) lastSplit.memo = value;
        break;
      case "$":
        if (lastSplit) lastSplit.amount = value;
        break;
    }
  });
  // Every record ends with `^` (Quicken writes one after the last too): one still open was cut off.
  if (current) records.push({ ...(current as QifRecord), cut: true });
  if (records.length === 0) throw new SourceInputError(refused ?? "this QIF file has no bank, card or cash transactions");
  return records;
}
