// The accounts of an OFX file. ACCTID alone names most, but a customer number may hold a checking and a savings
// account (BANKACCTFROM's BANKID/ACCTTYPE tell them apart), a bank account and a card may carry one number, and a
// multi-currency account sends a statement per currency (CURDEF). An account is ACCTID with these traits;
// statements of one account (two periods in one download) are one account.
import { type AccountIdentity, identityKey, type NamedAccount, nameAccounts } from "../file-accounts";
import type { OfxAccount } from "./statements";

export type OfxFileAccount = NamedAccount<OfxAccount>;

/** The file's accounts in the order they were always read (bank statements, then cards), each named. */
export function accountsOf(statements: OfxAccount[]): OfxFileAccount[] {
  const byIdentity = new Map<string, AccountIdentity & { value: OfxAccount }>();
  for (const statement of statements) {
    const identity = identityOf(statement);
    const key = identityKey(identity);
    const same = byIdentity.get(key);
    byIdentity.set(key, same ? { ...same, value: merged(same.value, statement) } : { ...identity, value: statement });
  }
  return nameAccounts([...byIdentity.values()]);
}

/** Type (ACCTTYPE; a card statement is a credit card), bank, branch, account key, currency: in the order shown. */
function identityOf(s: OfxAccount): AccountIdentity {
  return {
    number: s.id,
    traits: [
      s.kind === "credit_card" ? "CREDIT CARD" : (s.accountType?.toUpperCase() ?? "BANK"),
      s.bankId ? `bank ${s.bankId}` : "no bank id",
      s.branchId ? `branch ${s.branchId}` : "no branch",
      s.accountKey ? `key ${s.accountKey}` : "no account key",
      s.currency ? s.currency.toUpperCase() : "no currency",
    ],
  };
}

/** Two statements of one account: their transactions in file order, the later closing balance. */
function merged(a: OfxAccount, b: OfxAccount): OfxAccount {
  const later = !b.ledgerBalance || (a.ledgerBalance && (a.ledgerBalance.asOf ?? "") > (b.ledgerBalance.asOf ?? "")) ? a : b;
  return {
    ...a,
    transactions: [...a.transactions, ...b.transactions],
    ledgerBalance: later.ledgerBalance,
    endedEarly: a.endedEarly ?? b.endedEarly,
    chains: [...a.chains, ...b.chains],
    warnings: [...a.warnings, ...b.warnings],
  };
}
