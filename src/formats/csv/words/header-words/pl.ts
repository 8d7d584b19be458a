import type { HeaderWords } from "../header-vocabulary";

// Polish: PKO BP, mBank, ING Bank Śląski, Santander, Pekao, Millennium and Alior exports (Alior's "Kwota operacji" beside
// "Kwota w walucie rachunku").
export default {
  date: "Data, Data operacji, Data księgowania, Data transakcji, Data zlecenia",
  transactionDate: "Operacji, Transakcji, Zlecenia",
  bookingDate: "Księgowania",
  valueDate: "Data waluty",
  amount: "Kwota, Kwota operacji, Kwota transakcji",
  debit: "Obciążenia, Obciążenie, Winien, Wydatki",
  credit: "Uznania, Uznanie, Ma, Wpływy, Zwrot, Zwroty",
  indicator: "Wn/Ma, Winien/Ma",
  payee: `Kontrahent, Nazwa kontrahenta, Dane kontrahenta, Odbiorca, Nadawca, Odbiorca/Nadawca, Nadawca/Odbiorca, Nazwa odbiorcy,
    Nazwa nadawcy`,
  notes: "Tytuł, Tytuł operacji, Opis, Opis operacji, Opis transakcji, Szczegóły transakcji",
  currency: "Waluta",
  balance: "Saldo, Saldo po operacji, Saldo po transakcji",
  transactionId: "Numer transakcji, ID transakcji, Numer referencyjny",
  category: "Kategoria",
  type: "Typ, Typ transakcji, Typ operacji, Rodzaj, Rodzaj operacji",
  status: "Status",
  foreign: "Operacji, Transakcji",
  account: "W walucie rachunku, Waluta rachunku, Waluty rachunku",
  not: {
    amount: "Prowizja, Kurs, Saldo",
    payee: "rachun*, Numer*",
    transactionId: "rachun*",
  },
} satisfies HeaderWords;
