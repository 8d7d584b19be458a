// A date in the upload's file name ("Umsaetze_2024-03-31.csv", "statement_31032024.csv",
// "Chase_Activity_20240415.CSV"): the bank wrote the file on or after every date in it, and a name written
// day-first (31.03.2024) tells the locale of a file whose own dates cannot.
import type { DateOrder } from "../../../locale/dates";

export interface FileNameDate {
  /** YYYY-MM-DD when the name's date reads one way only; null when it reads both D/M and M/D. */
  iso: string | null;
  /** The latest of the name's readings: no date of the file may be after it. */
  latest: string;
  /** DMY or MDY when the name itself is written non-ISO with a part over 12 (it proves its own order). */
  order: DateOrder | null;
}

/** Years a bank export's file name plausibly carries (a run of 8 digits outside it is no date). */
const MIN_YEAR = 1990;
const MAX_YEAR = 2099;

export function fileNameDate(fileName: string | undefined): FileNameDate | null {
  if (!fileName) return null;
  const found: { iso: string; order: DateOrder | null }[] = [];
  // Digit runs with optional separators: 2024-03-31, 2024_03_31, 20240331, 31.03.2024, 31032024, 03-31-2024.
  for (const m of fileName.matchAll(/(?<!\d)(\d{8}|\d{4}[-_.]\d{2}[-_.]\d{2}|\d{2}[-_.]\d{2}[-_.]\d{4})(?!\d)/g)) {
    const [, token = ""] = m; // the one group is required
    const d = token.replace(/\D/g, "");
    const yearFirst = token.length === 8 || /^\d{4}\D/.test(token);
    const iso = yearFirst ? valid(+d.slice(0, 4), +d.slice(4, 6), +d.slice(6, 8)) : null;
    if (iso) {
      found.push({ iso, order: null });
      continue;
    }
    if (/^\d{4}\D/.test(token)) continue;
    const [a, b, y] = [+d.slice(0, 2), +d.slice(2, 4), +d.slice(4, 8)];
    const dmy = valid(y, b, a);
    const mdy = valid(y, a, b);
    if (dmy && mdy && dmy !== mdy) return { iso: null, latest: dmy > mdy ? dmy : mdy, order: null };
    if (dmy) found.push({ iso: dmy, order: a > 12 ? "DMY" : null });
    else if (mdy) found.push({ iso: mdy, order: b > 12 ? "MDY" : null });
  }
  if (found.length === 0) return null;
  // A name with a period ("..._20240101-20240331.csv") is bounded by its last date.
  const last = found.reduce((x, y) => (y.iso > x.iso ? y : x));
  return { iso: last.iso, latest: last.iso, order: found.find((f) => f.order !== null)?.order ?? null };
}

function valid(y: number, m: number, d: number): string | null {
  if (y < MIN_YEAR || y > MAX_YEAR || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}
