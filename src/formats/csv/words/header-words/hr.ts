import type { HeaderWords } from "../header-vocabulary";

// Croatian and Bosnian: Zagrebačka banka, PBZ, Erste Hrvatska, OTP banka and Raiffeisen (HR, BA) exports.
export default {
  date: "Datum, Datum knjiženja, Datum izvršenja, Datum transakcije",
  transactionDate: "Transakcije, Izvršenja",
  bookingDate: "Knjiženja",
  valueDate: "Datum valute",
  amount: "Iznos, Iznos transakcije",
  debit: "Isplata, Isplate, Zaduženje, Terećenje, Duguje",
  credit: "Uplata, Uplate, Odobrenje, Potražuje, Priljev",
  payee: "Primatelj, Platitelj, Primatelj/Platitelj, Platitelj/Primatelj, Naziv primatelja, Naziv platitelja",
  notes: "Opis, Opis plaćanja, Opis transakcije, Svrha, Svrha plaćanja, Napomena",
  currency: "Valuta",
  balance: "Stanje, Saldo",
  transactionId: "Poziv na broj, Referenca, Broj transakcije",
  category: "Kategorija",
  type: "Vrsta, Vrsta transakcije, Tip",
  status: "Status",
  not: {
    amount: "Naknada, Tečaj, Stanje",
    payee: "Račun*, IBAN",
  },
} satisfies HeaderWords;
