// The days imports cover and the gaps between them (src/outbox/agreement/coverage.ts). Pure rules.
import { describe, expect, it } from "vitest";
import { coverageOf, GAP_MIN_DAYS, stretches, uncovered } from "../../../src/outbox/agreement/coverage";

describe("coverage: the days imports cover, and the gaps between them", () => {
  const span = (from: string, to: string, id: string) => ({ from, to, import_id: id, kind: "csv" });
  it("two monthly files with a month between them leave that month as a gap", () => {
    const c = coverageOf([span("2026-01-01", "2026-01-31", "jan"), span("2026-03-01", "2026-03-31", "mar")]);
    expect(c.gaps).toEqual([{ from: "2026-02-01", to: "2026-02-28" }]);
    expect(c.newest).toBe("2026-03-31");
  });
  it(`a few days without rows between two files (under ${GAP_MIN_DAYS}) are not a gap; overlapping files are one stretch`, () => {
    expect(coverageOf([span("2026-01-03", "2026-01-29", "jan"), span("2026-02-02", "2026-02-27", "feb")]).gaps).toEqual([]);
    expect(coverageOf([span("2026-01-01", "2026-01-20", "a"), span("2026-01-10", "2026-02-27", "b")]).gaps).toEqual([]);
  });
});

describe("stretches: spans that overlap or touch are one stretch, oldest first", () => {
  it("joins a span that begins the day after another ends, and one inside another; keeps a one-day hole", () => {
    expect(
      stretches([
        { from: "2026-03-01", to: "2026-03-31" },
        { from: "2026-01-01", to: "2026-01-31" },
        { from: "2026-02-01", to: "2026-02-10" },
        { from: "2026-01-05", to: "2026-01-06" },
      ]),
    ).toEqual([
      { from: "2026-01-01", to: "2026-02-10" },
      { from: "2026-03-01", to: "2026-03-31" },
    ]);
    expect(
      stretches([
        { from: "2026-01-01", to: "2026-01-10" },
        { from: "2026-01-12", to: "2026-01-20" },
      ]),
    ).toHaveLength(2);
  });
  it("does not change the spans it is given", () => {
    const spans = [
      { from: "2026-01-01", to: "2026-01-10" },
      { from: "2026-01-05", to: "2026-01-20" },
    ];
    stretches(spans);
    expect(spans[0]).toEqual({ from: "2026-01-01", to: "2026-01-10" });
  });
});

describe("uncovered: the days of a stretch that no import covers, as runs", () => {
  const merged = [
    { from: "2026-01-05", to: "2026-01-10" },
    { from: "2026-01-20", to: "2026-01-25" },
  ];
  it("names the days before, between and after the covered stretches, within the days asked", () => {
    expect(uncovered(merged, "2026-01-01", "2026-01-31")).toEqual([
      { from: "2026-01-01", to: "2026-01-04" },
      { from: "2026-01-11", to: "2026-01-19" },
      { from: "2026-01-26", to: "2026-01-31" },
    ]);
    expect(uncovered(merged, "2026-01-12", "2026-01-14")).toEqual([{ from: "2026-01-12", to: "2026-01-14" }]);
  });
  it("is empty when every day asked is covered, and the whole span when none is", () => {
    expect(uncovered(merged, "2026-01-06", "2026-01-09")).toEqual([]);
    expect(uncovered([], "2026-01-06", "2026-01-09")).toEqual([{ from: "2026-01-06", to: "2026-01-09" }]);
  });
});

describe("coverage: the newest day, and the spans oldest first", () => {
  it("is null with no import; sorts the spans by their first day", () => {
    expect(coverageOf([])).toEqual({ spans: [], gaps: [], newest: null });
    const c = coverageOf([
      { from: "2026-02-01", to: "2026-02-28", import_id: "b", kind: "ofx" },
      { from: "2026-01-01", to: "2026-03-15", import_id: "a", kind: "simplefin" },
    ]);
    expect(c.spans.map((s) => s.import_id)).toEqual(["a", "b"]);
    expect(c.newest).toBe("2026-03-15");
  });
});
