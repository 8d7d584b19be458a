// Records taken by their place: a place an earlier scan of the same records found is always one of them, and
// an Error names the place when it is not (a bug in the scan, never bad input).
import { describe, expect, it } from "vitest";
import { recordAt, type CsvRecord } from "../../../../src/formats/csv/read/structure";

const records: CsvRecord[] = [
  { index: 0, line: 1, lines: 1, fields: ["Date", "Amount"] },
  { index: 1, line: 2, lines: 1, fields: ["2024-03-01", "-4.20"] },
];

describe("a record is taken at a place a scan found", () => {
  it("gives the record at that place", () => {
    expect(recordAt(records, 1).fields).toEqual(["2024-03-01", "-4.20"]);
  });

  it("names the place and the count when there is no record there", () => {
    expect(() => recordAt(records, 2)).toThrow("no record at position 2 of 2");
    expect(() => recordAt(records, -1)).toThrow("no record at position -1 of 2");
  });
});
