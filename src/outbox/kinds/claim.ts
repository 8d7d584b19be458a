// A bank row that takes over a transaction Intake put there before it (a receipt, a tap, a pending row;
// reconcile.ts claimed it) is sent as one `PUT /transactions/{id}` instead of an insert: the bank's date (and
// amount, when a hold or a tip changed it), the bank's external_id (so the same file again is a duplicate), the
// account the bank says (a receipt kept in cash moves there), the bank's ids and text in `custom_metadata`; the
// receipt's payee and notes stay. What the update changes is kept, for "Remove this import" to put back.
// v1 cannot update: the row is not inserted twice, it is the provisional transaction's duplicate, saying why. An update
// whose answers were all lost is read back before it is called failed.
import { isAlertId } from "../../ids";
import type { BudgetApiError, Transaction, TransactionUpdate } from "../../budget-api";
import type { InsertItem } from "../../plan";
import { matchedWords } from "../reconcile";
import { purchaseDay } from "../../matching/purchase-day";
import type { BeforeTakeover, ClaimRow, JobRow } from "../store";
import type { DeliveryContext } from "./context";
import { writtenOf } from "./put-back-fields";

/** Why a bank row that matches is not inserted on v1, said on its report. */
const NO_TAKEOVER_ON_V1 =
  "not inserted: it is the same payment as a transaction Intake already put in your budget, and the legacy v1 interface this connection uses cannot update that transaction with the bank's date (connect with v2 for that)";

/** Why a bank row is already in the budget when another import's row holds the transaction it claimed. */
const HELD_BY_ANOTHER = "already in your budget: another import's row took this transaction over";

/** Sends the job's next takeover, before its inserts; returns the requests sent (0: none waits, or the gate is closed). */
export async function deliverClaims(ctx: DeliveryContext, job: JobRow, now: number): Promise<number> {
  const { tables, target } = ctx;
  const work = ctx.job(job);
  const [claim] = tables.reconciliations.pendingClaims(job.id, 1);
  if (!claim) return 0;
  const bank = JSON.parse(claim.body) as InsertItem;
  if (!target.takeover) {
    tables.reconciliations.applied(job.id, claim.seq, null, null, null);
    work.settle(claim.seq, "duplicate", claim.transaction_id, `${matchedWords(provisionalOf(claim))}; ${NO_TAKEOVER_ON_V1}`);
    work.serveAgainNow();
    return 0;
  }
  if (tables.reconciliations.heldElsewhere(job.id, claim.seq)) {
    // Claimed while another import's takeover of it was being removed, which kept it: that row holds the payment.
    tables.reconciliations.release(job.id, claim.seq, false);
    work.settle(claim.seq, "duplicate", claim.transaction_id, `${HELD_BY_ANOTHER}: ${matchedWords(provisionalOf(claim))}`);
    work.serveAgainNow();
    return 0;
  }
  // The person said an inserted row is their receipt's payment (receipt-question.ts): the row's own transaction goes first.
  if (claim.replaces !== null) return replaceOwnInsert(ctx, job, claim, claim.replaces, now);
  if (work.spends(claim.failures)) return readBack(ctx, job, claim, bank, now);
  const takeover = target.takeover;
  // What the person sees before the update, read once before it is first sent (an update sent again finds its own).
  let seen = claim.seen === null ? null : (JSON.parse(claim.seen) as BeforeTakeover);
  if (seen === null) {
    const read = await ctx.read(job, () => takeover.transaction(claim.transaction_id), { settles: (f) => f.kind === "not_found" }, now);
    if (!read.ok) {
      if (read.reason.kind === "settled") insertAfterAll(ctx, job, claim, true);
      return ctx.requests;
    }
    seen = seenOf(claim, read.value);
    tables.reconciliations.seen(job.id, claim.seq, seen);
  }
  const change = takeoverOf(claim, bank, job, seen);
  // The same update twice changes nothing: one whose answer was lost is sent again, and read back once its attempts are spent.
  const attempt = ctx.open(job, [claim.seq], now, { idempotent: true, readBackFirst: true, settles: isGone });
  if (!attempt) return ctx.requests;
  const sent = await attempt.send(() => takeover.updateTransaction(claim.transaction_id, change.update, { update_balance: false }));
  if (sent.ok) {
    attempt.done();
    applied(ctx, job, claim, bank, change, sent.value);
  } else if (sent.reason.kind === "settled") insertAfterAll(ctx, job, claim, sent.reason.failure.kind === "not_found");
  return ctx.requests;
}

