// One receipt's transaction handed to delivery through the channel steps: the mailbox's account resolved,
// and its one-item plan handed to the Outbox in one call. A receipt read whole (receive.ts) and a held one booked from
// the Receipts page (add.ts) go the same way, so their jobs, reports and external_ids are alike.
import { deliverWhole, resolveTarget, TargetRefused } from "../channel";
import type { Refusal } from "../outbox";
import type { ReceiptPlan } from "./reader/receipt-plan";
import type { MailboxSettings } from "./mailbox";
import { fail, ok, type Result } from "../result";

/** Why the receipt's transaction was not handed to delivery. */
export interface ReceiptNotSent {
  /** In words for the inbox. */
  words: string;
  externalId: string;
  /** The service said no about the account (or could not be asked): the route words it as such. */
  refusal?: Refusal;
}

export type ReceiptSent = Result<{ jobId: string; externalId: string }, ReceiptNotSent>;

export async function sendReceipt(
  env: Env,
  connectionId: string,
  mailbox: MailboxSettings,
  plan: ReceiptPlan,
  fileName: string | null,
): Promise<ReceiptSent> {
  const externalId = plan.items[0].item.external_id;
  try {
    // Cash is a choice on the connection page, not "no account given": only an account id is resolved.
    const manualAccountId = mailbox.accountId === null ? null : (await resolveTarget(env, connectionId, mailbox.accountId)).manualAccountId;
    const spec = {
      connectionId,
      channel: "email",
      manualAccountId,
      applyRules: true,
      skipDuplicates: true,
      fileName,
      // Match mode: look for the bank's transaction first (src/outbox/kinds/match.ts).
      kind: mailbox.matchMode === "off" ? ("transactions" as const) : mailbox.matchMode,
    };
    // Until the bank's row of the payment comes and takes it over (src/outbox/reconcile.ts). An order number is the
    // shop's own id of the purchase: two orders of one item, one day, one total are two (the Outbox's isOtherRecord).
    const order = plan.profile.orderNumber?.trim();
    const items = plan.items.map((planned) => ({
      ...planned,
      provisional: "receipt" as const,
      ...(order ? { recordId: `order ${order.toLowerCase()}` } : {}),
    }));
    const report = await deliverWhole(env, spec, { items, rows: plan.rows });
    return ok({ jobId: report.id, externalId });
  } catch (error) {
    if (error instanceof TargetRefused) {
      const words = `the receipt account could not be used (${error.refusal.reason.replace("_", " ")})`;
      return fail({ words, externalId, refusal: error.refusal });
    }
    return fail({ words: "Intake could not hand the receipt to delivery", externalId });
  }
}
