import type { UnseenFixture } from "./fixture";

// Class: a named debit or credit column with a stray mark in one cell. A Portuguese bank's movements ("Débito" /
// "Crédito"): the closing balance's line writes its amount with a "#" after it and its label with a "#" before.
export default {
  name: "PT movements: Débito / Crédito, '845,10#' on the line '#Saldo final'",
  file: [
    "Data;Descrição;Débito;Crédito",
    "13-05-2024;COMPRA CONTINENTE LISBOA;56,75;",
    "14-05-2024;TRF DE SILVA JOAO;;300,00",
    "20-05-2024;PAG SERV ELECTRICIDADE;41,15;",
    "31-05-2024;#Saldo final;;845,10#",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-13", amount: "56.75", payee: "CONTINENTE" },
      { date: "2024-05-14", amount: "-300.00", payee: "SILVA" },
      { date: "2024-05-20", amount: "41.15", payee: "ELECTRICIDADE" },
    ],
  },
} satisfies UnseenFixture;