/** Why an answer "one payment" was not made: the service would not delete the bank row's own transaction. */
const NOT_REPLACED =
  "still asked: the bank's row could not be made your receipt's payment (the budget would not delete its own transaction";

/**
 * An inserted bank row the person said is their receipt's payment: its own transaction is deleted (gone already is
 * as good), then the takeover is sent as any other. One the service will not delete (split or grouped since) stays as
 * it was, inserted, and the question is asked again. Returns the requests sent.
 */
async function replaceOwnInsert(ctx: DeliveryContext, job: JobRow, claim: ClaimRow, own: number, now: number): Promise<number> {
  const { tables } = ctx;
  const work = ctx.job(job);
  const api = ctx.target.removal;
  const refused = (failure: BudgetApiError) => failure.kind === "not_found" || failure.kind === "invalid";
  const deleted = api ? await ctx.read(job, () => api.deleteTransactions([own]), { settles: refused }, now) : null;
  if (deleted && !deleted.ok && deleted.reason.kind !== "settled") return ctx.requests;
  if (deleted && (deleted.ok || (deleted.reason.kind === "settled" && deleted.reason.failure.kind === "not_found"))) {
    tables.reconciliations.replaced(job.id, claim.seq);
    work.serveAgainNow();
    return ctx.requests;
  }
  const why = deleted && !deleted.ok && deleted.reason.kind === "settled" ? `: ${deleted.reason.failure.message})` : ")";
  tables.reconciliations.release(job.id, claim.seq, false);
  work.settle(claim.seq, "inserted", own, null);
  work.review(claim.seq, `${NOT_REPLACED}${why}`);
  tables.questions.reopen(job.id, claim.seq);
  work.serveAgainNow();
  return ctx.requests;
}

/**
 * The update refused: gone from the budget (404: the person deleted it) or refused as it is (400: the bank's id is on
 * another transaction there already). The row is inserted after all, as the service then judges it.
 */
const isGone = (failure: BudgetApiError) => failure.kind === "not_found" || failure.kind === "invalid";

function insertAfterAll(ctx: DeliveryContext, job: JobRow, claim: ClaimRow, gone: boolean): void {
  const work = ctx.job(job);
  ctx.tables.reconciliations.release(job.id, claim.seq, gone);
  work.release([claim.seq]);
  work.serveAgainNow();
}

/** The update landed: the takeover is done, kept for "Remove this import", and the row reported matched. */
function applied(ctx: DeliveryContext, job: JobRow, claim: ClaimRow, bank: InsertItem, change: Takeover, updated: Transaction): void {
  const { tables } = ctx;
  const work = ctx.job(job);
  const { update, before } = change;
  // Its `updated_at` is the service's clock: a later one is a change the person made between two takeovers
  // (kinds/removal.ts); what it left of the fields it wrote is what a removal puts back while it holds (put-back-fields.ts).
  tables.reconciliations.applied(job.id, claim.seq, before, update.custom_metadata ?? null, updated.updated_at, writtenOf(updated));
  work.settle(claim.seq, "matched", claim.transaction_id, matchedWords(provisionalOf(claim), bank, claim.bank_currency));
  if (job.manual_account_id === null) tables.ledger.record(job.connection_id, bank.external_id, claim.transaction_id);
  work.serveAgainNow();
}

/**
 * An update that failed its every attempt (5xx, cut, timed out) may have landed all the same: the transaction read back
 * carries the bank row's id and date when it did (then it is applied); else the row is a dead letter. Gone from the
 * budget, the row is inserted after all, as a refused update's is.
 */
async function readBack(ctx: DeliveryContext, job: JobRow, claim: ClaimRow, bank: InsertItem, now: number): Promise<number> {
  const { target } = ctx;
  const work = ctx.job(job);
  const takeover = target.takeover;
  if (!takeover) return 0;
  const read = await ctx.read(job, () => takeover.transaction(claim.transaction_id), { settles: (f) => f.kind === "not_found" }, now);
  if (read.ok) {
    const intake = read.value.custom_metadata?.intake as Record<string, unknown> | undefined;
    if (intake?.bank_external_id === bank.external_id && read.value.date === bank.date)
      applied(
        ctx,
        job,
        claim,
        bank,
        takeoverOf(claim, bank, job, claim.seen === null ? null : (JSON.parse(claim.seen) as BeforeTakeover)),
        read.value,
      );
    else {
      work.deadLetter([claim.seq]);
      work.serveAgainNow();
    }
  } else if (read.reason.kind === "settled") insertAfterAll(ctx, job, claim, true);
  return ctx.requests;
}

