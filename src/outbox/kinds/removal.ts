// "Remove this import": the transactions a job inserted are deleted from the budget (its items `removing` →
// `removed`), except those the person changed since, those the service refuses to delete (split or grouped) and those
// another import counts on (its row found one there, took it over, or a receipt added to it): kept, with why. Each
// round reads the batch back (its account and days, split parents and group members included; one not there, by id)
// and deletes the rest in one request of at most 500, through the rate gate; a failure waits and reads afresh. A bank
// row that took over a receipt's (tap's, pending row's) transaction puts back what its update changed, never over
// what the person changed since.
import { type BudgetApi, BudgetApiError, type Transaction, type TransactionUpdate } from "../../budget-api";
import type { BeforeTakeover, JobRow, LaterTakeover, KindTables, PuttingBack, Reliance, Removing, Undo } from "../store";
import type { DeliveryContext } from "./context";
import type { JobView } from "./job-view";
import { putBackFields } from "./put-back-fields";
import { putBackOneSideNext, ungroupNext } from "./transfers";

/** The service's bulk delete takes 1 to 500 ids. */
export const REMOVE_BATCH = 500;
/** Page size when reading back: the service's maximum for GET /transactions. */
const READ_PAGE = 2000;
/**
 * A transaction whose `updated_at` is later than its `created_at` (or than the `updated_at` a takeover's update
 * answered) by more than this was changed after Intake inserted it (or took it over): both are the service's clock,
 * so no skew between Intake and the service enters.
 */
const UNCHANGED_WITHIN_MS = 1000;

export const GONE_ALREADY = "no longer in your budget (deleted there already)";
/** Why a receipt in match mode stays: it matched the bank's transaction, which it enriched and Intake did not insert. */
export const ENRICHED =
  "kept: this receipt added its details to the bank's transaction, which Intake did not insert: it stays in your budget, with the receipt's notes";
export const NO_REMOVAL_ON_V1 =
  "kept: this connection uses the legacy v1 interface, which cannot delete transactions in bulk (connect with v2 to remove imports)";

/** v2's bulk delete and reads; null where the connection's version cannot delete in bulk. */
type RemovalApi = Pick<BudgetApi, "listTransactions" | "transaction" | "deleteTransactions">;

/** Sends what the job's removal needs next (before anything else of the job); returns the requests sent. */
export async function deliverRemoval(delivery: DeliveryContext, job: JobRow, now: number): Promise<number> {
  // A side of a transfer another import holds too stays, grouped: the payment is still one movement between the accounts.
  keepGroupedSidesOthersHold(delivery, job);
  // A transfer one of the transactions it takes out is a side of is ungrouped first: a grouped transaction is neither
  // deleted nor updated.
  const ungrouping = await ungroupNext(delivery, job, now);
  if (ungrouping !== null) return ungrouping;
  // A lone side of a transfer gets its category and notes back next, so that what follows finds it as Intake left it.
  const puttingBack = await putBackOneSideNext(delivery, job, now);
  if (puttingBack !== null) return puttingBack;
  // A bank row that took over a receipt's transaction puts it back as it was (kinds/claim.ts), one at a time.
  const [takeover] = delivery.tables.removals.puttingBack(job.id, 1);
  if (takeover) return putBack(delivery, job, takeover, now);
  return removeNext(delivery, job, now);
}

