// The row reports as the planner writes them: a run of planned rows is one report, a run of unreadable rows that say
// the same of their date is one note, and a quoted cell's line breaks are one run after its record's line.
import type { RowReport } from "../../../plan";

/**
 * A planned row joins the run of planned rows just before it: a table of transactions is one report (`row`…
 * `to_row`), not an object per row beside its item. Only the last report of `rows` is extended, which no
 * chunk has been handed yet.
 */
export function plannedRow(rows: RowReport[], row: number): void {
  const last = rows[rows.length - 1];
  if (last !== undefined && last.outcome === "planned" && (last.to_row ?? last.row) === row - 1) last.to_row = row;
  else rows.push({ row, outcome: "planned" });
}

/** The rows of a held report (one or a run), now reported as ignored for `reason`. */
export function ignoredAs(report: RowReport, reason: string): RowReport {
  const { row, to_row } = report;
  return to_row === undefined ? { row, outcome: "ignored", reason } : { row, to_row, outcome: "ignored", reason };
}

/** The lines after the first of a record of `lines` lines (a quoted cell's line breaks), as one run. */
export function quotedContinuation(row: number, lines: number): RowReport {
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
export class Notes {
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
