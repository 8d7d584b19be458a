import type { UnseenFixture } from "./fixture";

// A Norwegian bank's account export: unsigned Beløp beside a Retning column (Inn = money in, Ut = money out).
const fixture: UnseenFixture = {
  name: "Norwegian bank export: unsigned amounts and a Retning column of Inn/Ut",
  file: [
    "Dato;Forklaring;Retning;Beløp",
    "15.04.2024;Lønn Arbeidsgiver AS;Inn;42 310,00",
    "16.04.2024;Varekjøp REMA 1000 Majorstuen;Ut;312,40",
    "20.04.2024;Avtalegiro Fjordkraft;Ut;1 045,00",
    "22.04.2024;Vipps fra Kari Nordmann;Inn;250,00",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-04-15", amount: "-42310.00" },
      { date: "2024-04-16", amount: "312.40" },
      { date: "2024-04-20", amount: "1045.00" },
      { date: "2024-04-22", amount: "-250.00" },
    ],
  },
};
export default fixture;
