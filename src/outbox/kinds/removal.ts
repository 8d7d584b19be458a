// "Remove this import": the transactions a job inserted are deleted from the budget (its items `removing` →
// `removed`), except those the person changed since (kept, with when) and those the service refuses to delete
// (split or grouped: kept, with the service's reason). Each round reads the batch's transactions back (one
// account, the batch's days, split parents and group members included), then deletes the rest in one bulk
// request of at most 500. Every request goes through the Outbox's rate gate; a failure waits and reads afresh
// (a round cut off between its delete and its commit finds those transactions gone: removed). A bank row that took
// over a receipt's (tap's, pending row's) transaction is not deleted with it: what its update changed is put back.
import { type BudgetApi, BudgetApiError, type Transaction, type TransactionUpdate } from "../../budget-api";
import type { JobRow, OutboxStore, PuttingBack, Removing } from "../store";
import type { DeliveryContext } from "./context";

/** The service's bulk delete takes 1 to 500 ids. */
export const REMOVE_BATCH = 500;
/** Page size when reading back: the service's maximum for GET /transactions. */
const READ_PAGE = 2000;
/**
 * A transaction whose `updated_at` is later than its `created_at` by more than this was changed after Intake
 * inserted it (both are the service's clock, so no skew between Intake and the service enters).
 */
const UNCHANGED_WITHIN_MS = 1000;

export const GONE_ALREADY = "no longer in your budget (deleted there already)";
export const NO_REMOVAL_ON_V1 =
  "kept: this connection uses the legacy v1 interface, which cannot delete transactions in bulk (connect with v2 to remove imports)";

interface RemovalContext {
  store: OutboxStore;
  /** v2's; null where the connection's version cannot delete in bulk (`unsupported` says why). */
  api: Pick<BudgetApi, "listTransactions" | "deleteTransactions"> | null;
  unsupported: string | null;
  takeSlot(now: number): boolean;
  /** A request that failed: the gate, the credential and the backoff as for reading back; nothing is settled. */
  failed(job: JobRow, error: BudgetApiError): void;
}

/** Sends what the job's removal needs next (before anything else of the job); returns the requests sent. */
export async function deliverRemoval(delivery: DeliveryContext, job: JobRow, now: number): Promise<number> {
  // A bank row that took over a receipt's transaction puts it back as it was (kinds/claim.ts), one at a time.
  const [takeover] = delivery.store.removals.puttingBack(job.id, 1);
  if (takeover) return putBack(delivery, job, takeover, now);
  return removeNext(
    {
      store: delivery.store,
      api: delivery.target.removal,
      unsupported: delivery.target.removal ? null : NO_REMOVAL_ON_V1,
      takeSlot: (at) => delivery.trySlot(at),
      // Handled as a failed read-back: nothing settles, the next round reads afresh.
      failed: (failedJob, error) => delivery.failRead(failedJob, error),
    },
    job,
    now,
  );
}

async function removeNext(ctx: RemovalContext, job: JobRow, now: number): Promise<number> {
  const batch = ctx.store.removals.pending(job.id, REMOVE_BATCH);
  if (batch.length === 0) return 0;
  if (!ctx.api) {
    for (const item of batch) ctx.store.removals.settle(job, item.seq, "kept", ctx.unsupported ?? NO_REMOVAL_ON_V1);
    return 0;
  }
  const read = await readBack(ctx, ctx.api, job, batch, now);
  if (read.found === null) return read.requests;

  const doomed: Removing[] = [];
  for (const item of batch) {
    const tx = read.found.get(item.transaction_id);
    if (!tx) ctx.store.removals.settle(job, item.seq, "removed", GONE_ALREADY);
    else if (changedSince(tx))
      ctx.store.removals.settle(
        job,
        item.seq,
        "kept",
        `kept: changed in your budget since Intake inserted it (last changed ${tx.updated_at})`,
      );
    else doomed.push(item);
  }
  if (doomed.length === 0 || !ctx.takeSlot(Date.now())) return read.requests;
  try {
    await ctx.api.deleteTransactions(doomed.map((d) => d.transaction_id));
  } catch (error) {
    const failure = BudgetApiError.from(error);
    if (!settleRefused(ctx.store, job, doomed, failure)) ctx.failed(job, failure);
    return read.requests + 1;
  }
  for (const item of doomed) ctx.store.removals.settle(job, item.seq, "removed", null);
  ctx.store.jobs.setDue(job.id, 0, null);
  return read.requests + 1;
}

