// Label-anchored totals: the amount after "Order total", "Gesamtbetrag", "Total TTC"… on the same line, the
// next line or the cell below; never a subtotal, tax, shipping, discount or share capital.
import { describe, expect, it } from "vitest";
import { mail, read, textReceipt } from "../fixtures";

const total = async (text: string) => (await read(mail({ text }))).total;

describe("a total label with its amount on the same line", () => {
  it("reads the amount after the label, whatever the separator and layout", async () => {
    for (const [text, value] of [
      ["Order total: $70.00", "70.00"],
      ["ORDER TOTAL ......... $70.00", "70.00"],
      ["Grand Total\t$1,234.56", "1234.56"],
      ["Your order total is $70.00.", "70.00"],
      ["Total (2 items): $70.00", "70.00"],
      ["Invoice total 70.00 USD", "70.00"],
      ["Amount due: USD 70", "70.00"],
      ["Order Total" + " ".repeat(62) + "$70.00", "70.00"],
    ] as const) {
      expect(await total(textReceipt(text)), text).toBe(value);
    }
    const r = await read(mail({ text: textReceipt("Item: Mug\nOrder total: $70.00") }));
    expect(r.how.total).toBe('label: "Order total" (same line); unconfirmed: nothing else in the mail says this amount');
  });
});

describe("a total label with its amount on the next line", () => {
  it("reads a line that is only the amount, past blank lines", async () => {
    const r = await read(mail({ text: textReceipt("Order total\n$70.00") }));
    expect([r.total, r.currency, r.how.total]).toEqual([
      "70.00",
      "usd",
      'label: "Order total" (next line); unconfirmed: nothing else in the mail says this amount',
    ]);
    expect(await total(textReceipt("Order Total:\n\n   $ 70.00"))).toBe("70.00");
    expect(await total(textReceipt("Gesamtbetrag\n70,00 €"))).toBe("70.00");
  });
  it("reads the cell below the label in a table of labels over values", async () => {
    const r = await read(mail({ text: textReceipt("Subtotal\tShipping\tTotal\n$60.00\t$5.00\t$65.00") }));
    expect([r.total, r.how.total]).toEqual(["65.00", 'label: "Total" (cell below); confirmed by arithmetic: 60.00 + 5.00 = 65.00']);
  });
  it("does not read the items under an item table's header as its total", async () => {
    const r = await read(mail({ text: textReceipt("Item\tQty\tTotal\nMug\t2\t$40.00\nTea\t1\t$30.00\nTotal\t\t$70.00") }));
    expect([r.total, r.how.total]).toEqual(["70.00", 'label: "Total" (same line); confirmed by arithmetic: 40.00 + 30.00 = 70.00']);
  });
  it.each([
    ["en", "Order total\nView order receipt\n$112.56", "112.56"],
    ["de", "Gesamtbetrag\nBestellung ansehen\n42,75 €", "42.75"],
    ["fr", "Total de la commande\nVoir ma commande\n36,20 €", "36.20"],
    ["es", "Total del pedido\nVer pedido\n19,95 €", "19.95"],
    ["ja", "ご請求金額\n注文内容を見る\n¥3,980", "3980.00"],
  ])("reads past a link or a button between the label and its amount (%s)", async (_, totals, value) => {
    expect(await total(textReceipt(totals))).toBe(value);
  });
  it("reads past a link's words, never past words that name another amount", async () => {
    expect(await total(textReceipt("Amount due\nPay online\n$64.00"))).toBe("64.00");
    expect(await total(textReceipt("Order total\nYou saved\n$5.00"))).toBe(null);
  });
  it("does not take a sentence of its own below a label", async () => {
    const r = await read(mail({ text: textReceipt("Total\nYou saved $5.00 on this order") }));
    // An order confirmation without a readable total is held for its amount (hold.ts), not booked.
    expect([r.total, r.verdict]).toEqual([null, "needs_amount"]);
  });
});

