// A card alert forwarded to the mailbox, booked as a tap: into the account the tap settings' card table names for
// its card (by name or last digits), else the budget's one account named after the card's digits ("Visa 1234"),
// else the mailbox's account; or, when it moved nothing (declined, reversed, a notice), listed with why and not booked.
import { TargetRefused } from "../channel";
import type { CardAlert } from "./reader/alert";
import type { MailMessage } from "./reader/message";
import { noteAlertSender } from "./alert-senders";
import { alertFingerprint, type AlertRoute, externalIdAcrossRoutes } from "./alert-routes";
import type { InboxEntry } from "./inbox";
import { alertItem, PAYEE_ASKED, unbookedAlert } from "./alert-item";
import { sentAt } from "./sent-at";
import { sendTapItem } from "../taps/receive";
import { accountNamedAfter, accountNamingCard, listedCard, tapSettingsOf } from "../taps/settings";
import { outboxOf } from "../storage";
import type { MailboxSettings } from "./mailbox";

export type AlertBooked =
  { booked: true; jobId: string; externalId: string; accountId: number | null } | { booked: false; reason: string; externalId?: string };

export async function bookAlert(
  env: Env,
  connectionId: string,
  mailbox: MailboxSettings,
  alert: CardAlert,
  original: Pick<MailMessage, "messageId" | "from" | "date">,
  receivedAt: Date,
  route: AlertRoute,
): Promise<AlertBooked> {
  const planned = alertItem({ alert, messageId: original.messageId, receivedAt, sentAt: sentAt(original.date, receivedAt) });
  if (!planned) return { booked: false, reason: unbookedAlert(alert) ?? "a card alert that moved nothing" };
  // The same alert that came the other way too (the filter's copy and the person's forward) is one payment.
  const fingerprint = alertFingerprint(alert, original.from?.address ?? null);
  const externalId = await externalIdAcrossRoutes(env.CONNECTIONS, connectionId, fingerprint, route, planned.item.external_id);
  planned.item.external_id = externalId;
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

/**
 * The card table's account for the alert's card (its name, else its last digits), else the one account of the budget
 * whose name ends in the card's digits (or, for a wallet's alert, is named after the wallet), else the mailbox's. The budget's list is the Outbox's cached one; when the
 * service cannot be asked now, the mailbox's account it is (the bank's row moves the payment later).
 */
export async function alertAccount(
  env: Env,
  connectionId: string,
  mailbox: MailboxSettings,
  alert: Pick<CardAlert, "card" | "last4">,
): Promise<number | null> {
  const settings = await tapSettingsOf(env.CONNECTIONS, connectionId);
  const listed = listedCard(settings, alert.card) ?? listedCard(settings, alert.last4);
  if (listed) return listed.accountId;
  if (!alert.last4 && !alert.card) return mailbox.accountId;
  const answer = await outboxOf(env).accountList(connectionId);
  if (!answer.ok) return mailbox.accountId;
  // The card's digits, else (a wallet's alert names no digits) the wallet's name.
  const named = alert.last4 ? accountNamingCard(answer.accounts, alert.last4) : accountNamedAfter(answer.accounts, alert.card);
  return named ?? mailbox.accountId;
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
  route: AlertRoute,
): Promise<AlertEntry> {
  const sender = original.from?.address;
  if (sender) await noteAlertSender(env.CONNECTIONS, connectionId, { address: sender, issuer: alert.issuer, at: receivedAt });
  const booked = await bookAlert(env, connectionId, mailbox, alert, original, receivedAt, route);
  const fields = alertFields(alert, original);
  const how = { ...alert.how } as Record<string, string>;
  if (booked.booked)
    return {
      verdict: "queued",
      fields: { ...fields, account_id: booked.accountId },
      how,
      job_id: booked.jobId,
      external_id: booked.externalId,
    };
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

/**
 * An alert of a payment whose merchant it does not name, held on the Receipts page for the person to say whom it paid
 * (add.ts books it then, as a held receipt, in its card's account): what it says of the amount, the day and the card is kept.
 */
export function heldAlert(
  alert: CardAlert,
  original: MailMessage,
  accountId: number | null,
): Omit<AlertEntry, "job_id" | "external_id"> & { message_id: string | null } {
  return {
    verdict: "needs_review",
    reason: PAYEE_ASKED,
    // The account its card maps to, where it is booked once the person names the payee (add.ts).
    fields: { ...alertFields(alert, original), account_id: accountId },
    how: { ...alert.how, merchant: "not named: the alert says no merchant, and its sender is the bank, not whom it paid" },
    message_id: original.messageId,
  };
}

function alertFields(alert: CardAlert, original: MailMessage): NonNullable<AlertEntry["fields"]> {
  return {
    merchant: alert.merchant,
    total: alert.amount,
    currency: alert.currency,
    date: alert.date,
    alert_kind: alert.kind,
    issuer: alert.issuer,
    card: alert.card,
    ...(alert.original ? { original_amount: `${alert.original.amount} ${alert.original.currency.toUpperCase()}` } : {}),
    original_from: original.from?.address ?? null,
    original_subject: original.subject,
  };
}
