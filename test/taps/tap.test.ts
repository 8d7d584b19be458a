// A tap as phones send it, pure: the fields each automation writes, amounts in the phone's locale, the person's day,
// one id for the same tap sent twice, and a reason for each bad field.
import { describe, expect, it } from "vitest";
import { readTap, tapItem } from "../../src/taps/tap";

const NOW = new Date("2026-11-25T18:30:00Z");
const read = (fields: Record<string, unknown>) => readTap(fields, NOW);
const tap = (fields: Record<string, unknown>) => {
  const reading = read(fields);
  if (!reading.ok) throw new Error(reading.reason.join("; "));
  return reading.value;
};

describe("the amount is read as the phone's locale writes it; a purchase is money out", () => {
  it.each([
    ["4.50", "4.50", null],
    ["4,50", "4.50", null],
    ["€4,50", "4.50", "eur"],
    ["4,50 €", "4.50", "eur"],
    ["£12.00", "12.00", "gbp"],
    ["1.234,56 €", "1234.56", "eur"],
    ["$1,234.56", "1234.56", "usd"],
    ["1,234", "1234.00", null],
    ["CHF 7.20", "7.20", "chf"],
    ["-3.20", "-3.20", null],
  ])("%s → %s %s", (amount, value, currency) => {
    expect(tap({ merchant: "Blue Bottle", amount })).toMatchObject({ amount: value, currency });
  });
  it("takes a number as it is, and a currency field over a sign in the amount", () => {
    expect(tap({ merchant: "Blue Bottle", amount: 4.5, currency: "usd" })).toMatchObject({ amount: "4.5", currency: "usd" });
    expect(tap({ merchant: "Blue Bottle", amount: "€4.50", currency: "CHF" })).toMatchObject({ currency: "chf" });
  });
});

describe("the day is the phone's own", () => {
  it("reads an ISO 8601 time in its own offset (late evening in Los Angeles is still that day)", () => {
    expect(tap({ merchant: "Taqueria", amount: "12", time: "2026-11-24T23:40:00-08:00" }).date).toBe("2026-11-24");
    expect(tap({ merchant: "Taqueria", amount: "12", time: "2026-11-24" }).date).toBe("2026-11-24");
  });
  it("reads epoch seconds and milliseconds, and dates a tap that names no time today", () => {
    expect(tap({ merchant: "Taqueria", amount: "12", time: 1_795_600_000 }).date).toBe("2026-11-25");
    expect(tap({ merchant: "Taqueria", amount: "12", time: 1_795_600_000_000 }).date).toBe("2026-11-25");
    expect(tap({ merchant: "Taqueria", amount: "12" }).date).toBe("2026-11-25");
  });
});

describe("the instant of the payment is kept when the phone's time states its zone: its receipt is mailed just after", () => {
  it.each([
    ["2026-11-24T23:40:00-08:00", "2026-11-25T07:40Z"],
    ["2026-11-24T23:40-0800", "2026-11-25T07:40Z"],
    ["2026-11-24T14:05:30Z", "2026-11-24T14:05Z"],
    ["2026-11-24 14:05+01:00", "2026-11-24T13:05Z"],
    [1_795_600_000, "2026-11-25T09:46Z"],
  ] as const)("%s → %s", (time, at) => {
    expect(tap({ merchant: "Taqueria", amount: "12", time }).at).toBe(at);
  });
  it.each([["2026-11-24T23:40:00"], ["2026-11-24"], [undefined]])("none from %s: no zone, no minute, or no time", (time) => {
    expect(tap({ merchant: "Taqueria", amount: "12", ...(time ? { time } : {}) }).at).toBeNull();
  });
  it("is written in the item's metadata beside the card", () => {
    const item = tapItem(tap({ merchant: "Taqueria", amount: "12", card: "Visa", time: "2026-11-24T14:05:30Z" })).item;
    expect(item.custom_metadata).toEqual({ tap: { card: "Visa", at: "2026-11-24T14:05Z" } });
    expect(tapItem(tap({ merchant: "Taqueria", amount: "12", card: "Visa" })).item.custom_metadata).toEqual({ tap: { card: "Visa" } });
  });
});

