// The receipt's file handed to the Outbox after its transaction job (kind `attachment`): the mail's own PDF
// or photo, else a page drawn from what was read. Preparing it never costs the receipt its transaction: a
// failure is a reason in the inbox entry.
import { outboxOf } from "../storage";
import type { ReceiptReading } from "./reader/receipt";
import type { MailMessage } from "./reader/message";
import { type AttachedFile, fileForReceipt } from "./receipt-file";
import type { ReceiptSummary } from "./receipt-pdf";

export interface ReceiptToAttach {
  connectionId: string;
  receiptJobId: string;
  externalId: string;
  date: string;
  original: MailMessage;
  reading: ReceiptReading;
}

export async function attachToReceipt(
  env: { OUTBOX: Env["OUTBOX"] },
  receipt: ReceiptToAttach,
): Promise<{ attachment_job_id: string } | { attachment_reason: string }> {
  const { original, reading } = receipt;
  return attachFiles(env, receipt, mailFiles(original), {
    merchant: reading.merchant,
    date: reading.date ?? receipt.date,
    total: reading.total,
    currency: reading.currency,
    orderNumber: reading.orderNumber,
    from: original.from?.address ?? null,
    subject: original.subject,
    text: original.text || original.htmlText || "",
  });
}

/** The receipt's own file among `files`, else the page drawn from `summary`, handed to the Outbox after its job. */
export async function attachFiles(
  env: { OUTBOX: Env["OUTBOX"] },
  receipt: Pick<ReceiptToAttach, "connectionId" | "receiptJobId" | "externalId" | "date">,
  files: readonly AttachedFile[],
  summary: ReceiptSummary,
): Promise<{ attachment_job_id: string } | { attachment_reason: string }> {
  try {
    const file = await fileForReceipt(files, summary);
    const { connectionId, receiptJobId, externalId, date } = receipt;
    const jobId = await outboxOf(env).attachReceipt({ connectionId, receiptJobId, externalId, date, file });
    return { attachment_job_id: jobId };
  } catch {
    return { attachment_reason: "the receipt's file could not be prepared; the transaction goes without it" };
  }
}

/** The PDFs and photos the parse kept with their bytes (one over 10 MB kept none, and is no candidate). */
export function mailFiles(message: MailMessage): AttachedFile[] {
  return (message.attachments ?? []).flatMap((f) =>
    f.content ? [{ name: f.filename, type: f.mimeType, bytes: f.content, inline: f.inline }] : [],
  );
}
