// The issuer's own reference of the payment, when the alert labels one.
import { describe, expect, it } from "vitest";
import { referenceIn } from "../../../../src/mail/reader/alert/reference";

describe("the issuer's reference", () => {
  it.each([
    ["Reference: 8F3K2", "8F3K2"],
    ["Auth code 123456", "123456"],
    ["Transaction ID: 7XK12345AB678901C", "7XK12345AB678901C"],
    ["Autorisierungscode: 004512", "004512"],
    ["Código de autorización: 778899", "778899"],
    ["承認番号：123456", "123456"],
    ["交易号：2024111922001234567890", "2024111922001234567890"],
  ])("%s", (line, reference) => {
    expect(referenceIn([line])).toBe(reference);
  });
  it("on the line under its label", () => {
    expect(referenceIn(["Reference number:", "AB12CD"])).toBe("AB12CD");
  });
  it("a word after 'reference' is the sentence going on, not a reference", () => {
    expect(referenceIn(["Please keep this for reference only."])).toBeNull();
    expect(referenceIn(["Referenz: Miete November"])).toBeNull();
  });
});
