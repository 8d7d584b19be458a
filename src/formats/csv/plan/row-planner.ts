// Records → planned items and a report for every physical line. Shared by planCsv (whole file) and
// streamCsvPlan (chunks): the planner holds only the rows it has not decided yet (the last transaction,
// which a wrapped memo line may still continue, and the rows after it that may be the footer).
import type { PlannedItem, RowReport, InsertItem } from "../../../plan";
import { isYearless, looksLikeDate, orderOfFormat, parseDate, type DateOrder } from "../../../locale/dates";
import {
  absolute,
  addDecimals,
  amountText,
  negateAmount,
  newAmountParts,
  parseAmount,
  READ,
  readAmountIn,
  scaleDown,
  withSign,
  type AmountParts,
  type NumberFormat,
} from "../../../locale/numbers";
import { rowStateOf, withoutStateTail, type RowState } from "../words/row-state";
import { BalanceCheck, toUnits, unitsOfDecimal, type Verification } from "../../verification";
import { RowBalances, sameUnits, unitsOf } from "./row-balances";
import { type BalanceLine, balanceLineOf, balanceLinesVerification, MAX_BALANCE_LINES } from "../detect/balance-lines";
import { EndsColumns } from "./ends-columns";
import { headerName, isSectionHeader } from "../read/header-row";
import { sectionStateOf } from "../read/sections";
import { mergePoint, type CellCheck } from "../read/shifted-fields";
import { isTotalLine } from "../read/total-lines";
import { isPendingCell, isSummaryLabel, isSummaryLabelAt } from "../words/row-words";
import { lastKey1, lastKey2 } from "../../../ids";
import { readOnce } from "../../dates-read-once";
import { bankExternalId, contentExternalIdOfLast, contentKeyOf } from "./external-id";
import { KeyCounter } from "./key-counter";
import {
  AUTHORIZATION,
  CURRENCY_CONVERSION,
  cancels,
  isAuthorizationCell,
  isConversionCell,
  paidBy,
  type ConversionHalf,
} from "./currency-conversions";
import { headerNames } from "../words/header-vocabulary";
import { amountMark } from "../detect/amount-mark";
import { bookingMetadata, shownNotes, shownPayee, withCheckNumber } from "./row-text";
import { INDICATOR_IN, INDICATOR_OUT } from "../words/columns";
import { resolveColumn } from "../detect/detect";
import type { CsvProfile } from "../words/profile";
import type { RecordSpans } from "../read/structure";
import { CellReader, clean, copySpan, wholeText, type TextSpan } from "../read/clean-cells";
import { directionOfRow, repaymentDirection } from "../detect/row-direction";
import type { Direction } from "../words/direction-words";

/**
 * Rows that are not transactions (no readable date, not shaped like a transaction row) are held back until
 * a transaction follows (then they are errors, balance rows or continuation lines) or the file ends (then
 * they are the footer). Past this many in a row they are decided at once, which bounds memory however long
 * a broken stretch is.
 */
const MAX_PENDING = 64;
/** Wrapped memo lines joined to one transaction at most (a bank wraps a memo onto a few lines, not pages). */
const MAX_CONTINUATION_LINES = 8;

/** What an undated row is by its cells (RowPlanner.undated decides by it, in this order). */
interface UndatedShape {
  /** The table's header again, or another section's. */
  header: "repeated" | "section" | null;
  /** The state a section's title line gives the rows under it. */
  title: RowState | null;
  /** Its date cell says the payment is not booked yet. */
  pendingCell: boolean;
  /** A balance or total line. */
  balance: boolean;
  noAmount: boolean;
  /** Shaped like a transaction whose date is wrong. */
  misdated: boolean;
  /** What is wrong with its date, past the row (`row N: ` goes before it). */
  says: string;
}

interface Pending {
  /** What the row is when the table goes on after it. */
  report: RowReport;
  /** At the end of the file it is part of the footer. */
  footerCandidate: boolean;
  /** A wrapped memo line: its text joins the held transaction's notes when the table goes on. */
  continuation?: string;
  /** A section's title: the state it gives the rows after it when the table goes on. */
  title?: RowState;
  /** What its reason says past the row it names (see Notes). */
  says?: string;
  /** A continuation written in the table's text columns only (a multi-line record's details). */
  inText?: boolean;
}

export class RowPlanner {
  private recordIndex = 0;
  private readonly pending: Pending[] = [];
  /** The rows the pending entries stand for (an entry may be a run of them). */
  private pendingRows = 0;
  private readonly occurrences = new Map<string, number>();
  private readonly contentOccurrences = new KeyCounter();
  private readonly cells = new CellReader();
  private readonly reports: Notes;
  private readonly order: DateOrder;
  private readonly fmt: NumberFormat;
  // The columns of the roles: placed by the header's names, again at each section's own header.
  private date = 0;
  private amount: number | undefined;
  private debit: number | undefined;
  private credit: number | undefined;
  private indicator: number | undefined;
  private payee: number | undefined;
  private notes: number[] = [];
  private currencyCol: number | undefined;
  private balance: number | undefined;
  /** A fee column whose fees are not in the amounts (fee-column.ts): each added to its row's money out. */
  private fee: number | undefined;
  private transactionId: number | undefined;
  private category: number | undefined;
  /** The bank's status column (row-state.ts): pending rows are marked, declined ones ignored. */
  private status: number | undefined;
  /** Status values the balance says were not booked (detect/status-by-balance.ts), where the words do not know them. */
  private notBooked: ReadonlySet<string> = new Set();
  /** Columns of the booking's type, and the check number's (row-text.ts): custom_metadata, not the payee or notes. */
  private types: number[] = [];
  private checkCol: number | undefined;
  /** Unsigned amounts whose rows say their own direction: the columns whose words are read (row-direction.ts). */
  private wordCols: number[] = [];
  /** Per notes column, and for the payee's: whether it is a type or state column, whose text is hashed but not shown. */
  private notesAside: boolean[] = [];
  private payeeAside = false;
  /** The header's names (header-row.ts): a row that shares them is another section's header. */
  private readonly headerNames: Set<string>;
  /** What the title of the section being read says of its rows ("Pending", "Gebucht"), null when none did. */
  private sectionState: RowState | null = null;
  private readonly out: ReadonlySet<string>;
  private readonly in: ReadonlySet<string>;
  /** Signed amounts whose cells may carry a mark that decides over the sign ("125.00CR", "+1.200,00"). */
  private readonly marked: boolean;
  private readonly flip: boolean;
  /** Where a repayment goes in a file read by its rows' words. */
  private readonly repayment: Direction;
  /** amountScale: amounts are written in 1/10^scale units. */
  private readonly scale: number;
  /** The record-type column whose codes mark balance rows (-1: none), and those codes. */
  private readonly codeCol: number;
  private readonly balanceCodes: ReadonlySet<string>;
  private headerKey: string | null = null;
  private readonly readDate: (cell: string) => string | null;
  private lastDateCell: string | null = null;
  /** The last undated row's cells and what they are (see undatedShape); none once the columns are placed again. */
  private lastUndated: { cells: string[]; shape: UndatedShape } | null = null;
  private lastDate: string | null = null;
  private lastCurrencyCell: string | null = null;
  private lastCurrency: string | undefined = undefined;
  /** Fields a row may have; more (non-empty) means a value was split by an unquoted delimiter. */
  private readonly width: number;
  /** Free text of the current row past the table's columns, for its notes (see spillOf). */
  private spill = "";
  /** What a spilled value was written with: the delimiter and a space ("employer, inc"). */
  private get spillJoint(): string {
    return this.profile.delimiter === "\t" ? " " : `${this.profile.delimiter} `;
  }
  /** Largest number of rows held at once (pending footer candidates), for the streaming bound. */
  peakPending = 0;
  /** Rows ignored as balance rows (opening/closing balance, turnover): the profile warns about them. */
  balanceRows = 0;
  /** Opening and closing balances written above, inside or under the table (balance-lines.ts). */
  private readonly balanceLines: BalanceLine[] = [];
  /** The balances repeated on each row of a run, before and after it (ends-columns.ts); null without an opening column. */
  private readonly ends: EndsColumns | null;
  private openingCol: number | undefined;
  private heldOpeningCell = "";
  private heldClosingCell = "";

