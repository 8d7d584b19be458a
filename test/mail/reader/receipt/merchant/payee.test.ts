// Who was paid: the markup's merchant, else the original sender's display name or domain — never the
// forwarder, never a payment processor (the beneficiary the body names instead).
import { describe, expect, it } from "vitest";
import { mail, read, textReceipt, USER } from "../fixtures";

const receipt = textReceipt("Order total: €70.00");

describe("the original sender's display name, without department words", () => {
  it.each([
    ["Example Shop", "Example Shop"],
    ["Example Shop Receipts", "Example Shop"],
    ['"Example Shop | Orders"', "Example Shop"],
    ["Kaffeerösterei Bohne Kundenservice", "Kaffeerösterei Bohne"],
    ["Jane's Pottery via Shopify", "Jane's Pottery"],
  ])("%s → %s", async (name, merchant) => {
    const r = await read(mail({ fromName: name, text: receipt }));
    expect([r.merchant, r.how.merchant]).toEqual([merchant, "sender: display name"]);
  });
});

describe("the sender's domain when the display name says nothing", () => {
  it("takes the registered domain, not the mail subdomain", async () => {
    for (const name of [null, "", "no-reply", "Receipts", "orders@mail.example-shop.co.uk"]) {
      const r = await read(mail({ fromName: name, fromAddress: "orders@mail.example-shop.co.uk", text: receipt }));
      expect([r.merchant, r.how.merchant], String(name)).toEqual(["example-shop.co.uk", "sender: domain"]);
    }
  });
  it("does not name a mail platform's domain as the merchant", async () => {
    const r = await read(mail({ fromName: null, fromAddress: "store+123@shopifyemail.com", text: receipt }));
    expect(r.merchant).toBe(null);
  });
});

describe("never the person who forwarded the receipt", () => {
  it("names no merchant when the sender is the forwarder (the forward was not unwrapped)", async () => {
    const r = await read(mail({ fromName: "Me Myself", fromAddress: "Me@Example.org", text: receipt }), `Me Myself <${USER}>`);
    expect([r.merchant, r.how.merchant]).toEqual([null, "no business named: the sender is the person who forwarded the receipt"]);
  });
});

describe("a payment processor's mail names the beneficiary in the body", () => {
  it.each([
    ["PayPal", "service@paypal.com", "You paid €12.00 EUR to Shop X", "Shop X", "12.00", "eur"],
    ["PayPal", "service@paypal.de", "Sie haben eine Zahlung über 12,00 € EUR an Laden Y gesendet.", "Laden Y", "12.00", "eur"],
    [
      "PayPal",
      "service@paypal.fr",
      "Vous avez envoyé un paiement de 12,00 € EUR à Boutique Z.\nMontant total : 12,00 €",
      "Boutique Z",
      "12.00",
      "eur",
    ],
    ["Square", "messenger@messaging.squareup.com", "Payment to Corner Café\nTotal $8.50", "Corner Café", "8.50", "usd"],
    ["Paddle", "help@paddle.com", "Merchant: Acme Apps Ltd\nAmount paid: £24.00", "Acme Apps Ltd", "24.00", "gbp"],
    ["Klarna", "noreply@klarna.com", "Zahlung an Schuhhaus Müller\nGesamtbetrag: 89,90 €", "Schuhhaus Müller", "89.90", "eur"],
  ])("%s: %s", async (name, address, text, merchant, total, currency) => {
    const r = await read(mail({ fromName: name, fromAddress: address, subject: "Receipt", text }));
    expect([r.verdict, r.merchant, r.total, r.currency]).toEqual(["purchase", merchant, total, currency]);
    expect(r.how.merchant).toBe(`label: the beneficiary of a ${name} payment`);
  });
  it("reads a beneficiary from the subject ('Your receipt from Shop X #1234')", async () => {
    const r = await read(
      mail({
        fromName: "Stripe",
        fromAddress: "receipts+acct_1abc@stripe.com",
        subject: "Your receipt from Northwind Books #2211-4433",
        text: "Amount paid\n$19.00",
      }),
    );
    expect(r.merchant).toBe("Northwind Books");
  });
  it("takes the display name a processor sends in, and never the processor itself", async () => {
    const named = await read(
      mail({ fromName: "Northwind Books", fromAddress: "receipts+acct_1abc@stripe.com", text: "Amount paid\n$19.00" }),
    );
    expect([named.merchant, named.how.merchant]).toEqual([
      "Northwind Books",
      "sender: display name (mail sent by Stripe for the merchant)",
    ]);
    const unnamed = await read(mail({ fromName: "PayPal", fromAddress: "service@paypal.com", text: "Total: €12.00" }));
    expect([unnamed.merchant, unnamed.how.merchant]).toEqual([null, "no business named: the mail is from PayPal and names no beneficiary"]);
  });
});

