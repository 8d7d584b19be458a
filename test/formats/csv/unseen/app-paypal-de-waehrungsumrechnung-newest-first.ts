import type { UnseenFixture } from "./fixture";

// Class: a wallet's activity list in German, newest first, where a purchase paid in another currency is three rows:
// a pair of "Allgemeine Währungsumrechnung" rows without a name (the account's currency spent, the foreign currency
// bought), then the payment in its currency; each conversion row points back at the payment by "Zugehöriger
// Transaktionscode". The budget gets one transaction in the account's currency, paid to the payment's name.
// Modelled on PayPal's "Aktivitäten herunterladen" CSV.
export default {
  name: "PayPal (deutsch): eine Zahlung in GBP, ihr Umrechnungspaar, neueste zuerst",
  file: [
    '"Datum","Uhrzeit","Zeitzone","Name","Typ","Status","Währung","Brutto","Gebühr","Netto","Absender E-Mail-Adresse","Empfänger E-Mail-Adresse","Transaktionscode","Lieferadresse","Adress-Status","Artikelbezeichnung","Artikelnummer","Versand- und Bearbeitungsgebühr","Versicherungsbetrag","Umsatzsteuer","Option 1 Name","Option 1 Wert","Option 2 Name","Option 2 Wert","Zugehöriger Transaktionscode","Rechnungsnummer","Zollnummer","Anzahl","Empfangsnummer","Guthaben","Adresszeile 1","Telefonnummer","Betreff","Hinweis","Auswirkung auf Guthaben"',
    '"21.05.2024","09:12:40","MESZ","Zalando SE","Express-Zahlung","Abgeschlossen","EUR","-59,95","0,00","-59,95","ich@example.de","paypal@zalando.de","7NP89012QR345678S","","","","","0,00","","0,00","","","","","","","","1","","40,25","","","","","Soll"',
    '"18.05.2024","20:31:05","MESZ","","Allgemeine Währungsumrechnung","Abgeschlossen","EUR","-23,61","0,00","-23,61","ich@example.de","","8QR90123ST456789U","","","","","","","","","","","","9ST01234UV567890W","","","","","100,20","","","","","Soll"',
    '"18.05.2024","20:31:05","MESZ","","Allgemeine Währungsumrechnung","Abgeschlossen","GBP","20,00","0,00","20,00","ich@example.de","","1UV12345WX678901Y","","","","","","","","","","","","9ST01234UV567890W","","","","","0,00","","","","","Haben"',
    '"18.05.2024","20:31:05","MESZ","The Book People Ltd","Zahlung im Einzugsverfahren mit Zahlungsrechnung","Abgeschlossen","GBP","-20,00","0,00","-20,00","ich@example.de","shop@thebookpeople.co.uk","9ST01234UV567890W","","","","","0,00","","0,00","","","","","","","","1","","-20,00","","","","","Soll"',
    '"15.05.2024","11:45:00","MESZ","Deutsche Bahn AG","Express-Zahlung","Abgeschlossen","EUR","-39,80","0,00","-39,80","ich@example.de","paypal@bahn.de","2WX23456YZ789012A","","","","","0,00","","0,00","","","","","","","","1","","123,81","","","","","Soll"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-21", amount: "59.95", payee: "Zalando" },
      { date: "2024-05-18", amount: "23.61", payee: "Book People" },
      { date: "2024-05-15", amount: "39.80", payee: "Deutsche Bahn" },
    ],
  },
} satisfies UnseenFixture;
