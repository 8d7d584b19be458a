// The formats in the order they are asked: each told by its first bytes, CSV last judging what none claims.
import { describe, expect, it } from "vitest";
import { CSV_FORMAT, FORMATS, formatNames, plausible, recognize, registered, STATEMENT_ADAPTERS } from "../../src/formats/registry";
import { ofxAdapter } from "../../src/formats/ofx/adapter";
import { SAMPLES } from "./samples";

describe("each format is told by its first bytes; CSV, asked last, takes what no other claims", () => {
  it.each(Object.keys(SAMPLES))("recognises a %s file", (format) => {
    expect(recognize(SAMPLES[format]!).format).toBe(format);
  });

  it("lists CSV last, after every statement format", () => {
    expect(FORMATS.map((f) => f.format)).toEqual([...STATEMENT_ADAPTERS.map((a) => a.format), "csv"]);
    expect(FORMATS.at(-1)).toBe(CSV_FORMAT);
    expect(recognize(new TextEncoder().encode("Buchungstag;Betrag\n03.03.2025;-12,50\n"))).toBe(CSV_FORMAT);
  });
});

describe("the pages name each format by what plans carry", () => {
  it("maps every format to its name", () => {
    expect(formatNames()).toEqual({ ofx: "OFX", qif: "QIF", mt940: "MT940", camt: "CAMT", csv: "CSV" });
  });
});

describe("a registered adapter is reached through the registry as it is", () => {
  it("recognises as the adapter does, and gives the adapter", async () => {
    const ofx = registered(ofxAdapter);
    expect([ofx.format, ofx.name, ofx.recognizes(SAMPLES.ofx!), ofx.recognizes(SAMPLES.csv!)]).toEqual(["ofx", "OFX", true, false]);
    expect(await ofx.adapter()).toBe(ofxAdapter);
  });
});

describe("every plan an adapter gives through plausible() has implausible items as row errors", () => {
  it("makes a QIF transaction of a year far ahead a row error, the other planned", () => {
    const far = new TextEncoder().encode("!Type:Bank\nD03/03/2025\nT-12.50\nPShop\n^\nD03/05/2199\nT-1.00\nPFuture\n^\n");
    const qif = STATEMENT_ADAPTERS.find((a) => a.format === "qif")!;
    const plan = plausible(qif).plan(far, { accountId: 1 });
    expect(plan.items.map((i) => i.item.payee)).toEqual(["Shop"]);
    expect(plan.rows.map((r) => r.outcome)).toEqual(["planned", "error"]);
  });
});
