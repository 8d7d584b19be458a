// The MT940 adapter: `:61:` transaction lines (statement-line.ts) with the details their bank writes after them
// (`:86:` and `:NS:`, details.ts), several statements in one file (fields.ts). D is money out for the holder
// (the service's positive), C money in; a reversal (RD, RC) flips it. The bank's reference, when it names one
// transaction (references.ts), is the id in external_id.
import { statementExternalId } from "../../ids";
import { type ImportPlan, type PlannedItem, type RowReport } from "../../plan";
import { statementCheck, type StatementCheck, statementsVerification, type Verification } from "../verification";
import type { SourceAdapter } from "../contract";
import { SourceInputError } from "../errors";
import { mt940Head } from "../heads";
import { recognizesMt940 } from "./signature";
import { accountsByCurrency, chooseAccount, identityKey } from "../file-accounts";
import { occurrences, plannedFromOneReading } from "../statement-chunks";
import { detailsOf } from "./details";
import { mt940Text } from "./encoding";
import { type Mt940Field, readStatements } from "./fields";
import { candidates, IdentifyingReferences } from "./references";
import { dateOf, type StatementLine, statementLine } from "./statement-line";
import { type Balance, BALANCE_TAGS, balanceOf, CLOSING_TAGS, inTime, type Page, pagesOf } from "./balances";

/** With at most MAX_STATEMENT_TRANSACTIONS, what a statement of this format fits in (bench/upload/heap.mjs). */
const MAX_MT940_BYTES = 6 * 1024 * 1024;
const MT940_FILE = {
  what: "an MT940 file",
  maxBytes: MAX_MT940_BYTES,
  countTransactions: (bytes: Uint8Array) => occurrences(bytes, ":61:"),
};

export interface Mt940Settings {
  /** The account (`:25:` as written) to import when the file holds several; absent: every statement. */
  account?: string;
}

export interface Mt940Profile {
  format: "mt940";
  accounts: string[];
  /** The account imported, or null: every statement of the file. */
  account: string | null;
  closing_balances: { account: string; balance: string; date: string | null; currency: string }[];
  /** Each statement's opening balance plus its transactions against its closing balance. */
  verification?: Verification;
  warnings?: string[];
}

export const mt940Adapter: SourceAdapter<Mt940Settings, Mt940Profile> = {
  format: "mt940",
  name: "MT940",
  whole: MT940_FILE,
  recognizes: recognizesMt940,
  ...plannedFromOneReading(MT940_FILE, readMt940, (statements, options) => planMt940(statements, options.settings?.account)),
  fileAccounts: (profile) => profile.accounts,
  importedAccount: (profile) => profile.account,
  verification: (profile) => profile.verification ?? null,
  // The imported account's last closing balance, in time (a file of several accounts is read one account at a time).
  statementBalance: (profile) => {
    const account = profile.account ?? (profile.accounts.length === 1 ? profile.accounts[0] : undefined);
    const last = profile.closing_balances.findLast((b) => b.account === account);
    return last ? { amount: last.balance, date: last.date, currency: last.currency.toLowerCase() } : null;
  },
  headOf: mt940Head,
};

/** The file's statements, and whether its last one ends with its end mark (fields.ts `readStatements`). */
interface Mt940File {
  statements: Mt940Field[][];
  ended: boolean;
}

/** Every statement of the file as its fields, read once (planning one account reads, never changes, them). */
function readMt940(bytes: Uint8Array): Mt940File {
  const read = readStatements(mt940Text(bytes));
  const statements = read.statements.filter((s) => s.some((f) => f.tag === "61" || f.tag === "25"));
  if (statements.length === 0) throw new SourceInputError("not an MT940 file: no statement (:20: and :25: fields)");
  // A statement holds transactions or at least its balances: fields with neither (bytes that are not MT940 after a
  // :20: and a :25:) are no statement read as an empty one.
  const readable = statements.some((fields) => fields.some((f) => f.tag === "61" || (BALANCE_TAGS.has(f.tag) && balanceOf(f.value))));
  if (!readable)
    throw new SourceInputError(
      "this MT940 file has no readable :61: transaction and no readable balance (:60F:, :62F:) after its :20: and :25:",
    );
  return { statements, ended: read.ended };
}

/** Fields that belong to the transaction whose `:61:` they follow: its details and the bank's own lines. */
const DETAIL_TAGS = new Set(["86", "NS"]);