describe("a tap is a payment of the last 366 days, up to a day ahead of ours, on a day of the calendar", () => {
  it("takes the person's day a day ahead of ours (east of us) and 366 days ago (a phone's queue sent at last)", () => {
    expect(tap({ merchant: "Ramen", amount: "12", time: "2026-11-26T08:10:00+13:00" }).date).toBe("2026-11-26");
    expect(tap({ merchant: "Ramen", amount: "12", time: "2025-11-24" }).date).toBe("2025-11-24");
    expect(tap({ merchant: "Ramen", amount: "12", time: "2026-11-20T23:59:59-12:00" }).minute).toBe("23:59");
    expect(tap({ merchant: "Ramen", amount: "12", time: "2026-11-20 00:00" }).minute).toBe("00:00");
  });
  it.each([
    ["9999-12-31", /^time: 9999-12-31 is more than a day ahead of today/],
    ["2026-11-27T00:10:00+14:00", /^time: 2026-11-27 is more than a day ahead of today/],
    [1_798_000_000, /^time: 2026-12-2\d is more than a day ahead of today/],
    ["0001-01-01", /^time: 0001-01-01 is more than 366 days ago/],
    ["2025-11-23", /^time: 2025-11-23 is more than 366 days ago/],
    // Epoch milliseconds sent as seconds' place, read as 1970.
    [1_795_600, /^time: 1970-01-21 is more than 366 days ago/],
    ["2026-02-30", /^time: 2026-02-30 is not a day of the calendar/],
    ["2026-13-01", /^time: "2026-13-01" is not an ISO 8601 time/],
    ["2026-11-20T25:99", /^time: "2026-11-20T25:99" is not a time of the day/],
    ["2026-11-20T24:00:00Z", /^time: "2026-11-20T24:00:00Z" is not a time of the day/],
    ["2026-11-20T09:60", /is not a time of the day/],
    ["2026-11-20T09:15:61+01:00", /is not a time of the day/],
    ["2026-11-20T09:15:00+25:00", /is not a time of the day/],
  ])("refuses %s", (time, reason) => {
    const reading = read({ merchant: "X", amount: "4.50", time });
    expect(!reading.ok && reading.reason.join("; ")).toMatch(reason);
  });
});

describe("a tap moves money: an amount that is zero to the cent is refused", () => {
  it.each([0, -0, "0", "-0", "0.00", "0,00 €", 1e-9, 0.004])("%j", (amount) => {
    const reading = read({ merchant: "X", amount });
    expect(!reading.ok && reading.reason.join("; ")).toMatch(/^amount: .* is zero to the cent: a payment has an amount$/);
  });
  it("takes a cent", () => {
    expect(tap({ merchant: "X", amount: "0.01" }).amount).toBe("0.01");
  });
});

describe("the same tap sent twice has one external_id; another tap has another", () => {
  const base = { merchant: "Blue Bottle", amount: "4.50", card: "Visa •••• 4242", time: "2026-11-25T09:15:02+01:00" };
  it("is the same for a resend, whatever the seconds and the merchant's case", () => {
    expect(tap({ ...base, time: "2026-11-25T09:15:40+01:00", merchant: "BLUE BOTTLE" }).externalId).toBe(tap(base).externalId);
  });
  it("differs by minute, amount, card, and by the phone's own id when it sends one", () => {
    const id = tap(base).externalId;
    expect(tap({ ...base, time: "2026-11-25T09:16:00+01:00" }).externalId).not.toBe(id);
    expect(tap({ ...base, amount: "4.60" }).externalId).not.toBe(id);
    expect(tap({ ...base, card: "Amex" }).externalId).not.toBe(id);
    expect(tap({ ...base, id: "n-1" }).externalId).not.toBe(tap({ ...base, id: "n-2" }).externalId);
  });
  it("fits the service's external_id and marks the item as a tap's, for the bank's row to take over", () => {
    const planned = tapItem(tap(base));
    expect(planned.item.external_id).toMatch(/^tap:[0-9a-f]{16}$/);
    expect(planned).toMatchObject({
      provisional: "tap",
      item: { payee: "Blue Bottle", amount: "4.50", notes: "tap · Visa •••• 4242 · 09:15" },
    });
  });
  it("notes the card and the minute the phone wrote, which the bank's row of the payment may carry too", () => {
    expect(tapItem(tap({ ...base, time: "2026-11-25T19:03:00-05:00" })).item.notes).toBe("tap · Visa •••• 4242 · 19:03");
    expect(tapItem(tap({ ...base, time: "2026-11-25" })).item.notes).toBe("tap · Visa •••• 4242");
    expect(tapItem(tap({ ...base, time: 1_795_600_000 })).item.notes).toBe("tap · Visa •••• 4242");
    expect(tapItem(tap({ ...base, card: undefined })).item.notes).toBe("tap · 09:15");
  });
});

describe("each bad field has its own reason", () => {
  it.each([
    [{ amount: "4.50" }, /^merchant: /],
    [{ merchant: "", amount: "4.50" }, /^merchant: the merchant is empty/],
    [{ merchant: "X" }, /^amount: /],
    [{ merchant: "X", amount: "four fifty" }, /^amount: "four fifty" is not an amount/],
    [{ merchant: "X", amount: 1e12 }, /^amount: not an amount a payment has/],
    [{ merchant: "X", amount: "4.50", currency: "euro" }, /^currency: the currency must be a 3-letter code/],
    [{ merchant: "X", amount: "4.50", time: "25 Nov 2026 at 19:03" }, /^time: .* is not an ISO 8601 time/],
    [{ merchant: "X", amount: "4.50", color: "red" }, /Unrecognized key/],
  ])("%j", (fields, reason) => {
    const reading = read(fields);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.reason.join("; ")).toMatch(reason);
  });
});
