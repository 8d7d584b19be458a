import type { UnseenFixture } from "./fixture";

// Class: money typed by its values: a Mongolian header (Огноо, Гүйлгээний утга, Орлого "income", Зарлага
// "expense", Үлдэгдэл "balance"), money in left of money out. The pair is found by its values (each row fills
// one), and the running balance, found as the full column that moves by them, says the left one is money in.
// Modelled on a Mongolian bank's statement export.
export default {
  name: "MN bank: Cyrillic header, money in left of money out, the balance decides",
  file: [
    "Огноо;Гүйлгээний утга;Орлого;Зарлага;Үлдэгдэл",
    "2026.03.02;Цалин ACME ХХК;2 400 000,00;;3 150 000,00",
    "2026.03.04;Номин супермаркет;;86 500,00;3 063 500,00",
    "2026.03.10;Түрээсийн төлбөр;;900 000,00;2 163 500,00",
    "2026.03.18;Гар утасны төлбөр;;35 000,00;2 128 500,00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-02", amount: "-2400000.00", payee: "ACME" },
      { date: "2026-03-04", amount: "86500.00", payee: "Номин" },
      { date: "2026-03-10", amount: "900000.00", payee: "Түрээсийн" },
      { date: "2026-03-18", amount: "35000.00", payee: "Гар" },
    ],
  },
} satisfies UnseenFixture;
