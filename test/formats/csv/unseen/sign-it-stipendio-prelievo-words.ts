import type { UnseenFixture } from "./fixture";

// An Italian bank's movements list: one signed Importo and causali that name the direction ("ACCREDITO
// STIPENDIO", "BONIFICO RICEVUTO", "PRELIEVO BANCOMAT"); a sample of mostly money in.
const fixture: UnseenFixture = {
  name: "Italian bank export: Stipendio/Prelievo words in the causali, mostly money in",
  file: [
    "Data;Data valuta;Causale;Descrizione;Importo",
    "27/05/2024;27/05/2024;ACCREDITO STIPENDIO;ESEMPIO SPA;2.180,00",
    "28/05/2024;28/05/2024;PRELIEVO BANCOMAT;ATM VIA ROMA;-100,00",
    "29/05/2024;29/05/2024;BONIFICO RICEVUTO;DA BIANCHI LUCA;350,00",
    "30/05/2024;30/05/2024;RIMBORSO;AMAZON EU;29,99",
    "31/05/2024;31/05/2024;PAGAMENTO POS;CONAD CITY;-41,30",
    "31/05/2024;31/05/2024;VERSAMENTO CONTANTI;SPORTELLO;500,00",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-27", amount: "-2180.00" },
      { date: "2024-05-28", amount: "100.00" },
      { date: "2024-05-29", amount: "-350.00" },
      { date: "2024-05-30", amount: "-29.99" },
      { date: "2024-05-31", amount: "41.30" },
      { date: "2024-05-31", amount: "-500.00" },
    ],
  },
};
export default fixture;
