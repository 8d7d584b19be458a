// A tap: a payment the person's phone posts the moment it is made (an iOS Shortcuts "Transaction" automation, an
// Android automation reading the bank app's notification). Pure: the fields as the phone sends them (JSON or a
// form; amounts as the phone's locale writes them, "€4,50", "4.50", 4.5) read into one insert item, or a reason
// per bad field. The item is provisional: the bank's row of the payment takes it over later (outbox/reconcile.ts).
import * as z from "zod";
import { onFirstUse } from "../on-first-use";
import { hash64, TAP_ID_PREFIX } from "../ids";
import type { PlannedItem } from "../plan";
import { fail, ok, type Result } from "../result";
import { currencyInCell, parseAmount } from "../locale/numbers";
import { DAY_MS } from "../locale/days";
import { EARLIEST_DATE, latestDate } from "../formats/plausible";

/** What a phone sends. Every field is text or a number, as automations write them. */
export const TapFields = onFirstUse(() =>
  z
    .object({
      merchant: z.string().trim().min(1, "the merchant is empty").max(100, "the merchant is longer than 100 characters"),
      amount: z.union([z.number(), z.string().trim().min(1, "the amount is empty").max(40, "the amount is longer than 40 characters")]),
      currency: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{3}$/, "the currency must be a 3-letter code such as EUR")
        .optional()
        .or(z.literal("")),
      card: z.string().trim().max(60, "the card's name is longer than 60 characters").optional(),
      time: z.union([z.string().trim().max(40, "the time is longer than 40 characters"), z.number()]).optional(),
      /** The phone's own id of the payment (a notification's key), when it has one: the same id is the same tap. */
      id: z.string().trim().max(100, "the id is longer than 100 characters").optional(),
    })
    .strict(),
);
export type TapFields = z.infer<typeof TapFields>;

export interface Tap {
  merchant: string;
  /** The service's sign: positive = money out (a purchase), negative = a refund. */
  amount: string;
  currency: string | null;
  card: string | null;
  date: string;
  /** The minute of the day as the phone wrote it ("14:32"), when it sent one: with the card, the bank's row may say it. */
  minute: string | null;
  /**
   * The instant of the payment to the minute in UTC ("2026-10-20T21:32Z"), when the phone's time states its zone (or
   * is epoch time): the receipt the shop mails minutes later meets this tap before another alike (receipt-match.ts).
   */
  at: string | null;
  externalId: string;
}

/** A tap, or what is wrong with its fields, one sentence a field. */
export type TapReading = Result<Tap, string[]>;

/** A tap's amount is a purchase's: far below this (ten million) in any currency. */
const MAX_AMOUNT = 10_000_000;
/** A phone east of us is at most a day ahead of our clock: a later day is a wrong clock or a misread time. */
export const TAP_DAYS_AHEAD = 1;
/**
 * A tap leaves as the payment is made, or when a phone's queue is sent at last: a year back covers any queue (and a
 * year of a person's own taps sent again); older is a wrong clock or a misread time, and the bank's export brings it.
 */
export const TAP_MAX_AGE_DAYS = 366;

