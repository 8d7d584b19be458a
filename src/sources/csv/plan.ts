// Records → planned items and a report for every physical line. Shared by planCsv (whole file) and
// streamCsvPlan (chunks): the planner holds only the rows it has not decided yet (a possible footer).
import type { PlannedItem, RowReport, InsertItem } from "../../plan";
import { orderOfFormat, parseDate, type DateOrder } from "./dates";
import { absolute, addDecimals, negate, parseAmount, type NumberFormat } from "./numbers";
import { bankExternalId, contentExternalId, contentKey, KeyCounter, lastKey1, lastKey2 } from "./external-id";
import { INDICATOR_IN, INDICATOR_OUT } from "./columns";
import { resolveColumn } from "./detect";
import type { CsvProfile } from "./profile";
import type { CsvRecord } from "./structure";

/**
 * Rows that did not read as data are held back until a data row follows (then they are errors) or the
 * file ends (then they are the footer). Past this many in a row they are reported as errors at once,
 * which bounds memory however long a broken stretch is.
 */
const MAX_PENDING = 64;

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
  accept(rec: CsvRecord, items: PlannedItem[], rows: RowReport[]): void {
    const index = this.recordIndex++;
    const fields = rec.fields;
    const p = this.profile;
    if (index < p.preambleRows) return this.report(rec, rows, "ignored", "preamble");
    if (index === p.headerRow) {
      this.headerKey = fields.join("\u001f");
      return this.report(rec, rows, "ignored", "header");
    }
    if (isBlankRecord(fields)) {
      if (this.pending.length > 0) return this.hold(rec, rows, { row: rec.line, outcome: "ignored", reason: "blank" }, false);
      return this.report(rec, rows, "ignored", "blank");
    }
    const dateCell = fields[this.date] ?? "";
    const date = parseDate(dateCell, this.order);
    if (date === null) {
      if (this.headerKey !== null && fields.join("\u001f") === this.headerKey) {
        return this.report(rec, rows, "ignored", "header (repeated)");
      }
      const trimmed = dateCell.trim();
      const reason =
        trimmed === ""
          ? `row ${rec.line}: no date (column ${this.date + 1} is empty)`
          : `row ${rec.line}: date "${trimmed}" does not match ${p.dateFormat}`;
      return this.hold(rec, rows, { row: rec.line, outcome: "error", reason }, true);
    }
    this.flushPending(rows, false);
    if (fields.length > this.width && !isBlankRecord(fields.slice(this.width))) {
      return this.report(rec, rows, "error", `row ${rec.line}: ${fields.length} fields where the table has ${this.width - 1} (a delimiter inside an unquoted value?)`);
    }
    const amount = this.amountOf(fields, rec.line);
    if (amount.charCodeAt(0) === 33) {
      this.report(rec, rows, "error", amount.slice(1));
      return;
    }
    this.plan(rec, fields, date, amount, items, rows);
  }

  /** End of file: rows still held back are the footer. */
  finish(rows: RowReport[]): void {
    this.flushPending(rows, true);
  }

  private plan(rec: CsvRecord, fields: string[], date: string, amount: string, items: PlannedItem[], rows: RowReport[]): void {
    const cur = this.currencyCol !== undefined ? (fields[this.currencyCol] ?? "").trim().toLowerCase() : "";
    const currency = cur.length === 3 ? cur : this.profile.currency;
    let payee = this.payee !== undefined ? clean(fields[this.payee] ?? "") : "";
    let notes = "";
    for (let i = 0; i < this.notes.length; i++) {
      const n = clean(fields[this.notes[i]!] ?? "");
      if (n === "") continue;
      notes = notes === "" ? n : `${notes} ${n}`;
    }
    if (payee === "" && notes !== "") {
      payee = notes;
      notes = "";
    }
    const balance = this.balance !== undefined ? parseAmount(fields[this.balance] ?? "", this.fmt) : null;
    const bankId = this.transactionId !== undefined ? (fields[this.transactionId] ?? "").trim() : "";
    let key: string;
    let external_id: string;
    if (bankId !== "") {
      key = "b\u001f" + bankId;
      const occurrence = this.count(key);
      external_id = bankExternalId(bankId, occurrence);
      return this.push(rec, rows, items, { date, amount, external_id, currency, payee, notes, fields }, occurrence);
    }
    key = contentKey({
      accountId: this.accountId,
      date,
      amount,
      currency,
      description: [payee, notes],
      balance: balance !== null && balance.charCodeAt(0) !== 33 ? balance : undefined,
    });
    const occurrence = this.countContent();
    external_id = contentExternalId(key, occurrence);
    this.push(rec, rows, items, { date, amount, external_id, currency, payee, notes, fields }, occurrence);
  }

  private push(
    rec: CsvRecord,
    rows: RowReport[],
    items: PlannedItem[],
    v: { date: string; amount: string; external_id: string; currency: string | undefined; payee: string; notes: string; fields: string[] },
    occurrence: number,
  ): void {
    const item: InsertItem = { date: v.date, amount: v.amount, external_id: v.external_id };
    if (v.currency) item.currency = v.currency;
    if (v.payee !== "") item.payee = v.payee;
    if (v.notes !== "") item.notes = v.notes;
    if (this.category !== undefined) {
      const cat = clean(v.fields[this.category] ?? "");
      if (cat !== "") item.custom_metadata = { bank_category: cat };
    }
    items.push({ row: rec.line, item, occurrence });
    this.report(rec, rows, "planned");
  }

  private countContent(): number {
    return this.contentOccurrences.increment(lastKey1(), lastKey2());
  }

  private count(key: string): number {
    const n = (this.occurrences.get(key) ?? 0) + 1;
    this.occurrences.set(key, n);
    return n;
  }

  /** The service's sign (positive = money out), or "!reason". */
  private amountOf(fields: string[], line: number): string {
    const fmt = this.fmt;
    const style = this.profile.amountStyle;
    if (style === "debit_credit") {
      const dCell = fields[this.debit ?? -1] ?? "";
      const cCell = fields[this.credit ?? -1] ?? "";
      const d = parseAmount(dCell, fmt);
      const c = parseAmount(cCell, fmt);
      if (d !== null && d.charCodeAt(0) === 33) return `!row ${line}: debit "${dCell.trim()}" is not a number (${d.slice(1)})`;
      if (c !== null && c.charCodeAt(0) === 33) return `!row ${line}: credit "${cCell.trim()}" is not a number (${c.slice(1)})`;
      if (d === null && c === null) return `!row ${line}: no amount (debit and credit are both empty)`;
      if (c === null) return absolute(d!);
      if (d === null) return negate(absolute(c));
      return addDecimals(absolute(d), negate(absolute(c)));
    }
    const cell = fields[this.amount ?? -1] ?? "";
    const a = parseAmount(cell, fmt);
    if (a === null) return `!row ${line}: no amount (column ${(this.amount ?? 0) + 1} is empty)`;
    if (a.charCodeAt(0) === 33) return `!row ${line}: amount "${cell.trim()}" is not a number (${a.slice(1)})`;
    if (style === "indicator") {
      const raw = (fields[this.indicator ?? -1] ?? "").trim();
      const ind = raw.toLowerCase();
      if (this.out.has(ind)) return absolute(a);
      if (this.in.has(ind)) return negate(absolute(a));
      return `!row ${line}: indicator "${raw}" is neither money out (${[...this.out].join("/")}) nor money in (${[...this.in].join("/")})`;
    }
    return this.flip ? negate(a) : a;
  }

  private hold(rec: CsvRecord, rows: RowReport[], report: RowReport, footerCandidate: boolean): void {
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

  private report(rec: CsvRecord, rows: RowReport[], outcome: RowReport["outcome"], reason?: string): void {
    rows.push(reason === undefined ? { row: rec.line, outcome } : { row: rec.line, outcome, reason });
    for (let i = 1; i < rec.lines; i++) rows.push(continuation(rec, i));
  }
}

function continuation(rec: CsvRecord, i: number): RowReport {
  return { row: rec.line + i, outcome: "ignored", reason: `continues row ${rec.line} (line break inside quotes)` };
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
  return t.indexOf("  ") < 0 && t.indexOf("\n") < 0 && t.indexOf("\t") < 0 ? t : t.replace(/\s+/g, " ");
}
