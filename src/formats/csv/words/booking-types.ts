// The words a bank writes for the kind of a booking, in the languages it exports in: a column of nothing but
// these ("Lastschrift", "DEBIT", "Virement", "Pinbetaling", "ACH_DEBIT") says what kind of payment a row is,
// never who was paid or what for, so its text goes to custom_metadata and not to the payee or notes. And the
// column of a check's number beside them.
import { normalizedWords } from "./row-state";

const WORDS = [
  // English (US checking and card exports use codes: "ACH_DEBIT", "DEBIT_CARD", "CHECK_PAID", "DSLIP")
  "debit, credit, dr, cr, debit card, credit card, card, card payment, card purchase, purchase, sale, return, refund",
  "payment, bill payment, bill pay, direct debit, standing order, transfer, online transfer, bank transfer, wire",
  "wire transfer, deposit, withdrawal, atm, atm withdrawal, cash, cash withdrawal, pos, pos purchase, check, cheque",
  "check paid, check deposit, dslip, ach, ach debit, ach credit, fee, fees, interest, adjustment, dividend, loan",
  "misc debit, misc credit, quick pay, quickpay, zelle, faster payment, bacs, so, dd, bgc, tfr, fpi, fpo, deb, cpt",
  // German
  "lastschrift, basislastschrift, folgelastschrift, erstlastschrift, einzellastschrift, sepa lastschrift",
  "uberweisung, ueberweisung, online uberweisung, online ueberweisung, echtzeituberweisung, sepa uberweisung",
  "gutschrift, gutschr ueberweisung, gutschr uberweisung, dauerauftrag, kartenzahlung, kartenzahlung girocard",
  "bargeldauszahlung, bargeldabhebung, auszahlung, einzahlung, abschluss, entgeltabschluss, entgelt, zinsen",
  "lohn gehalt, gehalt rente, gehalt, rente, rucklastschrift, retoure, storno, zahlung, dauerauftrag lastschrift",
  // French
  "prelevement, prelevement sepa, virement, virement sepa, virement instantane, virement recu, virement emis, carte",
  "paiement carte, paiement par carte, carte bancaire, retrait, retrait dab, retrait carte, cheque emis",
  "remise de cheque, frais, commission, interets, avoir, remboursement, domiciliation",
  // Dutch (ING's "Mutatiesoort" and its two-letter codes)
  "incasso, overschrijving, overboeking, betaalautomaat, geldautomaat, pinbetaling, ideal, acceptgiro, storting",
  "online bankieren, verzamelbetaling, diversen, ba, gm, gt, ic, ov, dv, id, vz, st, bij, af",
  // Spanish, Portuguese, Italian
  "transferencia, transferencia recibida, transferencia emitida, recibo, domiciliacion, adeudo, compra con tarjeta",
  "pago con tarjeta, tarjeta, cajero, reintegro, ingreso, comision, abono, cargo, bizum, transferencia sepa",
  "compra, pagamento, levantamento, deposito, debito, credito, bonifico, addebito, prelievo, accredito, pagamento pos",
];

const TYPES = new Set(WORDS.flatMap((line) => line.split(",").map((w) => normalizedWords(w))));

/** German compounds say their kind in their last part ("SEPA-ELV-Lastschrift", "Auslandsüberweisung"). */
const STEMS = ["lastschrift", "uberweisung", "ueberweisung", "gutschrift", "zahlung", "auftrag"];

/** Longest value of a type column: a word or a short phrase, never a sentence. */
const MAX_LENGTH = 40;
/** Words of a type value at most ("Gutschr. Überweisung", "Kartenzahlung girocard"). */
const MAX_WORDS = 4;
/** Share of a column's values that must be kind words for the column to be one without a header saying so. */
const WORDS_SHARE = 0.8;
/** With a header that names the type: this share of known kind words, or values that repeat. */
const NAMED_SHARE = 0.3;

/** Whether a cell is one of the kind words (or a compound ending in one). */
export function isBookingType(cell: string): boolean {
  const v = normalizedWords(cell);
  if (v === "" || v.length > MAX_LENGTH) return false;
  if (TYPES.has(v)) return true;
  const last = v.slice(v.lastIndexOf(" ") + 1);
  return STEMS.some((s) => last.endsWith(s));
}

/** A short value without digits: what a type column holds (a reference or a sentence is not one). */
function isShortWord(v: string): boolean {
  return v.length <= MAX_LENGTH && !/\d/.test(v) && v.split(/\s+/).length <= MAX_WORDS;
}

/**
 * Whether a column's sampled values only say the kind of each booking: nearly all of them kind words, or, under a
 * header that names a type ("Umsatzart", "Type", "Mutatiesoort"), short words that are kind words or repeat.
 */
export function isTypeColumn(values: readonly string[], headerNamesType: boolean): boolean {
  const filled = values.filter((v) => v !== "");
  if (filled.length === 0 || !filled.every(isShortWord)) return false;
  const known = filled.filter(isBookingType).length;
  if (known >= filled.length * WORDS_SHARE) return true;
  // A column of currency codes ("EUR") under a "Type Foreign Currency" header is no kind of booking.
  if (known === 0 && filled.every((v) => CURRENCY_CODE.test(v))) return false;
  return headerNamesType && (known >= filled.length * NAMED_SHARE || new Set(filled).size <= filled.length / 2);
}

/** What a currency column holds. */
const CURRENCY_CODE = /^[A-Z]{3}$/;

/** A check's number: digits only (a column of them is mostly empty: only checks have one). */
const CHECK_NUMBER = /^\d{1,12}$/;

/** Whether a column named for check numbers holds them (or nothing in the sample). */
export function isCheckNumberColumn(values: readonly string[]): boolean {
  return values.every((v) => v === "" || CHECK_NUMBER.test(v));
}
