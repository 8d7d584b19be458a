// Calendar days as the budget writes them (YYYY-MM-DD), counted in UTC: a day is a date, never an instant. The one
// place a day's arithmetic is written (test/architecture.node.test.ts holds it): bank files, receipts, taps, the
// matching and the Outbox add, count and compare days here.

/** A day's length in milliseconds: what an instant (a mail's time, a schedule's slot) is moved by, a day at a time. */
export const DAY_MS = 86_400_000;

/** The day `days` after `day` (before it, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (0: the same day; negative: `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The day's number counted from 1970-01-01: days compared, sorted or subtracted as numbers (NaN: not a day). */
export function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}