/** Every request of a removal is handled as a read: a failure settles nothing, and the next round reads afresh. */
async function removeNext(ctx: DeliveryContext, job: JobRow, now: number): Promise<number> {
  const work = ctx.job(job);
  const batch = ctx.tables.removals.pending(job.id, REMOVE_BATCH);
  if (batch.length === 0) return 0;
  const api = ctx.target.removal;
  if (!api) {
    for (const item of batch) ctx.tables.removals.settle(job, item.seq, "kept", NO_REMOVAL_ON_V1);
    return 0;
  }
  // What another import counts on stays: deleting it would leave that import's payment out of the budget. Read from
  // the store once, before this round's requests: while they are on their way no other job is delivered (the alarm
  // loop serves one job at a time), so nothing can come to count on the batch before its delete.
  const relied = reliedOn(
    ctx,
    job,
    batch.map((b) => b.transaction_id),
  );
  const rest: Removing[] = [];
  for (const item of batch) {
    const reliance = relied.get(item.transaction_id);
    if (reliance) ctx.tables.removals.settle(job, item.seq, "kept", keptFor(reliance));
    else rest.push(item);
  }
  if (rest.length === 0) {
    work.serveAgainNow();
    return 0;
  }
  const found = await readBack(ctx, api, job, rest, now);
  if (found === null) return ctx.requests;

  const doomed: Removing[] = [];
  // Intake's own later writes (a transfer's lone side given its category, and put back) are not the person's change.
  const written = ctx.tables.transfers.lastWrites(rest.map((r) => r.transaction_id));
  for (const item of rest) {
    let tx = found.get(item.transaction_id);
    if (!tx) {
      // Not in its account and days: deleted there already, or moved by the person. Its own read says which.
      const one = await ctx.read(job, () => api.transaction(item.transaction_id), { settles: (f) => f.kind === "not_found" });
      if (!one.ok && one.reason.kind !== "settled") return ctx.requests;
      if (!one.ok) {
        ctx.tables.removals.settle(job, item.seq, "removed", GONE_ALREADY);
        continue;
      }
      tx = one.value;
    }
    if (changedSince(tx, written.get(tx.id) ?? null))
      ctx.tables.removals.settle(
        job,
        item.seq,
        "kept",
        `kept: changed in your budget since Intake inserted it (last changed ${tx.updated_at})`,
      );
    else doomed.push(item);
  }
  if (doomed.length === 0) {
    work.serveAgainNow();
    return ctx.requests;
  }
  const deleted = await ctx.read(job, () => api.deleteTransactions(doomed.map((d) => d.transaction_id)), {
    settles: (failure) => settleRefused(ctx.tables, work, job, doomed, failure),
  });
  if (deleted.ok) {
    for (const item of doomed) ctx.tables.removals.settle(job, item.seq, "removed", null);
    work.serveAgainNow();
  } else if (deleted.reason.kind === "gate") work.serveAgainNow();
  return ctx.requests;
}

/** The first item of another import that counts on each of `transactionIds`, by transaction. */
function reliedOn(ctx: DeliveryContext, job: JobRow, transactionIds: number[]): Map<number, Reliance> {
  const relied = new Map<number, Reliance>();
  for (const reliance of ctx.tables.removals.reliances(job, transactionIds, ctx.hooks.transactionKinds))
    if (!relied.has(reliance.transaction_id)) relied.set(reliance.transaction_id, reliance);
  return relied;
}

/**
 * The job's rows on their way out that are a side of a grouped transfer and that another import holds too (its row
 * found them there, or is the bank row that took them over) are kept before anything is ungrouped: `toUngroup` then
 * leaves their group as it is. No request: the store says it.
 */
function keepGroupedSidesOthersHold(ctx: DeliveryContext, job: JobRow): void {
  const sides = ctx.tables.transfers.groupedSides(job.id);
  if (sides.length === 0) return;
  const relied = reliedOn(
    ctx,
    job,
    sides.filter((s) => !s.takeover).map((s) => s.transaction_id),
  );
  for (const side of sides) {
    const reliance = side.takeover
      ? ctx.tables.removals.otherExportsRow(job, side.transaction_id, side.external_id)
      : relied.get(side.transaction_id);
    if (reliance) ctx.tables.removals.settle(job, side.seq, "kept", keptFor(reliance));
  }
}