  // The last transaction, held until the next row decides whether a wrapped memo line continues it (its
  // notes, and so its external_id, are final only then). Plain fields: no object per row.
  private heldRow = 0;
  /** Lines of one value still taken for a title under the header just read (none once a row is planned). */
  private titlesUnderHeader = 0;
  private heldLines = 1;
  private heldDate = "";
  private heldAmount = "";
  private heldCurrency: string | undefined = undefined;
  /** The held notes as the id hashes them (the text of the notes columns and the spill). */
  private heldNotes = "";
  /**
   * Where the payee and the notes the id hashes are: in their record's text when each is one cell as it is (a slice
   * is a view every character read pays to follow), else their own text.
   */
  private readonly heldPayeeAt: TextSpan = { text: "", start: 0, end: 0 };
  private readonly heldNotesAt: TextSpan = { text: "", start: 0, end: 0 };
  /** The balance column's amount, kept in numbers (the external_id hashes it, the file's own check reads it). */
  private readonly heldBalance = newAmountParts();
  /** Whether the held row has a balance, and whether its external_id hashes it (a bank's id is the row's own). */
  private heldBalanceRead = false;
  private heldHasBalance = false;
  /**
   * The last planned row's balance (when it has one) and amount, which the next row is checked against. Kept in parts,
   * as read: the row loop turns no balance into units (row-balances.ts says why).
   */
  private readonly lastBalance = newAmountParts();
  private lastHasBalance = false;
  private lastAmount = "";
  private readonly scratchBalance = newAmountParts();
  /** Rows read again with cells put back where the balance says they were missing (the profile warns of them). */
  readonly rereadRows: number[] = [];
  rereadCount = 0;
  /** Rows short of cells that no reading made add up with the row before. */
  readonly unconfirmedRows: number[] = [];
  unconfirmedCount = 0;
  /** What the file's balances say of the rows planned so far, and the planned rows on their way to it. */
  private readonly check: BalanceCheck;
  private readonly rowBalances: RowBalances;
  /** The amount cell being read, in numbers until its text is made in the service's sign. */
  private readonly amountParts = newAmountParts();
  private heldBankId = "";
  private heldCategory = "";
  private heldPending = false;
  // What the person reads (row-text.ts): the held payee and notes above are what the external_id hashes.
  private heldShownPayee = "";
  private heldShownNotes = "";
  private heldType = "";
  private heldState = "";
  private heldCheck = "";
  /** Whether the held payment's currency was bought by a conversion row after it (currency-conversions.ts). */
  private heldConverted = false;
  /** Conversion rows read before their payment (an export newest first), for the next row to take. */
  private conversions: ConversionHalf[] = [];
  /** Rows set aside (conversions, authorisations) while a row was held: reported after it, with their reasons. */
  private readonly asideRows: RowReport[] = [];
  /** The column whose header names the booking's type, where a wallet says a row is a conversion or an authorisation. */
  private typeNamed: number | undefined;

  constructor(
    private readonly profile: CsvProfile,
    private readonly accountId: number | null,
    headers: readonly string[] | null,
    /** A card's export may state what is owed as its balance. */
    private readonly card = false,
    /** Streaming: a row's report joins the run of its outcome and reason before it as it comes (`compactRows`'s runs). */
    joinsRuns = false,
  ) {
    this.reports = new Notes(joinsRuns);
    this.check = new BalanceCheck(card);
    this.rowBalances = new RowBalances(this.check);
    const h = headers ?? profile.headers ?? null;
    const r = (ref: Parameters<typeof resolveColumn>[0]) => resolveColumn(ref, h);
    this.placeColumns(h);
    this.headerNames = new Set((h ?? []).map(headerName).filter((n) => n !== ""));
    this.order = orderOfFormat(profile.dateFormat);
    const order = this.order;
    // Dates written without their year take it from the statement's period or export date (yearless-dates.ts).
    const anchor = profile.yearAnchor ?? (isYearless(profile.dateFormat) ? new Date().toISOString().slice(0, 10) : undefined);
    this.readDate = readOnce((cell) => parseDate(cell, order, anchor));
    this.fmt = { decimal: profile.decimalSeparator, thousands: profile.thousandsSeparator };
    this.ends = profile.columns.openingBalance !== undefined ? new EndsColumns(this.fmt, card) : null;
    this.out = new Set((profile.indicatorOut ?? INDICATOR_OUT).map((v) => v.toLowerCase()));
    this.in = new Set((profile.indicatorIn ?? INDICATOR_IN).map((v) => v.toLowerCase()));
    // An unmarked amount goes by the sign: the empty mark is never one of a signed profile's marks.
    const marks = [...(profile.indicatorOut ?? []), ...(profile.indicatorIn ?? [])];
    this.marked = profile.amountStyle === "signed" && marks.some((m) => m !== "");
    this.flip = profile.sign === "negative_is_money_out";
    this.repayment = repaymentDirection(profile.sign);
    this.scale = profile.amountScale ?? 0;
    this.codeCol = profile.balanceCodes ? (r(profile.balanceCodes.column) ?? -1) : -1;
    this.balanceCodes = new Set(profile.balanceCodes?.codes ?? []);
    // One more than the header: many banks end data rows (not the header) with a delimiter.
    this.width = Math.max(profile.columnCount, h?.length ?? 0) + 1;
  }

  /** The roles' columns in a header's cells: by name where the header names them, else where the profile says. */
  private placeColumns(h: readonly string[] | null): void {
    this.lastUndated = null;
    const c = this.profile.columns;
    const r = (ref: Parameters<typeof resolveColumn>[0]) => resolveColumn(ref, h);
    this.date = r(c.date) ?? 0;
    this.amount = r(c.amount);
    this.debit = r(c.debit);
    this.credit = r(c.credit);
    this.indicator = r(c.indicator);
    this.payee = r(c.payee);
    this.notes = (c.notes ?? []).map(r).filter((i): i is number => i !== undefined);
    this.currencyCol = r(c.currency);
    this.balance = r(c.balance);
    this.openingCol = r(c.openingBalance);
    this.fee = r(c.fee);
    this.transactionId = r(c.transactionId);
    this.category = r(c.category);
    this.status = r(c.status);
    this.notBooked = new Set(this.profile.statusNotBooked ?? []);
    this.types = (c.type ?? []).map(r).filter((i): i is number => i !== undefined);
    this.checkCol = r(c.checkNumber);
    const typeNamed = h === null ? -1 : h.findIndex((cell) => headerNames(cell, "type"));
    this.typeNamed = typeNamed < 0 ? undefined : typeNamed;
    this.wordCols = (this.profile.rowWords ?? []).map(r).filter((i): i is number => i !== undefined);
    this.notesAside = this.notes.map((i) => i === this.status || this.types.includes(i));
    this.payeeAside = this.payee !== undefined && this.types.includes(this.payee);
    this.lastDateCell = null;
    this.lastCurrencyCell = null;
  }

