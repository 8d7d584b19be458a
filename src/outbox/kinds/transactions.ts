// Kind `transactions`: insert the job's items in batches of up to 500 (batch.ts), settling first the items
// whose fate is unknown by reading back (read-back.ts), and cash items the connection already delivered by its
// ledger. Every answer settles each item it names: inserted, a duplicate (by external_id, or the service's
// payee/amount/date check), or sent again.
import type { InsertTransaction } from "../../budget-api";
import type { InsertAnswer } from "../delivery-target";
import { MAX_BATCH, nextBatch, type PendingItem } from "../batch";
import { CLOCK_SKEW_MS, settleDoubtful } from "../read-back";
import { isPurchaseId, type ItemForSend, type JobRow, type KindTables } from "../store";
import { deliverClaims } from "./claim";
import type { DeliveryContext } from "./context";
import type { JobView } from "./job-view";
import { type KindDescriptor, TRANSACTION_WORDS } from "./descriptor";

/**
 * Transactions inserted (a bank file, SimpleFIN, a tap, a receipt out of match mode): removed on request, with what
 * its bank rows took over put back; rows the service did not take are told.
 */
export const transactions: KindDescriptor = {
  deliver: (ctx, job, now) => deliverTransactions(ctx, job, now),
  removal: { takeovers: true },
  matching: null,
  tellsFailedRows: true,
  unserved: {},
  words: TRANSACTION_WORDS,
};

/** Sends the job's next batch (settling items whose fate is unknown first); returns the requests sent. */
export async function deliverTransactions(ctx: DeliveryContext, job: JobRow, now: number): Promise<number> {
  const { tables, target } = ctx;
  const work = ctx.job(job);
  // Bank rows that take over a receipt's (tap's, pending row's) transaction update it first (kinds/claim.ts).
  const updates = await deliverClaims(ctx, job, now);
  if (updates > 0) return updates;
  let candidates = work.pending(MAX_BATCH * 4, job.skip_duplicates === 1);
  if (job.manual_account_id === null || target.readsBackAccounts || work.attemptsSpent()) {
    const requests = await reconcile(ctx, job);
    if (requests > 0) return requests;
    if (job.manual_account_id === null) candidates = skipDeliveredCash(tables, work, job, candidates);
  }
  const batch = nextBatch(candidates, job.skip_duplicates === 1);
  if (!batch || batch.seqs.length === 0) return 0;

  const rows = work.forSend(batch.seqs);
  const transactions: InsertTransaction[] = rows.map((r) => {
    const item = JSON.parse(r.body) as InsertTransaction;
    return job.manual_account_id === null ? item : { ...item, manual_account_id: job.manual_account_id };
  });
  const attempt = ctx.open(job, batch.seqs, now, { readBackFirst: true });
  if (!attempt) return 0;
  const sent = await attempt.send(() =>
    target.insert({ transactions, applyRules: job.apply_rules === 1, skipDuplicates: batch.skipDuplicates }),
  );
  if (!sent.ok) return ctx.requests;
  settleInsert(
    ctx,
    job,
    { attemptId: attempt.id, seqs: batch.seqs, rows, transactions, checked: batch.skipDuplicates },
    sent.value,
    (outcome) => attempt.done(outcome),
  );
  return ctx.requests;
}

/** What one insert request carried of a job: its items' seqs, as stored and as sent, in request order. */
export interface SentItems {
  attemptId: number;
  seqs: number[];
  rows: ItemForSend[];
  transactions: InsertTransaction[];
  /** The request's `skip_duplicates`. */
  checked: boolean;
}

/**
 * Settles each item the answer names (inserted, a duplicate, sent again unchecked), leaves the unnamed to a read-back
 * and the unanswered to a retry, closes the attempt (`done`) and, once the job's last item is settled, ends the import.
 */
export function settleInsert(
  ctx: DeliveryContext,
  job: JobRow,
  sent: SentItems,
  answer: InsertAnswer,
  done: (outcome: string) => void,
): void {
  const { tables } = ctx;
  const work = ctx.job(job);
  const { seqs, rows, transactions } = sent;
  const unanswered: number[] = [];
  const unnamed: number[] = [];
  let resent = false;
  answer.outcomes.forEach((outcome, index) => {
    const seq = seqs[index];
    const row = rows[index];
    const transaction = transactions[index];
    // The client answers one outcome per item sent (budget-api's insert answer).
    if (seq === undefined || !row || !transaction) throw new Error(`an outcome for item ${index} of ${seqs.length} sent`);
    const externalId = transaction.external_id;
    if (outcome.kind === "inserted") {
      work.settle(seq, "inserted", outcome.transactionId, null);
      if (row.provisional !== null && outcome.toBase !== undefined) work.recordToBase(seq, outcome.toBase);
      if (job.manual_account_id === null) tables.ledger.record(job.connection_id, externalId, outcome.transactionId);
    } else if (outcome.kind === "duplicate") {
      if (isAnotherRecord(outcome, row, externalId, job.connection_id, tables)) {
        work.resendUnchecked(seq);
        resent = true;
        return;
      }
      // An item whose earlier request went unanswered was delivered by that request.
      const ours = row.in_doubt === 1 && outcome.reason === "duplicate_external_id";
      work.settle(seq, ours ? "inserted" : "duplicate", outcome.transactionId, ours ? null : outcome.reason);
    } else if (outcome.kind === "unnamed") {
      unnamed.push(seq);
    } else {
      unanswered.push(seq);
    }
  });
  done(unanswered.length ? "partial" : unnamed.length ? "read back" : "ok");
  // Settled by reading back, before anything else of the job is sent (reconcile).
  if (unnamed.length) work.readBackLater(unnamed, sent.attemptId, { insertedIds: answer.insertedIds, checked: sent.checked });
  if (unanswered.length) {
    ctx.retryLater(job, unanswered, "the service neither inserted nor skipped these items", false);
  } else {
    work.serveAgainNow();
    // The job as the store holds it now: a seal that came while this batch was on its way saw it pending and left the
    // import's end to it (and brought the file's verification). What the end starts: outbox/import-ended.ts.
    const current = work.current();
    if (!resent && current?.sealed === 1 && tables.reports.counts(job.id).pending === 0) ctx.hooks.importEnded(current, Date.now());
  }
}

