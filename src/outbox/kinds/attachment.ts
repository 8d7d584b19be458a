// The delivery of a receipt's file (job kind `attachment`): once the receipt's own job has settled with a
// transaction (inserted, matched, or a duplicate of one), the file is attached to that transaction, exactly
// once. Before every post the transaction's files are read: a file of Intake's already there (a retry after
// a crash between the post and its commit, or the same receipt forwarded again) is not sent a second time.
// Every request goes through the Outbox's rate gate; failures are handled as for any job (429, 401, 5xx
// retried with backoff, dead letters). A version without files (v1) notes the job, sends nothing.
import type { FileUpload, TransactionFile } from "../../budget-api";
import type { AttachmentFiles } from "../store/attachment-files";
import type { JobRow, KindTables } from "../store";
import type { DeliveryContext } from "./context";
import type { KindDescriptor } from "./descriptor";
import type { JobView } from "./job-view";
import { DAY_MS } from "../../locale/days";

/** Why a receipt's file is not attached where the connection's interface has no files (the legacy v1 API). */
export const NO_ATTACHMENTS_ON_V1 =
  "not attached: this connection uses the legacy v1 interface, which cannot attach files to transactions (connect with v2 to keep receipts with their transactions)";

/** The notes of every file Intake attaches begin so: how a later look tells Intake's files from the person's. */
export const ATTACHMENT_MARKER = "Receipt attached by Intake";
/** A receipt's transaction that has not come after this long (a receipt held for the person, a paused connection): the file is dropped. */
export const ATTACHMENT_WAIT_MS = 30 * DAY_MS;

export interface AttachmentRequest {
  connectionId: string;
  /** The receipt's job (one item) whose transaction gets the file. */
  receiptJobId: string;
  /** The receipt item's external_id and date: the attachment's report row. */
  externalId: string;
  date: string;
  file: FileUpload;
}

/** The job's one item and its file, stored together (the caller opened the job and seals nothing: it is sealed). */
export function keepAttachment(work: JobView, files: AttachmentFiles, request: AttachmentRequest): void {
  const { file } = request;
  files.keep(
    work.id,
    {
      receiptJobId: request.receiptJobId,
      name: file.name,
      type: file.type,
      size: file.bytes.byteLength,
      notes: markerOf(request.externalId),
    },
    file.bytes,
  );
  work.append(
    [{ row: 1, item: { date: request.date, amount: "0", payee: file.name, external_id: `file:${request.externalId}` } }],
    [{ row: 1, outcome: "planned" }],
  );
}

export const markerOf = (externalId: string) => `${ATTACHMENT_MARKER} (${externalId})`;

/** A receipt's file on its transaction: nothing to remove, no transaction inserted; v1 has no files. */
export const attachment: KindDescriptor = {
  deliver: (ctx, job, now) => deliverAttachment(ctx, job, now),
  removal: null,
  matching: null,
  tellsFailedRows: false,
  unserved: { v1: NO_ATTACHMENTS_ON_V1 },
  words: {
    title: [{ if: "file", says: "Receipt file · {file}" }, { says: "Receipt file · attached to its transaction" }],
    rows: [{ says: "1 file" }],
    done: [{ if: "inserted", says: "file attached to its transaction{trouble}" }, { says: "file not attached{trouble}" }],
    item: null,
    outcomes: { inserted: "attached" },
    amounts: "transaction",
  },
};

/** Kind `attachment`: sends what the attachment needs next; returns the requests sent. */
export async function deliverAttachment(ctx: DeliveryContext, job: JobRow, now: number): Promise<number> {
  const { files } = ctx.hooks;
  const [pending] = ctx.job(job).pending(1, false);
  if (!pending) return 0;
  try {
    return await attachNext(ctx, files, job, pending.seq, now);
  } finally {
    // Settled for good (attached, already there, refused): the bytes go; a dead letter keeps them for a retry.
    const [item] = ctx.tables.reports.items(job.id, 0, 1);
    if (item && ["inserted", "duplicate", "invalid"].includes(item.state)) files.forgetBytes(job.id);
  }
}

async function attachNext(ctx: DeliveryContext, files: AttachmentFiles, job: JobRow, seq: number, now: number): Promise<number> {
  const { tables } = ctx;
  const work = ctx.job(job);
  const api = ctx.target.files;
  const drop = (reason: string) => {
    work.settle(seq, "invalid", null, reason);
    work.serveAgainNow();
    return 0;
  };
  if (ctx.unserved || !api) return drop(ctx.unserved ?? "not attached: this connection cannot attach files");
  const file = files.file(job.id);
  const bytes = file && files.bytes(job.id, file.size);
  if (!file || !bytes) return drop("not attached: the file was not kept");

  const receipt = tables.reports.items(file.receiptJobId, 0, 1)[0];
  if (!receipt) return drop("not attached: the receipt's delivery is no longer known");
  if (receipt.state === "pending" || receipt.state === "sending" || receipt.state === "held") {
    const deadline = job.created_at + ATTACHMENT_WAIT_MS;
    if (now >= deadline) return drop("not attached: the receipt's transaction did not come within 30 days");
    // Woken when the receipt's job is served (outbox.ts); the deadline is the fallback.
    const waiting = receipt.state === "held" ? "the receipt is held for you" : "the receipt's transaction is on its way";
    work.waitUntil(deadline, `waiting: ${waiting}`);
    return 0;
  }
  const transactionId = receipt.transaction_id;
  if (transactionId === null) {
    const why = receipt.reason ? ` (${receipt.reason})` : "";
    return drop(`not attached: the receipt made no transaction${why}`);
  }

  const [sent] = work.forSend([seq]);
  // Every attempt reads the transaction's files first: a file whose answers were lost is found there, not failed.
  const attempt = ctx.open(job, [seq], now, { readBackFirst: true });
  if (!attempt) return 0;
  const present = await attempt.send(() => api.transactionFiles(transactionId));
  if (!present.ok) return ctx.requests;
  if (present.value.some((f) => isOurs(f, file))) {
    // After a request that went unanswered the file there is this job's; otherwise an earlier receipt's.
    const ours = sent?.in_doubt === 1;
    work.settle(seq, ours ? "inserted" : "duplicate", transactionId, ours ? null : "the transaction already has Intake's receipt file");
    attempt.done("already attached");
    work.serveAgainNow();
    return ctx.requests;
  }
  if (work.deadLetter([seq]) > 0) {
    // Not there, and its attempts spent: only now is it failed.
    attempt.done("not attached");
    work.serveAgainNow();
    return ctx.requests;
  }
  const attached = await attempt.send(() => api.attachFile(transactionId, { name: file.name, type: file.type, bytes }, file.notes));
  if (!attached.ok) return ctx.requests;
  work.settle(seq, "inserted", transactionId, null);
  attempt.done();
  work.serveAgainNow();
  return ctx.requests;
}

/** A file Intake attached (its notes' marker), or the same file by name and size (the service keeps kilobytes). */
function isOurs(present: TransactionFile, file: { name: string; size: number }): boolean {
  return (
    (present.notes ?? "").startsWith(ATTACHMENT_MARKER) || (present.name === file.name && present.size === Math.ceil(file.size / 1024))
  );
}
