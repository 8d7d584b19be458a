// The rows held back after the held transaction: rows that are not transactions (no readable date, not shaped like a
// transaction row) wait until a transaction follows (then they are errors, balance rows or continuation lines) or the
// file ends (then they are the footer). Past MAX_PENDING rows they are decided at once, which bounds memory however
// long a broken stretch is.
import type { RowReport } from "../../../plan";
import type { RecordSpans } from "../read/structure";
import type { RowState } from "../words/row-state";
import { ignoredAs, type Notes, quotedContinuation } from "./row-reports";

/** Rows held at most before they are decided. */
export const MAX_PENDING = 64;
/** Wrapped memo lines joined to one transaction at most (a bank wraps a memo onto a few lines, not pages). */
const MAX_CONTINUATION_LINES = 8;
/** The title line of a section of the table ("Posted transactions", "Card 4111 **** 1234"). */
export const SECTION_TITLE = "section title";
/** The reason of an opening/closing balance or turnover line (the row report's vocabulary). */
export const BALANCE_ROW = "balance row";
/** The reason of a summary's title and figures under the table (summary-footer.ts). */
export const STATEMENT_SUMMARY = "statement summary";
/** The reason of a row of masks or rules ("********", "-----") above, inside or under the table. */
export const RULE_LINE = "rule line";

export interface HeldLine {
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

/** What deciding the held lines found: the state the last section title among them gives, and the balance rows. */
export interface Decided {
  title: RowState | undefined;
  balanceRows: number;
}

export class HeldLines {
  readonly lines: HeldLine[] = [];
  /** The rows the lines stand for (a line may be a run of them). */
  rows = 0;

  /** Holds a row's line (and, after it, the lines of its quoted cell: one entry for all of them). */
  add(rec: RecordSpans, report: RowReport, footerCandidate: boolean, continuation?: string, title?: RowState, says?: string): void {
    const entry: HeldLine = continuation === undefined ? { report, footerCandidate } : { report, footerCandidate, continuation };
    if (title !== undefined) entry.title = title;
    if (says !== undefined) entry.says = says;
    this.lines.push(entry);
    // A cell of a million line ends would otherwise hold a million.
    if (rec.lines > 1) this.lines.push({ report: quotedContinuation(rec.line, rec.lines), footerCandidate: false });
    this.rows += rec.lines;
  }

  /** The continuation line just added (before its quoted cell's lines) is written in the table's text columns. */
  addedInText(rec: RecordSpans): void {
    const added = this.lines[this.lines.length - (rec.lines > 1 ? 2 : 1)];
    if (added !== undefined) added.inText = true;
  }

  /**
   * Joins an unreadable row to the run of such rows just before it when it says the same of its date: a run of a
   * million lines of the same junk is one entry growing, not an object a line. False: no such run.
   */
  joinRun(rec: RecordSpans, says: string): boolean {
    const line = rec.line;
    const run = this.lines[this.lines.length - 1];
    if (run === undefined || rec.lines !== 1 || run.says !== says || (run.report.to_row ?? run.report.row) + 1 !== line) return false;
    // Its reason is written once the run is decided: one string for the run, not one a line.
    run.report.to_row = line;
    this.rows++;
    return true;
  }

  /**
   * Whether a wrapped memo line would continue a held transaction (only such lines since it); `inText`: whether the
   * line is written in the table's text columns only.
   */
  continue(inText: () => boolean): boolean {
    if (this.lines.length >= MAX_CONTINUATION_LINES) return false;
    let detailsInText = false;
    for (const p of this.lines) {
      if (p.continuation === undefined) return false;
      detailsInText ||= p.inText === true;
    }
    // Once a record's details run in its text columns, a line written elsewhere (a signature, a page's footer) ends them.
    return !detailsInText || inText();
  }

  /** The line right above a section's header (`beforeHeader`), when a memo line: the section's title, not the held row's memo. */
  titleLine(beforeHeader: boolean): HeldLine | undefined {
    // Asked on every dated row, when none is held: index -1 of an empty array is a property looked up by name, slow.
    if (!beforeHeader || this.lines.length === 0) return undefined;
    const last = this.lines[this.lines.length - 1];
    return last?.continuation !== undefined ? last : undefined;
  }

  /** The memo lines that continue the held transaction, joined (`title` is not one). */
  memo(title: HeldLine | undefined): string {
    let extra = "";
    for (const p of this.lines) {
      const t = p.continuation;
      if (t !== undefined && p !== title) extra = extra === "" ? t : `${extra} ${t}`;
    }
    return extra;
  }

  /**
   * Reports every line held, decided as inside the table, or as the footer `atEnd`; `title` is the section's title,
   * and `beforeHeader` a line of no table's shape right above a header titles its section too.
   */
  decide(rows: RowReport[], reports: Notes, atEnd: boolean, beforeHeader: boolean, title: HeldLine | undefined): Decided {
    const decided: Decided = { title: undefined, balanceRows: 0 };
    for (const p of this.lines) {
      if (p === title) reports.add(rows, { row: p.report.row, outcome: "ignored", reason: SECTION_TITLE });
      else if (atEnd && p.footerCandidate) reports.add(rows, ignoredAs(p.report, "footer"));
      else if (p.title !== undefined) {
        decided.title = p.title;
        reports.add(rows, p.report);
      } else if (beforeHeader && p.report.outcome === "error") {
        // A line of no table's shape right above a header titles the section ("Karte 4111 **** 1234").
        reports.add(rows, ignoredAs(p.report, SECTION_TITLE));
      } else {
        const { report, says } = p;
        if (report.reason === BALANCE_ROW) decided.balanceRows++;
        // A run of unreadable rows (joinRun) names its rows now that it is decided.
        if (says !== undefined && report.to_row !== undefined) report.reason = `rows ${report.row}–${report.to_row}: ${says}`;
        reports.add(rows, report, says);
      }
    }
    this.lines.length = 0;
    this.rows = 0;
    return decided;
  }
}
