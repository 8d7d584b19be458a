// Records → planned items and a report for every physical line. Shared by planCsv (whole file) and
// streamCsvPlan (chunks): the planner holds only the rows it has not decided yet (the last transaction,
// which a wrapped memo line may still continue, and the rows after it that may be the footer). Its steps are
// modules of their own: the columns a row is read from (row-columns.ts), its amount (row-amounts.ts), the held
// row (held-row.ts), a wallet's conversions (wallet-conversions.ts), rows wider or shorter than the table
// (wide-rows.ts, short-rows.ts), what an undated row is (undated-rows.ts), the rows held after the held one
// (held-lines.ts) and the reports (row-reports.ts).
import type { PlannedItem, RowReport } from "../../../plan";
import { isYearless, orderOfFormat, parseDate } from "../../../locale/dates";
import { scaleDown } from "../../../locale/numbers";
import { rowStateOf, type RowState } from "../words/row-state";
import { BalanceCheck, type Verification } from "../../verification";
import { RowBalances } from "./row-balances";
import { type BalanceLine, balanceLineOf, balanceLinesVerification, MAX_BALANCE_LINES } from "../detect/balance-lines";
import { EndsColumns } from "./ends-columns";
import type { DaysApart } from "../detect/date-columns";
import { headerName } from "../read/header-row";
import { sectionStateOf } from "../read/sections";
import { readOnce } from "../../dates-read-once";
import { bankExternalId, contentExternalIdOfLast, contentKeyOf } from "./external-id";
import { KeyCounter } from "./key-counter";
import { AUTHORIZATION, CURRENCY_CONVERSION, isAuthorizationCell, isConversionCell } from "./currency-conversions";
import type { CsvProfile } from "../words/profile";
import type { RecordSpans } from "../read/structure";
import { clean, wholeText } from "../read/clean-cells";
import { RowColumns } from "./row-columns";
import { isZeroAmount, RowAmounts } from "./row-amounts";
import { HeldRow, LastRow } from "./held-row";
import { WalletConversions } from "./wallet-conversions";
import { realign, spillOf } from "./wide-rows";
import { ShortRows } from "./short-rows";
import { hasSummaryCell, UndatedShapes } from "./undated-rows";
import { Notes, plannedRow, quotedContinuation } from "./row-reports";
import { BALANCE_ROW, HeldLines, MAX_PENDING, RULE_LINE, SECTION_TITLE, STATEMENT_SUMMARY } from "./held-lines";
import { SummaryFooter } from "./summary-footer";
import { isSummaryTitle } from "../words/row-words";

export class RowPlanner {
  private recordIndex = 0;
  /** The rows held back after the held transaction, until the table goes on or ends. */
  private readonly lines = new HeldLines();
  private readonly occurrences = new Map<string, number>();
  private readonly contentOccurrences = new KeyCounter();
  private readonly reports: Notes;
  /** The columns of the roles: placed by the header's names, again at each section's own header. */
  private readonly cols: RowColumns;
  private readonly amounts: RowAmounts;
  private readonly undatedShapes: UndatedShapes;
  private readonly shortRows: ShortRows;
  /** What the title of the section being read says of its rows ("Pending", "Gebucht"), null when none did. */
  private sectionState: RowState | null = null;
  /** amountScale: amounts are written in 1/10^scale units. */
  private readonly scale: number;
  private readonly readDate: (cell: string) => string | null;
  private lastDateCell: string | null = null;
  private lastDate: string | null = null;
  /** Fields a row may have; more (non-empty) means a value was split by an unquoted delimiter. */
  private readonly width: number;
  /** Free text of the current row past the table's columns, for its notes (wide-rows.ts). */
  private spill = "";
  /**
   * What a spilled value was written with: the delimiter and a space ("employer, inc"). Made once: a getter made the
   * string anew on every row (1.6 MB of a 100,000-row plan's garbage).
   */
  private readonly spillJoint: string;
  /** Largest number of rows held at once (pending footer candidates), for the streaming bound. */
  peakPending = 0;
  /** Rows planned, and how many of them print another day in the other date column (date-columns.ts says it). */
  readonly otherDays: DaysApart = { apart: 0, rows: 0 };
  /** Rows ignored as balance rows (opening/closing balance, turnover): the profile warns about them. */
  balanceRows = 0;
  /** Opening and closing balances written above, inside or under the table (detect/balance-lines.ts). */
  private readonly balanceLines: BalanceLine[] = [];
  /** A summary's labels under the table, and the figures under them (summary-footer.ts). */
  private readonly summary = new SummaryFooter();
  /** The balances repeated on each row of a run, before and after it (ends-columns.ts); null without an opening column. */
  private readonly ends: EndsColumns | null;
  /** The last transaction, held until the next row decides whether a wrapped memo line continues it. */
  private readonly held: HeldRow;
  /** Lines of one value still taken for a title under the header just read (none once a row is planned). */
  private titlesUnderHeader = 0;
  /** The last planned row, which the next row's balance is checked against. */
  private readonly last = new LastRow();
  /** What the file's balances say of the rows planned so far, and the planned rows on their way to it. */
  private readonly check: BalanceCheck;
  private readonly rowBalances: RowBalances;
  private readonly conversions = new WalletConversions();
  /** Rows set aside (conversions, authorisations) while a row was held: reported after it, with their reasons. */
  private readonly asideRows: RowReport[] = [];

