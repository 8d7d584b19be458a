// A mail books a payment only where it says the person paid. Money that came in (an amount written with a plus, an
// incoming payment in the bank's words) and a statement or bill announced as available are no purchase, in any of
// the languages and layouts a bank or a biller writes them; a receipt beside them still is.
import { describe, expect, it } from "vitest";
import { mail, read } from "../fixtures";

/** "Name <address>" as the fixture's sender. */
const sender = (from: string) => {
  const [, fromName = "", fromAddress = ""] = /^(.*) <(.*)>$/.exec(from) ?? [];
  return { fromName, fromAddress };
};

describe("an amount written with a plus is money that came in", () => {
  it.each([
    [
      "Zaúčtování platby",
      "Na Váš účet byla zaúčtována platba.\nČástka: +1 500,50 CZK\nDatum: 08.10.2024",
      "Banka Lumen <info@bankalumen.cz>",
    ],
    [
      "Kontobewegung",
      "Auf Ihrem Konto wurde eine Buchung ausgeführt.\nBetrag: +250,00 EUR\nBuchungstag: 08.10.2024",
      "Nordbank <service@nordbank-online.de>",
    ],
    [
      "Account activity",
      "A transaction was posted to your account.\nAmount: +$1,250.00\nDate: 10/08/2024",
      "Harbor Federal <alerts@harborfederal.com>",
    ],
    [
      "Mouvement sur votre compte",
      "Une opération a été enregistrée.\nMontant : + 80,00 €\nDate : 08/10/2024",
      "Banque Azur <alertes@banqueazur.fr>",
    ],
    [
      "Operacja na rachunku",
      "Na rachunku zaksięgowano operację.\nKwota: +1 200,00 PLN\nData: 08.10.2024",
      "Bank Wisła <powiadomienia@bankwisla.pl>",
    ],
    ["Движение по счёту", "По вашему счёту проведена операция.\nСумма: +5 000,00 RUB\nДата: 08.10.2024", "Банк Север <info@banksever.ru>"],
  ])("%s (%s)", async (subject, text, from) => {
    const r = await read(mail({ subject, text, ...sender(from) }));
    expect([r.verdict, r.reason]).toEqual(["not_a_receipt", expect.anything()]);
    expect(r.reason).toMatch(/plus|money (?:coming )?in|received/i);
  });

  it("a plus inside the lines of a receipt (a tip added, a phone number) does not make its total money in", async () => {
    const r = await read(
      mail({
        subject: "Your receipt from Corner Cafe",
        text: "Corner Cafe\nCall us: +1 555 0100\nLatte $4.50\nTip +$1.00\nTotal $5.50\nPaid with Visa ending in 4242",
      }),
    );
    expect([r.verdict, r.total]).toEqual(["purchase", "5.50"]);
  });
});

describe("an incoming payment in the bank's words is money that came in", () => {
  it.each([
    ["Příchozí úhrada", "Příchozí úhrada z účtu 123456789/0100\nČástka: 1 500,50 CZK", "Banka Lumen <info@bankalumen.cz>"],
    ["Eingehende Überweisung", "Eingehende Überweisung von Max Muster\nBetrag: 250,00 EUR", "Nordbank <service@nordbank-online.de>"],
    ["Incoming transfer", "Incoming transfer from Pat Doe\nAmount: $1,250.00", "Harbor Federal <alerts@harborfederal.com>"],
    ["Przelew przychodzący", "Przelew przychodzący od Jan Kowalski\nKwota: 1 200,00 PLN", "Bank Wisła <powiadomienia@bankwisla.pl>"],
    ["Virement entrant", "Virement entrant de Marie Dupont\nMontant : 80,00 €", "Banque Azur <alertes@banqueazur.fr>"],
  ])("%s", async (subject, text, from) => {
    const r = await read(mail({ subject, text, ...sender(from) }));
    expect([r.verdict, r.reason]).toEqual(["not_a_receipt", expect.anything()]);
  });
});

describe("a statement or bill announced as available is no payment made", () => {
  it.each([
    ["ACME Web Services Billing Statement Available", "Your billing statement for December is available.\nTotal: $1,337.00"],
    ["Your statement is ready", "Your card statement is ready to view.\nStatement balance: $842.10\nMinimum payment: $35.00"],
    ["Your bill is ready", "Your October bill is ready.\nAmount: $85.20\nIt will be paid by direct debit."],
    ["Ihre Rechnung ist online", "Ihre Rechnung für Oktober steht bereit.\nRechnungsbetrag: 39,99 €"],
    ["Votre facture est disponible", "Votre facture d'octobre est disponible dans votre espace client.\nMontant : 29,99 €"],
    ["Su factura está disponible", "Ya puede consultar su factura.\nImporte: 45,00 €"],
    ["Fattura disponibile", "La tua fattura di ottobre è disponibile.\nImporto: 24,90 €"],
    ["Kontoauszug verfügbar", "Ihr Kontoauszug steht im Postfach bereit.\nSaldo: 1.204,33 EUR"],
  ])("%s", async (subject, text) => {
    const r = await read(mail({ subject, text, fromName: "Provider Billing", fromAddress: "billing@provider-online.com" }));
    expect([r.verdict, r.reason]).toEqual(["not_a_receipt", expect.anything()]);
    expect(r.reason).toMatch(/statement|bill/i);
  });

  it("a receipt of a bill paid is still a purchase", async () => {
    const r = await read(
      mail({
        subject: "Payment confirmation: your October bill",
        text: "Thank you, we charged $85.20 to your Visa ending in 4242 for your October bill.\nTotal paid: $85.20",
      }),
    );
    expect([r.verdict, r.total]).toEqual(["purchase", "85.20"]);
  });
});
