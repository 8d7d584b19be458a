// The receipts inbox of a connection: every message received, what Intake made of it and why, newest
// first. KV keys sort by an inverted time, so a list is the newest entries in one call; entries expire
// with the import reports (RETENTION_DAYS, config.ts).
import { RETENTION_SECONDS } from "../config";

/** As long as the Outbox keeps the reports the entries point to. */
export const INBOX_TTL_SECONDS = RETENTION_SECONDS;
/** Inverted times sort newest first as strings of this width. */
const TIME_WIDTH = 15;
const MAX_TIME = 10 ** TIME_WIDTH - 1;

/**
 * needs_amount, needs_review: a purchase held until the person gives its amount or payee (add.ts books it).
 * suspicious: not a receipt, and a charge claimed in someone else's name (a lookalike sender, a callback scam).
 * forwarding_confirmation: a mail provider's code or link to confirm this address for forwarding (reader/forwarding/).
 * needs_account: a mailed statement that names an account several of the budget's could be, held until the person
 * chooses one; already_imported: a statement mailed again (mailed-statement.ts).
 */
export type ReceiptVerdict =
  | "queued"
  | "not_a_receipt"
  | "suspicious"
  | "unverified"
  | "refused"
  | "failed"
  | "needs_amount"
  | "needs_review"
  | "forwarding_confirmation"
  | "needs_account"
  | "already_imported";

export interface InboxEntry {
  id: string;
  received_at: string;
  from: string | null;
  subject: string | null;
  verdict: ReceiptVerdict;
  /** Why, in words (not a receipt: "a shipping notice"; unverified: "the sender's domain did not pass…"). */
  reason?: string;
  /** What was read, and how each field was found. */
  fields?: Record<string, string | number | null | string[]>;
  how?: Record<string, string>;
  /** The fields read from weak evidence, "low" each (a total nothing else in the mail confirms): the page marks them unsure. */
  confidence?: Partial<Record<"merchant" | "total" | "date", "low">>;
  /** The import job that carries the transaction (its report says inserted, duplicate, failed…). */
  job_id?: string;
  external_id?: string;
  /** The question a held mail asks: "is_purchase", where nothing in it said the person paid (purchase-senders.ts). */
  question?: "is_purchase";
  /** A held receipt's original Message-ID: booked later, it gets the external_id a receipt read whole would have. */
  message_id?: string | null;
  /** The job that attaches the receipt's file to its transaction (attach.ts), or why there is none. */
  attachment_job_id?: string;
  attachment_reason?: string;
}

/** The verdicts of a mail held for the person: "Add" books it, "Not a purchase" answers it. */
export const HELD_VERDICTS: ReadonlySet<ReceiptVerdict> = new Set(["needs_amount", "needs_review"]);

/** Who sent the mail the entry was read from (the original's sender, not the person who forwarded it). */
export function senderOf(entry: InboxEntry): string | null {
  const original = entry.fields?.original_from;
  return typeof original === "string" && original !== "" ? original : null;
}

const prefix = (connectionId: string) => `inbox:${connectionId}:`;

export async function recordReceipt(kv: KVNamespace, connectionId: string, entry: Omit<InboxEntry, "id">): Promise<InboxEntry> {
  const at = Date.parse(entry.received_at) || Date.now();
  const id = `${String(MAX_TIME - at).padStart(TIME_WIDTH, "0")}-${crypto.randomUUID().slice(0, 8)}`;
  const stored: InboxEntry = { id, ...entry };
  await kv.put(`${prefix(connectionId)}${id}`, JSON.stringify(stored), { expirationTtl: INBOX_TTL_SECONDS });
  return stored;
}

/** Inbox ids as recordReceipt makes them: anything else is no entry (and never reaches a KV key). */
const ENTRY_ID = /^\d{15}-[0-9a-f]{8}$/;

export async function receiptOf(kv: KVNamespace, connectionId: string, id: string): Promise<InboxEntry | null> {
  if (!ENTRY_ID.test(id)) return null;
  return kv.get<InboxEntry>(`${prefix(connectionId)}${id}`, "json");
}

/** The entry as it now stands (a held receipt once booked), under its own id: it keeps its place in the list. */
export async function replaceReceipt(kv: KVNamespace, connectionId: string, entry: InboxEntry): Promise<void> {
  await kv.put(`${prefix(connectionId)}${entry.id}`, JSON.stringify(entry), { expirationTtl: INBOX_TTL_SECONDS });
}

export async function listReceipts(
  kv: KVNamespace,
  connectionId: string,
  options: { limit: number; cursor?: string | undefined },
): Promise<{ receipts: InboxEntry[]; cursor: string | null }> {
  const listed = await kv.list({
    prefix: prefix(connectionId),
    limit: options.limit,
    ...(options.cursor ? { cursor: options.cursor } : {}),
  });
  const receipts = await Promise.all(listed.keys.map((k) => kv.get<InboxEntry>(k.name, "json")));
  return { receipts: receipts.filter((r): r is InboxEntry => r !== null), cursor: listed.list_complete ? null : listed.cursor };
}