/**
 * Items whose fate is unknown — in a request that went unanswered (cash only on v2: its manual-account items
 * are settled by the replay's per-item answer), or not named by an answer (v1) — are settled by reading back
 * the account's (or cash) transactions before anything of the job is sent again (read-back.ts). Returns the
 * requests sent (at least 1 while it waits for the gate).
 */
async function reconcile(ctx: DeliveryContext, job: JobRow): Promise<number> {
  const { tables, target } = ctx;
  const work = ctx.job(job);
  const doubtful = work.doubtful();
  if (doubtful.length === 0) return 0;
  const dates = doubtful.map((d) => d.date).sort();
  const scope = {
    accountId: job.manual_account_id,
    // Not empty: there is something in doubt.
    fromDate: dates[0] ?? "",
    toDate: dates.at(-1) ?? "",
    // Look this far back for items of an interrupted attempt: covers clock skew with the service.
    since: Math.min(...doubtful.map((d) => d.started_at)) - CLOCK_SKEW_MS,
  };
  const delivered = [];
  for (let offset = 0; ; offset += target.readBackPage) {
    const page = await ctx.read(job, () => target.readBack(scope, offset));
    // Gate closed: at least 1, so that nothing of the job is sent before its doubt is settled.
    if (!page.ok) return Math.max(ctx.requests, 1);
    for (const tx of page.value.transactions) {
      if (scope.accountId === null ? tx.cash : tx.accountId === scope.accountId) delivered.push(tx);
    }
    if (!page.value.hasMore) break;
  }
  const resend: number[] = [];
  const absent: number[] = [];
  settleDoubtful(doubtful, delivered).forEach((settlement, index) => {
    const item = doubtful[index];
    if (!item) throw new Error(`a settlement for doubtful item ${index} of ${doubtful.length}`);
    if (settlement.kind === "resend") {
      // Not inserted. After an answer that did not name it, the service neither inserted nor skipped it.
      if (item.answer) resend.push(item.seq);
      else absent.push(item.seq);
      return;
    }
    const reason = settlement.kind === "duplicate" ? settlement.reason : null;
    work.settle(item.seq, settlement.kind, settlement.transactionId, reason);
    if (job.manual_account_id === null && settlement.kind === "inserted") {
      tables.ledger.record(job.connection_id, item.external_id, settlement.transactionId);
    }
  });
  // Whatever was not found was not inserted: those that spent their attempts fail now, the doubt is cleared, the rest go again.
  work.deadLetter(absent);
  work.clearDoubt();
  if (resend.length) ctx.retryLater(job, resend, "the service neither inserted nor skipped these items", false);
  else work.serveAgainNow();
  return ctx.requests;
}

/** Cash ids this connection already delivered (the ledger) are not sent again. */
export function skipDeliveredCash(tables: KindTables, work: JobView, job: JobRow, candidates: PendingItem[]): PendingItem[] {
  const delivered = tables.ledger.lookup(
    job.connection_id,
    candidates.map((c) => c.externalId),
  );
  return candidates.filter((c) => {
    const transactionId = delivered.get(c.externalId);
    if (transactionId === undefined) return true;
    work.settle(c.seq, "duplicate", transactionId, "already_delivered");
    return false;
  });
}

/**
 * A skip of the service's payee/date/amount check that the source contradicts: the item carries the source's own
 * id (a FITID, a bank reference, a CSV id column) and the transaction it was taken for is a record Intake inserted
 * from the same kind of source with another such id (two bank fees of one day). It goes again, unchecked; its
 * external_id still guards it against a re-upload. Without both ids the check stands: a receipt and the bank's
 * row, or a CSV and an OFX of one account, are the same transaction arriving twice. A receipt with its order number
 * and a tap with the phone's id are such records too: another receipt (tap) of the day at that price is another
 * purchase.
 */
function isAnotherRecord(
  outcome: { reason: string; transactionId: number },
  sent: ItemForSend,
  externalId: string,
  connectionId: string,
  tables: KindTables,
): boolean {
  return (
    outcome.reason === "duplicate_payee_amount_date" &&
    (sent.source_id !== null || isPurchaseId(externalId)) &&
    tables.ledger.isOtherRecord(connectionId, outcome.transactionId, externalId, sent.source_id)
  );
}
