import type { UnseenFixture } from "./fixture";

// Class: short payees with a number ("BP 1234", "SFR 12", "LU 0") under Libellé, beside Débit and Crédit: read as
// amounts with a word, they are still the payee, since their words differ as shops' names do. Modelled on a French
// bank's account download.
export default {
  name: "FR banque: Date, Libellé, Débit / Crédit, short payees with numbers",
  file: [
    "Date;Libellé;Débit;Crédit",
    "14/03/2026;BP 1234;52,30;",
    "18/03/2026;SFR 12;29,99;",
    "19/03/2026;LU 0;;150,00",
    "27/03/2026;Q PARK 7;8,40;",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-14", amount: "52.30", payee: "BP 1234" },
      { date: "2026-03-18", amount: "29.99", payee: "SFR 12" },
      { date: "2026-03-19", amount: "-150.00", payee: "LU 0" },
      { date: "2026-03-27", amount: "8.40", payee: "Q PARK 7" },
    ],
  },
} satisfies UnseenFixture;
