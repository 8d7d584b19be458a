import type { UnseenFixture } from "./fixture";

// A Brazilian card's statement: unsigned amounts, "Compra" rows, an "Estorno" (reversal) and the "Pagamento de
// fatura" (the bill paid).
const fixture: UnseenFixture = {
  name: "Brazilian card statement: unsigned amounts, Estorno and Pagamento de fatura among the Compra rows",
  file: [
    "Data;Descrição;Valor",
    "14/09/2024;Compra Supermercado;152,40",
    "16/09/2024;Compra Loja Online;299,90",
    "18/09/2024;Estorno Loja Online;299,90",
    "20/09/2024;Pagamento de fatura;1.200,00",
    "22/09/2024;Compra Farmácia;38,50",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-09-14", amount: "152.40" },
      { date: "2024-09-16", amount: "299.90" },
      { date: "2024-09-18", amount: "-299.90" },
      { date: "2024-09-20", amount: "-1200.00" },
      { date: "2024-09-22", amount: "38.50" },
    ],
  },
};
export default fixture;
