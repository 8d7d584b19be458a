import type { BookingTextFixture } from "./fixture";

// Class: a savings bank's CSV-CAMT export. "Buchungstext" says the kind of booking in capitals, "Info" its state
// ("Umsatz gebucht", "Umsatz vorgemerkt"); a cash withdrawal has no counterparty, so its purpose names it.
export default {
  name: "DE savings bank (CSV-CAMT): Buchungstext and Info columns, a withdrawal without counterparty",
  file: [
    `"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"Betrag";"Waehrung";"Info"`,
    `"DE44500105175407324931";"14.11.26";"14.11.26";"KARTENZAHLUNG";"2026-11-13T18:02 Debitk.7 VISA Debit";"EDEKA SCHULZE";"DE89370400440532013000";"-23,47";"EUR";"Umsatz vorgemerkt"`,
    `"DE44500105175407324931";"12.11.26";"12.11.26";"BARGELDAUSZAHLUNG";"SPK Nordstadt GA 4711 2026-11-12T09:15";"";"";"-100,00";"EUR";"Umsatz gebucht"`,
    `"DE44500105175407324931";"10.11.26";"10.11.26";"FOLGELASTSCHRIFT";"Abschlag Strom 11/2026 Vertrag 88123";"Stadtwerke Nordstadt GmbH";"DE12500105170648489890";"-64,00";"EUR";"Umsatz gebucht"`,
    `"DE44500105175407324931";"03.11.26";"03.11.26";"GUTSCHR. UEBERWEISUNG";"Gehalt November";"Muster Maschinenbau AG";"DE02120300000000202051";"2.845,10";"EUR";"Umsatz gebucht"`,
    `"DE44500105175407324931";"31.10.26";"31.10.26";"ENTGELTABSCHLUSS";"";"";"";"-4,95";"EUR";"Umsatz gebucht"`,
  ].join("\r\n"),
  rows: [
    { payee: "EDEKA SCHULZE", notes: "2026-11-13T18:02 Debitk.7 VISA Debit", type: "KARTENZAHLUNG" },
    { payee: "SPK Nordstadt GA 4711 2026-11-12T09:15", type: "BARGELDAUSZAHLUNG" },
    { payee: "Stadtwerke Nordstadt GmbH", notes: "Abschlag Strom 11/2026 Vertrag 88123", type: "FOLGELASTSCHRIFT" },
    { payee: "Muster Maschinenbau AG", notes: "Gehalt November", type: "GUTSCHR. UEBERWEISUNG" },
    { payee: "ENTGELTABSCHLUSS", type: "ENTGELTABSCHLUSS" },
  ],
  ids: ["h:ce65b0eb7d4f93f9:1", "h:750b8729b028be7b:1", "h:922bb0d5bfba1e0c:1", "h:939190633cb3039b:1", "h:45b0129117d6ea30:1"],
} satisfies BookingTextFixture;
