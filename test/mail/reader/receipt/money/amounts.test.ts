// Amounts are numbers as people write them on a receipt: an exponent, a hexadecimal, "NaN" or a value the
// service cannot store is no amount at all, never a shorter number read from its first digits.
import { describe, expect, it } from "vitest";
import { mail, read, textReceipt } from "../fixtures";

const jsonLd = (price: unknown) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    "@context": "http://schema.org",
    "@type": "Order",
    merchant: { "@type": "Organization", name: "Example Shop" },
    orderNumber: "A-1",
    price,
    priceCurrency: "USD",
  })}</script></head><body><p>Thanks for your order!</p></body></html>`;

describe("a number in scientific or programmers' notation is not an amount", () => {
  it.each([
    ["an exponent after a dollar sign", "Order total: $1e400"],
    ["a small exponent", "Total: $1e3"],
    ["a signed exponent with decimals", "Montant total : 1,5E+3 €"],
    ["an exponent before the sign", "Gesamtbetrag: 1e400 €"],
    ["a hexadecimal", "Total: $0x1F"],
    ["not a number", "Importe total: NaN €"],
  ])("%s", async (_, line) => {
    const r = await read(mail({ text: textReceipt(line) }));
    // A receipt whose total cannot be read is held for the person's amount (hold.ts), never booked.
    expect([r.verdict, r.total], line).toEqual(["needs_amount", null]);
  });
  it("reads the amount people wrote next to one", async () => {
    const r = await read(mail({ text: textReceipt("Order total: $1e400\nAmount charged: $12.50") }));
    expect([r.verdict, r.total]).toEqual(["purchase", "12.50"]);
  });
  it("is not read from markup either", async () => {
    for (const price of ["1e400", "1.5e3", "NaN", 1e21, "Infinity"]) {
      const r = await read(mail({ html: jsonLd(price), text: "Thanks for your order!" }));
      expect(r.total, String(price)).toBe(null);
    }
  });
});

describe("a value beyond what the service stores is not an amount", () => {
  it("reads eleven integer digits and refuses twelve or more, in text and in markup", async () => {
    expect((await read(mail({ text: textReceipt("Total: $99,999,999,999.99") }))).total).toBe("99999999999.99");
    for (const line of ["Total: $123,456,789,012.00", "Summe: 123.456.789.012,00 €", "Total: 1234567890123456789 EUR"]) {
      const r = await read(mail({ text: textReceipt(line) }));
      expect([r.verdict, r.total], line).toEqual(["needs_amount", null]);
    }
    expect((await read(mail({ html: jsonLd("123456789012.00"), text: "Thanks!" }))).total).toBe(null);
  });
});
