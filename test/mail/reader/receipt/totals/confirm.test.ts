// A total is sure only when something else in the mail says it too: the lines around it add up to it, a payment
// method carries it, the subject names it, another label repeats it. `how.total` says what confirmed it; a total
// nothing confirms is read all the same, with confidence "low".
import { describe, expect, it } from "vitest";
import { mail, read, textReceipt } from "../fixtures";

const UNCONFIRMED = "unconfirmed: nothing else in the mail says this amount";

describe("the lines around a total that add up to it confirm it", () => {
  it.each([
    [
      "en, a summary with shipping, tax and a discount",
      "Ceramic mug $18.00\nTea sampler $24.50\nSubtotal $42.50\nShipping $5.99\nSales tax $3.40\nDiscount (WELCOME) -$4.25\nOrder total $47.64",
      "47.64",
      "42.50 + 5.99 + 3.40 − 4.25 = 47.64",
    ],
    [
      "de, items, shipping and a voucher without a subtotal",
      "Wanderkarte Harz 12,90 €\nStirnlampe 34,00 €\nVersand 4,95 €\nGutschein -5,00 €\nGesamtbetrag 46,85 €",
      "46.85",
      "12.90 + 34.00 + 4.95 − 5.00 = 46.85",
    ],
    [
      "fr, a discount written without its minus",
      "Sous-total 58,00 €\nLivraison 3,50 €\nRemise fidélité 8,00 €\nTotal TTC 53,50 €",
      "53.50",
      "58.00 + 3.50 − 8.00 = 53.50",
    ],
    [
      "es, a meal with its tip",
      "Menú del día 12,50 €\nBebida 2,20 €\nPropina 1,30 €\nTotal 16,00 €",
      "16.00",
      "12.50 + 2.20 + 1.30 = 16.00",
    ],
    [
      "ja, a summary with a coupon",
      "小計 ¥3,000\n送料 ¥500\n消費税 ¥350\nクーポン割引 -¥200\n合計 ¥3,650",
      "3650.00",
      "3000.00 + 500.00 + 350.00 − 200.00 = 3650.00",
    ],
    [
      "a VAT the prices already hold",
      "Schreibtischlampe 120,00 €\nGutschein -50,00 €\nenthaltene MwSt. 11,18 €\nSumme 70,00 €",
      "70.00",
      "120.00 − 50.00 (the taxes included) = 70.00",
    ],
  ])("%s", async (_, totals, value, sum) => {
    const r = await read(mail({ text: textReceipt(totals) }));
    expect([r.total, r.how.total, r.confidence.total]).toEqual([
      value,
      expect.stringContaining(`confirmed by arithmetic: ${sum}`),
      undefined,
    ]);
  });

  it("reads the fare, fees and credits a payment line lists below it", async () => {
    const r = await read(
      mail({ text: textReceipt("Visa ••••4242\n$23.10\nRide fare\n$19.60\nBooking fee\n$2.50\nTip\n$3.00\nPromotion\n-$2.00") }),
    );
    expect([r.total, r.how.total]).toEqual([
      "23.10",
      'label: "Visa ••••4242" (next line); confirmed by arithmetic: 19.60 + 2.50 + 3.00 − 2.00 = 23.10',
    ]);
  });

  it("reads an order of several travellers as a whole number of the total per traveller", async () => {
    const r = await read(mail({ text: textReceipt("Fare $201.00\nTaxes $45.50\nTotal per traveler: $246.50\nTotal: $493.00") }));
    expect([r.total, r.how.total]).toEqual([
      "493.00",
      expect.stringContaining('"Total" 246.50 is a total per traveler; confirmed by arithmetic: 2 × 246.50 ("Total") = 493.00'),
    ]);
  });

  it("does not count what was saved, earned or a unit's price as part of the sum", async () => {
    const r = await read(
      mail({
        text: textReceipt("Trail socks 3 × $6.00 each\nYou saved $4.00\nPoints earned: $1.80\nSubtotal $18.00\nTax $1.44\nTotal $19.44"),
      }),
    );
    expect(r.how.total).toContain("confirmed by arithmetic: 18.00 + 1.44 = 19.44");
  });
});

