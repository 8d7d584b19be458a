// Records → planned items and a report for every physical line. Shared by planCsv (whole file) and
// streamCsvPlan (chunks): the planner holds only the rows it has not decided yet (a possible footer).
import type { PlannedItem, RowReport, InsertItem } from "../../plan";
import { orderOfFormat, parseDate, type DateOrder } from "./dates";
import { absolute, addDecimals, negate, parseAmount, parseAmountIn, type NumberFormat } from "./numbers";
import { bankExternalId, contentExternalIdOfLast, contentKeyOf, KeyCounter, lastKey1, lastKey2 } from "./external-id";
import { INDICATOR_IN, INDICATOR_OUT } from "./columns";
import { resolveColumn } from "./detect";
import type { CsvProfile } from "./profile";
import type { RecordSpans } from "./structure";

/**
 * Rows that did not read as data are held back until a data row follows (then they are errors) or the
 * file ends (then they are the footer). Past this many in a row they are reported as errors at once,
 * which bounds memory however long a broken stretch is.
 */
const MAX_PENDING = 64;
/** Distinct date cells remembered (a file spanning years has a few thousand). */
const DATE_CACHE = 4096;

interface Pending {
  report: RowReport;
  /** A data-looking row that failed: an error if more data follows, part of the footer if not. */
  footerCandidate: boolean;
}

export class RowPlanner {
  private recordIndex = 0;
  private readonly pending: Pending[] = [];
  private readonly occurrences = new Map<string, number>();
  private readonly contentOccurrences = new KeyCounter();
  private readonly order: DateOrder;
  private readonly fmt: NumberFormat;
  private readonly date: number;
  private readonly amount: number | undefined;
  private readonly debit: number | undefined;
  private readonly credit: number | undefined;
  private readonly indicator: number | undefined;
  private readonly payee: number | undefined;
  private readonly notes: number[];
  private readonly currencyCol: number | undefined;
  private readonly balance: number | undefined;
  private readonly transactionId: number | undefined;
  private readonly category: number | undefined;
  private readonly out: ReadonlySet<string>;
  private readonly in: ReadonlySet<string>;
  private readonly flip: boolean;
  private headerKey: string | null = null;
  private readonly dates = new Map<string, string | null>();
  private lastDateCell: string | null = null;
  private lastDate: string | null = null;
  private lastCurrencyCell: string | null = null;
  private lastCurrency: string | undefined = undefined;
  /** Fields a row may have; more (non-empty) means a value was split by an unquoted delimiter. */
  private readonly width: number;
  /** Largest number of rows held at once (pending footer candidates), for the streaming bound. */
  peakPending = 0;

  constructor(
    private readonly profile: CsvProfile,
    private readonly accountId: number | null,
    headers: readonly string[] | null,
  ) {
    const h = headers ?? profile.headers ?? null;
    const c = profile.columns;
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
    this.transactionId = r(c.transactionId);
    this.category = r(c.category);
    this.order = orderOfFormat(profile.dateFormat);
    this.fmt = { decimal: profile.decimalSeparator, thousands: profile.thousandsSeparator };
    this.out = new Set((profile.indicatorOut ?? INDICATOR_OUT).map((v) => v.toLowerCase()));
    this.in = new Set((profile.indicatorIn ?? INDICATOR_IN).map((v) => v.toLowerCase()));
    this.flip = profile.sign === "negative_is_money_out";
    // One more than the header: many banks end data rows (not the header) with a delimiter.
    this.width = Math.max(profile.columnCount, h?.length ?? 0) + 1;
  }

