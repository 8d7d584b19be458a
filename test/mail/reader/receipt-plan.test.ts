// A receipt becomes one insert item with an external_id that survives re-forwarding.
import { describe, expect, it } from "vitest";
import { merchantKey, receiptPlan, type ReadPurchase } from "../../../src/mail/reader/receipt-plan";

const purchase = {
  merchant: "ACME Inc.",
  total: "70.00",
  currency: "usd",
  date: "2026-10-03",
  orderNumber: "112-4471",
  items: ["Mug", "Tea"],
};
const at = new Date("2026-10-04T08:00:00Z");

describe("one receipt is one item, money out, with the order and item lines as notes", () => {
  it("builds the insert item", () => {
    const plan = receiptPlan({ purchase, messageId: "<a@b>", receivedAt: at });
    expect(plan.items).toHaveLength(1);
    expect(plan.items[0]!.item).toMatchObject({
      date: "2026-10-03",
      amount: "70.00",
      currency: "usd",
      payee: "ACME Inc.",
      notes: "Order 112-4471 · Mug · Tea",
    });
  });
  it("dates a receipt that names no date by when it arrived", () => {
    expect(receiptPlan({ purchase: { ...purchase, date: null }, messageId: null, receivedAt: at }).items[0]!.item.date).toBe("2026-10-04");
  });
});

describe("a receipt keeps when the shop sent it: of two taps alike, the one just before is its payment", () => {
  it("writes the instant in the item's metadata, and nothing when none is known", () => {
    const sent = receiptPlan({ purchase, messageId: "<a@b>", receivedAt: at, sentAt: "2026-10-03T17:42Z" });
    expect(sent.items[0]!.item.custom_metadata).toEqual({ receipt: { sent: "2026-10-03T17:42Z" } });
    expect(receiptPlan({ purchase, messageId: "<a@b>", receivedAt: at }).items[0]!.item.custom_metadata).toBeUndefined();
  });
});

describe("a receipt read from weak evidence asks the person, in its report, to check it", () => {
  it("says which fields are unsure, and nothing when none is", () => {
    const unsure = receiptPlan({ purchase: { ...purchase, confidence: { total: "low", date: "low" } }, messageId: null, receivedAt: at });
    expect(unsure.items[0]!.review).toBe(
      "confidence low: nothing else in the mail confirms the total; the day comes from weak evidence (the inbox says how each was read)",
    );
    expect(receiptPlan({ purchase: { ...purchase, confidence: {} }, messageId: null, receivedAt: at }).items[0]!.review).toBeUndefined();
  });
  it("marks an unconfirmed total for the bank's row to correct, and only the total", () => {
    const plan = (confidence: ReadPurchase["confidence"]) =>
      receiptPlan({ purchase: { ...purchase, confidence }, messageId: null, receivedAt: at }).items[0]!.amountUnsure;
    expect([plan({ total: "low" }), plan({ date: "low", merchant: "low" }), plan({})]).toEqual([true, undefined, undefined]);
  });
});

describe("the order number makes confirmation, shipping mail and invoice one transaction", () => {
  it("gives the same external_id whatever the mail and the merchant's spelling", () => {
    const confirmation = receiptPlan({ purchase, messageId: "<one@acme>", receivedAt: at }).items[0]!.item.external_id;
    const invoice = receiptPlan({ purchase: { ...purchase, merchant: "acme" }, messageId: "<two@acme>", receivedAt: at }).items[0]!.item
      .external_id;
    expect(invoice).toBe(confirmation);
    expect(merchantKey("Müller GmbH")).toBe("muller");
  });
  it("tells two merchants' equal order numbers apart", () => {
    const other = receiptPlan({ purchase: { ...purchase, merchant: "Globex" }, messageId: null, receivedAt: at }).items[0]!.item
      .external_id;
    expect(other).not.toBe(receiptPlan({ purchase, messageId: null, receivedAt: at }).items[0]!.item.external_id);
  });
});

describe("without an order number, the original's Message-ID makes a re-forward one transaction", () => {
  it("gives the same id for the same Message-ID, with or without angle brackets", () => {
    const p = { ...purchase, orderNumber: null };
    const a = receiptPlan({ purchase: p, messageId: "<X1@Shop.example>", receivedAt: at }).items[0]!.item.external_id;
    const b = receiptPlan({ purchase: p, messageId: "x1@shop.example", receivedAt: new Date() }).items[0]!.item.external_id;
    expect(a).toBe(b);
    expect(a.length).toBeLessThanOrEqual(75);
  });
});

describe("notes say what was bought, within the service's 350 characters", () => {
  const notesOf = (p: Partial<ReadPurchase>) =>
    receiptPlan({ purchase: { ...purchase, ...p }, messageId: null, receivedAt: at }).items[0]!.item.notes;
  it("names the first three items, shortened at a word, and how many more", () => {
    const items = [
      "Organic Fair Trade Whole Bean Coffee, Dark Roast, 2 lb bag",
      "Stainless steel pour-over kettle",
      "Paper filters × 2",
      "Mug",
      "Tea",
    ];
    expect(notesOf({ items })).toBe(
      "Order 112-4471 · Organic Fair Trade Whole Bean Coffee… · Stainless steel pour-over kettle · Paper filters × 2 · +2 more",
    );
  });
  it("says where a ride or flight went, and the card's raw descriptor", () => {
    expect(notesOf({ orderNumber: null, items: [], route: "E 2 St & Ave C → E 5 St & Ave C" })).toBe("E 2 St & Ave C → E 5 St & Ave C");
    expect(notesOf({ orderNumber: "XK9Q2L", items: [], route: "FRA → JFK" })).toBe("Order XK9Q2L · FRA → JFK");
    expect(notesOf({ orderNumber: null, items: [], descriptor: "AMZN Mktp CA" })).toBe("Card: AMZN Mktp CA");
  });
  it("leaves items out before passing the limit, never the order number", () => {
    const long = "x".repeat(30);
    const notes = notesOf({ orderNumber: "A".repeat(40), route: `${"P".repeat(150)} → ${"Q".repeat(150)}`, items: [long, long, long] })!;
    expect(notes.length).toBeLessThanOrEqual(350);
    expect(notes.startsWith(`Order ${"A".repeat(40)} · P`)).toBe(true);
    expect(notes).not.toContain(long);
  });
});
