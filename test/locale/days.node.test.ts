// Calendar days as the budget writes them (src/locale/days.ts): dates, counted in UTC, never instants.
import { describe, expect, it } from "vitest";
import { addDays, DAY_MS, dayNumber, daysBetween } from "../../src/locale/days";

describe("adding days walks the calendar across months, leap days and years", () => {
  it("rolls over a month's end, a leap February and a year's end, forwards and back", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-10-25", 0)).toBe("2026-10-25");
  });
  it("is not moved by a daylight-saving change (a day is a date, not 24 hours of a zone)", () => {
    // The last Sunday of October and the second Sunday of March: clocks change in Europe and the US.
    expect(addDays("2026-10-24", 2)).toBe("2026-10-26");
    expect(addDays("2026-03-07", 2)).toBe("2026-03-09");
  });
});

describe("days between two dates count calendar days, signed", () => {
  it("is 0 on the same day, positive forwards, negative when the second comes first", () => {
    expect(daysBetween("2026-01-10", "2026-01-10")).toBe(0);
    expect(daysBetween("2026-01-31", "2026-03-01")).toBe(29);
    expect(daysBetween("2024-01-31", "2024-03-01")).toBe(30);
    expect(daysBetween("2026-03-01", "2026-01-31")).toBe(-29);
    expect(daysBetween("2026-12-25", "2027-01-05")).toBe(11);
  });
  it("undoes adding days", () => {
    for (const n of [-400, -1, 1, 59, 366]) expect(daysBetween("2026-02-14", addDays("2026-02-14", n))).toBe(n);
  });
});

describe("a day's number orders and subtracts days as numbers", () => {
  it("counts whole days from 1970-01-01, one a day across a month's end and a leap day", () => {
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(dayNumber("2024-03-01") - dayNumber("2024-02-28")).toBe(2);
    expect(dayNumber("2026-03-01") - dayNumber("2026-02-28")).toBe(1);
    expect(dayNumber("2027-01-01") - dayNumber("2026-12-31")).toBe(1);
  });
  it("agrees with days between, and is NaN for what is not a day", () => {
    expect(dayNumber("2026-10-26") - dayNumber("2026-10-24")).toBe(daysBetween("2026-10-24", "2026-10-26"));
    expect(dayNumber("not a day")).toBeNaN();
  });
});

describe("a day's length moves an instant by whole days", () => {
  it("is 24 hours: the same time of day, one calendar day on, in UTC", () => {
    const at = Date.parse("2026-10-24T13:45:00Z");
    expect(new Date(at + 2 * DAY_MS).toISOString()).toBe("2026-10-26T13:45:00.000Z");
  });
});
