// A PDF attachment's text, read inside workerd by PDF.js (pdfjs-serverless), lines as a receipt's text is read.
import { describe, expect, it } from "vitest";
import { FIRST_PAGES, MAX_PDF_BYTES, pagesToRead, pdfText } from "../../../src/mail/reader/pdf-text";
import { encryptedPdf, scannedPdf, textPdf } from "../../support/pdf";

describe("a text PDF is read as lines, top to bottom, each left to right", () => {
  it("keeps a line's words, and puts a tab between a label and its right-aligned amount", async () => {
    const read = await pdfText(await textPdf([["Invoice INV-2026-118", "Widget, blue\t€ 40.00", "Total paid\t€ 48.40"]]));
    expect(read).toEqual({
      ok: true,
      value: { lines: ["Invoice INV-2026-118", "Widget, blue\t€ 40.00", "Total paid\t€ 48.40"], pages: 1, pagesRead: [1] },
    });
  });

  it("reads accented text as written (de, fr, es)", async () => {
    const read = await pdfText(
      await textPdf([["Gesamtbetrag (inkl. MwSt.)\t119,00 €", "Montant TTC réglé\t59,90 €", "Importe pagado\t12,50 €"]]),
    );
    expect(read.ok && read.value.lines).toEqual([
      "Gesamtbetrag (inkl. MwSt.)\t119,00 €",
      "Montant TTC réglé\t59,90 €",
      "Importe pagado\t12,50 €",
    ]);
  });

  it("separates pages by a blank line", async () => {
    const read = await pdfText(await textPdf([["Page one"], ["Page two"]]));
    expect(read.ok && read.value.lines).toEqual(["Page one", "", "Page two"]);
  });

  it("leaves the bytes it was given whole (they are attached to the transaction afterwards)", async () => {
    const bytes = await textPdf([["Total\t$9.00"]]);
    const copy = bytes.slice();
    await pdfText(bytes);
    expect(bytes).toEqual(copy);
  });
});

describe("pages read: the first few and the last", () => {
  it(`reads the first ${FIRST_PAGES} pages and the last of a long PDF, not the ones between`, async () => {
    const pages = Array.from({ length: 12 }, (_, i) => [`Page ${i + 1}`]);
    const read = await pdfText(await textPdf(pages));
    expect(read).toEqual({
      ok: true,
      value: { lines: ["Page 1", "", "Page 2", "", "Page 3", "", "Page 12"], pages: 12, pagesRead: [1, 2, 3, 12] },
    });
  });

  it("reads every page of a short PDF once", () => {
    expect(pagesToRead(1)).toEqual([1]);
    expect(pagesToRead(FIRST_PAGES)).toEqual([1, 2, 3]);
    expect(pagesToRead(FIRST_PAGES + 1)).toEqual([1, 2, 3, 4]);
  });
});

describe("a PDF that cannot be read is a problem in words, never a throw", () => {
  it("says a scanned (image-only) PDF has no text", async () => {
    const read = await pdfText(await scannedPdf());
    expect(read).toEqual({ ok: false, reason: { problem: expect.stringContaining("no text (a scanned image?)") } });
  });

  it("says an encrypted PDF needs a password, and marks it locked", async () => {
    expect(await pdfText(encryptedPdf())).toEqual({
      ok: false,
      reason: { problem: "it is encrypted (it needs a password to open)", locked: true },
    });
  });

  it("says bytes that are no PDF, or a PDF cut short, are not a valid PDF", async () => {
    const garbage = new TextEncoder().encode("%PDF-1.7\nthis is not a PDF at all\n");
    const whole = await textPdf([["Total\t$9.00"]]);
    for (const bytes of [garbage, whole.slice(0, 200), new Uint8Array(0)]) {
      const read = await pdfText(bytes);
      expect(read.ok).toBe(false);
      expect(read.ok === false && read.reason.problem).toMatch(/not a valid PDF|could not be read/);
    }
  });

  it("does not read a PDF over the byte bound", async () => {
    const read = await pdfText(new Uint8Array(MAX_PDF_BYTES + 1));
    expect(read).toEqual({ ok: false, reason: { problem: "it is over 10 MB, not read" } });
  });
});
