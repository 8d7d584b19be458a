import type { HeaderWords } from "../header-vocabulary";

// Czech: Fio banka, Česká spořitelna, ČSOB, Komerční banka, Air Bank, Raiffeisenbank and Moneta exports.
export default {
  date: "Datum, Datum transakce, Datum provedení, Datum zaúčtování",
  bookingDate: "Zaúčtování, Zaúčtováno",
  valueDate: "Datum valuty, Datum provedení",
  amount: "Částka, Zaúčtovaná částka, Objem",
  debit: "Výdaj, Výdaje, Odchozí",
  credit: "Příjem, Příjmy, Příchozí, Vratka, Vrácení",
  payee: "Protiúčet, Název protiúčtu, Název protistrany, Protistrana, Příjemce, Obchodník, Název obchodníka",
  notes: "Zpráva pro příjemce, Zpráva pro mne, Zpráva, Poznámka, Popis, Upřesnění, Komentář",
  currency: "Měna",
  balance: "Zůstatek",
  transactionId: "ID transakce, ID pohybu",
  category: "Kategorie",
  type: "Typ, Typ transakce, Kód",
  status: "Stav",
  foreign: "Původní",
  account: "V měně účtu, Měna účtu",
  not: {
    amount: "Poplatek*, Původní*, Kurz*",
    payee: "účtu*, Zpráva, Poznámka",
    currency: "Původní*",
  },
} satisfies HeaderWords;