describe("an anonymised sender, a bank or a card network is never the payee", () => {
  it.each([
    ["Example", "email@example.com"],
    ["Redacted", "user@redacted.invalid"],
    ["[REDACTED]", "noreply@shop.test"],
    ["Anonymous", "anon@mailer.example"],
  ])("%s <%s>", async (fromName, fromAddress) => {
    const r = await read(mail({ fromName, fromAddress, text: receipt }));
    expect(r.merchant).toBe(null);
    expect(r.how.merchant).toMatch(/^no business named: .*the display name is an anonymised placeholder/);
  });
  it("keeps a real shop's domain when only its display name is a placeholder", async () => {
    const r = await read(mail({ fromName: "Unknown", fromAddress: "orders@mail.kaffeebohne.de", text: receipt }));
    expect([r.merchant, r.how.merchant]).toEqual([
      "kaffeebohne.de",
      'sender: domain (the display name is an anonymised placeholder ("Unknown"))',
    ]);
  });
  it.each([
    ["Royal Bank of Canada", "alerts@rbc.com"],
    ["Sparkasse KölnBonn", "info@sparkasse-koelnbonn.de"],
    ["Banco Ejemplo", "avisos@bancoejemplo.es"],
    ["Visa Card Services", "alerts@visa.com"],
  ])("%s <%s>", async (fromName, fromAddress) => {
    const r = await read(mail({ fromName, fromAddress, text: receipt }));
    expect([r.merchant, r.how.merchant]).toEqual([
      null,
      `no business named: no merchant in the markup or the text, the display name is a bank or card network ("${fromName}")`,
    ]);
  });
});

describe("a brand's display name with its web address", () => {
  it.each([
    ["Walgreens.com", "Thank you for shopping at Walgreens.\nWalgreens Cash rewards\nVisit Walgreens.com", "Walgreens"],
    ["Zalando.net", "Danke für deine Bestellung bei Zalando!\nDein Zalando-Team", "Zalando"],
    ["Fnac.com", "Merci pour votre commande sur Fnac.com. L'équipe Fnac", "Fnac.com"],
    ["Booking.com", "Thanks for booking with Booking.com!\nBooking.com Customer Service\nBooking details", "Booking.com"],
    ["Hotels.com", "Hotels.com confirmation\nYour stay with Hotels.com", "Hotels.com"],
  ])("%s → %s", async (fromName, intro, merchant) => {
    const r = await read(mail({ fromName, fromAddress: "receipts@mail.brand.com", text: textReceipt("Order total: $70.00", intro) }));
    expect(r.merchant).toBe(merchant);
  });
  it("keeps a country store's suffix: it names which of the brand's shops was paid", async () => {
    const r = await read(
      mail({
        fromName: "Amazon.ca",
        fromAddress: "auto-confirm@amazon.ca",
        text: textReceipt("Order total: $70.00", "Thanks for shopping with Amazon"),
      }),
    );
    expect(r.merchant).toBe("Amazon.ca");
  });
});
