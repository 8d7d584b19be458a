import type { UnseenFixture } from "./fixture";

// A Slovenian export with three date columns and header words Intake does not know for the amount: the third
// date column ("25.03.2020" has dots like a decimal) must not be taken for the amount.
const fixture: UnseenFixture = {
  name: "Slovenian bank export: three date columns, amount under an unknown header word",
  file: [
    "Datum knjiženja;Datum valute;Datum transakcije;Namen;Prejemnik;Znesek;Stanje",
    "25.03.2020;25.03.2020;23.03.2020;Nakup s kartico;MERCATOR D.D.;-34,56;1.204,10",
    "26.03.2020;26.03.2020;24.03.2020;Nakup s kartico;PETROL D.D.;-52,00;1.152,10",
    "27.03.2020;27.03.2020;27.03.2020;Plača;PODJETJE D.O.O.;1.500,00;2.652,10",
    "30.03.2020;30.03.2020;28.03.2020;Nakup s kartico;SPAR SLOVENIJA;-18,20;2.633,90",
    "",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2020-03-23", amount: "34.56", payee: "MERCATOR" },
      { date: "2020-03-24", amount: "52.00", payee: "PETROL" },
      { date: "2020-03-27", amount: "-1500.00" },
      { date: "2020-03-28", amount: "18.20" },
    ],
  },
};
export default fixture;