describe("never a subtotal, tax, shipping, discount or net amount", () => {
  it("takes only the total of a full summary, in any order of lines", async () => {
    const summary = "Subtotal: $60.00\nShipping & handling: $5.00\nEstimated tax: $4.80\nDiscount (WELCOME10): -$6.00\nTotal: $63.80";
    expect(await total(textReceipt(summary))).toBe("63.80");
    expect(await total(textReceipt("Total: $63.80\nSubtotal: $60.00\nTotal tax: $4.80\nTotal savings: $6.00"))).toBe("63.80");
  });
  it("reads a summary written on one line", async () => {
    expect(await total(textReceipt("Subtotal $60.00 · Tax $5.00 · Shipping $5.00 · Total $70.00"))).toBe("70.00");
  });
  it("does not take a subtotal whose name holds the word total", async () => {
    expect(await total(textReceipt("Sub-total: $60.00\nItems total: $60.00\nMerchandise total: $60.00\nTotal: $70.00"))).toBe("70.00");
    expect(await total(textReceipt("Sub-total: $60.00\nItems total: $60.00"))).toBe(null);
  });
  it("reads nothing when only other amounts are labelled", async () => {
    const r = await read(mail({ text: textReceipt("Subtotal: $60.00\nSales tax: $4.80\nShipping: $5.00\nTotal savings: $6.00") }));
    expect([r.total, r.verdict]).toEqual([null, "needs_amount"]);
  });
  it("takes a total that says tax or shipping is included, not one before tax", async () => {
    expect(await total(textReceipt("Total (incl. VAT)\t€70.00"))).toBe("70.00");
    expect(await total(textReceipt("Gesamtbetrag inkl. 19 % MwSt.\t70,00 €"))).toBe("70.00");
    expect(await total(textReceipt("Total including shipping: £70.00"))).toBe("70.00");
    expect(await total(textReceipt("Totale IVA inclusa: 70,00 €"))).toBe("70.00");
    expect(await total(textReceipt("Total HT : 58,33 €\nNettobetrag 58,33 €\nTotal excl. VAT £58.33"))).toBe(null);
  });
});

describe("never a footer's share capital", () => {
  it("reads the total, not the company's capital in the legal footer", async () => {
    for (const footer of [
      "Example Shop Ltd · share capital €50,000 · Registered in England 01234567",
      "Beispiel GmbH · Stammkapital: 25.000,00 EUR · HRB 12345 · Geschäftsführer: A. Muster",
      "Exemple SAS au capital de 50 000 € · RCS Paris 123 456 789",
      "Esempio S.r.l. · Capitale sociale € 10.000,00 i.v.",
    ]) {
      const r = await read(mail({ text: `Order #1001\nTotal: €70.00\n\n${footer}` }));
      expect(r.total, footer).toBe("70.00");
      const capitalOnly = await read(mail({ text: `Thank you for your message.\n\n${footer}` }));
      expect(capitalOnly.total, footer).toBe(null);
    }
  });
});

describe("money that left the account outranks a named total", () => {
  it("takes the amount charged after a gift card, not the order total", async () => {
    const r = await read(mail({ text: textReceipt("Order total: $75.00\nGift card: -$5.00\nAmount charged to Visa ending 4242: $70.00") }));
    expect([r.total, r.how.total]).toEqual(["70.00", 'label: "Amount charged" (same line); confirmed by arithmetic: 75.00 − 5.00 = 70.00']);
  });
  it("reads a charge written before its verb", async () => {
    expect(await total(textReceipt("$70.00 has been charged to your card."))).toBe("70.00");
    expect(await total(textReceipt("Der Betrag von 70,00 € wurde von Ihrem Konto abgebucht."))).toBe("70.00");
  });
  it("takes the largest of disagreeing totals of the same strength, and says so", async () => {
    const r = await read(mail({ text: textReceipt("Shipment 1\nTotal: $20.00\nShipment 2\nTotal: $50.00\nTotal: $70.00") }));
    expect(r.total).toBe("70.00");
    expect(r.how.total).toContain("labels disagree (20.00, 50.00, 70.00): took the largest");
  });
});

