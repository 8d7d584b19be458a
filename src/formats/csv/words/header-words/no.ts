import type { HeaderWords } from "../header-vocabulary";

// Norwegian: DNB, Nordea, SpareBank 1, Sbanken and Handelsbanken Norge exports ("Ut fra konto", "Inn på konto").
export default {
  date: "Dato, Bokført dato, Bokført, Utført dato, Transaksjonsdato, Kjøpsdato",
  transactionDate: "Transaksjonsdato, Kjøpsdato",
  bookingDate: "Bokført, Utført",
  valueDate: "Rentedato, Valutadato",
  amount: "Beløp, Bruttobeløp",
  debit: "Ut, Ut fra konto, Uttak",
  credit: "Inn, Inn på konto, Innskudd, Tilbakebetaling, Refusjon",
  payee: "Mottaker, Avsender, Mottakernavn",
  notes: "Forklaring, Tekst, Beskrivelse, Melding",
  currency: "Valuta",
  balance: "Saldo",
  transactionId: "Arkivref, Arkivreferanse",
  category: "Kategori",
  type: "Type, Transaksjonstype",
  status: "Status",
  not: {
    // "Kreditt" begins the card's limit and the card itself: neither is money in.
    credit: "Kredittramme*, Kredittgrense*, Kredittkort*",
    amount: "Gebyr, Kurs, Saldo",
    payee: "Konto, Kontonummer",
  },
} satisfies HeaderWords;
