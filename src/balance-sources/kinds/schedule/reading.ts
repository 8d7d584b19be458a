// One run's reading of a schedule: today's balance and every past month's end, from its settings alone.
import { utcDate } from "../../readings/calendar";
import { failedReading, type Reading } from "../../reading";
import { ok } from "../../../result";
import { balanceOn, monthEndBalances, type ScheduleSource } from "./schedule-source";

/** Today's balance of a schedule and every past month's end since it started: no network. */
export function readSchedule(schedule: ScheduleSource, now: Date): Reading {
  const today = utcDate(now);
  const balance = balanceOn(schedule, today);
  if (balance === null) return failedReading(`the schedule starts on ${schedule.start}, after today`, false, 0);
  const monthEnds = monthEndBalances(schedule, schedule.start.slice(0, 7), today.slice(0, 7), today);
  return ok({ balance, asOf: today, sourceRequests: 0, monthEnds });
}
