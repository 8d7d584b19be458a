// Two date columns whose names do not tell which is the day the payment was made (issue 80 §1): the days may. A
// posting or value day follows the purchase, never comes before it; so the column that is never later than the
// other, and earlier on some row, is the transaction's day. Where the days cross, or never differ, nothing tells.
import { inferDateColumn, parseDate } from "../../../locale/dates";
import type { ColumnStats } from "./column-stats";

/** Of two date columns, the one whose day is never after the other's and before it at least once; else null. */
export function earlierDayColumn(a: ColumnStats, b: ColumnStats): ColumnStats | null {
  const order = inferDateColumn([...a.values, ...b.values])?.order ?? "DMY";
  let aFirst = 0;
  let bFirst = 0;
  const rows = Math.min(a.values.length, b.values.length);
  for (let i = 0; i < rows; i++) {
    const dayA = parseDate(a.values[i] ?? "", order);
    const dayB = parseDate(b.values[i] ?? "", order);
    if (dayA === null || dayB === null || dayA === dayB) continue;
    if (dayA < dayB) aFirst++;
    else bFirst++;
  }
  if (aFirst > 0 && bFirst === 0) return a;
  if (bFirst > 0 && aFirst === 0) return b;
  return null;
}
