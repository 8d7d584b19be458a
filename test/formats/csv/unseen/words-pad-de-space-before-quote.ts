import type { UnseenFixture } from "./fixture";

// Class: cells padded before their quotes (`"Datum"; "Empfänger"`): the quotes still hold the field, a ";" inside
// it included, and every row is read, not one.
export default {
  name: 'DE export padded before the quotes: "Datum"; "Empfänger"; "Betrag"',
  file: [
    '"Datum"; "Empfänger"; "Verwendungszweck"; "Betrag"',
    '"02.05.2024"; "REWE Markt GmbH"; "Kartenzahlung; Filiale 12"; "-45,20"',
    '"06.05.2024"; "Muster GmbH"; "Gehalt"; "2.950,17"',
    '"14.05.2024"; "Stadtwerke Ulm"; "Abschlag"; "-86,00"',
    '"15.05.2024"; "dm-drogerie markt"; "Kartenzahlung"; "-12,45"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "45.20", payee: "REWE" },
      { date: "2024-05-06", amount: "-2950.17", payee: "Muster" },
      { date: "2024-05-14", amount: "86.00", payee: "Stadtwerke" },
      { date: "2024-05-15", amount: "12.45", payee: "dm" },
    ],
  },
} satisfies UnseenFixture;
