// MT940 told by its first bytes alone (src/formats/mt940/signature.ts), as the registry asks in the main module.
import { describe, expect, it } from "vitest";
import { recognizesMt940 } from "../../../src/formats/mt940/signature";

const enc = (s: string) => new TextEncoder().encode(s);

describe("an MT940 file has a statement's reference (or opening balance) and its account as fields", () => {
  it.each([
    ["plain fields", ":20:STARTUMS\n:25:10020030/1234567\n:28C:1/1\n:60F:C250302EUR0,00\n"],
    ["CR LF line ends", ":20:940S250303\r\n:25:PL61109010140000071219812874\r\n:28C:00001\r\n"],
    ["a SWIFT envelope around it", "{1:F01BANKDEFFAXXX0000000000}{2:O940}{4:\n:20:REF\n:25:DE89370400440532013000\n"],
    ["no :20:, an opening balance", ":25:NL91ABNA0417164300\n:28C:1\n:60F:C250101EUR100,00\n"],
    ["FinTS line ends (@@)", ":20:STARTUMSE@@:25:12345678/0001234567@@:28C:00000/001@@"],
  ])("%s", (_, text) => {
    expect(recognizesMt940(enc(text))).toBe(true);
  });
});

describe("look-alikes of MT940 are not claimed", () => {
  it.each([
    ["a reference without its account", ":20:REF\n:28C:1/1\n:60F:C250302EUR0,00\n"],
    ["the tags inside a CSV's cells", "Tag;Text\n1;:20:REF :25:DE89\n"],
    ["an MT942 note without fields at line starts", "Report for :25: account, ref :20: none\n"],
  ])("%s", (_, text) => {
    expect(recognizesMt940(enc(text))).toBe(false);
  });
});
