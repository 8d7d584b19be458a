// The account's own balances as proof of a file's sign: what the account held before the file's first day (its last
// statement's closing, a SimpleFIN pull, the manual account's balance) and after its last. A running balance column
// must step from the balance before the file by the first day's rows; a whole file without one must take the balance
// before it to a balance after it. Either holds to the cent under one reading of the sign only, or says nothing (the
// budget's other transactions of those days, or a statement that covers other days, simply break the equality).
import { parseAmount, type NumberFormat } from "../../../locale/numbers";
import { fromUnits, toUnits, unitsOfDecimal } from "../../verification";
import type { AccountBalance } from "../words/budget-evidence";
import { moneyOf } from "./running-balance";
import type { SignEvidence } from "./sign-evidence";

/** The sample's rows as this proof reads them. */
export interface BalanceRows {
  rows: readonly (readonly string[])[];
  /** The rows' dates (ISO, or null for a row that is no transaction). */
  dates: readonly (string | null)[];
  amountIdx: number;
  balanceIdx: number | undefined;
  fmt: NumberFormat;
  /** 100 when the amounts are cents. */
  per: number;
  /** Only a whole file's rows add up to a balance after it. */
  whole: boolean;
  /** A card's running balance may be what is owed, which grows with money out. */
  card: boolean;
}

const SOURCE = "the account's balances";

export function signFromAccountBalances(p: BalanceRows, balances: readonly AccountBalance[]): SignEvidence | null {
  const anchors = balances
    .map((b) => ({ date: b.date, units: unitsOfDecimal(b.balance) }))
    .filter((a) => Number.isFinite(a.units))
    .sort((a, b) => a.date.localeCompare(b.date));
  const rows = datedAmounts(p);
  if (rows.length === 0) return null;
  let first = rows[0]?.date ?? "";
  let last = first;
  for (const r of rows) {
    if (r.date < first) first = r.date;
    if (r.date > last) last = r.date;
  }
  const before = anchors.filter((a) => a.date < first).at(-1);
  if (!before) return null;
  return (
    (p.balanceIdx === undefined ? null : fromRunningBalance(p, rows, first, before)) ??
    (p.whole ? acrossTheFile(rows, last, before, anchors) : null)
  );
}

interface DatedAmount {
  date: string;
  /** As written, in units: positive is money in under "negative is money out". */
  units: number;
  balance: number | null;
}

function datedAmounts(p: BalanceRows): DatedAmount[] {
  const out: DatedAmount[] = [];
  p.rows.forEach((row, i) => {
    const date = p.dates[i];
    const v = parseAmount(row[p.amountIdx] ?? "", p.fmt);
    if (!date || v === null || v.charCodeAt(0) === 33) return;
    const balance = p.balanceIdx === undefined ? null : moneyOf(row[p.balanceIdx], p.fmt);
    out.push({ date, units: toUnits(Number(v) / p.per), balance: balance === null ? null : toUnits(balance) });
  });
  return out;
}

/** The running balance after the first day's rows, less the balance before the file, is the day's amounts: which way. */
function fromRunningBalance(
  p: BalanceRows,
  rows: readonly DatedAmount[],
  first: string,
  before: { date: string; units: number },
): SignEvidence | null {
  const day = rows.filter((r) => r.date === first);
  let sum = 0;
  for (const r of day) sum += r.units;
  if (sum === 0) return null;
  for (const view of p.card ? [1, -1] : [1]) {
    for (const r of day) {
      if (r.balance === null) continue;
      const moved = r.balance * view - before.units;
      if (moved !== sum && moved !== -sum) continue;
      const out = moved === sum ? "negative" : "positive";
      return {
        sign: moved === sum ? "negative_is_money_out" : "positive_is_money_out",
        source: SOURCE,
        reason: `the account held ${fromUnits(before.units)} at the end of ${before.date}, and the file's balance reads ${fromUnits(r.balance)} after its first day's rows: ${out} amounts are money out`,
      };
    }
  }
  return null;
}

/** The balance before the file plus its rows is a balance the account stated on or after its last day: which way. */
function acrossTheFile(
  rows: readonly DatedAmount[],
  last: string,
  before: { date: string; units: number },
  anchors: readonly { date: string; units: number }[],
): SignEvidence | null {
  let sum = 0;
  for (const r of rows) sum += r.units;
  if (sum === 0) return null;
  for (const after of anchors.filter((a) => a.date >= last)) {
    const moved = after.units - before.units;
    if (moved !== sum && moved !== -sum) continue;
    const out = moved === sum ? "negative" : "positive";
    return {
      sign: moved === sum ? "negative_is_money_out" : "positive_is_money_out",
      source: SOURCE,
      reason: `the rows take the account's balance of ${fromUnits(before.units)} at the end of ${before.date} to its ${fromUnits(after.units)} of ${after.date}: ${out} amounts are money out`,
    };
  }
  return null;
}
