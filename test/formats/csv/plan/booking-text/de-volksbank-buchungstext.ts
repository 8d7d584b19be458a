import type { BookingTextFixture } from "./fixture";

// Class: a cooperative bank's export: account columns first, "Name Zahlungsbeteiligter", a "Buchungstext" of
// mixed-case kinds ("Basislastschrift", "Überweisung", "Kartenzahlung") and the purpose after it.
export default {
  name: "DE cooperative bank: Buchungstext of mixed-case kinds beside the purpose",
  file: [
    "Bezeichnung Auftragskonto;IBAN Auftragskonto;BIC Auftragskonto;Bankname Auftragskonto;Buchungstag;Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;BIC (SWIFT-Code) Zahlungsbeteiligter;Buchungstext;Verwendungszweck;Betrag;Waehrung;Saldo nach Buchung;Bemerkung;Kategorie;Steuerrelevant;Glaeubiger ID;Mandatsreferenz",
    "Girokonto;DE02300606010002474689;DAAEDEDDXXX;Raiffeisenbank Talheim;20.11.2026;20.11.2026;Allianz Versicherungs-AG;DE55700800000909090900;DRESDEFF700;Basislastschrift;Beitrag Hausrat 2026/11;-12,40;EUR;1.833,20;;;;DE12ZZZ00000012345;MR-77812",
    "Girokonto;DE02300606010002474689;DAAEDEDDXXX;Raiffeisenbank Talheim;18.11.2026;18.11.2026;Hausverwaltung Brandt;DE27100777770209299700;NORSDE51XXX;Dauerauftrag;Miete Dezember Whg 4;-780,00;EUR;1.845,60;;;;;",
    "Girokonto;DE02300606010002474689;DAAEDEDDXXX;Raiffeisenbank Talheim;17.11.2026;17.11.2026;BAECKEREI KORN;;;Kartenzahlung;2026-11-16 Debitk.1 2028-12;-6,80;EUR;2.625,60;;;;;",
    "Girokonto;DE02300606010002474689;DAAEDEDDXXX;Raiffeisenbank Talheim;15.11.2026;15.11.2026;Jana Vogel;DE75512108001245126199;SOGEDEFFXXX;Überweisung;Geschenk Anteil;25,00;EUR;2.632,40;;;;;",
  ].join("\n"),
  rows: [
    { payee: "Allianz Versicherungs-AG", notes: "Beitrag Hausrat 2026/11 MR-77812", type: "Basislastschrift" },
    { payee: "Hausverwaltung Brandt", notes: "Miete Dezember Whg 4", type: "Dauerauftrag" },
    { payee: "BAECKEREI KORN", notes: "2026-11-16 Debitk.1 2028-12", type: "Kartenzahlung" },
    { payee: "Jana Vogel", notes: "Geschenk Anteil", type: "Überweisung" },
  ],
  ids: ["h:fcbda6278d049263:1", "h:a2515aa7e3d207d7:1", "h:622f0fc6bc60ce3c:1", "h:bf7bdc03419bf77e:1"],
} satisfies BookingTextFixture;
