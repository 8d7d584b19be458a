import type { UnseenFixture } from "./fixture";

// Class: Finnish headers ("Kirjauspäivä", "Määrä EUROA", "Saaja/Maksaja", "Viesti"), signed amounts and an archive
// id. Modelled on OP's account-transactions CSV layout.
export default {
  name: "FI OP: Kirjauspäivä, Määrä EUROA, Saaja/Maksaja, Arkistointitunnus",
  file: [
    "Kirjauspäivä;Arvopäivä;Määrä EUROA;Laji;Selitys;Saaja/Maksaja;Saajan tilinumero;Saajan pankin BIC;Viite;Viesti;Arkistointitunnus",
    "02.05.2024;02.05.2024;-23,90;162;KORTTIOSTO;K-MARKET KAMPPI;;;;;20240502/593497/000001",
    "06.05.2024;06.05.2024;2450,00;710;PALKKA;ESIMERKKI OY;FI4950009420028730;OKOYFIHH;;Palkka huhtikuu;20240506/593497/000002",
    "14.05.2024;14.05.2024;-64,30;106;E-LASKU;HELEN OY;FI1234567890123456;OKOYFIHH;1234567;;20240514/593497/000003",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "23.90", payee: "K-MARKET" },
      { date: "2024-05-06", amount: "-2450.00", payee: "ESIMERKKI" },
      { date: "2024-05-14", amount: "64.30", payee: "HELEN" },
    ],
  },
} satisfies UnseenFixture;
