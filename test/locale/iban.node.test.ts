// IBANs as statements write them: found by their shape, kept by their check digits.
import { describe, expect, it } from "vitest";
import { ibansIn, validIban } from "../../src/locale/iban";

describe("an IBAN's check digits", () => {
  it("takes a valid one and refuses one digit changed", () => {
    expect(validIban("DE89370400440532013000")).toBe(true);
    expect(validIban("GB29NWBK60161331926819")).toBe(true);
    expect(validIban("DE89370400440532013001")).toBe(false);
  });
});

describe("the IBANs a line writes: a bank's letters among the digits, in groups or not", () => {
  it.each([
    ["IBAN: NL91 ABNA 0417 1643 00", "NL91ABNA0417164300"],
    ["Rekeningnummer NL91ABNA0417164300 EUR", "NL91ABNA0417164300"],
    ["Account GB29 NWBK 6016 1331 9268 19", "GB29NWBK60161331926819"],
    ["IBAN DE89 3704 0044 0532 0130 00 BIC COBADEFFXXX", "DE89370400440532013000"],
    ["Compte FR14 2004 1010 0505 0001 3M02 606", "FR1420041010050500013M02606"],
  ])("%s", (line, iban) => {
    expect(ibansIn(line)).toEqual([iban]);
  });

  it("leaves out a creditor identifier and a reference of the same look", () => {
    expect(ibansIn("Gläubiger-ID DE98ZZZ09999999999 Mandat 4711")).toEqual([]);
    expect(ibansIn("Ref NL12 ABCD 0123 4567 89")).toEqual([]);
  });
});