describe("a condition or a charge still to come is not a total", () => {
  it("does not read 'orders over $50' or 'you will be charged' as the total", async () => {
    expect(await total(textReceipt("Free shipping when your order total is over $50.00"))).toBe(null);
    expect(await total(textReceipt("Bestellsumme ab 29,00 € versandkostenfrei"))).toBe(null);
    const trial = await read(mail({ text: textReceipt("Total due today: $0.00\nYou will be charged $9.99 on November 9, 2024.") }));
    expect([trial.total, trial.verdict]).toEqual(["0.00", "not_a_receipt"]);
  });
});

describe("each language's total label", () => {
  it.each([
    ["German", "Zwischensumme 1.037,44 €\nVersandkosten 0,00 €\nMwSt. 19 % 197,12 €\nGesamtbetrag 1.234,56 €", "1234.56", "eur"],
    ["German Summe", "Artikel 1 Tasse 12,50 EUR\nSumme: 12,50 EUR", "12.50", "eur"],
    ["French", "Total HT 58,33 €\nTVA (20 %) 11,67 €\nFrais de livraison 0,00 €\nTotal TTC 70,00 €", "70.00", "eur"],
    ["Italian", "Subtotale € 57,38\nIVA 22% € 12,62\nSpedizione € 0,00\nTotale € 70,00", "70.00", "eur"],
    ["Spanish", "Subtotal 57,85 €\nIVA (21 %) 12,15 €\nGastos de envío 0,00 €\nImporte total 70,00 €", "70.00", "eur"],
    ["Dutch", "Subtotaal € 57,85\nVerzendkosten € 0,00\nBTW 21% € 12,15\nTotaal € 70,00", "70.00", "eur"],
    ["Swedish", "Delsumma 560,00 kr\nFrakt 0,00 kr\nMoms 25 % 140,00 kr\nAtt betala 700,00 kr", "700.00", "sek"],
    ["Danish", "Subtotal 560,00 kr.\nFragt 0,00 kr.\nMoms 140,00 kr.\nI alt 700,00 kr.", "700.00", "dkk"],
    ["Polish", "Razem netto 56,91 zł\nVAT 23% 13,09 zł\nDostawa 0,00 zł\nDo zapłaty 70,00 zł", "70.00", "pln"],
    ["Swiss German", "Zwischensumme CHF 1'150.00\nMwSt. 7.7 % CHF 84.50\nTotal CHF 1'234.50", "1234.50", "chf"],
  ])("%s", async (_, totals, value, currency) => {
    const r = await read(mail({ text: textReceipt(totals, "Bestellung / Order A-1001") }));
    expect([r.total, r.currency, r.verdict]).toEqual([value, currency, "purchase"]);
  });
});

describe("total labels of Czech, Slovak, Turkish, Hungarian, Romanian and Finnish receipts", () => {
  it.each([
    ["cs", "Mezisoučet: 1 990 Kč\nDoprava: 49 Kč\nCelkem k úhradě: 2 039 Kč\nz toho DPH 21 %: 354 Kč", "2039.00", "czk"],
    ["cs, paid", "Cena zboží: 780,00 Kč\nZaplaceno kartou: 780,00 Kč", "780.00", "czk"],
    ["sk", "Medzisúčet: 42,90 €\nDoprava: 3,50 €\nSpolu k úhrade: 46,40 €", "46.40", "eur"],
    ["tr", "Ara Toplam: 1.549,89 TL\nKargo: 0,00 TL\nİndirim: -150,00 TL\nToplam: 1.399,89 TL (KDV dahil)", "1399.89", "try"],
    ["tr, ₺ and Genel Toplam", "Ürünler: ₺420,00\nKargo: ₺29,99\nGenel Toplam: ₺449,99", "449.99", "try"],
    ["hu", "Részösszeg: 12 990 Ft\nSzállítási díj: 1 490 Ft\nFizetendő összeg: 14 480 Ft", "14480.00", "huf"],
    ["ro", "Subtotal produse: 249,99 lei\nTransport: 15,99 lei\nTotal de plată: 265,98 lei", "265.98", "ron"],
    ["fi", "Välisumma: 84,90 €\nToimitus: 5,90 €\nYhteensä: 90,80 €\nsis. ALV 25,5 %: 18,44 €", "90.80", "eur"],
  ])("%s", async (_, totals, value, currency) => {
    const r = await read(mail({ text: textReceipt(totals) }));
    expect([r.verdict, r.total, r.currency]).toEqual(["purchase", value, currency]);
  });
});

