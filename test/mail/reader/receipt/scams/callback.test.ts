// A callback scam offers one action: a number to call about a charge or a renewal the person never made. From a
// sender that is not the business it signs as, such a mail is suspicious; the business's own mail saying the
// same is not.
import { describe, expect, it } from "vitest";
import { mail, read } from "../fixtures";

describe("a renewal and a number to call about it, from a sender that is not the business, is a callback scam", () => {
  it.each([
    [
      "en, free mail",
      "Darnell Whitcombe",
      "d.whitcombe.1984@outlook.com",
      "Your membership has been renewed",
      "Thank you for renewing your Total Home Protection plan.\nInvoice No: THP-88213\nAmount: $399.99\nFor any queries, reach our help desk at +1 (844) 512-3390.",
    ],
    [
      "de, free mail",
      "Kundenkonto",
      "k.weber1977@web.de",
      "Ihr Abonnement wurde verlängert",
      "Ihr Jahresabo wurde automatisch verlängert.\nBetrag: 289,00 €\nBei Fragen erreichen Sie uns telefonisch unter +49 30 2555 8812.",
    ],
    [
      "fr, free mail",
      "Equipe Protection",
      "protection.equipe@orange.fr",
      "Renouvellement de votre abonnement",
      "Votre abonnement Protection Totale a été renouvelé.\nMontant : 349,99 €\nPour toute question, contactez-nous au 01 84 88 12 34.",
    ],
    [
      "es, a person's own domain",
      "Laura Gómez",
      "laura@gomez-arquitectura.es",
      "Su suscripción ha sido renovada",
      "Su suscripción anual ha sido renovada.\nImporte: 299,00 €\nPara cualquier consulta llámenos al +34 911 23 45 67.",
    ],
    [
      "it, free mail",
      "Rinnovi",
      "servizio.rinnovi88@libero.it",
      "Il tuo abbonamento è stato rinnovato",
      "Abbonamento rinnovato automaticamente.\nTotale: 249,00 €\nPer qualsiasi domanda chiama il numero verde 800 912 334.",
    ],
    [
      "nl, an unrelated domain",
      "Jeroen Bakker",
      "jeroen@bakker-tuinen.nl",
      "Uw lidmaatschap is verlengd",
      "Uw lidmaatschap is verlengd.\nTotaal: € 199,00\nBij vragen, bel 020 808 1234.",
    ],
    [
      "pt, free mail",
      "Central de Assinaturas",
      "assinaturas.central77@gmail.com",
      "Sua assinatura foi renovada",
      "Sua assinatura anual foi renovada.\nValor total: R$ 1.299,00\nEm caso de dúvidas, ligue 0800 591 2040.",
    ],
    [
      "ja, free mail",
      null,
      "keiyaku.center2291@gmail.com",
      "ご契約が自動更新されました",
      "ご契約が自動更新されました。\nTotal: ¥39,800\nお問い合わせは 050-3184-2219 までお電話ください。",
    ],
  ])("%s", async (_case, fromName, fromAddress, subject, text) => {
    const r = await read(mail({ fromName, fromAddress, subject, text }));
    expect([r.verdict, r.reason]).toEqual(["suspicious", expect.stringMatching(/^callback scam: the mail asks you to call a number/)]);
  });
});

describe("a business renewing its own plan, with its own number, is no scam", () => {
  it.each([
    [
      "Kinetic Fitness",
      "billing@kineticfitness.com",
      "Your membership has been renewed",
      "Total charged: $45.00\nQuestions? Call us at (512) 555-0148.",
    ],
    ["Sportpark Linden", "abo@sportpark-linden.de", "Ihr Abo wurde verlängert", "Betrag bezahlt: 39,00 €\nBei Fragen: 030 5557 1234"],
    // A shop platform sends in its shop's name: the shop signed up as one.
    ["Bean Club", "store+812@t.shopifyemail.com", "Your subscription renewed", "Total paid: $24.00\nQuestions? Call us at (503) 555-0199."],
  ])("%s", async (fromName, fromAddress, subject, text) => {
    expect((await read(mail({ fromName, fromAddress, subject, text }))).verdict).toBe("purchase");
  });
});
