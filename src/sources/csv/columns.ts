// Which column is what: by header words in the languages banks export in, checked against the values
// (a "Valuta" column of dates is a value date in German; of "EUR" cells it is a currency in Italian).
import { INDICATOR_IN, INDICATOR_OUT } from "./sign-words";

export type Role =
  | "date"
  | "valueDate"
  | "amount"
  | "debit"
  | "credit"
  | "indicator"
  | "payee"
  | "notes"
  | "currency"
  | "balance"
  | "transactionId"
  | "category";

/** Lowercase, no accents, words separated by single spaces: "Auftraggeber/Empfänger" → "auftraggeber empfanger". */
export function normalizeHeader(h: string): string {
  return h
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Header words per role. A phrase matches as whole words; more specific phrases score higher. */
const WORDS: Readonly<Record<Role, readonly string[]>> = {
  date: [
    "data operacji",
    "data ksiegowania",
    "data transakcji",
    "bokforingsdatum",
    "bogforingsdato",
    "bokfort",
    "bogfort",
    "dato",
    "kirjauspaiva",
    "data movimento",
    "data lancamento",
    "data do movimento",
    "fecha movimiento",
    "date",
    "datum",
    "data",
    "fecha",
    "dato",
    "datum transakce",
    "datum provedeni",
    "datum zauctovani",
    "buchungstag",
    "buchungsdatum",
    "booking date",
    "transaction date",
    "trans date",
    "posting date",
    "post date",
    "date processed",
    "created",
    "completed date",
    "started date",
    "boekdatum",
    "transactiedatum",
    "date operation",
    "date de l operation",
    "fecha operacion",
    "data operazione",
    "data contabile",
    "tranzakcio datuma",
    "datum verrichting",
    "kaupan paiva",
    "bokforingsdag",
    "transaktionsdatum",
    "day",
    "tag",
    "belegdatum",
    "kaufdatum",
    "date de comptabilisation",
    "posted date",
    "transaction posted date",
  ],
  valueDate: [
    "data waluty",
    "valutadato",
    "rentedato",
    "arvopaiva",
    "data valor",
    "fecha de valor",
    "valuta",
    "valutadatum",
    "wertstellung",
    "value date",
    "valuedate",
    "date de valeur",
    "fecha valor",
    "data valuta",
    "rentedatum",
    "execution date",
    "ertek nap",
    "erteknap",
    "datum verrekening",
    "valuta datum",
  ],
  amount: [
    "kwota operacji",
    "belob",
    "belop",
    "maara",
    "montante",
    "valor eur",
    "importe eur",
    "importo eur",
    "castka",
    "amount",
    "betrag",
    "bedrag",
    "importe",
    "montant",
    "importo",
    "umsatz",
    "summe",
    "sum",
    "castka",
    "kwota",
    "belopp",
    "belob",
    "osszeg",
    "valor",
    "value",
    "transaction amount",
    "amount eur",
    "betrag eur",
    "zauctovana castka",
    "bedrag eur",
    "buchungsbetrag",
    "tranzakcio osszege",
    "bedrag in eur",
    "net",
    "total",
  ],
  debit: [
    "obciazenia",
    "winien",
    "ut fra konto",
    "ut",
    "udbetaling",
    "belastning",
    "debitering",
    "uscita",
    "addebito",
    "debit",
    "debet",
    "soll",
    "lastschrift",
    "lastschriften",
    "withdrawal",
    "withdrawals",
    "paid out",
    "money out",
    "out",
    "outflow",
    "af",
    "cargo",
    "cargos",
    "debito",
    "uscite",
    "addebiti",
    "ausgang",
    "belastung",
    "ausgaben",
    "spent",
    "debit amount",
    "charge",
    "charges",
    "payments",
    "ausgabe",
    "uttag",
  ],
  credit: [
    "uznania",
    "ma",
    "inn pa konto",
    "inn",
    "indbetaling",
    "insattningar",
    "kreditering",
    "entrata",
    "accredito",
    "credit",
    "haben",
    "deposit",
    "deposits",
    "paid in",
    "money in",
    "in",
    "inflow",
    "bij",
    "abono",
    "abonos",
    "credito",
    "entrate",
    "accrediti",
    "eingang",
    "gutschrift",
    "gutschriften",
    "einnahmen",
    "received",
    "credit amount",
    "einnahme",
    "insattning",
  ],
  indicator: [
    "c d",
    "d c",
    "cd",
    "dc",
    "cr dr",
    "dr cr",
    "af bij",
    "bij af",
    "credit debit",
    "debit credit",
    "s h",
    "soll haben",
    "transaction type",
    "type",
    "bevetel kiadas",
    "direction",
    "in out",
    "sens",
    "debit credit indicator",
    "cdindicator",
    "credit debit indicator",
    "mutatiesoort",
  ],
  payee: [
    "protiucet",
    "nazev protiuctu",
    "nazev protistrany",
    "protistrana",
    "partner neve",
    "kedvezmenyezett",
    "naam tegenpartij",
    "naam begunstigde",
    "begunstigde",
    "contrepartie",
    "nom de la contrepartie",
    "nom contrepartie",
    "kontrahent",
    "nazwa kontrahenta",
    "odbiorca",
    "nadawca",
    "odbiorca nadawca",
    "nadawca odbiorca",
    "mottaker",
    "modtager",
    "betalingsmodtager",
    "saaja",
    "maksaja",
    "saaja maksaja",
    "beneficiario ordenante",
    "ordenante",
    "controparte",
    "favorecido",
    "destinatario",
    "nome contraparte",
    "counterparty",
    "payee",
    "name",
    "naam",
    "nom",
    "nombre",
    "nome",
    "empfanger",
    "empfaenger",
    "auftraggeber",
    "beguenstigter",
    "zahlungspflichtiger",
    "auftraggeber empfanger",
    "beguenstigter zahlungspflichtiger",
    "counterparty",
    "counterparty name",
    "tegenpartij",
    "naam tegenpartij",
    "naam tegenrekening",
    "merchant",
    "merchant name",
    "beneficiary",
    "beneficiario",
    "beneficiaire",
    "partner",
    "partner name",
    "partner neve",
    "handelaar",
    "recipient",
    "payee name",
    "destinatario",
    "ordinante",
    "contrepartie",
    "nazev protiuctu",
    "counteraccount name",
    "to",
    "from",
    "name des zahlungsbeteiligten",
    "zahlungsempfanger",
    "empfanger auftraggeber",
    "mottagare",
    "description payee",
  ],
  notes: [
    "zprava pro prijemce",
    "zprava pro mne",
    "poznamka",
    "popis",
    "kozlemeny",
    "kozlemeny 1",
    "megjegyzes",
    "mededeling",
    "communication",
    "communications",
    "libelle operation",
    "detail",
    "tytul",
    "tytul operacji",
    "opis",
    "opis operacji",
    "meddelande",
    "beskrivning",
    "tekst",
    "beskrivelse",
    "forklaring",
    "viesti",
    "selite",
    "descripcion",
    "mas datos",
    "descrizione operazione",
    "causale",
    "descricao",
    "descritivo",
    "historico",
    "movimento",
    "message for me",
    "client note",
    "description",
    "verwendungszweck",
    "omschrijving",
    "memo",
    "concepto",
    "libelle",
    "details",
    "narrative",
    "mededeling",
    "mededelingen",
    "note",
    "notes",
    "remarque",
    "buchungstext",
    "transaktionsbeschreibung",
    "zprava",
    "message",
    "causale",
    "descrizione",
    "descripcion",
    "info",
    "text",
    "purpose",
    "booking text",
    "particulars",
    "desc",
    "payment reference",
    "toelichting",
    "kozlemeny",
    "reference",
    "referenz",
    "vrije mededeling",
    "transaction description",
    "transaction details",
    "beschreibung",
    "bemerkung",
    "comment",
    "comments",
    "omschrijving 1",
    "omschrijving 2",
    "omschrijving 3",
    "description 1",
    "description 2",
    "description 3",
    "transaktionsbeschreibung zusatz",
    "umsatzart",
    "reszletek",
    "message for payee",
    "wording",
    "observaciones",
  ],
  currency: [
    "currency",
    "wahrung",
    "waehrung",
    "munt",
    "devise",
    "moneda",
    "valuta",
    "divisa",
    "mena",
    "devizanem",
    "ccy",
    "currency code",
    "buchungswahrung",
    "monn",
    "valuta code",
    "tranzakcio devizaneme",
  ],
  balance: [
    "balance",
    "saldo",
    "kontostand",
    "solde",
    "running balance",
    "saldo na trn",
    "egyenleg",
    "balance after",
    "saldo nach buchung",
    "saldo dopo",
    "available balance",
    "new balance",
  ],
  transactionId: [
    "id",
    "transaction id",
    "transaktions id",
    "transaktionsid",
    "id transakce",
    "n de transaction",
    "no de transaction",
    "numero de transaction",
    "reference number",
    "transaction reference number",
    "transaction number",
    "buchungsreferenz",
    "megbizas azonosito",
    "numero operacion",
    "fitid",
    "transaction reference",
    "unique id",
    "referentie",
    "volgnr",
  ],
  category: ["category", "kategorie", "categorie", "categoria", "kategoria", "subcategory", "category name"],
};

/**
 * Header of a transaction-type column ("Umsatzart: Lastschrift", "Typ transakce", "Transaction type"): text,
 * but the kind of booking, never the counterparty.
 */
export const TYPE_HEADER =
  /\b(umsatzart|buchungsart|vorgang|transaktionstyp|transaktionsart|type|typ|tipo|tipus|tipusa|art|mutatiesoort|code|kod|kind|rodzaj)\b|^(transaction|trans) type$/;

/** Words that make a column the wrong one for a role ("Original amount", "Account name", "Kaarthouder"). */
const EXCLUDE: Partial<Readonly<Record<Role, RegExp>>> = {
  amount: /\b(original|orig|oorspr|fremd|foreign|local|kurs|koers|rate|fee|fees|gebuhr|poplatek|kosten|balance|saldo|puvodni)/,
  payee:
    /\b(account|rekening|konto|uctu|kaarthouder|card ?holder|rubrieknaam|karten)(?! ?(name )?(tegen|counter|gegen))|\b(message|zprava|poznamka|kozlemeny|mededeling|communication|memo|notes?)\b/,
  // "Available credit", "Credit limit": what the card may still spend, not money in.
  credit: /\b(available|limit|limite|rahmen|verfugbar|card)\b/,
  currency: /\b(original|orig|oorspr|fremd|foreign|local|puvodni)/,
  transactionId: /\b(account|rekening|konto|card|batch|incassant|mandate|machtiging)/,
  notes: /\b(account|rekening|iban|bic)\b/,
};

/**
 * Letters NFD does not take apart ("Tytuł", "Beløb", "Đ"), folded for matching header words only: the
 * fingerprint keeps normalizeHeader as it was, so saved profiles still match.
 */
const FOLD: Readonly<Record<string, string>> = { ł: "l", Ł: "l", ø: "o", Ø: "o", đ: "d", Đ: "d", æ: "ae", Æ: "ae", œ: "oe", Œ: "oe" };
const matchKey = (h: string): string => normalizeHeader(h.replace(/[łŁøØđĐæÆœŒ]/g, (c) => FOLD[c]!));
/** A trailing currency ("Gutschrift in CHF", "bedrag in EUR") says what the column is in: its "in" is not money in. */
const CURRENCY_SUFFIX = /^(.+) in [a-z]{3}$/;

/** Higher means a better match of `header` for `role`; 0 is no match. */
export function headerScore(header: string, role: Role): number {
  const h = matchKey(header);
  if (h === "") return 0;
  if (EXCLUDE[role]?.test(h)) return 0;
  let best = 0;
  const padded = ` ${h} `;
  for (const w of WORDS[role]) {
    if (h === w) best = Math.max(best, 10 + w.length);
    else if ((w === "in" ? ` ${h.replace(CURRENCY_SUFFIX, "$1")} ` : padded).includes(` ${w} `)) best = Math.max(best, 4 + w.length / 4);
    // German compounds: "Buchungsbetrag", "Zahlungsempfänger".
    else if (w.length >= 5 && h.includes(w)) best = Math.max(best, 2 + w.length / 8);
  }
  return best;
}

// The indicator values of every language live in sign-words/ with the rest of the direction words.
export { INDICATOR_IN, INDICATOR_OUT };
const INDICATOR_SET = new Set([...INDICATOR_OUT, ...INDICATOR_IN]);

/** An indicator column has nothing else in it; a text column with a stray "in" is not one. */
export const INDICATOR_SHARE = 0.95;
/** A column whose header names the indicator may hold a few odd values (reported per row). */
export const NAMED_INDICATOR_SHARE = 0.6;

/** Whether a column's values are (mostly: `minShare`) indicator words; returns the distinct words seen. */
export function indicatorValues(values: readonly string[], minShare = INDICATOR_SHARE): string[] | null {
  const seen = new Set<string>();
  let nonEmpty = 0;
  let hits = 0;
  for (const v of values) {
    const t = v.trim().toLowerCase();
    if (t === "") continue;
    nonEmpty++;
    if (INDICATOR_SET.has(t)) {
      hits++;
      seen.add(t);
    }
  }
  if (nonEmpty === 0 || hits < nonEmpty * minShare || seen.size > 4) return null;
  return [...seen];
}

/** ISO 4217-shaped codes ("EUR", "usd"). */
export function isCurrencyCode(v: string): boolean {
  return /^[A-Za-z]{3}$/.test(v.trim());
}
