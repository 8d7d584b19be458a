// Rows short of cells: a row that lost cells (a value date, a type left out, not left empty) reads its balance as
// the amount and has none. Its cells are put back where the row's types read, and kept there when the balance then
// adds up with the row before; else the row is planned as it reads and named in a warning.
import { newAmountParts, READ, scaleDown } from "../../../locale/numbers";
import { toUnits, unitsOfDecimal } from "../../verification";
import type { RecordSpans } from "../read/structure";
import type { LastRow } from "./held-row";
import type { RowAmounts } from "./row-amounts";
import { unitsOf } from "./row-balances";
import type { RowColumns } from "./row-columns";
import { SPILLED_NUMBER } from "./wide-rows";

/** Rows read again that the profile's warning names (more are counted, not named). */
const REREAD_ROWS_NAMED = 5;

export class ShortRows {
  /** Rows read again with cells put back where the balance says they were missing (the profile warns of them). */
  readonly rereadRows: number[] = [];
  rereadCount = 0;
  /** Rows short of cells that no reading made add up with the row before. */
  readonly unconfirmedRows: number[] = [];
  unconfirmedCount = 0;
  private readonly scratch = newAmountParts();

  constructor(
    private readonly cols: RowColumns,
    private readonly amounts: RowAmounts,
    /** Fields a row may have (the table's columns and one more). */
    private readonly width: number,
    /** amountScale: amounts are written in 1/10^scale units. */
    private readonly scale: number,
    private readonly dateOf: (cell: string) => string | null,
  ) {}

  /** Whether a row of the table's balance column `balance` is short of cells whose balance is then missing. */
  isShort(rec: RecordSpans, balance: number): boolean {
    return rec.count < this.width - 1 && this.balanceMoved(rec, balance);
  }

  /**
   * Reads a short row again where its cells were: its cells put back where the row's types read (dates, money, text)
   * and the balance then adds up with `last`, the row before, in either order of the file. Unconfirmed, the row stays
   * as it is (the balances' check names it).
   */
  reread(rec: RecordSpans, last: LastRow): void {
    const missing = this.width - 1 - rec.count;
    const at = this.gapOf(rec, missing);
    // The row before has no balance (or there is none): nothing could tell how to read this one.
    if (!last.hasBalance) return;
    if (at < 0) return this.unconfirmed(rec.line);
    rec.widen(at, missing);
    const amount = this.amounts.of(rec, rec.line);
    const read = this.amounts.readField(rec, this.cols.balance ?? -1, this.scratch) === READ;
    if (read && amount.charCodeAt(0) !== 33) {
      const balance = unitsOf(this.scratch);
      const lastBalance = unitsOf(last.balance);
      const moneyIn = -toUnits(Number(this.scale !== 0 ? scaleDown(amount, this.scale) : amount));
      // Oldest first, this row moved the balance from the last one's; newest first, the last row moved it from this one's.
      if (balance - lastBalance === moneyIn || lastBalance - balance === -unitsOfDecimal(last.amount)) {
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
    const date = this.cols.date;
    let last = balance - 1;
    while (last > date && rec.isBlankField(last)) last--;
    return last > date && this.amounts.readField(rec, last, this.scratch) === READ;
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
    const cols = this.cols;
    const isMoney = (v: string): boolean => v === "" || this.amounts.isMoney(v);
    const texts = cols.texts();
    let best = -1;
    let bestEmpty = Number.POSITIVE_INFINITY;
    for (let at = cols.date + 1; at <= rec.count; at++) {
      const cell = (i: number): string => (i < at ? rec.field(i) : i < at + missing ? "" : rec.field(i - missing)).trim();
      if (this.dateOf(cell(cols.date)) === null || cell(cols.balance ?? -1) === "") continue;
      if (![cols.amount, cols.debit, cols.credit, cols.balance].every((c) => c === undefined || isMoney(cell(c)))) continue;
      if (texts.some((i) => SPILLED_NUMBER.test(cell(i)))) continue;
      const empty = texts.filter((i) => cell(i) === "").length;
      if (empty < bestEmpty) [best, bestEmpty] = [at, empty];
    }
    return best;
  }
}
