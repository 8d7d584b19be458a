// The last transaction, held until the next row decides whether a wrapped memo line continues it (its notes, and so
// its external_id, are final only then): one record the planner reuses for every row, plain fields, no object per row.
import type { InsertItem } from "../../../plan";
import { otherDateMetadata } from "../../other-date";
import { newAmountParts, READ, type AmountParts } from "../../../locale/numbers";
import { unitsOfDecimal } from "../../verification";
import { CellReader, copySpan, wholeText, type TextSpan } from "../read/clean-cells";
import type { RecordSpans } from "../read/structure";
import { isSummaryLabelAt } from "../words/row-words";
import { withoutStateTail } from "../words/row-state";
import type { RowAmounts } from "./row-amounts";
import { sameUnits, unitsOf } from "./row-balances";
import type { RowColumns } from "./row-columns";
import { bookingMetadata, shownNotes, shownPayee, withCheckNumber } from "./row-text";

/** The last planned row: what the next row's balance is checked against, kept in parts as read (row-balances.ts). */
export class LastRow {
  readonly balance = newAmountParts();
  hasBalance = false;
  amount = "";

  /** The held row, planned, is the last one now. */
  follow(held: HeldRow): void {
    this.hasBalance = held.balanceRead;
    if (held.balanceRead) copyParts(held.balance, this.balance);
    this.amount = held.amount;
  }
}

export class HeldRow {
  /** The held row's line; 0: none is held. */
  row = 0;
  lines = 1;
  date = "";
  amount = "";
  currency: string | undefined = undefined;
  /** The held notes as the id hashes them (the text of the notes columns and the spill). */
  notes = "";
  /**
   * Where the payee and the notes the id hashes are: in their record's text when each is one cell as it is (a slice
   * is a view every character read pays to follow), else their own text.
   */
  readonly payeeAt: TextSpan = { text: "", start: 0, end: 0 };
  readonly notesAt: TextSpan = { text: "", start: 0, end: 0 };
  /** The balance column's amount, kept in numbers (the external_id hashes it, the file's own check reads it). */
  readonly balance = newAmountParts();
  /** Whether the held row has a balance, and whether its external_id hashes it (a bank's id is the row's own). */
  balanceRead = false;
  hasBalance = false;
  bankId = "";
  category = "";
  pending = false;
  // What the person reads (row-text.ts): the payee and notes above are what the external_id hashes.
  shownPayee = "";
  shownNotes = "";
  type = "";
  state = "";
  check = "";
  /** Whether the held payment's currency was bought by a conversion row after it (wallet-conversions.ts). */
  converted = false;
  /** The other day the row prints (a posting or value date), its cell as written: kept in custom_metadata. */
  otherDateCell = "";
  /** Whether the last item made printed another day in the other column (both read): the plan counts them. */
  otherDiffers = false;
  /** The last other day's cell read, and what it read as: a run of a day's rows prints one, read once. */
  private otherCellRead = "";
  private otherRead: string | null = null;
  /** Its cells of the balances each run repeats, before and after it (ends-columns.ts). */
  openingCell = "";
  closingCell = "";
  private readonly cells = new CellReader();

  constructor(
    private readonly cols: RowColumns,
    private readonly amounts: RowAmounts,
    /** Whether the file repeats each run's balances (ends-columns.ts): only then are their cells kept. */
    private readonly withEnds: boolean,
    /** The file's dates read as the row's date is (YYYY-MM-DD, or null). */
    private readonly readDate: (cell: string) => string | null = () => null,
  ) {}

  /**
   * Holds a dated row with its amount: its text read in place, `spill` (text past the table's columns, rejoined with
   * `joint`) in its notes. False, holding nothing, when its payee or a memo cell is a balance line's label.
   */
  take(rec: RecordSpans, date: string, amount: string, currency: string | undefined, spill: string, joint: string): boolean {
    this.converted = false;
    const cols = this.cols;
    const cells = this.cells;
    const payeeAt = this.payeeAt;
    const notesAt = this.notesAt;
    // The payee cell (its span: the id hashes it); the notes take its place when it is empty (as `payeeAt` does).
    let payee = "";
    if (cols.payee !== undefined) {
      payee = cells.field(rec, cols.payee);
      copySpan(cells.last, payeeAt);
    } else wholeText("", payeeAt);
    let notes = "";
    let noteCells = 0;
    // The notes without the type and state columns, and the state's words that were among them.
    let shown = "";
    let state = "";
    // A balance line names no counterparty: its label is the payee cell, or a memo cell when that is empty.
    let summary = payee !== "" && isSummaryLabelAt(payeeAt);
    for (let i = 0; i < cols.notes.length; i++) {
      const n = cells.field(rec, cols.notes[i] ?? -1);
      if (n === "") continue;
      if (payee === "" && !summary && isSummaryLabelAt(cells.last)) summary = true;
      if (++noteCells === 1) copySpan(cells.last, notesAt);
      notes = notes === "" ? n : `${notes} ${n}`;
      if (!cols.notesAside[i]) shown = shown === "" ? n : `${shown} ${n}`;
      else if (cols.notes[i] === cols.status) state = n;
    }
    // The spill continues the text it was cut from: joined back with the delimiter that cut it.
    if (spill !== "") {
      notes = notes === "" ? spill : `${notes}${joint}${spill}`;
      shown = shown === "" ? spill : `${shown}${joint}${spill}`;
    }
    // Notes of more cells than one, or none, are their own text.
    if (noteCells !== 1 || spill !== "") wholeText(notes, notesAt);
    // "Opening balance" with a date and an amount: a line of the bank's summary, not a transaction.
    if (summary) return false;
    this.type = cols.types.length === 0 ? "" : this.typeOf(rec);
    const payeeCell = cols.payeeAside ? "" : payee;
    const payeeText = withoutStateTail(payeeCell);
    const notesText = withoutStateTail(shown);
    this.shownPayee = shownPayee(payeeText, notesText, this.type);
    this.shownNotes = shownNotes(payeeText, notesText);
    this.state = state;
    this.check = cols.check !== undefined ? rec.field(cols.check).trim() : "";
    if (payee === "" && notes !== "") {
      notes = "";
      copySpan(notesAt, payeeAt);
      wholeText("", notesAt);
    }
    this.row = rec.line;
    this.lines = rec.lines;
    this.date = date;
    this.amount = amount;
    this.currency = currency;
    this.notes = notes;
    this.bankId = cols.transactionId !== undefined ? rec.field(cols.transactionId).trim() : "";
    this.readBalance(rec);
    if (this.withEnds) {
      this.openingCell = rec.field(cols.opening ?? -1).trim();
      this.closingCell = rec.field(cols.balance ?? -1).trim();
    }
    this.category = cols.category !== undefined ? cells.field(rec, cols.category) : "";
    this.otherDateCell = cols.otherDate !== undefined ? this.otherDateOf(rec, cols.otherDate) : "";
    return true;
  }

