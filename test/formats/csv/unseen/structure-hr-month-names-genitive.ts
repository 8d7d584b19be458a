import type { UnseenFixture } from "./fixture";

// Class: dates with Croatian month names in the genitive, a dot after the year ("5. siječnja 2026."); "lipnja"
// is June in Croatian, where Polish "lipca" is July. Modelled on a Croatian bank's export.
export default {
  name: "HR banka: '5. siječnja 2026.' and '3. lipnja 2026.' dates",
  file: [
    "Datum;Opis;Iznos",
    "5. siječnja 2026.;KONZUM ZAGREB;-38,40",
    "10. veljače 2026.;PLAĆA PRIMJER D.O.O.;1.420,00",
    "3. lipnja 2026.;HEP ELEKTRA;-61,25",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-01-05", amount: "38.40", payee: "KONZUM" },
      { date: "2026-02-10", amount: "-1420.00", payee: "PLAĆA" },
      { date: "2026-06-03", amount: "61.25", payee: "HEP" },
    ],
  },
} satisfies UnseenFixture;
