// The PDF statement reader's entry: PDF.js's text items as words, the pages' statement, or why a PDF gives none.
import { describe, expect, it } from "vitest";
import type { TextItem } from "pdfjs-serverless";
import { pdfStatement, wordsOf } from "../../../src/formats/pdf/document";
import { encryptedPdf, scannedPdf } from "../../support/pdf";
import { statementPdf } from "../../support/statement-pdf";

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