  /**
   * The other day's cell, trimmed: the last row's string while the cell is written as it is (compared in place), so
   * `item` knows it read at once instead of slicing, hashing and looking it up in the dates read on every row.
   */
  private otherDateOf(rec: RecordSpans, i: number): string {
    const last = this.otherDateCell;
    return rec.is(i, last) ? last : rec.field(i).trim();
  }

  /** The row's balance cell, read as the held row's balance; only the content id hashes it (a bank's id is the row's own). */
  readBalance(rec: RecordSpans): void {
    this.balanceRead = this.cols.balance !== undefined && this.amounts.readBalance(rec, this.cols.balance, this.balance) === READ;
    this.hasBalance = this.bankId === "" && this.balanceRead;
  }

  /**
   * The held row states the balance the row before left, as its amount too (a month's closing line under a name no
   * word list knows): it moves no balance, so it is no transaction.
   */
  restates(last: LastRow): boolean {
    if (!this.balanceRead || !last.hasBalance || !sameUnits(this.balance, last.balance)) return false;
    const balance = unitsOf(this.balance);
    return balance !== 0 && Math.abs(unitsOfDecimal(this.amount)) === Math.abs(balance);
  }

  /** The held row's insert item, with `extraNotes` (the memo lines that continued it) in the notes the person reads. */
  item(external_id: string, currency: string | undefined, extraNotes: string): InsertItem {
    // The continued lines are notes the person reads too.
    const notes = this.shownNotes;
    const shown = withCheckNumber(extraNotes === "" ? notes : notes === "" ? extraNotes : `${notes} ${extraNotes}`, this.check);
    const item = makeItem(this.date, this.amount, external_id, currency, this.shownPayee, shown);
    const booking = bookingMetadata(this.type, this.state, this.check);
    if (this.category !== "") item.custom_metadata = { bank_category: this.category, ...booking };
    else if (booking !== null) item.custom_metadata = booking;
    const cell = this.otherDateCell;
    if (cell !== this.otherCellRead) {
      this.otherCellRead = cell;
      this.otherRead = this.readDate(cell);
    }
    const other = cell === "" ? null : otherDateMetadata(this.cols.otherDateKind, this.otherRead, this.date);
    this.otherDiffers = other !== null;
    if (other !== null) item.custom_metadata = { ...item.custom_metadata, ...other };
    return item;
  }

  /** The type columns' texts, each once ("DEBIT / ACH_DEBIT"). */
  private typeOf(rec: RecordSpans): string {
    const types = this.cols.types;
    if (types.length === 1) return this.cells.field(rec, types[0] ?? -1);
    const texts: string[] = [];
    for (const i of types) {
      const t = this.cells.field(rec, i);
      if (t !== "" && !texts.includes(t)) texts.push(t);
    }
    return texts.join(" / ");
  }
}

/**
 * The insert item with its properties in the order they always had (date, amount, external_id, currency,
 * payee, notes) and only those present, created whole so each gets its final shape at once.
 */
function makeItem(
  date: string,
  amount: string,
  external_id: string,
  currency: string | undefined,
  payee: string,
  notes: string,
): InsertItem {
  if (currency) {
    if (payee !== "") {
      return notes !== "" ? { date, amount, external_id, currency, payee, notes } : { date, amount, external_id, currency, payee };
    }
    return notes !== "" ? { date, amount, external_id, currency, notes } : { date, amount, external_id, currency };
  }
  if (payee !== "") return notes !== "" ? { date, amount, external_id, payee, notes } : { date, amount, external_id, payee };
  return notes !== "" ? { date, amount, external_id, notes } : { date, amount, external_id };
}

function copyParts(from: AmountParts, to: AmountParts): void {
  to.negative = from.negative;
  to.int = from.int;
  to.frac = from.frac;
  to.fracDigits = from.fracDigits;
}
