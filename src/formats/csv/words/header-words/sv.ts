import type { HeaderWords } from "../header-vocabulary";

// Swedish: Swedbank, SEB, Handelsbanken, Nordea, Länsförsäkringar and ICA Banken exports ("Bokföringsdag",
// "Transaktionsdag", "Belopp", "Bokfört saldo").
export default {
  date: "Datum, Bokföringsdatum, Bokföringsdag, Bokfört, Transaktionsdatum, Transaktionsdag, Reskontradatum",
  transactionDate: "Transaktionsdag",
  bookingDate: "Bokföringsdatum, Bokföringsdag, Bokfört",
  valueDate: "Valutadag, Valutadatum",
  amount: "Belopp",
  debit: "Ut, Uttag, Belastning, Debitering",
  credit: "In, Insättning, Insättningar, Kreditering, Återbetalning",
  // "Namn" is the counterparty's name in Nordea's (Finland) Swedish export; its "Rubrik" is the title, a note.
  payee: "Mottagare, Avsändare, Betalningsmottagare, Namn",
  notes: "Meddelande, Beskrivning, Text, Rubrik, Specifikation",
  currency: "Valuta",
  balance: "Saldo, Bokfört saldo, Behållning",
  transactionId: "Verifikationsnummer",
  category: "Kategori",
  type: "Typ, Transaktionstyp",
  status: "Status",
  not: {
    // "Kredit" begins the card's limit and the card itself: neither is money in.
    credit: "Kreditgräns*, Kreditkort*",
    amount: "Avgift, Kurs, Saldo",
    payee: "Konto, Kontonummer",
  },
} satisfies HeaderWords;
