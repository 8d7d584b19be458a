import { describe, expect, it } from "vitest";
import { twinKey } from "../../src/matching/twins";

describe("twins are what the service's payee/date/amount check compares", () => {
  it("meets across amount spellings, payee case and spacing; differs by date, amount or payee", () => {
    const base = { date: "2026-10-01", amount: "3.50", payee: "Corner Coffee" };
    expect(twinKey({ ...base, amount: "3.5" })).toBe(twinKey(base));
    expect(twinKey({ ...base, payee: " corner coffee " })).toBe(twinKey(base));
    expect(twinKey({ ...base, date: "2026-10-02" })).not.toBe(twinKey(base));
    expect(twinKey({ ...base, amount: "3.51" })).not.toBe(twinKey(base));
    expect(twinKey({ ...base, payee: "Other" })).not.toBe(twinKey(base));
  });
});
