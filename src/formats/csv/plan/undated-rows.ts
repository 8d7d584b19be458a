// What a row without a readable date is by its cells alone (the columns placed by the header read them): the
// table's header again or another section's, a section's title, a payment not booked yet, a balance or total line,
// or a transaction whose date is wrong. The planner decides by it, in that order (RowPlanner.undated).
import { looksLikeDate } from "../../../locale/dates";
import { isMaskRow, isSectionHeader } from "../read/header-row";
import { sectionStateOf } from "../read/sections";
import type { RecordSpans } from "../read/structure";
import { isTotalLine } from "../read/total-lines";
import type { RowState } from "../words/row-state";
import { isPendingCell, isSummaryLabel } from "../words/row-words";
import type { RowAmounts } from "./row-amounts";
import type { RowColumns } from "./row-columns";

/** What an undated row is by its cells. */
export interface UndatedShape {
  /** The table's header again, or another section's. */
  header: "repeated" | "section" | null;
  /** A row of masks or rules ("********"): a line the statement draws, nothing to read. */
  rule: boolean;
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

export class UndatedShapes {
  /** The header's cells, joined: a row that is them again is the header repeated (a page's). */
  headerKey: string | null = null;
  /** The last undated row's cells and what they are; none once the columns are placed again (forget). */
  private last: { cells: string[]; shape: UndatedShape } | null = null;

  constructor(
    private readonly cols: RowColumns,
    private readonly amounts: RowAmounts,
    /** The header's names (header-row.ts): a row that shares them is another section's header. */
    private readonly headerNames: ReadonlySet<string>,
    /** Fields a row may have (the table's columns and one more). */
    private readonly width: number,
    /** The profile's date format, named where a date does not match it. */
    private readonly dateFormat: string,
  ) {}

  /** The columns were placed again: a row's cells read anew. */
  forget(): void {
    this.last = null;
  }

  /**
   * What an undated row is. A row with the cells of the undated row before it is that row's shape again, not weighed
   * anew: a file of a million lines of the same junk costs a comparison per line, not a dozen readings of its cells.
   */
  of(rec: RecordSpans, dateCell: string): UndatedShape {
    const last = this.last;
    if (last !== null && sameCells(rec, last.cells)) return last.shape;
    const cells = rec.toArray();
    const shape = this.weigh(rec, cells, dateCell);
    this.last = { cells, shape };
    return shape;
  }

  private weigh(rec: RecordSpans, cells: string[], dateCell: string): UndatedShape {
    const cols = this.cols;
    const shape: UndatedShape = {
      header: null,
      rule: false,
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
    shape.rule = isMaskRow(cells);
    if (shape.rule) return shape;
    shape.title = sectionStateOf(cells);
    if (shape.title !== null) return shape;
    const trimmed = dateCell.trim();
    shape.pendingCell = isPendingCell(trimmed);
    if (shape.pendingCell) return shape;
    shape.balance = hasSummaryCell(rec, true) || isTotalLine(cells) || cols.balanceCoded(rec);
    if (shape.balance) return shape;
    const noAmount = cols.amountIsEmpty(rec);
    shape.noAmount = noAmount;
    // Shaped like a transaction: a date-like cell, or a row of the table's width whose amount is there (the date
    // missing) or reads as an amount ("yesterday", an epoch number): a row of the table, never its footer. Words
    // without a digit where the amount goes (a page's footer: "Sef Serviciu") are no amount.
    shape.misdated =
      looksLikeDate(trimmed) ||
      (!noAmount &&
        rec.count >= this.width - 2 &&
        (trimmed === "" ? cols.amountHasDigit(rec) : this.amounts.of(rec, rec.line).charCodeAt(0) !== 33));
    shape.says = trimmed === "" ? `no date (column ${cols.date + 1} is empty)` : `date "${trimmed}" does not match ${this.dateFormat}`;
    return shape;
  }
}

/** A cell of the row is a balance label (or, `withTotals`, a total label: rows without a date only). */
export function hasSummaryCell(rec: RecordSpans, withTotals: boolean): boolean {
  for (let i = 0; i < rec.count; i++) if (isSummaryLabel(rec.field(i), withTotals)) return true;
  return false;
}

/** Whether the record's cells are `cells`, compared in place. */
function sameCells(rec: RecordSpans, cells: readonly string[]): boolean {
  if (rec.count !== cells.length) return false;
  for (let i = 0; i < cells.length; i++) if (!rec.is(i, cells[i] ?? "")) return false;
  return true;
}
