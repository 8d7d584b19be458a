// Future money is no charge: a booking paid later, a payment scheduled or due, a pro-forma or an unpaid
// invoice, and a mail that says itself it is not a receipt. Each stays out with its reason; a total labelled
// as paid outweighs them.
import { describe, expect, it } from "vitest";
import { mail, read, textReceipt } from "../fixtures";

const notPaid = async (subject: string, text: string) => {
  const r = await read(mail({ subject, text }));
  return [r.verdict, r.reason];
};

describe("a booking to be paid at the property is not a charge", () => {
  it.each([
    ["Booking confirmed: Hotel Aurora", "Total price: $412.00\nYou'll pay at the property in the local currency."],
    ["Ihre Buchung im Hotel Adler", "Gesamtpreis: 298,00 €\nZahlung in der Unterkunft bei Anreise."],
    ["Réservation confirmée", "Montant total : 186,00 €\nVous paierez sur place, à l'hôtel."],
    ["Reserva confirmada", "Precio total: 240,00 €\nPago en el alojamiento."],
    ["Prenotazione confermata", "Prezzo totale: 155,00 €\nPagamento in struttura all'arrivo."],
  ])("%s", async (subject, text) => {
    const [verdict, reason] = await notPaid(subject, text);
    expect(verdict).toBe("not_a_receipt");
    expect(reason).toMatch(/^not paid yet: to be paid later \(".+"\)$/);
  });
});

describe("a booking paid on a later day, or with no payment taken, is not a charge", () => {
  it.each([
    [
      "Your booking is confirmed",
      "Thanks, Pat! Your booking in Lisbon is confirmed.\nTotal price\nUS$1,526.33\n\nCheck-in: Fri 20 Feb\nCheck-out: Mon 23 Feb\n\nYour payment\nPayment scheduled\nYou'll pay on Feb 20, 2026 with the card you gave.",
    ],
    ["Your trip is booked", "Hotel Miramar, 3 nights\nTotal: $612.40\nNo payment taken today. You'll pay on 12 March."],
    ["Buchungsbestätigung", "Vielen Dank für Ihre Buchung.\nGesamtpreis: 489,00 €\nZahlung im Hotel bei Anreise."],
    ["Confirmation de réservation", "Votre réservation est confirmée.\nPrix total : 356,00 €\nLe paiement s'effectue sur place."],
    ["Confirmación de reserva", "Su reserva está confirmada.\nPrecio total: 420,00 €\nPagarás el 14 de marzo con tu tarjeta."],
    [
      "Conferma prenotazione",
      "La tua prenotazione è confermata.\nPrezzo totale: 380,00 €\nNessun pagamento anticipato: pagherai direttamente in hotel.",
    ],
    ["Bevestiging van je boeking", "Je boeking is bevestigd.\nTotaalprijs: € 298,00\nJe betaalt in het hotel."],
    ["Confirmação da reserva", "A sua reserva está confirmada.\nPreço total: 310,00 €\nVocê pagará em 3 de abril."],
    ["ご予約確認", "ご予約ありがとうございます。\nTotal: ¥32,400\nお支払い方法: 現地払い"],
  ])("%s", async (subject, text) => {
    const [verdict, reason] = await notPaid(subject, text);
    expect([verdict, reason]).toEqual(["not_a_receipt", expect.stringMatching(/^not paid yet: to be paid later \(".+"\)$/)]);
  });
  it("books a booking whose total says it was paid", async () => {
    const r = await read(
      mail({ subject: "Booking confirmed", text: "Hotel Miramar, 2 nights\nTotal paid: $410.00\nNo payment taken at the property." }),
    );
    expect(r.verdict).toBe("purchase");
  });
});

describe("a payment scheduled or due is not a charge", () => {
  it.each([
    ["Invoice INV-2045 from Evergreen Tree Care", "Invoice INV-2045\nAmount due: $1,240.00\nDue date: November 14, 2025"],
    ["Ihre Rechnung 2024-118", "Rechnung 2024-118\nFälliger Betrag: 89,00 €\nZahlbar bis 15.11.2024"],
    ["Votre facture", "Facture F-2291\nMontant dû : 64,90 €"],
    ["Je factuur", "Factuur 2024-77\nTotaal: € 45,00\nHet bedrag wordt afgeschreven op 28 november."],
    ["Your autopay is scheduled", "Payment amount: $102.12\nPayment scheduled for Nov 13, 2025 from your account ending in 2462."],
    ["Tu factura", "Importe total: 30,25 €\nSe cargará en tu cuenta el 5 de diciembre."],
  ])("%s", async (subject, text) => {
    const [verdict, reason] = await notPaid(subject, text);
    expect(verdict).toBe("not_a_receipt");
    expect(reason).toMatch(/^not paid yet: /);
  });
});

