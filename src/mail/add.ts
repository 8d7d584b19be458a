// A held receipt booked with what the person gave on the Receipts page: the amount Intake could not read
// (and the payee, currency or date when they correct them) becomes the receipt's one transaction, through the
// same steps as a receipt read whole (deliver.ts). Its external_id is the one that receipt would have had —
// from what the mail said, not what was typed — so a re-forward, a second "Add" or the same receipt read
// whole later is the same transaction. The entry then says queued, with its job.
import type { Refusal } from "../outbox";
import { type ReadPurchase, receiptExternalId, receiptPlan } from "./reader/receipt-plan";
import { sendReceipt } from "./deliver";
import { HELD_VERDICTS, type InboxEntry, receiptOf, replaceReceipt, senderOf } from "./inbox";
import { attachFiles } from "./attach";
import { forgetHeldFile, heldFiles } from "./held-files";
import { type MailboxSettings, mailboxOf } from "./mailbox";
import { fail, ok, type Result } from "../result";
import { rememberAnswer } from "./purchase-senders";

/** What the person gave: the amount always; payee, currency, date to correct what was read. */
export interface HeldAddition {
  /** Positive decimal with "." and up to 4 decimals (parseHeldAmount). */
  amount: string;
  payee?: string | undefined;
  /** Lowercase ISO 4217. */
  currency?: string | undefined;
  /** YYYY-MM-DD. */
  date?: string | undefined;
}

/** Why a held receipt was not added: the route answers each with its status. */
export type NotAdded =
  | { kind: "unknown" }
  | { kind: "not_held"; entry: InboxEntry }
  | { kind: "failed"; refusal?: Refusal | undefined; accountId: number | null };

/** The entry as booked (queued, with its job). */
export type AddOutcome = Result<InboxEntry, NotAdded>;

const BY_YOU = "you: entered on the Receipts page";

export async function addHeldReceipt(env: Env, connectionId: string, id: string, addition: HeldAddition): Promise<AddOutcome> {
  const entry = await receiptOf(env.CONNECTIONS, connectionId, id);
  if (!entry) return fail({ kind: "unknown" });
  if (!HELD_VERDICTS.has(entry.verdict)) return fail({ kind: "not_held", entry });
  const read = readOf(entry);
  const purchase: ReadPurchase = {
    ...read,
    merchant: addition.payee ?? read.merchant,
    total: addition.amount,
    currency: addition.currency ?? read.currency,
    date: addition.date ?? read.date,
  };
  const receivedAt = new Date(entry.received_at);
  const messageId = entry.message_id ?? null;
  const plan = receiptPlan({ purchase, messageId, receivedAt });
  plan.items[0].item.external_id = receiptExternalId({ ...read, total: addition.amount }, messageId, receivedAt);
  // A held card alert goes to its card's account (alerts.ts), a receipt to the mailbox's.
  const mailbox = withAlertAccount(await mailboxOf(env.CONNECTIONS, connectionId), entry);
  const subject = typeof entry.fields?.original_subject === "string" ? entry.fields.original_subject : entry.subject;
  const sent = await sendReceipt(env, connectionId, mailbox, plan, subject);
  // Not sent: the entry stays held, so "Add" can be tried again.
  if (!sent.ok) return fail({ kind: "failed", refusal: sent.reason.refusal, accountId: mailbox.accountId });
  const { jobId, externalId } = sent.value;

  const how: Record<string, string> = { ...entry.how, total: BY_YOU };
  if (addition.payee !== undefined) how.merchant = BY_YOU;
  if (addition.currency !== undefined) how.currency = BY_YOU;
  if (addition.date !== undefined) how.date = BY_YOU;
  const booked: InboxEntry = {
    ...entry,
    verdict: "queued",
    fields: { ...entry.fields, merchant: purchase.merchant, total: purchase.total, currency: purchase.currency, date: purchase.date },
    how,
    job_id: jobId,
    external_id: externalId,
    ...(await attachBooked(env, connectionId, entry, mailbox, sent.value, purchase, plan.items[0].item.date)),
  };
  // Why it was held is history once the person has given what was missing; what they gave is not unsure.
  delete booked.reason;
  delete booked.question;
  const unsure = Object.entries(entry.confidence ?? {}).filter(([field]) => field !== "total" && how[field] !== BY_YOU);
  if (unsure.length > 0) booked.confidence = Object.fromEntries(unsure);
  else delete booked.confidence;
  await replaceReceipt(env.CONNECTIONS, connectionId, booked);
  // "Add" answers "Is this a purchase?" for the sender: its next such mails are booked without asking.
  if (entry.question === "is_purchase") await rememberAnswer(env.CONNECTIONS, connectionId, senderOf(entry), "purchase");
  return ok(booked);
}

/** The file kept when the receipt was held (else its page, drawn from what was read and given), after its job. */
async function attachBooked(
  env: Env,
  connectionId: string,
  entry: InboxEntry,
  mailbox: MailboxSettings,
  sent: { jobId: string; externalId: string },
  purchase: ReadPurchase,
  date: string,
): Promise<Partial<InboxEntry>> {
  if (mailbox.attachReceipts === false) return {};
  const files = await heldFiles(env.CONNECTIONS, connectionId, entry.id);
  const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
  const attached = await attachFiles(env, { connectionId, receiptJobId: sent.jobId, externalId: sent.externalId, date }, files, {
    ...purchase,
    date: purchase.date ?? date,
    from: text(entry.fields?.original_from),
    subject: text(entry.fields?.original_subject) ?? entry.subject,
    text: "",
  });
  if ("attachment_job_id" in attached) await forgetHeldFile(env.CONNECTIONS, connectionId, entry.id);
  return attached;
}

/** What the mail said, as the entry keeps it. */
function withAlertAccount(mailbox: MailboxSettings, entry: InboxEntry): MailboxSettings {
  const f = entry.fields ?? {};
  if (typeof f.alert_kind !== "string" || !("account_id" in f)) return mailbox;
  return { ...mailbox, accountId: typeof f.account_id === "number" ? f.account_id : null };
}

function readOf(entry: InboxEntry): ReadPurchase {
  const f = entry.fields ?? {};
  const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
  return {
    merchant: text(f.merchant),
    total: text(f.total),
    currency: text(f.currency),
    date: text(f.date),
    orderNumber: text(f.orderNumber),
    items: Array.isArray(f.items) ? f.items : [],
  };
}
