import type { UnseenFixture } from "./fixture";

// A German export whose Soll/Haben column says "H" on credits and is empty on debits.
const fixture: UnseenFixture = {
  name: "German export: Soll/Haben is H on credits and empty on debits",
  file: [
    "Buchungstag;Auftraggeber/Empfänger;Verwendungszweck;Betrag;Soll/Haben",
    "02.05.2024;REWE Markt GmbH;Kartenzahlung;54,31;",
    "03.05.2024;Stadtwerke München;Abschlag Strom;78,00;",
    "06.05.2024;Arbeitgeber AG;Gehalt Mai;2.430,00;H",
    "07.05.2024;dm-drogerie markt;Kartenzahlung;12,85;",
    "",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "54.31", payee: "REWE" },
      { date: "2024-05-03", amount: "78.00" },
      { date: "2024-05-06", amount: "-2430.00", payee: "Arbeitgeber" },
      { date: "2024-05-07", amount: "12.85" },
    ],
  },
};
export default fixture;
