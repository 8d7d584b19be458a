import type { HeaderWords } from "../header-vocabulary";

// German: Sparkassen and Volksbanken (CSV-CAMT, MT940-CSV), Deutsche Bank, Commerzbank, ING-DiBa, DKB, comdirect,
// N26, Austrian (Erste, Raiffeisen) and Swiss (UBS, ZKB, PostFinance) exports, card statements.
export default {
  date: "Datum, Buchungstag, Buchungsdatum, Tag, Transaktionsdatum, Belegdatum, Kaufdatum, Umsatztag",
  transactionDate: "Belegdatum, Kaufdatum, Transaktionsdatum, Umsatztag",
  bookingDate: "buchung*",
  valueDate: "Valuta, Valutadatum, Wertstellung, Wertstellungsdatum",
  amount: "Betrag, Betrag EUR, Buchungsbetrag, Umsatz, Summe, Einzelbetrag, Netto",
  debit: "Soll, Lastschrift, Lastschriften, Belastung, Ausgang, Ausgabe, Ausgaben, Abgang, Abbuchung",
  credit: "Haben, Gutschrift, Gutschriften, Eingang, Einnahme, Einnahmen, Zugang, Erstattung, Rückerstattung",
  indicator: "S/H, Soll/Haben",
  payee: `Empfänger, Empfaenger, Auftraggeber, Begünstigter, Beguenstigter, Zahlungspflichtiger, Auftraggeber/Empfänger,
    Empfänger/Auftraggeber, Begünstigter/Zahlungspflichtiger, Beguenstigter/Zahlungspflichtiger, Name des Zahlungsbeteiligten, Zahlungsempfänger, Zahlungsbeteiligter,
    Gegenpartei, Name`,
  notes: `Verwendungszweck, Buchungstext, Umsatzart, Transaktionsbeschreibung, Transaktionsbeschreibung Zusatz, Beschreibung,
    Bemerkung, Referenz, Info, Text`,
  currency: "Währung, Waehrung, Buchungswährung",
  balance: "Saldo, Kontostand, Saldo nach Buchung, Guthaben",
  transactionId: "Transaktions-ID, TransaktionsID, Buchungsreferenz, Transaktionscode",
  category: "Kategorie",
  type: "Umsatzart, Buchungsart, Vorgang, Transaktionstyp, Transaktionsart, Typ, Art",
  status: "Status",
  fee: "Gebühr, Gebühren",
  checkNumber: "Schecknummer, Scheck-Nr, Schecknr",
  foreign: "Originalwährung, Fremdwährung, Originalbetrag",
  account: "Kontowährung",
  not: {
    // A shop's sales tax ("Umsatzsteuer" beside PayPal's "Netto") is part of a price, never the booking's amount.
    amount: "fremd*, Kurs*, Gebühr*, Gebuehr*, Kosten*, Saldo*, Kontostand*, Umsatzsteuer*, Steuer*",
    payee: "Konto*, Karten*",
    credit: "Rahmen, verfügbar, Limit, Kreditlimit*, Kreditrahmen*, Kreditkarte*",
    currency: "fremd*",
    transactionId: "Konto*",
  },
} satisfies HeaderWords;
