// Money promised is no purchase, whatever the amount: an advance fee, a prize, a dividend or a tax refund to
// collect, a transfer waiting for a fee. And six figures from a sender that is not the business are the mark of
// a scam (one was once booked as a $920,000.00 expense).
import { describe, expect, it } from "vitest";
import { mail, read } from "../fixtures";

const verdictOf = async (fromName: string | null, fromAddress: string, subject: string, text: string) => {
  const r = await read(mail({ fromName, fromAddress, subject, text }));
  return [r.verdict, r.reason];
};

describe("an advance-fee or prize scam is suspicious, whatever its amount", () => {
  it.each([
    [
      "en",
      "Mr. Alistair Penhallow",
      "a.penhallow.office@gmail.com",
      "Compensation fund approved",
      "Dear Beneficiary,\nYour compensation fund has been approved for release.\nTotal amount: $920,000.00\nContact our agent to receive your ATM card.",
    ],
    [
      "en, from a firm's domain but with the fee",
      "Obi & Partners Chambers",
      "desk@obipartners-chambers.com",
      "Unclaimed inheritance",
      "We write about the unclaimed funds of our late client, who died without next of kin.\nAmount: USD 8,500,000.00",
    ],
    [
      "de",
      "Gewinnabteilung",
      "gewinn.abteilung@outlook.de",
      "Herzlichen Glückwunsch!",
      "Sie haben in unserer internationalen Lotterie gewonnen.\nGewinnsumme: 500.000,00 €\nBearbeitungsgebühr: 250,00 €",
    ],
    ["fr", null, "loterie.resultats@laposte.net", "Vous avez gagné", "Vous avez gagné à notre loterie.\nMontant : 750 000,00 €"],
    [
      "es",
      "Notaría Varela",
      "contacto@varela-gestiones.com",
      "Herencia pendiente",
      "Estimado beneficiario:\nImporte total: 1.250.000,00 €\nPara liberar los fondos, envíe sus datos.",
    ],
    ["it", null, "vincite.estrazione@libero.it", "Hai vinto!", "Hai vinto alla lotteria internazionale.\nVincita: 300.000,00 €"],
    ["nl", "Loterij Afdeling", "prijzen.loterij@hotmail.nl", "U heeft gewonnen", "U heeft gewonnen in onze loterij.\nBedrag: € 450.000,00"],
    ["pt", null, "premios.sorteio@gmail.com", "Você ganhou!", "Você ganhou na loteria internacional.\nValor: R$ 2.000.000,00"],
    ["ja", null, "tousen.jimukyoku@gmail.com", "当選のお知らせ", "おめでとうございます。賞金が当選しました。\nTotal: ¥5,000,000"],
  ])("%s", async (_case, fromName, fromAddress, subject, text) => {
    const [verdict, reason] = await verdictOf(fromName, fromAddress, subject, text);
    expect([verdict, reason]).toEqual(["suspicious", expect.stringMatching(/^advance-fee (?:or prize )?scam: the mail promises money/)]);
  });
});

describe("money to collect, from a sender that is not the business, is suspicious", () => {
  it.each([
    ["en, a dividend", "Shareholder Services", "payouts@investor-desk.co", "Dividend payment notice", "Dividend amount: $48,250.00"],
    ["de, a tax refund", "Erstattungsstelle", "service@erstattung-online.info", "Ihre Steuererstattung", "Steuererstattung: 1.284,50 €"],
    ["fr, a tax refund", "Direction des Remboursements", "avis@fiscal-remb.com", "Avis", "Remboursement d'impôt : 1 284,50 €"],
    [
      "es, a transfer in",
      "Banco Meridional",
      "avisos@transferencias-seguras.com",
      "Aviso",
      "Ha recibido una transferencia.\nImporte: 75.000,00 €",
    ],
    ["it, a transfer in", null, "bonifici.avvisi@libero.it", "Bonifico ricevuto", "Importo: 18.900,00 €"],
    ["nl, a tax refund", "Dienst Teruggaven", "info@teruggave-nu.nl", "Belastingteruggave", "Bedrag: € 842,00"],
    ["pt, a transfer in", "Banco Horizonte", "avisos@pix-transferencias.com", "Transferência recebida", "Valor: R$ 12.480,00"],
    ["ja, a tax refund", null, "kanpu.center@gmail.com", "還付金のお知らせ", "還付金があります。\nTotal: ¥84,000"],
  ])("%s", async (_case, fromName, fromAddress, subject, text) => {
    const [verdict, reason] = await verdictOf(fromName, fromAddress, subject, text);
    expect([verdict, reason]).toEqual(["suspicious", expect.stringMatching(/^a lure of money to collect \(".+"\), not a purchase, and /)]);
  });
});

describe("an amount no receipt holds, from a sender that is not the business, is suspicious", () => {
  it.each([
    ["en, free mail", "Billing Office", "billing.office4471@gmail.com", "Invoice 4471", "Invoice 4471\nTotal: $184,500.00"],
    ["de, an unrelated domain", "Rechnungsstelle", "rechnung@versand-portal24.net", "Rechnung", "Gesamtbetrag: 212.000,00 €"],
    ["fr, free mail", null, "facturation.service@orange.fr", "Votre facture", "Total TTC : 150 000,00 €"],
  ])("%s", async (_case, fromName, fromAddress, subject, text) => {
    const [verdict, reason] = await verdictOf(fromName, fromAddress, subject, text);
    expect([verdict, reason]).toEqual([
      "suspicious",
      expect.stringMatching(/^an amount of \d+\.\d{2} [A-Z]{3}, far beyond what a receipt holds, and /),
    ]);
  });
});

describe("what only looks like one is not suspicious", () => {
  it("reads a broker's own dividend notice as money coming in, not a purchase", async () => {
    const [verdict, reason] = await verdictOf(
      "Halden Brokerage",
      "statements@haldenbrokerage.com",
      "Dividend credited",
      "Dividend amount: $48.25",
    );
    expect([verdict, reason]).toEqual(["not_a_receipt", "payment received: money coming in, not a purchase"]);
  });
  it.each([
    [
      "a shop's sweepstakes below its receipt",
      "Pinecrest Outfitters",
      "receipts@pinecrestoutfitters.com",
      "Your receipt",
      "Total paid: $84.00\nEvery receipt enters our summer sweepstakes for a cash prize!",
    ],
    [
      "a car bought from its dealer",
      "Northgate Motors",
      "sales@northgatemotors.com",
      "Your purchase",
      "Vehicle: 2026 Roadster GT\nTotal paid: $128,400.00",
    ],
    [
      "a yen price of six figures from a private seller",
      "Kenji Sato",
      "kenji.sato.cam@gmail.com",
      "Receipt for the camera",
      "Used camera body\nTotal: ¥128,000",
    ],
  ])("%s", async (_case, fromName, fromAddress, subject, text) => {
    expect((await verdictOf(fromName, fromAddress, subject, text))[0]).toBe("purchase");
  });
});
