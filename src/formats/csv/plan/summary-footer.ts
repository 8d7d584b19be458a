// A statement's summary printed under its table as a row of labels over a row of figures (HDFC's "Opening Balance,
// Dr Count, Cr Count, Debits, Credits, Closing Bal" over "10000.00, 2, 1, 1450.00, 50000.00, 58550.00"), often under
// a title ("STATEMENT SUMMARY :-"): no transaction and no unreadable rows, but the statement's own figures. Each
// figure under a balance label is a balance line (its opening or closing, balance-lines.ts) the rows are checked by.

/** A cell of figures only: an amount or a count ("1,450.00", "2", "-12.5", "(3.00)"). */
const FIGURE = /^[-+(]?\s*\d[\d\s.,']*\)?\s*(?:cr|dr)?$/i;
/** A label: text with no digit (a count's, a total's, a balance's name). */
const LABEL = /^[^\d]*\p{L}[^\d]*$/u;

export class SummaryFooter {
  /** The labels' row (its line and cells) when the row before was one. */
  private labels: { line: number; cells: string[] } | null = null;

  /**
   * A row that names a balance among labels only (three or more: a key and its value is a balance line, not a
   * summary): the figures under it may be the summary's.
   */
  noteLabels(cells: readonly string[], line: number): void {
    const filled = cells.filter((c) => c.trim() !== "");
    this.labels = filled.length >= 3 && filled.every((c) => LABEL.test(c.trim())) ? { line, cells: [...cells] } : null;
  }

  /**
   * The figures' row right under the labels: each balance label with the figure under it, as the cells of a balance
   * line ([label, figure]); null when the row is not that (figures only, under labels, on the next line).
   */
  figuresUnder(cells: readonly string[], line: number): string[][] | null {
    const labels = this.labels;
    this.labels = null;
    if (labels === null || line !== labels.line + 1) return null;
    const filled = cells.filter((c) => c.trim() !== "");
    if (filled.length < 2 || !filled.every((c) => FIGURE.test(c.trim()))) return null;
    return labels.cells.flatMap((label, i) => (label.trim() !== "" && (cells[i] ?? "").trim() !== "" ? [[label, cells[i] ?? ""]] : []));
  }
}
