import type { UnseenFixture } from "./fixture";

// Class: balance rows inside the table, the opening one ("Saldo Anterior") first and the closing one
// ("S A L D O", letters spaced) last, each with a date and an amount like a booking. Modelled on Banco do
// Brasil's (Brazil) extrato CSV.
export default {
  name: "BR Banco do Brasil: Saldo Anterior row first, S A L D O row last",
  file: [
    '"Data","Dependencia Origem","Histórico","Data do Balancete","Número do documento","Valor",',
    '"30/04/2024","","Saldo Anterior","","0","1520.35",',
    '"02/05/2024","","Compra com Cartão - 02/05 10:21 PAO DE ACUCAR","","123456","-87.90",',
    '"05/05/2024","","Pix - Recebido - 05/05 09:00 MARIA SILVA","","654321","350.00",',
    '"06/05/2024","","Pagamento de Boleto - ENEL SP","","789012","-214.37",',
    '"06/05/2024","","S A L D O","","0","1568.08",',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "87.90", payee: "PAO DE ACUCAR" },
      { date: "2024-05-05", amount: "-350.00", payee: "MARIA" },
      { date: "2024-05-06", amount: "214.37", payee: "ENEL" },
    ],
  },
} satisfies UnseenFixture;
