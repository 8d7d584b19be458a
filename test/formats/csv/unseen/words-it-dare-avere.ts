import type { UnseenFixture } from "./fixture";

// Class: Italian accounting headers for debit and credit ("Dare" / "Avere"), one of them empty on each row, a
// value date ("Valuta"). Modelled on the movements export of Italian cooperative banks (BCC, Banca Sella).
export default {
  name: "IT cooperative bank: Dare / Avere, Valuta, Descrizione",
  file: [
    "Data;Valuta;Descrizione;Dare;Avere",
    "02/05/2024;02/05/2024;PAGAMENTO POS ESSELUNGA MILANO;45,20;",
    "06/05/2024;06/05/2024;STIPENDIO ACME SPA;;1.850,00",
    "14/05/2024;14/05/2024;ADDEBITO SDD ENEL ENERGIA;78,35;",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "45.20", payee: "ESSELUNGA" },
      { date: "2024-05-06", amount: "-1850.00", payee: "ACME" },
      { date: "2024-05-14", amount: "78.35", payee: "ENEL" },
    ],
  },
} satisfies UnseenFixture;