/** Why a transaction another import counts on is kept, in the words of the report. */
function keptFor(reliance: Reliance): string {
  const day = new Date(reliance.created_at).toISOString().slice(0, 10);
  const which = `the import of ${day}${reliance.file_name ? ` (${reliance.file_name})` : ""}`;
  if (reliance.state === "duplicate") return `kept: row ${reliance.row} of ${which} is this payment too, and stays in your budget`;
  if (reliance.takeover) return `kept: the bank's row ${reliance.row} of ${which} took it over: it is that payment now`;
  return `kept: a receipt (${which}) added its details to it`;
}

/** The batch's transactions as the budget holds them now, by id; null when the gate or a failure stopped the read. */
async function readBack(
  ctx: DeliveryContext,
  api: RemovalApi,
  job: JobRow,
  batch: Removing[],
  now: number,
): Promise<Map<number, Transaction> | null> {
  const dates = batch
    .map((b) => b.date ?? "")
    .filter((d) => d !== "")
    .sort();
  const wanted = new Set(batch.map((b) => b.transaction_id));
  const found = new Map<number, Transaction>();
  for (let offset = 0; ; offset += READ_PAGE) {
    const page = await ctx.read(
      job,
      () =>
        api.listTransactions({
          ...(dates.length ? { start_date: dates[0], end_date: dates[dates.length - 1] } : {}),
          ...(job.manual_account_id === null ? {} : { manual_account_id: job.manual_account_id }),
          include_split_parents: true,
          include_group_children: true,
          limit: READ_PAGE,
          offset,
        }),
      {},
      offset === 0 ? now : Date.now(),
    );
    if (!page.ok) return null;
    for (const tx of page.value.transactions) if (wanted.has(tx.id)) found.set(tx.id, tx);
    if (!page.value.has_more || found.size === wanted.size) return found;
  }
}

/** Changed after its insert, or after Intake's own last write to it (`written`), by more than the margin. */
const changedSince = (tx: Transaction, written: string | null) =>
  Date.parse(tx.updated_at) - Math.max(Date.parse(tx.created_at), written === null ? 0 : Date.parse(written)) > UNCHANGED_WITHIN_MS;

/**
 * A refused bulk delete names its ids: split or grouped ones (400) are kept with the service's reason, unknown
 * ones (404: deleted since the read) are removed; the rest stay `removing` for the next round. False when the
 * refusal names none of the batch (then it is a failure like any other).
 */
function settleRefused(tables: KindTables, work: JobView, job: JobRow, doomed: Removing[], error: BudgetApiError): boolean {
  if (error.kind !== "invalid" && error.kind !== "not_found") return false;
  const byId = new Map(doomed.map((d) => [d.transaction_id, d]));
  let named = 0;
  for (const problem of error.errors) {
    const index = typeof problem.ids_index === "number" ? problem.ids_index : -1;
    const id = [problem.transaction_id, problem.id, doomed[index]?.transaction_id].find((v) => typeof v === "number" && byId.has(v));
    const item = typeof id === "number" ? byId.get(id) : undefined;
    if (!item) continue;
    named++;
    if (error.kind === "not_found") tables.removals.settle(job, item.seq, "removed", GONE_ALREADY);
    else tables.removals.settle(job, item.seq, "kept", `kept: ${problem.errMsg}`);
  }
  if (named > 0) work.serveAgainNow();
  return named > 0;
}

/** What a put-back says of the provisional transaction it restores. */
export const PUT_BACK = "put back as it was before this import (the transaction Intake had put there stays)";
/** What a put-back says before the fields the person changed since, which it left as they are. */
export const STAYS = "what you changed since stays as you left it: ";
/** What a put-back says when another export's row took the transaction over while this import was being removed. */
export const RETAKEN = "kept: another import's row took this transaction over while this one was being removed: it is that row's now";

/**
 * "Remove this import" of a bank file: a row that took over a provisional transaction puts back what its update
 * changed (date, amount, account, ids, metadata; the payee and notes were never changed), and the transaction is open
 * to the next bank row again. Each field goes back only while it holds what the update wrote: one the person changed
 * since stays, and the report names it (put-back-fields.ts); with nothing left to put back the takeover is kept. One
 * applied before Intake kept what its update wrote is kept whole once the person changed it. Returns the requests sent.
 */
