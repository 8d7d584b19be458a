import type { HeaderWords } from "../header-vocabulary";

// Bulgarian: DSK Bank, UniCredit Bulbank, Postbank, Fibank and OBB exports ("Дебит/Кредит", "Вальор").
export default {
  date: "Дата, Дата на операцията, Дата на транзакцията, Дата на осчетоводяване, Счетоводна дата",
  transactionDate: "Операцията, Транзакцията",
  bookingDate: "Осчетоводяване, Счетоводна",
  valueDate: "Вальор, Дата вальор",
  amount: "Сума, Сума на операцията",
  debit: "Дебит",
  credit: "Кредит",
  payee: "Получател, Наредител, Контрагент, Платец, Наредител/Получател",
  notes: "Описание, Основание, Основание за плащане, Пояснение, Допълнително описание, Забележка",
  currency: "Валута",
  balance: "Салдо, Наличност",
  transactionId: "Референция, Референтен номер, Номер на документ",
  category: "Категория",
  type: "Вид операция, Тип операция, Вид на операцията, Тип",
  status: "Статус",
  foreign: "Валута на операцията, Оригинална валута",
  account: "Валута на сметката",
  not: {
    amount: "Такса, Курс, Салдо",
    payee: "Сметк*, IBAN",
  },
} satisfies HeaderWords;
