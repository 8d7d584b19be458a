// A CAMT message told by its first bytes alone (src/formats/camt/signature.ts), as the registry asks in the main module.
import { describe, expect, it } from "vitest";
import { recognizesCamt } from "../../../src/formats/camt/signature";

const enc = (s: string) => new TextEncoder().encode(s);
const utf16le = (s: string) => {
  const bytes = new Uint8Array(2 + s.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let i = 0; i < s.length; i++) bytes[2 + i * 2] = s.charCodeAt(i);
  return bytes;
};

describe("a CAMT message is camt.052, .053 or .054 by its namespace or its message's element", () => {
  it.each([
    ["camt.053 by its namespace", '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>'],
    [
      "camt.052 prefixed",
      '<?xml version="1.0"?><ns2:Document xmlns:ns2="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02"><ns2:BkToCstmrAcctRpt>',
    ],
    ["camt.054 without a namespace", "<Document><BkToCstmrDbtCdtNtfctn><GrpHdr>"],
    ["in UTF-16 with its mark", '<?xml version="1.0" encoding="UTF-16"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">'],
  ])("%s", (name, text) => {
    expect(recognizesCamt(name.includes("UTF-16") ? utf16le(text) : enc(text))).toBe(true);
  });
});

describe("other XML is not claimed", () => {
  it.each([
    [
      "a payment order (pain.001)",
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn>',
    ],
    ["camt.056, a cancellation", '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.056.001.01">'],
    ["an XML OFX", '<?xml version="1.0"?><?OFX OFXHEADER="200"?><OFX>'],
    ["an Excel 2003 workbook", '<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet">'],
  ])("%s", (_, text) => {
    expect(recognizesCamt(enc(text))).toBe(false);
  });
});
