// SimpleFIN for balance sources: claiming a setup token into a stored connection, pulling its Account
// Set at most once per schedule slot (one `GET /accounts?balances-only=1` serves every account mapped
// from it), and reading one account's balance from the set.
import type { AccountSide } from "../account-side";
import { latestSlot, type RunSchedule } from "./readings/due";
import { utcDate } from "./readings/calendar";
import { BalanceSourceError, type FetchSourceOptions } from "./readings/fetch-source";
import { isBalanceDateStale } from "./readings/freshness";
import { type AccountSet, accountVerdict, balanceUpdate, type SimplefinAccess } from "./readings/simplefin";
import { claimSetupToken, fetchSimplefinAccounts } from "./readings/simplefin-client";
import type { TokenVault } from "../connections/vault";
import { failedReading, type Reading } from "./reading";
import type { SimplefinSettings } from "./settings";
import type { SimplefinConnection } from "./store";

/** The Bridge's documented budget: about 24 requests a day per Access URL; past it, it warns, then disables. */
export const SIMPLEFIN_DAILY_PULLS = 24;
/** "Run now" reuses a pull younger than this: the Bridge refreshes banks about daily, quota is scarce. */
export const RUN_NOW_REUSE_MS = 60 * 60 * 1000;

/** Claims a setup token (once: a second claim is 403) and pulls the Account Set the person maps from. */
export async function claimConnection(
  setupToken: string,
  ids: { id: string; connectionId: string; label: string },
  vault: TokenVault,
  options: FetchSourceOptions,
  now: Date,
): Promise<SimplefinConnection> {
  const access = await claimSetupToken(setupToken, options);
  const set = await fetchSimplefinAccounts(access, { balancesOnly: true }, options);
  return {
    ...ids,
    sealedAccess: await vault.seal(access, ids.id),
    lastSet: withoutTransactions(set),
    lastPulledAt: now.getTime(),
    pullsDay: utcDate(now),
    pullsToday: 1,
    attention: null,
    createdAt: now.getTime(),
  };
}

/** Whether a source may read the stored set instead of pulling: the pull already covers its slot. */
export function pullIsCurrent(conn: SimplefinConnection, schedule: RunSchedule, trigger: "schedule" | "now", now: Date): boolean {
  if (trigger === "now") return now.getTime() - conn.lastPulledAt < RUN_NOW_REUSE_MS;
  return conn.lastPulledAt >= latestSlot(schedule, now).getTime();
}

/**
 * One `GET /accounts?balances-only=1`, counted against the day's quota; the connection is updated in
 * place (set, counters, attention). Throws BalanceSourceError; a refused pull spends no request.
 */
export async function pull(conn: SimplefinConnection, vault: TokenVault, options: FetchSourceOptions, now: Date): Promise<void> {
  const day = utcDate(now);
  if (conn.pullsDay !== day) Object.assign(conn, { pullsDay: day, pullsToday: 0 });
  if (conn.pullsToday >= SIMPLEFIN_DAILY_PULLS) {
    throw new BalanceSourceError(
      "refused",
      `the SimpleFIN Bridge allows about ${SIMPLEFIN_DAILY_PULLS} requests a day: the next pull is tomorrow`,
      true,
    );
  }
  const access = await vault.open<SimplefinAccess>(conn.sealedAccess, conn.id);
  conn.pullsToday++;
  try {
    conn.lastSet = withoutTransactions(await fetchSimplefinAccounts(access, { balancesOnly: true }, options));
    conn.lastPulledAt = now.getTime();
    conn.attention = null;
  } catch (error) {
    if (error instanceof BalanceSourceError && !error.retryable) conn.attention = error.message;
    throw error;
  }
}

/** One account's balance from the set: its errors, its currency against the manual account's, its age. */
export function readSimplefinAccount(
  set: AccountSet,
  settings: SimplefinSettings,
  account: { currency: string; side: AccountSide },
  now: Date,
  sourceRequests: number,
): Reading {
  const found = set.accounts.find((a) => a.id === settings.account);
  if (!found) {
    const unreadable = set.unreadable.find((u) => u.id === settings.account);
    const why = unreadable
      ? `SimpleFIN described account ${settings.account} in a shape Intake cannot read (${unreadable.reason})`
      : `SimpleFIN no longer lists account ${settings.account}`;
    return failedReading(why, !unreadable, sourceRequests);
  }
  const verdict = accountVerdict(set.errlist, found);
  if (verdict) return failedReading(verdict.reason, verdict.kind === "needs-attention", sourceRequests);
  const update = balanceUpdate(found, account.side);
  if (!update.ok) return failedReading(update.reason, true, sourceRequests);
  if (update.value.currency !== account.currency) {
    return failedReading(
      `the SimpleFIN account is in ${update.value.currency}, the manual account in ${account.currency}: map an account of the same currency`,
      true,
      sourceRequests,
    );
  }
  const balanceDate = new Date(found["balance-date"] * 1000);
  const stale = isBalanceDateStale(balanceDate, now, settings.stale_after_days)
    ? `the bank's balance is from ${utcDate(balanceDate)}, more than ${settings.stale_after_days} days ago`
    : undefined;
  return { ok: true, balance: update.value.balance, asOf: update.value.balance_as_of, sourceRequests, ...(stale ? { stale } : {}) };
}

/** The set as stored: balances only (a pull with transactions is not kept). */
function withoutTransactions(set: AccountSet): AccountSet {
  return { ...set, accounts: set.accounts.map(({ transactions: _, ...account }) => account) };
}
