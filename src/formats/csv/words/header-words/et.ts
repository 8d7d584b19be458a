import type { HeaderWords } from "../header-vocabulary";

// Estonian: Swedbank, SEB, LHV and Luminor exports ("Saaja/Maksja", "Deebet/Kreedit").
export default {
  date: "Kuupäev, Tehingu kuupäev, Kande kuupäev",
  transactionDate: "Tehingu",
  bookingDate: "Kande",
  valueDate: "Väärtuspäev",
  amount: "Summa, Tehingu summa",
  debit: "Deebet, Väljaminek",
  credit: "Kreedit, Laekumine",
  indicator: "Deebet/Kreedit, D/K",
  payee: "Saaja/Maksja, Saaja, Maksja, Saaja/maksja nimi, Kontrahent",
  notes: "Selgitus, Kirjeldus, Märkused",
  currency: "Valuuta",
  balance: "Saldo, Jääk",
  transactionId: "Arhiveerimistunnus, Dokumendi number, Tehingu ID",
  category: "Kategooria",
  type: "Tehingu tüüp, Tüüp",
  status: "Staatus, Olek",
  not: {
    amount: "Teenustasu, Kurss, Saldo, Jääk",
    payee: "Konto, Kontonumber",
  },
} satisfies HeaderWords;
