import type { UnseenFixture } from "./fixture";

// Class: a German bank app's export with the bookings not yet made ("Ausstehende Umsätze") in a section of
// their own above the booked ones ("Gebuchte Umsätze"), each under its own header (Datum vs Buchungstag).
export default {
  name: "DE bank app: Ausstehende Umsätze section above Gebuchte Umsätze, headers differing in the date",
  file: [
    "Ausstehende Umsätze",
    "Datum;Empfänger;Verwendungszweck;Betrag",
    "15.03.2024;Amazon Payments;Bestellung 302-1234;-19,99",
    "16.03.2024;PayPal Europe;Spotify;-9,99",
    "Gebuchte Umsätze",
    "Buchungstag;Empfänger;Verwendungszweck;Betrag",
    "01.03.2024;Hausverwaltung Meier;Miete März;-850,00",
    "04.03.2024;REWE Markt;Einkauf;-45,20",
    "08.03.2024;ACME GmbH;Gehalt März;2.300,00",
    "12.03.2024;Stadtwerke;Abschlag;-89,00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-15", amount: "19.99", payee: "Amazon" },
      { date: "2024-03-16", amount: "9.99", payee: "PayPal" },
      { date: "2024-03-01", amount: "850.00", payee: "Hausverwaltung" },
      { date: "2024-03-04", amount: "45.20", payee: "REWE" },
      { date: "2024-03-08", amount: "-2300.00", payee: "ACME" },
      { date: "2024-03-12", amount: "89.00", payee: "Stadtwerke" },
    ],
  },
} satisfies UnseenFixture;
