// A mail books a payment only on positive evidence: one that names an amount but nothing saying the person paid is
// held with one question, "Is this a purchase?"; their answer ("Add" or "Not a purchase") is kept for the sender, so
// its next such mails are booked or left out without asking. Mails that prove a payment are not asked about.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkedFetch } from "../support/answers";
import { type InboxEntry, listReceipts } from "../../src/mail/inbox";
import { answerFor, MAX_ANSWERED_SENDERS, rememberAnswer } from "../../src/mail/purchase-senders";
import { connected, deliver, forward, RECEIPT } from "../support/mail";
import { waitFor } from "../support/world";

const ORIGIN = "https://intake.test";

/** A forwarded mail of `from` that names an amount and nothing else: no paid word, card, item, order or receipt. */
const notice = (from: string, subject: string, amount: string, n = 1) => `---------- Forwarded message ---------
From: ${from}
Date: Sat, 3 Oct 2026 at 14:0${n}
Subject: ${subject}
To: Pat <pat@example.org>

Hello Pat,
Here is the latest from us.
Total: ${amount}
`;

async function setUp() {
  const { world, connectionId, address } = await connected();
  const headers = { Authorization: `Bearer key-${world.name}`, "Content-Type": "application/json" };
  const inbox = async () => (await listReceipts(env.CONNECTIONS, connectionId, { limit: 20 })).receipts;
  const send = async (original: string, messageId: string): Promise<InboxEntry> => {
    const before = (await inbox()).length;
    await deliver(forward({ to: address, original, messageId }), address);
    return (await waitFor(inbox, (e) => e.length > before))[0]!;
  };
  const add = (id: string, amount: string) =>
    checkedFetch(`${ORIGIN}/receipts/${id}/add`, { method: "POST", headers, body: JSON.stringify({ amount }) });
  const notAPurchase = (id: string) => checkedFetch(`${ORIGIN}/receipts/${id}/not-a-purchase`, { method: "POST", headers });
  return { world, send, add, notAPurchase };
}

describe("a mail that proves no payment is held with one question, never booked on its total alone", () => {
  it.each([
    ["Lumen Studio <hello@lumenstudio.com>", "News from Lumen Studio", "$1,337.00"],
    ["Nordlicht Hosting <info@nordlicht-hosting.de>", "Ihre Übersicht", "119,00 €"],
    ["Atelier Sève <contact@atelier-seve.fr>", "Votre récapitulatif", "64,90 €"],
  ])("%s", async (from, subject, amount) => {
    const { world, send } = await setUp();
    const entry = await send(notice(from, subject, amount), `<n-${crypto.randomUUID()}@x>`);
    expect(entry).toMatchObject({ verdict: "needs_review", question: "is_purchase" });
    expect(entry.reason).toMatch(/^is this a purchase\?/);
    expect(await world.transactions()).toEqual([]);
  });

  it("a receipt that says what was bought is booked without a question", async () => {
    const { send } = await setUp();
    const entry = await send(RECEIPT, "<r-1@x>");
    expect(entry.verdict).toBe("queued");
    expect(entry.question).toBeUndefined();
    expect(entry.how?.evidence).toBeTruthy();
  });
});

describe("the person's answer is remembered for the sender", () => {
  const from = "Lumen Studio <hello@lumenstudio.com>";

  it("Add books it, and the sender's next such mail is booked without asking", async () => {
    const { world, send, add } = await setUp();
    const first = await send(notice(from, "Your session", "$80.00", 1), "<s-1@x>");
    expect((await add(first.id, "80.00")).status).toBe(200);
    const second = await send(notice(from, "Your session", "$95.00", 2), "<s-2@x>");
    expect(second).toMatchObject({ verdict: "queued", how: { evidence: "you said mails from hello@lumenstudio.com are purchases" } });
    const landed = await waitFor(
      () => world.transactions(),
      (t) => t.length === 2,
    );
    expect(landed.map((t) => t.amount).sort()).toEqual(["80.0000", "95.0000"]);
    // Another sender is still asked.
    const other = await send(notice("Harbor Yoga <hi@harboryoga.com>", "Your session", "$20.00", 3), "<s-3@x>");
    expect(other).toMatchObject({ verdict: "needs_review", question: "is_purchase" });
  });

  it("Not a purchase leaves it out, and the sender's next such mails too; a receipt of theirs is still booked", async () => {
    const { world, send, notAPurchase } = await setUp();
    const first = await send(notice(from, "Your statement", "$1,337.00", 1), "<d-1@x>");
    const answered = await notAPurchase(first.id);
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as { receipt: InboxEntry }).receipt).toMatchObject({ verdict: "not_a_receipt" });
    const second = await send(notice(from, "Your statement", "$990.00", 2), "<d-2@x>");
    expect(second).toMatchObject({ verdict: "not_a_receipt", reason: "you said mails from hello@lumenstudio.com are not purchases" });
    const receipt = RECEIPT.replace("Corner Books <orders@cornerbooks.example>", from);
    expect((await send(receipt, "<d-3@x>")).verdict).toBe("queued");
    const landed = await waitFor(
      () => world.transactions(),
      (t) => t.length > 0,
    );
    expect(landed.map((t) => t.amount)).toEqual(["25.9800"]);
  });

  it("an entry already answered cannot be answered again", async () => {
    const { send, notAPurchase } = await setUp();
    const entry = await send(notice(from, "Your statement", "$10.00", 1), "<a-1@x>");
    expect((await notAPurchase(entry.id)).status).toBe(200);
    expect((await notAPurchase(entry.id)).status).toBe(409);
    expect((await notAPurchase("no-such-entry")).status).toBe(404);
  });
});

describe("the answers kept are bounded: past 200 senders, the answer given longest ago goes", () => {
  it("keeps the 200 latest of 201 answers, each still deciding its sender", async () => {
    const connectionId = `c-cap-${crypto.randomUUID()}`;
    const start = Date.parse("2026-11-01T00:00:00Z");
    for (let i = 0; i <= MAX_ANSWERED_SENDERS; i++)
      await rememberAnswer(
        env.CONNECTIONS,
        connectionId,
        `shop${i}@example.com`,
        i % 2 ? "purchase" : "not_purchase",
        new Date(start + i * 1000),
      );
    expect(await answerFor(env.CONNECTIONS, connectionId, "shop0@example.com")).toBeNull();
    expect(await answerFor(env.CONNECTIONS, connectionId, "SHOP1@example.com")).toBe("purchase");
    expect(await answerFor(env.CONNECTIONS, connectionId, `shop${MAX_ANSWERED_SENDERS}@example.com`)).toBe("not_purchase");
  });
});