  /** Plans one record; appends to `items` and `rows` in file order. */
  accept(rec: RecordSpans, items: PlannedItem[], rows: RowReport[]): void {
    const index = this.recordIndex++;
    const p = this.profile;
    if (index < p.preambleRows) return this.report(rec, rows, "ignored", "preamble");
    if (index === p.headerRow) {
      this.headerKey = rec.toArray().join("\u001f");
      return this.report(rec, rows, "ignored", "header");
    }
    // Fast path: a data row starts with a printable character (then it is not blank).
    if (!rec.startsPrintable(0) && isBlankRecord(rec.toArray())) {
      if (this.pending.length > 0) return this.hold(rec, rows, { row: rec.line, outcome: "ignored", reason: "blank" }, false);
      return this.report(rec, rows, "ignored", "blank");
    }
    // The last date cell answers most rows (exports come in runs of one day), compared in place.
    const sameDay = this.lastDateCell !== null && rec.is(this.date, this.lastDateCell);
    const dateCell = sameDay ? this.lastDateCell! : rec.field(this.date);
    const date = sameDay ? this.lastDate : this.dateOf(dateCell);
    if (date === null) {
      if (this.headerKey !== null && rec.toArray().join("\u001f") === this.headerKey) {
        return this.report(rec, rows, "ignored", "header (repeated)");
      }
      const trimmed = dateCell.trim();
      const reason =
        trimmed === ""
          ? `row ${rec.line}: no date (column ${this.date + 1} is empty)`
          : `row ${rec.line}: date "${trimmed}" does not match ${p.dateFormat}`;
      return this.hold(rec, rows, { row: rec.line, outcome: "error", reason }, true);
    }
    if (this.pending.length > 0) this.flushPending(rows, false);
    if (rec.count > this.width && !isBlankRecord(rec.toArray(this.width))) {
      return this.report(rec, rows, "error", `row ${rec.line}: ${rec.count} fields where the table has ${this.width - 1} (a delimiter inside an unquoted value?)`);
    }
    const amount = this.amountOf(rec, rec.line);
    if (amount.charCodeAt(0) === 33) {
      this.report(rec, rows, "error", amount.slice(1));
      return;
    }
    this.plan(rec, date, amount, items, rows);
  }

  /**
   * parseDate, memoized: an export has few distinct dates, usually in runs, so the last cell answers most
   * rows and a small map most of the rest; every row of a day then shares one date string.
   */
  private dateOf(cell: string): string | null {
    if (cell === this.lastDateCell) return this.lastDate;
    let d = this.dates.get(cell);
    if (d === undefined) {
      d = parseDate(cell, this.order);
      if (this.dates.size >= DATE_CACHE) this.dates.clear();
      this.dates.set(cell, d);
    }
    this.lastDateCell = cell;
    this.lastDate = d;
    return d;
  }

  /** End of file: rows still held back are the footer. */
  finish(rows: RowReport[]): void {
    this.flushPending(rows, true);
  }

