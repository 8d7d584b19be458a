// The balances a bank repeats on each row of a run: a day's opening and closing balance on every row of the day (an
// Indonesian host-to-host statement), or each row's own balance before and after it. Read right, the rows of each run
// take the opening to the closing, as a running balance's rows take one balance to the next; the first day, which a
// running balance cannot check, is checked too. Fed the planned rows one by one; the cells are read only where a run
// begins.
import { fromUnits, toUnits, unitsOfDecimal, type Verification } from "../../verification";
import { type NumberFormat, parseAmount } from "../../../locale/numbers";

export class EndsColumns {
  /** The run being read: its opening and closing cells, their balances (units), its first row, rows and money in. */
  private openingCell = "";
  private closingCell = "";
  private opening = NaN;
  private closing = NaN;
  private firstRow = 0;
  private rows = 0;
  private moneyIn = 0;
  private open = false;
  private checked = 0;
  private total = 0;
  private firstBreak: Verification["first_break"] | undefined;

  constructor(
    private readonly fmt: NumberFormat,
    /** A card's statement may state what is owed, which purchases raise. */
    private readonly owedAllowed: boolean,
  ) {}

  /** A booked row, its amount as the plan writes it (positive: money out), with the opening and closing cells it repeats. */
  add(row: number, openingCell: string, closingCell: string, amount: string): void {
    this.total++;
    if (!this.open || openingCell !== this.openingCell || closingCell !== this.closingCell) {
      this.close();
      this.open = true;
      this.openingCell = openingCell;
      this.closingCell = closingCell;
      this.opening = unitsOfCell(openingCell, this.fmt);
      this.closing = unitsOfCell(closingCell, this.fmt);
      this.firstRow = row;
      this.rows = 0;
      this.moneyIn = 0;
    }
    this.rows++;
    this.moneyIn -= unitsOfDecimal(amount);
  }

  /** What the runs say of the rows; null when no run could be checked (its balances unreadable) and none broke. */
  verification(): Verification | null {
    this.close();
    if (this.checked === 0 && this.firstBreak === undefined) return null;
    if (this.firstBreak !== undefined)
      return { status: "unbalanced", rows_checked: this.checked, rows_total: this.total, first_break: this.firstBreak };
    return { status: this.checked === this.total ? "balanced" : "partial", rows_checked: this.checked, rows_total: this.total };
  }

  /** The run read is complete: its rows take its opening to its closing, or the first break is named at its first row. */
  private close(): void {
    if (!this.open) return;
    this.open = false;
    if (Number.isNaN(this.opening) || Number.isNaN(this.closing)) return;
    const held = this.opening + this.moneyIn;
    if (held === this.closing || (this.owedAllowed && this.opening - this.moneyIn === this.closing)) this.checked += this.rows;
    else this.firstBreak ??= { row: this.firstRow, expected: fromUnits(held), found: fromUnits(this.closing) };
  }
}

/** A balance cell in units; NaN when it is no number. */
function unitsOfCell(cell: string, fmt: NumberFormat): number {
  const v = parseAmount(cell, fmt);
  return v === null || v.charCodeAt(0) === 33 ? NaN : toUnits(Number(v));
}
