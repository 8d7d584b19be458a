// A card alert forwarded to the mailbox, booked as a tap: into the account the tap settings' card table names for
// its card (by name or last digits), else the mailbox's account; or, when it moved nothing (declined, reversed, a
// notice), listed with why and not booked.
import { TargetRefused } from "../channel";
import type { CardAlert } from "./reader/alert";
import type { MailMessage } from "./reader/message";
import { noteAlertSender } from "./alert-senders";
import type { InboxEntry } from "./inbox";
import { alertItem, unbookedAlert } from "./alert-item";
import { sendTapItem } from "../taps/receive";
import { listedCard, tapSettingsOf } from "../taps/settings";
import type { MailboxSettings } from "./mailbox";

export type AlertBooked =
  { booked: true; jobId: string; externalId: string; accountId: number | null } | { booked: false; reason: string; externalId?: string };

export async function bookAlert(
  env: Env,
  connectionId: string,
  mailbox: MailboxSettings,
  alert: CardAlert,
  original: { messageId: string | null },
  receivedAt: Date,
): Promise<AlertBooked> {
  const planned = alertItem({ alert, messageId: original.messageId, receivedAt });
  if (!planned) return { booked: false, reason: unbookedAlert(alert) ?? "a card alert that moved nothing" };
  const externalId = planned.item.external_id;
  const accountId = await alertAccount(env, connectionId, mailbox, alert);
  try {
    const report = await sendTapItem(env, connectionId, "alert", accountId, planned);
    return { booked: true, jobId: report.id, externalId, accountId: report.manual_account_id ?? null };
  } catch (error) {
    if (error instanceof TargetRefused)
      return { booked: false, externalId, reason: `the card's account could not be used (${error.refusal.reason.replace("_", " ")})` };
    return { booked: false, externalId, reason: "Intake could not hand the card alert to delivery" };
  }
}

/** The card table's account for the alert's card (its name, else its last digits), else the mailbox's. */
async function alertAccount(env: Env, connectionId: string, mailbox: MailboxSettings, alert: CardAlert): Promise<number | null> {
  const settings = await tapSettingsOf(env.CONNECTIONS, connectionId);
  const listed = listedCard(settings, alert.card) ?? listedCard(settings, alert.last4);
  return listed ? listed.accountId : mailbox.accountId;
}

/** What the inbox lists of an alert: what was read, and the job that books it or why nothing was booked. */
export type AlertEntry = Pick<InboxEntry, "verdict" | "reason" | "fields" | "how" | "job_id" | "external_id">;

/** Books the alert (or says why not), counts its sender for the Receipts page, and words its inbox entry. */
export async function receiveAlert(
  env: Env,
  connectionId: string,
  mailbox: MailboxSettings,
  alert: CardAlert,
  original: MailMessage,
  receivedAt: Date,
): Promise<AlertEntry> {
  const sender = original.from?.address;
  if (sender) await noteAlertSender(env.CONNECTIONS, connectionId, { address: sender, issuer: alert.issuer, at: receivedAt });
  const booked = await bookAlert(env, connectionId, mailbox, alert, original, receivedAt);
  const fields = {
    merchant: alert.merchant,
    total: alert.amount,
    currency: alert.currency,
    date: alert.date,
    alert_kind: alert.kind,
    issuer: alert.issuer,
    card: alert.card,
    ...(alert.original ? { original_amount: `${alert.original.amount} ${alert.original.currency.toUpperCase()}` } : {}),
    ...(booked.booked ? { account_id: booked.accountId } : {}),
    original_from: original.from?.address ?? null,
    original_subject: original.subject,
  };
  const how = { ...alert.how } as Record<string, string>;
  if (booked.booked) return { verdict: "queued", fields, how, job_id: booked.jobId, external_id: booked.externalId };
  // A declined or reversed payment, a notice: nothing moved, and the inbox says so; a refusal of the account failed.
  const moved = booked.externalId !== undefined;
  return {
    verdict: moved ? "failed" : "not_a_receipt",
    reason: booked.reason,
    fields,
    how,
    ...(moved ? { external_id: booked.externalId } : {}),
  };
}
