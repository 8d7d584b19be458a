// A SimpleFIN source's transactions (optional, off by default): the account's transactions since the
// last run, in windows of at most 90 days (the Bridge's limit), pending ones skipped unless asked for,
// each with `external_id` from the account and transaction ids, delivered through the channel steps
// (resolve the target, open a job, append, seal) like an upload. Each window is one Bridge request of
// the day's quota.
import { BalanceSourceError, type FetchSourceOptions } from "../../../web/fetch-source";
import { type SimplefinAccess, transactionPlan, transactionWindows } from "../../readings/simplefin";
import { fetchSimplefinAccounts } from "../../readings/simplefin-client";
import { deliverWhole, resolveTarget, TargetRefused } from "../../../channel";
import type { TokenVault } from "../../../connections/vault";
import { SIMPLEFIN_DAILY_PULLS } from "../../simplefin-pull";
import type { SimplefinSettings } from "./settings";
import type { SimplefinConnection } from "../../stored";
import type { SourceWith } from "../descriptor";

/** How far back the first run reads: a month of history, one window. */
const FIRST_LOOKBACK_SECONDS = 30 * 24 * 3600;
/** Each run reads again the last days already read: a pending transaction posts days later (same id). */
const REREAD_SECONDS = 5 * 24 * 3600;

export interface TransactionsPulled {
  requests: number;
  /** Insert items handed to the Outbox. */
  items: number;
  jobIds: string[];
  /** Why reading or handing over stopped, or null. */
  problem: string | null;
}

/** Reads and delivers the source's new transactions; moves `source.txThrough` past what was handed over. */
export async function pullTransactions(
  env: Env,
  conn: SimplefinConnection,
  source: SourceWith<SimplefinSettings>,
  vault: TokenVault,
  options: FetchSourceOptions,
  now: Date,
): Promise<TransactionsPulled> {
  const settings = source.settings;
  // `end-date` is exclusive: one second past now, so a transaction posted this very second is read.
  const end = Math.floor(now.getTime() / 1000) + 1;
  const start = source.txThrough === null ? end - FIRST_LOOKBACK_SECONDS : Math.max(0, source.txThrough - REREAD_SECONDS);
  const result: TransactionsPulled = { requests: 0, items: 0, jobIds: [], problem: null };
  try {
    const access = await vault.open<SimplefinAccess>(conn.sealedAccess, conn.id);
    const target = await resolveTarget(env, source.connectionId, source.manualAccountId);
    for (const window of transactionWindows(start, end)) {
      if (conn.pullsToday >= SIMPLEFIN_DAILY_PULLS) throw new BalanceSourceError("refused", "the day's SimpleFIN requests are spent", true);
      conn.pullsToday++;
      result.requests++;
      const set = await fetchSimplefinAccounts(
        access,
        { ...window, accounts: [settings.account], pending: settings.include_pending },
        options,
      );
      const account = set.accounts.find((a) => a.id === settings.account);
      if (account) {
        const plan = transactionPlan(account, { includePending: settings.include_pending });
        if (plan.items.length > 0) {
          const spec = {
            connectionId: source.connectionId,
            channel: `simplefin:${source.id}`,
            manualAccountId: target.manualAccountId,
            applyRules: true,
            skipDuplicates: false,
            bankRows: true,
          };
          const report = await deliverWhole(env, spec, plan);
          result.jobIds.push(report.id);
          result.items += plan.items.length;
        }
      }
      source.txThrough = window.endDate;
    }
  } catch (error) {
    if (error instanceof BalanceSourceError) result.problem = `transactions: ${error.message}`;
    else if (error instanceof TargetRefused)
      result.problem = `transactions: the account could not be used (${error.refusal.reason.replace("_", " ")})`;
    else throw error;
  }
  return result;
}
