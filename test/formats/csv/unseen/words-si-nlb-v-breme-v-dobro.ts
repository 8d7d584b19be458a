import type { UnseenFixture } from "./fixture";

// Class: Slovenian debit and credit columns ("V breme" / "V dobro"), the counterparty under "Prejemnik/Plačnik" and
// the purpose under "Namen". Modelled on NLB's account-statement export.
export default {
  name: "SI NLB: V breme / V dobro, Prejemnik/Plačnik, Namen, Stanje",
  file: [
    "Datum knjiženja;Datum valute;Prejemnik/Plačnik;Namen;V breme;V dobro;Stanje",
    "02.05.2024;02.05.2024;MERCATOR D.D.;Nakup s kartico;34,70;;1.265,30",
    "06.05.2024;06.05.2024;PODJETJE D.O.O.;Plača april;;1.820,00;3.085,30",
    "14.05.2024;14.05.2024;ELEKTRO ENERGIJA;Račun za elektriko;58,90;;3.026,40",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "34.70", payee: "MERCATOR" },
      { date: "2024-05-06", amount: "-1820.00", payee: "PODJETJE" },
      { date: "2024-05-14", amount: "58.90", payee: "ELEKTRO" },
    ],
  },
} satisfies UnseenFixture;
