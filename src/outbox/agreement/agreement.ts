// Does the budget agree with the bank? Between two of the bank's balances (anchors.ts) an account's transactions in
// the budget must move it by the difference, to the cent, and a stretch whose sum agrees is still compared row by row
// (a deleted bank row beside a hand-made one of its sum differs). A difference is placed in time ("since 3 Feb") and
// its causes looked for among what Intake knows: rows not in the budget, transactions no file has, a payment present
// twice, a row holding another amount, and days no import covers (named even where their rows net to zero). Pure:
// the Outbox reads the budget once and hands it here.
import type { AccountSide } from "../../account-side";
import { fromUnits, unitsOfDecimal } from "../../formats/verification";
import type { Anchor } from "./anchors";
import { type Gap, stretches, uncovered } from "./coverage";
import { addDays } from "../../locale/days";

/** A transaction of the account as the budget holds it (the service's sign: positive is money out). */
export interface BudgetTransaction {
  id: number;
  date: string;
  amount: string;
  currency: string | null;
  payee: string;
}

/** A row of one of the account's imports of the bank's rows, and what became of it. */
export interface FileRow {
  importId: string;
  row: number;
  date: string;
  amount: string;
  payee: string | null;
  /** The transaction that stands for it in the budget (inserted, found there already, taken over); null: none. */
  transactionId: number | null;
  /** The item's state: `inserted`, `duplicate`, `matched` stand in the budget; `invalid`, `failed` never landed. */
  state: string;
}

export type CauseKind = "missing_in_budget" | "changed" | "not_in_any_file" | "twice" | "not_covered";

/** A cause of a difference: a row, a transaction or days; `amount` in the service's sign (positive: money out). */
export interface Cause {
  kind: CauseKind;
  date: string;
  amount: string;
  transaction_id?: number;
  import_id?: string;
  row?: number;
  /** The payee of the row or transaction, for the words. */
  payee?: string;
  /** Days not covered: the last of them. */
  to?: string;
}

export interface Agreement {
  status: "agrees" | "differs" | "unknown";
  /** The day of the newest balance checked against. */
  as_of: string | null;
  /** The bank's balance that day, in the account's own sign (what is owed is positive on a card or a loan). */
  bank_balance: string | null;
  /** The balance the budget's transactions give that day, from the oldest balance checked, in the same sign. */
  budget_sum: string | null;
  /** `budget_sum` less `bank_balance`. */
  difference: string | null;
  /** The first day of the first stretch that differs. */
  since?: string;
  causes: Cause[];
  /** Why it is unknown, in words. */
  reason?: string;
  /** Stretches between two balances checked, and of them those that differ. */
  stretches: { checked: number; differ: number };
}

export interface AgreementInput {
  /** chosenAnchors(): oldest first. */
  anchors: readonly Anchor[];
  /** The account's transactions dated after the first anchor up to the last. */
  transactions: readonly BudgetTransaction[];
  /** Rows of the account's imports whose rows Intake still keeps (a report is kept 90 days). */
  rows: readonly FileRow[];
  /** Every import's days (kept as long as the anchors). */
  covered: readonly Pick<Gap, "from" | "to">[];
  /** The days of the imports whose rows are still kept: a transaction there that no row stands for is in no file. */
  rowsKept: readonly Pick<Gap, "from" | "to">[];
  /** The account's currency (lowercase); a transaction in another cannot be summed with its balance. */
  currency: string | null;
  side: AccountSide;
}

/** At most this many causes are named: a difference with more is a wrong account or a missing file, said by the first. */
export const MAX_CAUSES = 50;

const IN_BUDGET = new Set(["inserted", "duplicate", "matched"]);
const NEVER_LANDED = new Set(["invalid", "failed"]);

