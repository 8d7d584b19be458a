// Money in text and its currency: the code or sign next to the amount, decimal conventions of each country,
// and "$" or "kr" decided by the merchant's country (or the receipt's language), said when unsure.
import { describe, expect, it } from "vitest";
import { moneyIn } from "../../../../../src/mail/reader/receipt/money/amounts";
import { mail, read, textReceipt } from "../fixtures";

describe("money in text: sign or code before or after, each decimal convention", () => {
  it("reads the digits with the amount's own separators", () => {
    const one = (s: string) => moneyIn(s).map((m) => [m.value, m.sign]);
    expect(one("€1.234,56")).toEqual([["1234.56", "€"]]);
    expect(one("1\u00a0234,56\u00a0€")).toEqual([["1234.56", "€"]]);
    expect(one("1 234,56 zł")).toEqual([["1234.56", "zł"]]);
    expect(one("CHF 1'234.50")).toEqual([["1234.50", "CHF"]]);
    expect(one("$1,234")).toEqual([["1234.00", "$"]]);
    expect(one("12,- €")).toEqual([["12.00", "€"]]);
    expect(one("EUR70")).toEqual([["70.00", "EUR"]]);
    expect(one("70.00 USD")).toEqual([["70.00", "USD"]]);
    expect(one("US$ 70")).toEqual([["70.00", "US$"]]);
    expect(one("-$5.00")).toEqual([["5.00", "$"]]);
    expect(one("₹1,23,456.00")).toEqual([["123456.00", "₹"]]);
    expect(one("70,00 €TTC")).toEqual([["70.00", "€"]]);
    expect(one("CHF 70.–")).toEqual([["70.00", "CHF"]]);
    expect(one("70 EURO")).toEqual([]);
    expect(moneyIn("-$5.00")[0]!.negative).toBe(true);
  });
  it("does not read counts, dates, percentages, phone numbers or references as money", () => {
    expect(moneyIn("2 items, order 112-3344556, placed 12.03.2024, 19 % VAT, call +49 30 1234567")).toEqual([]);
    expect(moneyIn("Qty 2 $20.00").map((m) => m.value)).toEqual(["20.00"]);
  });
});

describe("the currency is the code or sign next to the amount", () => {
  it.each([
    ["Total: €70.00", "eur"],
    ["Total: £70.00", "gbp"],
    ["Total: 70,00 zł", "pln"],
    ["Total: 1.790 Kč", "czk"],
    ["Total: CA$70.00", "cad"],
    ["Total: A$70.00", "aud"],
    ["Total: $70.00 CAD", "cad"],
    ["Total: NOK 700,00", "nok"],
    ["Total: ¥7,000", "jpy"],
  ])("%s → %s", async (line, currency) => {
    expect((await read(mail({ text: textReceipt(line) }))).currency).toBe(currency);
  });
  it("takes a code on the total's line, else the mail's other amounts, when the amount has no sign", async () => {
    expect((await read(mail({ text: textReceipt("Total (EUR)\t70,00") }))).currency).toBe("eur");
    const r = await read(mail({ text: textReceipt("Mug\t€20,00\nTea\t€50,00\nTotaal\t70,00") }));
    expect([r.currency, r.how.currency]).toEqual(["eur", "label: no sign next to the total; the currency of the mail's other amounts"]);
    const none = await read(mail({ text: textReceipt("Totaal\t70,00") }));
    expect([none.total, none.currency]).toEqual(["70.00", null]);
    expect(none.how.currency).toMatch(/^no currency/);
  });
  it("decodes character references and quoted-printable left in the text", async () => {
    expect((await read(mail({ text: textReceipt("Order total: &euro;70.00") }))).currency).toBe("eur");
    const qp = await read(mail({ text: "Gesamtbetrag: 70,00 =E2=82=AC\nVielen Dank f=C3=BCr Ihre Bestellung=\n bei uns." }));
    expect([qp.total, qp.currency]).toEqual(["70.00", "eur"]);
  });
});

