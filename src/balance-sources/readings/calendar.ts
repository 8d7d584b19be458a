// Calendar dates and months as the service writes them ("YYYY-MM-DD", "YYYY-MM"), computed without a
// time zone: which calendar day "today" is belongs to the caller, who passes it in.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

export interface Ymd {
  y: number;
  m: number; // 1-12
  d: number;
}

export function parseYmd(text: string): Ymd | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  return { y, m: mo, d };
}

export function isMonth(text: string): boolean {
  const m = MONTH.exec(text);
  return m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function formatDate({ y, m, d }: Ymd): string {
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

/** "YYYY-MM" of a date or a month. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** Months since year 0, so month arithmetic is integer arithmetic. */
export function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

export function monthAt(index: number): string {
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1, 2)}`;
}

export function addMonths(month: string, n: number): string {
  return monthAt(monthIndex(month) + n);
}

export function lastDayOf(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return formatDate({ y, m, d: daysInMonth(y, m) });
}

/** The `day` of a month, or its last day when the month is shorter (the 31st of February is the 28th/29th). */
export function dayOfMonth(month: string, day: number): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return formatDate({ y, m, d: Math.min(day, daysInMonth(y, m)) });
}

/**
 * Whole months from `start` to `date` (`date` on or after `start`). A month is complete on the same day
 * of the month, or on the last day of a shorter month: Jan 31 → Feb 29 is one month, Jan 15 → Feb 14 none.
 */
export function wholeMonthsBetween(start: Ymd, date: Ymd): number {
  const months = (date.y - start.y) * 12 + (date.m - start.m);
  const anniversary = Math.min(start.d, daysInMonth(date.y, date.m));
  return date.d < anniversary ? months - 1 : months;
}

/** The UTC calendar date of an instant (callers with a user's time zone compute their own). */
export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}