export async function putBack(ctx: DeliveryContext, job: JobRow, item: PuttingBack, now: number): Promise<number> {
  const { tables, target } = ctx;
  const work = ctx.job(job);
  const undo = tables.reconciliations.undo(job.id, item.seq);
  if (!target.takeover || !undo) {
    tables.removals.settle(job, item.seq, "kept", "kept: nothing Intake can put back (the takeover changed nothing)");
    return 0;
  }
  // Another export's row that is this bank row (reconcile.ts: known already) counts on the takeover: it stays, as an
  // inserted transaction another import found already there stays.
  const relied = tables.removals.otherExportsRow(job, item.transaction_id, item.external_id);
  if (relied) {
    tables.removals.settle(job, item.seq, "kept", keptFor(relied));
    work.serveAgainNow();
    return 0;
  }
  const later = tables.reconciliations.laterTakeover(job.id, item.seq);
  if (later?.applied) return handOver(ctx, job, item, undo, later);
  if (tables.reconciliations.retakenSince(job.id, item.seq)) {
    // That row's update set everything this one did, and keeps what it changed as it was before either.
    tables.reconciliations.release(job.id, item.seq, false);
    tables.removals.settle(job, item.seq, "kept", RETAKEN);
    return 0;
  }
  const takeover = target.takeover;
  const gone = { settles: (failure: BudgetApiError) => failure.kind === "not_found" };
  const { before } = undo;
  let update = wholeUpdate(before);
  let theirs: string[] = [];
  if (undo.written !== null) {
    // Field by field, against what the update left: what the person changed since stays (put-back-fields.ts).
    const read = await ctx.read(job, () => takeover.transaction(item.transaction_id), gone, now);
    if (!read.ok) return putBackFailed(ctx, job, item, read.reason.kind === "settled");
    ({ update, theirs } = putBackFields(before, undo.written, read.value));
    if (Object.keys(update).length === 0 && theirs.length > 0) {
      const why = `kept: changed in your budget since this import's row took it over (${theirs.join(", ")}): it stays as you left it`;
      tables.removals.settle(job, item.seq, "kept", why);
      work.serveAgainNow();
      return ctx.requests;
    }
  } else if (undo.appliedUpdatedAt !== null) {
    // Applied before Intake kept what its update wrote: changed since it on the service's clock is kept whole (unknown
    // too, for one applied before Intake kept that: put back as it always was).
    const read = await ctx.read(job, () => takeover.transaction(item.transaction_id), gone, now);
    if (!read.ok) return putBackFailed(ctx, job, item, read.reason.kind === "settled");
    const current = read.value;
    const written = tables.transfers.lastWrites([item.transaction_id]).get(item.transaction_id);
    const since = Math.max(Date.parse(undo.appliedUpdatedAt), written === undefined ? 0 : Date.parse(written));
    if (Date.parse(current.updated_at) - since > UNCHANGED_WITHIN_MS) {
      const why = `kept: changed in your budget since this import's row took it over (last changed ${current.updated_at})`;
      tables.removals.settle(job, item.seq, "kept", why);
      work.serveAgainNow();
      return ctx.requests;
    }
  }
  const updated =
    Object.keys(update).length === 0
      ? null
      : await ctx.read(job, () => takeover.updateTransaction(item.transaction_id, update, { update_balance: false }), gone);
  if (updated && !updated.ok) return putBackFailed(ctx, job, item, updated.reason.kind === "settled");
  // Put back as the earlier takeover (a pending row's) left it, unless the person changed it in between: Intake's own
  // write, which that takeover's removal does not take for the person's.
  const earlier = tables.reconciliations.earlier(job.id, item.seq);
  if (updated && earlier?.appliedUpdatedAt && !changedBetween(ctx, item.transaction_id, earlier.appliedUpdatedAt, before.updated_at))
    tables.reconciliations.rewritten(earlier.job, earlier.seq, updated.value.updated_at);
  // A later row's claim of what this row took over, not sent yet, takes over what was put back instead.
  if (later) tables.reconciliations.handOver(job.id, item.seq, null);
  else tables.reconciliations.release(job.id, item.seq, false);
  tables.removals.putBack(job, item.seq, theirs.length === 0 ? PUT_BACK : `${PUT_BACK}; ${STAYS}${theirs.join(", ")}`);
  work.serveAgainNow();
  return ctx.requests;
}

