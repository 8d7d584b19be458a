// Where a mailed statement's rows go, decided before anything is sent (pure): each account of the file into the one
// budget account it names; a file of one account that names none into the mailbox's account (the person's own
// export, or their bank's only account there). An account several budget accounts could be is held and asked; an
// account of a file of several that names none of the budget's is told — which account, and why — while the
// others import: the mailbox's account is one account, and guessing it for one of several would mix two.
import { accountsNamedBy, type ListedAccount } from "../uploads/named-account";
import type { StatementFile } from "../uploads/statement-file";

export type Placement =
  /** Into this account of the budget; `how`, in words, why it is the one. */
  | { kind: "into"; fileAccount: string | undefined; accountId: number | null; how: string }
  /** Several accounts of the budget could be the one: held until the person chooses. */
  | { kind: "held"; fileAccount: string | undefined; choices: ListedAccount[]; how: string }
  /** An account of a file of several that no account of the budget names. */
  | { kind: "unnamed"; fileAccount: string; why: string };

/**
 * The placement of each account of the statement (`only`: the file's accounts to place, when the rest were
 * placed by an earlier mail of the same file).
 */
export function placementsOf(
  statement: StatementFile,
  accounts: readonly ListedAccount[],
  mailboxAccountId: number | null,
  only?: readonly string[],
): Placement[] {
  if (!statement.accounts) {
    const named = accountsNamedBy(statement.numbers, accounts);
    if (named.ids.length > 1) return [{ kind: "held", fileAccount: undefined, choices: chosen(accounts, named.ids), how: named.how ?? "" }];
    const [accountId = mailboxAccountId] = named.ids;
    const how =
      named.how ??
      (statement.numbers.length > 0
        ? "no account of your budget is named by the statement's account: the mailbox's account"
        : "the statement names no account: the mailbox's account");
    return [{ kind: "into", fileAccount: undefined, accountId, how }];
  }
  return statement.accounts
    .filter((fileAccount) => !only || only.includes(fileAccount))
    .map((fileAccount): Placement => {
      const named = accountsNamedBy([fileAccount], accounts);
      const [one] = named.ids;
      if (named.ids.length > 1) return { kind: "held", fileAccount, choices: chosen(accounts, named.ids), how: named.how ?? "" };
      if (one !== undefined) return { kind: "into", fileAccount, accountId: one, how: named.how ?? "" };
      return { kind: "unnamed", fileAccount, why: unnamedWhy(fileAccount) };
    });
}

function chosen(accounts: readonly ListedAccount[], ids: readonly number[]): ListedAccount[] {
  return accounts.filter((a) => ids.includes(a.id));
}

/** Why no account is the file's: what the budget's names were searched for (accountsNamedBy). */
function unnamedWhy(fileAccount: string): string {
  const digits = fileAccount.replace(/\D/g, "");
  const last = digits.length > 4 ? `, nor a name ending in its last digits ${digits.slice(-4)}` : "";
  return `no account of your budget has number ${fileAccount} in its name${last}`;
}
