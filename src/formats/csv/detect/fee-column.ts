// A fee the bank charges with a booking, in a column of its own beside the amount ("Fee", "Gebühr", "Comisión").
// Some exports leave it out of the amount (Revolut's "Amount" and "Fee", Capitec's "Money Out" and "Fee": the balance
// moves by both), others already count it in (Wise's "Total fees", PayPal's "Fee" beside "Net": the balance moves by
// the amount alone). Only the running balance tells them apart, so the fee is added to the amount only where, on
// every row that has one, the balance beside it moved by the amount and the fee, and on none by the amount alone.
import { headerNames } from "../words/header-vocabulary";
import { parseAmount, type NumberFormat } from "../../../locale/numbers";

/** Where the money is: each role's column (undefined where the file has none). */
export interface FeeMoney {
  amountIdx: number | undefined;
  debitIdx: number | undefined;
  creditIdx: number | undefined;
  balanceIdx: number | undefined;
}

/** The column of fees the balance proves are not in the amounts, or undefined. */
export function feeColumn(
  rows: readonly (readonly string[])[],
  headers: readonly string[] | null,
  money: FeeMoney,
  taken: ReadonlySet<number>,
  fmt: NumberFormat,
): number | undefined {
  if (headers === null || money.balanceIdx === undefined) return undefined;
  for (const [i, h] of headers.entries()) {
    if (taken.has(i) || !headerNames(h, "fee")) continue;
    if (balanceMovesByFee(rows, i, money, fmt)) return i;
  }
  return undefined;
}

function numberOf(cell: string | undefined, fmt: NumberFormat): number | null {
  const p = parseAmount(cell ?? "", fmt);
  return p === null || p.charCodeAt(0) === 33 ? null : Number(p);
}

/** The size of a row's amount (its debit and credit, or its amount): 0 where it has none (a fee alone). */
function sizeOf(row: readonly string[], { amountIdx, debitIdx, creditIdx }: FeeMoney, fmt: NumberFormat): number {
  const cells = amountIdx !== undefined ? [amountIdx] : [debitIdx, creditIdx];
  let size = 0;
  for (const i of cells) size += Math.abs((i === undefined ? null : numberOf(row[i], fmt)) ?? 0);
  return size;
}

const close = (x: number, y: number) => Math.abs(x - y) < 0.005;

function balanceMovesByFee(rows: readonly (readonly string[])[], feeIdx: number, money: FeeMoney, fmt: NumberFormat): boolean {
  const balanceIdx = money.balanceIdx ?? -1;
  const balances = rows.map((r) => numberOf(r[balanceIdx], fmt));
  let withFee = 0;
  for (const [i, row] of rows.entries()) {
    const fee = Math.abs(numberOf(row[feeIdx], fmt) ?? 0);
    const size = sizeOf(row, money, fmt);
    const b = balances[i];
    if (fee === 0 || b == null) continue;
    // Oldest first the row moved the balance from the row before's; newest first, from the row after's.
    const moves = [balances[i - 1], balances[i + 1]].flatMap((n) => (n == null ? [] : [Math.abs(b - n)]));
    const byAmount = moves.some((m) => close(m, size));
    const byBoth = moves.some((m) => close(m, size + fee) || close(m, Math.abs(size - fee)));
    if (byAmount) return false;
    if (byBoth) withFee++;
  }
  return withFee > 0;
}
