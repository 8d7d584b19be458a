// What a notice calls the things it speaks of: the budget and its accounts by the names the person gave them,
// read once per tick for the connections that have news (never "account 101", unless the budget did not answer).
import { identityOf } from "../connections/deployment";
import { outboxOf } from "../storage";

export interface Names {
  /** The account's name as the budget shows it, quoted; cash for none; its number when the budget did not say. */
  account(connectionId: string, accountId: number | null): string;
  /** "your budget “Household”", or "your budget" when its name is not known. */
  budget(connectionId: string): string;
}

const quoted = (name: string) => `“${name}”`;

/** Names nothing was read for: what a notice says when the budget cannot be asked. */
export const UNNAMED: Names = {
  account: (_connectionId, accountId) => (accountId === null ? "cash" : `account ${accountId}`),
  budget: () => "your budget",
};

/** The names of each connection's budget and accounts, asked once per connection. */
export async function namesOf(env: Env, connectionIds: Iterable<string>): Promise<Names> {
  const accounts = new Map<string, Record<number, string>>();
  const budgets = new Map<string, string>();
  for (const connectionId of new Set(connectionIds)) {
    const [listed, identity] = await Promise.all([
      // The uploads' cached list: a name the person changed shows within a minute.
      outboxOf(env)
        .accountList(connectionId)
        .catch(() => null),
      identityOf(env, connectionId).catch(() => null),
    ]);
    const known = listed?.ok ? listed.accounts : [];
    accounts.set(connectionId, Object.fromEntries(known.map((a) => [a.id, a.display_name ?? a.name])));
    if (identity?.budget_name) budgets.set(connectionId, identity.budget_name);
  }
  return {
    account: (connectionId, accountId) => {
      const name = accountId === null ? undefined : accounts.get(connectionId)?.[accountId];
      return name ? quoted(name) : UNNAMED.account(connectionId, accountId);
    },
    budget: (connectionId) => {
      const name = budgets.get(connectionId);
      return name ? `your budget ${quoted(name)}` : UNNAMED.budget(connectionId);
    },
  };
}
