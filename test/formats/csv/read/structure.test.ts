// Records taken by their place: a place an earlier scan of the same records found is always one of them, and
// an Error names the place when it is not (a bug in the scan, never bad input).
import { describe, expect, it } from "vitest";
import { CsvTokenizer, recordAt, sampleRecords, type CsvRecord } from "../../../../src/formats/csv/read/structure";

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

/** Every record's fields when `text` is scanned in pieces of `piece` characters, as a stream is. */
function scanned(text: string, piece: number): string[][] {
  const tokenizer = new CsvTokenizer(";", '"');
  const out: string[][] = [];
  for (let at = 0; at < text.length; at += piece)
    tokenizer.scan(text.slice(at, at + piece), at + piece >= text.length, (r) => out.push(r.toArray()));
  return out;
}

describe("a doubled quote inside a quoted field is one quote, however many come in a row", () => {
  it.each([
    ['"a""b";1', ['a"b', "1"]],
    ['"a""""b";1', ['a""b', "1"]],
    ['"""""";1', ['""', "1"]],
    ['"""";1', ['"', "1"]],
    ['"x""""""""y""z";1', ['x""""y"z', "1"]],
  ])("%s", (line, fields) => {
    expect(sampleRecords(`${line}\n`, ";", '"', true).map((r) => r.fields)).toEqual([fields]);
  });

  it("the same when a run of them is cut between a stream's pieces, at every cut", () => {
    const cell = `x${'""'.repeat(40)}y${'""'.repeat(7)}`;
    const text = `"${cell}";1\n2;"${'""'.repeat(25)}"\n`;
    const whole = [
      [`x${'"'.repeat(40)}y${'"'.repeat(7)}`, "1"],
      ["2", '"'.repeat(25)],
    ];
    for (let piece = 1; piece <= text.length; piece++) expect(scanned(text, piece)).toEqual(whole);
  });
});
