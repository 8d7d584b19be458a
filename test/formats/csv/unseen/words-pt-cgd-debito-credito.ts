import type { UnseenFixture } from "./fixture";

// Class: Portuguese headers, debit and credit columns ("Débito" / "Crédito"), two balances (book and available).
// Modelled on Caixa Geral de Depósitos' account-movements export.
export default {
  name: "PT CGD: Débito / Crédito, Saldo contabilístico / Saldo disponível",
  file: [
    "Data mov.;Data valor;Descrição;Débito;Crédito;Saldo contabilístico;Saldo disponível",
    "02-05-2024;02-05-2024;COMPRA PINGO DOCE LISBOA;32,45;;1.967,55;1.967,55",
    "06-05-2024;06-05-2024;TRF VENCIMENTO EMPRESA LDA;;1.250,00;3.217,55;3.217,55",
    "13-05-2024;13-05-2024;PAG SERV EDP COMERCIAL;58,10;;3.159,45;3.159,45",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "32.45", payee: "PINGO DOCE" },
      { date: "2024-05-06", amount: "-1250.00", payee: "VENCIMENTO" },
      { date: "2024-05-13", amount: "58.10", payee: "EDP" },
    ],
  },
} satisfies UnseenFixture;
