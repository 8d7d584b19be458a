// The PDF statement reader's entry: PDF.js's text items as words, the pages' statement, or why a PDF gives none.
import { describe, expect, it } from "vitest";
import type { TextItem } from "pdfjs-serverless";
import { pdfStatement, wordsOf } from "../../../src/formats/pdf/document";
import { PDF_BOUNDS } from "../../../src/formats/pdf/cost";
import { inflatingSpaces, sharedText, unclosedSaves } from "../../support/hostile-pdf";
import { encryptedPdf, scannedPdf } from "../../support/pdf";
import { longStatement, statementPdf } from "../../support/statement-pdf";

const item = (str: string, x: number, y: number, width: number, size = 9): TextItem =>
  ({ str, dir: "ltr", transform: [size, 0, 0, size, x, y], width, height: size, fontName: "F1", hasEOL: false }) as TextItem;

describe("text items are words where they are drawn, sized by their font; blank items are none", () => {
  it("places each word at its x and baseline, its end at x plus its width", () => {
    const words = wordsOf([item("Miete", 40, 700, 25), item("   ", 80, 700, 10), item("1.200,00", 400, 700, 40, 10)]);
    expect(words.map((w) => [w.text, w.x, w.end, w.y, w.size])).toEqual([
      ["Miete", 40, 65, 700, 9],
      ["1.200,00", 400, 440, 700, 10],
    ]);
  });
});

describe("a PDF gives its statement, a table per account, or why it gives none", () => {
  it("reads a table of dated rows", async () => {
    const pdf = await statementPdf([
      [
        [["Statement of account 12345678, 30/04/2025", 50]],
        [
          ["Date", 50],
          ["Description", 110],
          ["Amount", 545, "r"],
        ],
        [
          ["02/04/2025", 50],
          ["WATER UTILITY", 110],
          ["-42.00", 545, "r"],
        ],
        [
          ["09/04/2025", 50],
          ["REFUND SHOP", 110],
          ["12.00", 545, "r"],
        ],
      ],
    ]);
    const read = await pdfStatement(pdf);
    expect(read.ok && new TextDecoder().decode(read.value[0]!.text)).toContain("2025-04-02,WATER UTILITY,42.00,");
  });

  it("says a scan has no text, an encrypted PDF needs a password, and bytes PDF.js cannot open are unreadable", async () => {
    const refusals = await Promise.all([
      scannedPdf().then(pdfStatement),
      pdfStatement(encryptedPdf()),
      pdfStatement(new TextEncoder().encode("%PDF-1.4\ngarbage")),
    ]);
    expect(refusals.map((r) => (r.ok ? "ok" : r.reason.kind))).toEqual(["scan", "encrypted", "unreadable"]);
  });

  it("says text without a table of dated transactions holds none", async () => {
    const read = await pdfStatement(await statementPdf([[[["Dear customer, your new card is on its way.", 50]]]]));
    expect(read).toEqual({ ok: false, reason: { kind: "no_table", problem: "no table of dated transactions was found in its text" } });
  });
});

describe("a PDF that would cost more than one PDF may is refused before PDF.js reads it, naming the limit", () => {
  it("3 million unclosed q, 200 pages sharing 5 MB of text, a stream of 120 MB: each by its bound", async () => {
    const refusals = await Promise.all(
      [unclosedSaves(), sharedText(200, 5_000_000), inflatingSpaces(120)].map(async (pdf) => pdfStatement(await pdf)),
    );
    expect(refusals.map((r) => !r.ok && [r.reason.kind, r.reason.bound])).toEqual([
      ["over_bound", "work"],
      ["over_bound", "pageText"],
      ["over_bound", "streamBytes"],
    ]);
    expect(refusals.map((r) => !r.ok && r.reason.problem)).toEqual([
      "drawing it takes more than 12,000,000 steps, the most Intake reads from one PDF",
      "a page of it shows more than 256 KB of text, the most Intake reads from one page",
      "one of its streams inflates to more than 16 MB, the most Intake reads of one",
    ]);
  });
});

describe("every page is read, or the PDF is refused naming the pages it has", () => {
  it("a real-sized statement of 300 pages (45 rows each) is read whole", { timeout: 120_000 }, async () => {
    const { pdf, rows } = await longStatement(300, 45);
    const read = await pdfStatement(pdf);
    const lines = read.ok ? new TextDecoder().decode(read.value[0]!.text).trim().split(/\r?\n/) : [];
    expect(lines.filter((l) => /^\d{4}-\d{2}-\d{2},/.test(l))).toHaveLength(rows.length);
    expect(rows).toHaveLength(13_500);
  });

  it(`a PDF of more than ${PDF_BOUNDS.pages.toLocaleString("en")} pages is refused, never read in part`, { timeout: 120_000 }, async () => {
    const read = await pdfStatement(await sharedText(PDF_BOUNDS.pages + 1, 20));
    expect(read).toEqual({
      ok: false,
      reason: { kind: "over_bound", bound: "pages", problem: "it has more than 500 pages, the most Intake reads from one PDF" },
    });
  });
});

describe("text drawn up or down the page (a reference along its margin) is on no line of the page", () => {
  const turned = (str: string, x: number, y: number): TextItem =>
    ({ str, dir: "ltr", transform: [0, 7.36, -8.26, 0, x, y], width: 6, height: 8, fontName: "F1", hasEOL: false }) as TextItem;
  it("drops the margin's letters, keeps the row's words", () => {
    const words = wordsOf([turned("2", 14, 700), item("05/05/2014", 52, 700, 40), item("VIR CAF", 148, 700, 40)]);
    expect(words.map((w) => w.text)).toEqual(["05/05/2014", "VIR CAF"]);
  });
  it("keeps a word drawn a little slanted (an italic's small skew is still a line's)", () => {
    const slanted = { ...item("Miete", 40, 700, 25), transform: [9, 0.5, 1.5, 9, 40, 700] } as TextItem;
    expect(wordsOf([slanted]).map((w) => w.text)).toEqual(["Miete"]);
  });
});
