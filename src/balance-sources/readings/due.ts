// When a source runs. Runs fall on fixed slots (every day at a minute of the UTC day, or every N hours
// from midnight UTC); a source is due when its last run was before the latest slot. A cron tick after
// several missed slots therefore runs the source once — the catch-up — and the next tick, which sees
// the run after the latest slot, does not run it again.
import * as z from "zod";
import { onFirstUse } from "../../on-first-use";
import { DAY_MS } from "../../locale/days";

export const RunScheduleSchema = onFirstUse(() =>
  z.discriminatedUnion("every", [
    /** Once a day at `atMinute` minutes after 00:00 UTC (default 0). */
    z.object({ every: z.literal("day"), atMinute: z.number().int().min(0).max(1439).default(0) }),
    /** Every `hours` hours from 00:00 UTC; `hours` divides 24 so every day has the same slots. */
    z.object({
      every: z.literal("hours"),
      hours: z
        .number()
        .int()
        .min(1)
        .max(24)
        .refine((h) => 24 % h === 0, "hours must divide 24 (1, 2, 3, 4, 6, 8, 12 or 24)"),
    }),
  ]),
);
export type RunSchedule = z.output<typeof RunScheduleSchema>;

/** Daily: SimpleFIN's Bridge expects at most ~24 requests a day, and balances move once a day. */
export const DEFAULT_SCHEDULE: RunSchedule = { every: "day", atMinute: 0 };
const HOUR_MS = 3600 * 1000;

/** The latest slot at or before `now`. */
export function latestSlot(schedule: RunSchedule, now: Date): Date {
  const { period, offset } = slots(schedule);
  return new Date(Math.floor((now.getTime() - offset) / period) * period + offset);
}

/** The first slot after `now`. */
export function nextSlot(schedule: RunSchedule, now: Date): Date {
  return new Date(latestSlot(schedule, now).getTime() + slots(schedule).period);
}

/** True when the source has never run, or last ran before the latest slot. */
export function isDue(schedule: RunSchedule, lastRun: Date | null, now: Date): boolean {
  return lastRun === null || lastRun.getTime() < latestSlot(schedule, now).getTime();
}

/** Slots passed since the last run, however many (for the note "missed 3 runs, caught up once"). */
export function slotsSince(schedule: RunSchedule, lastRun: Date, now: Date): number {
  const { period } = slots(schedule);
  return Math.max(0, Math.round((latestSlot(schedule, now).getTime() - latestSlot(schedule, lastRun).getTime()) / period));
}

/** Scheduled runs in a day (a SimpleFIN source spends one Bridge request per run). */
export function runsPerDay(schedule: RunSchedule): number {
  return schedule.every === "day" ? 1 : 24 / schedule.hours;
}

function slots(schedule: RunSchedule): { period: number; offset: number } {
  return schedule.every === "day"
    ? { period: DAY_MS, offset: schedule.atMinute * 60_000 }
    : { period: schedule.hours * HOUR_MS, offset: 0 };
}