/**
 * Where the file was cut: its last statement ends without the closing balance every statement ends with (SWIFT's
 * :62F: or :62M:), after a transaction, and without the end mark written after a statement. That transaction's
 * :61: or :86: may be cut, so the :61: line that starts it is returned (its line number); null when the file is
 * whole. A statement whose `-` (or envelope end, or ETX) was written is whole though its bank wrote no closing
 * balance (some exports of a day's payments write none): the mark comes after the last transaction, so a cut file
 * has none, and that transaction is as much the statement's as the others.
 */
function cutTransaction({ statements, ended }: Mt940File): number | null {
  if (ended) return null;
  const last = statements.at(-1) ?? [];
  // Looked for from the end, where a statement's closing balance is: not past each of its 50,000 transactions.
  if (last.findLast((f) => CLOSING_TAGS.has(f.tag))) return null;
  const tail = last.findLast((f) => !DETAIL_TAGS.has(f.tag));
  return tail?.tag === "61" ? tail.line : null;
}

function planMt940(file: Mt940File, wanted: string | undefined): ImportPlan<Mt940Profile> & { profile: Mt940Profile } {
  const { statements } = file;
  const items: PlannedItem[] = [];
  const rows: RowReport[] = [];
  const { named, keys } = accountsOf(statements);
  // Several accounts' statements in one manual account would mix their money: the user says which (or maps each).
  const chosen = chooseAccount(named, wanted, "MT940");
  const profile: Mt940Profile = {
    format: "mt940",
    accounts: named.map((a) => a.label),
    account: wanted === undefined ? null : chosen.label,
    closing_balances: [],
  };
  const mine = statements.filter((fields) => keys.get(fields) === identityKey(chosen));
  // Whether a reference names one transaction is known once all of the account's are read. Each is planned as it
  // is read, its first reference taken for its id (as nearly every file's are); only when one of those turns out
  // to name several are the transactions read again for their ids. Reading every :61: twice was a third of a plan,
  // and holding 50,000 read transactions at once took 9 MiB of an isolate's heap.
  const references = new IdentifyingReferences();
  const seen = new Map<string, number>();
  const cut = cutTransaction(file);
  const checked: StatementCheck[] = [];
  // A page without an opening balance opens at the closing before it (the account's, in the file's order).
  let before: Balance | null = null;
  const pages: Page[] = [];
  for (const fields of mine) {
    const first = items.length;
    for (const t of transactionsOf(fields)) {
      const candidate = t.line ? candidates(t.line) : NO_REFERENCES;
      if (t.line) references.add(t.line, candidate);
      if (t.row === cut) {
        rows.push({ row: t.row, outcome: "error", reason: `the file ends inside this transaction (${CUT_SHORT})` });
        continue;
      }
      const planned = transaction(t, chosen.seed, candidate[0], seen);
      if ("error" in planned) rows.push({ row: t.row, outcome: "error", reason: planned.error });
      else {
        items.push(planned);
        rows.push({ row: t.row, outcome: "planned" });
      }
    }
    let at = first;
    for (const page of pagesOf(fields)) {
      const from = at;
      while (at < items.length && (items[at] as PlannedItem).row <= page.to) at++;
      pages.push(page);
      const opening = page.opening ?? before;
      const firstRow = from < at ? (items[from] as PlannedItem).row : 0;
      checked.push(statementCheck(checkedBalance(opening), checkedBalance(page.closing), items.slice(from, at), firstRow));
      before = page.closing ?? null;
    }
  }
  profile.verification = statementsVerification(checked);
  for (const page of inTime(pages)) if (page.closing) profile.closing_balances.push({ account: chosen.label, ...page.closing });
  // Each planned recordId was added to `references`: only one written on several transactions needs them read again.
  if (references.someNameSeveral() && items.some((p) => p.recordId !== undefined && !references.names(p.recordId)))
    identifiedAgain(mine, items, cut, chosen.seed, references);
  if (cut !== null && rows.some((r) => r.row === cut))
    profile.warnings = [`The file ended early: ${CUT_SHORT}. Import the complete file from the bank.`];
  return { items, rows, profile };
}

/**
 * An account is its `:25:` and its currency: a `:25:` without a currency suffix may be kept in several
 * currencies, a statement each (its balances say which), and those are two accounts to the service. A statement
 * without a readable balance is of its `:25:`'s first currency in the file; a page without a `:25:` (a
 * statement continued after a `-`) is of the statement before it.
 */