  /** Plans one record; appends to `items` and `rows` in file order. */
  accept(rec: RecordSpans, items: PlannedItem[], rows: RowReport[]): void {
    const index = this.recordIndex++;
    const p = this.profile;
    if (index < p.preambleRows) {
      // The file's title may be the first section's: "Pending transactions" above its header.
      if (rec.startsPrintable(0)) this.sectionState = sectionStateOf(rec.toArray()) ?? this.sectionState;
      this.noteBalanceLine(rec);
      return this.report(rec, rows, "ignored", "preamble");
    }
    if (index === p.headerRow) {
      this.titlesUnderHeader = TITLES_UNDER_HEADER;
      const cells = rec.toArray();
      this.headerKey = cells.join("\u001f");
      // The first section's header may name the columns in other places than the longest section's.
      if (p.headers !== undefined && cells.length > 1) this.placeColumns(cells);
      return this.report(rec, rows, "ignored", "header");
    }
    // Fast path: a data row starts with a printable character (then it is not blank).
    if (!rec.startsPrintable(0) && rec.isBlank()) {
      if (this.pending.length > 0) return this.hold(rec, items, rows, { row: rec.line, outcome: "ignored", reason: "blank" }, false);
      this.settle(items, rows, false);
      return this.report(rec, rows, "ignored", "blank");
    }
    // A text value cut by an unquoted delimiter shifts the fields after it: joined back where the row then reads.
    let spill = rec.count >= this.width ? this.spillOf(rec) : "";
    if (spill === null) {
      this.realign(rec);
      spill = rec.count >= this.width ? this.spillOf(rec) : "";
    }
    // The last date cell answers most rows (exports come in runs of one day), compared in place.
    const lastCell = this.lastDateCell;
    const sameDay = lastCell !== null && rec.is(this.date, lastCell);
    const dateCell = sameDay ? lastCell : rec.field(this.date);
    const date = sameDay ? this.lastDate : this.dateOf(dateCell);
    if (date === null) return this.undated(rec, dateCell, items, rows);
    if (this.typeNamed !== undefined && this.walletBookkeeping(rec, this.typeNamed, items, rows)) return;
    // A dated row: the table goes on, so what was held is decided as inside it.
    if (this.heldRow !== 0 || this.pending.length > 0) this.settle(items, rows, false);
    if (this.codeCol >= 0 && this.balanceCodes.has(rec.field(this.codeCol).trim())) return this.balanceRow(rec, rows);
    const stateCell = this.status === undefined ? "" : rec.field(this.status).trim();
    const state = this.status === undefined ? null : rowStateOf(stateCell);
    if (state === "not_booked") return this.report(rec, rows, "ignored", DECLINED);
    if (state === null && this.notBooked.has(stateCell)) return this.report(rec, rows, "ignored", NOT_BOOKED);
    this.spill = "";
    if (rec.count >= this.width) {
      if (spill === null) {
        return this.report(
          rec,
          rows,
          "error",
          `row ${rec.line}: ${rec.count} fields where the table has ${this.width - 1} (a delimiter inside an unquoted value?)`,
        );
      }
      this.spill = spill;
    }
    // A row short of cells whose balance is then missing: read again where the balance says its cells are.
    if (this.balance !== undefined && rec.count < this.width - 1 && this.balanceMoved(rec, this.balance)) this.readShortRow(rec);
    let amount = this.amountOf(rec, rec.line);
    if (amount.charCodeAt(0) === 33) {
      // A balance line often leaves the amount empty and writes the balance only.
      if (this.hasSummaryCell(rec, false)) return this.balanceRow(rec, rows);
      // A dated line of another shape (an export timestamp under the table) is the footer at the end.
      if (rec.count < this.width - 2)
        return this.hold(rec, items, rows, { row: rec.line, outcome: "error", reason: amount.slice(1) }, true);
      return this.report(rec, rows, "error", amount.slice(1));
    }
    if (this.scale !== 0) {
      amount = scaleDown(amount, this.scale);
      if (amount.charCodeAt(0) === 33) return this.report(rec, rows, "error", `row ${rec.line}: amount ${amount.slice(1)}`);
    }
    this.plan(rec, date, amount, rows);
    if (this.conversions.length > 0) this.paidByConversion();
    // A status cell decides; without one, the section's title does ("Pending" above a card's authorisations).
    this.heldPending = state === "pending" || (state === null && this.sectionState === "pending");
  }

  /**
   * A row without a readable date, decided by its shape: a pending payment; a balance or total line; a
   * transaction with a wrong date (an error wherever it is); a wrapped memo line; or something that is a
   * footer at the end of the file and an error inside the table.
   */
  private undated(rec: RecordSpans, dateCell: string, items: PlannedItem[], rows: RowReport[]): void {
    const shape = this.undatedShape(rec, dateCell);
    const line = rec.line;
    if (shape.header !== null) {
      const repeated = shape.header === "repeated";
      // A new section (another header, or lines between the rows and this one) is in the state its title
      // names, if any; a page header repeated right under the rows goes on with theirs.
      if (!repeated || this.pending.length > 0) this.sectionState = null;
      this.settle(items, rows, false, true);
      // Another section (a second account's rows, a card's beside the account's) runs a balance of its own; a page's
      // header repeated costs one step of the check, a second account read as the first's would cost a false break.
      this.rowBalances.read();
      this.check.restart();
      if (!repeated) this.placeColumns(rec.toArray());
      this.titlesUnderHeader = TITLES_UNDER_HEADER;
      return this.report(rec, rows, "ignored", repeated ? "header (repeated)" : "header");
    }
    if (shape.title !== null)
      return this.hold(rec, items, rows, { row: line, outcome: "ignored", reason: SECTION_TITLE }, true, undefined, shape.title);
    if (shape.pendingCell) {
      // A table row (the table goes on), not booked yet: the next export has it with its date.
      this.settle(items, rows, false);
      return this.report(rec, rows, "ignored", "pending");
    }
    // A record's detail line ("Suma: 11,90 USD") has its figure in its text, not in a money column: within the lines
    // that continue a record it is one of them, unless it names a balance ("Sold final", "Closing balance").
    if (shape.balance && this.continues(rec) && this.amountIsEmpty(rec) && this.inTextColumns(rec) && !this.hasSummaryCell(rec, false))
      return this.holdContinuation(rec, items, rows, textOf(rec));
    if (shape.balance) {
      this.noteBalanceLine(rec);
      return this.hold(rec, items, rows, { row: line, outcome: "ignored", reason: BALANCE_ROW }, true);
    }
    const says = shape.says;
    if (shape.misdated) {
      this.settle(items, rows, false);
      return this.report(rec, rows, "error", `row ${line}: ${says}`, says);
    }
    if (shape.noAmount && this.continues(rec)) {
      const text = textOf(rec);
      if (text !== "") return this.holdContinuation(rec, items, rows, text);
    }
    // One value between a header and its first row names what the rows are of (the card: "0049XXXXXXXX4939"): a line
    // or two, as finding the header looks past (table.ts); a run of such lines is no title.
    if (this.titlesUnderHeader > 0 && oneValue(rec)) {
      this.titlesUnderHeader--;
      return this.hold(rec, items, rows, { row: line, outcome: "ignored", reason: SECTION_TITLE }, true);
    }
    this.holdUnreadable(rec, items, rows, says);
  }

