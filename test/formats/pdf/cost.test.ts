// What a PDF costs to read, measured before PDF.js reads it: each bound refuses the file that would stall the isolate,
// naming the limit, and lets its look-alike through.
import { describe, expect, it } from "vitest";
import { PDF_BOUNDS, pdfCost } from "../../../src/formats/pdf/cost";
import { inflatingSpaces, rawPdf, sharedText, shown, unclosedSaves } from "../../support/hostile-pdf";
import { textPdf } from "../../support/pdf";

const boundOf = async (pdf: Promise<Uint8Array> | Uint8Array) => {
  const cost = await pdfCost(await pdf);
  return cost.ok ? "ok" : cost.reason.bound;
};

describe("operators are bounded, each weighed by the graphics states saved around it", () => {
  it("a 6.5 KB page of 3 million unclosed q is refused, naming the limit", async () => {
    const cost = await pdfCost(await unclosedSaves());
    expect(cost).toEqual({
      ok: false,
      reason: { bound: "work", problem: "drawing it takes more than 12,000,000 steps, the most Intake reads from one PDF" },
    });
  });

  it("300,000 q closed at once each (q Q), as 1,600 pages of a drawn statement hold, are read", async () => {
    expect(await boundOf(rawPdf([0], [{ text: "q Q\n", times: 300_000 }]))).toBe("ok");
  });
});

describe("a stream is paid as often as the file refers to it", () => {
  it("200 pages sharing one stream of 5 MB of text: refused by the text one page may show", async () => {
    expect(await boundOf(sharedText(200, 5_000_000))).toBe("pageText");
  });

  it("200 pages sharing a stream of 100 KB each: refused by the text the whole file may show", async () => {
    expect(await boundOf(sharedText(200, 100_000))).toBe("text");
  });

  it("200 pages sharing a stream of 2 KB of text, and a page of 200 KB of it, are read", async () => {
    expect(await boundOf(sharedText(200, 2_000))).toBe("ok");
    expect(await boundOf(sharedText(1, 200_000))).toBe("ok");
  });

  it("a form drawn 10,000 times by one page costs its text each time", async () => {
    const form = { text: shown(1_000), extra: "/Type /XObject /Subtype /Form /BBox [0 0 595 842]" };
    expect(await boundOf(rawPdf([0], [{ text: "/Fx Do\n", times: 10_000 }, form]))).toBe("pageText");
    expect(await boundOf(rawPdf([0], [{ text: "/Fx Do\n", times: 10 }, form]))).toBe("ok");
  });
});

describe("streams inflate to a bounded size, each and all together, never held whole", () => {
  it(`one stream past ${PDF_BOUNDS.streamBytes / 1024 / 1024} MB of spaces is refused; one just under it is read`, async () => {
    expect(await boundOf(inflatingSpaces(17))).toBe("streamBytes");
    expect(await boundOf(inflatingSpaces(15))).toBe("ok");
  });

  it(`streams of ${PDF_BOUNDS.decodedBytes / 1024 / 1024} MB and more in all are refused`, async () => {
    const spaces = { text: " ".repeat(1024 * 1024), times: 14 };
    expect(await boundOf(rawPdf([0, 1, 2, 3, 4], [spaces, spaces, spaces, spaces, spaces]))).toBe("decodedBytes");
    expect(await boundOf(rawPdf([0, 1, 2, 3], [spaces, spaces, spaces, spaces]))).toBe("ok");
  });
});

describe("an ordinary PDF costs little", () => {
  it("a text invoice as pdf-lib writes it (object streams, a font) is read", async () => {
    const cost = await pdfCost(await textPdf([["Nordlicht Hosting GmbH", "Rechnungsbetrag\t119,00 €"]]));
    expect(cost.ok && cost.value.text).toBeGreaterThan(10);
  });
});
