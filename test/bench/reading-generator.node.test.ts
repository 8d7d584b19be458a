// The reading bench's generator (bench/reading): the same files for a seed, every family, format, language and
// script in a seed's files, truth that adds up, and files whose text holds the truth's rows (the PDFs read back with
// PDF.js, the workbooks with SheetJS).
import { createHash } from "node:crypto";
import * as XLSX from "@e965/xlsx";
import { getDocument } from "pdfjs-serverless";
import { beforeAll, describe, expect, it } from "vitest";
import { FAMILIES, FORMATS, generate } from "../../bench/reading/generate.mjs";
import { LANGUAGES, SCRIPTS, decimalsOf } from "../../bench/reading/languages.mjs";
import { digits } from "../../bench/reading/printing.mjs";
import { judge } from "../../bench/reading/score.mjs";

/** A file's truth as generate.mjs writes it. */
interface Truth {
  file: string;
  format: string;
  family: string;
  language: string;
  script: string;
  period: { from: string; to: string };
  traits: { numberStyle: string; minorUnits: boolean; rtlVisual: boolean };
  printed: { running_balance: boolean };
  sections: { currency: string; opening: string; closing: string; total_out: string; total_in: string }[];
  transactions: { date: string; other_date?: string; amount: string; payee: string; currency: string; section: number; balance?: string }[];
}
type Files = { name: string; bytes: Uint8Array; truth: Truth }[];

let files: Files;
beforeAll(async () => {
  files = (await generate(1)) as Files;
}, 120_000);

const minorOf = (amount: string, decimals: number) => Math.round(Number(amount) * 10 ** decimals);
const RTL = { Hebrew: true, Arabic: true };
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** A row's sum as the file prints it, without its sign. */
function printedSum(truth: Truth, amount: string, currency: string): string {
  const minor = Math.abs(minorOf(amount, decimalsOf(currency)));
  const { numberStyle, minorUnits } = truth.traits;
  return spaces(digits(minor, decimalsOf(currency), numberStyle, { minorUnits, grouped: !minorUnits }));
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes.slice() }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ("str" in item) parts.push(item.str);
  }
  return spaces(parts.join("\n"));
}

