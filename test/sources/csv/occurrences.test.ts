// The n of "h:<key>:<n>": the rows of the file so far with the same key, counted date by date.
import { describe, expect, it } from "vitest";
import { KeyCounter, OccurrenceCounter } from "../../../src/sources/csv/occurrences";
import { seededRandom } from "../../support/seeded-random";

interface Row {
  date: string;
  a: number;
  b: number;
}

/** The rule written plainly: a row's occurrence is the number of rows up to it with its key. */
function expected(rows: Row[]): number[] {
  const seen = new Map<string, number>();
  return rows.map(({ a, b }) => {
    const n = (seen.get(`${a}:${b}`) ?? 0) + 1;
    seen.set(`${a}:${b}`, n);
    return n;
  });
}

const counted = (rows: Row[]) => {
  const counter = new OccurrenceCounter();
  return rows.map((r) => counter.increment(r.date, r.a, r.b));
};

/** Rows of `days` dates, a few keys a day (repeats among them), the key a function of the date as a content key is. */
function rowsOf(days: number, perDay: () => number, random: () => number, month = 1): Row[] {
  const rows: Row[] = [];
  for (let d = month * 100; d < month * 100 + days; d++) {
    const date = `2024-${String(month).padStart(2, "0")}-${String(d % 100).padStart(2, "0")}`;
    for (let n = perDay(); n > 0; n--) {
      const k = Math.floor(random() * 4);
      rows.push({ date, a: (d * 7919 + k) | 0, b: Math.imul(d + 1, 0x9e3779b1) ^ k });
    }
  }
  return rows;
}

describe("occurrences: the rows so far with the same key", () => {
  it("counts a file in date order by the day's keys", () => {
    const random = seededRandom(7);
    const rows = rowsOf(60, () => 1 + Math.floor(random() * 6), random);
    expect(counted(rows)).toEqual(expected(rows));
  });

  it("counts a day of more keys than the day's table holds, and the small days after it", () => {
    const random = seededRandom(8);
    const big: Row[] = Array.from({ length: 500 }, (_, i) => ({ date: "2024-02-01", a: 1_000_000 + (i % 300), b: -(i % 300) }));
    const rows = [...rowsOf(3, () => 3, random), ...big, ...rowsOf(3, () => 3, random, 3)];
    expect(counted(rows)).toEqual(expected(rows));
  });

  it("counts a file whose dates come back (not in date order) as if every row had been counted in one table", () => {
    const random = seededRandom(9);
    const rows = rowsOf(40, () => 1 + Math.floor(random() * 5), random);
    for (let i = rows.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [rows[i], rows[j]] = [rows[j]!, rows[i]!];
    }
    expect(counted(rows)).toEqual(expected(rows));
  });

  it("counts a date that comes back after one other date", () => {
    const rows = [
      { date: "2024-01-02", a: 1, b: 1 },
      { date: "2024-01-02", a: 1, b: 1 },
      { date: "2024-01-01", a: 2, b: 2 },
      { date: "2024-01-02", a: 1, b: 1 },
      { date: "2024-01-01", a: 2, b: 2 },
    ];
    expect(counted(rows)).toEqual([1, 2, 1, 3, 2]);
  });
});

describe("the key table: one entry per distinct key", () => {
  it("counts past its first capacity and after it is cleared", () => {
    const table = new KeyCounter(4);
    for (let i = 0; i < 100; i++) table.increment(i, -i);
    expect(table.increment(42, -42)).toBe(2);
    table.clear();
    expect(table.increment(42, -42)).toBe(1);
    expect(table.increment(7, -7)).toBe(1);
  });
});
