// QIF as records: `!Type:` sections, one field a line (a letter and its value), `^` ends a record. Split
// lines (S category, E memo, $ amount) stay with their transaction. Records before any `!Type:` line are a bank
// account's, as writers that leave the header out mean them; an `!Account` block names the account the next
// section is of (N its name, $ and / its statement balance and day), and is no transaction.
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
  /** The record opens its section (Quicken writes the account's opening balance there). */
  first: boolean;
  /** The account the section is of, as its `!Account` block names it (null: none). */
  account: string | null;
  /** The file ended before the record's closing `^`: what it holds may not be the whole transaction. */
  cut?: true;
}

/** An `!Account` block: the account's name and the statement balance Quicken keeps for it. */
export interface QifAccount {
  name: string | null;
  balance: string | null;
  /** The statement balance's day as written (`/`). */
  balanceDate: string | null;
}

export interface QifFile {
  records: QifRecord[];
  accounts: QifAccount[];
  /** No `!Type:` line came before the first record: its section was taken for a bank account's. */
  headerless: boolean;
}

/** Sections Intake imports; investment (`Invst`), memorised lists and the like are not transactions of an account. */
const CASH_LIKE = new Set(["bank", "ccard", "cash", "oth a", "oth l"]);

/** The type of the records before any `!Type:` line: a bank account's. */
const NO_HEADER = "bank";
/** What `!Account` opens: the account list, whose records are accounts, not transactions. */
const ACCOUNT_LIST = "!account";

export function qifRecords(text: string): QifFile {
  const records: QifRecord[] = [];
  const accounts: QifAccount[] = [];
  let type: string | null = NO_HEADER;
  let headerless = false;
  let sawHeader = false;
  let account: QifAccount | null = null;
  let sectionStart = true;
  let current: QifRecord | null = null;
  let refused: string | null = null;
  const lines = text.split(/\r\n|\n|\r/);
  lines.forEach((raw, index) => {
    const line = raw.trimEnd();
    if (line === "") return;
    if (line.startsWith("!")) {
      sawHeader = true;
      // Lines before a header that give no date or amount are a writer's preamble, not a record.
      if (current && current.date === null && current.amount === null) current = null;
      const section = /^!Type:\s*(.+)$/i.exec(line)?.[1]?.trim().toLowerCase();
      if (section !== undefined) {
        type = CASH_LIKE.has(section) ? section : null;
        sectionStart = true;
        if (!type && /invst|port/.test(section))
          refused = "this QIF file is an investment account (trades, holdings): Intake imports bank, card and cash accounts only";
      } else if (line.trim().toLowerCase() === ACCOUNT_LIST) type = ACCOUNT_LIST;
      return;
    }
    if (type === null) return;
    if (type === ACCOUNT_LIST) {
      // An account of the list: its fields until `^`; the last one is the account of the section that follows.
      if (line === "^") {
        if (account) accounts.push(account);
        account = null;
      } else account = accountField(account ?? { name: null, balance: null, balanceDate: null }, line);
      return;
    }
    if (line === "^") {
      if (current) records.push(current);
      current = null;
      return;
    }
    if (current === null) {
      headerless ||= !sawHeader;
      current = {
        line: index + 1,
        type,
        date: null,
        amount: null,
        payee: null,
        memo: null,
        category: null,
        number: null,
        splits: [],
        first: sectionStart,
        account: accounts.at(-1)?.name ?? null,
      };
      sectionStart = false;
    }
    readField(current, line);
  });
  // Every record ends with `^` (Quicken writes one after the last too): one still open was cut off.
  if (current) records.push({ ...(current as QifRecord), cut: true });
  if (records.length === 0) throw new SourceInputError(refused ?? "this QIF file has no bank, card or cash transactions");
  return { records, accounts, headerless };
}

/** One field of an `!Account` record into the account it describes. */
function accountField(account: QifAccount, line: string): QifAccount {
  const value = line.slice(1).trim();
  if (line[0] === "N") return { ...account, name: value };
  if (line[0] === "$") return { ...account, balance: value };
  if (line[0] === "/") return { ...account, balanceDate: value };
  return account;
}

/** One field line of a transaction into its record. */
function readField(current: QifRecord, line: string): void {
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
}
