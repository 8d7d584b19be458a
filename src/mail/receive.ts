// A forwarded receipt, start to end: the connection by the address it was sent to, the sender verified,
// the forward unwrapped, a bank's statement attached imported as an upload is (mailed-statement.ts), else the
// receipt read, one item delivered through the channel steps, and the attempt listed in the connection's inbox
// whatever happened (an unknown address is rejected at the SMTP level).
import { importMailReader } from "../lazy-modules";
import { receiptPlan } from "./reader/receipt-plan";
import { alertAccount, heldAlert, receiveAlert } from "./alerts";
import { asksForPayee, leftToReceipts } from "./alert-item";
import { attachToReceipt } from "./attach";
import { sendReceipt } from "./deliver";
import { keepHeldFile } from "./held-files";
import { receiveStatement } from "./mailed-statement";
import { type InboxEntry, recordReceipt } from "./inbox";
import { aliasOfRecipient, connectionOfAlias, mailboxOf } from "./mailbox";
import { personZone } from "./time-zone";
import { sentAt } from "./sent-at";
import { answerFor } from "./purchase-senders";

/** What the email() handler is given (Cloudflare's ForwardableEmailMessage, as far as we read it). */
export interface IncomingMail {
  from: string;
  to: string;
  raw: ReadableStream<Uint8Array>;
  /** The message's size in bytes, as the runtime received it. */
  rawSize: number;
  setReject(reason: string): void;
}

/** Email Routing's own limit: a deployed worker never sees more; a local or forwarded one is held to it too. */
export const MAX_MAIL_BYTES = 25 * 1024 * 1024;

/** The inbox entries a mail became (one, or one per statement it carries), and whose inbox. */
export interface Received {
  connectionId: string;
  entries: InboxEntry[];
}

export async function receiveReceipt(mail: IncomingMail, env: Env, receivedAt = new Date()): Promise<Received | null> {
  const connectionId = await connectionOfAlias(env.CONNECTIONS, aliasOfRecipient(mail.to));
  if (!connectionId) {
    mail.setReject("No Intake mailbox has this address (it may have been replaced on the connection page).");
    return null;
  }
  if (mail.rawSize > MAX_MAIL_BYTES) {
    // Refused before a byte is read: the sender's server bounces it, and the inbox says so.
    const size = `${(mail.rawSize / 1024 / 1024).toFixed(1)} MB; Intake takes mail up to ${MAX_MAIL_BYTES / 1024 / 1024} MB`;
    const reason = `the message is ${size}`;
    mail.setReject(`The message is ${size}.`);
    const entry = { received_at: receivedAt.toISOString(), from: mail.from, subject: null, verdict: "failed" as const, reason };
    return { connectionId, entries: [await recordReceipt(env.CONNECTIONS, connectionId, entry)] };
  }
  return { connectionId, entries: [await readAndDeliver(mail, env, connectionId, receivedAt)].flat() };
}

