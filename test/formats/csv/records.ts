// What the planner's steps read, made from a CSV text as the adapter makes it: the records (read/structure.ts's
// tokenizer, which reuses its record: each is handed over while it is current) and the profile detected for the file.
import { planCsv, type CsvProfile } from "../../../src/formats/csv";
import { CsvTokenizer, type RecordSpans } from "../../../src/formats/csv/read/structure";

/** Each record of `text` (the whole file), with its index, while it is current. */
export function eachRecord(text: string, delimiter: string, read: (rec: RecordSpans, index: number) => void): void {
  let index = 0;
  new CsvTokenizer(delimiter, '"').scan(text, true, (rec) => read(rec, index++));
}

/** The record of `text` at `index`, handed to `read` while it is current; what `read` answers. */
export function atRecord<T>(text: string, delimiter: string, index: number, read: (rec: RecordSpans) => T): T {
  let answer: { value: T } | undefined;
  eachRecord(text, delimiter, (rec, i) => {
    if (i === index) answer = { value: read(rec) };
  });
  if (answer === undefined) throw new Error(`no record ${index}`);
  return answer.value;
}

/** The profile the adapter detects for `text`. */
export function profileOf(text: string): CsvProfile {
  return planCsv(new TextEncoder().encode(text), { accountId: 1 }).profile;
}