  /**
   * What an undated row is by its cells alone (the columns placed by the header read them). A row with the cells of
   * the undated row before it is that row's shape again, not weighed anew: a file of a million lines of the same
   * junk costs a comparison per line, not a dozen readings of its cells.
   */
  private undatedShape(rec: RecordSpans, dateCell: string): UndatedShape {
    const last = this.lastUndated;
    if (last !== null && sameCells(rec, last.cells)) return last.shape;
    const cells = rec.toArray();
    const shape = this.shapeOfUndated(rec, cells, dateCell);
    this.lastUndated = { cells, shape };
    return shape;
  }

  private shapeOfUndated(rec: RecordSpans, cells: string[], dateCell: string): UndatedShape {
    const shape: UndatedShape = {
      header: null,
      title: null,
      pendingCell: false,
      balance: false,
      noAmount: false,
      misdated: false,
      says: "",
    };
    if (this.headerKey !== null && cells.join("\u001f") === this.headerKey) shape.header = "repeated";
    else if (this.headerNames.size > 0 && isSectionHeader(cells, this.headerNames, this.width - 1)) shape.header = "section";
    if (shape.header !== null) return shape;
    shape.title = sectionStateOf(cells);
    if (shape.title !== null) return shape;
    const trimmed = dateCell.trim();
    shape.pendingCell = isPendingCell(trimmed);
    if (shape.pendingCell) return shape;
    shape.balance =
      this.hasSummaryCell(rec, true) || isTotalLine(cells) || (this.codeCol >= 0 && this.balanceCodes.has(rec.field(this.codeCol).trim()));
    if (shape.balance) return shape;
    const noAmount = this.amountIsEmpty(rec);
    shape.noAmount = noAmount;
    // Shaped like a transaction: a date-like cell, or a row of the table's width whose amount is there (the date
    // missing) or reads as an amount ("yesterday", an epoch number): a row of the table, never its footer. Words
    // without a digit where the amount goes (a page's footer: "Sef Serviciu") are no amount.
    shape.misdated =
      looksLikeDate(trimmed) ||
      (!noAmount &&
        rec.count >= this.width - 2 &&
        (trimmed === "" ? this.amountHasDigit(rec) : this.amountOf(rec, rec.line).charCodeAt(0) !== 33));
    shape.says =
      trimmed === "" ? `no date (column ${this.date + 1} is empty)` : `date "${trimmed}" does not match ${this.profile.dateFormat}`;
    return shape;
  }

  /** Whether a wrapped memo line here would continue the held transaction (only such lines since it). */
  private continues(rec: RecordSpans): boolean {
    if (this.heldRow === 0 || this.pending.length >= MAX_CONTINUATION_LINES) return false;
    let inText = false;
    for (const p of this.pending) {
      if (p.continuation === undefined) return false;
      inText ||= p.inText === true;
    }
    // Once a record's details run in its text columns, a line written elsewhere (a signature, a page's footer) ends them.
    return !inText || this.inTextColumns(rec);
  }

  /** Whether every filled cell of the row is in a text column (the payee's or a note's). */
  private inTextColumns(rec: RecordSpans): boolean {
    for (let i = 0; i < rec.count; i++) if (!rec.isBlankField(i) && i !== this.payee && !this.notes.includes(i)) return false;
    return true;
  }

  /** Whether the row's amount cells hold a digit. */
  private amountHasDigit(rec: RecordSpans): boolean {
    const cells = this.profile.amountStyle === "debit_credit" ? [this.debit, this.credit] : [this.amount];
    return cells.some((i) => i !== undefined && /\d/.test(rec.field(i)));
  }

  private amountIsEmpty(rec: RecordSpans): boolean {
    if (this.profile.amountStyle === "debit_credit")
      return rec.field(this.debit ?? -1).trim() === "" && rec.field(this.credit ?? -1).trim() === "";
    return rec.field(this.amount ?? -1).trim() === "";
  }

  /** A cell of the row is a balance label (or, `withTotals`, a total label: rows without a date only). */
  private hasSummaryCell(rec: RecordSpans, withTotals: boolean): boolean {
    for (let i = 0; i < rec.count; i++) if (isSummaryLabel(rec.field(i), withTotals)) return true;
    return false;
  }

  private balanceRow(rec: RecordSpans, rows: RowReport[]): void {
    this.balanceRows++;
    this.noteBalanceLine(rec);
    this.report(rec, rows, "ignored", BALANCE_ROW);
  }

  /** A line that may state the opening or the closing balance (a few per file: read whole). */
  private noteBalanceLine(rec: RecordSpans): void {
    if (this.balanceLines.length >= MAX_BALANCE_LINES) return;
    const line = balanceLineOf(rec.toArray(), this.fmt, rec.line);
    if (line) this.balanceLines.push(line);
  }

  /**
   * parseDate, memoized: an export has few distinct dates, usually in runs, so the last cell answers most
   * rows and readDate's memory most of the rest; every row of a day then shares one date string.
   */
  private dateOf(cell: string): string | null {
    if (cell === this.lastDateCell) return this.lastDate;
    const d = this.readDate(cell);
    this.lastDateCell = cell;
    this.lastDate = d;
    return d;
  }

  /** End of file: the held transaction is planned; rows still held back are the footer. */
  finish(items: PlannedItem[], rows: RowReport[]): void {
    this.settle(items, rows, true);
  }

  /** What the file's balances say of the planned rows (after `finish`). */
  verification(): Verification {
    this.rowBalances.read();
    const running = this.check.result();
    // The balances each run repeats check every row, the first day's too; a break of the running balance still shows.
    const ends = this.ends?.verification() ?? null;
    if (ends !== null && running.status !== "unbalanced") return { ...ends, ...(running.closing ? { closing: running.closing } : {}) };
    if (running.status !== "no_balances" || this.rowBalances.currenciesMixed) return running;
    const lines = balanceLinesVerification(this.balanceLines, this.rowBalances.bookedMoneyIn, running.rows_total, this.card);
    return lines ? { ...lines, ...(running.closing ? { closing: running.closing } : {}) } : running;
  }

  /** Reads a dated row with its amount, and holds it as the last transaction. */
  /**
   * A row wider than the table: free text written with the delimiter inside it (an unquoted memo) spills
   * into fields past the named columns, which still hold. Their text joins the notes. When a spilled
   * field is a number, or a named text column holds only a number, the delimiter split a value of a
   * named column instead and the columns have moved: null (the row is an error).
   */
  private spillOf(rec: RecordSpans): string | null {
    const columns = this.width - 1;
    // Read in place up to the last field with text: a row of a million empty fields slices none of them.
    let last = rec.count - 1;
    while (last >= columns && rec.isBlankField(last)) last--;
    if (last < columns) return "";
    for (let i = columns; i <= last; i++) if (!rec.isBlankField(i) && SPILLED_NUMBER.test(rec.field(i).trim())) return null;
    const texts = [this.payee, ...this.notes].filter((i): i is number => i !== undefined);
    if (texts.some((i) => SPILLED_NUMBER.test(rec.field(i).trim()))) return null;
    const extra: string[] = [];
    for (let i = columns; i <= last; i++) extra.push(rec.field(i).trim());
    return clean(extra.join(this.spillJoint));
  }

