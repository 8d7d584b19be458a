// The money a row moves, in the service's sign (positive = money out): read from its amount cell or its debit and
// credit cells, signed by the file's sign, an indicator, a mark on the cell or the row's own words, its fee counted in;
// and the currency it moves in.
import {
  absolute,
  addDecimals,
  amountText,
  negateAmount,
  newAmountParts,
  parseAmount,
  READ,
  readAmountIn,
  withSign,
  type AmountParts,
  type NumberFormat,
} from "../../../locale/numbers";
import { isDigitCode } from "../../../locale/dates";
import { amountMark, hasLetterIn, overdrawnMark } from "../detect/amount-mark";
import { directionOfRow, repaymentDirection } from "../detect/row-direction";
import type { RecordSpans } from "../read/structure";
import { INDICATOR_IN, INDICATOR_OUT } from "../words/columns";
import type { Direction } from "../words/direction-words";
import type { CsvProfile } from "../words/profile";
import type { RowColumns } from "./row-columns";

/** Parts divided by 10^scale in place (a whole number of hundredths made units): 1481835.00 → 14818.3500. */
function scaleParts(parts: AmountParts, scale: number): void {
  const digits = parts.fracDigits + scale;
  const whole = parts.int * 10 ** parts.fracDigits + parts.frac;
  parts.int = Math.floor(whole / 10 ** digits);
  parts.frac = whole - parts.int * 10 ** digits;
  parts.fracDigits = digits;
}

/**
 * Whether an amount is nothing, as the service's text writes it ("0.00", "-0.00": /^-?0+(?:\.0+)?$/), read in a loop
 * that stops at the first other character: every row asks, and most amounts are refused on their first digit.
 */
export function isZeroAmount(amount: string): boolean {
  let i = amount.charCodeAt(0) === 45 ? 1 : 0;
  const whole = i;
  while (amount.charCodeAt(i) === 48) i++;
  if (i === whole) return false;
  if (i === amount.length) return true;
  if (amount.charCodeAt(i) !== 46) return false;
  const fraction = ++i;
  while (amount.charCodeAt(i) === 48) i++;
  return i > fraction && i === amount.length;
}

export class RowAmounts {
  readonly fmt: NumberFormat;
  private readonly out: ReadonlySet<string>;
  private readonly in: ReadonlySet<string>;
  /** Signed amounts whose cells may carry a mark that decides over the sign ("125.00CR", "+1.200,00"). */
  private readonly marked: boolean;
  private readonly flip: boolean;
  /** Where a repayment goes in a file read by its rows' words. */
  private readonly repayment: Direction;
  /** The amount cell being read, in numbers until its text is made in the service's sign. */
  private readonly parts = newAmountParts();
  private lastCurrencyCell: string | null = null;
  private lastCurrency: string | undefined = undefined;

  constructor(
    private readonly profile: CsvProfile,
    private readonly cols: RowColumns,
  ) {
    this.fmt = { decimal: profile.decimalSeparator, thousands: profile.thousandsSeparator };
    this.out = new Set((profile.indicatorOut ?? INDICATOR_OUT).map((v) => v.toLowerCase()));
    this.in = new Set((profile.indicatorIn ?? INDICATOR_IN).map((v) => v.toLowerCase()));
    // An unmarked amount goes by the sign: the empty mark is never one of a signed profile's marks.
    const marks = [...(profile.indicatorOut ?? []), ...(profile.indicatorIn ?? [])];
    this.marked = profile.amountStyle === "signed" && marks.some((m) => m !== "");
    this.flip = profile.sign === "negative_is_money_out";
    this.repayment = repaymentDirection(profile.sign);
  }

  /** The service's sign (positive = money out), the row's fee counted in, or "!reason". */
  of(rec: RecordSpans, line: number): string {
    const amount = this.ofCells(rec, line);
    if (isZeroAmount(amount) || (amount.charCodeAt(0) === 33 && this.cols.amountIsEmpty(rec))) {
      const unread = this.unreadMoneyOf(rec);
      if (unread !== null)
        return `!row ${line}: no money read (${isZeroAmount(amount) ? amount : "the amount cells are empty"}), but "${unread.header}", a column not read, holds ${unread.cell}: name the money columns (columns.amount, or columns.debit and columns.credit)`;
    }
    if (this.cols.fee === undefined) return amount;
    const fee = parseAmount(rec.field(this.cols.fee), this.fmt);
    if (fee === null || fee.charCodeAt(0) === 33 || negateAmount(fee) === fee) return amount;
    // A fee charged alone (an account fee) is the row's whole amount.
    if (amount.charCodeAt(0) === 33) return this.cols.amountIsEmpty(rec) ? absolute(fee) : amount;
    return addDecimals(amount, absolute(fee));
  }

