// A plan takes the profile an upload detected on its head (`detected`) instead of detecting the head again, only when
// its own detection would read the same: the same first bytes, the same overrides and context, no cell shortened and
// nothing read on past them, and no budget's evidence to weigh. A stream (an import) and a whole file's plan (a dry
// run) alike; the whole file's plan also reads its sample by characters and folds native digits, so it checks the
// text itself.
import { describe, expect, it } from "vitest";
import {
  type CsvPlanOptions,
  type DetectedHead,
  type DetectOptions,
  detectProfile,
  planCsv,
  streamCsvPlan,
} from "../../../src/formats/csv";
import { SAMPLE_BYTES } from "../../../src/formats/csv/read/sample";

const bytes = (text: string) => new TextEncoder().encode(text);
const streamOf = (b: Uint8Array) => new Blob([b]).stream();

/** A bank's export in three languages: the rule is one for every header. */
const FILES = {
  english: ["Date,Description,Amount,Balance", "2026-10-01,Corner Coffee,-3.50,96.50", "2026-10-02,Grocer,-12.00,84.50"].join("\n"),
  german: ["Buchungstag;Verwendungszweck;Betrag", "01.10.2026;Bäckerei Schmidt;-3,40", "25.10.2026;Miete;-950,00"].join("\n"),
  greek: ["Ημερομηνία;Περιγραφή;Ποσό", "01/10/2026;ΣΟΥΠΕΡ ΜΑΡΚΕΤ;-23,40", "28/10/2026;ΜΙΣΘΟΣ;1850,00"].join("\n"),
};

/** The head's profile as an upload's reading holds it, marked so that a plan that takes it shows it took it. */
function detectedOf(sample: Uint8Array, context: DetectOptions = {}): DetectedHead & { times: number } {
  const profile = { ...detectProfile(sample, {}, context), warnings: ["read by the upload"] };
  const head = { sample, overrides: {}, context, profile, times: 0, taken: () => void head.times++ };
  return head;
}

async function firstProfile(file: Uint8Array, options: CsvPlanOptions) {
  for await (const chunk of streamCsvPlan(streamOf(file), options)) return chunk.profile;
  throw new Error("no chunk");
}

describe("a stream takes the head's profile when its detection would read the same", () => {
  for (const [language, text] of Object.entries(FILES)) {
    it(`takes it for a ${language} export, as a copy the plan adds to`, async () => {
      const file = bytes(text);
      const detected = detectedOf(file, { fileName: "export.csv" });
      const profile = await firstProfile(file, { accountId: null, fileName: "export.csv", detected });
      expect(profile.warnings?.[0]).toBe("read by the upload");
      expect(detected.times).toBe(1);
      // The plan's verification went on its copy, not on the reading's.
      expect(profile.verification).toBeDefined();
      expect(detected.profile.verification).toBeUndefined();
      // What it took is what it would have detected.
      const own = await firstProfile(file, { accountId: null, fileName: "export.csv" });
      expect({ ...profile, warnings: own.warnings }).toEqual(own);
    });
  }
});

describe("a stream detects its head itself when its detection would read otherwise", () => {
  const file = bytes(FILES.english);
  const detectsItself = async (options: CsvPlanOptions & { detected: DetectedHead & { times: number } }) => {
    const profile = await firstProfile(file, options);
    expect(profile.warnings ?? []).not.toContain("read by the upload");
    expect(options.detected.times).toBe(0);
  };

  it("with other first bytes", () => detectsItself({ accountId: null, detected: detectedOf(bytes(FILES.german)) }));
  it("with another context: the account's type", () =>
    detectsItself({ accountId: null, accountType: "credit", detected: detectedOf(file) }));
  it("with other overrides", () =>
    detectsItself({ accountId: null, profile: { sign: "positive_is_money_out" }, detected: detectedOf(file) }));
  it("with the budget's evidence to weigh", () =>
    detectsItself({
      accountId: null,
      budget: { rows: [{ date: "2026-10-01", amount: "3.50", currency: "usd" }] },
      detected: detectedOf(file),
    }));

  it("with a cell its detection shortens", async () => {
    const long = bytes(`${FILES.english}\n2026-10-03,${"x".repeat(400)},-1.00,83.50`);
    const detected = detectedOf(long);
    const profile = await firstProfile(long, { accountId: null, detected });
    expect(profile.warnings ?? []).not.toContain("read by the upload");
    expect(detected.times).toBe(0);
  });
});

