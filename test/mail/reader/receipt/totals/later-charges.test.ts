// Several charges in one mail: what this mail says was charged now is booked, and what it says comes later
// (the rest after a deposit, the next shipment) is said in the transaction's notes.
import { describe, expect, it } from "vitest";
import { receiptPlan } from "../../../../../src/mail/reader/receipt-plan";
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
  it.each([
    [
      "cs",
      "Celková cena: 1 200 Kč\nZaplaceno: 300 Kč\nDoplatek: 900 Kč (při převzetí)",
      "300.00",
      "Later: Doplatek: 900 Kč (při převzetí)",
    ],
    ["sk", "Celková cena: 120,00 €\nZaplatené: 30,00 €\nDoplatok: 90,00 € pri prevzatí", "30.00", "Later: Doplatok: 90,00 € pri prevzatí"],
    ["tr", "Toplam tutar: 12.000,00 TL\nÖdenen tutar: 3.000,00 TL\nKalan tutar: 9.000,00 TL", "3000.00", "Later: Kalan tutar: 9.000,00 TL"],
    [
      "hu",
      "Végösszeg: 120 000 Ft\nFizetett összeg: 30 000 Ft\nFennmaradó összeg: 90 000 Ft",
      "30000.00",
      "Later: Fennmaradó összeg: 90 000 Ft",
    ],
    [
      "ro",
      "Total comandă: 1.200,00 lei\nSumă plătită: 300,00 lei\nRest de plată: 900,00 lei",
      "300.00",
      "Later: Rest de plată: 900,00 lei",
    ],
    [
      "ru",
      "Сумма заказа: 12 000 ₽\nОплачено: 3 000 ₽\nОстаток к оплате: 9 000 ₽ при получении",
      "3000.00",
      "Later: Остаток к оплате: 9 000 ₽ при получении",
    ],
    [
      "uk",
      "Сума замовлення: 12 000 грн\nСплачено: 3 000 грн\nЗалишок до сплати: 9 000 грн",
      "3000.00",
      "Later: Залишок до сплати: 9 000 грн",
    ],
    ["zh", "订单总额：¥1,200.00\n已支付：¥300.00\n尾款：¥900.00", "300.00", "Later: 尾款：¥900.00"],
  ])("names the rest in the languages added last: %s", async (_, totals, total, later) => {
    const r = await read(mail({ text: textReceipt(totals, "Thanks for your booking!") }));
    expect([r.verdict, r.total, r.later]).toEqual(["purchase", total, later]);
  });
  it("says nothing later for a receipt charged once", async () => {
    const r = await read(mail({ text: textReceipt("Order total: $70.00\nAmount charged: $70.00") }));
    expect(r.later).toBeUndefined();
  });
});
