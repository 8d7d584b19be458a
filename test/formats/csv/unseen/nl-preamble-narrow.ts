import type { UnseenFixture } from "./fixture";

// Class: long preamble whose key/value lines have as many fields as the (narrow) transaction table.
export default {
  name: "NL bank: Rekeningnummer/Periode/Beginsaldo lines as wide as the three-column table",
  file: [
    "Rekeningnummer;NL91ABNA0417164300;",
    "Naam;J. de Vries;",
    "Periode;01-06-2024;30-06-2024",
    "Beginsaldo;1.250,00;EUR",
    "Eindsaldo;1.096,55;EUR",
    ";;",
    "Datum;Omschrijving;Bedrag",
    "03-06-2024;Albert Heijn 1403;-23,45",
    "14-06-2024;NS Groep IZ;-30,00",
    "25-06-2024;Belastingdienst teruggaaf;100,00",
    "27-06-2024;Vattenfall;-200,00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-06-03", amount: "23.45", payee: "Albert Heijn" },
      { date: "2024-06-14", amount: "30.00", payee: "NS Groep" },
      { date: "2024-06-25", amount: "-100.00", payee: "Belastingdienst" },
      { date: "2024-06-27", amount: "200.00", payee: "Vattenfall" },
    ],
  },
} satisfies UnseenFixture;
