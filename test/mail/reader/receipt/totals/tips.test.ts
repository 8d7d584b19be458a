// The tip a receipt's total includes: the card's authorisation was the bill before it, so matching meets a tap or a
// pending row that much below the total, and a receipt that states none only at its own total.
import { describe, expect, it } from "vitest";
import { receiptPlan } from "../../../../../src/mail/reader/receipt-plan";
import { tipIn } from "../../../../../src/mail/reader/receipt/totals/tips";
import { mail, read, RECEIVED, textReceipt } from "../fixtures";

describe("a tip line above the total is the tip it includes", () => {
  it.each([
    ["an American diner", "Subtotal: $40.00\nTip (20%): $8.00\nTotal: $48.00", "48.00", "8.00"],
    ["a Square receipt", "Purchase $36.50\nTip $6.57\nTotal $43.07", "43.07", "6.57"],
    ["a gratuity", "Food & Beverage $112.00\nGratuity $22.40\nAmount Charged $134.40", "134.40", "22.40"],
    ["a German café", "Zwischensumme: 18,40 €\nTrinkgeld: 1,60 €\nGesamtbetrag: 20,00 €", "20.00", "1.60"],
    ["a French bistro", "Sous-total : 52,00 €\nPourboire : 5,00 €\nTotal : 57,00 €", "57.00", "5.00"],
    ["a Spanish bar", "Subtotal: 30,00 €\nPropina: 3,00 €\nTotal: 33,00 €", "33.00", "3.00"],
  ])("%s", async (_, totals, total, tip) => {
    const r = await read(mail({ text: textReceipt(totals, "Thanks for dining with us!") }));
    expect([r.verdict, r.total, r.tip]).toEqual(["purchase", total, tip]);
    const plan = receiptPlan({ purchase: r, messageId: "<m@example>", receivedAt: RECEIVED });
    expect(plan.items[0]!.item.custom_metadata).toEqual({ receipt: { tip } });
  });

  it("reads the amount on the next line when a table put it there", () => {
    expect(tipIn(["Subtotal", "$40.00", "Tip", "$8.00", "Total", "$48.00"], "48.00", 4)).toBe("8.00");
  });
});

describe("no tip is said where the receipt states none", () => {
  it.each([
    ["a grocery's receipt", "Subtotal: $112.40\nTax: $2.26\nTotal: $114.66"],
    ["a tip of nothing", "Subtotal: $40.00\nTip: $0.00\nTotal: $40.00"],
    ["a service charge (part of the bill)", "Subtotal: $40.00\nService charge: $5.00\nTotal: $45.00"],
    ["a tip line of the total itself", "Total incl. tip: $48.00"],
  ])("%s", async (_, totals) => {
    const r = await read(mail({ text: textReceipt(totals) }));
    expect(r.verdict).toBe("purchase");
    expect(r.tip).toBeUndefined();
  });
  it("never a tip as large as the total", () => {
    expect(tipIn(["Tip: $48.00", "Total: $48.00"], "48.00", 1)).toBeNull();
  });
});
