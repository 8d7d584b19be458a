import type { UnseenFixture } from "./fixture";

// Class: Italian debit and credit columns ("Addebiti" / "Accrediti") that both hold a number on every row, the
// other one zero. Modelled on Poste Italiane's (BancoPosta) movements export.
export default {
  name: "IT BancoPosta: Addebiti / Accrediti both filled (zero on the other side)",
  file: [
    "Data Contabile;Data Valuta;Addebiti;Accrediti;Descrizione operazioni",
    "02/05/2024;02/05/2024;45,20;0,00;PAGAMENTO POS CONAD",
    "06/05/2024;06/05/2024;0,00;1.320,00;ACCREDITO PENSIONE INPS",
    "16/05/2024;15/05/2024;62,90;0,00;ADDEBITO DIRETTO TIM",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "45.20", payee: "CONAD" },
      { date: "2024-05-06", amount: "-1320.00", payee: "INPS" },
      { date: "2024-05-16", amount: "62.90", payee: "TIM" },
    ],
  },
} satisfies UnseenFixture;
