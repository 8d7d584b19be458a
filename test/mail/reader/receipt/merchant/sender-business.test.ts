// The sender's display name is not the merchant when it is a department, nobody, or a person writing for the
// shop: the business is the one the mail names — its domain's brand as the subject, the text or a PDF letterhead
// writes it, or the legal name in its signature — and a person's own name only when nothing names a business.
import { describe, expect, it } from "vitest";
import type { MailFile } from "../../../../../src/mail/reader/message";
import { textPdf } from "../../../../support/pdf";
import { mail, read } from "../fixtures";

describe("a department or nobody as the display name: the business the mail names for the domain", () => {
  it.each([
    ["en", "Nobody", "nobody@harbourkites.co.uk", "Your Harbour Kites order #4471", "Order total: £64.00", "Harbour Kites"],
    [
      "de",
      "Buchhaltung",
      "buchhaltung@fahrradladen-berger.de",
      "Ihre Bestellung 2024-118",
      "Gesamtbetrag: 79,90 €\n\nFahrradladen Berger GmbH · Hauptstraße 4 · 80331 München",
      "Fahrradladen Berger",
    ],
    [
      "fr",
      "Service facturation",
      "facturation@librairiedesquais.fr",
      "Votre commande",
      "Total TTC : 23,50 €\nMerci de votre confiance, l'équipe de la Librairie des Quais",
      "Librairie des Quais",
    ],
    [
      "es",
      "Atención al cliente",
      "clientes@zapateriaalba.es",
      "Tu pedido 118",
      "Importe total: 31,20 €\nZapatería Alba S.L. · Calle Mayor 3 · Madrid",
      "Zapatería Alba",
    ],
    [
      "it",
      "Amministrazione",
      "amministrazione@otticalucia.it",
      "Ricevuta d'acquisto n. 77",
      "Totale: 120,00 €\nOttica Lucia S.r.l. – Via Roma 12, Bologna",
      "Ottica Lucia",
    ],
    [
      "nl",
      "Klantenservice",
      "klantenservice@fietsenwinkeldespaak.nl",
      "Je bestelling bij Fietsenwinkel De Spaak",
      "Totaal: € 89,95",
      "Fietsenwinkel De Spaak",
    ],
    ["pt", "Atendimento", "atendimento@padariaaurora.com.br", "Seu pedido na Padaria Aurora", "Valor total: R$ 45,90", "Padaria Aurora"],
    [
      "ja",
      "カスタマーサポート",
      "support@acme-shoten.jp",
      "ご注文ありがとうございます",
      "合計金額：1,820円\n株式会社アクメ商店　東京都千代田区1-2-3",
      "株式会社アクメ商店",
    ],
  ])("%s: %s <%s>", async (_lang, fromName, fromAddress, subject, text, merchant) => {
    const r = await read(mail({ fromName, fromAddress, subject, text }));
    expect([r.verdict, r.merchant]).toEqual(["purchase", merchant]);
  });

  it("reads the brand from the letterhead of the PDF invoice when the mail itself names no total", async () => {
    const pdf: MailFile = {
      filename: "invoice-88.pdf",
      mimeType: "application/pdf",
      inline: false,
      content: await textPdf([["Harbour Kites Ltd", "12 Dock Road, Bristol", "Invoice 88", "Amount paid\t£64.00"]]),
    };
    const r = await read(
      mail({ fromName: "Billing", fromAddress: "billing@harbourkites.co.uk", text: "Your invoice is attached.", attachments: [pdf] }),
    );
    expect([r.merchant, r.total]).toEqual(["Harbour Kites", "64.00"]);
  });
});

describe("a person's name as the display name: the business they write for", () => {
  it.each([
    ["en", "John Miller", "john.miller@harbourkites.co.uk", "Your order", "Order total: £64.00\n© 2024 Harbour Kites Ltd", "Harbour Kites"],
    [
      "de",
      "Hans Müller",
      "h.mueller@autohaus-berger.de",
      "Ihre Rechnung",
      "Rechnungsbetrag: 412,50 €\nBetrag dankend erhalten.\nAutohaus Berger GmbH & Co. KG",
      "Autohaus Berger",
    ],
    [
      "fr",
      "Marie Dubois",
      "marie.dubois@gmail.com",
      "Votre reçu",
      "Montant payé : 60,00 €\nMerci !\nAtelier Dubois SARL, 4 rue des Lilas, Lyon",
      "Atelier Dubois SARL",
    ],
    ["es", "Carmen Ruiz", "carmen.ruiz@zapateriaalba.es", "Tu pedido en Zapatería Alba", "Importe total: 31,20 €", "Zapatería Alba"],
    ["it", "Marco Bianchi", "marco@otticalucia.it", "Ricevuta", "Totale: 120,00 €\nOttica Lucia – Via Roma 12, Bologna", "Ottica Lucia"],
    ["nl", "Joost de Vries", "joost@bakkerijjansen.nl", "Je bestelling", "Totaal: € 12,50\nGroet, Bakkerij Jansen", "Bakkerij Jansen"],
    ["pt", "João Silva", "joao.silva@padariaaurora.com.br", "Seu recibo", "Valor total: R$ 45,90\nPadaria Aurora Ltda.", "Padaria Aurora"],
    ["ja", "Taro Yamada", "t.yamada@acme-shoten.jp", "ご注文確認", "合計金額：1,820円\n株式会社アクメ商店", "株式会社アクメ商店"],
  ])("%s: %s <%s>", async (_lang, fromName, fromAddress, subject, text, merchant) => {
    const r = await read(mail({ fromName, fromAddress, subject, text }));
    expect([r.verdict, r.merchant]).toEqual(["purchase", merchant]);
    expect(r.how.merchant).toMatch(/the display name is a person's/);
  });

  it("takes the business even from a domain that is not the person's, and keeps a sole trader's or a shop's own name", async () => {
    const writing = await read(
      mail({
        fromName: "Marta Kowalski",
        fromAddress: "marta@pracownia-lnu.pl",
        subject: "Rachunek",
        text: "Total: 120,00 zł\nPracownia Lnu",
      }),
    );
    expect(writing.merchant).toBe("Pracownia Lnu");
    const soleTrader = await read(
      mail({
        fromName: "Anna Keller",
        fromAddress: "anna.keller@gmail.com",
        subject: "Rechnung Nachhilfe",
        text: "Betrag bezahlt: 80,00 €",
      }),
    );
    expect(soleTrader.merchant).toBe("Anna Keller");
    // A name the domain shares is the shop's ("Blue Bottle" from bluebottlecoffee.com), whatever else the text names.
    const shop = await read(
      mail({ fromName: "Blue Bottle", fromAddress: "orders@bluebottlecoffee.com", text: "Order total: $12.00\n© Nestlé USA Inc." }),
    );
    expect(shop.merchant).toBe("Blue Bottle");
  });
});