/** A file of `rows` rows of the english export's kind, `payee` naming each row's shop. */
function longExport(rows: number, payee: (i: number) => string): Uint8Array {
  const lines = ["Date,Description,Amount,Balance"];
  for (let i = 0, balance = 100_000; i < rows; i++, balance -= 1.25)
    lines.push(
      `2026-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")},${payee(i)},-1.25,${balance.toFixed(2)}`,
    );
  return bytes(lines.join("\n"));
}

/** The plan without the upload's reading: what every plan with it must still be, row for row. */
const ownPlan = (file: Uint8Array, options: CsvPlanOptions) => planCsv(file, { ...options, detected: undefined });

describe("a whole file's plan (a dry run) takes the head's profile when its detection would read the same", () => {
  const cases: [string, Uint8Array][] = [
    ...Object.entries(FILES).map(([language, text]): [string, Uint8Array] => [`a ${language} export`, bytes(text)]),
    ["a file past the head's 64 KB, every character one byte", longExport(2_000, (i) => `SHOP ${i}`)],
    // The head's detection folds native digits as the whole file's decoding does (decode.ts makeDecoder).
    [
      "an export with Arabic-Indic digits in a shop's name",
      bytes(["Date,Description,Amount", "2026-10-01,بقالة فرع ٢٣,-23.40", "2026-10-02,صيدلية ٧,-8.99"].join("\n")),
    ],
  ];
  for (const [what, file] of cases) {
    it(`takes it for ${what}, and plans every row as it would have`, () => {
      const detected = detectedOf(file.subarray(0, SAMPLE_BYTES), { fileName: "export.csv" });
      const options = { accountId: null, fileName: "export.csv", detected };
      const plan = planCsv(file, options);
      expect(plan.profile.warnings?.[0]).toBe("read by the upload");
      expect(detected.times).toBe(1);
      expect(detected.profile.verification).toBeUndefined();
      const own = ownPlan(file, options);
      expect({ ...plan.profile, warnings: own.profile.warnings }).toEqual(own.profile);
      expect(plan.items).toEqual(own.items);
      expect(plan.rows).toEqual(own.rows);
    });
  }
});

describe("a whole file's plan detects its head itself when its detection would read otherwise", () => {
  const detectsItself = (file: Uint8Array, head: Uint8Array, options: Omit<CsvPlanOptions, "detected"> = { accountId: null }) => {
    const detected = detectedOf(head);
    const plan = planCsv(file, { ...options, detected });
    expect(plan.profile.warnings ?? []).not.toContain("read by the upload");
    expect(detected.times).toBe(0);
    const own = ownPlan(file, options);
    expect(plan.items).toEqual(own.items);
  };
  const english = bytes(FILES.english);

  it("with other first bytes", () => detectsItself(english, bytes(FILES.german)));
  it("with the head of a larger file than the one planned (a dry run's head_of, cut at its last whole record)", () =>
    detectsItself(english.subarray(0, FILES.english.lastIndexOf("\n")), english));
  it("with other overrides", () => detectsItself(english, english, { accountId: null, profile: { sign: "positive_is_money_out" } }));
  it("with the budget's evidence to weigh", () =>
    detectsItself(english, english, { accountId: null, budget: { rows: [{ date: "2026-10-01", amount: "3.50", currency: "usd" }] } }));
  it("with a cell its detection shortens", () => {
    const long = bytes(`${FILES.english}\n2026-10-03,${"x".repeat(400)},-1.00,83.50`);
    detectsItself(long, long);
  });
  it("with a file past 64 KB whose characters take several bytes: its sample is more of the file than the head", () => {
    const greek = longExport(2_000, (i) => `ΣΟΥΠΕΡ ΜΑΡΚΕΤ ${i}`);
    detectsItself(greek, greek.subarray(0, SAMPLE_BYTES));
  });
});
