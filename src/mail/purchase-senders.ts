// The person's answers to "Is this a purchase?": a mail read whole that names an amount but nothing saying they paid
// is held with that one question (reader/receipt/kinds/paid-evidence.ts), and their answer — "Add" or "Not a purchase"
// on the Receipts page — decides the next mails of the same sender without asking again. One small KV map per
// connection, kept until the connection goes.

export type SenderAnswer = "purchase" | "not_purchase";

interface Answered {
  answer: SenderAnswer;
  at: string;
}

/** Senders a person answers for, with room to spare; past it, the answer given longest ago goes. */
export const MAX_ANSWERED_SENDERS = 200;
const MAX_ADDRESS = 254;

export const purchaseSendersKey = (connectionId: string) => `purchase-senders:${connectionId}`;

const normal = (address: string) => address.trim().toLowerCase().slice(0, MAX_ADDRESS);

/** What the person said of this sender's mails, or null: never asked, or never answered. */
export async function answerFor(kv: KVNamespace, connectionId: string, address: string | null): Promise<SenderAnswer | null> {
  if (!address) return null;
  const all = await kv.get<Record<string, Answered>>(purchaseSendersKey(connectionId), "json");
  return all?.[normal(address)]?.answer ?? null;
}

/** Keeps the person's answer for this sender (the latest answer wins). */
export async function rememberAnswer(
  kv: KVNamespace,
  connectionId: string,
  address: string | null,
  answer: SenderAnswer,
  at = new Date(),
): Promise<void> {
  if (!address) return;
  const all = (await kv.get<Record<string, Answered>>(purchaseSendersKey(connectionId), "json")) ?? {};
  all[normal(address)] = { answer, at: at.toISOString() };
  const kept = Object.entries(all)
    .sort(([, a], [, b]) => b.at.localeCompare(a.at))
    .slice(0, MAX_ANSWERED_SENDERS);
  await kv.put(purchaseSendersKey(connectionId), JSON.stringify(Object.fromEntries(kept)));
}
