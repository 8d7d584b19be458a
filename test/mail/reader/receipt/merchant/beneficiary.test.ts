// Payment processors, invoicing tools and marketplaces send for the business that was paid: the beneficiary the
// body names wins over the sender's display name, in any of the languages receipts are written in, and whether
// the HTML put the sentence in one line or broke it into table cells.
import { describe, expect, it } from "vitest";
import { mail, read } from "../fixtures";

describe("an invoicing tool's payment confirmation names the business paid", () => {
  it("reads a sentence broken into cells, keeping the company form after a comma (QuickBooks on a mail service)", async () => {
    const html =
      "<table><tr><td>You paid $549.79</td></tr><tr><td>to</td></tr><tr><td>Summit Plumbing &amp; Heating, LLC</td></tr>" +
      "<tr><td>on 12/12/2025</td></tr><tr><td>Invoice no.</td><td>1042</td></tr><tr><td>Total amount</td><td>$549.79</td></tr></table>";
    const r = await read(
      mail({
        fromName: "QuickBooks Payments",
        fromAddress: "quickbooks@u1916451.wl202.sendgrid.net",
        subject: "Payment confirmation",
        html,
      }),
    );
    expect([r.merchant, r.total, r.how.merchant]).toEqual([
      "Summit Plumbing & Heating, LLC",
      "549.79",
      "label: the beneficiary of a QuickBooks payment",
    ]);
  });
  it.each([
    ["FreshBooks", "billing@freshbooks.com", "Payment to\nRiverside Design Studio\nAmount paid: $1,200.00", "Riverside Design Studio"],
    ["Xero", "messaging-service@post.xero.com", "Payee\nBrightside Accounting Ltd\nAmount paid: £240.00", "Brightside Accounting Ltd"],
    ["Etsy", "transaction@etsy.com", "Sold by CopperLeafStudio\nOrder total: €38.00", "CopperLeafStudio"],
  ])("%s", async (name, address, text, merchant) => {
    const r = await read(mail({ fromName: name, fromAddress: address, subject: "Receipt", text }));
    expect([r.merchant, r.how.merchant]).toEqual([merchant, `label: the beneficiary of a ${name} payment`]);
  });
});

describe("the beneficiary label in each language, on its line or above its value", () => {
  it.each([
    ["nl", "Mollie", "noreply@mollie.com", "Begunstigde: Bakkerij Jansen\nBedrag: € 12,50", "Bakkerij Jansen"],
    ["nl", "Mollie", "noreply@mollie.com", "Begunstigde\nBloemenhuis De Roos\nTotaal: € 24,95", "Bloemenhuis De Roos"],
    ["de", "SumUp", "no-reply@sumup.com", "Zahlungsempfänger:\nEiscafé Venezia\nGesamtbetrag: 7,20 €", "Eiscafé Venezia"],
    ["fr", "Zettle", "no-reply@zettle.com", "Bénéficiaire : Boulangerie du Port\nTotal : 6,80 €", "Boulangerie du Port"],
    ["es", "Adyen", "noreply@adyen.com", "Beneficiario: Farmacia Central\nImporte total: 15,30 €", "Farmacia Central"],
    ["it", "Stripe", "receipts@stripe.com", "Esercente\nOttica Bellavista\nTotale: 89,00 €", "Ottica Bellavista"],
    ["pt", "Stripe", "receipts@stripe.com", "Você pagou R$ 45,00 para Padaria Estrela\nTotal: R$ 45,00", "Padaria Estrela"],
    ["en", "Square", "messenger@messaging.squareup.com", "Paid to: Corner Café\nTotal $8.50", "Corner Café"],
  ])("%s: %s", async (_lang, name, address, text, merchant) => {
    const r = await read(mail({ fromName: name, fromAddress: address, subject: "Receipt", text }));
    expect([r.merchant, r.how.merchant]).toEqual([merchant, `label: the beneficiary of a ${name} payment`]);
  });
});

describe("a processor's name is recognised on a mail service, and only there", () => {
  it("a processor's display name on a mail service is the processor, not the merchant", async () => {
    const r = await read(
      mail({ fromName: "PayPal", fromAddress: "service@em.sendgrid.net", subject: "Receipt", text: "Payment to Shop X\nTotal: €12.00" }),
    );
    expect(r.merchant).toBe("Shop X");
  });
  it("a shop's own name on a mail service stays the shop's", async () => {
    const r = await read(mail({ fromName: "Green Leaf Tea", fromAddress: "orders@mg.mailgun.org", text: "Order total: $22.00" }));
    expect([r.merchant, r.how.merchant]).toEqual(["Green Leaf Tea", "sender: display name"]);
  });
});
