// csv2ofx's expected conversions (../shared/bank-corpus/expected/csv2ofx) as golden data, where they correspond to
// a sample (samples/csv2ofx/<same name>.csv): our reading of the bank's CSV and our reading of csv2ofx's OFX or
// QIF of it give the same transactions; csv2ofx's OFX and QIF of one CSV read alike; FITIDs are the ids. Skips
// when the corpus is absent. Where csv2ofx's mapping of a bank reads a column otherwise than the bank means it,
// the pair compares less, and says why.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { PlannedItem } from "../../src/plan";
import { planCsv } from "../../src/formats/csv";
import { SourceInputError } from "../../src/formats/errors";
import { ofxAdapter } from "../../src/formats/ofx/adapter";
import { qifAdapter } from "../../src/formats/qif/adapter";

const ROOT = join(__dirname, "../../../shared/bank-corpus");
const EXPECTED = join(ROOT, "expected/csv2ofx");
const SAMPLES = join(ROOT, "samples/csv2ofx");
const present = existsSync(EXPECTED) && existsSync(SAMPLES);
const bytesOf = (path: string) => new Uint8Array(readFileSync(path));

/** Every account's items of an OFX file (csv2ofx writes one statement per account column value). */
function ofxItems(bytes: Uint8Array): PlannedItem[] {
  let accounts: string[];
  try {
    accounts = ofxAdapter.plan(bytes, { accountId: 1, settings: {} }).profile.accounts.map((a) => a.id);
  } catch (error) {
    if (!(error instanceof SourceInputError) || !error.details?.file_accounts) throw error;
    accounts = error.details.file_accounts;
  }
  return accounts.flatMap((account) => ofxAdapter.plan(bytes, { accountId: 1, settings: { account } }).items);
}

function itemsOf(file: string): PlannedItem[] {
  if (file.endsWith(".csv")) return planCsv(bytesOf(join(SAMPLES, file)), { accountId: 1 }).items;
  const bytes = bytesOf(join(EXPECTED, file));
  return file.endsWith(".ofx") ? ofxItems(bytes) : qifAdapter.plan(bytes, { accountId: 1 }).items;
}

type Compare = "date" | "amount" | "magnitude" | "payee";
/** The transactions as a sorted list of the compared fields: order within a file is the writer's business. */
const view = (items: PlannedItem[], fields: Compare[]) =>
  items
    .map(({ item }) =>
      fields
        .map((f) =>
          f === "date"
            ? item.date
            : f === "payee"
              ? (item.payee ?? "")
              : (f === "magnitude" ? Math.abs(Number(item.amount)) : Number(item.amount)).toFixed(4),
        )
        .join(" | "),
    )
    .sort();

const ALL: Compare[] = ["date", "amount", "payee"];
/** expected file ↔ sample CSV, with what is compared and, where less than all, why. */
const PAIRS: [expected: string, csv: string, fields: Compare[], why?: string][] = [
  ...["", "-baltest-case1", "-baltest-case2", "-baltest-case3", "-baltest-case4", "-baltest-case5", "-baltest-case6", "-baltest-case7"].map(
    (s): [string, string, Compare[]] => [`schwab-checking${s}.ofx`, `schwab-checking${s}.csv`, ALL],
  ),
  [
    "stripe-all.ofx",
    "stripe-all.csv",
    ["date", "amount"],
    "csv2ofx's stripe mapping names the customer; our reading keeps the invoice's words with it",
  ],
  ["stripe-all.qif", "stripe-all.csv", ["date", "amount"], "as stripe-all.ofx"],
  ["outbank.ofx", "outbank.csv", ALL],
  ["gls.ofx", "gls.csv", ALL],
  ["payoneer.ofx", "payoneer.csv", ["date", "amount"], "csv2ofx's payoneer mapping writes the literal payee 'payee'"],
  ["pcmastercard.ofx", "pcmastercard.csv", ["date", "amount"], "csv2ofx writes no NAME for this card"],
  ["ubs-ch-fr.qif", "ubs-ch-fr_trimmed.csv", ["date", "amount"], "csv2ofx takes the payee from another column than the bank's description"],
  [
    "ingesp.ofx",
    "ingesp.csv",
    ["amount"],
    "csv2ofx reads 08/04/2022 month first in a file whose other dates are day first (24/03/2022); we read 2022-04-08",
  ],
  [
    "default.ofx",
    "default.csv",
    ["date", "magnitude", "payee"],
    "csv2ofx copies the amount's sign as written; our CSV reading takes the 'Expenses' category as money out",
  ],
  ["default.qif", "default.csv", ["date", "magnitude", "payee"], "as default.ofx"],
  ["creditunion.qif", "creditunion.csv", ["date", "magnitude", "payee"], "as default.ofx"],
];

describe.skipIf(!present)("csv2ofx's conversions read as the bank's CSV they were made from", () => {
  it.each(PAIRS)("%s ↔ %s", (expected, csv, fields) => {
    const converted = itemsOf(expected);
    expect(converted.length, expected).toBeGreaterThan(0);
    expect(view(converted, fields)).toEqual(view(itemsOf(csv), fields));
  });
});

describe.skipIf(!present)("csv2ofx's OFX and QIF of one CSV read alike", () => {
  it.each([
    ["default", ALL],
    ["stripe-all", ALL],
    ["stripe-default", ["date", "amount"] as Compare[]],
  ] as [string, Compare[]][])("%s.ofx ↔ %s.qif", (name, fields) => {
    const ofx = itemsOf(`${name}.ofx`);
    expect(ofx.length).toBeGreaterThan(0);
    expect(view(ofx, fields)).toEqual(view(itemsOf(`${name}.qif`), fields));
  });
});

/** The conversions that hold transactions (csv2ofx also wrote some of statements only). */
const ofxFiles = present
  ? readdirSync(EXPECTED).filter((f) => f.endsWith(".ofx") && readFileSync(join(EXPECTED, f), "utf8").includes("<STMTTRN>"))
  : [];
describe.skipIf(ofxFiles.length === 0)("csv2ofx's FITIDs are the ids", () => {
  it("gives one external_id per FITID, unchanged when everything but the FITID changes", () => {
    expect(ofxFiles.length).toBeGreaterThanOrEqual(15);
    for (const file of ofxFiles) {
      const text = readFileSync(join(EXPECTED, file), "utf8");
      const items = ofxItems(new TextEncoder().encode(text));
      const fitIds = new Set([...text.matchAll(/<FITID>([^<\s]+)/g)].map((m) => m[1]));
      expect(new Set(items.map((i) => i.item.external_id)).size, file).toBe(fitIds.size);
      const renamed = text.replace(/<NAME>[^<\n]*/g, "<NAME>renamed").replace(/<TRNAMT>[^<\n]*/g, "<TRNAMT>1.00");
      expect(
        ofxItems(new TextEncoder().encode(renamed)).map((i) => i.item.external_id),
        file,
      ).toEqual(items.map((i) => i.item.external_id));
    }
  });
});