export function agreementOf(input: AgreementInput): Agreement {
  const { anchors, side } = input;
  const first = anchors[0];
  const last = anchors[anchors.length - 1];
  if (!first || !last || anchors.length < 2) {
    return {
      ...unknownAt(last, side),
      reason: last
        ? "one balance of the bank is known: the next import or pull with a balance checks the budget against it"
        : "no balance of the bank is known for this account: import a file with balances (a statement, a running balance) or add SimpleFIN",
    };
  }
  const transactions = [...input.transactions].sort(byDate);
  const rows = [...input.rows].sort(byDate);
  const linked = new Set<number>();
  for (const r of input.rows) if (r.transactionId !== null && IN_BUDGET.has(r.state)) linked.add(r.transactionId);
  const known: Known = {
    linked,
    inBudget: new Map(input.transactions.map((t) => [t.id, t])),
    covered: stretches(input.covered),
    kept: stretches(input.rowsKept),
  };
  const causes: Cause[] = [];
  /** Days no import covers whose rows net to zero: named, though the sums agree. */
  const gaps: Cause[] = [];
  let budgetMoved = 0;
  let differ = 0;
  let foreign = false;
  let since: string | undefined;
  let t = 0;
  let r = 0;
  for (let i = 1; i < anchors.length; i++) {
    const a = anchors[i - 1] as Anchor;
    const b = anchors[i] as Anchor;
    while (t < transactions.length && (transactions[t] as BudgetTransaction).date <= a.date) t++;
    while (r < rows.length && (rows[r] as FileRow).date <= a.date) r++;
    const txs: BudgetTransaction[] = [];
    for (; t < transactions.length && (transactions[t] as BudgetTransaction).date <= b.date; t++)
      txs.push(transactions[t] as BudgetTransaction);
    const stretchRows: FileRow[] = [];
    for (; r < rows.length && (rows[r] as FileRow).date <= b.date; r++) stretchRows.push(rows[r] as FileRow);
    let moved = 0;
    for (const tx of txs) {
      if (input.currency !== null && tx.currency !== null && tx.currency !== input.currency) foreign = true;
      moved -= unitsOfDecimal(tx.amount);
    }
    budgetMoved += moved;
    const difference = moved - (b.units - a.units);
    const found = causesOf(addDays(a.date, 1), b.date, difference, txs, stretchRows, known, input.currency);
    // Equal sums agree only when every row does too.
    if (difference === 0 && !found.some((c) => ROW_BY_ROW.has(c.kind))) {
      gaps.push(...found.filter((c) => c.kind === "not_covered"));
      continue;
    }
    differ++;
    since ??= addDays(a.date, 1);
    if (causes.length < MAX_CAUSES) causes.push(...found.slice(0, MAX_CAUSES - causes.length));
  }
  const budget = first.units + budgetMoved;
  const stated = {
    as_of: last.date,
    bank_balance: fromUnits(inSide(last.units, side)),
    budget_sum: fromUnits(inSide(budget, side)),
    difference: fromUnits(inSide(budget - last.units, side)),
    stretches: { checked: anchors.length - 1, differ },
  };
  if (foreign) {
    const reason = `the account holds transactions in another currency than its own (${input.currency ?? "?"}): they cannot be summed with its balance`;
    return { status: "unknown", ...stated, causes, reason };
  }
  if (differ === 0) return { status: "agrees", ...stated, causes: gaps.slice(0, MAX_CAUSES) };
  return { status: "differs", ...stated, ...(since ? { since } : {}), causes };
}

/** Causes a row-by-row comparison finds where the sums agree: a row not as the bank wrote it, or a payment twice. */
const ROW_BY_ROW: ReadonlySet<CauseKind> = new Set(["missing_in_budget", "changed", "twice"]);

interface Known {
  linked: ReadonlySet<number>;
  inBudget: ReadonlyMap<number, BudgetTransaction>;
  covered: readonly Gap[];
  kept: readonly Gap[];
}

/**
 * What may explain a stretch that differs by `difference` (units, holder's view: the budget's balance less the
 * bank's): each row and transaction named, then the days no import covers, which carry what those leave unexplained.
 */
