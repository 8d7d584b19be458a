// Which of two full money columns of a headerless file is the running balance: the one that moves, row to
// row, by the other's amount. Banks put the balance after the amount more often than not, but not always
// ("date;account;name;balance;amount"), and nothing else in a file without a header tells them apart.
import type { ColumnStats } from "./column-stats";
import { parseAmount, type NumberFormat } from "./numbers";

/** The decimal mark a column's own cells show (a balance and an amount of one file share it). */
function formatOf(c: ColumnStats): NumberFormat {
  return c.numbers.decimalComma > c.numbers.decimalPoint ? { decimal: ",", thousands: "." } : { decimal: ".", thousands: "," };
}

function valuesOf(c: ColumnStats): (number | null)[] {
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
 * Amounts written in cents, proved by the running balance: the balance, written with decimals, moves by a
 * hundredth of the whole-number amounts in more rows (at least two) than it moves by the amounts as written.
 */
export function balanceMovesByHundredths(balance: ColumnStats, amount: ColumnStats): { rows: number; checked: number } | null {
  if (balance.numbers.decimalComma + balance.numbers.decimalPoint === 0) return null;
  const hundredths = rowsExplained(balance, amount, 100);
  const asWritten = rowsExplained(balance, amount);
  return hundredths >= 2 && hundredths > asWritten ? { rows: hundredths, checked: balance.values.length - 1 } : null;
}
