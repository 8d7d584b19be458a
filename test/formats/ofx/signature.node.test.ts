// OFX/QFX told by its first bytes alone (src/formats/ofx/signature.ts), as the registry asks in the main module.
import { describe, expect, it } from "vitest";
import { OFX_ELEMENT, recognizesOfx } from "../../../src/formats/ofx/signature";

const enc = (s: string) => new TextEncoder().encode(s);

describe("an OFX file is its OFX element after header lines, declarations and comments only", () => {
  it.each([
    ["SGML 1.x headers", "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX>\n<SIGNONMSGSRSV1>"],
    ["headers on one line (a Brazilian bank's)", "OFXHEADER:100 DATA:OFXSGML VERSION:102 ENCODING:USASCII\n<OFX>"],
    ["XML 2.x with its processing instruction", '<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n<OFX>'],
    ["a byte-order mark and a comment first", '\uFEFF<!-- exported by the bank -->\n<OFX xmlns:ofx="http://ofx.net">'],
    ["a namespace prefix", '<?xml version="1.0" encoding="UTF-8"?><ofx:OFX xmlns:ofx="x">'],
  ])("%s", (_, text) => {
    expect(recognizesOfx(enc(text))).toBe(true);
  });
});

describe("a file that only mentions OFX is not claimed", () => {
  it.each([
    ["a CSV whose memo says <OFX>", "Date,Memo,Amount\n2026-01-01,<OFX> export,1\n"],
    ["an HTML page about OFX", "<html><body><p>Download <OFX> files here</p>"],
    ["OFXHEADER alone, no element", "OFXHEADER:100\nDATA:OFXSGML\n"],
    ["a CAMT message", '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">'],
  ])("%s", (_, text) => {
    expect(recognizesOfx(enc(text))).toBe(false);
  });

  it("names the OFX element in any case, never the header's OFXHEADER", () => {
    expect(['<OFX xmlns="x">', "<ofx:OFX>", "<ofx>", "<OFXHEADER>"].map((t) => OFX_ELEMENT.test(t))).toEqual([true, true, true, false]);
  });
});
