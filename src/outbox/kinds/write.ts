// The write kinds (`account_balance`, `balance_history`): each item is one value that sets a manual account's
// state (a balance, a month's balance), sent in one request per batch through the connection's target. A
// retried write is idempotent (it sets, it does not add). A kind the connection's version does not serve
// (its descriptor says: v1 has no history) is noted on its items, not sent. A write whose answers were lost is
// read back, where the service can say what it holds, before it is called failed.
import type { DeliveryTarget } from "../delivery-target";
import type { WriteValue } from "../writes";
import type { JobRow } from "../store";
import type { DeliveryContext } from "./context";

/** A 404 whose cause (a kind not served, or a wrong account) could not be told: the account list could not be asked. */
const NOT_FOUND_UNCHECKED = "the service answered 404, and whether the account exists could not be checked (tried again later)";

export interface WriteDelivery {
  /** The request that writes a batch of values to the manual account. */
  send(target: DeliveryTarget, accountId: number, values: WriteValue[]): Promise<unknown>;
  /** Values per request: one balance, or the months of a history in one upsert. */
  batch: number;
  /**
   * What a 404 means when the account is in the connection's account list: the service does not serve this
   * kind. Noted, not retried. (A 404 for an account not in the list is a wrong account.)
   */
  unsupportedOn404?: string;
  /** Whether the account holds the values now (read from the service), where it can be asked: a write in doubt. */
  holds?(target: DeliveryTarget, accountId: number, values: WriteValue[]): Promise<boolean>;
}

/** Sends the next values of a write job in one request; returns the requests sent. */
export async function deliverWrite(ctx: DeliveryContext, job: JobRow, write: WriteDelivery, now: number): Promise<number> {
  const { target } = ctx;
  const work = ctx.job(job);
  const seqs = work.pending(write.batch, false).map((p) => p.seq);
  if (seqs.length === 0 || job.manual_account_id === null) return 0;
  if (ctx.unserved) {
    for (const seq of seqs) work.settle(seq, "invalid", null, ctx.unserved);
    work.serveAgainNow();
    return 0;
  }
  const values = work.forSend(seqs).map((r) => JSON.parse(r.body) as WriteValue);
  if (write.holds && work.attemptsSpent()) return readBack(ctx, job, write.holds, seqs, values, now);
  const { manual_account_id: accountId } = job;
  const attempt = ctx.open(job, seqs, now, {
    readBackFirst: write.holds !== undefined,
    // A 404 may say the kind is not served here, or that the account is wrong: told apart below.
    settles: (failure) => failure.kind === "not_found" && write.unsupportedOn404 !== undefined,
  });
  if (!attempt) return 0;
  const sent = await attempt.send(() => write.send(target, accountId, values));
  if (sent.ok) {
    for (const seq of seqs) work.settle(seq, "inserted", null, null);
    attempt.done();
  } else if (sent.reason.kind === "settled" && write.unsupportedOn404) {
    const reason = await whyNotFound(ctx, job.connection_id, accountId, write.unsupportedOn404);
    // Not sure which 404 it was: dead letters (retryable, and a balance source sends those months again on
    // its next run) rather than a verdict that would mark the kind unserved or the account wrong.
    for (const seq of seqs) work.settle(seq, reason === null ? "failed" : "invalid", null, reason ?? NOT_FOUND_UNCHECKED);
  } else return ctx.requests;
  work.serveAgainNow();
  return ctx.requests;
}

/**
 * Values whose every attempt went unanswered: set if the account holds them now, else (not set, their attempts spent)
 * dead letters. A failed read settles nothing and is tried again later.
 */
async function readBack(
  ctx: DeliveryContext,
  job: JobRow,
  holds: NonNullable<WriteDelivery["holds"]>,
  seqs: number[],
  values: WriteValue[],
  now: number,
): Promise<number> {
  const work = ctx.job(job);
  const accountId = job.manual_account_id;
  if (accountId === null) return 0;
  const read = await ctx.read(job, () => holds(ctx.target, accountId, values), {}, now);
  if (!read.ok) return ctx.requests;
  if (read.value) for (const seq of seqs) work.settle(seq, "inserted", null, null);
  else work.deadLetter(seqs);
  work.clearDoubt();
  work.serveAgainNow();
  return ctx.requests;
}

/**
 * What a 404 on a write the service may not serve says: that it does not serve it (`unsupported`), unless the
 * connection's account list (the cache uploads use) does not have the account — then the account is wrong,
 * which the user can mend, and the kind is not marked as unserved. Null when the list could not be asked.
 */
async function whyNotFound(ctx: DeliveryContext, connectionId: string, accountId: number, unsupported: string): Promise<string | null> {
  const account = await ctx.hooks.accounts.target(connectionId, accountId);
  if (account.ok) return account.checked ? unsupported : null;
  if (account.reason === "unknown_account") return `the manual account ${accountId} is not in the budget (deleted, or another id)`;
  if (account.reason === "closed_account") return `the manual account ${accountId} is closed`;
  return null;
}