  /** A row wider than the table whose extra fields are no spilled text: realigned if one place makes it read (shifted-fields.ts). */
  private realign(rec: RecordSpans): void {
    const columns = this.width - 1;
    const typed = new Map<number, CellCheck>([[this.date, (v) => this.dateOf(v) !== null]]);
    const isAmount = (v: string): boolean => parseAmount(v, this.fmt)?.charCodeAt(0) !== 33;
    for (const c of [this.amount, this.debit, this.credit, this.balance]) if (c !== undefined) typed.set(c, isAmount);
    if (this.currencyCol !== undefined) typed.set(this.currencyCol, (v) => CURRENCY_CODE.test(v));
    const text = [this.payee, ...this.notes].filter((i): i is number => i !== undefined);
    const at = mergePoint((i) => rec.field(i), columns, rec.count - columns, typed, text);
    if (at >= 0) rec.merge(at, rec.count - columns, this.profile.delimiter);
  }

  private plan(rec: RecordSpans, date: string, amount: string, rows: RowReport[]): void {
    this.heldConverted = false;
    this.titlesUnderHeader = 0;
    const currency = this.rowCurrency(rec);
    const payeeAt = this.heldPayeeAt;
    const notesAt = this.heldNotesAt;
    // The payee cell (its span: the id hashes it); the notes take its place when it is empty (as `payeeAt` does).
    let payee = "";
    if (this.payee !== undefined) {
      payee = this.cells.field(rec, this.payee);
      copySpan(this.cells.last, payeeAt);
    } else wholeText("", payeeAt);
    let notes = "";
    let noteCells = 0;
    // The notes without the type and state columns, and the state's words that were among them.
    let shown = "";
    let state = "";
    // A balance line names no counterparty: its label is the payee cell, or a memo cell when that is empty.
    let summary = payee !== "" && isSummaryLabelAt(payeeAt);
    for (let i = 0; i < this.notes.length; i++) {
      const n = this.cells.field(rec, this.notes[i] ?? -1);
      if (n === "") continue;
      if (payee === "" && !summary && isSummaryLabelAt(this.cells.last)) summary = true;
      if (++noteCells === 1) copySpan(this.cells.last, notesAt);
      notes = notes === "" ? n : `${notes} ${n}`;
      if (!this.notesAside[i]) shown = shown === "" ? n : `${shown} ${n}`;
      else if (this.notes[i] === this.status) state = n;
    }
    // The spill continues the text it was cut from: joined back with the delimiter that cut it.
    if (this.spill !== "") {
      notes = notes === "" ? this.spill : `${notes}${this.spillJoint}${this.spill}`;
      shown = shown === "" ? this.spill : `${shown}${this.spillJoint}${this.spill}`;
    }
    // Notes of more cells than one, or none, are their own text.
    if (noteCells !== 1 || this.spill !== "") wholeText(notes, notesAt);
    // "Opening balance" with a date and an amount: a line of the bank's summary, not a transaction.
    if (summary) return this.balanceRow(rec, rows);
    this.heldType = this.types.length === 0 ? "" : this.typeOf(rec);
    const payeeCell = this.payeeAside ? "" : payee;
    const payeeText = withoutStateTail(payeeCell);
    const notesText = withoutStateTail(shown);
    this.heldShownPayee = shownPayee(payeeText, notesText, this.heldType);
    this.heldShownNotes = shownNotes(payeeText, notesText);
    this.heldState = state;
    this.heldCheck = this.checkCol !== undefined ? rec.field(this.checkCol).trim() : "";
    if (payee === "" && notes !== "") {
      notes = "";
      copySpan(notesAt, payeeAt);
      wholeText("", notesAt);
    }
    this.heldRow = rec.line;
    this.heldLines = rec.lines;
    this.heldDate = date;
    this.heldAmount = amount;
    this.heldCurrency = currency;
    this.heldNotes = notes;
    this.heldBankId = this.transactionId !== undefined ? rec.field(this.transactionId).trim() : "";
    const balanceRead = this.balance !== undefined && this.readField(rec, this.balance, this.heldBalance) === READ;
    this.heldBalanceRead = balanceRead;
    // Only the content id hashes the balance (a bank's id is the row's own).
    this.heldHasBalance = this.heldBankId === "" && balanceRead;
    if (this.ends !== null) {
      this.heldOpeningCell = rec.field(this.openingCol ?? -1).trim();
      this.heldClosingCell = rec.field(this.balance ?? -1).trim();
    }
    this.heldCategory = this.category !== undefined ? this.cells.field(rec, this.category) : "";
  }

  /**
   * The held row states the balance the row before left, as its amount too (a month's closing line under a name no
   * word list knows): it moves no balance, so it is no transaction.
   */
  private restatesBalance(): boolean {
    if (!this.heldBalanceRead || !this.lastHasBalance || !sameUnits(this.heldBalance, this.lastBalance)) return false;
    const balance = unitsOf(this.heldBalance);
    return balance !== 0 && Math.abs(unitsOfDecimal(this.heldAmount)) === Math.abs(balance);
  }

  /**
   * A wallet's row that is bookkeeping, not a payment, read by the column that names the type, and set aside: a
   * conversion between its currencies names nobody and goes to the payment it paid for, held or next; an
   * authorisation holds money for a payment that is its own row, here or in the next export. Out of `accept`, which
   * every row runs: its size decides what the engine compiles into it.
   */
  private walletBookkeeping(rec: RecordSpans, typeNamed: number, items: PlannedItem[], rows: RowReport[]): boolean {
    const type = rec.field(typeNamed);
    const conversion =
      this.payee !== undefined && this.currencyCol !== undefined && rec.field(this.payee).trim() === "" && isConversionCell(type);
    if (!conversion && !isAuthorizationCell(type)) return false;
    if (this.pending.length > 0) this.settle(items, rows, false);
    if (conversion) this.conversion(rec, rows);
    else this.aside(rec, rows, AUTHORIZATION);
    return true;
  }

  /**
   * A conversion row: ignored, with its money given to the payment. Read after the payment (oldest first), the half in
   * the payment's currency that cancels it marks it, and the half in another currency then becomes its amount and
   * balance; read before it, both halves wait for the next row (paidByConversion).
   */
  private conversion(rec: RecordSpans, rows: RowReport[]): void {
    const amount = this.amountOf(rec, rec.line);
    const held = this.heldRow !== 0;
    if (amount.charCodeAt(0) === 33) return this.aside(rec, rows, CURRENCY_CONVERSION);
    const currency = this.rowCurrency(rec);
    if (held && !this.heldConverted && currency === this.heldCurrency && cancels(this.heldAmount, amount)) {
      this.heldConverted = true;
    } else if (held && this.heldConverted && currency !== this.heldCurrency) {
      this.heldConverted = false;
      this.heldAmount = amount;
      this.heldCurrency = currency;
      // The balance of the account's currency after the conversion is the one the payment left.
      this.heldBalanceRead = this.balance !== undefined && this.readField(rec, this.balance, this.heldBalance) === READ;
      this.heldHasBalance = this.heldBankId === "" && this.heldBalanceRead;
    } else {
      // Two halves at most belong together: an older one is a conversion of no payment in this file.
      if (this.conversions.length === 2) this.conversions.shift();
      this.conversions.push({ currency, amount });
    }
    this.aside(rec, rows, CURRENCY_CONVERSION);
  }

