// POST /receipts/:id/add: a receipt held for its amount is booked with the amount the person gives, as one
// transaction through the receipt's own delivery steps; bad input is a 400 that names the field, a second
// "Add" a 409, and a browser session must call from Intake's own pages.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkedFetch } from "../support/answers";
import { SESSION_COOKIE, openSession } from "../../src/connections/sessions";
import { type InboxEntry, listReceipts } from "../../src/mail/inbox";
import { receiptExternalId } from "../../src/mail/reader/receipt-plan";
import { connected, deliver, forward, RECEIPT } from "../support/mail";
import { photoReceipt } from "../support/picture-mails";
import { tunableOutbox } from "../support/outboxes";
import { waitFor } from "../support/world";

const ORIGIN = "https://intake.test";
/** A photo: nothing read but its day. */
const EMPTY = { merchant: null, total: "18.40", currency: null, date: "2026-10-05", orderNumber: null, items: [] };

async function setUp() {
  const { world, connectionId, address } = await connected();
  const apiKey = `key-${world.name}`;
  const add = (id: string, body: unknown, headers: Record<string, string> = { Authorization: `Bearer ${apiKey}` }) =>
    checkedFetch(`${ORIGIN}/receipts/${id}/add`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const inbox = async () => (await listReceipts(env.CONNECTIONS, connectionId, { limit: 10 })).receipts;
  const held = async (raw = photoReceipt(address)): Promise<InboxEntry> => {
    await deliver(raw, address);
    const [entry] = await inbox();
    return entry!;
  };
  return { world, connectionId, address, add, inbox, held };
}

/**
 * Every job the connection queued has settled: what is in the budget then is all its receipts made. (Not a pause:
 * one too short on a busy machine counts before a second transaction could land.)
 */
async function settled(connectionId: string): Promise<void> {
  expect(await tunableOutbox().jobCount(connectionId)).toBeGreaterThan(0);
  await waitFor(
    () => tunableOutbox().workLeft(connectionId),
    (left) => left === 0,
  );
}

describe("a held receipt is booked with the amount the person gives", () => {
  it("holds a photo as needs_amount with what was read, and Add makes it one transaction", async () => {
    const { world, add, held, inbox } = await setUp();
    const entry = await held();
    expect(entry).toMatchObject({ verdict: "needs_amount", fields: { date: "2026-10-05", total: null } });
    expect(entry.reason).toMatch(/^no total could be read, but it reads as a purchase \(a photo or scan you sent yourself/);

    const response = await add(entry.id, { amount: "18,40", payee: "  Bistro   Lina " });
    expect(response.status).toBe(200);
    const { receipt } = (await response.json()) as { receipt: InboxEntry };
    expect(receipt).toMatchObject({
      id: entry.id,
      verdict: "queued",
      fields: { merchant: "Bistro Lina", total: "18.40", date: "2026-10-05" },
      how: { total: "you: entered on the Receipts page", merchant: "you: entered on the Receipts page" },
    });
    expect(receipt.job_id).toBeTruthy();
    expect(receipt.reason).toBeUndefined();
    // The inbox keeps the entry in its place, now queued.
    expect((await inbox()).map((e) => [e.id, e.verdict])).toEqual([[entry.id, "queued"]]);
    const landed = await waitFor(
      () => world.transactions(),
      (t) => t.length > 0,
    );
    expect(landed.map((t) => [t.payee, t.amount, t.date, t.manual_account_id])).toEqual([["Bistro Lina", "18.4000", "2026-10-05", 101]]);
  });

  it("takes a corrected currency and date", async () => {
    const { world, add, held } = await setUp();
    const entry = await held();
    const response = await add(entry.id, { amount: 7, currency: "EUR", date: "2026-10-04" });
    expect(response.status).toBe(200);
    const landed = await waitFor(
      () => world.transactions(),
      (t) => t.length > 0,
    );
    expect(landed.map((t) => [t.amount, (t as typeof t & { currency: string }).currency, t.date])).toEqual([
      ["7.0000", "eur", "2026-10-04"],
    ]);
  });
});

describe("what the person gives is no longer unsure", () => {
  it("keeps a day taken from when the mail arrived marked unsure until the person gives the day", async () => {
    const { add, held, address } = await setUp();
    // Without a Date header, the day is the one the mail arrived on: a guess.
    const undated = () => photoReceipt(address).replace("Date: Mon, 05 Oct 2026 13:10:00 +0200\r\n", "");
    const first = await held(undated());
    expect(first.confidence).toEqual({ date: "low" });
    const amountOnly = (await (await add(first.id, { amount: "18.40" })).json()) as { receipt: InboxEntry };
    expect(amountOnly.receipt.confidence).toEqual({ date: "low" });
    const second = await held(undated());
    const withDay = (await (await add(second.id, { amount: "18.40", date: "2026-10-05" })).json()) as { receipt: InboxEntry };
    expect(withDay.receipt.confidence).toBeUndefined();
  });
});

describe("a receipt is booked once", () => {
  it("answers 409 to a second Add and books nothing more", async () => {
    const { world, connectionId, add, held } = await setUp();
    const entry = await held();
    expect((await add(entry.id, { amount: "18.40" })).status).toBe(200);
    const again = await add(entry.id, { amount: "18.40" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { verdict: "queued", message: expect.stringMatching(/already added/) } });
    await settled(connectionId);
    expect((await world.transactions()).length).toBe(1);
  });

  it("makes the same photo forwarded twice and added twice one transaction (the receipt's external_id rule)", async () => {
    const { world, connectionId, add, address, held } = await setUp();
    const messageId = `<${crypto.randomUUID()}@example.org>`;
    const first = await held(photoReceipt(address, messageId));
    const second = await held(photoReceipt(address, messageId));
    expect(first.id).not.toBe(second.id);
    // Two clicks at once, or the two copies added apart: the service sees one external_id.
    const answers = await Promise.all([add(first.id, { amount: "18.40" }), add(second.id, { amount: "18.40" })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const booked = await Promise.all(answers.map(async (a) => ((await a.json()) as { receipt: InboxEntry }).receipt.external_id));
    // The Message-ID's id, as a receipt read whole would have (receipt-plan.ts), whatever amount was typed.
    expect(booked).toEqual([receiptExternalId(EMPTY, messageId, new Date()), receiptExternalId(EMPTY, messageId, new Date())]);
    await settled(connectionId);
    expect((await world.transactions()).length).toBe(1);
  });
});

describe("bad input is a 400 that names the field, and nothing is booked", () => {
  it.each([
    ["no amount", {}, "amount"],
    ["an empty amount", { amount: " " }, "amount"],
    ["zero", { amount: "0.00" }, "amount"],
    ["a negative amount", { amount: "-5" }, "amount"],
    ["an exponent", { amount: "1e3" }, "amount"],
    ["a number beyond the service's limits", { amount: 1e21 }, "amount"],
    ["too many digits", { amount: "123456789012.50" }, "amount"],
    ["five decimals", { amount: "12.34567" }, "amount"],
    ["a thousands separator", { amount: "1,234" }, "amount"],
    ["words", { amount: "twelve" }, "amount"],
    ["an unknown currency", { amount: "5", currency: "XYZ" }, "currency"],
    ["a day that does not exist", { amount: "5", date: "2026-02-30" }, "date"],
    ["a date in another form", { amount: "5", date: "05/10/2026" }, "date"],
    ["a payee too long", { amount: "5", payee: "x".repeat(101) }, "payee"],
  ])("%s", async (_name, body, field) => {
    const { world, add, held, inbox } = await setUp();
    const entry = await held();
    const response = await add(entry.id, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { status: 400, field } });
    expect((await inbox())[0]?.verdict).toBe("needs_amount");
    expect(await world.transactions()).toEqual([]);
  });

  it("refuses a body that is not the JSON asked for", async () => {
    const { add, held } = await setUp();
    const entry = await held();
    expect((await add(entry.id, { amount: "5", tip: "1" })).status).toBe(400);
  });

  it("answers 404 for an id the inbox does not have", async () => {
    const { add } = await setUp();
    for (const id of ["999999999999999-deadbeef", "not-an-id", "..%2Fmailbox"]) expect((await add(id, { amount: "5" })).status).toBe(404);
  });

  it("answers 409 for a receipt that was not held", async () => {
    const { add, address, inbox } = await setUp();
    await deliver(forward({ to: address, original: RECEIPT }), address);
    const [entry] = await inbox();
    const response = await add(entry!.id, { amount: "5" });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { verdict: "queued" } });
  });
});

describe("Add is authenticated like the other receipt routes", () => {
  it("needs a credential", async () => {
    const { add, held } = await setUp();
    const entry = await held();
    expect((await add(entry.id, { amount: "5" }, {})).status).toBe(401);
  });

  it("accepts the session cookie from Intake's own pages only", async () => {
    const { world, connectionId, add, held } = await setUp();
    const entry = await held();
    const cookie = `${SESSION_COOKIE}=${await openSession(env.CONNECTIONS, connectionId, null)}`;
    expect((await add(entry.id, { amount: "5" }, { Cookie: cookie })).status).toBe(403);
    expect((await add(entry.id, { amount: "5" }, { Cookie: cookie, Origin: "https://elsewhere.example" })).status).toBe(403);
    expect((await add(entry.id, { amount: "5" }, { Cookie: cookie, "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect(await world.transactions()).toEqual([]);
    expect((await add(entry.id, { amount: "5" }, { Cookie: cookie, Origin: ORIGIN })).status).toBe(200);
  });
});
