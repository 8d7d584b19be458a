// The `:61:` statement line (SWIFT MT940 field 61: `6!n[4!n]2a[1!a]15d1!a3!c16x[//16x]` and `[34x]` on the next
// line). Only the value date, the mark and the amount decide whether a transaction can be read; the rest is
// read as leniently as banks write it: a funds code after the mark (the currency's third letter, F for HUF, R
// for EUR), a transaction type left blank (`S   `, `N   `) or of the bank's own (`FMSC`), blanks for the entry
// date, a line break before the amount, a decimal point where SWIFT writes a comma.

export interface StatementLine {
  /** YYYY-MM-DD: the entry (booking) date when written, else the value date. */
  date: string | null;
  valueDate: string;
  /** D, C, RD, RC (reversals), ED, EC (expected, as MT942 writes them). */
  mark: string;
  /** The amount as the service writes it: positive is money out for the holder. */
  amount: string;
  type: string | null;
  ownerReference: string | null;
  bankReference: string | null;
  /** The `[34x]` supplementary details on the line after. */
  supplementary: string | null;
}

/**
 * Value date, entry date (or four blanks), mark, funds code, amount (a line break may come before it), type
 * (a letter and three characters, blanks allowed), the owner's reference up to `//`, the bank's after it.
 */
const LINE_61 =
  /^(\d{6})(\d{4}| {4})?(R?[DC]|E[DC])([A-Z])?[ \n]?(\d+(?:[,.]\d*)?)([A-Za-z][A-Za-z0-9 ]{3})?([^\n]*?)(?:\/\/([^\n]*))?(?:\n([^]*))?$/;

export function statementLine(value: string): StatementLine | null {
  // Not trimmed: a type of blanks (`N   `) may end the line.
  const m = LINE_61.exec(value);
  if (!m) return null;
  const [, valueDate = "", entryDate, mark = "", , amountText = "", type, owner, bank, more] = m;
  // Split at its one comma or point (the pattern allows no second): this runs twice per transaction.
  const cut = amountText.search(/[,.]/);
  const whole = cut < 0 ? amountText : amountText.slice(0, cut);
  const fraction = cut < 0 ? "" : amountText.slice(cut + 1);
  // D (money out for the holder) is the service's positive; RC undoes a credit (money out), RD a debit.
  const moneyOut = mark === "D" || mark === "RC" || mark === "ED";
  const digits = `${whole.startsWith("0") ? whole.replace(/^0+(?=\d)/, "") : whole}.${fraction.padEnd(2, "0")}`;
  const amount = Number(digits) === 0 ? "0.00" : `${moneyOut ? "" : "-"}${digits}`;
  return {
    date: dateOf(valueDate, entryDate?.trim() || undefined),
    valueDate,
    mark,
    amount,
    type: written(type),
    ownerReference: written(owner),
    bankReference: written(bank),
    supplementary: written(more?.replace(/\n/g, " ")),
  };
}

const written = (s: string | undefined) => s?.trim() || null;

/**
 * The booking (entry) date when written, in the value date's year or the one next to it; else the value date.
 * A day past the month's end (German banks book the quarter's interest on 30 February) is its last day.
 */
export function dateOf(valueDate: string, entryDate: string | undefined): string | null {
  let year = 2000 + Number(valueDate.slice(0, 2));
  let month = Number(valueDate.slice(2, 4));
  let day = Number(valueDate.slice(4, 6));
  if (entryDate) {
    const em = Number(entryDate.slice(0, 2));
    // Booked in December for a January value date (or the other way round): the year differs.
    if (em === 12 && month === 1) year -= 1;
    else if (em === 1 && month === 12) year += 1;
    month = em;
    day = Number(entryDate.slice(2, 4));
  }
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  // Written out, not through Date: this runs twice for each of up to 50,000 transactions.
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const last = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return `${year}-${two(month)}-${two(Math.min(day, last))}`;
}

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