  /** The row just held is the payment the waiting conversion rows paid for: it costs what the account's half says. */
  private paidByConversion(): void {
    const half = this.heldRow !== 0 ? paidBy(this.conversions, this.heldCurrency, this.heldAmount) : undefined;
    this.conversions = [];
    if (half === undefined) return;
    this.heldAmount = half.amount;
    this.heldCurrency = half.currency;
    // Its balance is of the payment's currency, not the account's.
    this.heldBalanceRead = false;
    this.heldHasBalance = false;
  }

  /** The type columns' texts, each once ("DEBIT / ACH_DEBIT"). */
  private typeOf(rec: RecordSpans): string {
    if (this.types.length === 1) return this.cells.field(rec, this.types[0] ?? -1);
    const texts: string[] = [];
    for (const i of this.types) {
      const t = this.cells.field(rec, i);
      if (t !== "" && !texts.includes(t)) texts.push(t);
    }
    return texts.join(" / ");
  }

  /** The held transaction, with its notes final: its external_id, its item and its row report(s). */
  private release(items: PlannedItem[], rows: RowReport[], extraNotes: string): void {
    if (this.restatesBalance()) {
      this.balanceRows++;
      this.reports.add(rows, { row: this.heldRow, outcome: "ignored", reason: BALANCE_ROW });
      if (this.heldLines > 1) this.reports.add(rows, quotedContinuation(this.heldRow, this.heldLines));
      this.heldRow = 0;
      if (this.asideRows.length > 0) this.reportAside(rows);
      return;
    }
    const date = this.heldDate;
    const amount = this.heldAmount;
    const currency = this.heldCurrency;
    const bankId = this.heldBankId;
    let external_id: string;
    let occurrence: number;
    if (bankId !== "") {
      occurrence = this.count("b\u001f" + bankId);
      external_id = bankExternalId(bankId, occurrence);
    } else {
      // Memo lines that continued the row are in its notes: then the notes are their own text.
      if (extraNotes !== "") wholeText(this.heldNotes === "" ? extraNotes : `${this.heldNotes} ${extraNotes}`, this.heldNotesAt);
      contentKeyOf(
        this.accountId,
        date,
        amount,
        currency,
        this.heldPayeeAt,
        this.heldNotesAt,
        this.heldHasBalance ? this.heldBalance : null,
      );
      occurrence = this.contentOccurrences.increment(date);
      external_id = contentExternalIdOfLast(occurrence);
    }
    // The continued lines are notes the person reads too.
    const shownNotes = this.heldShownNotes;
    const shown = withCheckNumber(
      extraNotes === "" ? shownNotes : shownNotes === "" ? extraNotes : `${shownNotes} ${extraNotes}`,
      this.heldCheck,
    );
    const item = makeItem(date, amount, external_id, this.profile.amountCurrency ?? currency, this.heldShownPayee, shown);
    const booking = bookingMetadata(this.heldType, this.heldState, this.heldCheck);
    if (this.heldCategory !== "") item.custom_metadata = { bank_category: this.heldCategory, ...booking };
    else if (booking !== null) item.custom_metadata = booking;
    const row = this.heldRow;
    // A bank id the file repeats tells its records apart no better than their content.
    const planned: PlannedItem =
      bankId !== "" && occurrence === 1 ? { row, item, occurrence, recordId: bankId } : { row, item, occurrence };
    if (this.heldPending) {
      // Not booked yet: imported as the best knowledge today, for the booked row of a later export to take over.
      item.custom_metadata = { ...item.custom_metadata, pending: true };
      planned.provisional = "pending";
    }
    items.push(planned);
    // Only written down: the balance checks read the rows a batch at a time (row-balances.ts).
    this.rowBalances.add(row, date, currency, amount, this.heldBalanceRead ? this.heldBalance : null, !this.heldPending);
    if (this.ends !== null && !this.heldPending) this.ends.add(row, this.heldOpeningCell, this.heldClosingCell, amount);
    this.lastHasBalance = this.heldBalanceRead;
    if (this.heldBalanceRead) copyParts(this.heldBalance, this.lastBalance);
    this.lastAmount = amount;
    plannedRow(rows, row);
    if (this.heldLines > 1) this.reports.add(rows, quotedContinuation(row, this.heldLines));
    this.heldRow = 0;
    if (this.asideRows.length > 0) this.reportAside(rows);
  }

  /** The rows set aside while a row was held, reported after it (the report is in file order). */
  private reportAside(rows: RowReport[]): void {
    for (const r of this.asideRows) this.reports.add(rows, r);
    this.asideRows.length = 0;
  }

  /** A row that is no transaction: reported now, or after the held row when there is one. */
  private aside(rec: RecordSpans, rows: RowReport[], reason: string): void {
    if (this.heldRow !== 0) this.asideRows.push({ row: rec.line, outcome: "ignored", reason });
    else this.report(rec, rows, "ignored", reason);
  }

  /**
   * Decides what was held: the last transaction (with the wrapped memo lines that followed it, unless the
   * file ended there: then those are the footer) and the rows after it.
   */
  private settle(items: PlannedItem[], rows: RowReport[], atEnd: boolean, beforeHeader = false): void {
    const pending = this.pending;
    // The line right above a section's header is its title ("Card 4111 **** 1234"), not the held row's memo.
    const title = beforeHeader && pending[pending.length - 1]?.continuation !== undefined ? pending[pending.length - 1] : undefined;
    if (this.heldRow !== 0) {
      let extra = "";
      if (!atEnd) {
        for (const p of pending) {
          const t = p.continuation;
          if (t !== undefined && p !== title) extra = extra === "" ? t : `${extra} ${t}`;
        }
      }
      this.release(items, rows, extra);
    }
    if (pending.length === 0) return;
    for (const p of pending) {
      if (p === title) this.reports.add(rows, { row: p.report.row, outcome: "ignored", reason: SECTION_TITLE });
      else if (atEnd && p.footerCandidate) this.reports.add(rows, ignoredAs(p.report, "footer"));
      else if (p.title !== undefined) {
        this.sectionState = p.title;
        this.reports.add(rows, p.report);
      } else if (beforeHeader && p.report.outcome === "error") {
        // A line of no table's shape right above a header titles the section ("Karte 4111 **** 1234").
        this.reports.add(rows, ignoredAs(p.report, SECTION_TITLE));
      } else {
        const { report, says } = p;
        if (report.reason === BALANCE_ROW) this.balanceRows++;
        // A run of unreadable rows (holdUnreadable) names its rows now that it is decided.
        if (says !== undefined && report.to_row !== undefined) report.reason = `rows ${report.row}–${report.to_row}: ${says}`;
        this.reports.add(rows, report, says);
      }
    }
    pending.length = 0;
    this.pendingRows = 0;
  }

