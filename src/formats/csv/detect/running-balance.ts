// Which of two full money columns of a headerless file is the running balance: the one that moves, row to
// row, by the other's amount. Banks put the balance after the amount more often than not, but not always
// ("date;account;name;balance;amount"), and nothing else in a file without a header tells them apart. The
// balance also proves how the amounts are to be read: it moves by each row's money in minus its money out.
import { overdrawnMark } from "./amount-mark";
import type { ColumnStats } from "./column-stats";
import { parseAmount, type NumberFormat } from "../../../locale/numbers";

/** The decimal mark a column's own cells show (a balance and an amount of one file share it). */
export function formatOf(c: ColumnStats): NumberFormat {
  return c.numbers.decimalComma > c.numbers.decimalPoint ? { decimal: ",", thousands: "." } : { decimal: ".", thousands: "," };
}

/** The column's cells as numbers, null where a cell is empty or no number. */
export function valuesOf(c: ColumnStats): (number | null)[] {
  const fmt = formatOf(c);
  return c.values.map((v) => {
    const p = parseAmount(v, fmt);
    return p === null || p.charCodeAt(0) === 33 ? null : Number(p);
  });
}

/**
 * Rows where `balance` moved by the size of `amount` (oldest first: row i's amount; newest first: row
 * i−1's), the amount read in 1/`per` units. The sign is left to the sign step; only the size counts.
 */
export function rowsExplained(balance: ColumnStats, amount: ColumnStats, per = 1): number {
  const b = valuesOf(balance);
  const a = valuesOf(amount).map((v) => (v === null ? null : v / per));
  const close = (x: number, y: number) => Math.abs(Math.abs(x) - Math.abs(y)) < 0.005;
  let n = 0;
  for (let i = 1; i < b.length; i++) {
    const b0 = b[i - 1];
    const b1 = b[i];
    const a0 = a[i - 1];
    const a1 = a[i];
    if (b0 == null || b1 == null || a0 == null || a1 == null || b0 === b1) continue;
    if (close(b1 - b0, a1) || close(b1 - b0, a0)) n++;
  }
  return n;
}

/** [amount, balance] of two full money columns given leftmost first: swapped when the balance is the left one. */
export function amountAndBalance(left: ColumnStats, right: ColumnStats): [ColumnStats, ColumnStats] {
  return rowsExplained(left, right) > rowsExplained(right, left) ? [right, left] : [left, right];
}

/**
 * Amounts written in minor units, proved by the running balance: the balance, written with decimals, moves by a
 * hundredth (or, for the dinars' fils, a thousandth) of the whole-number amounts in more rows (at least two) than it
 * moves by the amounts as written, or by the other fraction.
 */
export function balanceMovesByMinorUnits(
  balance: ColumnStats,
  amount: ColumnStats,
  /**
   * Whether a balance of three digits after its one mark ("987.500") counts as written with decimals: only where
   * the header already names minor units. Else "1,500" beside amounts of 1500 is a thousand grouped, not 1.5.
   */
  unitsNamed = false,
): { rows: number; checked: number; digits: 2 | 3 } | null {
  const { decimalComma, decimalPoint, ambiguous } = balance.numbers;
  if (decimalComma + decimalPoint + (unitsNamed ? ambiguous : 0) === 0) return null;
  const hundredths = rowsExplained(balance, amount, 100);
  const thousandths = rowsExplained(balance, amount, 1000);
  const asWritten = rowsExplained(balance, amount);
  const [rows, digits] = thousandths > hundredths ? [thousandths, 3 as const] : [hundredths, 2 as const];
  return rows >= 2 && rows > asWritten ? { rows, checked: balance.values.length - 1, digits } : null;
}

/** A money cell as a number; a money-out word beside it counts ("50.00DR" on an overdrawn balance is −50), as the plan reads it. */
export function moneyOf(cell: string | undefined, fmt: NumberFormat): number | null {
  const v = parseAmount(cell ?? "", fmt);
  if (v === null || v.charCodeAt(0) === 33) return null;
  const n = Number(v);
  return n > 0 && overdrawnMark(cell ?? "") ? -n : n;
}

/**
 * Rows whose running balance moves by the amount read as money in (`agree`) or as money out (`disagree`):
 * balance[i] − balance[i−1] = amount[i] when rows run oldest first, balance[i−1] − balance[i] = amount[i−1]
 * newest first. `moneyIn` is each row's amount, positive when the reading takes it as money in.
 */
