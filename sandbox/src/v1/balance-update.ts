// `skip_balance_update: false` on POST /v1/transactions: inserted transactions move their asset's balance.
// Amounts are stored with debits positive. An asset's balance is what it holds, so a debit lowers it; a
// liability's (types credit, loan, other liability) is what is owed, positive (the seeded credit card owes
// 412.37, as linked cards are), so a debit raises it.
// The sandbox has no exchange rates: an amount in another currency moves the balance 1:1. Arithmetic is on
// ten-thousandths, as amounts have 4 decimals.
import { nowIso } from "../context";
import type { Db, Row } from "../db";
import { canonicalAmount } from "../validate";

/** Manual account types whose balance is what is owed (the service's convention: src/balance-sources/readings/account-side.ts). */
const LIABILITY_TYPES = new Set(["credit", "loan", "other liability"]);

const toUnits = (amount: string) => BigInt(canonicalAmount(amount).replace(".", ""));

function fromUnits(units: bigint): string {
  const digits = (units < 0n ? -units : units).toString().padStart(5, "0");
  return `${units < 0n ? "-" : ""}${digits.slice(0, -4)}.${digits.slice(-4)}`;
}

export function moveBalances(db: Db, inserted: Row[]): void {
  const debits = new Map<number, bigint>();
  for (const row of inserted) {
    if (row.manual_account_id == null) continue;
    const account = Number(row.manual_account_id);
    debits.set(account, (debits.get(account) ?? 0n) + toUnits(String(row.amount)));
  }
  const now = nowIso();
  for (const [account, debit] of debits) {
    const row = db.get<{ balance: string; type: string | null }>("SELECT balance, type FROM manual_accounts WHERE id = ?", account);
    if (!row) continue;
    const balance = LIABILITY_TYPES.has(row.type ?? "") ? toUnits(row.balance) + debit : toUnits(row.balance) - debit;
    db.run("UPDATE manual_accounts SET balance = ?, balance_as_of = ?, updated_at = ? WHERE id = ?", fromUnits(balance), now, now, account);
  }
}
