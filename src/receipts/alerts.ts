// A card alert forwarded to the mailbox, booked as a tap: into the account the tap settings' card table names for
// its card (by name or last digits), else the mailbox's account; or, when it moved nothing (declined, reversed, a
// notice), listed with why and not booked.
import { TargetRefused } from "../channel";
import type { CardAlert } from "./reader/alert";
import { alertItem, unbookedAlert } from "../taps/alert";
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