  constructor(
    private readonly profile: CsvProfile,
    private readonly accountId: number | null,
    headers: readonly string[] | null,
    /** A card's export may state what is owed as its balance. */
    private readonly card = false,
    /** Streaming: a row's report joins the run of its outcome and reason before it as it comes (`compactRows`'s runs). */
    joinsRuns = false,
  ) {
    this.spillJoint = profile.delimiter === "\t" ? " " : `${profile.delimiter} `;
    this.reports = new Notes(joinsRuns);
    this.check = new BalanceCheck(card);
    this.rowBalances = new RowBalances(this.check);
    const h = headers ?? profile.headers ?? null;
    this.cols = new RowColumns(profile, h);
    this.amounts = new RowAmounts(profile, this.cols);
    const order = orderOfFormat(profile.dateFormat);
    // Dates written without their year take it from the statement's period or export date (yearless-dates.ts).
    const anchor = profile.yearAnchor ?? (isYearless(profile.dateFormat) ? new Date().toISOString().slice(0, 10) : undefined);
    this.readDate = readOnce((cell) => parseDate(cell, order, anchor));
    this.ends = profile.columns.openingBalance !== undefined ? new EndsColumns(this.amounts.fmt, card) : null;
    this.held = new HeldRow(this.cols, this.amounts, this.ends !== null, this.readDate);
    this.scale = profile.amountScale ?? 0;
    // One more than the header: many banks end data rows (not the header) with a delimiter.
    this.width = Math.max(profile.columnCount, h?.length ?? 0) + 1;
    const headerNames = new Set((h ?? []).map(headerName).filter((n) => n !== ""));
    this.undatedShapes = new UndatedShapes(this.cols, this.amounts, headerNames, this.width, profile.dateFormat);
    this.shortRows = new ShortRows(this.cols, this.amounts, this.width, this.scale, (cell) => this.dateOf(cell));
  }

  /** Rows read again with cells put back where the balance says they were missing (the profile warns of them). */
  get rereadRows(): readonly number[] {
    return this.shortRows.rereadRows;
  }
  get rereadCount(): number {
    return this.shortRows.rereadCount;
  }
  /** Rows short of cells that no reading made add up with the row before. */
  get unconfirmedRows(): readonly number[] {
    return this.shortRows.unconfirmedRows;
  }
  get unconfirmedCount(): number {
    return this.shortRows.unconfirmedCount;
  }

  /** The roles' columns in a header's cells: by name where the header names them, else where the profile says. */
  private placeColumns(h: readonly string[] | null): void {
    this.undatedShapes.forget();
    this.cols.place(h);
    this.lastDateCell = null;
    this.amounts.forgetCurrency();
  }

