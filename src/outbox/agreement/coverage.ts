// Which days an account's imports cover: each import of the bank's rows covers its first to last day (widened to the
// days its own balances speak for); spans that overlap or touch are one stretch, and the days between two stretches
// are a gap when they are many enough to be one. A month's export rarely has rows on its first and last days, and a
// weekend has none: a few days without rows between two files are not said to be missing (the balances, where the
// files have them, still catch a row there: agreement.ts names those days as not covered).
import { addDays, daysBetween } from "../../locale/days";

/** A gap shorter than this many days is not told: a week without a single row is rare in an account that has rows. */
export const GAP_MIN_DAYS = 7;

export interface Span {
  from: string;
  to: string;
  import_id: string;
  /** What the import came by: a bank format ("csv", "ofx"…) or "simplefin". */
  kind: string;
}

export interface Gap {
  from: string;
  to: string;
}

export interface Coverage {
  spans: Span[];
  gaps: Gap[];
  /** The newest day any import covers; null: none. */
  newest: string | null;
}

/** The stretches of days the spans cover together, oldest first. */
export function stretches(spans: readonly Pick<Span, "from" | "to">[]): Gap[] {
  const sorted = [...spans].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const out: Gap[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.from <= addDays(last.to, 1)) {
      if (s.to > last.to) last.to = s.to;
    } else out.push({ from: s.from, to: s.to });
  }
  return out;
}

export function coverageOf(spans: readonly Span[]): Coverage {
  const merged = stretches(spans);
  const gaps: Gap[] = [];
  for (let i = 1; i < merged.length; i++) {
    const before = merged[i - 1] as Gap;
    const after = merged[i] as Gap;
    const from = addDays(before.to, 1);
    const to = addDays(after.from, -1);
    if (daysBetween(from, to) + 1 >= GAP_MIN_DAYS) gaps.push({ from, to });
  }
  const sorted = [...spans].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.to < b.to ? -1 : 1));
  return { spans: sorted, gaps, newest: merged[merged.length - 1]?.to ?? null };
}

/** The days of `from`…`to` no stretch covers, as runs. */
export function uncovered(merged: readonly Gap[], from: string, to: string): Gap[] {
  const out: Gap[] = [];
  let day = from;
  for (const s of merged) {
    if (s.to < day) continue;
    if (s.from > to) break;
    if (s.from > day) out.push({ from: day, to: addDays(s.from, -1) < to ? addDays(s.from, -1) : to });
    day = addDays(s.to, 1);
    if (day > to) return out;
  }
  if (day <= to) out.push({ from: day, to });
  return out;
}