describe("the reading bench's generator", () => {
  it("makes the same bytes and truth for a seed, and other files for another", async () => {
    const digest = (f: Files) => f.map((x) => createHash("sha256").update(x.bytes).update(JSON.stringify(x.truth)).digest("hex"));
    const once = (await generate(7, { perFamily: 1 })) as Files;
    const again = (await generate(7, { perFamily: 1 })) as Files;
    expect(digest(again)).toEqual(digest(once));
    expect(digest((await generate(8, { perFamily: 1 })) as Files)).not.toEqual(digest(once));
  }, 60_000);

  it("draws a seed of only some families and languages apart, its files named apart", async () => {
    const apart = (await generate(7, { perFamily: 3, families: ["footer-summary"], languageCodes: ["sr", "da"] })) as Files;
    expect(apart).toHaveLength(3);
    expect(new Set(apart.map((f) => f.truth.family))).toEqual(new Set(["footer-summary"]));
    for (const f of apart) expect(["sr", "da"]).toContain(f.truth.language);
    for (const f of apart) expect(f.name).toMatch(/^statement-7x-\d{3}\./);
    expect(files[0]?.name).toMatch(/^statement-\d+-\d{3}\./);
  }, 60_000);

  it("has every family in every format, and every language and script, in a seed's files", () => {
    const families = new Set(files.map((f) => `${f.truth.family} ${f.truth.format}`));
    for (const family of FAMILIES) for (const format of FORMATS) expect(families).toContain(`${family} ${format}`);
    expect(new Set(files.map((f) => f.truth.language))).toEqual(new Set(LANGUAGES.map((l) => l.code)));
    expect(new Set(files.map((f) => f.truth.script))).toEqual(new Set(SCRIPTS));
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(30);
    for (const script of ["Latin", "Cyrillic", "Greek", "Hebrew", "Arabic", "CJK", "Thai", "Georgian"]) expect(SCRIPTS).toContain(script);
  });

  it("has truth that adds up: opening and rows make the closing, totals are the rows' sums, balances move by each row", () => {
    for (const { truth } of files) {
      truth.sections.forEach((section, index) => {
        const decimals = decimalsOf(section.currency);
        const rows = truth.transactions.filter((t) => t.section === index);
        expect(rows.length, truth.file).toBeGreaterThan(0);
        const sum = (pick: (minor: number) => number) => rows.reduce((s, t) => s + pick(minorOf(t.amount, decimals)), 0);
        expect(minorOf(section.opening, decimals) - sum((m) => m), truth.file).toBe(minorOf(section.closing, decimals));
        expect(
          sum((m) => Math.max(m, 0)),
          truth.file,
        ).toBe(minorOf(section.total_out, decimals));
        expect(
          sum((m) => Math.max(-m, 0)),
          truth.file,
        ).toBe(minorOf(section.total_in, decimals));
        if (!truth.printed.running_balance) return;
        let balance = minorOf(section.opening, decimals);
        for (const row of rows) {
          balance -= minorOf(row.amount, decimals);
          expect(minorOf(row.balance!, decimals), truth.file).toBe(balance);
        }
      });
      const days = truth.transactions.map((t) => t.date);
      expect(
        days.every((d) => d >= truth.period.from && d <= truth.period.to),
        truth.file,
      ).toBe(true);
    }
  });

  it("writes PDFs whose text holds every row's sum, and its payee where the text is in reading order", async () => {
    const pdfs = files.filter((f) => f.truth.format === "pdf");
    expect(pdfs.length).toBeGreaterThan(20);
    for (const { bytes, truth } of pdfs) {
      const text = await pdfText(bytes);
      for (const t of truth.transactions) {
        const sum = printedSum(truth, t.amount, t.currency);
        // PDF.js reverses a text item it reads as right to left, digits and all ("4,442.90 זכות" → "09.244,4 זכות").
        const reversed = [...sum].reverse().join("");
        expect(text.includes(sum) || (truth.script in RTL && text.includes(reversed)), `${truth.file} ${sum}`).toBe(true);
        if (!truth.traits.rtlVisual) expect(text, truth.file).toContain(t.payee.split(" ")[0]);
      }
    }
  }, 120_000);

  it("writes workbooks SheetJS reads back, and CSVs, with every row's payee", () => {
    for (const { bytes, truth } of files.filter((f) => f.truth.format !== "pdf")) {
      let cells: string[];
      if (truth.format === "xlsx") {
        const book = XLSX.read(bytes);
        const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
        cells = rows.flat().map(String);
      } else cells = [new TextDecoder().decode(bytes)];
      // A CSV cell doubles its quotes ("משכורת תעשיות בע""מ").
      const written = (payee: string) => (truth.format === "csv" ? payee.replace(/"/g, '""') : payee);
      for (const t of truth.transactions)
        expect(
          cells.some((c) => c.includes(written(t.payee))),
          `${truth.file} ${t.payee}`,
        ).toBe(true);
    }
  });

  it("judges an answer as the statements scorer does: either printed day, each row once, nothing extra", () => {
    const truth = {
      transactions: [
        { date: "2026-10-01", other_date: "2026-10-03", amount: "12.50" },
        { date: "2026-10-02", amount: "-100.00" },
      ],
    };
    const items = [
      { date: "2026-10-03", amount: "12.5" },
      { date: "2026-10-02", amount: "-100" },
    ];
    expect(judge(truth, 200, { items, verification: { status: "balanced" } }).verdict).toBe("exact");
    const wrong = judge(truth, 200, { items: [items[0], { date: "2026-10-02", amount: "100" }], verification: { status: "balanced" } });
    expect(wrong).toMatchObject({ verdict: "silent", balancedWrong: true, matched: 1 });
    expect(judge(truth, 200, { items: [items[0]], profile: { warnings: ["check"] } }).verdict).toBe("warned");
    expect(judge(truth, 422, { error: { message: "no table" } }).verdict).toBe("refused");
    // Two rows of one sum whose days overlap: each planned day meets the row it is the own day of.
    const twins = {
      transactions: [
        { date: "2026-10-01", other_date: "2026-10-03", amount: "5" },
        { date: "2026-10-03", other_date: "2026-10-04", amount: "5" },
      ],
    };
    const planned = [
      { date: "2026-10-03", amount: "5" },
      { date: "2026-10-01", amount: "5" },
    ];
    expect(judge(twins, 200, { items: planned }).verdict).toBe("exact");
  });
});