  /** The amount cells' money in the service's sign, or "!reason". */
  private ofCells(rec: RecordSpans, line: number): string {
    const fmt = this.fmt;
    const cols = this.cols;
    const style = this.profile.amountStyle;
    if (style === "debit_credit") {
      const dCell = rec.field(cols.debit ?? -1);
      const cCell = rec.field(cols.credit ?? -1);
      const d = parseAmount(dCell, fmt);
      const c = parseAmount(cCell, fmt);
      if (d !== null && d.charCodeAt(0) === 33) return `!row ${line}: debit "${dCell.trim()}" is not a number (${d.slice(1)})`;
      if (c !== null && c.charCodeAt(0) === 33) return `!row ${line}: credit "${cCell.trim()}" is not a number (${c.slice(1)})`;
      // Unsigned columns: a minus is a reversal (money back on the debit side), kept; else the bank's way of writing.
      const out = this.profile.pairReversals ? (v: string) => v : absolute;
      if (d === null) return c === null ? `!row ${line}: no amount (debit and credit are both empty)` : negateAmount(out(c));
      if (c === null) return out(d);
      return addDecimals(out(d), negateAmount(out(c)));
    }
    const parts = this.parts;
    const read = this.readField(rec, cols.amount ?? -1, parts);
    if (read === null) return `!row ${line}: no amount (column ${(cols.amount ?? 0) + 1} is empty)`;
    if (read !== READ) return `!row ${line}: amount "${rec.field(cols.amount ?? -1).trim()}" is not a number (${read.slice(1)})`;
    if (style === "indicator") {
      const raw = rec.field(cols.indicator ?? -1).trim();
      const ind = raw.toLowerCase();
      if (this.out.has(ind)) return amountText(withSign(parts, false));
      if (this.in.has(ind)) return amountText(withSign(parts, true));
      return `!row ${line}: indicator "${raw}" is neither money out (${[...this.out].map(showWord).join("/")}) nor money in (${[...this.in].map(showWord).join("/")})`;
    }
    if (cols.words.length > 0) {
      const said = directionOfRow(rec, cols.words, this.repayment);
      if (said !== null) return amountText(withSign(parts, said === "in"));
    }
    if (this.marked) {
      const mark = amountMark(rec.field(cols.amount ?? -1));
      if (mark !== "" && this.in.has(mark)) return amountText(withSign(parts, true));
      if (mark !== "" && this.out.has(mark)) return amountText(withSign(parts, false));
    }
    // The file's sign turned into the service's as the text is made: no second string per row.
    return amountText(this.flip ? withSign(parts, !parts.negative) : parts);
  }

  /** The first column of money no role reads whose cell on this row holds money other than zero, or null. */
  private unreadMoneyOf(rec: RecordSpans): { header: string; cell: string } | null {
    for (const { index, header } of this.cols.unreadMoney) {
      const cell = rec.field(index).trim();
      const value = parseAmount(cell, this.fmt);
      if (value !== null && value.charCodeAt(0) !== 33 && !isZeroAmount(value)) return { header, cell };
    }
    return null;
  }

  /**
   * A balance cell into `parts`, as readField reads it, negative where a money-out word marks it. Where the amounts are written in 1/10^amountScale units, a
   * balance written as a whole number is too ("ნაშთი (თეთრი)": 1481835 is 14 818,35); one with decimals is not.
   */
  readBalance(rec: RecordSpans, i: number, parts: AmountParts): string | null {
    const read = this.readField(rec, i, parts);
    // "500,00 B" (borçlu), "50.00 DR": a money-out word beside the balance says the account is overdrawn.
    if (read === READ && this.mayBeMarked(rec, i) && overdrawnMark(rec.field(i))) withSign(parts, true);
    const scale = this.profile.amountScale ?? 0;
    if (read !== READ || scale === 0 || rec.field(i).includes(this.fmt.decimal)) return read;
    scaleParts(parts, scale);
    return read;
  }

  /**
   * Whether field i may carry a word beside its number, read in place, unsliced: a plain span of the text does not when
   * it begins and ends with a digit (nothing is before or after its number: two reads, most balances), nor when it
   * holds no letter.
   */
  private mayBeMarked(rec: RecordSpans, i: number): boolean {
    const s = i >= 0 && i < rec.count ? (rec.starts[i] ?? -1) : -1;
    if (s < 0) return true;
    const buf = rec.buf;
    const end = rec.ends[i] ?? s;
    if (isDigitCode(buf.charCodeAt(s)) && isDigitCode(buf.charCodeAt(end - 1))) return false;
    return hasLetterIn(buf, s, end);
  }

  /** readAmountIn of field i into `parts`, read in place when it is a plain span of the text. */
  readField(rec: RecordSpans, i: number, parts: AmountParts): string | null {
    const s = i >= 0 && i < rec.count ? (rec.starts[i] ?? -1) : -1;
    if (s >= 0) return readAmountIn(rec.buf, s, rec.ends[i] ?? s, this.fmt, parts);
    const cell = rec.field(i);
    return readAmountIn(cell, 0, cell.length, this.fmt, parts);
  }

  /** The row's currency: its currency cell's, the last cell's compared in place, or the file's without the column. */
  currency(rec: RecordSpans): string | undefined {
    const col = this.cols.currency;
    if (col === undefined) return this.profile.currency;
    if (this.lastCurrencyCell !== null && rec.is(col, this.lastCurrencyCell)) return this.lastCurrency;
    return this.currencyOf(rec.field(col));
  }

  /** The columns were placed again: the currency cell is read anew. */
  forgetCurrency(): void {
    this.lastCurrencyCell = null;
  }

  /** The currency column's cell, trimmed and lowercased (remembered: a file repeats one or two codes). */
  private currencyOf(raw: string): string | undefined {
    if (raw !== this.lastCurrencyCell) {
      const cur = raw.trim().toLowerCase();
      this.lastCurrencyCell = raw;
      this.lastCurrency = cur.length === 3 ? cur : this.profile.currency;
    }
    return this.lastCurrency;
  }

  /** Whether a cell reads as money: parseAmount gives no reason against it (nor does it against an empty cell). */
  isMoney(v: string): boolean {
    return parseAmount(v, this.fmt)?.charCodeAt(0) !== 33;
  }
}

/** An indicator word for people: the empty cell is named as such. */
const showWord = (w: string): string => (w === "" ? "empty" : w);
