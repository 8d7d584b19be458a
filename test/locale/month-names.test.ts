// The month names of other languages (month-names.ts): each word names one month.
import { describe, expect, it } from "vitest";
import { MONTH_NAMES } from "../../src/locale/month-names";

describe("each word of the month names names one month", () => {
  it("has twelve months, none of whose words is another month's", () => {
    expect(MONTH_NAMES).toHaveLength(12);
    const seen = new Map<string, number>();
    MONTH_NAMES.forEach((list, month) => {
      for (const w of list.split(/\s+/).filter((x) => x !== "")) {
        expect(seen.get(w) ?? month, w).toBe(month);
        seen.set(w, month);
      }
    });
    expect(seen.size).toBeGreaterThan(600);
  });
  it("writes its words lowercase, without a final dot", () => {
    for (const list of MONTH_NAMES)
      for (const w of list.split(/\s+/).filter((x) => x !== "")) expect(w).toBe(w.toLowerCase().replace(/\.$/, ""));
  });
});
