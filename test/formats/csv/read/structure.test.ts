// Records taken by their place: a place an earlier scan of the same records found is always one of them, and
// an Error names the place when it is not (a bug in the scan, never bad input).
import { describe, expect, it } from "vitest";
import {
  chooseDelimiter,
  CsvTokenizer,
  headedTable,
  recordAt,
  sampleRecords,
  type CsvRecord,
} from "../../../../src/formats/csv/read/structure";

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

/** `n` lines of a statement's account details and notices, none with a delimiter in it. */
const notices = (n: number): string[] => Array.from({ length: n }, (_, i) => `Note ${i + 1}: this statement is for your information only`);

describe("a few rows under a long preamble are a table when a header of names sits over rows with a date and an amount", () => {
  it("splits two rows under twenty lines of notices at their delimiter", () => {
    const text = [
      ...notices(20),
      "Date;Description;Amount;Balance",
      "03.04.2024;Bakery;-4,20;95,80",
      "09.04.2024;Salary;1.500,00;1.595,80",
    ].join("\n");
    expect(chooseDelimiter(text, '"', true)).toMatchObject({ delimiter: ";", width: 4 });
  });

  it("finds one row under its header, the rest of the lines prose", () => {
    const text = [...notices(12), "Fecha,Concepto,Importe", "2024-06-14,Mercadona,-23.10"].join("\n");
    expect(chooseDelimiter(text, '"', true)).toMatchObject({ delimiter: ",", width: 3 });
  });

  it("still refuses prose whose commas make no table", () => {
    const text = ["Dear customer, your statement is attached.", "Kind regards, your bank", ...notices(10)].join("\n");
    expect(chooseDelimiter(text, '"', true)).toBeNull();
  });

  it("takes no dated line without a header of names over it for a table", () => {
    const records = sampleRecords([...notices(10), "Statement date,2024-05-31,1,234.00"].join("\n"), ",", '"', true);
    expect(headedTable(records, 3)).toBe(false);
  });

  it("takes no header of names over lines of another width for a table", () => {
    const records = sampleRecords(["Date,Payee,Amount", "Nothing was booked in this period."].join("\n"), ",", '"', true);
    expect(headedTable(records, 3)).toBe(false);
  });
});
