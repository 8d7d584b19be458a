import type { UnseenFixture } from "./fixture";

// Class: plural booking words as the debit and credit headers ("Lastschriften" / "Gutschriften"), a currency
// column beside them, decimal commas.
export default {
  name: "DE cooperative bank: Lastschriften / Gutschriften columns and a Währung column",
  file: [
    "Datum;Empfänger/Auftraggeber;Verwendungszweck;Lastschriften;Gutschriften;Währung",
    '14.10.2024;"Stadtwerke Ulm";"Abschlag Oktober";86,00;;EUR',
    '15.10.2024;"Muster GmbH";"Gehalt 10/2024";;2.950,17;EUR',
    '16.10.2024;"dm-drogerie markt";"Kartenzahlung";12,45;;EUR',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-10-14", amount: "86.00", payee: "Stadtwerke" },
      { date: "2024-10-15", amount: "-2950.17", payee: "Muster" },
      { date: "2024-10-16", amount: "12.45", payee: "dm-drogerie" },
    ],
  },
} satisfies UnseenFixture;
