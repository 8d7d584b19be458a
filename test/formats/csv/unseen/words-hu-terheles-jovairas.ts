import type { UnseenFixture } from "./fixture";

// Class: Hungarian debit and credit columns ("Terhelés" / "Jóváírás"), the counterparty under "Partner neve",
// dates with a trailing dot. Modelled on the account-statement export of Hungarian banks (K&H, MBH).
export default {
  name: "HU bank: Terhelés / Jóváírás, Partner neve, Egyenleg",
  file: [
    "Könyvelés dátuma;Partner neve;Közlemény;Terhelés;Jóváírás;Egyenleg",
    "2024.05.02.;SPAR MAGYARORSZÁG KFT;Kártyás vásárlás;8 450;;241 550",
    "2024.05.06.;MINTA ZRT;Munkabér április;;585 000;826 550",
    "2024.05.14.;ELMŰ-ÉMÁSZ;Áramszámla;12 380;;814 170",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "8450", payee: "SPAR" },
      { date: "2024-05-06", amount: "-585000", payee: "MINTA" },
      { date: "2024-05-14", amount: "12380", payee: "ELMŰ" },
    ],
  },
} satisfies UnseenFixture;
