// QIF told by its first bytes alone (src/formats/qif/signature.ts), as the registry asks in the main module.
import { describe, expect, it } from "vitest";
import { recognizesQif } from "../../../src/formats/qif/signature";

const enc = (s: string) => new TextEncoder().encode(s);

describe("a QIF file opens with its type, account or option line, or with a record of field lines", () => {
  it.each([
    ["Quicken's bank type", "!Type:Bank\nD03/03/2025\nT-12.50\nPShop\n^\n"],
    ["a card type after a byte-order mark", "\uFEFF!Type:CCard\nD2025-03-03\nU-12.50\n^\n"],
    ["an account block first", "!Account\nNChecking\nTBank\n^\n!Type:Bank\n"],
    ["an option line", "!Option:AutoSwitch\n!Account\nNSavings\n^\n"],
    [
      "no type line: a record of fields with a date and an amount",
      "D03.03.2025\nT-12,50\nPBäckerei\nMBrötchen\n^\nD04.03.2025\nT-3,00\n^\n",
    ],
  ])("%s", (_, text) => {
    expect(recognizesQif(enc(text))).toBe(true);
  });
});

describe("look-alikes of QIF are not claimed", () => {
  it.each([
    ["a CSV", "Date,Payee,Amount\n2025-03-03,Shop,-12.50\n"],
    ["a record without an amount", "D03/03/2025\nPShop\n^\n"],
    ["a record without a date", "T-12.50\nPShop\n^\n"],
    ["prose before the caret", "Dear customer,\nDate 03/03/2025\nTotal -12.50\n^\n"],
    ["a caret first", "^\nD03/03/2025\nT-1\n"],
  ])("%s", (_, text) => {
    expect(recognizesQif(enc(text))).toBe(false);
  });
});
