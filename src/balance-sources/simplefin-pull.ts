// SimpleFIN connections for balance sources: claiming a setup token into a stored connection and pulling its
// Account Set at most once per schedule slot (one `GET /accounts?balances-only=1` serves every account mapped
// from it). Shared by the claim route and the `simplefin` kind, whose reading takes one account from the set.
import { utcDate } from "./readings/calendar";
import { latestSlot, type RunSchedule } from "./readings/due";
import { BalanceSourceError, type FetchSourceOptions } from "../web/fetch-source";
import { type AccountSet, type SimplefinAccess } from "./readings/simplefin";
import { claimSetupToken, fetchSimplefinAccounts } from "./readings/simplefin-client";
import type { TokenVault } from "../connections/vault";
import type { SimplefinConnection } from "./stored";

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

/** The set as stored: balances only (a pull with transactions is not kept). */
function withoutTransactions(set: AccountSet): AccountSet {
  return { ...set, accounts: set.accounts.map(({ transactions: _, ...account }) => account) };
}
