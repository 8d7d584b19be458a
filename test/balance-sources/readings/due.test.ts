import { describe, expect, it } from "vitest";
import { DEFAULT_SCHEDULE, isDue, nextSlot, RunScheduleSchema, runsPerDay, slotsSince } from "../../../src/balance-sources/readings/due";

const at = (iso: string) => new Date(iso);

describe("a source runs daily by default", () => {
  it("is due when it never ran", () => expect(isDue(DEFAULT_SCHEDULE, null, at("2024-06-10T09:00:00Z"))).toBe(true));
  it("is not due again the same day", () =>
    expect(isDue(DEFAULT_SCHEDULE, at("2024-06-10T00:05:00Z"), at("2024-06-10T23:59:59Z"))).toBe(false));
  it("is due again from the next midnight UTC", () => {
    expect(isDue(DEFAULT_SCHEDULE, at("2024-06-10T00:05:00Z"), at("2024-06-11T00:00:00Z"))).toBe(true);
    expect(nextSlot(DEFAULT_SCHEDULE, at("2024-06-10T00:05:00Z"))).toEqual(at("2024-06-11T00:00:00Z"));
  });
  it("runs at the minute of the day asked for", () => {
    const schedule = RunScheduleSchema.parse({ every: "day", atMinute: 390 }); // 06:30 UTC
    expect(isDue(schedule, at("2024-06-10T06:00:00Z"), at("2024-06-10T06:29:00Z"))).toBe(false);
    expect(isDue(schedule, at("2024-06-10T06:00:00Z"), at("2024-06-10T06:30:00Z"))).toBe(true);
  });
});

describe("a source can run every N hours", () => {
  const every6 = RunScheduleSchema.parse({ every: "hours", hours: 6 });
  it("runs on the slots 00, 06, 12, 18 UTC", () => {
    expect(isDue(every6, at("2024-06-10T05:59:00Z"), at("2024-06-10T06:00:00Z"))).toBe(true);
    expect(isDue(every6, at("2024-06-10T06:01:00Z"), at("2024-06-10T11:59:00Z"))).toBe(false);
    expect(isDue(every6, at("2024-06-10T06:01:00Z"), at("2024-06-10T12:00:00Z"))).toBe(true);
  });
  it("takes hours that divide the day, so the Bridge quota is a count per day", () => {
    expect(RunScheduleSchema.safeParse({ every: "hours", hours: 5 }).success).toBe(false);
    expect(RunScheduleSchema.safeParse({ every: "hours", hours: 0 }).success).toBe(false);
    expect(runsPerDay(every6)).toBe(4);
    expect(runsPerDay(DEFAULT_SCHEDULE)).toBe(1);
  });
});

describe("a cron tick that missed several runs catches up once, not N times", () => {
  const lastRun = at("2024-06-05T00:10:00Z");
  const tick = at("2024-06-10T03:00:00Z");
  it("sees the missed slots and runs once", () => {
    expect(slotsSince(DEFAULT_SCHEDULE, lastRun, tick)).toBe(5);
    expect(isDue(DEFAULT_SCHEDULE, lastRun, tick)).toBe(true);
  });
  it("is not due again after that run, at this tick or the next ones of the day", () => {
    expect(isDue(DEFAULT_SCHEDULE, tick, tick)).toBe(false);
    expect(isDue(DEFAULT_SCHEDULE, tick, at("2024-06-10T04:00:00Z"))).toBe(false);
    expect(isDue(DEFAULT_SCHEDULE, tick, at("2024-06-10T23:00:00Z"))).toBe(false);
  });
  it("counts every-N-hours slots the same way", () => {
    const every1 = RunScheduleSchema.parse({ every: "hours", hours: 1 });
    expect(slotsSince(every1, at("2024-06-10T00:30:00Z"), at("2024-06-10T10:15:00Z"))).toBe(10);
    expect(isDue(every1, at("2024-06-10T10:15:00Z"), at("2024-06-10T10:59:00Z"))).toBe(false);
  });
});
