// A charge claimed in someone else's name is no receipt: the original's sender must plausibly be the business
// the mail speaks for. Such mails are "suspicious" (not booked, and the inbox says so).
import { describe, expect, it } from "vitest";
import { mail, read } from "../fixtures";

describe("a callback scam is suspicious: a charge, a number to call if it was not you, from a sender that is not the business", () => {
  it.each([
    [
      "a person's name at a university",
      "Victor R. Ellsworth",
      "v.ellsworth@campus.edu.ec",
      "An order for $1,146.00 has been activated",
      "PayPal\nOrder ID: PP-9327816-ALX\nTotal Amount Charged: $1,146.00\nIf this purchase was not made by you, please contact our customer service team\nto cancel or dispute this transaction.\nBilling Support Line: (808) 216-3302",
    ],
    [
      "a bank's name at an unrelated domain (es)",
      "Soporte Santander",
      "alertas@envios-seguros.xyz",
      "Cargo realizado en su tarjeta",
      "Se ha realizado un cargo de 899,00 € en su tarjeta terminada en 4821.\nImporte total: 899,00 €\nSi no reconoce esta operación, llame de inmediato al 910 123 456.",
    ],
    [
      "a savings bank on a stranger's domain (de)",
      "Sparkasse",
      "info@kontakt-service24.info",
      "Zahlungsbestätigung",
      "Ihre Zahlung wurde ausgeführt.\nBetrag: 1.249,00 €\nFalls Sie diese Zahlung nicht veranlasst haben, rufen Sie uns sofort an:\n0800 123 4567",
    ],
    [
      "a wire confirmation whose From has no domain",
      "citi",
      "fraudulent_email",
      "Wire Transfer Confirmation",
      "We have processed your domestic wire transfer.\nAmount $1500.00 USD\nIf you did NOT initiate this wire transfer, please contact us immediately at:\n1 877 692 7785",
    ],
    [
      "a free-mail renewal (fr)",
      "Service Abonnement",
      "renouvellement.service@outlook.fr",
      "Votre abonnement a été renouvelé",
      "Montant payé : 349,99 €\nSi vous n'avez pas demandé ce renouvellement, appelez le 01 84 88 12 34 pour annuler.",
    ],
  ])("%s", async (_case, fromName, fromAddress, subject, text) => {
    const r = await read(mail({ fromName, fromAddress, subject, text }));
    expect(r.verdict).toBe("suspicious");
    expect(r.reason).toMatch(/^callback scam: the mail asks you to call a number about a charge, and /);
  });
});

describe("a bank's own alert, with the same sentence, is no scam: its domain is its name", () => {
  const alert =
    "A purchase of $90.39 was made on your credit card towards AMZN Mktp CA.\nPurchase Amount: $90.39\nIf you don't recognize this transaction, please call us at 1‑800‑769‑2512 (available 24/7).";
  it.each([
    ["RBC Royal Bank", "ib.alerts@rbc.com"],
    ["American Express", "AmericanExpress@welcome.aexp.com"],
    ["Chase", "no.reply.alerts@chase.com"],
    ["Lyft Receipts", "no-reply@lyftmail.com"],
    // Anonymised upstream: the name is the domain's.
    ["Example", "email@example.com"],
  ])("%s <%s>", async (fromName, fromAddress) => {
    const r = await read(mail({ fromName, fromAddress, subject: "You made a purchase", text: alert }));
    expect(r.verdict).toBe("purchase");
  });
  it("judges nothing when the forward's header block kept only the sender's name", async () => {
    const message = { ...mail({ subject: "You made a purchase", text: alert }), from: { name: "RBC Royal Bank", address: null } };
    expect((await read(message)).verdict).toBe("purchase");
  });
  it("judges nothing when the mail came from the person who forwarded it (the forward was not unwrapped)", async () => {
    const r = await read(mail({ fromName: "Pat", fromAddress: "pat@gmail.com", text: alert }), "Pat <pat@gmail.com>");
    expect(r.verdict).toBe("purchase");
  });
});

