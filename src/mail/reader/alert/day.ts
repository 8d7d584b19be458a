// The payment's day in the person's zone, and its time when the alert writes one: a date the alert writes
// ("Transaction Date: September 15, 2025", "am 03.11.2024 um 14:32", "11月20日 14:32"), else the Date header read
// in the forwarding client's offset or the person's zone (the receipt reader's purchase-day.ts, which also sets
// aside a date after the day the mail was sent: no payment's).
import { purchaseDay } from "../receipt/dates/purchase-day";
import type { AlertContext } from "./index";
import { DAY_MS } from "../../../locale/days";

export interface DayReading {
  date: string;
  minute: string | null;
  how: string;
}

/** A time of day: "14:32", "2:32 PM", "14h32", "14時32分". Not part of a longer number (a phone's, a date's). */
const TIME = /(?<![\d:.])(?<h>[01]?\d|2[0-3])(?:[:h]|時)(?<m>[0-5]\d)(?:分)?(?![\d:]|\.\d)(?:\s*(?<ap>[ap])\.?\s?m\.?(?![\p{L}]))?/iu;
/** Chinese and Japanese write the day without a year ("11月20日"): the year is the mail's. */
const MONTH_DAY = /(?<!\d)(?<month>1[0-2]|0?[1-9])月(?<day>3[01]|[12]\d|0?[1-9])日/u;

export function dayOf(
  written: readonly string[],
  header: string | null,
  context: AlertContext,
  currency: string | null,
  country: string | null,
): DayReading {
  const monthFirst = currency === "usd" || country === "us";
  // Alerts end their sentence on the date ("… on 11/18/2024."): the stop is no part of the date.
  const lines = written.map((l) => l.replace(/(\d)\.(?=\s|$)/gu, "$1 "));
  const cjk = monthDayIn(lines, header, context.receivedAt);
  const read = purchaseDay({
    order: null,
    lines: cjk ? [cjk.line, ...lines] : lines,
    header,
    receivedAt: context.receivedAt,
    forwardedAt: context.forwardedAt,
    zone: context.zone,
    currency,
    monthFirst,
  });
  const source = read.how.split(":")[0];
  // A time is the payment's only when the day is the alert's own (a date it writes), and written near it.
  const minute = source === "label" || source === "body" ? minuteNear(lines, read.date) : null;
  return { date: read.date, minute, how: cjk ? `body: ${cjk.note}` : read.how };
}

/** "11月20日" as a dated line the receipt reader's dates read, the year of the mail (or the one before). */
function monthDayIn(lines: readonly string[], header: string | null, receivedAt: Date): { line: string; note: string } | null {
  const sent = header ? Date.parse(header) : NaN;
  const reference = Number.isNaN(sent) ? receivedAt : new Date(sent);
  for (const line of lines.slice(0, 30)) {
    if (/\d{4}\s*年/u.test(line)) return null;
    const m = MONTH_DAY.exec(line);
    if (!m?.groups) continue;
    let year = reference.getUTCFullYear();
    const { month = "", day = "" } = m.groups;
    const iso = (y: number) => `${y}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
    // A day after the mail's is last year's ("12月31日" in a mail of January).
    if (Date.parse(iso(year)) > reference.getTime() + DAY_MS) year--;
    return { line: `${year}年${month}月${day}日`, note: `the alert's ${m[0]}, in the year of the mail (${year})` };
  }
  return null;
}

/**
 * The time written on the first line that writes the payment's day (its day of the month, with its year or
 * as a written date: "19.11.", "11/19", "11月19日"), or on the line after it; else under a "Time:" label.
 */
function minuteNear(lines: readonly string[], date: string): string | null {
  const [year, , day] = date.split("-");
  const dayWritten = new RegExp(`(?<!\\d)0?${Number(day)}(?!\\d)`);
  for (let i = 0; i < Math.min(lines.length, 30); i++) {
    const line = lines[i] ?? "";
    if (!dayWritten.test(line) || !(line.includes(year ?? "") || /月|\d[./-]\d/.test(line))) continue;
    for (const candidate of [line, lines[i + 1] ?? ""]) {
      const time = timeIn(candidate);
      if (time) return time;
    }
  }
  for (const line of lines.slice(0, 30))
    if (/^(?:time|uhrzeit|heure|hora|ora|tijd|время|时间|時間|시간)\s*[:：]/iu.test(line)) return timeIn(line);
  return null;
}

function timeIn(text: string): string | null {
  const t = TIME.exec(text)?.groups;
  if (!t?.h || !t.m) return null;
  let hours = Number(t.h);
  const ap = t.ap?.toLowerCase();
  if (ap === "p" && hours < 12) hours += 12;
  if (ap === "a" && hours === 12) hours = 0;
  return `${String(hours).padStart(2, "0")}:${t.m}`;
}
