// The sign decided from the file's signals: the stronger decides, agreeing ones are named, a disagreement is a warning.
import { describe, expect, it } from "vitest";
import { planCsv, type CsvProfile } from "../../../../src/formats/csv";
import { planFixture } from "../fixture-plan";
import ruTinkoff from "../unseen/sign-ru-tinkoff-words";
import beType from "../unseen/sign-be-type-debit-credit-signed";

const enc = (s: string) => new TextEncoder().encode(s);
/** The profile's warnings about the sign (dates and amount scale have their own). */
const signWarnings = (p: CsvProfile | undefined) => (p?.warnings ?? []).filter((w) => /\bsign\b/.test(w));

describe("the stronger signal decides and a disagreement is a warning", () => {
  it("the running balance over the rows' words", () => {
    const file =
      "Date,Description,Amount,Balance\n2024-02-03,SALARY ACME,-10.00,90.00\n2024-02-04,REFUND SHOP,-5.00,85.00\n" +
      "2024-02-05,ATM WITHDRAWAL,100.00,185.00\n2024-02-06,SALARY ACME,-1.00,184.00\n";
    const p = planCsv(enc(file), { accountId: 1 }).profile!;
    expect(p.sign).toBe("negative_is_money_out");
    expect(signWarnings(p)).toEqual([
      expect.stringMatching(/^the sign follows the running balance .*, but the rows' words say the direction: 4 of 4/),
    ]);
  });
  it("the rows' words over a card number column whose rows are mostly positive (a debit card's top-ups)", () => {
    const p = planFixture(ruTinkoff).profile!;
    expect(signWarnings(p)).toEqual([
      expect.stringMatching(/^the sign follows the rows' words .*, but the header names a card \("Номер карты"\)/),
    ]);
  });
  it("the running balance over the marks on the amounts: the marks are not followed", () => {
    const file =
      "Date,Description,Amount,Balance\n2024-02-03,SHOP,10.00CR,90.00\n2024-02-04,SHOP,5.00CR,85.00\n2024-02-05,EMPLOYER,100.00,185.00\n";
    const p = planCsv(enc(file), { accountId: 1 }).profile!;
    expect(p.indicatorIn).toBeUndefined();
    expect(signWarnings(p)).toEqual([expect.stringMatching(/^the marks on the amounts say 2 marked "CR" .* the marks were not followed/)]);
  });
  it("agreeing signals are named in the reason", () => {
    expect(planFixture(beType).profile!.signReason).toMatch(/\(confirmed by the rows' words\)$/);
  });
});
