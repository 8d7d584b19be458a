// The registry (src/formats/registry.ts): every format and container, told by its first bytes, CSV last judging what
// none claims; each statement format's reader reached in the statement readers' module, as the registry names it.
import { describe, expect, it } from "vitest";
import {
  CONTAINERS,
  CSV_FORMAT,
  FORMATS,
  fileKinds,
  formatNames,
  identify,
  plausible,
  recognize,
  registered,
  signed,
  STATEMENT_FORMATS,
} from "../../src/formats/registry";
import { ofxAdapter, STATEMENT_ADAPTERS } from "../../src/formats/statements";
import { SAMPLES } from "./samples";

const enc = (s: string) => new TextEncoder().encode(s);
const PDF_HEAD = enc("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n");
const XLSX_HEAD = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...enc("\0\0\0\0[Content_Types].xml xl/workbook.xml")]);
const HTML_XLS_HEAD = enc("<html><body><table><tr><td>Datum</td><td>Betrag</td></tr></table></body></html>");

describe("each format is told by its first bytes; CSV, asked last, takes what no other claims", () => {
  it.each(Object.keys(SAMPLES))("recognises a %s file", (format) => {
    expect(recognize(SAMPLES[format]!).format).toBe(format);
  });

  it("lists CSV last, after every statement format", () => {
    expect(FORMATS.map((f) => f.format)).toEqual([...STATEMENT_FORMATS.map((f) => f.format), "csv"]);
    expect(FORMATS.at(-1)).toBe(CSV_FORMAT);
    expect(recognize(enc("Buchungstag;Betrag\n03.03.2025;-12,50\n"))).toBe(CSV_FORMAT);
  });
});

describe("a statement format is told in the main module and read by the statement readers' module", () => {
  it("reaches, for each, the reader that carries its name and recognises as its signature does", async () => {
    const readers = await Promise.all(STATEMENT_FORMATS.map((f) => f.adapter()));
    expect(readers.map((a) => [a.format, a.name])).toEqual(STATEMENT_FORMATS.map((f) => [f.format, f.name]));
    expect(readers.map((a) => a.format)).toEqual(STATEMENT_ADAPTERS.map((a) => a.format));
    for (const [i, format] of STATEMENT_FORMATS.entries())
      for (const sample of Object.values(SAMPLES)) expect(readers[i]!.recognizes(sample)).toBe(format.recognizes(sample));
  });
});

describe("a container is told before the formats, and says what it is, its limit and whether it holds sections", () => {
  it("opens a PDF as a PDF of several accounts, a workbook and a bank's HTML table as spreadsheets of one", () => {
    expect([identify(PDF_HEAD).container?.what, identify(PDF_HEAD).container?.sections]).toEqual(["a PDF", true]);
    expect([identify(XLSX_HEAD).container?.what, identify(XLSX_HEAD).container?.sections]).toEqual(["an Excel workbook (XLSX)", false]);
    expect(identify(HTML_XLS_HEAD).container?.what).toBe("an HTML table");
    for (const head of [PDF_HEAD, XLSX_HEAD]) expect(identify(head).container?.maxBytes).toBeGreaterThan(1024 * 1024);
  });

  it("leaves every format's file to the formats", () => {
    for (const [format, sample] of Object.entries(SAMPLES)) expect(identify(sample).format?.format).toBe(format);
  });

  it("calls a file signed when its bytes say what it is: a container or a format with a signature, not CSV", () => {
    expect([PDF_HEAD, XLSX_HEAD, SAMPLES.ofx!, SAMPLES.camt!, SAMPLES.csv!].map(signed)).toEqual([true, true, true, true, false]);
  });
});

describe("every format and container names its files", () => {
  it("lists CSV, the statements as asked, then the containers", () => {
    expect(fileKinds()).toEqual([CSV_FORMAT, ...STATEMENT_FORMATS, ...CONTAINERS].map((f) => f.file));
    expect(fileKinds().every((k) => k.extensions.length > 0)).toBe(true);
  });
});

describe("the pages name each format by what plans carry", () => {
  it("maps every format to its name", () => {
    expect(formatNames()).toEqual({ ofx: "OFX", qif: "QIF", mt940: "MT940", camt: "CAMT", csv: "CSV" });
  });
});

describe("a registered adapter is reached through the registry as it is", () => {
  it("recognises as the adapter does, and gives the adapter", async () => {
    const ofx = registered(ofxAdapter, STATEMENT_FORMATS[0]!.file);
    expect([ofx.format, ofx.name, ofx.recognizes(SAMPLES.ofx!), ofx.recognizes(SAMPLES.csv!)]).toEqual(["ofx", "OFX", true, false]);
    expect(await ofx.adapter()).toBe(ofxAdapter);
  });
});

describe("every plan an adapter gives through plausible() has implausible items as row errors", () => {
  it("makes a QIF transaction of a year far ahead a row error, the other planned", () => {
    const far = enc("!Type:Bank\nD03/03/2025\nT-12.50\nPShop\n^\nD03/05/2199\nT-1.00\nPFuture\n^\n");
    const qif = STATEMENT_ADAPTERS.find((a) => a.format === "qif")!;
    const plan = plausible(qif).plan(far, { accountId: 1 });
    expect(plan.items.map((i) => i.item.payee)).toEqual(["Shop"]);
    expect(plan.rows.map((r) => r.outcome)).toEqual(["planned", "error"]);
  });
});