function accountsOf(statements: Mt940Field[][]): ReturnType<typeof accountsByCurrency<Mt940Field[]>> {
  let number = "";
  return accountsByCurrency(
    statements.map((fields) => ({
      statement: fields,
      number: (number = fields.find((f) => f.tag === "25")?.value.trim() ?? number),
      currency: currencyOf(fields),
    })),
  );
}

/** The currency of a statement's first readable balance (upper case), undefined when it has none. */
function currencyOf(fields: Mt940Field[]): string | undefined {
  for (const f of fields) {
    const read = BALANCE_TAGS.has(f.tag) ? balanceOf(f.value) : null;
    if (read) return read.currency.toUpperCase();
  }
  return undefined;
}

const checkedBalance = (read: Balance | null) => (read ? { amount: read.balance, date: read.date } : null);

const CUT_SHORT = "its last statement stops after a transaction, without the closing balance (:62F:) that ends a statement";

interface Transaction {
  /** The line of its `:61:`. */
  row: number;
  /** The `:61:` line read, or null when it cannot be (its text is in `written`). */
  line: StatementLine | null;
  written: string;
  /** Its `:86:` as written, and its `:NS:` lines. */
  information: string;
  nonSwift: string;
}

const NO_REFERENCES: readonly string[] = [];

/** A statement's transactions, one at a time: each `:61:` with the `:86:` and `:NS:` fields after it, up to the next field of another kind. */
function* transactionsOf(fields: Mt940Field[]): Generator<Transaction> {
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i];
    if (f?.tag !== "61") continue;
    let information = "";
    let nonSwift = "";
    for (let next = fields[i + 1]; next && DETAIL_TAGS.has(next.tag); next = fields[++i + 1]) {
      const { tag, value } = next;
      if (tag === "86") information = information ? `${information}\n${value}` : value;
      else nonSwift = nonSwift ? `${nonSwift}\n${value}` : value;
    }
    yield { row: f.line, line: statementLine(f.value), written: f.value, information, nonSwift };
  }
}

/** A transaction's id: the bank's reference when it names this transaction, else its date, amount and details, counted. */
function identity(line: StatementLine, t: Transaction, reference: string | undefined, seen: Map<string, number>) {
  if (reference) return { key: `ref\u001f${reference}`, occurrence: 1 };
  const key = `${line.date}\u001f${line.amount}\u001f${t.information}${t.nonSwift ? `\u001f${t.nonSwift}` : ""}`;
  const occurrence = (seen.get(key) ?? 0) + 1;
  seen.set(key, occurrence);
  return { key, occurrence };
}

function transaction(
  t: Transaction,
  account: string,
  reference: string | undefined,
  seen: Map<string, number>,
): PlannedItem | { error: string } {
  const { line } = t;
  if (!line) return { error: `the :61: line "${t.written.replace(/\n[^]*$/, "").slice(0, 40)}" is not readable` };
  if (!line.date) return { error: `the date ${line.valueDate} is not a date` };
  const info = detailsOf(t.information, t.nonSwift, line.supplementary);
  const { key, occurrence } = identity(line, t, reference, seen);
  const item: PlannedItem["item"] = {
    date: line.date,
    amount: line.amount,
    external_id: statementExternalId("mt940", account, key, occurrence),
  };
  if (info.payee) item.payee = info.payee;
  if (info.notes) item.notes = info.notes;
  // Written out, not spread from a second object: this is made for each of up to 50,000 transactions.
  return reference ? { row: t.row, item, recordId: reference } : { row: t.row, item, occurrence };
}

/**
 * The ids of the planned transactions again, once a reference taken for one turned out to name several: each
 * takes its first reference that names one, the others are counted in file order by date, amount and details.
 * The transactions are read as they were planned (the cut one and unreadable ones planned nothing).
 */
function identifiedAgain(
  mine: Mt940Field[][],
  items: PlannedItem[],
  cut: number | null,
  account: string,
  references: IdentifyingReferences,
) {
  const seen = new Map<string, number>();
  let next = 0;
  for (const fields of mine)
    for (const t of transactionsOf(fields)) {
      const planned = items[next];
      if (t.row === cut || !t.line?.date || !planned) continue;
      next++;
      const reference = candidates(t.line).find((r) => references.names(r));
      const { key, occurrence } = identity(t.line, t, reference, seen);
      planned.item.external_id = statementExternalId("mt940", account, key, occurrence);
      delete planned.recordId;
      delete planned.occurrence;
      if (reference) planned.recordId = reference;
      else planned.occurrence = occurrence;
    }
}
