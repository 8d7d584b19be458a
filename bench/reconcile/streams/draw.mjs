// Drawing from the stream's seeded PRNG (bench/csv/seeded-random.mjs), and the month's days: a stream's times are
// minutes from 2026-10-01 00:00 in the person's own time zone.
import { prng } from "../../csv/seeded-random.mjs";

export const DAY = 1440;
/** The month's first day: day 0. */
const FIRST = Date.UTC(2026, 9, 1);

export function drawing(seed) {
  const rnd = prng(seed);
  const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
  return {
    rnd,
    int,
    chance: (p) => rnd() < p,
    pick: (list) => list[Math.floor(rnd() * list.length)],
    /** An amount in a range, to the cent ("12.40"). */
    money: (lo, hi) => (int(Math.round(lo * 100), Math.round(hi * 100)) / 100).toFixed(2),
  };
}

/** YYYY-MM-DD of a day of the stream (day 0 is 2026-10-01; days past the 31st are November's). */
export const dateOf = (day) => new Date(FIRST + day * 86_400_000).toISOString().slice(0, 10);

/** Minutes → the local time as a phone writes it, with the person's offset ("2026-10-03T09:15:00-07:00"). */
export function localTime(minute, offset) {
  const day = Math.floor(minute / DAY);
  const hh = String(Math.floor((minute % DAY) / 60)).padStart(2, "0");
  const mm = String(minute % 60).padStart(2, "0");
  return `${dateOf(day)}T${hh}:${mm}:00${offset}`;
}

/** Two decimals, as money is written. */
export const cents = (value) => (Math.round(value * 100) / 100).toFixed(2);
