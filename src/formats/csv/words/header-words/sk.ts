import type { HeaderWords } from "../header-vocabulary";

// Slovak: Tatra banka, Slovenská sporiteľňa, VÚB, ČSOB SK and mBank SK exports.
export default {
  date: "Dátum, Dátum transakcie, Dátum zaúčtovania, Dátum realizácie",
  transactionDate: "Realizácie",
  bookingDate: "Zaúčtovania",
  valueDate: "Dátum valuty",
  amount: "Suma, Čiastka, Suma transakcie",
  debit: "Debet, Výdavok, Výdavky, Odchádzajúce",
  credit: "Kredit, Príjem, Príjmy, Prichádzajúce",
  payee: "Protistrana, Názov protiúčtu, Názov protistrany, Príjemca, Platiteľ, Obchodník",
  notes: "Popis, Popis transakcie, Správa pre prijímateľa, Informácia pre príjemcu, Poznámka, Účel",
  currency: "Mena",
  balance: "Zostatok",
  transactionId: "ID transakcie, Číslo transakcie, Referencia platiteľa",
  category: "Kategória",
  type: "Typ, Typ transakcie",
  status: "Stav",
  foreign: "Pôvodná",
  not: {
    amount: "Poplatok, Pôvodná, Kurz",
    payee: "účtu, Číslo účtu",
  },
} satisfies HeaderWords;
