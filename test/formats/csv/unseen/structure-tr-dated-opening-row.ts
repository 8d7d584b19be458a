import type { UnseenFixture } from "./fixture";

// Class: a Turkish export whose first dated row is the balance carried over ("Devreden bakiye"), and a total line.
export default {
  name: "TR bank: Devreden bakiye as a dated row, Toplam under the table",
  file: [
    "Tarih;Açıklama;Tutar;Bakiye",
    "01.05.2026;Devreden bakiye;0,00;4.210,00",
    "04.05.2026;MIGROS TICARET;-312,45;3.897,55",
    "10.05.2026;MAAS ODEMESI;22.000,00;25.897,55",
    "Toplam;;21.687,55;",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-05-04", amount: "312.45" },
      { date: "2026-05-10", amount: "-22000.00" },
    ],
  },
} satisfies UnseenFixture;
