// A bill in a tax office's, a town hall's or a ministry's name comes from that government's domain, or one of the
// authority's own name. From any other it is a fake (a "Nota Fiscal" of a "Prefeitura Municipal" from a stranger's
// domain was once booked as a purchase): suspicious, never booked.
import { describe, expect, it } from "vitest";
import { mail, read } from "../fixtures";

describe("a bill in an authority's name from a domain not a government's is suspicious", () => {
  it.each([
    [
      "pt, a Nota Fiscal",
      "Prefeitura Municipal",
      "no-reply@notasdigitais-emissao.com.br",
      "A nota fiscal do seu pedido foi emitida!",
      "NF-e nº 000.481.220\nValor\nR$ 3.557,99",
    ],
    [
      "es, a factura electrónica",
      "Agencia Tributaria",
      "avisos@factura-online-es.com",
      "Factura electrónica disponible",
      "Importe total: 1.245,60 €",
    ],
    [
      "it, a fattura elettronica",
      "Agenzia delle Entrate",
      "fatture@servizio-fatture24.it",
      "Fattura elettronica n. 2291",
      "Totale: 845,00 €",
    ],
    ["de, a Rechnung", "Finanzamt Lindenau", "rechnung@steuer-portal-de.com", "Ihre Rechnung Nr. 55120", "Gesamtbetrag: 1.389,00 €"],
    ["fr, a facture", "Finances Publiques", "avis@paiement-amendes.fr", "Votre facture", "Montant : 135,00 €"],
    ["nl, an aanslag", "Belastingdienst", "noreply@mijn-aanslag-online.nl", "Uw aanslag", "Te betalen bedrag: € 612,00"],
    ["en, a tax invoice", "HM Revenue & Customs", "notices@tax-settlement-uk.com", "Tax invoice", "Total: £945.00"],
    ["ja, an invoice", "国税庁", "info@nta-notice-jp.com", "請求書のご案内", "Total: ¥48,000"],
  ])("%s", async (_case, fromName, fromAddress, subject, text) => {
    const r = await read(mail({ fromName, fromAddress, subject, text }));
    expect([r.verdict, r.reason]).toEqual(["suspicious", expect.stringMatching(/^a bill in the name of an authority \(".+"\) from /)]);
  });
});

describe("an authority writing from its own domain, or a company naming its town hall, is not", () => {
  it.each([
    [
      "a town's parking receipt at its own name's domain",
      "Gemeente Amsterdam",
      "parkeren@amsterdam.nl",
      "Betaalbewijs parkeren",
      "Betaald: € 7,50",
    ],
    [
      "a city hall's e-invoice from a government domain",
      "Prefeitura de São Paulo",
      "nfe@prefeitura.sp.gov.br",
      "Nota Fiscal",
      "Valor total: R$ 120,00",
    ],
    [
      "a comune's receipt from its own domain",
      "Comune di Milano",
      "pagamenti@comune.milano.it",
      "Ricevuta di pagamento",
      "Importo pagato: 32,00 €",
    ],
    [
      "a company's Nota Fiscal naming the Prefeitura in its text",
      "Lumen Design",
      "notas@lumendesign.com.br",
      "Nota Fiscal de Serviço",
      "Prefeitura do Município de São Paulo - NFS-e\nValor total pago: R$ 890,00",
    ],
  ])("%s", async (_case, fromName, fromAddress, subject, text) => {
    expect((await read(mail({ fromName, fromAddress, subject, text }))).verdict).toBe("purchase");
  });
});
