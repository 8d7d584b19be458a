import type { UnseenFixture } from "./fixture";

// A German export whose "Soll/Haben" column holds the signed amounts themselves, not S/H letters.
const fixture: UnseenFixture = {
  name: "German export: the Soll/Haben column holds signed amounts",
  file: [
    "Buchungstag;Valuta;Empfänger/Auftraggeber;Verwendungszweck;Soll/Haben;Währung",
    "04.03.2024;04.03.2024;EDEKA Center;Kartenzahlung;-45,12;EUR",
    "05.03.2024;05.03.2024;Vermieter GmbH;Miete März;-950,00;EUR",
    "08.03.2024;08.03.2024;Arbeitgeber AG;Gehalt;2.731,55;EUR",
    "11.03.2024;11.03.2024;Deutsche Bahn;Ticket;-39,90;EUR",
    "",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-03-04", amount: "45.12", payee: "EDEKA" },
      { date: "2024-03-05", amount: "950.00" },
      { date: "2024-03-08", amount: "-2731.55", payee: "Arbeitgeber" },
      { date: "2024-03-11", amount: "39.90" },
    ],
  },
};
export default fixture;