/** Every field a takeover writes, as it was before it: the put-back of a takeover applied before Intake kept what it wrote. */
function wholeUpdate(before: BeforeTakeover): TransactionUpdate {
  return {
    date: before.date,
    amount: before.amount,
    manual_account_id: before.manual_account_id,
    custom_metadata: before.custom_metadata,
    // Its own id, in cash too (where the service keeps it without deduping): a cash receipt the bank's row moved into
    // an account took the bank's id there, and kept, it would tie the bank's row to a transaction that is not it.
    external_id: before.external_id,
    ...(before.currency ? { currency: before.currency } : {}),
  };
}

/** What a pending row's removal says when the booked row that took it over holds the payment. */
export const HANDED_OVER =
  "removed: a later import's row took this transaction over and holds the payment now; removing that import puts back what was there before this one";

/**
 * The row a later import's row took over since (a pending row, then booked): the transaction is that row's now, and
 * stays as it is. Removing this import hands what it took over to that row's takeover, so that removing that import
 * puts back what the person saw before this one (the receipt), and the receipt is open to the bank's rows again. A
 * change the person made between the two takeovers is kept, as a changed takeover is.
 */
function handOver(ctx: DeliveryContext, job: JobRow, item: PuttingBack, undo: Undo, later: LaterTakeover): number {
  const { tables } = ctx;
  const seenAt = later.before?.updated_at;
  if (undo.appliedUpdatedAt !== null && changedBetween(ctx, item.transaction_id, undo.appliedUpdatedAt, seenAt)) {
    const why = `kept: changed in your budget since this import's row took it over (last changed ${seenAt}), and a later import's row took it over since`;
    tables.removals.settle(job, item.seq, "kept", why);
    ctx.job(job).serveAgainNow();
    return 0;
  }
  // What the later takeover changed that this one did not (its currency) is put back as it saw it; the rest as before this one.
  tables.reconciliations.handOver(job.id, item.seq, { ...later.before, ...undo.before, updated_at: undo.before.updated_at });
  tables.removals.putBack(job, item.seq, HANDED_OVER);
  ctx.job(job).serveAgainNow();
  return 0;
}

/**
 * Whether the person changed the transaction between a takeover's update (`appliedAt`, or Intake's own later write) and
 * a later takeover's read of it (`seenAt`, unknown for one read before Intake kept it: then not).
 */
function changedBetween(ctx: DeliveryContext, transactionId: number, appliedAt: string, seenAt: string | undefined): boolean {
  if (seenAt === undefined) return false;
  const written = ctx.tables.transfers.lastWrites([transactionId]).get(transactionId);
  return Date.parse(seenAt) - Math.max(Date.parse(appliedAt), written === undefined ? 0 : Date.parse(written)) > UNCHANGED_WITHIN_MS;
}

/** A put-back's read or update failed: gone from the budget (404) settles it; anything else waits and tries again. */
function putBackFailed(ctx: DeliveryContext, job: JobRow, item: PuttingBack, gone: boolean): number {
  if (gone) {
    ctx.tables.reconciliations.release(job.id, item.seq, true);
    ctx.tables.removals.putBack(job, item.seq, GONE_ALREADY);
  }
  return ctx.requests;
}
