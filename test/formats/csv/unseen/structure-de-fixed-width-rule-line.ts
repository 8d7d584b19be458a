import type { UnseenFixture } from "./fixture";

// Class: a fixed-width text whose columns a line of dashes rules under the header, one space between them (a booking
// date and a value date side by side, the purpose text after them), signed amounts with a decimal comma and a
// closing balance line under the table. Modelled on a German savings bank's printable export.
export default {
  name: "DE Sparkasse: fixed-width, columns ruled by dashes, one space apart",
  file: [
    "Kontoauszug Nr. 5/2026                        Girokonto 1234567890",
    "Buchung    Valuta     Verwendungszweck                          Betrag EUR",
    "---------- ---------- ---------------------------------------- -----------",
    "02.05.2026 02.05.2026 REWE MARKT SAGT DANKE                         -45,20",
    "04.05.2026 04.05.2026 GEHALT MAI BEISPIEL GMBH                   2.850,00",
    "06.05.2026 06.05.2026 MIETE WOHNUNG MUSTERSTR 1                   -950,00",
    "13.05.2026 13.05.2026 STADTWERKE ABSCHLAG                           -78,00",
    "---------- ---------- ---------------------------------------- -----------",
    "                                          Neuer Saldo               1.776,80",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-05-02", amount: "45.20", payee: "REWE" },
      { date: "2026-05-04", amount: "-2850.00", payee: "GEHALT" },
      { date: "2026-05-06", amount: "950.00", payee: "MUSTERSTR 1" },
      { date: "2026-05-13", amount: "78.00", payee: "STADTWERKE" },
    ],
  },
} satisfies UnseenFixture;
