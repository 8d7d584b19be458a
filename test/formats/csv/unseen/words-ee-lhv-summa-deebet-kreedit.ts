import type { UnseenFixture } from "./fixture";

// Class: Estonian headers ("Kuupäev", "Saaja/maksja nimi", "Summa", "Deebet/Kreedit (D/K)", "Valuuta", "Selgitus"),
// an unsigned amount beside its D/K column, the account numbers that are no payee. Modelled on LHV's
// account-statement CSV layout.
export default {
  name: "EE LHV: Summa with Deebet/Kreedit (D/K), Saaja/maksja nimi, Selgitus",
  file: [
    "Kliendi konto;Dokumendi number;Kuupäev;Saaja/maksja konto;Saaja/maksja nimi;Deebet/Kreedit (D/K);Summa;Viitenumber;Arhiveerimistunnus;Selgitus;Valuuta",
    "EE717700771001735865;;2024-05-02;;RIMI EESTI FOOD AS;D;18,45;;2024050200123;Kaardimakse;EUR",
    "EE717700771001735865;15;2024-05-06;EE382200221020145685;NÄIDIS OÜ;K;1850,00;;2024050600456;Töötasu aprill;EUR",
    "EE717700771001735865;16;2024-05-14;EE352200221011234567;EESTI ENERGIA AS;D;42,10;123456;2024051400789;Elektriarve;EUR",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "18.45", payee: "RIMI" },
      { date: "2024-05-06", amount: "-1850.00", payee: "NÄIDIS" },
      { date: "2024-05-14", amount: "42.10", payee: "EESTI ENERGIA" },
    ],
  },
} satisfies UnseenFixture;
