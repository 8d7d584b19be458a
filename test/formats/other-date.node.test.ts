// The other day a row prints (src/formats/other-date.ts): kept under the key that says which day it is, never when it
// is the row's own date or could not be read.
import { describe, expect, it } from "vitest";
import { otherDateMetadata } from "../../src/formats/other-date";

describe("the other printed day is kept under the key of its kind", () => {
  it("a posting, a value, a transaction and an unnamed day", () => {
    expect(otherDateMetadata("posting", "2026-07-21", "2026-07-20")).toEqual({ posting_date: "2026-07-21" });
    expect(otherDateMetadata("value", "2026-07-19", "2026-07-20")).toEqual({ value_date: "2026-07-19" });
    expect(otherDateMetadata("transaction", "2026-07-18", "2026-07-20")).toEqual({ transaction_date: "2026-07-18" });
    expect(otherDateMetadata("other", "2026-07-22", "2026-07-20")).toEqual({ other_date: "2026-07-22" });
  });
});

describe("nothing is kept where there is nothing to keep", () => {
  it("the same day as the row's date, or no day read", () => {
    expect(otherDateMetadata("posting", "2026-07-20", "2026-07-20")).toBeNull();
    expect(otherDateMetadata("value", null, "2026-07-20")).toBeNull();
  });
});