describe("$ is the dollar of the merchant's country", () => {
  it("reads $ as cad or aud from the sender's country domain", async () => {
    const ca = await read(mail({ fromAddress: "orders@maplegoods.ca", text: textReceipt("Order total: $70.00") }));
    expect([ca.currency, ca.how.currency]).toEqual(["cad", "label: $ read as cad (the merchant's domain .ca)"]);
    const au = await read(mail({ fromAddress: "hello@mail.wombatwares.com.au", text: textReceipt("Total: $70.00") }));
    expect([au.currency, au.how.currency]).toEqual(["aud", "label: $ read as aud (the merchant's domain .com.au)"]);
    const nz = await read(mail({ fromAddress: "shop@kiwi-kit.co.nz", text: textReceipt("Total: $70.00") }));
    expect(nz.currency).toBe("nzd");
  });
  it("reads $ from an address in the body or the markup, saying which", async () => {
    const body = await read(mail({ text: textReceipt("Total: $70.00", "Maple Goods Inc.\n100 King St W\nToronto, ON M5X 1A9") }));
    expect([body.currency, body.how.currency]).toEqual([
      "cad",
      "label: $ read as cad (an address in the body (the merchant's or the buyer's))",
    ]);
    const sydney = await read(
      mail({ text: textReceipt("Total: $70.00", "Wombat Wares Pty Ltd\n1 George St\nSydney NSW 2000\nABN 12 345 678 901") }),
    );
    expect(sydney.currency).toBe("aud");
    const named = await read(mail({ text: textReceipt("Total: $70.00", "Ship to:\nJane Doe\n1 Main Street, Halifax, Canada") }));
    expect(named.currency).toBe("cad");
    const html = `<div itemscope itemtype="https://schema.org/Order"><div itemprop="seller" itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Maple Goods</span><div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><meta itemprop="addressCountry" content="CA"></div></div><meta itemprop="price" content="$70.00"></div>`;
    const markup = await read(mail({ html }));
    expect([markup.total, markup.currency, markup.how.currency]).toEqual([
      "70.00",
      "cad",
      "markup: $ read as cad (the merchant's address in the markup)",
    ]);
  });
  it("reads a country that ends an address line after a comma, its spaces or a tab, not one inside a longer part", async () => {
    const ends = [
      "1 Main Street, Halifax,\u00a0 Canada",
      "1 Main Street\tCANADA",
      "Halifax ,\u2003New Zealand",
      "Auckland, Nouvelle Zélande, New Zealand",
    ];
    for (const line of ends) expect([line, (await read(mail({ text: textReceipt("Total: $70.00", line) }))).currency]).not.toContain("usd");
    const inside = ["1 Main Street, Halifax Canada", "Ships to Canada, the States and Mexico, Inc", "Canada, 1 Main Street"];
    for (const line of inside)
      expect([line, (await read(mail({ text: textReceipt("Total: $70.00", line) }))).currency]).toEqual([line, "usd"]);
  });
  it("reads $ as the dollar the mail names elsewhere, else as usd and says it assumed so", async () => {
    const elsewhere = await read(mail({ text: textReceipt("Subtotal: $60.00 CAD\nTotal: $70.00") }));
    expect(elsewhere.currency).toBe("cad");
    const us = await read(mail({ text: textReceipt("Total: $70.00") }));
    expect([us.currency, us.how.currency]).toEqual(["usd", "label: $ read as usd: nothing in the mail names another dollar's country"]);
  });
});

describe("kr is the crown of the merchant's country or the receipt's language", () => {
  it("reads kr by domain, by language, and leaves it open otherwise", async () => {
    expect((await read(mail({ fromAddress: "order@butik.se", text: textReceipt("Total: 700,00 kr") }))).currency).toBe("sek");
    expect((await read(mail({ fromAddress: "ordre@butik.dk", text: textReceipt("Total: 700,00 kr.") }))).currency).toBe("dkk");
    expect((await read(mail({ text: textReceipt("I alt: 700,00 kr.") }))).currency).toBe("dkk");
    const open = await read(mail({ text: textReceipt("Total: 700,00 kr") }));
    expect([open.total, open.currency, open.how.currency]).toEqual([
      "700.00",
      null,
      "label: kr without a country: Swedish, Danish or Norwegian crowns, not sure which",
    ]);
  });
});

describe("the Turkish lira written TL after the amount", () => {
  it.each([
    ["Total: 1.399,89 TL", "1399.89"],
    ["Total: 85 TL", "85.00"],
  ])("%s", async (totals, value) => {
    const r = await read(mail({ text: textReceipt(totals) }));
    expect([r.total, r.currency]).toEqual([value, "try"]);
  });
});

describe("signs that name one currency: won, rouble, hryvnia, rupiah, ringgit", () => {
  it.each([
    ["Total: 35,900원", "35900.00", "krw"],
    ["Total: 2 990 руб.", "2990.00", "rub"],
    ["Total: 1 969 грн", "1969.00", "uah"],
    ["Total: Rp251.000", "251000.00", "idr"],
    ["Order Total: RM45.90", "45.90", "myr"],
  ])("%s", async (totals, value, currency) => {
    const r = await read(mail({ text: textReceipt(totals) }));
    expect([r.total, r.currency]).toEqual([value, currency]);
  });
});

describe("¥ under Chinese labels is the yuan, whatever the sender's domain", () => {
  it("reads cny from a .com sender", async () => {
    const r = await read(mail({ fromAddress: "order@shop-example.com", text: textReceipt("订单总额：¥268.00") }));
    expect([r.total, r.currency]).toEqual(["268.00", "cny"]);
  });
  it("still reads jpy under Japanese labels", async () => {
    const r = await read(mail({ fromAddress: "order@shop-example.com", text: textReceipt("合計：¥2,680") }));
    expect([r.total, r.currency]).toEqual(["2680.00", "jpy"]);
  });
});
