// A held mail the person says is no purchase: its entry says so and keeps no file, and where it asked "Is this a
// purchase?" the answer is kept for its sender (purchase-senders.ts), so that sender's next such mails are not asked.
import { forgetHeldFile } from "./held-files";
import { HELD_VERDICTS, type InboxEntry, receiptOf, replaceReceipt, senderOf } from "./inbox";
import { rememberAnswer } from "./purchase-senders";
import { fail, ok, type Result } from "../result";

export type NotDismissed = { kind: "unknown" } | { kind: "not_held"; entry: InboxEntry };

export async function dismissHeldReceipt(env: Env, connectionId: string, id: string): Promise<Result<InboxEntry, NotDismissed>> {
  const entry = await receiptOf(env.CONNECTIONS, connectionId, id);
  if (!entry) return fail({ kind: "unknown" });
  if (!HELD_VERDICTS.has(entry.verdict)) return fail({ kind: "not_held", entry });
  const sender = senderOf(entry);
  const { question, ...rest } = entry;
  const dismissed: InboxEntry = {
    ...rest,
    verdict: "not_a_receipt",
    reason:
      question && sender ? `you said it is not a purchase, nor are the next such mails from ${sender}` : "you said it is not a purchase",
  };
  await replaceReceipt(env.CONNECTIONS, connectionId, dismissed);
  await forgetHeldFile(env.CONNECTIONS, connectionId, entry.id);
  if (question === "is_purchase") await rememberAnswer(env.CONNECTIONS, connectionId, sender, "not_purchase");
  return ok(dismissed);
}