  /** Plans one record; appends to `items` and `rows` in file order. */
  accept(rec: RecordSpans, items: PlannedItem[], rows: RowReport[]): void {
    const index = this.recordIndex++;
    const p = this.profile;
    const cols = this.cols;
    if (index < p.preambleRows) {
      // The file's title may be the first section's: "Pending transactions" above its header.
      if (rec.startsPrintable(0)) this.sectionState = sectionStateOf(rec.toArray()) ?? this.sectionState;
      this.noteBalanceLine(rec);
      return this.report(rec, rows, "ignored", "preamble");
    }
    if (index === p.headerRow) {
      this.titlesUnderHeader = TITLES_UNDER_HEADER;
      const cells = rec.toArray();
      this.undatedShapes.headerKey = cells.join("\u001f");
      // The first section's header may name the columns in other places than the longest section's.
      if (p.headers !== undefined && cells.length > 1) this.placeColumns(cells);
      return this.report(rec, rows, "ignored", "header");
    }
    // Fast path: a data row starts with a printable character (then it is not blank).
    if (!rec.startsPrintable(0) && rec.isBlank()) {
      if (this.lines.lines.length > 0) return this.hold(rec, items, rows, { row: rec.line, outcome: "ignored", reason: "blank" }, false);
      this.settle(items, rows, false);
      return this.report(rec, rows, "ignored", "blank");
    }
    // A text value cut by an unquoted delimiter shifts the fields after it: joined back where the row then reads.
    let spill = rec.count >= this.width ? spillOf(rec, cols, this.width, this.spillJoint) : "";
    if (spill === null) {
      realign(rec, cols, this.width, p.delimiter, this.amounts.fmt, (v) => this.dateOf(v) !== null);
      spill = rec.count >= this.width ? spillOf(rec, cols, this.width, this.spillJoint) : "";
    }
    // The last date cell answers most rows (exports come in runs of one day), compared in place.
    const lastCell = this.lastDateCell;
    const sameDay = lastCell !== null && rec.is(cols.date, lastCell);
    const dateCell = sameDay ? lastCell : rec.field(cols.date);
    const date = sameDay ? this.lastDate : this.dateOf(dateCell);
    if (date === null) return this.undated(rec, dateCell, items, rows);
    if (cols.typeNamed !== undefined && this.walletBookkeeping(rec, cols.typeNamed, items, rows)) return;
    // A dated row: the table goes on, so what was held is decided as inside it.
    if (this.held.row !== 0 || this.lines.lines.length > 0) this.settle(items, rows, false);
    if (cols.balanceCoded(rec)) return this.balanceRow(rec, rows);
    const stateCell = cols.status === undefined ? "" : rec.field(cols.status).trim();
    const state = cols.status === undefined ? null : rowStateOf(stateCell);
    if (state === "not_booked") return this.report(rec, rows, "ignored", DECLINED);
    if (state === null && cols.notBooked.has(stateCell)) return this.report(rec, rows, "ignored", NOT_BOOKED);
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
    if (cols.balance !== undefined && this.shortRows.isShort(rec, cols.balance)) this.shortRows.reread(rec, this.last);
    let amount = this.amounts.of(rec, rec.line);
    if (amount.charCodeAt(0) === 33) {
      // A balance line often leaves the amount empty and writes the balance only.
      if (hasSummaryCell(rec, false)) return this.balanceRow(rec, rows);
      // A dated line of another shape (an export timestamp under the table) is the footer at the end.
      if (rec.count < this.width - 2)
        return this.hold(rec, items, rows, { row: rec.line, outcome: "error", reason: amount.slice(1) }, true);
      return this.report(rec, rows, "error", amount.slice(1));
    }
    if (this.scale !== 0) {
      amount = scaleDown(amount, this.scale);
      if (amount.charCodeAt(0) === 33) return this.report(rec, rows, "error", `row ${rec.line}: amount ${amount.slice(1)}`);
    }
    this.titlesUnderHeader = 0;
    // A balance line's label as its payee or memo ("Opening balance" with a date and an amount): no transaction.
    if (!this.held.take(rec, date, amount, this.amounts.currency(rec), this.spill, this.spillJoint)) this.balanceRow(rec, rows);
    if (this.conversions.waiting) this.conversions.payFor(this.held);
    // A status cell decides; without one, the section's title does ("Pending" above a card's authorisations).
    this.held.pending = state === "pending" || (state === null && this.sectionState === "pending");
  }

