// Each distinct written date of a file is read once; the memory is cleared, never grown, past its bound.
import { describe, expect, it } from "vitest";
import { readOnce } from "../../src/formats/dates-read-once";

/** A reader of DD.MM.YYYY that counts its calls. */
const counting = () => {
  const calls: string[] = [];
  const read = (written: string) => {
    calls.push(written);
    const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(written);
    return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
  };
  return { calls, read };
};

describe("a written date is read once, what it gave remembered (null too)", () => {
  it("reads each distinct text once over thousands of rows", () => {
    const { calls, read } = counting();
    const once = readOnce(read);
    const rows = Array.from({ length: 3000 }, (_, i) => (i % 3 === 0 ? "kein Datum" : `0${(i % 9) + 1}.03.2025`));
    const dates = rows.map(once);
    expect(dates.slice(0, 3)).toEqual([null, "2025-03-02", "2025-03-03"]);
    expect(calls.length).toBe(new Set(rows).size);
  });
});

describe("past a few thousand distinct dates the memory starts again, the answers unchanged", () => {
  it("reads a date again after the memory is cleared, and gives what it gave before", () => {
    const { calls, read } = counting();
    const once = readOnce(read);
    const first = once("01.01.2000");
    for (let i = 0; i < 5000; i++) once(`x${i}`);
    expect([once("01.01.2000"), first, calls.filter((c) => c === "01.01.2000").length]).toEqual(["2000-01-01", "2000-01-01", 2]);
  });
});
