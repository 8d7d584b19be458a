// The calendar day of a Date header as the person lived it: a merchant's server writing UTC moves an evening
// purchase in America to the next day. The forwarding client's offset, else the mailbox's time zone (a guessed
// one, mail/time-zone.ts, reads only headers in UTC), reads the original's instant; a header without an
// offset (an inline forward's) is already in the person's time.
import type { DateReading } from "./dates";

/** The person's time zone, when their own mail gives no offset. */
export interface PersonZone {
  /** An IANA zone ("America/Chicago"). */
  name: string;
  /** Where it comes from, in words for the inbox ("your mailbox setting", "guessed from the budget's currency, usd"). */
  source: string;
  /** The person set it: every header is read in it. A guessed zone reads only a header written in UTC. */
  chosen: boolean;
  /** The currency a guessed zone comes from (lowercase ISO 4217). */
  currency?: string;
}

/**
 * The zone a receipt is read in: one the person chose, always; a guess from the budget's currency only for a
 * receipt in that currency (or in none read): one paid in another was likely paid where that one is used.
 */
export function zoneFor(zone: PersonZone | null | undefined, currency: string | null): PersonZone | null {
  if (!zone) return null;
  return zone.chosen || !zone.currency || currency === null || currency === zone.currency ? zone : null;
}

/** A Date header's instant and the offset it was written in (minutes east of UTC). */
interface Stamp {
  at: number;
  offset: number;
}

const TIME = /(?<![\d:])(\d{1,2}):(\d{2})(?::(\d{2}))?(?:[.,]\d+)?(?:\s*([ap])\.?m\.?(?![\p{L}]))?/iu;
/**
 * What may follow the time: a numeric offset ("-0800", "+05:30"), one in a client's words ("(UTC-05:00)", "GMT+1"),
 * or a named zone (RFC 5322's UT, GMT, EST…, and the abbreviations mail clients print).
 */
const OFFSET =
  /^\s*\(?\s*(?:(?:UTC|GMT)\s*)?(?:([+\-−])(\d{1,2})(?::?(\d{2}))?(?![\d:])|(UTC|UT|GMT|Z|EST|EDT|CST|CDT|MST|MDT|PST|PDT|CET|CEST|MEZ|MESZ|WET|WEST|EET|EEST|BST|JST|KST|AEST|AEDT|NZST|NZDT|HST|AKST|AKDT|BRT)(?![\p{L}]))/iu;
/** Named zones, in minutes east of UTC: RFC 5322's (section 4.3), then the unambiguous ones clients print. */
const NAMED_ZONES: Readonly<Record<string, number>> = {
  UTC: 0,
  UT: 0,
  GMT: 0,
  Z: 0,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  CET: 60,
  CEST: 120,
  MEZ: 60,
  MESZ: 120,
  WET: 0,
  WEST: 60,
  EET: 120,
  EEST: 180,
  BST: 60,
  JST: 540,
  KST: 540,
  AEST: 600,
  AEDT: 660,
  NZST: 720,
  NZDT: 780,
  HST: -600,
  AKST: -540,
  AKDT: -480,
  BRT: -180,
};
const MINUTE_MS = 60_000;

/** The time of day a header states (minutes since its midnight) and its offset; null without either, or with a zone it does not know. */
function clockOf(raw: string): { minutes: number; offset: number } | null {
  const time = TIME.exec(raw);
  if (!time) return null;
  const zone = OFFSET.exec(raw.slice(time.index + time[0].length));
  if (!zone) return null;
  const offset = zone[4] ? NAMED_ZONES[zone[4].toUpperCase()] : (zone[1] === "+" ? 1 : -1) * (Number(zone[2]) * 60 + Number(zone[3] ?? 0));
  // A name matched case-insensitively may not upper-case to its key: "\u212AST" (a Kelvin sign for the K) is no zone.
  if (offset === undefined) return null;
  let hours = Number(time[1]);
  const meridiem = time[4]?.toLowerCase();
  if (meridiem === "p" && hours < 12) hours += 12;
  if (meridiem === "a" && hours === 12) hours = 0;
  return { minutes: hours * 60 + Number(time[2]) + Number(time[3] ?? 0) / 60, offset };
}

/** The instant a header states, given its calendar day as written; null without a time or an offset. */
function stampOf(raw: string, day: string): Stamp | null {
  const clock = clockOf(raw);
  return clock ? { at: Date.parse(`${day}T00:00:00Z`) + (clock.minutes - clock.offset) * MINUTE_MS, offset: clock.offset } : null;
}

/**
 * The user's UTC offset, from the forwarding client's Date header. "+0000" says nothing about the user: some
 * clients and servers write every Date in UTC, and RFC 5322 makes "-0000" mean "no local time known".
 */
export function userOffset(forwardedAt: string | null | undefined): number | null {
  const clock = forwardedAt ? clockOf(forwardedAt) : null;
  return clock && clock.offset !== 0 ? clock.offset : null;
}

/** The calendar day of an instant in an offset. */
export function dayAt(at: number, offset: number): string {
  return new Date(at + offset * MINUTE_MS).toISOString().slice(0, 10);
}

/** The instant a Date header states, when it states its offset: the reference for dates in the body. */
export function headerInstant(raw: string | null, dayWritten: string): Date | null {
  const stamp = raw ? stampOf(raw, dayWritten) : null;
  return stamp ? new Date(stamp.at) : null;
}

/**
 * The original's Date header as a day of the user's: its instant in the forwarder's offset when both state
 * one; else in the person's zone (a chosen one, or a guessed one for a header in UTC); else its calendar day as
 * written (its own offset, or the forwarding client's time in an inline forward).
 */
export function userDayOf(header: string, written: DateReading, offset: number | null, zone?: PersonZone | null): DateReading {
  const stamp = stampOf(header, written.date);
  if (stamp === null) return written;
  if (offset === null) return zone && (zone.chosen || stamp.offset === 0) ? inZone(stamp, written, zone) : written;
  if (offset === stamp.offset) return written;
  const day = dayAt(stamp.at, offset);
  if (day === written.date) return written;
  return {
    date: day,
    note: `the day in the forwarder's UTC offset (${offsetText(offset)}); the header says ${written.date} (${offsetText(stamp.offset)})`,
  };
}

/** The header's instant as a day in the person's zone, said either way: the inbox tells which zone was used. */
function inZone(stamp: Stamp, written: DateReading, zone: PersonZone): DateReading {
  const day = dayIn(stamp.at, zone.name);
  if (day === null) return written;
  const header = day === written.date ? "" : `; the header says ${written.date} (${offsetText(stamp.offset)})`;
  return { date: day, note: `the day in your time zone, ${zone.name} (${zone.source})${header}` };
}

/** Formatters by zone: made once each (an isolate reads many mails of few people). */
const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** The calendar day of an instant in an IANA zone, or null for a zone the runtime does not know. */
export function dayIn(at: number, zone: string): string | null {
  let format = formatters.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
    } catch {
      format = null;
    }
    formatters.set(zone, format);
  }
  if (format === null) return null;
  const parts = format.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export function offsetText(offset: number): string {
  const abs = Math.abs(offset);
  return `${offset < 0 ? "−" : "+"}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}
