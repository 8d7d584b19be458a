import type { HeaderWords } from "../header-vocabulary";

// Danish: Danske Bank, Nordea, Jyske Bank, Sydbank, Arbejdernes Landsbank and the Bankdata/BEC banks' exports.
export default {
  date: "Dato, Bogføringsdato, Bogført, Posteringsdato, Transaktionsdato",
  transactionDate: "Transaktionsdato",
  bookingDate: "Bogføringsdato, Bogført, Posteringsdato",
  valueDate: "Rentedato, Valørdato, Valør",
  amount: "Beløb",
  debit: "Udbetaling, Belastning, Hævet, Debet",
  credit: "Indbetaling, Indsat, Kredit, Tilbagebetaling, Refusion",
  payee: "Modtager, Betalingsmodtager, Afsender, Modtagernavn",
  notes: "Tekst, Beskrivelse, Posteringstekst, Kommentar, Besked",
  currency: "Valuta",
  balance: "Saldo",
  transactionId: "Referencenummer",
  category: "Kategori, Underkategori",
  type: "Type, Transaktionstype",
  status: "Status",
  not: {
    // "Kredit" begins the card's limit and the card itself: neither is money in.
    credit: "Kreditramme*, Kreditkort*",
    amount: "Gebyr, Kurs, Saldo",
    payee: "Konto, Kontonummer",
  },
} satisfies HeaderWords;
