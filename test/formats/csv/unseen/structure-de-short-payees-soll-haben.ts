import type { UnseenFixture } from "./fixture";

// Class: short payees with a branch number ("DM 1234", "OMV 12", "BP 2231") under Verwendungszweck, beside Soll and
// Haben: the names read as amounts with a word, no money role takes them, and they are the payee.
// Modelled on a German savings bank's Umsatzliste.
export default {
  name: "DE Sparkasse: Buchungstag, Verwendungszweck, Soll / Haben, Saldo, short payees with numbers",
  file: [
    "Buchungstag;Verwendungszweck;Soll;Haben;Saldo",
    "14.03.2026;DM 1234;23,45;;1.476,55",
    "17.03.2026;OMV 12;58,10;;1.418,45",
    "19.03.2026;BP 2231;44,00;;1.374,45",
    "23.03.2026;HM 0042;;19,99;1.394,44",
    "27.03.2026;KIK 7;12,50;;1.381,94",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-14", amount: "23.45", payee: "DM 1234" },
      { date: "2026-03-17", amount: "58.10", payee: "OMV 12" },
      { date: "2026-03-19", amount: "44.00", payee: "BP 2231" },
      { date: "2026-03-23", amount: "-19.99", payee: "HM 0042" },
      { date: "2026-03-27", amount: "12.50", payee: "KIK 7" },
    ],
  },
} satisfies UnseenFixture;
