// Several charges in one mail: what this mail says was charged now is booked, and what it says comes later
// (the rest after a deposit, the next shipment) is said in the transaction's notes.
import { describe, expect, it } from "vitest";
import { receiptPlan } from "../../../../../src/receipts/reader/receipt-plan";
import { mail, read, RECEIVED, textReceipt } from "../fixtures";

describe("a deposit now and the rest later: the deposit is booked, the rest is in the notes", () => {
  it.each([
    [
      "an English holiday let",
      "Booking total: $500.00\nDeposit paid: $100.00\nRemaining balance: $400.00 due on arrival",
      "100.00",
      "Later: Remaining balance: $400.00 due on arrival",
    ],
    [
      "a German holiday flat",
      "Gesamtpreis: 1.200,00 €\nAnzahlung geleistet: 300,00 €\nRestbetrag: 900,00 € (14 Tage vor Anreise)",
      "300.00",
      "Later: Restbetrag: 900,00 € (14 Tage vor Anreise)",
    ],
    [
      "a French caterer",
      "Montant total : 850,00 €\nAcompte versé : 255,00 €\nReste à payer : 595,00 €",
      "255.00",
      "Later: Reste à payer : 595,00 €",
    ],
    [
      "a split shipment",
      "Order total: $80.00\nWe charged $30.00 to your Visa ending in 4242 for this shipment.\nThe remaining $50.00 will be charged when your other items ship.",
      "30.00",
      "Later: The remaining $50.00 will be charged when your other items ship.",
    ],
  ])("%s", async (_, totals, total, later) => {
    const r = await read(mail({ text: textReceipt(totals, "Thanks for your booking!") }));
    expect([r.verdict, r.total, r.later]).toEqual(["purchase", total, later]);
    const plan = receiptPlan({ purchase: r, messageId: "<m@example>", receivedAt: RECEIVED });
    expect(plan.items[0]!.item.notes).toContain(later);
  });
  it("says nothing later for a receipt charged once", async () => {
    const r = await read(mail({ text: textReceipt("Order total: $70.00\nAmount charged: $70.00") }));
    expect(r.later).toBeUndefined();
  });
});
