import type { UnseenFixture } from "./fixture";

// A French card statement without a card column: purchases positive, a "REMBOURSEMENT" negative.
const fixture: UnseenFixture = {
  name: "French card statement: purchases positive, a REMBOURSEMENT negative",
  file: [
    "Date opération;Libellé;Montant",
    "12/02/2024;FNAC PARIS;59,90",
    "14/02/2024;REMBOURSEMENT FNAC PARIS;-59,90",
    "15/02/2024;MONOPRIX;22,35",
    "",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-02-12", amount: "59.90", payee: "FNAC" },
      { date: "2024-02-14", amount: "-59.90", payee: "REMBOURSEMENT" },
      { date: "2024-02-15", amount: "22.35" },
    ],
  },
};
export default fixture;