/** The batch's transactions as the budget holds them now, by id; null when the gate or a failure stopped the read. */
async function readBack(
  ctx: RemovalContext,
  api: NonNullable<RemovalContext["api"]>,
  job: JobRow,
  batch: Removing[],
  now: number,
): Promise<{ found: Map<number, Transaction> | null; requests: number }> {
  const dates = batch
    .map((b) => b.date ?? "")
    .filter((d) => d !== "")
    .sort();
  const wanted = new Set(batch.map((b) => b.transaction_id));
  const found = new Map<number, Transaction>();
  let requests = 0;
  for (let offset = 0; ; offset += READ_PAGE) {
    if (!ctx.takeSlot(requests === 0 ? now : Date.now())) return { found: null, requests };
    requests++;
    let page;
    try {
      page = await api.listTransactions({
        ...(dates.length ? { start_date: dates[0], end_date: dates[dates.length - 1] } : {}),
        ...(job.manual_account_id === null ? {} : { manual_account_id: job.manual_account_id }),
        include_split_parents: true,
        include_group_children: true,
        limit: READ_PAGE,
        offset,
      });
    } catch (error) {
      ctx.failed(job, BudgetApiError.from(error));
      return { found: null, requests };
    }
    for (const tx of page.transactions) if (wanted.has(tx.id)) found.set(tx.id, tx);
    if (!page.has_more || found.size === wanted.size) return { found, requests };
  }
}

const changedSince = (tx: Transaction) => Date.parse(tx.updated_at) - Date.parse(tx.created_at) > UNCHANGED_WITHIN_MS;

/**
 * A refused bulk delete names its ids: split or grouped ones (400) are kept with the service's reason, unknown
 * ones (404: deleted since the read) are removed; the rest stay `removing` for the next round. False when the
 * refusal names none of the batch (then it is a failure like any other).
 */
function settleRefused(store: OutboxStore, job: JobRow, doomed: Removing[], error: BudgetApiError): boolean {
  if (error.kind !== "invalid" && error.kind !== "not_found") return false;
  const byId = new Map(doomed.map((d) => [d.transaction_id, d]));
  let named = 0;
  for (const problem of error.errors) {
    const index = typeof problem.ids_index === "number" ? problem.ids_index : -1;
    const id = [problem.transaction_id, problem.id, doomed[index]?.transaction_id].find((v) => typeof v === "number" && byId.has(v));
    const item = typeof id === "number" ? byId.get(id) : undefined;
    if (!item) continue;
    named++;
    if (error.kind === "not_found") store.removals.settle(job, item.seq, "removed", GONE_ALREADY);
    else store.removals.settle(job, item.seq, "kept", `kept: ${problem.errMsg}`);
  }
  if (named > 0) store.jobs.setDue(job.id, 0, null);
  return named > 0;
}

/** What a put-back says of the provisional transaction it restores. */
export const PUT_BACK = "put back as it was before this import (the transaction Intake had put there stays)";

/**
 * "Remove this import" of a bank file: a row that took over a provisional transaction puts back what its update
 * changed (date, amount, account, ids, metadata; the payee and notes were never changed), and the transaction is open
 * to the next bank row again. Returns the requests sent.
 */
export async function putBack(ctx: DeliveryContext, job: JobRow, item: PuttingBack, now: number): Promise<number> {
  const { store, target } = ctx;
  const before = store.reconciliations.before(job.id, item.seq);
  if (!target.takeover || !before) {
    store.removals.settle(job, item.seq, "kept", "kept: nothing Intake can put back (the takeover changed nothing)");
    return 0;
  }
  if (store.reconciliations.takenOverSince(job.id, item.seq)) {
    store.removals.settle(job, item.seq, "kept", "kept: a later import's row took this transaction over since");
    return 0;
  }
  if (!ctx.trySlot(now)) return 0;
  const update: TransactionUpdate = {
    date: before.date,
    amount: before.amount,
    manual_account_id: before.manual_account_id,
    custom_metadata: before.custom_metadata,
    ...(before.currency ? { currency: before.currency } : {}),
    ...(before.manual_account_id === null ? {} : { external_id: before.external_id }),
  };
  try {
    await target.takeover.updateTransaction(item.transaction_id, update, { update_balance: false });
  } catch (error) {
    const failure = BudgetApiError.from(error);
    if (failure.kind !== "not_found") {
      ctx.failRead(job, failure);
      return 1;
    }
    store.reconciliations.release(job.id, item.seq, true);
    store.removals.putBack(job, item.seq, GONE_ALREADY);
    return 1;
  }
  store.reconciliations.release(job.id, item.seq, false);
  store.removals.putBack(job, item.seq, PUT_BACK);
  store.jobs.setDue(job.id, 0, null);
  return 1;
}
