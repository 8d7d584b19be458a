// A forwarded receipt, start to end: the connection by the address it was sent to, the sender verified,
// the forward unwrapped, the receipt read, one item delivered through the channel steps, and the attempt
// listed in the connection's inbox whatever happened (an unknown address is rejected at the SMTP level).
import { deliverPlan, resolveTarget, TargetRefused } from "../channel";
import { readReceipt } from "../sources/email/receipt";
import { receiptPlan } from "../sources/email/receipt-plan";
import { parseMail, unwrapParsed } from "../sources/email/unwrap";
import { verifySender } from "../sources/email/verify";
import { type InboxEntry, recordReceipt } from "./inbox";
import { aliasOfRecipient, connectionOfAlias, mailboxOf } from "./mailbox";

/** What the email() handler is given (Cloudflare's ForwardableEmailMessage, as far as we read it). */
export interface IncomingMail {
  from: string;
  to: string;
  raw: ReadableStream<Uint8Array>;
  setReject(reason: string): void;
}

export async function receiveReceipt(mail: IncomingMail, env: Env, receivedAt = new Date()): Promise<InboxEntry | null> {
  const connectionId = await connectionOfAlias(env.CONNECTIONS, aliasOfRecipient(mail.to));
  if (!connectionId) {
    mail.setReject("No Intake mailbox has this address (it may have been replaced on the connection page).");
    return null;
  }
  // Parsed once: the outer headers verify the sender, and unwrapping starts from the same parse. The raw
  // bytes are not kept past the parse (up to Email Routing's 25 MiB), nor attachments nobody reads (parseMail).
  const outer = await parseMail(await new Response(mail.raw).arrayBuffer());
  const mailbox = await mailboxOf(env.CONNECTIONS, connectionId);
  const heard = { received_at: receivedAt.toISOString(), from: outer.from?.address ?? mail.from, subject: outer.subject ?? null };
  const record = (entry: Omit<InboxEntry, "id" | "received_at" | "from" | "subject">) =>
    recordReceipt(env.CONNECTIONS, connectionId, { ...heard, ...entry });

  const sender = verifySender(outer.headers, outer.from?.address ?? null, mailbox.allowedSenders);
  if (!sender.ok) return record({ verdict: "unverified", reason: sender.reason });

  const { original } = await unwrapParsed(outer);
  const forwardedAt = outer.headers.find((h) => h.key === "date")?.value ?? null;
  const reading = await readReceipt(original, { receivedAt, forwarder: sender.sender, forwardedAt });
  const fields = {
    merchant: reading.merchant,
    total: reading.total,
    currency: reading.currency,
    date: reading.date,
    orderNumber: reading.orderNumber,
    original_from: original.from?.address ?? null,
    original_subject: original.subject,
  };
  if (reading.verdict !== "purchase")
    return record({ verdict: "not_a_receipt", reason: reading.reason ?? "not a purchase", fields, how: reading.how });

  const plan = receiptPlan({ purchase: reading, messageId: original.messageId, receivedAt });
  const externalId = plan.items[0]!.item.external_id;
  try {
    // Cash is a choice on the connection page, not "no account given": only an account id is resolved.
    const manualAccountId = mailbox.accountId === null ? null : (await resolveTarget(env, connectionId, mailbox.accountId)).manualAccountId;
    const spec = {
      connectionId,
      source: "email",
      manualAccountId,
      applyRules: true,
      skipDuplicates: true,
      fileName: original.subject ?? outer.subject ?? null,
      // Match mode: look for the bank's transaction first (src/outbox/match-delivery.ts).
      kind: mailbox.matchMode === "off" ? ("transactions" as const) : mailbox.matchMode,
    };
    const delivered = await deliverPlan(
      env,
      spec,
      { profile: reading, items: plan.items, rows: plan.rows },
      emptyChunks(),
      () => "the receipt could not be read",
    );
    return record({ verdict: "queued", fields, how: reading.how, job_id: delivered.jobId, external_id: externalId });
  } catch (error) {
    const reason =
      error instanceof TargetRefused
        ? `the receipt account could not be used (${error.refusal.reason.replace("_", " ")})`
        : "Intake could not hand the receipt to delivery";
    return record({ verdict: "failed", reason, fields, how: reading.how, external_id: externalId });
  }
}

async function* emptyChunks(): AsyncGenerator<never> {}
