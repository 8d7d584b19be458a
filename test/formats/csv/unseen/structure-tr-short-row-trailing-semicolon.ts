import type { UnseenFixture } from "./fixture";

// Class: a row short of a cell that kept its trailing empty one: one row lost its "Kanal" (channel) cell, so its
// amount sits under the channel and its balance one column left, the row still ending with ";". The running
// balance, newest row first, says where the cell is missing. Modelled on a Turkish bank's "hesap hareketleri".
export default {
  name: "TR banka: newest first, one row without its Kanal cell, trailing ';' kept",
  file: [
    "Tarih;Açıklama;Kanal;Tutar;Bakiye;",
    "24.03.2026;MIGROS TICARET ISTANBUL;POS;-412,60;8.187,40;",
    "18.03.2026;MAAS ODEMESI ACME AS;45.000,00;8.600,00;",
    "11.03.2026;TURKCELL FATURA;INTERNET;-399,00;-36.400,00;",
    "04.03.2026;KIRA ODEMESI;MOBIL;-15.000,00;-36.001,00;",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-24", amount: "412.60", payee: "MIGROS" },
      { date: "2026-03-18", amount: "-45000.00", payee: "MAAS" },
      { date: "2026-03-11", amount: "399.00", payee: "TURKCELL" },
      { date: "2026-03-04", amount: "15000.00", payee: "KIRA" },
    ],
  },
} satisfies UnseenFixture;