describe("a tax invoice or e-invoice from free mail is suspicious", () => {
  it.each([
    ["Nota Fiscal Eletrônica disponível", "joao.silva8812@gmail.com", "Valor total: R$ 1.499,99"],
    ["Your VAT invoice", "invoices.dept@yahoo.co.uk", "Invoice total: £249.00"],
    ["Fattura elettronica n. 2024/118", "amministrazione.srl@libero.it", "Totale documento: 612,00 €"],
    ["电子发票", "fapiao_service@163.com", "价税合计 ¥ 1,280.00\nTotal: ¥1,280.00"],
  ])("%s from %s", async (subject, fromAddress, text) => {
    const r = await read(mail({ fromName: null, fromAddress, subject, text }));
    expect(r.verdict).toBe("suspicious");
    expect(r.reason).toMatch(/^a tax invoice \(".+"\) from a free-mail address/);
  });
  it("accepts a tax invoice from the business's own domain, and a plain invoice from a private seller on free mail", async () => {
    const own = await read(
      mail({
        fromName: "Rossi Srl",
        fromAddress: "fatture@rossi-srl.it",
        subject: "Fattura elettronica n. 118",
        text: "Totale pagato: 612,00 €",
      }),
    );
    expect(own.verdict).toBe("purchase");
    const seller = await read(
      mail({
        fromName: "Jane Doe",
        fromAddress: "jane.doe@gmail.com",
        subject: "Receipt for the bike",
        text: "Bike, used\nTotal paid: €250.00",
      }),
    );
    expect(seller.verdict).toBe("purchase");
  });
});

describe("a company department on free mail that writes as the company it names is suspicious", () => {
  it.each([
    [
      "Suporte Nubank - Autoatendimento Online",
      "elvis.carleton378@gmail.com",
      "Nubank: Compra em análise no valor de R$1.499,99 em AMAZON-BR.\nTotal: R$1.499,99",
      "Nubank",
    ],
    [
      "Atención al cliente Movistar",
      "movistar.facturas@hotmail.es",
      "Movistar le informa: su recibo ha sido cobrado.\nTotal: 59,90 €",
      "Movistar",
    ],
    ["Kundenservice Vodafone", "vodafone-kundenservice@gmx.de", "Ihre Vodafone Rechnung wurde bezahlt.\nGesamtbetrag: 39,99 €", "Vodafone"],
  ])("%s <%s>", async (fromName, fromAddress, text, company) => {
    const r = await read(mail({ fromName, fromAddress, text }));
    expect(r.verdict).toBe("suspicious");
    expect(r.reason).toContain(`department on free mail`);
    expect(r.reason).toMatch(new RegExp(`writing about ${company}$`));
  });
});

describe("a brand's order or invoice, by its subject, from a sender that is not the brand's is suspicious", () => {
  it.each([
    ["en", "Order Update", "noreply@shop-deals-online.top", "Your Amazon order #112-4471 has been placed", "Order total: $499.99"],
    ["fr", "Espace Abonnés", "contact@mes-factures-en-ligne.com", "Votre facture Netflix", "Montant : 17,99 €"],
    ["de", "Kontoservice", "service@konto-hilfe24.de", "Ihre Adobe Rechnung", "Gesamtbetrag: 249,00 €"],
    ["es", "María Ortega", "maria.ortega.82@hotmail.es", "Recibo de tu compra en Apple", "Total: 1.099,00 €"],
    ["it", "Ufficio Ordini", "ordini@negozio-offerte.it", "Il tuo ordine Microsoft", "Totale: 389,00 €"],
    ["nl", "Sanne de Vries", "sanne.devries@ziggo.nl", "Je bestelling bij eBay", "Totaal: € 129,00"],
    ["pt", "Atendimento", "contato@suporte-assinaturas.com.br", "Sua assinatura Spotify", "Valor total: R$ 34,90"],
    ["ja", null, "support.center0912@gmail.com", "Amazonのご注文確認", "Total: ¥59,800"],
  ])("%s", async (_case, fromName, fromAddress, subject, text) => {
    const r = await read(mail({ fromName, fromAddress, subject, text }));
    expect([r.verdict, r.reason]).toEqual([
      "suspicious",
      expect.stringMatching(/^lookalike sender: the subject names .+, the mail comes from /),
    ]);
  });
  it("accepts a shop that sells the brand's goods and writes as itself", async () => {
    const r = await read(
      mail({
        fromName: "Gadget Harbor",
        fromAddress: "orders@gadgetharbor.com",
        subject: "Your Apple AirPods order",
        text: "Order total: $179.00",
      }),
    );
    expect(r.verdict).toBe("purchase");
  });
});
