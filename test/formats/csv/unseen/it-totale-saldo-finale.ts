import type { UnseenFixture } from "./fixture";

// Class: an Italian bank's movements list: intestatario, IBAN and period lines before the header; totals of
// debits and credits and the closing balance (with its date) between the rows and a disclaimer.
export default {
  name: "IT bank Lista movimenti: Intestatario/IBAN/Periodo before, Totale addebiti/accrediti and Saldo finale after",
  file: [
    "Lista movimenti",
    "Intestatario:;Mario Rossi",
    "IBAN:;IT60X0542811101000000123456",
    "Periodo:;dal 01/03/2024 al 31/03/2024",
    "",
    "Data contabile;Data valuta;Descrizione;Importo",
    "01/03/2024;01/03/2024;PAGAMENTO POS ESSELUNGA;-62,35",
    "04/03/2024;04/03/2024;BONIFICO STIPENDIO ACME SPA;1.850,00",
    "12/03/2024;12/03/2024;ADDEBITO SDD ENEL ENERGIA;-78,90",
    "",
    "Totale addebiti;;;-141,25",
    "Totale accrediti;;;1.850,00",
    "Saldo finale al 31/03/2024;;;3.208,75",
    "Movimenti soggetti a verifica",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-01", amount: "62.35", payee: "ESSELUNGA" },
      { date: "2024-03-04", amount: "-1850.00", payee: "STIPENDIO" },
      { date: "2024-03-12", amount: "78.90", payee: "ENEL" },
    ],
  },
} satisfies UnseenFixture;
