// A connection's receipt mailbox: its Intake address (a random alias at the deployment's mail domain, so it
// cannot be guessed from the person's name; rotatable when it leaks), the sender addresses it accepts
// (the person's own mailboxes), the account receipts go to, and what to do about a card transaction
// the bank export also brings (match mode). Layout: storage-layout.md.
import { randomToken } from "../connections/opaque";
import { deleteAlertSenders } from "./alert-senders";
import { purchaseSendersKey } from "./purchase-senders";

export type MatchMode = "off" | "match_or_insert" | "match_or_hold";

export interface MailboxSettings {
  alias: string;
  /** Lowercase addresses; mail from anyone else is listed as unverified and inserts nothing. */
  allowedSenders: string[];
  /** The manual account receipts go to; null: cash. */
  accountId: number | null;
  matchMode: MatchMode;
  /**
   * Whether the receipt itself (the mail's PDF or photo, else a page drawn from it) is attached to its
   * transaction. Absent in settings stored before it existed: on.
   */
  attachReceipts?: boolean;
  /**
   * The person's IANA time zone ("America/Chicago"): the day of a receipt that states none is the Date header's
   * instant there (mail/time-zone.ts). Absent or null: guessed from the budget's currency.
   */
  timeZone?: string | null;
}

/** At most this many sender addresses: a person's own mailboxes, not a mailing list. */
export const MAX_SENDERS = 10;

const settingsKey = (connectionId: string) => `mailbox:${connectionId}`;
const aliasKey = (alias: string) => `alias:${alias}`;

/** A new alias: 15 random bytes in lowercase base32-ish text, prefixed so a person recognises it. */
function newAlias(): string {
  return `r-${randomToken(15)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")}`.slice(0, 22);
}

/** The connection's mailbox, made on first use (no senders yet: nothing is accepted until the person adds theirs). */
export async function mailboxOf(kv: KVNamespace, connectionId: string): Promise<MailboxSettings> {
  const stored = await kv.get<MailboxSettings>(settingsKey(connectionId), "json");
  if (stored) return stored;
  // Match mode as it comes: a receipt enriches the bank's transaction already there, else is inserted at once (and
  // the bank's row takes it over later): one payment, one transaction, in either order.
  const settings: MailboxSettings = {
    alias: newAlias(),
    allowedSenders: [],
    accountId: null,
    matchMode: "match_or_insert",
    attachReceipts: true,
  };
  await kv.put(aliasKey(settings.alias), connectionId);
  await kv.put(settingsKey(connectionId), JSON.stringify(settings));
  return settings;
}

/** The connection an alias belongs to, or null (an unknown or rotated-away address). */
export function connectionOfAlias(kv: KVNamespace, alias: string): Promise<string | null> {
  return kv.get(aliasKey(alias.toLowerCase()));
}

export async function updateMailbox(
  kv: KVNamespace,
  connectionId: string,
  change: Partial<Pick<MailboxSettings, "allowedSenders" | "accountId" | "matchMode" | "attachReceipts" | "timeZone">>,
): Promise<MailboxSettings> {
  const current = await mailboxOf(kv, connectionId);
  const next: MailboxSettings = { ...current, ...change };
  if (change.allowedSenders) next.allowedSenders = [...new Set(change.allowedSenders.map((s) => s.trim().toLowerCase()).filter(Boolean))];
  await kv.put(settingsKey(connectionId), JSON.stringify(next));
  return next;
}

/** A new address; the old one stops working at once (mail to it is rejected as unknown). */
export async function rotateAddress(kv: KVNamespace, connectionId: string): Promise<MailboxSettings> {
  const current = await mailboxOf(kv, connectionId);
  const next = { ...current, alias: newAlias() };
  await kv.put(aliasKey(next.alias), connectionId);
  await kv.put(settingsKey(connectionId), JSON.stringify(next));
  await kv.delete(aliasKey(current.alias));
  return next;
}

/** Everything of a disconnected connection's mailbox, the addresses its alerts came from included. */
export async function deleteMailbox(kv: KVNamespace, connectionId: string): Promise<void> {
  const stored = await kv.get<MailboxSettings>(settingsKey(connectionId), "json");
  if (stored) await kv.delete(aliasKey(stored.alias));
  await kv.delete(settingsKey(connectionId));
  await deleteAlertSenders(kv, connectionId);
  await kv.delete(purchaseSendersKey(connectionId));
}

/** The local part of a recipient address (`r-abc@in.example.com` → `r-abc`; plus-tags dropped). */
export function aliasOfRecipient(to: string): string {
  const [local = ""] = to.trim().toLowerCase().split("@");
  const [alias = ""] = local.split("+");
  return alias;
}