/** The update a takeover sends, and what it changes as it was. */
interface Takeover {
  update: TransactionUpdate;
  before: BeforeTakeover;
}

/**
 * What a takeover changes, as the budget held it just before (the person may have corrected the receipt's amount or
 * day since Intake inserted it): a removal puts back what they last saw, not what Intake first wrote.
 */
function seenOf(claim: ClaimRow, tx: Transaction): BeforeTakeover {
  return {
    date: tx.date,
    amount: tx.amount,
    external_id: claim.held_external_id,
    manual_account_id: tx.manual_account_id,
    custom_metadata: tx.custom_metadata ?? null,
    ...(claim.bank_currency ? { currency: tx.currency } : {}),
    updated_at: tx.updated_at,
  };
}

function takeoverOf(claim: ClaimRow, bank: InsertItem, job: JobRow, seen: BeforeTakeover | null): Takeover {
  const provisional = JSON.parse(claim.provisional_body) as InsertItem;
  // What the transaction holds now: a pending row's takeover of a receipt left its own metadata.
  const held = claim.provisional_metadata
    ? (JSON.parse(claim.provisional_metadata) as Record<string, unknown>)
    : (provisional.custom_metadata ?? null);
  const update: TransactionUpdate = { date: bank.date };
  if (Number(bank.amount) !== Number(provisional.amount)) update.amount = bank.amount;
  // Matched across currencies: the bank's amount is in the bank's currency (the receipt's stays in the metadata).
  if (claim.bank_currency) update.currency = claim.bank_currency;
  if (job.manual_account_id !== claim.provisional_account_id) update.manual_account_id = job.manual_account_id;
  // The service keeps an external_id per manual account only: in cash the cash ledger keeps the bank's id.
  if (job.manual_account_id !== null) update.external_id = bank.external_id;
  const metadata: Record<string, unknown> = {
    ...held,
    ...bank.custom_metadata,
    intake: {
      ...(held?.intake as Record<string, unknown> | undefined),
      [claim.provisional]: claim.provisional_external_id,
      // The day of the purchase as the receipt, tap or hold wrote it, before the bank's posting date replaces it: a
      // receipt of that purchase that comes later meets it by that day (purchase-day.ts `purchaseDay`).
      purchased: purchaseDay(held) ?? provisional.date,
      bank_external_id: bank.external_id,
      ...(claim.bank_currency ? { [`${claim.provisional}_amount`]: `${provisional.amount} ${provisional.currency ?? ""}`.trim() } : {}),
      ...(claim.source_id ? { bank_id: claim.source_id } : {}),
      // original_name cannot be changed by an update, and the payee and notes stay the receipt's or tap's: the
      // bank's own words are kept here, all of them (a memo or reference column says what the payee does not).
      bank_text: bankText(bank),
    },
  };
  // Booked: the pending mark of what it takes over goes.
  if (bank.custom_metadata?.pending !== true) delete metadata.pending;
  update.custom_metadata = metadata;
  // Not read (a takeover in doubt from before Intake read it first): what Intake inserted.
  const before: BeforeTakeover = seen ?? {
    date: provisional.date,
    amount: provisional.amount,
    external_id: claim.held_external_id,
    manual_account_id: claim.provisional_account_id,
    custom_metadata: held,
    ...(claim.bank_currency && provisional.currency ? { currency: provisional.currency } : {}),
  };
  return { update, before };
}

/**
 * Every text the bank row carries, each once: its original name (the bank's raw words, when the source keeps them apart),
 * its payee, its notes, joined as a CSV's note columns are; null when it has none.
 */
function bankText(bank: InsertItem): string | null {
  const texts = new Set([bank.original_name, bank.payee, bank.notes].map((t) => t?.trim() ?? "").filter((t) => t !== ""));
  return texts.size === 0 ? null : [...texts].join(" / ");
}

/** The provisional transaction as the bank row's report names it. */
function provisionalOf(claim: ClaimRow) {
  const provisional = JSON.parse(claim.provisional_body) as InsertItem;
  return {
    channel: claim.provisional,
    payee: provisional.payee ?? "",
    date: provisional.date,
    amount: provisional.amount,
    currency: provisional.currency ?? null,
    alert: isAlertId(claim.provisional_external_id),
  };
}