async function readAndDeliver(mail: IncomingMail, env: Env, connectionId: string, receivedAt: Date): Promise<InboxEntry | InboxEntry[]> {
  const {
    forwardingConfirmation,
    impersonatedIssuer,
    parseMail,
    readAlert,
    readReceipt,
    senderOffPublicSuffixes,
    unwrapParsed,
    verifySender,
  } = await importMailReader();
  // Parsed once: the outer headers verify the sender, and unwrapping starts from the same parse. The raw
  // bytes are not kept past the parse (up to Email Routing's 25 MiB), nor attachments nobody reads (parseMail).
  const outer = await parseMail(await new Response(mail.raw).arrayBuffer()).catch(unreadable);
  // A message the parser gives up on (more than 256 nested parts, a broken structure) is still listed: every
  // mail that reaches the address ends in the inbox with a verdict.
  if (outer instanceof Unreadable) {
    const entry = {
      received_at: receivedAt.toISOString(),
      from: mail.from,
      subject: null,
      verdict: "failed" as const,
      reason: outer.reason,
    };
    return recordReceipt(env.CONNECTIONS, connectionId, entry);
  }
  const mailbox = await mailboxOf(env.CONNECTIONS, connectionId);
  const heard = { received_at: receivedAt.toISOString(), from: outer.from?.address ?? mail.from, subject: outer.subject ?? null };
  const record = (entry: Omit<InboxEntry, "id" | "received_at" | "from" | "subject">) =>
    recordReceipt(env.CONNECTIONS, connectionId, { ...heard, ...entry });

  // The provider's request to confirm this address as a forwarding address: shown, never booked (forwarding-notices.ts).
  const confirmation = forwardingConfirmation(outer, mail.to);
  if (confirmation) return record({ verdict: "forwarding_confirmation", reason: FORWARDING_REASON, fields: { ...confirmation } });

  // The envelope says which mailbox sent it on: a filter of the person's own forwards the bank's alert as it came.
  const sender = verifySender(outer.headers, mailbox.allowedSenders, mail.from);
  if (!sender.ok) return record({ verdict: "unverified", reason: sender.reason });

  const unwrapped = await unwrapParsed(outer).catch(unreadable);
  if (unwrapped instanceof Unreadable) return record({ verdict: "failed", reason: unwrapped.reason });
  const { original, how } = unwrapped;
  // A bank's statement attached is imported as an upload is (mailed-statement.ts); a mail without one is read on.
  const statements = await receiveStatement(env, connectionId, mailbox, original, record);
  if (statements.length > 0) return statements;
  // The forwarding client's own Date carries the person's UTC offset: the purchase day is theirs (user-day.ts). A
  // message that is its own original (auto-forwarded) carries the merchant's; then the person's zone is the guide.
  const forwardedAt = how === "none" ? null : (outer.headers.find((h) => h.key === "date")?.value ?? null);
  const zone = await personZone(env, connectionId, mailbox);
  // A bank's, card issuer's or wallet's alert of one payment is booked as a tap (alerts.ts); one in a bank's name from
  // another domain is not.
  const alert = readAlert(original, { receivedAt, forwardedAt, zone });
  if (alert && !leftToReceipts(alert)) {
    const impostor = impersonatedIssuer(original);
    if (impostor) return record({ verdict: "suspicious", reason: impostorReason(impostor, original.from?.address ?? null) });
    const offList = senderOffPublicSuffixes(original);
    if (offList) return record({ verdict: "suspicious", reason: offListReason(offList) });
    return record(await receiveAlert(env, connectionId, mailbox, alert, original, receivedAt, how === "none" ? "filter" : "forward"));
  }
  let reading = await readReceipt(original, {
    receivedAt,
    forwarder: sender.value.forwardedBy ?? sender.value.sender,
    forwardedAt,
    zone,
    reply: how === "reply",
  });
  // An alert of a card payment whose payee neither reader finds (the receipt reader sees only the bank's own name):
  // held asking for it, as a receipt naming no business is; one in a bank's name from another domain is not.
  if (alert && asksForPayee(alert, reading)) {
    const impostor = impersonatedIssuer(original);
    if (impostor) return record({ verdict: "suspicious", reason: impostorReason(impostor, original.from?.address ?? null) });
    const offList = senderOffPublicSuffixes(original);
    if (offList) return record({ verdict: "suspicious", reason: offListReason(offList) });
    return record(heldAlert(alert, original, await alertAccount(env, connectionId, mailbox, alert)));
  }
  // A mail that proves no payment asks once per sender: the person's answer for this sender decides it.
  if (reading.asks === "is_purchase") {
    const sender = original.from?.address ?? null;
    const answer = await answerFor(env.CONNECTIONS, connectionId, sender);
    if (answer === "not_purchase")
      return record({ verdict: "not_a_receipt", reason: `you said mails from ${sender} are not purchases`, how: reading.how });
    if (answer === "purchase") {
      const { asks: _asked, reason: _held, ...read } = reading;
      reading = { ...read, verdict: "purchase", how: { ...reading.how, evidence: `you said mails from ${sender} are purchases` } };
    }
  }
  // Only what is unsure is listed: an empty object says nothing.
  const unsure = Object.keys(reading.confidence).length > 0 ? { confidence: reading.confidence } : {};
  const fields = {
    merchant: reading.merchant,
    total: reading.total,
    currency: reading.currency,
    date: reading.date,
    orderNumber: reading.orderNumber,
    items: reading.items,
    original_from: original.from?.address ?? null,
    original_subject: original.subject,
  };
  // Held, not dropped: the inbox shows what was read and asks for the amount or the payee (add.ts books it).
  if (reading.verdict === "needs_amount" || reading.verdict === "needs_review") {
    const held = await record({
      verdict: reading.verdict,
      reason: reading.reason,
      fields,
      how: reading.how,
      ...unsure,
      message_id: original.messageId,
      ...(reading.asks ? { question: reading.asks } : {}),
    });
    // The photo or scan it is goes with its transaction once the person books it (add.ts).
    if (mailbox.attachReceipts !== false) await keepHeldFile(env.CONNECTIONS, connectionId, held.id, original);
    return held;
  }
  if (reading.verdict !== "purchase")
    return record({ verdict: reading.verdict, reason: reading.reason ?? "not a purchase", fields, how: reading.how, ...unsure });

  const plan = receiptPlan({ purchase: reading, messageId: original.messageId, receivedAt, sentAt: sentAt(original.date, receivedAt) });
  const sent = await sendReceipt(env, connectionId, mailbox, plan, original.subject ?? outer.subject ?? null);
  if (!sent.ok)
    return record({
      verdict: "failed",
      reason: sent.reason.words,
      fields,
      how: reading.how,
      ...unsure,
      external_id: sent.reason.externalId,
    });
  // The receipt itself goes with its transaction (the mailbox's setting, on unless turned off).
  const attached =
    mailbox.attachReceipts === false
      ? {}
      : await attachToReceipt(env, {
          connectionId,
          receiptJobId: sent.value.jobId,
          externalId: sent.value.externalId,
          date: plan.items[0].item.date,
          original,
          reading,
        });
  return record({
    verdict: "queued",
    fields,
    how: reading.how,
    ...unsure,
    job_id: sent.value.jobId,
    external_id: sent.value.externalId,
    ...attached,
  });
}

function impostorReason(issuer: string, address: string | null): string {
  const domain = address ? address.slice(address.lastIndexOf("@") + 1) : "an unknown address";
  return `the mail speaks as ${issuer} but was sent from ${domain}, not one of ${issuer}'s domains: nothing was booked`;
}

function offListReason(host: string): string {
  return `the alert was sent from ${host}, whose ending is no public domain suffix (nobody can register it): no bank sends from there, and nothing was booked`;
}

const FORWARDING_REASON = "a mail provider asks to confirm this address as a forwarding address: not a purchase";

/** A message the parser gave up on; its error is not repeated (a parser's message may quote the mail). */
class Unreadable {
  readonly reason = "the message could not be read as mail (its MIME structure is broken or nested too deep); nothing was imported";
}

const unreadable = () => new Unreadable();
