// Splitting a delimited export by account (src/uploads/csv-sections.ts) runs on every CSV upload the request does not
// map, up to 16 MB: whatever the shape of its accounts, it costs a few typical files of the same size. A savings bank's
// export names its one account on every row; each row added to a list copied at every row took 50 s at 12 MB.
import { describe } from "vitest";
import { csvSections } from "../../src/uploads/csv-sections";
import { eachWorstCostsAFewTypical } from "../support/read-cost";
import { typicalCsv } from "../support/worst-inputs";

const SIZE = 4 * 1024 * 1024;
/** A reader of the square of the rows takes hundreds of typical files at 4 MB (~27,000 rows). */
const BOUND = 10;

const ACCOUNTS = ["DE89370400440532013000", "DE02120300000000202051", "DE75512108001245126199"];
const HEADER = '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Beguenstigter";"IBAN";"Betrag";"Waehrung"\n';
const day = (k: number) => `${String((k % 28) + 1).padStart(2, "0")}.${String((Math.floor(k / 28) % 12) + 1).padStart(2, "0")}.26`;
const row = (account: string, k: number) =>
  `"${account}";"${day(k)}";"${day(k)}";"KARTENZAHLUNG";"REWE SAGT DANKE ${k}";"REWE Markt GmbH";"DE12500105170648489890";"-${(k % 90) + 1},${String(k % 100).padStart(2, "0")}";"EUR"\n`;

/** Rows of `accountOf(k)` up to `SIZE` bytes, under the header. */
function namedOnEveryRow(accountOf: (k: number, rows: number) => string): string {
  const rows = Math.floor((SIZE - HEADER.length) / row(ACCOUNTS[0]!, 99_999).length);
  let text = HEADER;
  for (let k = 0; k < rows; k++) text += row(accountOf(k, rows), k);
  return text;
}

/** Each account's table under a heading naming it, the tables `rowsEach` rows long, the accounts taking turns. */
function underHeadings(rowsEach: number): string {
  const table = (account: string, from: number) => {
    let t = `Konto ${account}\n${HEADER}`;
    for (let k = from; k < from + rowsEach; k++) t += row(account, k).slice(account.length + 3);
    return t;
  };
  let text = "";
  for (let block = 0; text.length + table(ACCOUNTS[0]!, 0).length < SIZE; block++) text += table(ACCOUNTS[block % 2]!, block * rowsEach);
  return text;
}

describe("splitting an export by account costs a few typical files of its size, whatever its accounts' shape", () => {
  eachWorstCostsAFewTypical(
    csvSections,
    SIZE,
    typicalCsv,
    {
      "one account named on every row (a savings bank's export)": () => namedOnEveryRow(() => ACCOUNTS[0]!),
      "three accounts named on every row, one after the other": () => namedOnEveryRow((k, rows) => ACCOUNTS[Math.floor((3 * k) / rows)]!),
      "two accounts named on every row, taking turns": () => namedOnEveryRow((k) => ACCOUNTS[k % 2]!),
      "two accounts' tables under headings, a thousand rows each": () => underHeadings(1000),
      "two accounts' tables under headings, taking turns every five rows": () => underHeadings(5),
    },
    BOUND,
  );
});