function causesOf(
  from: string,
  to: string,
  difference: number,
  txs: BudgetTransaction[],
  rows: FileRow[],
  known: Known,
  currency: string | null,
): Cause[] {
  const causes: Cause[] = [];
  let explained = 0;
  for (const row of rows) {
    const standsIn = row.transactionId !== null && IN_BUDGET.has(row.state);
    const held = standsIn ? known.inBudget.get(row.transactionId as number) : undefined;
    const changed = held ? changedBy(row, held, currency) : 0;
    if (held && changed !== 0) {
      explained += changed;
      const { importId, row: n, payee } = row;
      causes.push({
        kind: "changed",
        date: row.date,
        amount: fromUnits(changed),
        import_id: importId,
        row: n,
        transaction_id: held.id,
        ...(payee ? { payee } : {}),
      });
      continue;
    }
    const missing = standsIn ? held === undefined : NEVER_LANDED.has(row.state);
    if (!missing) continue;
    explained += unitsOfDecimal(row.amount);
    causes.push({
      kind: "missing_in_budget",
      date: row.date,
      amount: amountText(row.amount),
      import_id: row.importId,
      row: row.row,
      ...(row.payee ? { payee: row.payee } : {}),
      ...(standsIn ? { transaction_id: row.transactionId as number } : {}),
    });
  }
  const twice = paymentsTwice(rows, known);
  for (const tx of txs) {
    const kind = twice.has(tx.id) ? "twice" : !known.linked.has(tx.id) && within(known.kept, tx.date) ? "not_in_any_file" : null;
    if (kind === null) continue;
    explained -= unitsOfDecimal(tx.amount);
    causes.push({ kind, date: tx.date, amount: amountText(tx.amount), transaction_id: tx.id, payee: tx.payee });
  }
  const rest = difference - explained;
  const days = uncovered(known.covered, from, to);
  const firstDays = days[0];
  const lastDays = days[days.length - 1];
  // Named even when they net to zero: what the bank booked there, nothing compared.
  if (firstDays && lastDays) causes.push({ kind: "not_covered", date: firstDays.from, to: lastDays.to, amount: fromUnits(rest) });
  return causes.sort(byDate);
}

/**
 * By how much the bank's row is more than the transaction that stands for it now (units, the service's sign): the
 * person edited its amount. Not compared across currencies (a receipt's currency kept beside the bank's).
 */
function changedBy(row: FileRow, held: BudgetTransaction, currency: string | null): number {
  if (currency !== null && held.currency !== null && held.currency !== currency) return 0;
  return unitsOfDecimal(row.amount) - unitsOfDecimal(held.amount);
}

/**
 * Transactions that are one payment of the bank's again: rows of two imports on one day for one amount, standing for
 * more transactions than the import with most such rows has. The transactions made after those are the second ones.
 */
function paymentsTwice(rows: readonly FileRow[], known: Known): Set<number> {
  const byPayment = new Map<string, Map<number, string>>();
  for (const row of rows) {
    if (row.transactionId === null || !IN_BUDGET.has(row.state) || !known.inBudget.has(row.transactionId)) continue;
    const key = `${row.date}|${unitsOfDecimal(row.amount)}`;
    const seen = byPayment.get(key) ?? new Map<number, string>();
    if (!seen.has(row.transactionId)) seen.set(row.transactionId, row.importId);
    byPayment.set(key, seen);
  }
  const twice = new Set<number>();
  for (const seen of byPayment.values()) {
    const perImport = new Map<string, number>();
    for (const importId of seen.values()) perImport.set(importId, (perImport.get(importId) ?? 0) + 1);
    if (perImport.size < 2) continue;
    const most = Math.max(...perImport.values());
    for (const id of [...seen.keys()].sort((a, b) => a - b).slice(most)) twice.add(id);
  }
  return twice;
}

const within = (kept: readonly Gap[], day: string): boolean => kept.some((s) => s.from <= day && day <= s.to);
const amountText = (amount: string): string => fromUnits(unitsOfDecimal(amount));
/** A holder's-view amount in the account's own sign: what is owed is positive on a liability. */
const inSide = (units: number, side: AccountSide): number => (side === "liability" ? -units : units);
const byDate = <T extends { date: string }>(a: T, b: T): number => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

function unknownAt(last: Anchor | undefined, side: AccountSide): Omit<Agreement, "reason"> {
  return {
    status: "unknown",
    as_of: last?.date ?? null,
    bank_balance: last ? fromUnits(inSide(last.units, side)) : null,
    budget_sum: null,
    difference: null,
    causes: [],
    stretches: { checked: 0, differ: 0 },
  };
}