describe("a payment method carrying the amount confirms it", () => {
  it.each([
    ["en, a card", "Total: $31.50\nCharged to Mastercard •••• 5100: $31.50", "31.50"],
    ["de, a wallet", "Summe: 18,40 €\nBezahlt mit PayPal: 18,40 €", "18.40"],
    ["fr, a card", "Total TTC : 9,90 €\nCB •••• 1234 : 9,90 €", "9.90"],
    ["es, a phone wallet", "Total: 22,00 €\nPagado con Apple Pay: 22,00 €", "22.00"],
    ["ja, a card", "合計 ¥1,820\nVISA 末尾4242 ¥1,820", "1820.00"],
  ])("%s", async (_, totals, value) => {
    const r = await read(mail({ text: textReceipt(totals) }));
    expect([r.total, r.how.total, r.confidence.total]).toEqual([
      value,
      expect.stringContaining("confirmed by payment_method: "),
      undefined,
    ]);
  });
});

describe("the subject or another label naming the same amount confirms it", () => {
  it.each([
    ["en", "Your receipt from Corner Deli: $14.75", "Turkey club\nTotal: $14.75"],
    ["de", "Ihre Zahlung über 23,00 € ist eingegangen", "Jahresbeitrag Kletterhalle\nGesamt: 23,00 €"],
  ])("the subject (%s)", async (_, subject, totals) => {
    const r = await read(mail({ subject, text: textReceipt(totals) }));
    expect(r.how.total).toContain("confirmed by subject: the subject names the same amount");
  });
  it("another total label", async () => {
    const r = await read(mail({ text: textReceipt("Your total: $60.00\nThanks for shopping with us\nGrand total: $60.00") }));
    expect(r.how.total).toMatch(/confirmed by another_label: "[^"]+" says the same amount$/);
  });
});

describe("a total nothing else confirms is read, and said to be unsure", () => {
  it.each([
    ["en", "Order total: $70.00", "70.00"],
    ["de, a pickup order", "Anzahl: 2\nGesamtpreis: 7,00 €", "7.00"],
    ["fr", "Montant total : 45,00 €", "45.00"],
    ["es", "Importe total: 18,50 €", "18.50"],
    ["ja", "ご請求金額：2,480円", "2480.00"],
  ])("%s", async (_, totals, value) => {
    const r = await read(mail({ text: textReceipt(totals) }));
    expect([r.verdict, r.total, r.confidence, r.how.total]).toEqual([
      "purchase",
      value,
      { total: "low" },
      expect.stringMatching(/; unconfirmed: /),
    ]);
    expect(r.how.total?.endsWith(UNCONFIRMED)).toBe(true);
  });
  it("says a markup total the text does not repeat is unsure, and one it repeats is not", async () => {
    const markup = `<script type="application/ld+json">{"@type": "Order", "seller": {"name": "Tea Shop"}, "price": "30.00", "priceCurrency": "GBP"}</script>`;
    const alone = await read(mail({ html: `${markup}<p>Thanks for your order</p>` }));
    expect([alone.total, alone.confidence.total, alone.how.total]).toEqual(["30.00", "low", `markup: ${UNCONFIRMED}`]);
    const repeated = await read(mail({ html: `${markup}<p>Order total: £30.00</p>` }));
    expect([repeated.confidence.total, repeated.how.total]).toEqual([
      undefined,
      'markup: confirmed by text: the text\'s "Order total" says the same amount',
    ]);
  });
});

describe("a total the subject or a payment method confirms wins over one nothing confirms", () => {
  it("takes the total the subject names over an order total before a voucher with no amount", async () => {
    const r = await read(
      mail({ subject: "Receipt for €41.20", text: textReceipt("Order total: €45.00\nVoucher SPRING applied\nTotal: €41.20") }),
    );
    expect([r.total, r.how.total]).toEqual([
      "41.20",
      'label: "Total" (same line); nothing else in the mail says 45.00 ("Order total"): took 41.20 ("Total"); confirmed by subject: the subject names the same amount',
    ]);
  });
  it("never gives money charged up for an order total", async () => {
    const r = await read(
      mail({ subject: "Order total $25.00", text: textReceipt("Order total: $25.00\nRide credit applied\nYou paid $18.00") }),
    );
    expect([r.total, r.confidence.total]).toEqual(["18.00", "low"]);
  });
});