describe("a pro-forma or unpaid invoice is not a charge", () => {
  it.each([
    ["Pro forma invoice PF-118", "Pro forma invoice\nTotal: $2,300.00", /pro-forma/],
    ["Fattura proforma n. 77", "Totale: 1.220,00 €", /pro-forma/],
    ["Reminder: invoice 4471 is overdue", "Invoice 4471\nTotal: $480.00\nThis invoice is overdue.", /unpaid invoice/],
    ["Zahlungserinnerung", "Rechnung 2024-33\nGesamtbetrag: 120,00 €", /unpaid invoice/],
    ["Fatura disponível", "Sua fatura está em aberto.\nValor total: R$ 189,90", /unpaid invoice/],
    ["Invoice from Roofing Co", "Invoice #118\nTotal: $549.79\nView and pay your invoice online.", /unpaid invoice/],
  ])("%s", async (subject, text, reason) => {
    const [verdict, why] = await notPaid(subject, text);
    expect(verdict).toBe("not_a_receipt");
    expect(why).toMatch(reason);
  });
});

describe("a mail that says it is not a receipt is not one", () => {
  it.each([
    ["Your payment is being processed", "Total: $70.00\nThis is not a payment receipt."],
    ["Ihre Bestellung", "Gesamtbetrag: 70,00 €\nDiese E-Mail ist keine Zahlungsbestätigung."],
    ["Votre commande", "Total TTC : 70,00 €\nCet e-mail n'est pas un reçu."],
    ["Tu pedido", "Total: 70,00 €\nEste correo no es un comprobante de pago."],
  ])("%s", async (subject, text) => {
    const [verdict, reason] = await notPaid(subject, text);
    expect(verdict).toBe("not_a_receipt");
    expect(reason).toMatch(/^not a receipt: the mail says so \(".+"\)$/);
  });
});

describe("money paid now outweighs words about money to come", () => {
  it.each([
    ["a receipt announcing the next payment", "Amount paid: $9.99\nYour next payment of $9.99 will be charged on Dec 9."],
    ["a subscription total beside its renewal", "Total: $9.99\nYour plan renews on Dec 9; next payment due on Dec 9."],
    ["a checkout's total due today", "Total due today: $29.00"],
    ["a paid invoice", "Invoice #118\nAmount due: $549.79\nStatus: Paid"],
    ["a French receipt's net to pay", "Net à payer : 23,40 €"],
    ["an Italian receipt's total to pay", "Totale da pagare: 23,40 €"],
    ["a receipt that charges the card, beside its next payment", "Amount charged: $40.00\nYour next payment will be charged on Jan 3."],
  ])("%s", async (_case, text) => {
    const r = await read(mail({ text: textReceipt(text) }));
    expect(r.verdict).toBe("purchase");
  });
});

describe("an invoice due or unpaid, in the languages whose totals are read", () => {
  it.each([
    ["pl, termin płatności", "Twoja faktura", "Do zapłaty: 65,00 zł\nTermin płatności: 21.10.2024"],
    ["sv, förfallodatum", "Din faktura", "Att betala: 399,00 kr\nFörfallodatum: 2024-10-31"],
    ["cs, datum splatnosti", "Faktura 2024-118", "Celkem k úhradě: 1 210 Kč\nDatum splatnosti: 22. 10. 2024"],
    ["ru, оплатить до", "Счёт на оплату", "К оплате: 4 500 ₽\nОплатить до 20.10.2024"],
    ["id, belum dibayar", "Tagihan Anda", "Total Tagihan: Rp150.000\nStatus: Belum dibayar"],
  ])("%s", async (_, subject, text) => {
    const r = await read(mail({ subject, text: textReceipt(text, "Invoice 2024-118") }));
    expect([r.verdict, r.reason]).toEqual(["not_a_receipt", expect.stringMatching(/^not paid yet/)]);
  });
});

