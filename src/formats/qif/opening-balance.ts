// Quicken's opening balance: the first record of an account's register, a transfer to the account itself
// (`L[Checking]` in the account `!Account` names Checking), "Opening Balance" in the person's language. It is the
// account's starting balance, not money that came in: booked, it would be income of the whole balance.
import { isBalanceLabel } from "../balance-label";
import type { QifRecord } from "./records";

/** Why the record is the account's opening balance, or null when it is a transaction. */
export function openingBalanceOf(r: QifRecord): string | null {
  if (!r.first) return null;
  const transfer = /^\[(.+)\]$/.exec(r.category?.trim() ?? "")?.[1]?.trim();
  if (transfer === undefined) return null;
  const self = r.account !== null && transfer.toLowerCase() === r.account.trim().toLowerCase();
  const text = r.payee ?? r.memo;
  if (!self && !isBalanceLabel(text)) return null;
  return `the account's opening balance as Quicken writes it ("${text ?? ""}", a transfer to [${transfer}]${self ? ", this account" : ""}): its starting balance, not a transaction`;
}
