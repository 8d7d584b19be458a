// A table's columns as detection reads them (its header and rows), for the tests of the detect modules that take ColumnStats.
import { columnStats, type ColumnStats } from "../../../../src/formats/csv/detect/column-stats";

/** The columns of a table: its header and rows. */
export function columns(header: string[], rows: string[][]): ColumnStats[] {
  const records = [header, ...rows].map((fields, i) => ({ index: i, line: i + 1, lines: 1, fields }));
  return columnStats(
    records,
    rows.map((_, i) => i + 1),
    header.length,
    header,
  );
}
