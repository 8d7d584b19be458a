// A card alert as a tap, pure: money out is booked, positive; money in, what moved nothing and a payment without a payee
// make no item; a hold is a pending row; one payment keeps one external_id however often its mail is forwarded, and two
// payments have two.
import { describe, expect, it } from "vitest";
import { isAlertId } from "../../src/ids";
import type { CardAlert } from "../../src/mail/reader/alert";
import { alertExternalId, alertItem, alertNotes, asksForPayee, leftToReceipts, unbookedAlert } from "../../src/mail/alert-item";

const RECEIVED = new Date("2026-11-20T12:00:00Z");
const alert = (change: Partial<CardAlert> = {}): CardAlert => ({
  kind: "purchase",
  issuer: "Monzo",
  card: "card ending 4321",
  last4: "4321",
  merchant: "Corner Deli",
  descriptor: null,
  amount: "18.40",
  currency: "gbp",
  original: null,
  date: "2026-11-19",
  minute: "13:05",
  reference: null,
  reason: null,
  how: {},
  ...change,
});
const itemOf = (change: Partial<CardAlert> = {}, messageId: string | null = "<a1@monzo.com>") =>
  alertItem({ alert: alert(change), messageId, receivedAt: RECEIVED });

describe("money out of the account is booked, positive as the service counts it", () => {
  it.each(["purchase", "withdrawal", "hold"] as const)("%s → 18.40", (kind) => {
    expect(itemOf({ kind })?.item.amount).toBe("18.40");
    expect(unbookedAlert(alert({ kind }))).toBeNull();
  });
});

describe("an alert that moved nothing, money in, or a payment without a payee books nothing, and says why", () => {
  it.each([
    ["declined", "insufficient funds", "a declined card payment: nothing was booked (insufficient funds)"],
    ["reversed", null, "a reversed or cancelled card payment: nothing was booked"],
    [
      "pending",
      null,
      "a payment still pending: its completion is told again (the next notice, the bank's row), so this one is listed, not booked",
    ],
    ["notice", null, "a card or account notice (a payment due, a statement, a payment to the card): nothing was booked"],
    ["refund", null, "money in (a refund or credit): listed, not booked; the bank's export brings it"],
    ["incoming", null, "money in (a deposit or a payment received): listed, not booked; the bank's export brings it"],
  ] as const)("%s", (kind, reason, words) => {
    expect(itemOf({ kind, reason })).toBeNull();
    expect(unbookedAlert(alert({ kind, reason }))).toBe(words);
  });
  it("books no payment whose amount the alert does not name", () => {
    expect(itemOf({ amount: null })).toBeNull();
    expect(unbookedAlert(alert({ amount: null }))).toMatch(/names no amount/);
  });
  it("makes up no payee: a withdrawal the alert names no place of is left to the bank's export", () => {
    expect(itemOf({ kind: "withdrawal", merchant: null })).toBeNull();
    expect(unbookedAlert(alert({ kind: "withdrawal", merchant: null }))).toMatch(/names no payee/);
  });
});

describe("the item is a tap's, at the account's amount, the purchase's own amount in the notes", () => {
  it("is provisional as a tap, with the merchant, the day and the account's currency", () => {
    const planned = itemOf({ amount: "42.85", currency: "eur", original: { amount: "40.00", currency: "chf" } });
    expect(planned).toMatchObject({
      provisional: "tap",
      item: { date: "2026-11-19", amount: "42.85", currency: "eur", payee: "Corner Deli" },
    });
    expect(planned?.item.notes).toBe("card alert · Monzo · card ending 4321 · 13:05 · 40.00 CHF");
    // The purchase's own amount: the merchant's receipt of 40.00 CHF meets this transaction by it (receipt-match.ts).
    expect(planned?.item.custom_metadata).toEqual({
      tap: { card: "card ending 4321", alert: "Monzo", original: { amount: "40.00", currency: "chf" } },
    });
    expect(isAlertId(planned?.item.external_id)).toBe(true);
  });
  it("keeps when the issuer sent it: the receipt the shop mails minutes later meets it by that", () => {
    const planned = alertItem({ alert: alert({}), messageId: "<a1@monzo.com>", receivedAt: RECEIVED, sentAt: "2026-11-19T12:06Z" });
    expect(planned?.item.custom_metadata?.tap).toMatchObject({ at: "2026-11-19T12:06Z" });
  });
  it("makes a hold a pending row: the bank books it days later at what was spent", () => {
    const planned = itemOf({ kind: "hold", merchant: "Shell" });
    expect(planned).toMatchObject({ provisional: "pending", item: { custom_metadata: { pending: true } } });
    expect(planned?.item.notes).toContain("pending hold");
  });
  it("keeps the raw descriptor beside the tidied merchant", () => {
    expect(alertNotes(alert({ merchant: "Corner Bakery", descriptor: "SQ *CORNER BAKERY" }))).toContain("Card: SQ *CORNER BAKERY");
  });
  it("dates an alert that names no day by its arrival", () => {
    expect(itemOf({ date: null })?.item.date).toBe("2026-11-20");
  });
});

