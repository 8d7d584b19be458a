// The account a PDF statement's line names: an IBAN of any country (letters among its digits), else a labelled
// number; a creditor identifier or a reference of an IBAN's look names none.
import { describe, expect, it } from "vitest";
import { accountNamed } from "../../../src/formats/pdf/accounts";

describe("a line names the account by its IBAN, whatever the country writes among the digits", () => {
  it.each([
    ["Rekeningnummer NL91 ABNA 0417 1643 00", "NL91ABNA0417164300"],
    ["Account: GB29 NWBK 6016 1331 9268 19 Sort code 60-16-13", "GB29NWBK60161331926819"],
    ["IBAN DE89 3704 0044 0532 0130 00 BIC COBADEFFXXX", "DE89370400440532013000"],
    ["Compte FR14 2004 1010 0505 0001 3M02 606", "FR1420041010050500013M02606"],
  ])("%s", (line, number) => {
    expect(accountNamed(line)).toBe(number);
  });
});

describe("a line of an IBAN's look that is no IBAN names no account", () => {
  it("leaves out a creditor identifier and a reference, and still reads a labelled number", () => {
    expect(accountNamed("Gläubiger-ID DE98ZZZ09999999999")).toBeNull();
    expect(accountNamed("Kenmerk NL12 ABCD 0123 4567 89")).toBeNull();
    expect(accountNamed("Kontonummer 0532013000")).toBe("0532013000");
  });
});
