import type { UnseenFixture } from "./fixture";

// Class: a row short of a cell that kept its trailing empty one: the value date left out of one row (not left
// empty), so its description, debit and balance each sit one column left, and the row still ends with ";". The
// running balance says where the cell is missing. Modelled on a Portuguese bank's "movimentos" export.
export default {
  name: "PT banco: one row without its value date, its trailing ';' kept",
  file: [
    "Data Mov.;Data Valor;Descrição;Débito;Crédito;Saldo;",
    "02-03-2026;02-03-2026;COMPRA PINGO DOCE LISBOA;23,45;;1.476,55;",
    "05-03-2026;TRF SALARIO EMPRESA EXEMPLO LDA;;1.650,00;3.126,55;",
    "12-03-2026;12-03-2026;PAGAMENTO EDP COMERCIAL;61,80;;3.064,75;",
    "19-03-2026;19-03-2026;LEVANTAMENTO MULTIBANCO;100,00;;2.964,75;",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-02", amount: "23.45", payee: "PINGO DOCE" },
      { date: "2026-03-05", amount: "-1650.00", payee: "SALARIO" },
      { date: "2026-03-12", amount: "61.80", payee: "EDP" },
      { date: "2026-03-19", amount: "100.00", payee: "MULTIBANCO" },
    ],
  },
} satisfies UnseenFixture;
