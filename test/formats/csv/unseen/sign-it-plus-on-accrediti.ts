import type { UnseenFixture } from "./fixture";

// An Italian postal account (BancoPosta-style) movements list: accrediti written "+1.350,00", addebiti
// written without a sign; no balance.
const fixture: UnseenFixture = {
  name: "Italian postal account: a + on credits, debits unsigned",
  file: [
    "Data contabile;Data valuta;Importo;Descrizione operazioni",
    "01/03/2024;01/03/2024;+1.350,00;ACCREDITO EMOLUMENTI INPS",
    "04/03/2024;02/03/2024;45,90;PAGAMENTO POS ESSELUNGA MILANO",
    "07/03/2024;07/03/2024;+200,00;POSTAGIRO DA ROSSI MARIO",
    "12/03/2024;11/03/2024;250,00;PRELIEVO ATM POSTAMAT",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-01", amount: "-1350.00" },
      { date: "2024-03-04", amount: "45.90" },
      { date: "2024-03-07", amount: "-200.00" },
      { date: "2024-03-12", amount: "250.00" },
    ],
  },
};
export default fixture;
