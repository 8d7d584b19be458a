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

describe("a line names the account by a word for it in the bank's language, then its number", () => {
  it.each([
    ["Tili 123456-7890123", "1234567890123"],
    ["Λογαριασμός 0026 0123 4567 8901", "0026012345678901"],
    ["Účet 2400123456/2010", "2400123456"],
    ["Rachunek nr 12 1050 1445 1000 0022 7647 0461", "12105014451000002276470461"],
    ["Счёт 4081 7810 0999 1000 4312", "40817810099910004312"],
    ["Tài khoản 9031 6665 8692 4371", "9031666586924371"],
    ["Ta\u0300i khoa\u0309n: 2930 3742 5780 8750", "2930374257808750"],
    ["Հաշիվ 1125 5142 9157 8111", "1125514291578111"],
    ["Рачун број 160-0000012345678-21", "160000001234567821"],
    ["Cont 0123 4567 8901 2345", "0123456789012345"],
    ["Akaun 1234 5678 9012", "123456789012"],
    ["खाता संख्या 1234 5678 9012", "123456789012"],
  ])("%s", (line, number) => {
    expect(accountNamed(line)).toBe(number);
  });

  it("a number the word names that begins as an IBAN keeps its country, whether or not its check digits hold", () => {
    expect(accountNamed("Konto DK82 3000 0001 2345 67")).toBe("DK8230000001234567");
    expect(accountNamed("Tili FI77 5959 4497 6137 2004")).toBe("FI775959449761372004");
  });

  it("a number without the word names no account: a reference, a phone number, a transfer's description", () => {
    expect(accountNamed("Viite 1234 5678 9012")).toBeNull();
    expect(accountNamed("Tel. 0800 123 4567")).toBeNull();
    expect(accountNamed("Overførsel DK82 3000 0001 2345 67")).toBeNull();
    expect(accountNamed("Contract 1234 5678 9012")).toBeNull();
    expect(accountNamed("Discount 1234 5678 9012")).toBeNull();
    expect(accountNamed("Số tham chiếu 1234 5678 9012")).toBeNull();
  });
});
