// The statement readers' module (src/formats/statements.ts, built as vendor/statement-readers.mjs): the four adapters,
// each recognising with its format's own signature, so the registry's main-module check and the reader agree.
import { describe, expect, it } from "vitest";
import { recognizesCamt } from "../../src/formats/camt/signature";
import { recognizesMt940 } from "../../src/formats/mt940/signature";
import { recognizesOfx } from "../../src/formats/ofx/signature";
import { recognizesQif } from "../../src/formats/qif/signature";
import { camtAdapter, mt940Adapter, ofxAdapter, qifAdapter, STATEMENT_ADAPTERS } from "../../src/formats/statements";

describe("the module holds each statement reader, recognising by its format's signature", () => {
  it("lists OFX, QIF, MT940 and CAMT in the registry's order", () => {
    expect(STATEMENT_ADAPTERS.map((a) => a.format)).toEqual(["ofx", "qif", "mt940", "camt"]);
    expect(STATEMENT_ADAPTERS).toEqual([ofxAdapter, qifAdapter, mt940Adapter, camtAdapter]);
  });

  it("gives each adapter its signature's very function", () => {
    expect([ofxAdapter, qifAdapter, mt940Adapter, camtAdapter].map((a) => a.recognizes)).toEqual([
      recognizesOfx,
      recognizesQif,
      recognizesMt940,
      recognizesCamt,
    ]);
  });
});