  private plan(rec: RecordSpans, date: string, amount: string, items: PlannedItem[], rows: RowReport[]): void {
    const currency =
      this.currencyCol === undefined
        ? this.profile.currency
        : this.lastCurrencyCell !== null && rec.is(this.currencyCol, this.lastCurrencyCell)
          ? this.lastCurrency
          : this.currencyOf(rec.field(this.currencyCol));
    let payee = this.payee !== undefined ? clean(rec.field(this.payee)) : "";
    let notes = "";
    for (let i = 0; i < this.notes.length; i++) {
      const n = clean(rec.field(this.notes[i]!));
      if (n === "") continue;
      notes = notes === "" ? n : `${notes} ${n}`;
    }
    if (payee === "" && notes !== "") {
      payee = notes;
      notes = "";
    }
    const bankId = this.transactionId !== undefined ? rec.field(this.transactionId).trim() : "";
    let external_id: string;
    let occurrence: number;
    if (bankId !== "") {
      occurrence = this.count("b\u001f" + bankId);
      external_id = bankExternalId(bankId, occurrence);
    } else {
      const balance = this.balance !== undefined ? this.parseField(rec, this.balance) : null;
      contentKeyOf(this.accountId, date, amount, currency, payee, notes, balance !== null && balance.charCodeAt(0) !== 33 ? balance : undefined);
      occurrence = this.contentOccurrences.increment(lastKey1(), lastKey2());
      external_id = contentExternalIdOfLast(occurrence);
    }
    const item = makeItem(date, amount, external_id, currency, payee, notes);
    if (this.category !== undefined) {
      const cat = clean(rec.field(this.category));
      if (cat !== "") item.custom_metadata = { bank_category: cat };
    }
    items.push({ row: rec.line, item, occurrence });
    if (rec.lines === 1) rows.push({ row: rec.line, outcome: "planned" });
    else this.report(rec, rows, "planned");
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

  /** The service's sign (positive = money out), or "!reason". */
  private amountOf(rec: RecordSpans, line: number): string {
    const fmt = this.fmt;
    const style = this.profile.amountStyle;
    if (style === "debit_credit") {
      const dCell = rec.field(this.debit ?? -1);
      const cCell = rec.field(this.credit ?? -1);
      const d = parseAmount(dCell, fmt);
      const c = parseAmount(cCell, fmt);
      if (d !== null && d.charCodeAt(0) === 33) return `!row ${line}: debit "${dCell.trim()}" is not a number (${d.slice(1)})`;
      if (c !== null && c.charCodeAt(0) === 33) return `!row ${line}: credit "${cCell.trim()}" is not a number (${c.slice(1)})`;
      if (d === null && c === null) return `!row ${line}: no amount (debit and credit are both empty)`;
      if (c === null) return absolute(d!);
      if (d === null) return negate(absolute(c));
      return addDecimals(absolute(d), negate(absolute(c)));
    }
    const a = this.parseField(rec, this.amount ?? -1);
    if (a === null) return `!row ${line}: no amount (column ${(this.amount ?? 0) + 1} is empty)`;
    if (a.charCodeAt(0) === 33) return `!row ${line}: amount "${rec.field(this.amount ?? -1).trim()}" is not a number (${a.slice(1)})`;
    if (style === "indicator") {
      const raw = rec.field(this.indicator ?? -1).trim();
      const ind = raw.toLowerCase();
      if (this.out.has(ind)) return absolute(a);
      if (this.in.has(ind)) return negate(absolute(a));
      return `!row ${line}: indicator "${raw}" is neither money out (${[...this.out].join("/")}) nor money in (${[...this.in].join("/")})`;
    }
    return this.flip ? negate(a) : a;
  }

  /** parseAmount of field i, read in place when it is a plain span of the text. */
  private parseField(rec: RecordSpans, i: number): string | null {
    const s = i >= 0 && i < rec.count ? rec.starts[i]! : -1;
    return s >= 0 ? parseAmountIn(rec.buf, s, rec.ends[i]!, this.fmt) : parseAmount(rec.field(i), this.fmt);
  }

  private hold(rec: RecordSpans, rows: RowReport[], report: RowReport, footerCandidate: boolean): void {
    this.pending.push({ report, footerCandidate });
    for (let i = 1; i < rec.lines; i++) {
      this.pending.push({ report: continuation(rec, i), footerCandidate: false });
    }
    if (this.pending.length > this.peakPending) this.peakPending = this.pending.length;
    if (this.pending.length > MAX_PENDING) this.flushPending(rows, false);
  }

  private flushPending(rows: RowReport[], atEnd: boolean): void {
    if (this.pending.length === 0) return;
    for (const p of this.pending) {
      if (atEnd && p.footerCandidate) rows.push({ row: p.report.row, outcome: "ignored", reason: "footer" });
      else rows.push(p.report);
    }
    this.pending.length = 0;
  }

  private report(rec: RecordSpans, rows: RowReport[], outcome: RowReport["outcome"], reason?: string): void {
    rows.push(reason === undefined ? { row: rec.line, outcome } : { row: rec.line, outcome, reason });
    for (let i = 1; i < rec.lines; i++) rows.push(continuation(rec, i));
  }
}

function continuation(rec: RecordSpans, i: number): RowReport {
  return { row: rec.line + i, outcome: "ignored", reason: `continues row ${rec.line} (line break inside quotes)` };
}

/**
 * The insert item with its properties in the order they always had (date, amount, external_id, currency,
 * payee, notes) and only those present, created whole so each gets its final shape at once.
 */
function makeItem(date: string, amount: string, external_id: string, currency: string | undefined, payee: string, notes: string): InsertItem {
  if (currency) {
    if (payee !== "") {
      return notes !== "" ? { date, amount, external_id, currency, payee, notes } : { date, amount, external_id, currency, payee };
    }
    return notes !== "" ? { date, amount, external_id, currency, notes } : { date, amount, external_id, currency };
  }
  if (payee !== "") return notes !== "" ? { date, amount, external_id, payee, notes } : { date, amount, external_id, payee };
  return notes !== "" ? { date, amount, external_id, notes } : { date, amount, external_id };
}

function isBlankRecord(fields: string[]): boolean {
  // Fast path: a data row starts with a printable character.
  if (fields.length > 0 && fields[0]!.length > 0 && fields[0]!.charCodeAt(0) > 32) return false;
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i]!;
    if (f.length !== 0 && f.trim().length !== 0) return false;
  }
  return true;
}

/** Trimmed, with the space padding of fixed-width bank fields collapsed. */
function clean(s: string): string {
  const t = s.trim();
  // One pass instead of three indexOf scans: only a double space, a line break or a tab needs the regex.
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 10 || c === 9 || (c === 32 && t.charCodeAt(i + 1) === 32)) return t.replace(/\s+/g, " ");
  }
  return t;
}