  /** The row's currency: its currency cell's, the last cell's compared in place, or the file's without the column. */
  private rowCurrency(rec: RecordSpans): string | undefined {
    if (this.currencyCol === undefined) return this.profile.currency;
    if (this.lastCurrencyCell !== null && rec.is(this.currencyCol, this.lastCurrencyCell)) return this.lastCurrency;
    return this.currencyOf(rec.field(this.currencyCol));
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

  private count(key: string): number {
    const n = (this.occurrences.get(key) ?? 0) + 1;
    this.occurrences.set(key, n);
    return n;
  }

  /** The service's sign (positive = money out), the row's fee counted in, or "!reason". */
  private amountOf(rec: RecordSpans, line: number): string {
    const amount = this.amountOfCells(rec, line);
    if (this.fee === undefined) return amount;
    const fee = parseAmount(rec.field(this.fee), this.fmt);
    if (fee === null || fee.charCodeAt(0) === 33 || negateAmount(fee) === fee) return amount;
    // A fee charged alone (an account fee) is the row's whole amount.
    if (amount.charCodeAt(0) === 33) return this.amountIsEmpty(rec) ? absolute(fee) : amount;
    return addDecimals(amount, absolute(fee));
  }

  /** The amount cells' money in the service's sign, or "!reason". */
  private amountOfCells(rec: RecordSpans, line: number): string {
    const fmt = this.fmt;
    const style = this.profile.amountStyle;
    if (style === "debit_credit") {
      const dCell = rec.field(this.debit ?? -1);
      const cCell = rec.field(this.credit ?? -1);
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
    const parts = this.amountParts;
    const read = this.readField(rec, this.amount ?? -1, parts);
    if (read === null) return `!row ${line}: no amount (column ${(this.amount ?? 0) + 1} is empty)`;
    if (read !== READ) return `!row ${line}: amount "${rec.field(this.amount ?? -1).trim()}" is not a number (${read.slice(1)})`;
    if (style === "indicator") {
      const raw = rec.field(this.indicator ?? -1).trim();
      const ind = raw.toLowerCase();
      if (this.out.has(ind)) return amountText(withSign(parts, false));
      if (this.in.has(ind)) return amountText(withSign(parts, true));
      return `!row ${line}: indicator "${raw}" is neither money out (${[...this.out].map(showWord).join("/")}) nor money in (${[...this.in].map(showWord).join("/")})`;
    }
    if (this.wordCols.length > 0) {
      const said = directionOfRow(rec, this.wordCols, this.repayment);
      if (said !== null) return amountText(withSign(parts, said === "in"));
    }
    if (this.marked) {
      const mark = amountMark(rec.field(this.amount ?? -1));
      if (mark !== "" && this.in.has(mark)) return amountText(withSign(parts, true));
      if (mark !== "" && this.out.has(mark)) return amountText(withSign(parts, false));
    }
    // The file's sign turned into the service's as the text is made: no second string per row.
    return amountText(this.flip ? withSign(parts, !parts.negative) : parts);
  }

  /**
   * A row that lost cells (a value date, a type left out, not left empty) reads its balance as the amount and has
   * none: its cells are put back where the row's types read (dates, money, text) and the balance then adds up with the
   * row before, in either order of the file. Unconfirmed, the row stays as it is (the balances' check names it).
   */
  private readShortRow(rec: RecordSpans): void {
    const missing = this.width - 1 - rec.count;
    const at = this.gapOf(rec, missing);
    // The row before has no balance (or there is none): nothing could tell how to read this one.
    if (!this.lastHasBalance) return;
    if (at < 0) return this.unconfirmed(rec.line);
    rec.widen(at, missing);
    const amount = this.amountOf(rec, rec.line);
    const read = this.readField(rec, this.balance ?? -1, this.scratchBalance) === READ;
    if (read && amount.charCodeAt(0) !== 33) {
      const balance = unitsOf(this.scratchBalance);
      const lastBalance = unitsOf(this.lastBalance);
      const moneyIn = -toUnits(Number(this.scale !== 0 ? scaleDown(amount, this.scale) : amount));
      // Oldest first, this row moved the balance from the last one's; newest first, the last row moved it from this one's.
      if (balance - lastBalance === moneyIn || lastBalance - balance === -unitsOfDecimal(this.lastAmount)) {
        if (this.rereadCount++ < REREAD_ROWS_NAMED) this.rereadRows.push(rec.line);
        return;
      }
    }
    rec.merge(at, missing, "");
    this.unconfirmed(rec.line);
  }

  /**
   * Whether a short row's balance has moved out of its column: the row ends before it, or the column is blank and the
   * row's last value before it is money (a row that lost a cell in the middle and kept its trailing empty one).
   */
  private balanceMoved(rec: RecordSpans, balance: number): boolean {
    if (balance >= rec.count) return true;
    if (!rec.isBlankField(balance)) return false;
    let last = balance - 1;
    while (last > this.date && rec.isBlankField(last)) last--;
    return last > this.date && this.readField(rec, last, this.scratchBalance) === READ;
  }

  /** A row short of cells that no reading makes add up: planned as it reads, and named in a warning. */
  private unconfirmed(line: number): void {
    if (this.unconfirmedCount++ < REREAD_ROWS_NAMED) this.unconfirmedRows.push(line);
  }

  /**
   * Where a row's `missing` cells were: the place after the date where, put back empty, every role's column reads
   * as the table's do (the date a date, money columns money or empty, the balance there, text not a bare number);
   * of several, the one that leaves fewest text roles empty, then the first. -1: none.
   */
  private gapOf(rec: RecordSpans, missing: number): number {
    const isMoney = (v: string): boolean => v === "" || parseAmount(v, this.fmt)?.charCodeAt(0) !== 33;
    const texts = [this.payee, ...this.notes].filter((i): i is number => i !== undefined);
    let best = -1;
    let bestEmpty = Number.POSITIVE_INFINITY;
    for (let at = this.date + 1; at <= rec.count; at++) {
      const cell = (i: number): string => (i < at ? rec.field(i) : i < at + missing ? "" : rec.field(i - missing)).trim();
      if (this.dateOf(cell(this.date)) === null || cell(this.balance ?? -1) === "") continue;
      if (![this.amount, this.debit, this.credit, this.balance].every((c) => c === undefined || isMoney(cell(c)))) continue;
      if (texts.some((i) => SPILLED_NUMBER.test(cell(i)))) continue;
      const empty = texts.filter((i) => cell(i) === "").length;
      if (empty < bestEmpty) [best, bestEmpty] = [at, empty];
    }
    return best;
  }

  /** readAmountIn of field i into `parts`, read in place when it is a plain span of the text. */
  private readField(rec: RecordSpans, i: number, parts: AmountParts): string | null {
    const s = i >= 0 && i < rec.count ? (rec.starts[i] ?? -1) : -1;
    if (s >= 0) return readAmountIn(rec.buf, s, rec.ends[i] ?? s, this.fmt, parts);
    const cell = rec.field(i);
    return readAmountIn(cell, 0, cell.length, this.fmt, parts);
  }

  private hold(
    rec: RecordSpans,
    items: PlannedItem[],
    rows: RowReport[],
    report: RowReport,
    footerCandidate: boolean,
    continuation?: string,
    title?: RowState,
    says?: string,
  ): void {
    const entry: Pending = continuation === undefined ? { report, footerCandidate } : { report, footerCandidate, continuation };
    if (title !== undefined) entry.title = title;
    if (says !== undefined) entry.says = says;
    this.pending.push(entry);
    // The lines of its quoted cell after the first: one entry for all of them (a cell of a million line ends
    // would otherwise hold a million).
    if (rec.lines > 1) this.pending.push({ report: quotedContinuation(rec.line, rec.lines), footerCandidate: false });
    this.pendingRows += rec.lines;
    this.heldMore(items, rows);
  }

  /** Holds a line that continues the held row's text (its memo wrapped, a multi-line record's details). */
  private holdContinuation(rec: RecordSpans, items: PlannedItem[], rows: RowReport[], text: string): void {
    this.hold(rec, items, rows, { row: rec.line, outcome: "ignored", reason: `continues row ${this.heldRow}` }, true, text);
    const held = this.pending[this.pending.length - (rec.lines > 1 ? 2 : 1)];
    if (held !== undefined && this.inTextColumns(rec)) held.inText = true;
  }

  /**
   * Holds an undated row that reads as nothing (see undated), joined to the run of such rows just before it when it
   * says the same of its date: a run of a million lines of the same junk is one entry growing, not an object a line.
   */
  private holdUnreadable(rec: RecordSpans, items: PlannedItem[], rows: RowReport[], says: string): void {
    const line = rec.line;
    const run = this.pending[this.pending.length - 1];
    if (run === undefined || rec.lines !== 1 || run.says !== says || (run.report.to_row ?? run.report.row) + 1 !== line) {
      return this.hold(rec, items, rows, { row: line, outcome: "error", reason: `row ${line}: ${says}` }, true, undefined, undefined, says);
    }
    // Its reason is written once the run is decided (settle): one string for the run, not one a line.
    run.report.to_row = line;
    this.pendingRows++;
    this.heldMore(items, rows);
  }

  /** Past MAX_PENDING rows held, they are decided at once. */
  private heldMore(items: PlannedItem[], rows: RowReport[]): void {
    const held = this.pendingRows + (this.heldRow !== 0 ? 1 : 0);
    if (held > this.peakPending) this.peakPending = held;
    if (this.pendingRows > MAX_PENDING) this.settle(items, rows, false);
  }

  private report(rec: RecordSpans, rows: RowReport[], outcome: RowReport["outcome"], reason?: string, says?: string): void {
    this.reports.add(rows, reason === undefined ? { row: rec.line, outcome } : { row: rec.line, outcome, reason }, says);
    if (rec.lines > 1) this.reports.add(rows, quotedContinuation(rec.line, rec.lines));
  }
}

/** The title line of a section of the table ("Posted transactions", "Card 4111 **** 1234"). */
const SECTION_TITLE = "section title";
/** A row the bank's status column says it declined, cancelled or reverted: no payment. */
const DECLINED = "declined payment";
/** A row whose status only rows without a balance carry: the bank booked no money by it (status-by-balance.ts). */
const NOT_BOOKED = "not booked";
/** Lines of one value under a header taken for its section's title. */
const TITLES_UNDER_HEADER = 2;
/** Rows read again that the profile's warning names (more are counted, not named). */
const REREAD_ROWS_NAMED = 5;

/** The reason of an opening/closing balance or turnover line (the row report's vocabulary). */
const BALANCE_ROW = "balance row";
/** A currency code as a currency column writes it. */
const CURRENCY_CODE = /^[A-Za-z]{3}$/;
/** A cell that is only a number (a piece of an amount split by an unquoted delimiter). */
const SPILLED_NUMBER = /^[-+(]?[\d.,' ]+\)?$/;
/** An indicator word for people: the empty cell is named as such. */
const showWord = (w: string): string => (w === "" ? "empty" : w);

/** Whether the record has exactly one non-blank cell. */
function oneValue(rec: RecordSpans): boolean {
  let filled = 0;
  for (let i = 0; i < rec.count; i++) if (!rec.isBlankField(i) && ++filled > 1) return false;
  return filled === 1;
}

/** Whether the record's cells are `cells`, compared in place. */
function sameCells(rec: RecordSpans, cells: readonly string[]): boolean {
  if (rec.count !== cells.length) return false;
  for (let i = 0; i < cells.length; i++) if (!rec.is(i, cells[i] ?? "")) return false;
  return true;
}

/** A wrapped memo line's text: its non-empty cells, cleaned, in order. */
function textOf(rec: RecordSpans): string {
  let text = "";
  for (let i = 0; i < rec.count; i++) {
    const t = clean(rec.field(i));
    if (t !== "") text = text === "" ? t : `${text} ${t}`;
  }
  return text;
}

/**
 * A planned row joins the run of planned rows just before it: a table of transactions is one report (`row`…
 * `to_row`), not an object per row beside its item. Only the last report of `rows` is extended, which no
 * chunk has been handed yet.
 */
function plannedRow(rows: RowReport[], row: number): void {
  const last = rows[rows.length - 1];
  if (last !== undefined && last.outcome === "planned" && (last.to_row ?? last.row) === row - 1) last.to_row = row;
  else rows.push({ row, outcome: "planned" });
}

/** The rows of a held report (one or a run), now reported as ignored for `reason`. */
function ignoredAs(report: RowReport, reason: string): RowReport {
  const { row, to_row } = report;
  return to_row === undefined ? { row, outcome: "ignored", reason } : { row, to_row, outcome: "ignored", reason };
}

/** The lines after the first of a record of `lines` lines (a quoted cell's line breaks), as one run. */
function quotedContinuation(row: number, lines: number): RowReport {
  const reason = `continues row ${row} (line break inside quotes)`;
  return lines === 2 ? { row: row + 1, outcome: "ignored", reason } : { row: row + 1, to_row: row + lines - 1, outcome: "ignored", reason };
}

/**
 * The row reports as they are written: an unreadable row (see RowPlanner.undated) that says of its date what the
 * run of such rows just before it says is joined to that run. A million lines of `row N: date "1" does not match …`
 * are one note (`rows 7–1000006: date "1" …`), not a million objects and strings held until the chunk is handed
 * over. Other reports are one a row, unless `joinsRuns` (streaming, whose chunks merge runs of the same outcome and
 * reason anyway): then a blank line or a tiny row joins the run before it as it comes, and four million blank lines
 * are one object, not four million held until the next merge.
 */
class Notes {
  /** The run `rows` ends with while it is their last report (a chunk handed over takes it along), and what its rows say. */
  private run: RowReport | null = null;
  private says = "";
  /** The report without `says` that `rows` ends with, while it is their last: joinsRuns extends it. */
  private plain: RowReport | null = null;

  constructor(private readonly joinsRuns: boolean) {}

  /** `says`: what the reason says past `row N: `, for a reason that names its row. */
  add(rows: RowReport[], r: RowReport, says?: string): void {
    const last = rows[rows.length - 1];
    if (last !== undefined && (last.to_row ?? last.row) + 1 === r.row) {
      if (says !== undefined && last === this.run && says === this.says) {
        const to = r.to_row ?? r.row;
        last.to_row = to;
        last.reason = `rows ${last.row}–${to}: ${says}`;
        return;
      }
      if (says === undefined && this.joinsRuns && last === this.plain && last.outcome === r.outcome && last.reason === r.reason) {
        last.to_row = r.to_row ?? r.row;
        return;
      }
    }
    rows.push(r);
    this.run = says === undefined ? null : r;
    this.plain = says === undefined && r.outcome !== "planned" ? r : null;
    this.says = says ?? "";
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
