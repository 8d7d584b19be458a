// What a preview says of transfers: which rows of the file pair, by transfer-match.ts's rule, with a transaction of
// another account of the budget in their window, as the import's end will pair them (kinds/transfers.ts). Pure: the
// Outbox reads the window once and hands it here. The file's rows carry no amount in the primary currency yet, so
// the preview pairs within one currency; the import, which has the service's conversion, across currencies too.
import type { Transaction } from "../budget-api";
import { accountName, movementOf, type OwnAccounts } from "./kinds/transfers";
import { type Movement, pairTransfers, transferSpan } from "../matching/transfer-match";

/** A preview's row as the rule reads it. */
export interface PreviewRow {
  date: string;
  amount: string;
  currency?: string | undefined;
  payee?: string | undefined;
  original_name?: string | undefined;
  notes?: string | undefined;
}

/** The days to read for a file's rows: theirs, widened by the window each way (null: no row). */
export function transferWindow(rows: readonly PreviewRow[]): { from: string; to: string } | null {
  const days = rows.map((r) => r.date).sort();
  const [first, last] = [days[0], days.at(-1)];
  return first === undefined || last === undefined ? null : transferSpan(first, last);
}

/**
 * By row index, the transfer each row would be a side of, in words ("a transfer to Visa: 500.00 on Nov 5, 2026 there
 * (names "Visa")"), its day written by `day` (the person's format: locale/display-dates.ts). `listed`: the budget's
 * transactions of the window, every account; the account's own are left out (the file's rows stand for them).
 */
export function previewTransfers(
  rows: readonly PreviewRow[],
  accountId: number,
  currency: string,
  listed: readonly Transaction[],
  accounts: OwnAccounts,
  day: (iso: string) => string,
): Map<number, string> {
  const own: Movement[] = rows.map((r, i) => ({
    key: -(i + 1),
    accountId,
    date: r.date,
    amount: Number(r.amount),
    currency: r.currency ?? currency,
    toBase: null,
    text: [r.payee, r.original_name, r.notes].filter((t) => t).join(" "),
  }));
  const others = listed.flatMap(movementOf).filter((m) => m.accountId !== accountId);
  const byKey = new Map(others.map((m) => [m.key, m]));
  const said = new Map<number, string>();
  for (const pair of pairTransfers([...own, ...others], accounts)) {
    const outgoing = pair.out < 0;
    const index = -(outgoing ? pair.out : pair.in) - 1;
    const other = byKey.get(outgoing ? pair.in : pair.out);
    if (index < 0 || !other) continue;
    const where = accountName(accounts, other.accountId);
    said.set(
      index,
      `a transfer ${outgoing ? "to" : "from"} ${where}: ${Math.abs(other.amount).toFixed(2)} on ${day(other.date)} there (${pair.evidence})`,
    );
  }
  return said;
}
