import type { HeaderWords } from "../header-vocabulary";

// Slovenian: NLB, Nova KBM, SKB, Intesa Sanpaolo Bank and Delavska hranilnica exports ("V breme/V dobro").
export default {
  date: "Datum, Datum knjiženja, Datum transakcije, Datum izvedbe",
  transactionDate: "Transakcije, Izvedbe",
  bookingDate: "Knjiženja",
  valueDate: "Datum valute",
  amount: "Znesek, Znesek transakcije",
  debit: "Breme, V breme, Odliv",
  credit: "Dobro, V dobro, Priliv",
  payee: "Prejemnik, Plačnik, Prejemnik/Plačnik, Naziv prejemnika, Naziv plačnika, Partner",
  notes: "Namen, Namen plačila, Opis",
  currency: "Valuta",
  balance: "Stanje, Saldo",
  transactionId: "Referenca, Sklic",
  category: "Kategorija",
  type: "Vrsta, Tip",
  status: "Status",
  not: {
    amount: "Provizija, Tečaj, Stanje",
    payee: "Račun*",
  },
} satisfies HeaderWords;
