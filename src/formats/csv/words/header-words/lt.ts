import type { HeaderWords } from "../header-vocabulary";

// Lithuanian: Swedbank, SEB, Luminor and Šiaulių bankas exports ("Gavėjas/Mokėtojas", "D/K").
export default {
  date: "Data, Operacijos data, Mokėjimo data, Įrašo data",
  transactionDate: "Operacijos",
  bookingDate: "Įrašo",
  valueDate: "Valiutavimo data",
  amount: "Suma, Operacijos suma",
  debit: "Debetas, Išlaidos, Nurašyta",
  credit: "Kreditas, Įplaukos, Gauta",
  indicator: "Debetas/Kreditas",
  payee: "Gavėjas, Mokėtojas, Gavėjas/Mokėtojas, Mokėtojas/Gavėjas, Partneris",
  notes: "Paaiškinimai, Mokėjimo paskirtis, Paskirtis, Aprašymas",
  currency: "Valiuta",
  balance: "Likutis",
  transactionId: "Įrašo Nr, Operacijos Nr, Dokumento Nr",
  category: "Kategorija",
  type: "Operacijos tipas, Tipas",
  status: "Būsena",
  not: {
    amount: "Komisinis, Kursas, Likutis",
    payee: "Sąskaita, Sąskaitos",
  },
} satisfies HeaderWords;
