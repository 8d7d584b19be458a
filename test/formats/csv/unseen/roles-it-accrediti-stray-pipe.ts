import type { UnseenFixture } from "./fixture";

// Class: a named debit or credit column with a stray mark in one cell. An Italian current account's movements
// ("Addebiti" / "Accrediti"): the opening balance's credit cell ends in a "|" left over from the bank's page, and
// the closing balance's label begins with one.
export default {
  name: "IT current account: Addebiti / Accrediti, one credit cell '12.450,30|', and '|SALDO FINALE'",
  file: [
    "Data;Valuta;Addebiti;Accrediti;Descrizione operazioni",
    "31/03/24;;;12.450,30|;SALDO INIZIALE",
    "15/04/24;15/04/24;38,60;;PAGAMENTO POS FARMACIA CENTRALE",
    "18/04/24;18/04/24;;1.120,00;BONIFICO A VOSTRO FAVORE DA ROSSI LUCA",
    "22/04/24;22/04/24;2,00;;COMMISSIONE BONIFICO",
    "30/04/24;;;13.529,70;|SALDO FINALE",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-04-15", amount: "38.60", payee: "FARMACIA" },
      { date: "2024-04-18", amount: "-1120.00", payee: "ROSSI" },
      { date: "2024-04-22", amount: "2.00", payee: "COMMISSIONE" },
    ],
  },
} satisfies UnseenFixture;
