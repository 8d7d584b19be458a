import type { RowReport } from "../../src/plan";

/** A stream's row reports one per row again (a run of one reason arrives as one report `row`…`to_row`). */
export function expandRuns(rows: RowReport[]): RowReport[] {
  return rows.flatMap(({ to_row, ...r }) => Array.from({ length: (to_row ?? r.row) - r.row + 1 }, (_, k) => ({ ...r, row: r.row + k })));
}
