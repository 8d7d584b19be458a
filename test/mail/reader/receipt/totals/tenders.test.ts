// An order paid in full with a gift card, points, store credit or a wallet's balance charged nothing: no
// transaction, and the inbox says why. Part paid that way is still a purchase, and points earned are no payment.
import { describe, expect, it } from "vitest";
import { mail, read, textReceipt } from "../fixtures";

const PAID_OTHERWISE = "paid in full with a gift card, points or credit: nothing was charged to a payment method";

describe("an order paid in full with a gift card, points or credit is not a transaction", () => {
  it.each([
    ["an English gift card", "Order total: $45.00\nGift card: -$45.00"],
    ["an English zero charge after points", "Order total: $45.00\nPoints redeemed: -$45.00\nAmount charged: $0.00"],
    ["a German voucher", "Gesamtbetrag: 59,90 €\nBezahlt mit Geschenkkarte: 59,90 €"],
    ["a French gift card", "Total TTC : 32,00 €\nPayé avec carte cadeau : 32,00 €"],
    ["a Spanish store credit", "Importe total: 18,50 €\nSaldo aplicado: -18,50 €"],
    ["a Dutch gift card", "Totaalbedrag € 25,00\nBetaald met cadeaukaart € 25,00"],
  ])("%s", async (_, totals) => {
    const r = await read(mail({ text: textReceipt(totals) }));
    expect([r.verdict, r.reason]).toEqual(["not_a_receipt", PAID_OTHERWISE]);
  });
  it.each([
    ["English", "Award ticket LHR–JFK\nTotal paid: 50,000 Avios"],
    ["German", "Prämienbestellung\nBezahlt mit 4.500 Punkten"],
    ["Spanish", "Canje de recompensa\nTotal: 12.500 puntos"],
  ])("says an order paid only in points charged nothing (%s)", async (_, text) => {
    const r = await read(mail({ text: textReceipt(text) }));
    expect([r.verdict, r.reason]).toEqual(["not_a_receipt", "paid with points or miles: nothing was charged to a payment method"]);
  });
});

describe("an order paid in full with a gift card, in the languages added last, is not a transaction; part paid is a purchase", () => {
  it.each([
    [
      "cs",
      "Celkem k úhradě: 1 990 Kč\nDárková karta: -1 990 Kč",
      "Celkem k úhradě: 1 990 Kč\nDárková karta: -500 Kč\nZaplaceno kartou: 1 490 Kč",
    ],
    [
      "sk",
      "Spolu k úhrade: 49,90 €\nDarčeková karta: -49,90 €",
      "Spolu k úhrade: 49,90 €\nDarčeková karta: -20,00 €\nZaplatené kartou: 29,90 €",
    ],
    [
      "tr",
      "Genel toplam: 649,99 TL\nHediye kartı ile ödendi: 649,99 TL",
      "Genel toplam: 649,99 TL\nHediye kartı: -100,00 TL\nÖdenen tutar: 549,99 TL",
    ],
    [
      "hu",
      "Fizetendő összeg: 12 990 Ft\nAjándékkártya: -12 990 Ft",
      "Fizetendő összeg: 12 990 Ft\nAjándékkártya: -2 990 Ft\nFizetett összeg: 10 000 Ft",
    ],
    [
      "ro",
      "Total de plată: 199,00 lei\nCard cadou utilizat: 199,00 lei",
      "Total de plată: 199,00 lei\nCard cadou: -50,00 lei\nSumă plătită: 149,00 lei",
    ],
    [
      "fi",
      "Maksettava yhteensä: 59,90 €\nLahjakortti: -59,90 €",
      "Maksettava yhteensä: 59,90 €\nLahjakortti: -20,00 €\nMaksettu summa: 39,90 €",
    ],
    [
      "ru",
      "Итого к оплате: 2 990 ₽\nПодарочная карта: -2 990 ₽",
      "Итого к оплате: 2 990 ₽\nПодарочная карта: -1 000 ₽\nОплачено картой: 1 990 ₽",
    ],
    [
      "uk",
      "Разом до сплати: 1 199 грн\nПодарункова картка: -1 199 грн",
      "Разом до сплати: 1 199 грн\nПодарункова картка: -200 грн\nСплачено: 999 грн",
    ],
    ["el", "Σύνολο: 57,40 €\nΔωροκάρτα: -57,40 €", "Σύνολο: 57,40 €\nΔωροκάρτα: -20,00 €\nΠληρώθηκε: 37,40 €"],
    ["he", 'סה"כ לתשלום: 199.00 ₪\nכרטיס מתנה: -199.00 ₪', 'סה"כ לתשלום: 199.00 ₪\nכרטיס מתנה: -50.00 ₪\nשולם: 149.00 ₪'],
    [
      "id",
      "Total Belanja: Rp150.000\nKartu hadiah digunakan: Rp150.000",
      "Total Belanja: Rp150.000\nKartu hadiah: -Rp50.000\nTotal Bayar: Rp100.000",
    ],
    ["zh", "订单总额：¥268.00\n礼品卡抵扣：-¥268.00", "订单总额：¥268.00\n礼品卡抵扣：-¥100.00\n实付款：¥168.00"],
    ["ko", "총 결제금액 35,900원\n상품권 사용 -35,900원", "총 주문금액 35,900원\n상품권 사용 -10,000원\n실결제금액 25,900원"],
  ])("%s", async (_, whole, part) => {
    const r = await read(mail({ text: textReceipt(whole) }));
    expect([r.verdict, r.reason]).toEqual(["not_a_receipt", PAID_OTHERWISE]);
    expect((await read(mail({ text: textReceipt(part) }))).verdict).toBe("purchase");
  });
});

