// When a receipt or an alert was sent, pure: its own Date header when that states its zone, else its arrival.
import { describe, expect, it } from "vitest";
import { sentAt } from "../../src/mail/sent-at";

const ARRIVED = new Date("2026-10-20T23:10:42Z");

describe("a Date header that states its zone is the instant it was sent, to the minute in UTC", () => {
  it.each([
    ["Tue, 20 Oct 2026 14:52:10 -0700", "2026-10-20T21:52Z"],
    ["Tue, 20 Oct 2026 23:52:10 +0200", "2026-10-20T21:52Z"],
    ["Tue, 20 Oct 2026 21:52:10 +0000 (UTC)", "2026-10-20T21:52Z"],
    ["Tue, 20 Oct 2026 21:52:10 GMT", "2026-10-20T21:52Z"],
    ["2026-10-20T21:52:10.000Z", "2026-10-20T21:52Z"],
  ])("%s → %s", (date, instant) => {
    expect(sentAt(date, ARRIVED)).toBe(instant);
  });
});

describe("otherwise it was sent by the time it arrived", () => {
  it.each([
    ["an inline forward's quoted date, no zone", "Tue, Oct 20, 2026 at 2:52 PM"],
    ["no date", null],
    ["a date after it arrived (a wrong clock)", "Wed, 21 Oct 2026 09:00:00 +0000"],
    ["no date at all", "yesterday GMT"],
  ])("%s", (_, date) => {
    expect(sentAt(date, ARRIVED)).toBe("2026-10-20T23:10Z");
  });
});