describe("a debit announced for a day is not paid yet, however it will be paid; one made is a charge", () => {
  it.each([
    [
      "de, wird … abgebucht",
      "Rechnungsbetrag: 39,99 €\nDer Betrag wird am 15.11.2024 von Ihrem Konto abgebucht.",
      "Der Betrag wurde am 15.11.2024 von Ihrem Konto abgebucht.",
    ],
    [
      "de, wird … eingezogen, under a mandate",
      "Gesamtbetrag: 39,99 €\n\n\nDer Rechnungsbetrag wird am 15.11.2024 per SEPA-Lastschrift eingezogen. Mandatsreferenz: M-2231",
      "Der Rechnungsbetrag wurde am 15.11.2024 per SEPA-Lastschrift eingezogen. Mandatsreferenz: M-2231",
    ],
    [
      "de, Lastschrift … am",
      "Rechnungsbetrag: 39,99 €\nZahlungsart: SEPA-Lastschrift\nDie Lastschrift erfolgt am 15.11.2024.",
      "Der Betrag wurde bereits abgebucht.",
    ],
    [
      "de, wir buchen … ab",
      "Rechnungsbetrag: 39,99 €\nKundennummer: 123456789\n\nWir buchen den Betrag am 15. von Ihrem Konto ab.",
      "Der Betrag wurde am 15. von Ihrem Konto abgebucht.",
    ],
    [
      "en, debited, by direct debit",
      "Total: £39.99\nPayment method: Direct Debit\nThis will be debited from your account on 15 November.",
      "This has been debited from your account on 15 November.",
    ],
    [
      "en, charged to the card on file",
      "Invoice total: $39.99\nYour Visa ending 4242 will be charged on Nov 15.",
      "Your Visa ending 4242 has been charged on Nov 15.",
    ],
    [
      "en, collected",
      "Total: £39.99\n\nThanks for being with us.\n\nWe'll collect £39.99 by Direct Debit on or just after 15 November.",
      "We collected £39.99 by Direct Debit on 15 November. It has been charged to your account.",
    ],
    [
      "fr, sera prélevé le",
      "Montant total : 39,99 €\nMode de paiement : prélèvement SEPA\nCe montant sera prélevé le 15/11/2024 sur votre compte.",
      "Ce montant a été prélevé le 15/11/2024 sur votre compte.",
    ],
    [
      "es, se cargará",
      "Importe total: 39,99 €\nForma de pago: domiciliación bancaria\nEl importe se cargará en su cuenta el 15/11/2024.",
      "El importe se ha cargado en su cuenta el 15/11/2024.",
    ],
    [
      "es, será cargado",
      "Total factura: 39,99 €\nAdeudo SEPA\nEl recibo será cargado en su cuenta el día 15 de noviembre.",
      "El recibo ha sido cargado en su cuenta el día 15 de noviembre.",
    ],
    [
      "it, sarà addebitato",
      "Totale fattura: 39,99 €\nL'importo sarà addebitato sul tuo conto il 15/11/2024.",
      "L'importo è stato addebitato sul tuo conto il 15/11/2024.",
    ],
    [
      "nl, wordt … afgeschreven",
      "Totaalbedrag: € 39,99\nHet bedrag wordt op 15-11-2024 van je rekening afgeschreven.",
      "Het bedrag is op 15-11-2024 van je rekening afgeschreven.",
    ],
    [
      "nl, wordt … geïncasseerd",
      "Totaalbedrag: € 39,99\nHet bedrag wordt rond 15 november automatisch geïncasseerd.",
      "Het bedrag is afgeschreven van uw rekening.",
    ],
  ])("%s", async (_, bill, madeLine) => {
    const announced = await read(mail({ subject: "Your bill / Ihre Rechnung", text: bill }));
    expect([announced.verdict, announced.reason]).toEqual([
      "not_a_receipt",
      expect.stringMatching(/^not paid yet: a payment still to come \(".+"\)$/),
    ]);
    const made = await read(mail({ subject: "Your bill / Ihre Rechnung", text: `${bill.split("\n")[0]}\n${madeLine}` }));
    expect([made.verdict, made.reason]).toEqual(["purchase", undefined]);
  });
  it.each([
    ["the next period's debit beside a charge made", "Amount charged: £39.99\nYour next bill will be debited on 15 December."],
    ["an order to be collected on a day", "Order total: £39.99\nYour order will be ready to be collected on Friday 15 November."],
    ["a debit of another amount, later", "Order total: £39.99\nDeposit paid: £10.00\nThe remaining £29.99 will be charged on 15 December."],
  ])("is a purchase: %s", async (_, text) => {
    expect((await read(mail({ text: textReceipt(text) }))).verdict).toBe("purchase");
  });
});

describe("a debit announced in the words of a charge to come of every language the alerts read (meanings/money-ahead.ts)", () => {
  it.each([
    [
      "cs",
      "Celková částka: 399,00 Kč\nČástka bude dne 15. 11. 2024 stržena z vašeho účtu.",
      "Částka byla dne 15. 11. 2024 stržena z vašeho účtu.",
    ],
    ["pl", "Razem: 49,99 zł\nKwota zostanie pobrana z rachunku 15.11.2024.", "Kwota została pobrana z rachunku 15.11.2024."],
    ["ru", "Итого: 299,00 ₽\nСумма будет списана с карты 15.11.2024.", "Сумма была списана с карты 15.11.2024."],
    [
      "sv",
      "Totalt: 129,00 SEK\nBeloppet kommer att dras från ditt konto den 15 november.",
      "Beloppet har dragits från ditt konto den 15 november.",
    ],
  ])("%s", async (_, bill, madeLine) => {
    const announced = await read(mail({ subject: "Faktura", text: bill }));
    expect([announced.verdict, announced.reason]).toEqual([
      "not_a_receipt",
      expect.stringMatching(/^not paid yet: a payment still to come \(".+"\)$/),
    ]);
    const made = await read(mail({ subject: "Faktura", text: `${bill.split("\n")[0]}\n${madeLine}` }));
    expect(made.verdict).toBe("purchase");
  });
});
