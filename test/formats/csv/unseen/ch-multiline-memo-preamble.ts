import type { UnseenFixture } from "./fixture";

// Class: multi-line quoted memos (plus a short preamble): a quoted field holds line breaks.
export default {
  name: "CH bank: Buchungsdetails quoted over several lines, after Konto/Währung lines",
  file: [
    "Buchungsart:;Alle Buchungen",
    "Konto:;CH5604835012345678009",
    "Währung:;CHF",
    "",
    "Datum;Buchungsdetails;Gutschrift in CHF;Lastschrift in CHF;Valuta",
    '03.06.2024;"Kauf/Dienstleistung vom 01.06.2024\nKartennummer: XXXX1234\nMIGROS ZUERICH";;-54.30;03.06.2024',
    '10.06.2024;"Gutschrift\nLOHN JUNI\nACME AG";5400.00;;10.06.2024',
    '19.06.2024;"Lastschrift\nSWISSCOM";;-79.00;19.06.2024',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-06-03", amount: "54.30" },
      { date: "2024-06-10", amount: "-5400.00" },
      { date: "2024-06-19", amount: "79.00" },
    ],
  },
} satisfies UnseenFixture;
