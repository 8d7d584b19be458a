// The columns a row is read from: each role's column, placed by the header's names where the header names them (again
// at each section's own header), else where the profile says; and what a row's cells say by those columns alone.
import { resolveColumn } from "../detect/detect";
import type { RecordSpans } from "../read/structure";
import { headerScore } from "../words/columns";
import { headerNames } from "../words/header-vocabulary";
import type { CsvProfile } from "../words/profile";
import type { OtherDateKind } from "../../other-date";

export class RowColumns {
  date = 0;
  amount: number | undefined;
  debit: number | undefined;
  credit: number | undefined;
  indicator: number | undefined;
  payee: number | undefined;
  notes: number[] = [];
  currency: number | undefined;
  balance: number | undefined;
  /** The balance before each row of a run (ends-columns.ts). */
  opening: number | undefined;
  /** A fee column whose fees are not in the amounts (fee-column.ts): each added to its row's money out. */
  fee: number | undefined;
  transactionId: number | undefined;
  category: number | undefined;
  /** The bank's status column (words/row-state.ts): pending rows are marked, declined ones ignored. */
  status: number | undefined;
  /** Status values the balance says were not booked (detect/status-by-balance.ts), where the words do not know them. */
  notBooked: ReadonlySet<string> = new Set();
  /** Columns of the booking's type, and the check number's (row-text.ts): custom_metadata, not the payee or notes. */
  types: number[] = [];
  check: number | undefined;
  /** Unsigned amounts whose rows say their own direction: the columns whose words are read (detect/row-direction.ts). */
  words: number[] = [];
  /** Per notes column, and for the payee's: whether it is a type or state column, whose text is hashed but not shown. */
  notesAside: boolean[] = [];
  payeeAside = false;
  /** The row's other day (a posting or value date beside the transaction's, ../../other-date.ts), and which it is. */
  otherDate: number | undefined;
  otherDateKind: OtherDateKind = "other";
  /**
   * Columns whose header names money in or out, or an amount, that no role reads (row-amounts.ts): a row whose money
   * read is zero while one of them holds some is an error, never a silent 0.00.
   */
  unreadMoney: { index: number; header: string }[] = [];
  /** The column whose header names the booking's type, where a wallet says a row is a conversion or an authorisation. */
  typeNamed: number | undefined;
  /** The record-type column whose codes mark balance rows (-1: none), placed once by the file's header, and those codes. */
  private readonly codeCol: number;
  private readonly balanceCodes: ReadonlySet<string>;

  constructor(
    private readonly profile: CsvProfile,
    h: readonly string[] | null,
  ) {
    this.place(h);
    this.codeCol = profile.balanceCodes ? (resolveColumn(profile.balanceCodes.column, h) ?? -1) : -1;
    this.balanceCodes = new Set(profile.balanceCodes?.codes ?? []);
  }

  /** The roles' columns in a header's cells: by name where the header names them, else where the profile says. */
  place(h: readonly string[] | null): void {
    const c = this.profile.columns;
    const r = (ref: Parameters<typeof resolveColumn>[0]) => resolveColumn(ref, h);
    this.date = r(c.date) ?? 0;
    this.amount = r(c.amount);
    this.debit = r(c.debit);
    this.credit = r(c.credit);
    this.indicator = r(c.indicator);
    this.payee = r(c.payee);
    this.notes = (c.notes ?? []).map(r).filter((i): i is number => i !== undefined);
    this.currency = r(c.currency);
    this.balance = r(c.balance);
    this.opening = r(c.openingBalance);
    this.fee = r(c.fee);
    this.transactionId = r(c.transactionId);
    this.category = r(c.category);
    this.status = r(c.status);
    this.notBooked = new Set(this.profile.statusNotBooked ?? []);
    this.types = (c.type ?? []).map(r).filter((i): i is number => i !== undefined);
    this.check = r(c.checkNumber);
    const typeNamed = h === null ? -1 : h.findIndex((cell) => headerNames(cell, "type"));
    this.typeNamed = typeNamed < 0 ? undefined : typeNamed;
    this.words = (this.profile.rowWords ?? []).map(r).filter((i): i is number => i !== undefined);
    this.notesAside = this.notes.map((i) => i === this.status || this.types.includes(i));
    this.payeeAside = this.payee !== undefined && this.types.includes(this.payee);
    this.otherDate = r(c.valueDate);
    this.otherDateKind = this.otherDate === undefined ? "other" : otherDateKindOf(h?.[this.otherDate] ?? c.valueDate?.header ?? "");
    this.unreadMoney = h === null ? [] : unreadMoney(h, this.read());
  }

  /** Every column a role reads. */
  private read(): Set<number> {
    const single = [
      this.date,
      this.otherDate,
      this.amount,
      this.debit,
      this.credit,
      this.indicator,
      this.payee,
      this.currency,
      this.balance,
    ];
    const more = [this.opening, this.fee, this.transactionId, this.category, this.status, this.check];
    return new Set([...single, ...more, ...this.notes, ...this.types].filter((i): i is number => i !== undefined));
  }

  /** The text columns: the payee's and the notes'. */
  texts(): number[] {
    return [this.payee, ...this.notes].filter((i): i is number => i !== undefined);
  }

  /** Whether the row's record-type cell is one of the codes that mark a balance row. */
  balanceCoded(rec: RecordSpans): boolean {
    return this.codeCol >= 0 && this.balanceCodes.has(rec.field(this.codeCol).trim());
  }

  /** Whether every filled cell of the row is in a text column (the payee's or a note's). */
  inText(rec: RecordSpans): boolean {
    for (let i = 0; i < rec.count; i++) if (!rec.isBlankField(i) && i !== this.payee && !this.notes.includes(i)) return false;
    return true;
  }

  /** Whether the row's amount cells hold a digit. */
  amountHasDigit(rec: RecordSpans): boolean {
    const cells = this.profile.amountStyle === "debit_credit" ? [this.debit, this.credit] : [this.amount];
    return cells.some((i) => i !== undefined && /\d/.test(rec.field(i)));
  }

  amountIsEmpty(rec: RecordSpans): boolean {
    if (this.profile.amountStyle === "debit_credit")
      return rec.field(this.debit ?? -1).trim() === "" && rec.field(this.credit ?? -1).trim() === "";
    return rec.field(this.amount ?? -1).trim() === "";
  }
}

/** The header's columns that name money in, money out or an amount of the account's own, and that no role reads. */
function unreadMoney(h: readonly string[], read: ReadonlySet<number>): { index: number; header: string }[] {
  const out: { index: number; header: string }[] = [];
  h.forEach((header, index) => {
    if (read.has(index) || header.trim() === "") return;
    const side = headerScore(header, "debit") + headerScore(header, "credit") > 0;
    const amount = headerScore(header, "amount") > 0 && !headerNames(header, "foreign") && !headerNames(header, "fee");
    if (side || amount) out.push({ index, header: header.trim() });
  });
  return out;
}

/** Which day a second date column is, by its header: a transaction day named, a value date, a posting day, or unnamed. */
function otherDateKindOf(header: string): OtherDateKind {
  if (header.trim() === "") return "other";
  if (headerNames(header, "transactionDate")) return "transaction";
  if (headerNames(header, "valueDate") && headerScore(header, "valueDate") >= headerScore(header, "date")) return "value";
  if (headerNames(header, "bookingDate")) return "posting";
  return "other";
}
