import type { UnseenFixture } from "./fixture";

// Class: Croatian out and in columns ("Isplata" / "Uplata"), the balance ("Stanje"). Modelled on Zagrebačka banka's
// account-movements export.
export default {
  name: "HR Zagrebačka banka: Isplata / Uplata, Opis, Stanje",
  file: [
    "Datum knjiženja;Datum valute;Opis;Isplata;Uplata;Stanje",
    "02.05.2024.;02.05.2024.;KONZUM ZAGREB;23,45;;976,55",
    "06.05.2024.;06.05.2024.;PLAĆA TRAVANJ;;1.450,00;2.426,55",
    "14.05.2024.;14.05.2024.;HEP ELEKTRA;61,20;;2.365,35",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "23.45", payee: "KONZUM" },
      { date: "2024-05-06", amount: "-1450.00", payee: "PLAĆA" },
      { date: "2024-05-14", amount: "61.20", payee: "HEP" },
    ],
  },
} satisfies UnseenFixture;