describe("an order that names points or a gift card as its payment, with no amount and no payment method, charged nothing", () => {
  it.each([
    ["an English trip paid with points", "Trip total\n$412.30\nPoints redeemed\n34,500 pts"],
    ["an English gift card with no amount", "Order total: $45.00\nPaid with gift card"],
    ["a German order paid with points", "Gesamtbetrag: 59,90 €\nBezahlt mit Punkten: 5.990 Punkte"],
    ["a French gift card", "Total TTC : 32,00 €\nPayé avec carte cadeau"],
    ["a Spanish order paid with points", "Total: 25,00 €\nPagado con puntos: 2.500 puntos"],
    ["a Japanese order paid with points", "合計：¥3,200\nポイント利用：3,200ポイント"],
  ])("%s", async (_, totals) => {
    const r = await read(mail({ text: textReceipt(totals) }));
    expect([r.verdict, r.reason]).toEqual([
      "not_a_receipt",
      "paid in full with points, miles or a gift card: nothing was charged to a payment method",
    ]);
  });
  it("is a purchase again once a card pays the rest, a card is named, or the points were only earned", async () => {
    const trip = "Trip total\n$412.30\nPoints redeemed\n20,000 pts";
    expect((await read(mail({ text: textReceipt(trip) }))).verdict).toBe("not_a_receipt");
    for (const totals of [
      `${trip}\nBilled to card\n$112.30\nVisa ending in 4242`,
      "Order total: $45.00\nGift card applied\nRemaining balance paid with Visa ending 4242",
      "Total: $70.00\nPoints earned with this order: 70 points",
    ])
      expect((await read(mail({ text: textReceipt(totals) }))).verdict, totals).toBe("purchase");
  });
});

describe("a purchase part paid with a gift card or points, or one that earns points, is still a purchase", () => {
  it.each([
    ["the rest charged to a card", "Order total: $45.00\nGift card: -$20.00\nVisa •••• 1234 $25.00", "25.00"],
    ["the rest charged, said in words", "Gesamtbetrag: 59,90 €\nGutschein eingelöst: -20,00 €\nAbgebucht: 39,90 €", "39.90"],
    ["a gift card bought, not used", "1 x eGift card for Anna $50.00\nOrder total: $50.00", "50.00"],
    ["points earned", "Total: $70.00\nPoints earned: 70 points", "70.00"],
  ])("%s", async (_, totals, value) => {
    const r = await read(mail({ text: textReceipt(totals) }));
    expect([r.verdict, r.total]).toEqual(["purchase", value]);
  });
  it("says nothing about points a newsletter offers", async () => {
    const r = await read(mail({ text: textReceipt("Earn 500 points on your next order!\nYour points balance: 1,200 points") }));
    expect([r.total, r.reason]).toEqual([null, expect.not.stringMatching(/points/)]);
  });
});
