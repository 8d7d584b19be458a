// What each column of the sample's data rows looks like: dates, numbers, indicator words, currency
// codes. Role assignment and the later decisions read these figures, never the cells again.
import { indicatorValues, looksLikeCurrencyCode, NAMED_INDICATOR_SHARE } from "../words/columns";
import { namesMinorUnits } from "../words/minor-units";
import { inferDateColumn } from "../../../locale/dates";
import { isNoAmount, newEvidence, observeNumber, type NumberEvidence } from "../../../locale/numbers";
import type { CsvRecord } from "../read/structure";

export interface ColumnStats {
  index: number;
  header: string;
  values: string[];
  nonEmpty: number;
  /** Non-empty cells that are not a dash standing for no amount ("-", "—"): what a money column holds. */
  filled: number;
  dateShare: number;
  numbers: NumberEvidence;
  numberShare: number;
  distinct: number;
  indicator: string[] | null;
  /** The indicator words of a column that holds mostly (not only) indicator words: enough when the header names one. */
  indicatorMostly: string[] | null;
  currencyCodes: number;
  /** Non-empty cells shaped like a date, an account, card or reference number (see `isIdentifierLike`): never money. */
  identifiers: number;
}

export function columnStats(records: CsvRecord[], rows: number[], width: number, headers: readonly string[] | null): ColumnStats[] {
  const out: ColumnStats[] = [];
  const yearless: ColumnStats[] = [];
  let fullDates = false;
  for (let c = 0; c < width; c++) {
    const values = rows.map((i) => (records[i]?.fields[c] ?? "").trim());
    const nonEmptyValues = values.filter(isFilled);
    const date = inferDateColumn(values);
    if (date && !date.yearless && date.share >= FULL_DATES) fullDates = true;
    const numbers = newEvidence();
    for (const v of values) if (isFilled(v)) observeNumber(v, numbers);
    const header = headers?.[c] ?? "";
    // Under a header that names hundredths, two more digits are money ("Jumlah (sen)": 1426259183 is 14 262 591,83).
    const accountDigits = header !== "" && namesMinorUnits(header) ? ACCOUNT_DIGITS + 2 : ACCOUNT_DIGITS;
    const stats: ColumnStats = {
      index: c,
      header,
      values,
      nonEmpty: nonEmptyValues.length,
      filled: nonEmptyValues.filter((v) => !isNoAmount(v)).length,
      dateShare: date && nonEmptyValues.length > 0 ? (date.share * nonEmptyValues.length) / Math.max(1, values.length) : 0,
      numbers,
      numberShare: numbers.nonEmpty === 0 ? 0 : numbers.numeric / numbers.nonEmpty,
      distinct: new Set(nonEmptyValues).size,
      indicator: indicatorValues(values),
      indicatorMostly: indicatorValues(values, NAMED_INDICATOR_SHARE),
      currencyCodes: nonEmptyValues.filter(looksLikeCurrencyCode).length,
      identifiers: nonEmptyValues.filter((v) => isIdentifierLike(v, accountDigits)).length,
    };
    out.push(stats);
    if (date?.yearless) yearless.push(stats);
  }
  // Beside dates with their year, "1/3" or "12/25" is an instalment or a card's expiry, not a date.
  if (fullDates) for (const stats of yearless) stats.dateShare = 0;
  return out;
}

/** Share of a column's cells that are dates with their year for it to be the file's dates. */
const FULL_DATES = 0.5;

/** A cell of a dash alone ("-", "–", "—"): the empty side of a pair of money columns, as some banks write it. */
const DASH = /^[-–—]$/;

/** Whether a (trimmed) cell holds a value: neither empty nor a dash alone. */
export function isFilled(v: string): boolean {
  return v !== "" && !DASH.test(v);
}

export function mergeEvidence(list: NumberEvidence[]): NumberEvidence {
  const ev = newEvidence();
  for (const e of list) {
    ev.decimalComma += e.decimalComma;
    ev.decimalPoint += e.decimalPoint;
    ev.ambiguous += e.ambiguous;
    ev.numeric += e.numeric;
    ev.nonEmpty += e.nonEmpty;
    ev.negative += e.negative;
    ev.lakhs += e.lakhs;
    for (const [k, v] of e.thousands) ev.thousands.set(k, (ev.thousands.get(k) ?? 0) + v);
  }
  return ev;
}

/** Digits of an account or card number: no amount a budget sees has nine integer digits and no decimals. */
const ACCOUNT_DIGITS = 9;
/** Day, month and year with one separator ("25.03.2020", "2020/03/25", "1.3.20"); "1.234.567" is not one. */
const DATE_SHAPE = /^(?:\d{1,2}([./-])\d{1,2}\1\d{2}(?:\d{2})?|\d{4}([./-])\d{1,2}\2\d{1,2})\.?$/;
/** An IBAN (country letters, check digits, then the account), written with or without spaces. */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}(?:\s?[A-Z0-9]){8,}$/;

/**
 * A cell that reads as a number but is an identifier or a date, never money: a date written with dots or
 * dashes, an IBAN, nine or more digits without a decimal mark (account, card or document numbers,
 * 20240305), or digits with a leading zero ("0532013000", "00123"). `accountDigits`: as many digits or more make
 * an identifier (two more where the column is in hundredths).
 */
export function isIdentifierLike(v: string, accountDigits = ACCOUNT_DIGITS): boolean {
  if (DATE_SHAPE.test(v) || IBAN_SHAPE.test(v) || isGroupedAccount(v)) return true;
  if (!/^[\d\s-]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, "");
  if (digits.length >= accountDigits) return true;
  return digits.length >= 3 && digits.charCodeAt(0) === 48 && /^0\d/.test(v);
}

/** Digit groups joined by dots, none of three digits after the first: "1234.56.78901" (a Norwegian account). */
const GROUPED_ACCOUNT = /^\d+(?:\.\d+){2,}$/;

/**
 * An account number written in dotted groups: nine or more digits in three or more groups that are not
 * thousands ("1.234.567.890" is money; "1234.56.78901" is not, and would read as no number at all).
 */
function isGroupedAccount(v: string): boolean {
  if (!GROUPED_ACCOUNT.test(v)) return false;
  const groups = v.split(".");
  const digits = groups.reduce((n, g) => n + g.length, 0);
  const [first = "", ...rest] = groups;
  return digits >= ACCOUNT_DIGITS && !(first.length <= 3 && rest.every((g) => g.length === 3));
}

/** Share of a column's filled cells that are identifiers or dates above which it is never money. */
const IDENTIFIER_SHARE = 0.5;

/** Share of cells read as dates above which a column is dates (compact 20240305 too); "12,3,4" may read as one. */
const DATES_NOT_MONEY = 0.8;

/** Whether a column may hold money (amount, debit, credit, balance): not a column of dates or identifiers. */
export function mayBeMoney(c: ColumnStats): boolean {
  return c.nonEmpty === 0 || (c.identifiers < c.nonEmpty * IDENTIFIER_SHARE && c.dateShare < DATES_NOT_MONEY);
}