export function balanceAgreement(
  moneyIn: readonly (number | null)[],
  balances: readonly (number | null)[],
  /** The rows' dates (ISO, or null): a pair in date order is read only one way, so a coincidence in the
   *  other direction cannot flip the sign. */
  dates: readonly (string | null)[],
): { agree: number; disagree: number } {
  const close = (x: number, y: number) => Math.abs(x - y) < 0.005;
  let agree = 0;
  let disagree = 0;
  for (let i = 1; i < moneyIn.length; i++) {
    const a0 = moneyIn[i - 1];
    const a1 = moneyIn[i];
    const b0 = balances[i - 1];
    const b1 = balances[i];
    if (a0 == null || a1 == null || b0 == null || b1 == null) continue;
    const d0 = dates[i - 1];
    const d1 = dates[i];
    // Oldest first, row i moved the balance from b0 to b1; newest first, row i−1 moved it from b1 to b0.
    const oldestFirst = !d0 || !d1 || d0 <= d1;
    const newestFirst = !d0 || !d1 || d0 >= d1;
    if ((oldestFirst && close(b1 - b0, a1)) || (newestFirst && close(b0 - b1, a0))) agree++;
    else if ((oldestFirst && close(b1 - b0, -a1)) || (newestFirst && close(b0 - b1, -a0))) disagree++;
  }
  return { agree, disagree };
}

/**
 * Which of two unnamed money columns is the debit: the one whose amounts the running balance falls by
 * (balance[i] − balance[i−1] = credit[i] − debit[i] oldest first, or balance[i−1] − balance[i] =
 * credit[i−1] − debit[i−1] newest first). `swap` when the right-hand column is the debit.
 */
export function debitCreditFromBalance(
  rows: string[][],
  leftIdx: number,
  rightIdx: number,
  balIdx: number,
  fmt: NumberFormat,
): { swap: boolean; reason: string } | null {
  const num = (s: string | undefined): number | null => {
    const v = parseAmount(s ?? "", fmt);
    return v === null || v.startsWith("!") ? null : Number(v);
  };
  const net = (r: string[]): number => (num(r[rightIdx]) ?? 0) - (num(r[leftIdx]) ?? 0); // credit − debit if left is the debit
  let asIs = 0;
  let swapped = 0;
  const close = (x: number, y: number) => Math.abs(x - y) < 0.005;
  rows.forEach((row, i) => {
    const before = rows[i - 1]; // none before the first row
    if (before === undefined) return;
    const b0 = num(before[balIdx]);
    const b1 = num(row[balIdx]);
    if (b0 === null || b1 === null || close(b0, b1)) return;
    const n0 = net(before);
    const n1 = net(row);
    if (close(b1 - b0, n1) || close(b0 - b1, n0)) asIs++;
    else if (close(b1 - b0, -n1) || close(b0 - b1, -n0)) swapped++;
  });
  if (asIs === 0 && swapped === 0) return null;
  const swap = swapped > asIs;
  return {
    swap,
    reason:
      `no header names the money columns; the running balance falls by the ${swap ? "right" : "left"}-hand one in ` +
      `${Math.max(asIs, swapped)} of ${asIs + swapped} checked rows, so it is the debit (money out) column`,
  };
}

/** The sample's rows as a balance proof reads them: which column is the amount, which the balance, in what units. */
export interface ProofRows {
  rows: readonly string[][];
  amountIdx: number;
  balIdx: number;
  dates: readonly (string | null)[];
  /** 100 when the amounts are cents (amountScale 2), else 1. */
  per: number;
}

/**
 * How the running balance takes a reading of the rows: `moneyIn` gives each row's amount as money in (positive)
 * or out (negative), null where the reading says nothing; null when no pair of rows could be checked.
 */
export function balanceProof(
  p: ProofRows,
  fmt: NumberFormat,
  moneyIn: (row: readonly string[], amount: number) => number | null,
): { agree: number; disagree: number } | null {
  const amounts = p.rows.map((r) => {
    const v = parseAmount(r[p.amountIdx] ?? "", fmt);
    return v === null || v.charCodeAt(0) === 33 ? null : moneyIn(r, Number(v) / p.per);
  });
  const proof = balanceAgreement(
    amounts,
    p.rows.map((r) => moneyOf(r[p.balIdx], fmt)),
    p.dates,
  );
  return proof.agree + proof.disagree > 0 ? proof : null;
}
