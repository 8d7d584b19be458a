// What a notice calls the things it speaks of: the budget and its accounts by the names the person gave them,
// read once per tick for the connections that have news (never "account 101", unless the budget did not answer);
// and its days and amounts as the person's budget writes them (its settings' formats and locale).
import { identityOf } from "../connections/deployment";
import { displayFormatsOf } from "../connections/display-formats";
import { type DateFormats, dayText, usableLocale } from "../locale/display-dates";
import { outboxOf } from "../storage";

export interface Names {
  /** The account's name as the budget shows it, quoted; cash for none; its number when the budget did not say. */
  account(connectionId: string, accountId: number | null): string;
  /** "your budget “Household”", or "your budget" when its name is not known. */
  budget(connectionId: string): string;
  /** A day (YYYY-MM-DD) as the budget writes days: "Oct 1, 2026", "01.10.2026". */
  day(connectionId: string, iso: string): string;
  /** A decimal amount ("-1234.5") in the budget's locale: "-1,234.50", "-1.234,50". */
  amount(connectionId: string, decimal: string): string;
}

/** What a notice writes days and amounts in when the budget does not say: a notice has no reader's language to ask. */
const FALLBACK_LOCALE = "en-US";

function amountIn(locale: string | undefined, decimal: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(decimal)) return decimal;
  const format = new Intl.NumberFormat(usableLocale(locale) ?? FALLBACK_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  // As written, never through a float: Intl formats a decimal string exactly.
  return format.format(decimal as unknown as number);
}

const quoted = (name: string) => `“${name}”`;

/** Names nothing was read for: what a notice says when the budget cannot be asked. */
export const UNNAMED: Names = {
  account: (_connectionId, accountId) => (accountId === null ? "cash" : `account ${accountId}`),
  budget: () => "your budget",
  day: (_connectionId, iso) => dayText(iso, null, FALLBACK_LOCALE),
  amount: (_connectionId, decimal) => amountIn(undefined, decimal),
};

/** The names of each connection's budget and accounts, asked once per connection. */
export async function namesOf(env: Env, connectionIds: Iterable<string>): Promise<Names> {
  const accounts = new Map<string, Record<number, string>>();
  const budgets = new Map<string, string>();
  const formats = new Map<string, DateFormats>();
  for (const connectionId of new Set(connectionIds)) {
    const [listed, identity, said] = await Promise.all([
      // The uploads' cached list: a name the person changed shows within a minute.
      outboxOf(env)
        .accountList(connectionId)
        .catch(() => null),
      identityOf(env, connectionId).catch(() => null),
      displayFormatsOf(env, connectionId).catch(() => null),
    ]);
    if (said) formats.set(connectionId, said);
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
    day: (connectionId, iso) => dayText(iso, formats.get(connectionId) ?? null, FALLBACK_LOCALE),
    amount: (connectionId, decimal) => amountIn(formats.get(connectionId)?.locale, decimal),
  };
}
