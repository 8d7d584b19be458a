// One run's reading of a SimpleFIN source: the connection's Account Set pulled when the last is not current (the
// Bridge's quota is scarce), the account's balance taken from it, and its transactions handed on when asked for.
import { type AccountSide, sideOf } from "../../../account-side";
import { vaultOf } from "../../../connections";
import { utcDate } from "../../readings/calendar";
import { BalanceSourceError } from "../../../web/fetch-source";
import { isBalanceDateStale } from "../../readings/freshness";
import { type AccountSet, accountVerdict, balanceUpdate } from "../../readings/simplefin";
import { failedReading, type Reading } from "../../reading";
import { ok } from "../../../result";
import { pull, pullIsCurrent } from "../../simplefin-pull";
import type { ReadContext, SourceWith } from "../descriptor";
import type { SimplefinSettings } from "./settings";
import { pullTransactions } from "./transactions";

export async function readSimplefin(
  source: SourceWith<SimplefinSettings>,
  { now, trigger, fetchOptions, store, env }: ReadContext,
): Promise<Reading> {
  const settings = source.settings;
  const conn = store.simplefin(settings.connection);
  if (!conn) return failedReading("its SimpleFIN connection was deleted", true, 0);
  let requests = 0;
  if (!pullIsCurrent(conn, source.schedule, trigger === "now" ? "now" : "schedule", now)) {
    // Access the Bridge refused waits for the person; "run now" is how they say they fixed it.
    if (conn.attention && trigger !== "now") return failedReading(conn.attention, true, 0);
    try {
      requests = 1;
      await pull(conn, vaultOf(env), fetchOptions, now);
    } catch (error) {
      if (!(error instanceof BalanceSourceError)) throw error;
      if (error.kind === "refused") requests = 0;
      return failedReading(error.message, !error.retryable, requests);
    } finally {
      store.saveSimplefin(conn);
    }
  }
  const side = sideOf(source.accountType);
  const reading = readSimplefinAccount(conn.lastSet, settings, { currency: source.currency, side }, now, requests);
  if (!reading.ok || !settings.transactions) return reading;
  const pulled = await pullTransactions(env, conn, source, vaultOf(env), fetchOptions, now);
  store.saveSimplefin(conn);
  reading.value.sourceRequests += pulled.requests;
  reading.value.note = pulled.problem ?? `${pulled.items} transactions handed to delivery`;
  return reading;
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
  return ok({ balance: update.value.balance, asOf: update.value.balance_as_of, sourceRequests, ...(stale ? { stale } : {}) });
}