  /**
   * A row without a readable date, decided by its shape (undated-rows.ts): a pending payment; a balance or total
   * line; a transaction with a wrong date (an error wherever it is); a wrapped memo line; or something that is a
   * footer at the end of the file and an error inside the table.
   */
  private undated(rec: RecordSpans, dateCell: string, items: PlannedItem[], rows: RowReport[]): void {
    const shape = this.undatedShapes.of(rec, dateCell);
    const line = rec.line;
    if (shape.header !== null) {
      const repeated = shape.header === "repeated";
      // A new section (another header, or lines between the rows and this one) is in the state its title
      // names, if any; a page header repeated right under the rows goes on with theirs.
      if (!repeated || this.lines.lines.length > 0) this.sectionState = null;
      this.settle(items, rows, false, true);
      // Another section (a second account's rows, a card's beside the account's) runs a balance of its own; a page's
      // header repeated costs one step of the check, a second account read as the first's would cost a false break.
      this.rowBalances.read();
      this.check.restart();
      if (!repeated) this.placeColumns(rec.toArray());
      this.titlesUnderHeader = TITLES_UNDER_HEADER;
      return this.report(rec, rows, "ignored", repeated ? "header (repeated)" : "header");
    }
    if (shape.rule) return this.hold(rec, items, rows, { row: line, outcome: "ignored", reason: RULE_LINE }, true);
    if (shape.title !== null)
      return this.hold(rec, items, rows, { row: line, outcome: "ignored", reason: SECTION_TITLE }, true, undefined, shape.title);
    const figures = this.summary.figuresUnder(rec.toArray(), line);
    if (figures !== null) {
      for (const cells of figures) this.noteBalanceCells(cells, line);
      return this.hold(rec, items, rows, { row: line, outcome: "ignored", reason: STATEMENT_SUMMARY }, true);
    }
    if (shape.pendingCell) {
      // A table row (the table goes on), not booked yet: the next export has it with its date.
      this.settle(items, rows, false);
      return this.report(rec, rows, "ignored", "pending");
    }
    // A record's detail line ("Suma: 11,90 USD") has its figure in its text, not in a money column: within the lines
    // that continue a record it is one of them, unless it names a balance ("Sold final", "Closing balance").
    const cols = this.cols;
    if (shape.balance && this.continues(rec) && cols.amountIsEmpty(rec) && cols.inText(rec) && !hasSummaryCell(rec, false))
      return this.holdContinuation(rec, items, rows, textOf(rec));
    if (shape.balance) {
      this.noteBalanceLine(rec);
      this.summary.noteLabels(rec.toArray(), line);
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
    if (oneValue(rec) && isSummaryTitle(textOf(rec)))
      return this.hold(rec, items, rows, { row: line, outcome: "ignored", reason: STATEMENT_SUMMARY }, true);
    if (this.titlesUnderHeader > 0 && oneValue(rec)) {
      this.titlesUnderHeader--;
      return this.hold(rec, items, rows, { row: line, outcome: "ignored", reason: SECTION_TITLE }, true);
    }
    this.holdUnreadable(rec, items, rows, says);
  }

  /** Whether a wrapped memo line here would continue the held transaction (only such lines since it). */
  private continues(rec: RecordSpans): boolean {
    return this.held.row !== 0 && this.lines.continue(() => this.cols.inText(rec));
  }

  private balanceRow(rec: RecordSpans, rows: RowReport[]): void {
    this.balanceRows++;
    this.noteBalanceLine(rec);
    this.report(rec, rows, "ignored", BALANCE_ROW);
  }

  /** A line that may state the opening or the closing balance (a few per file: read whole). */
  private noteBalanceLine(rec: RecordSpans): void {
    this.noteBalanceCells(rec.toArray(), rec.line);
  }

  private noteBalanceCells(cells: readonly string[], row: number): void {
    if (this.balanceLines.length >= MAX_BALANCE_LINES) return;
    const line = balanceLineOf(cells, this.amounts.fmt, row, this.scale);
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

  /**
   * A wallet's row that is bookkeeping, not a payment, read by the column that names the type, and set aside: a
   * conversion between its currencies names nobody and goes to the payment it paid for, held or next; an
   * authorisation holds money for a payment that is its own row, here or in the next export. Out of `accept`, which
   * every row runs: its size decides what the engine compiles into it.
   */
  private walletBookkeeping(rec: RecordSpans, typeNamed: number, items: PlannedItem[], rows: RowReport[]): boolean {
    const type = rec.field(typeNamed);
    const cols = this.cols;
    const conversion =
      cols.payee !== undefined && cols.currency !== undefined && rec.field(cols.payee).trim() === "" && isConversionCell(type);
    if (!conversion && !isAuthorizationCell(type)) return false;
    if (this.lines.lines.length > 0) this.settle(items, rows, false);
    if (conversion) this.conversion(rec, rows);
    else this.aside(rec, rows, AUTHORIZATION);
    return true;
  }

  /** A conversion row: ignored, with its money given to the payment (wallet-conversions.ts). */
  private conversion(rec: RecordSpans, rows: RowReport[]): void {
    const amount = this.amounts.of(rec, rec.line);
    if (amount.charCodeAt(0) === 33) return this.aside(rec, rows, CURRENCY_CONVERSION);
    if (this.conversions.take(this.held, this.amounts.currency(rec), amount)) this.held.readBalance(rec);
    this.aside(rec, rows, CURRENCY_CONVERSION);
  }

  /** The held transaction, with its notes final: its external_id, its item and its row report(s). */
  private release(items: PlannedItem[], rows: RowReport[], extraNotes: string): void {
    const held = this.held;
    if (held.restates(this.last)) {
      this.balanceRows++;
      this.reports.add(rows, { row: held.row, outcome: "ignored", reason: BALANCE_ROW });
      if (held.lines > 1) this.reports.add(rows, quotedContinuation(held.row, held.lines));
      held.row = 0;
      if (this.asideRows.length > 0) this.reportAside(rows);
      return;
    }
    const { date, amount, currency, bankId } = held;
    // An amount of nothing: a row of it moved no money.
    if (isZeroAmount(amount)) {
      // A notice written as a row ("NOTIFIC FEE SMS 0.00", "CARD REPLACE FEE 0.00"): no money moved, as OFX says of its own.
      const what = held.item("", currency, extraNotes).payee ?? "";
      this.reports.add(rows, {
        row: held.row,
        outcome: "ignored",
        reason: `amount 0: a notice, not a transaction${what ? ` ("${what}")` : ""}`,
      });
      if (held.lines > 1) this.reports.add(rows, quotedContinuation(held.row, held.lines));
      // Its balance still goes to the check: a notice moves none, and one that does is money read as none (a column
      // the reading missed), which the check then says instead of calling the rows balanced without it.
      if (held.balanceRead) this.rowBalances.add(held.row, date, currency, "0", held.balance, false);
      held.row = 0;
      return;
    }
    let external_id: string;
    let occurrence: number;
    if (bankId !== "") {
      occurrence = this.count("b\u001f" + bankId);
      external_id = bankExternalId(bankId, occurrence);
    } else {
      // Memo lines that continued the row are in its notes: then the notes are their own text.
      if (extraNotes !== "") wholeText(held.notes === "" ? extraNotes : `${held.notes} ${extraNotes}`, held.notesAt);
      contentKeyOf(this.accountId, date, amount, currency, held.payeeAt, held.notesAt, held.hasBalance ? held.balance : null);
      occurrence = this.contentOccurrences.increment(date);
      external_id = contentExternalIdOfLast(occurrence);
    }
    const item = held.item(external_id, this.profile.amountCurrency ?? currency, extraNotes);
    const row = held.row;
    // A bank id the file repeats tells its records apart no better than their content.
    const planned: PlannedItem =
      bankId !== "" && occurrence === 1 ? { row, item, occurrence, recordId: bankId } : { row, item, occurrence };
    if (held.pending) {
      // Not booked yet: imported as the best knowledge today, for the booked row of a later export to take over.
      item.custom_metadata = { ...item.custom_metadata, pending: true };
      planned.provisional = "pending";
    }
    items.push(planned);
    this.otherDays.rows++;
    if (held.otherDiffers) this.otherDays.apart++;
    // Only written down: the balance checks read the rows a batch at a time (row-balances.ts).
    this.rowBalances.add(row, date, currency, amount, held.balanceRead ? held.balance : null, !held.pending);
    if (this.ends !== null && !held.pending) this.ends.add(row, held.openingCell, held.closingCell, amount);
    this.last.follow(held);
    plannedRow(rows, row);
    if (held.lines > 1) this.reports.add(rows, quotedContinuation(row, held.lines));
    held.row = 0;
    if (this.asideRows.length > 0) this.reportAside(rows);
  }

  /** The rows set aside while a row was held, reported after it (the report is in file order). */
  private reportAside(rows: RowReport[]): void {
    for (const r of this.asideRows) this.reports.add(rows, r);
    this.asideRows.length = 0;
  }

  /** A row that is no transaction: reported now, or after the held row when there is one. */
  private aside(rec: RecordSpans, rows: RowReport[], reason: string): void {
    if (this.held.row !== 0) this.asideRows.push({ row: rec.line, outcome: "ignored", reason });
    else this.report(rec, rows, "ignored", reason);
  }

  /**
   * Decides what was held: the last transaction (with the wrapped memo lines that followed it, unless the
   * file ended there: then those are the footer) and the rows after it.
   */
  private settle(items: PlannedItem[], rows: RowReport[], atEnd: boolean, beforeHeader = false): void {
    const lines = this.lines;
    const title = lines.titleLine(beforeHeader);
    if (this.held.row !== 0) this.release(items, rows, atEnd ? "" : lines.memo(title));
    if (lines.lines.length === 0) return;
    const decided = lines.decide(rows, this.reports, atEnd, beforeHeader, title);
    if (decided.title !== undefined) this.sectionState = decided.title;
    this.balanceRows += decided.balanceRows;
  }

  private count(key: string): number {
    const n = (this.occurrences.get(key) ?? 0) + 1;
    this.occurrences.set(key, n);
    return n;
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
    this.lines.add(rec, report, footerCandidate, continuation, title, says);
    this.heldMore(items, rows);
  }

  /** Holds a line that continues the held row's text (its memo wrapped, a multi-line record's details). */
  private holdContinuation(rec: RecordSpans, items: PlannedItem[], rows: RowReport[], text: string): void {
    this.hold(rec, items, rows, { row: rec.line, outcome: "ignored", reason: `continues row ${this.held.row}` }, true, text);
    if (this.cols.inText(rec)) this.lines.addedInText(rec);
  }

  /** Holds an undated row that reads as nothing (see undated), joined to the run of such rows just before it (HeldLines.joinRun). */
  private holdUnreadable(rec: RecordSpans, items: PlannedItem[], rows: RowReport[], says: string): void {
    const line = rec.line;
    if (!this.lines.joinRun(rec, says)) {
      return this.hold(rec, items, rows, { row: line, outcome: "error", reason: `row ${line}: ${says}` }, true, undefined, undefined, says);
    }
    this.heldMore(items, rows);
  }

  /** Past MAX_PENDING rows held, they are decided at once. */
  private heldMore(items: PlannedItem[], rows: RowReport[]): void {
    const held = this.lines.rows + (this.held.row !== 0 ? 1 : 0);
    if (held > this.peakPending) this.peakPending = held;
    if (this.lines.rows > MAX_PENDING) this.settle(items, rows, false);
  }

  private report(rec: RecordSpans, rows: RowReport[], outcome: RowReport["outcome"], reason?: string, says?: string): void {
    this.reports.add(rows, reason === undefined ? { row: rec.line, outcome } : { row: rec.line, outcome, reason }, says);
    if (rec.lines > 1) this.reports.add(rows, quotedContinuation(rec.line, rec.lines));
  }
}

/** A row the bank's status column says it declined, cancelled or reverted: no payment. */
const DECLINED = "declined payment";
/** A row whose status only rows without a balance carry: the bank booked no money by it (status-by-balance.ts). */
const NOT_BOOKED = "not booked";
/** Lines of one value under a header taken for its section's title. */
const TITLES_UNDER_HEADER = 2;

/** Whether the record has exactly one non-blank cell. */
function oneValue(rec: RecordSpans): boolean {
  let filled = 0;
  for (let i = 0; i < rec.count; i++) if (!rec.isBlankField(i) && ++filled > 1) return false;
  return filled === 1;
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