describe("one payment, one external_id; two payments, two", () => {
  const id = (change: Partial<CardAlert>, messageId: string | null) => alertExternalId(alert(change), messageId, RECEIVED);
  it("keeps the id of one alert mail forwarded twice", () => {
    expect(id({}, "<a1@monzo.com>")).toBe(id({}, " <A1@monzo.com> "));
  });
  it("tells two coffees of one price on one day apart by their mails", () => {
    expect(id({}, "<a1@monzo.com>")).not.toBe(id({}, "<a2@monzo.com>"));
  });
  it("takes the issuer's reference over the mail: the same payment alerted twice is one", () => {
    expect(id({ reference: "8F3K2" }, "<a1@monzo.com>")).toBe(id({ reference: "8F3K2" }, "<a9@monzo.com>"));
    expect(id({ reference: "8F3K2" }, null)).not.toBe(id({ reference: "8F3K3" }, null));
  });
  it("keeps a refund that carries its purchase's reference apart from the purchase", () => {
    expect(id({ reference: "8F3K2" }, null)).not.toBe(id({ reference: "8F3K2", kind: "refund" }, null));
  });
  it("tells payments apart by what moved, where and when when the mail has no id", () => {
    const base = id({}, null);
    expect(id({}, null)).toBe(base);
    for (const change of [{ minute: "13:06" }, { amount: "18.41" }, { merchant: "Other Deli" }, { last4: "9999" }, { date: "2026-11-18" }])
      expect(id(change, null)).not.toBe(base);
  });
});

describe("a payment out whose alert names no payee is the receipt reader's to read", () => {
  it("leaves money out without a payee to the receipt reader, and nothing else", () => {
    expect(leftToReceipts(alert({ merchant: null }))).toBe(true);
    expect(leftToReceipts(alert({ kind: "withdrawal", merchant: null }))).toBe(true);
    expect(leftToReceipts(alert())).toBe(false);
    expect(leftToReceipts(alert({ kind: "declined", merchant: null }))).toBe(false);
    expect(leftToReceipts(alert({ kind: "refund", merchant: null }))).toBe(false);
  });
});

describe("a card payment whose alert names no merchant is held asking for it, unless the receipt reader reads one", () => {
  const receipt = (merchant: string | null, how: string, verdict = "purchase") => ({ verdict, merchant, how: { merchant: how } });
  it("held when the mail names only its sender (the bank's or wallet's own name) or nobody", () => {
    expect(asksForPayee(alert({ merchant: null }), receipt("PayMe by HSBC", "sender: display name"))).toBe(true);
    expect(asksForPayee(alert({ merchant: null }), receipt(null, "no business named", "needs_review"))).toBe(true);
  });
  it("not when the receipt reader reads the payee from the mail's words", () => {
    expect(asksForPayee(alert({ merchant: null }), receipt("xyz.com Ltd", "label: the beneficiary of a PayPal payment"))).toBe(false);
  });
  it("not when it names the merchant, moved nothing, or the receipt reader says it is no purchase", () => {
    expect(asksForPayee(alert(), receipt("Monzo", "sender: display name"))).toBe(false);
    expect(asksForPayee(alert({ kind: "refund", merchant: null }), receipt("Monzo", "sender: display name"))).toBe(false);
    expect(asksForPayee(alert({ kind: "withdrawal", merchant: null }), receipt(null, "", "not_a_receipt"))).toBe(false);
  });
});