describe("one instalment of a plan is not the order's total", () => {
  it.each([
    ["pt, 10x de", "Valor total: R$ 1.199,00\nForma de pagamento: Cartão de crédito em 10x de R$ 119,90 sem juros", "1199.00"],
    ["pt, 10x sem juros de", "Valor total: R$ 1.199,00\nPago com cartão em 10x sem juros de R$ 119,90", "1199.00"],
    ["en, payments of", "Order total: $100.00\nPaid with Visa in 4 interest-free payments of $25.00", "100.00"],
    ["it, rate da", "Totale ordine: 99,90 €\nPagato con carta in 3 rate da 33,30 €", "99.90"],
    ["es, cuotas de", "Total: 1.188,00 €\nPagado con tarjeta en 12 cuotas sin intereses de 99,00 €", "1188.00"],
    ["es-MX, meses sin intereses", "Total $899.00\nPagaste con tarjeta de crédito en 6 meses sin intereses de $149.83", "899.00"],
  ])("%s", async (_, totals, value) => {
    const r = await read(mail({ text: textReceipt(totals) }));
    expect([r.verdict, r.total]).toEqual(["purchase", value]);
  });
});

describe("total labels of Russian, Ukrainian, Greek, Hebrew, Indonesian, Chinese and Korean receipts", () => {
  it.each([
    ["ru", "Товары (2): 3 490 ₽\nДоставка: 0 ₽\nСкидка: −500 ₽\nИтого к оплате: 2 990 ₽", "2990.00", "rub"],
    ["uk", "Товари: 1 899 ₴\nДоставка: 70 ₴\nРазом до сплати: 1 969 ₴", "1969.00", "uah"],
    ["el", "Υποσύνολο: 54,90 €\nΜεταφορικά: 2,50 €\nΣύνολο: 57,40 €", "57.40", "eur"],
    ["he", 'סכום ביניים: 412.50 ₪\nדמי משלוח: 29.90 ₪\nסה"כ לתשלום: 442.40 ₪', "442.40", "ils"],
    ["id", "Total Harga (2 barang): Rp259.000\nOngkos Kirim: Rp12.000\nDiskon: -Rp20.000\nTotal Bayar: Rp251.000", "251000.00", "idr"],
    ["zh", "商品总额：¥1,299.00\n运费：¥0.00\n优惠：-¥100.00\n实付款：¥1,199.00", "1199.00", "cny"],
    ["ko", "상품금액 38,900원\n배송비 0원\n할인금액 -3,000원\n총 결제금액 35,900원", "35900.00", "krw"],
  ])("%s", async (_, totals, value, currency) => {
    const r = await read(mail({ text: textReceipt(totals) }));
    expect([r.verdict, r.total, r.currency]).toEqual(["purchase", value, currency]);
  });
});

describe("what an offer saves is no total, in the languages whose totals are read", () => {
  it.each([
    ["cs", "Celkem ušetříte 3 000 Kč"],
    ["ru", "Итого экономия: 3 000 ₽"],
    ["zh", "合计节省：¥600.00"],
  ])("%s", async (_, line) => {
    expect(await total(`Sony WH-1000XM5\n${line}`)).toBe(null);
  });
});

describe("a count before a rate or a fee is no instalment plan", () => {
  it.each([
    ["nights at a rate", "Room total (3 night rate): €360.00", "360.00"],
    ["tickets counted with x", "Total (2 x adult tickets): €50.00", "50.00"],
  ])("%s", async (_, line, value) => {
    expect(await total(line)).toBe(value);
  });
});
