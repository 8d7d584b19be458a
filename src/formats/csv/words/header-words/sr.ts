import type { HeaderWords } from "../header-vocabulary";

// Serbian, in Cyrillic and in Latin script: Banca Intesa Beograd, Raiffeisen Srbija, OTP Srbija, Komercijalna and
// Poštanska štedionica exports ("Duguje/Potražuje").
export default {
  date: `Датум, Датум промене, Датум књижења, Датум трансакције, Datum, Datum promene, Datum knjiženja, Datum transakcije,
    Datum prometa`,
  transactionDate: "Трансакције, Transakcije",
  bookingDate: "Књижења, Knjiženja, Промене, Promene",
  valueDate: "Датум валуте, Datum valute",
  amount: "Износ, Iznos",
  debit: "Дугује, Duguje, Исплата, Isplata, Задужење, Zaduženje, Одлив, Odliv",
  credit: "Потражује, Potražuje, Уплата, Uplata, Одобрење, Odobrenje, Прилив, Priliv",
  payee: "Прималац, Primalac, Платилац, Platilac, Налогодавац, Nalogodavac, Прималац/Платилац, Primalac/Platilac",
  notes: "Опис, Opis, Сврха, Svrha, Сврха плаћања, Svrha plaćanja, Напомена, Napomena",
  currency: "Валута, Valuta",
  balance: "Стање, Stanje, Салдо, Saldo",
  transactionId: "Позив на број, Poziv na broj, Број налога, Broj naloga, Референца, Referenca",
  category: "Категорија, Kategorija",
  type: "Врста, Vrsta, Тип, Tip",
  status: "Статус, Status",
  not: {
    amount: "Накнада, Naknada, Курс, Kurs, Стање, Stanje",
    payee: "Рачун*, Račun*",
  },
} satisfies HeaderWords;
