// The calendar day of a Date header as the user lived it. A header states an instant and its writer's UTC
// offset ("Tue, 3 Nov 2026 19:00:00 -0800"); a merchant's server often writes UTC, which moves an evening
// purchase in America to the next day. The forwarding client's own Date header states the user's offset,
// so the original's instant is read in that offset. A header without an offset is left as written: an
// inline forward's "Date: Sat, 3 Oct 2026 at 14:02" is written by the forwarding client in the user's own
// time already.
import type { DateReading } from "./dates";

/** A Date header's instant and the offset it was written in (minutes east of UTC). */
interface Stamp {
  at: number;
  offset: number;
}

const TIME = /(?<![\d:])(\d{1,2}):(\d{2})(?::(\d{2}))?(?:[.,]\d+)?(?:\s*([ap])\.?m\.?(?![\p{L}]))?/iu;
/** What may follow the time: a numeric offset ("-0800", "+05:30"), or a zone RFC 5322 names (UT, GMT, EST…). */
const OFFSET = /^\s*(?:([+\-−])(\d{2}):?(\d{2})(?!\d)|(UTC|UT|GMT|Z|EST|EDT|CST|CDT|MST|MDT|PST|PDT)(?![\p{L}]))/iu;
/** RFC 5322's named zones (section 4.3), in minutes east of UTC. */
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
};
const MINUTE_MS = 60_000;

/** The time of day a header states (minutes since its midnight) and its offset; null without either. */
function clockOf(raw: string): { minutes: number; offset: number } | null {
  const time = TIME.exec(raw);
  if (!time) return null;
  const zone = OFFSET.exec(raw.slice(time.index + time[0].length));
  if (!zone) return null;
  const offset = zone[4] ? NAMED_ZONES[zone[4].toUpperCase()]! : (zone[1] === "+" ? 1 : -1) * (Number(zone[2]) * 60 + Number(zone[3]));
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
 * one; else its calendar day as written (its own offset, or the forwarding client's time in an inline forward).
 */
export function userDayOf(header: string, written: DateReading, offset: number | null): DateReading {
  const stamp = stampOf(header, written.date);
  if (stamp === null || offset === null || offset === stamp.offset) return written;
  const day = dayAt(stamp.at, offset);
  if (day === written.date) return written;
  return {
    date: day,
    note: `the day in the forwarder's UTC offset (${offsetText(offset)}); the header says ${written.date} (${offsetText(stamp.offset)})`,
  };
}

export function offsetText(offset: number): string {
  const abs = Math.abs(offset);
  return `${offset < 0 ? "−" : "+"}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}
