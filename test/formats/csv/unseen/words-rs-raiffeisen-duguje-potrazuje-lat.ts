import type { UnseenFixture } from "./fixture";

// Class: Serbian headers in Latin script, debit and credit columns ("Duguje" / "Potražuje"), the description
// under "Svrha". Modelled on Raiffeisen banka Srbija's account-statement layout.
export default {
  name: "RS Raiffeisen (Latin): Duguje / Potražuje, Svrha, Stanje",
  file: [
    "Datum;Primalac/Platilac;Svrha;Duguje;Potražuje;Stanje",
    "03.05.2024;IDEA DOO;Kupovina karticom;1.280,00;;22.720,00",
    "08.05.2024;TELENOR DOO;Račun mart;2.199,00;;20.521,00",
    "10.05.2024;POSLODAVAC DOO;Zarada;;85.000,00;105.521,00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-03", amount: "1280.00", payee: "IDEA" },
      { date: "2024-05-08", amount: "2199.00", payee: "TELENOR" },
      { date: "2024-05-10", amount: "-85000.00", payee: "POSLODAVAC" },
    ],
  },
} satisfies UnseenFixture;
