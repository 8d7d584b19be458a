import type { UnseenFixture } from "./fixture";

// Class: amounts written with the currency sign and its sign before it ("-R$ 87,90", "R$ 1.432,45"), semicolons,
// day-first dates. Modelled on Brazilian digital banks' extrato exports.
export default {
  name: "BR digital bank: Valor and Saldo written -R$ 1.234,56",
  file: [
    "Data Lançamento;Descrição;Valor;Saldo",
    "02/05/2024;Compra no débito - PAO DE ACUCAR;-R$ 87,90;R$ 1.432,45",
    "05/05/2024;Pix recebido - MARIA SILVA;R$ 350,00;R$ 1.782,45",
    "06/05/2024;Pagamento de boleto - ENEL SP;-R$ 214,37;R$ 1.568,08",
    "10/05/2024;Pix enviado - JOAO SOUZA;-R$ 1.200,00;R$ 368,08",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "87.90", payee: "PAO DE ACUCAR" },
      { date: "2024-05-05", amount: "-350.00", payee: "MARIA" },
      { date: "2024-05-06", amount: "214.37", payee: "ENEL" },
      { date: "2024-05-10", amount: "1200.00", payee: "JOAO" },
    ],
  },
} satisfies UnseenFixture;
