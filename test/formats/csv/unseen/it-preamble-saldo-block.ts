import type { UnseenFixture } from "./fixture";

// Class: long preamble with a small table of its own (Saldo contabile / disponibile with a date), same
// delimiter, fewer columns, before the movements.
export default {
  name: "IT bank: Conto/Intestatario lines and a Data;Saldo contabile;Saldo disponibile block before Movimenti",
  file: [
    "Conto corrente;IT60X0542811101000000123456",
    "Intestatario;Mario Rossi",
    "",
    "Data;Saldo contabile;Saldo disponibile",
    "31/05/2024;1.820,40;1.790,40",
    "",
    "Movimenti dal 01/05/2024 al 31/05/2024",
    "Data contabile;Data valuta;Descrizione;Importo;Divisa",
    "02/05/2024;02/05/2024;PAGAMENTO POS ESSELUNGA;-56,20;EUR",
    "13/05/2024;13/05/2024;ADDEBITO SDD ENEL ENERGIA;-88,00;EUR",
    "27/05/2024;27/05/2024;STIPENDIO MAGGIO;1.950,00;EUR",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "56.20", payee: "ESSELUNGA" },
      { date: "2024-05-13", amount: "88.00", payee: "ENEL" },
      { date: "2024-05-27", amount: "-1950.00", payee: "STIPENDIO" },
    ],
  },
} satisfies UnseenFixture;