/** Reads a tap; `now` dates a tap that names no time (the phone's day is not known: the window allows a day). */
export function readTap(fields: unknown, now: Date): TapReading {
  const parsed = TapFields.safeParse(fields);
  if (!parsed.success) return fail(parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`));
  const f = parsed.data;
  const problems: string[] = [];
  const read = amountOf(f.amount);
  if (!read.ok) problems.push(`amount: ${read.reason}`);
  const time = timeOf(f.time, now);
  if (!time.ok) problems.push(`time: ${time.reason}`);
  if (!read.ok || !time.ok) return fail(problems);
  const [amount, when] = [read.value, time.value];
  const currency = f.currency ? f.currency.toLowerCase() : typeof f.amount === "string" ? (currencyInCell(f.amount) ?? null) : null;
  const card = f.card?.trim() || null;
  const key = f.id ? `id\u001f${f.id}` : `${normalized(f.merchant)}\u001f${amount}\u001f${when.minute}`;
  return ok({
    merchant: f.merchant,
    amount,
    currency,
    card,
    date: when.date,
    minute: when.written,
    at: when.at,
    externalId: `${TAP_ID_PREFIX}${hash64(`${normalized(card ?? "")}\u001f${key}`)}`,
  });
}

/** The tap as the one item of its plan. */
export function tapItem(tap: Tap): PlannedItem {
  return {
    row: 1,
    item: {
      date: tap.date,
      amount: tap.amount,
      external_id: tap.externalId,
      payee: tap.merchant,
      ...(tap.currency ? { currency: tap.currency } : {}),
      notes: ["tap", tap.card, tap.minute].filter(Boolean).join(" · "),
      custom_metadata: { tap: { card: tap.card, ...(tap.at ? { at: tap.at } : {}) } },
    },
    provisional: "tap",
  };
}

/** "4.50", "€4,50", "1.234,56 €", "-3.20", 4.5 → the decimal; a purchase is positive. */
function amountOf(input: string | number): Result<string> {
  if (typeof input === "number") {
    if (!Number.isFinite(input) || Math.abs(input) >= MAX_AMOUNT) return fail("not an amount a payment has");
    return nonZero(String(Math.round(input * 10_000) / 10_000), input);
  }
  const value = parseAmount(input, formatOf(input));
  if (value === null || value.startsWith("!")) return fail(`"${input}" is not an amount`);
  if (Math.abs(Number(value)) >= MAX_AMOUNT) return fail("not an amount a payment has");
  return nonZero(value, input);
}

/** A payment moves money: an amount that is zero to the cent (0, -0, 0.00, 1e-9) is a misread one. */
function nonZero(value: string, input: string | number): Result<string> {
  return Math.abs(Number(value)) < 0.005 ? fail(`${JSON.stringify(input)} is zero to the cent: a payment has an amount`) : ok(value);
}

/** The decimal separator a phone's locale wrote: the last of "." and "," unless exactly three digits follow it. */
function formatOf(text: string) {
  const last = Math.max(text.lastIndexOf("."), text.lastIndexOf(","));
  if (last < 0) return { decimal: "." as const, thousands: "" as const };
  const separator = text[last] as "." | ",";
  const digitsAfter = text.slice(last + 1).search(/\D|$/);
  const other = separator === "." ? "," : ".";
  // "1,234" with no other separator is a thousand; "4,50" and "1.234,56" are decimals.
  const decimal = digitsAfter === 3 && !text.includes(other) ? other : separator;
  return { decimal, thousands: decimal === "." ? ("," as const) : ("." as const) };
}

/**
 * The phone's day from an ISO 8601 time (its own offset), a date, or epoch seconds or milliseconds; `minute` keys
 * the tap, `written` is the minute of the person's day when the phone wrote one (epoch times are not in their zone).
 */
function timeOf(input: string | number | undefined, now: Date): Result<TapTime> {
  if (input === undefined || input === "") {
    return ok({ date: now.toISOString().slice(0, 10), minute: now.toISOString().slice(0, 16), written: null, at: null });
  }
  if (typeof input === "number") {
    const at = new Date(input > 1e12 ? input : input * 1000);
    // Past year 9999 a date is no longer YYYY-MM-DD: no clock's time, whatever unit it was meant in.
    if (Number.isNaN(at.getTime()) || at.getUTCFullYear() > 9999) return fail("not a time");
    const minute = at.toISOString().slice(0, 16);
    return withinWindow({ date: minute.slice(0, 10), minute, written: null, at: `${minute}Z` }, now);
  }
  const [, day = "", written, zone] =
    /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(input) ?? [];
  if (day === "" || Number.isNaN(Date.parse(day))) {
    return fail(`"${input}" is not an ISO 8601 time (in a Shortcut: Format Date → ISO 8601)`);
  }
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) return fail(`${day} is not a day of the calendar`);
  // "T25:99" has the shape of a time and is none: a misread clock, not the first minute of the day.
  if (!clockTime(input)) return fail(`"${input}" is not a time of the day (hours 00–23, minutes and seconds 00–59)`);
  // The day as the phone wrote it: the person's own day, whatever their offset.
  const at = written && zone ? instantOf(day, written, zone) : null;
  return withinWindow({ date: day, minute: `${day}T${written ?? "00:00"}`, written: written ?? null, at }, now);
}

interface TapTime {
  /** The person's day as the phone wrote it. */
  date: string;
  /** The minute that keys the tap. */
  minute: string;
  /** The minute of the person's day, when the phone wrote one in their zone. */
  written: string | null;
  /** The instant in UTC to the minute, when the time states its zone. */
  at: string | null;
}

/** "2026-10-20", "14:32", "-0700" → "2026-10-20T21:32Z". */
function instantOf(day: string, minute: string, zone: string): string | null {
  const offset = zone === "Z" ? "Z" : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const at = Date.parse(`${day}T${minute}:00${offset}`);
  return Number.isNaN(at) ? null : `${new Date(at).toISOString().slice(0, 16)}Z`;
}

/** A tap's day within the bank files' bounds (plausible.ts), narrowed to the days a tap can come from. */
function withinWindow<T extends { date: string }>(when: T, now: Date): Result<T> {
  const day = (offsetDays: number) => new Date(now.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);
  const earliest = [EARLIEST_DATE, day(-TAP_MAX_AGE_DAYS)].reduce((a, b) => (a > b ? a : b));
  const latest = [latestDate(now), day(TAP_DAYS_AHEAD)].reduce((a, b) => (a < b ? a : b));
  if (when.date > latest) return fail(`${when.date} is more than a day ahead of today: a tap is sent as the payment is made`);
  if (when.date < earliest) {
    return fail(`${when.date} is more than ${TAP_MAX_AGE_DAYS} days ago: a tap is sent as the payment is made (import the bank's export)`);
  }
  return ok(when);
}

/** The time's hours, minutes, seconds and offset, where it writes them, are a clock's. */
function clockTime(input: string): boolean {
  const [, hours, minutes, seconds, offsetHours, offsetMinutes] =
    /^\d{4}-\d{2}-\d{2}(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/.exec(input) ?? [];
  const within = (value: string | undefined, max: number) => value === undefined || Number(value) <= max;
  return within(hours, 23) && within(minutes, 59) && within(seconds, 59) && within(offsetHours, 14) && within(offsetMinutes, 59);
}

const normalized = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");
