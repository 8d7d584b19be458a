// What a person does to an import after it ran: its failed rows sent again, the import removed from the budget, a
// bank row's question about a receipt outside the takeover's window answered (matching/receipt-question.ts).
import { fail, ok, type Result } from "../../result";
import { kindOf } from "../kinds/index";
import { ENRICHED } from "../kinds/removal";
import { type OutboxParts, ownJob } from "./parts";

/** What POST /imports/{id}/remove answers: how many of the job's transactions are on their way out, or why none. */
export type RemovalAnswer =
  | { ok: true; id: string; removing: number; removed: number; kept: number }
  | { ok: false; reason: "nothing_inserted" | "in_progress" | "already_removed"; message: string };

/**
 * What POST /imports/{id}/rows/{row}/receipt answers: the question answered (`one`: the bank's row takes that receipt
 * over, on its way; `apart`: two payments, not asked again), or why not.
 */
export type ReceiptAnswerResult = Result<
  { id: string; row: number; answer: "one" | "apart"; transaction_id: number | null },
  { code: "no_question" | "not_asked_about" | "cannot_update"; message: string }
>;

/** Dead letters back into the queue, on the person's request; a held receipt is inserted after all. */
export async function retryFailed(parts: OutboxParts, jobId: string): Promise<number> {
  const n = parts.store.items.retryFailed(jobId);
  parts.store.jobs.setDue(jobId, 0, null);
  await parts.schedule();
  return n;
}

/**
 * "Remove this import": the transactions the job inserted are deleted from the budget (kinds/removal.ts),
 * under the same gate and failure handling as its delivery; the report then shows each as removed or kept.
 * Refused while the job still delivers, for jobs that insert no transactions (balance writes, files), for an
 * import that put nothing in the budget, and once removed (nothing of it is left to remove or put back: a second
 * removal would start nothing). Null when the job is not the connection's.
 */
export async function removeImport(parts: OutboxParts, jobId: string, connectionId: string): Promise<RemovalAnswer | null> {
  const { store } = parts;
  const job = ownJob(parts, jobId, connectionId);
  if (!job) return null;
  if (kindOf(job.kind).removal === null)
    return { ok: false, reason: "nothing_inserted", message: "This job inserts no transactions: there is nothing to remove." };
  const counts = store.reports.counts(job.id);
  if (counts.pending + counts.removing > 0 || !job.sealed)
    return { ok: false, reason: "in_progress", message: "This import is still being delivered: remove it once it has finished." };
  if (store.removals.removable(job.id) === 0) {
    if (job.removal_requested_at === null)
      return {
        ok: false,
        reason: "nothing_inserted",
        message: "This import put nothing in your budget (its rows were there already, or refused): there is nothing to remove.",
      };
    const when = new Date(job.removal_requested_at).toISOString().slice(0, 16).replace("T", " ");
    return {
      ok: false,
      reason: "already_removed",
      message: `This import was removed already (asked ${when} UTC): nothing of it is left to remove or put back. Its report says what was removed and what was kept, and why.`,
    };
  }
  const removing = store.removals.request(job.id, Date.now(), ENRICHED);
  // A removed import covers no day and states no balance: the account is checked without it.
  store.coverage.forgetImport(job.id);
  if (job.bank_rows === 1 && job.manual_account_id !== null) store.coverage.openCheck(job.connection_id, job.manual_account_id, Date.now());
  const after = store.reports.counts(job.id);
  await parts.schedule();
  return { ok: true, id: job.id, removing, removed: after.removed, kept: after.kept };
}

/**
 * The person's answer to a bank row's question about receipts outside the takeover's window (receipt-question.ts):
 * `one` with the receipt's transaction makes the row that receipt's payment (its own transaction deleted, then the
 * takeover sent as in the window; "Remove this import" puts the receipt back); `apart` keeps both and is remembered
 * for the pair. Null when the job is not the connection's.
 */
export async function answerReceiptQuestion(
  parts: OutboxParts,
  connectionId: string,
  jobId: string,
  row: number,
  answer: { one: number } | "apart",
): Promise<ReceiptAnswerResult | null> {
  const { store } = parts;
  if (!ownJob(parts, jobId, connectionId)) return null;
  if (answer !== "apart") {
    const target = await parts.targetOf(connectionId);
    if (!target?.takeover || !target.removal)
      return fail({
        code: "cannot_update",
        message:
          "This connection cannot make the two one payment: the legacy v1 interface cannot update or delete a transaction (connect with v2 for that).",
      });
  }
  // After the await: one synchronous step from here on.
  const job = ownJob(parts, jobId, connectionId);
  if (!job) return null;
  const asked = job.removal_requested_at === null ? store.questions.open(job.id).filter((q) => q.row === row) : [];
  const [first] = asked;
  if (!first)
    return fail({
      code: "no_question",
      message: `Row ${row} of this import asks nothing (answered already, its receipt taken over since, or the import removed).`,
    });
  if (answer === "apart") {
    store.questions.answer(job.id, first.bank_seq, "apart");
    return ok({ id: job.id, row, answer: "apart", transaction_id: null });
  }
  const chosen = asked.find((q) => q.transaction_id === answer.one);
  const receipt = chosen ? store.reconciliations.openItem(chosen.provisional_job, chosen.provisional_seq) : null;
  if (!chosen || !receipt)
    return fail({
      code: "not_asked_about",
      message: `Row ${row} asks about ${asked.map((q) => `transaction ${q.transaction_id}`).join(" or ")}, not transaction ${answer.one}.`,
    });
  if (!store.items.reopenAsTakeover(job.id, chosen.bank_seq, chosen.bank_body)) throw new Error("an open question's row is inserted");
  const bank = JSON.parse(chosen.bank_body) as { external_id: string };
  store.reconciliations.claim(
    connectionId,
    {
      job: job.id,
      seq: chosen.bank_seq,
      externalId: bank.external_id,
      accountId: job.manual_account_id,
      currency: null,
      replaces: chosen.bank_transaction_id,
    },
    receipt,
    Date.now(),
  );
  store.questions.answer(job.id, chosen.bank_seq, "one", chosen.transaction_id);
  store.jobs.setDue(job.id, 0, null);
  await parts.schedule();
  return ok({ id: job.id, row, answer: "one", transaction_id: chosen.transaction_id });
}
