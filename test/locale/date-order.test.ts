// How the budget's settings say day and month are written: a locale by what Intl writes there, a chosen date format by
// its tokens, a currency by its country (a hint).
import { describe, expect, it } from "vitest";
import { orderOfCurrency, orderOfDisplayFormat, orderOfLocale } from "../../src/locale/date-order";

describe("a locale writes dates in the order Intl writes them there", () => {
  it("reads day-first, month-first and year-first locales of every continent", () => {
    const orders = Object.fromEntries(
      ["en-GB", "en-IN", "de-DE", "fr-FR", "pt-BR", "es-MX", "en-AU", "en-US", "en-PH", "ja-JP", "sv-SE", "hu-HU"].map((l) => [
        l,
        orderOfLocale(l),
      ]),
    );
    expect(orders).toEqual({
      "en-GB": "DMY",
      "en-IN": "DMY",
      "de-DE": "DMY",
      "fr-FR": "DMY",
      "pt-BR": "DMY",
      "es-MX": "DMY",
      "en-AU": "DMY",
      "en-US": "MDY",
      "en-PH": "MDY",
      "ja-JP": "YMD",
      "sv-SE": "YMD",
      "hu-HU": "YMD",
    });
  });

  it("reads the service's old language codes (iw-IL, in-ID) as Intl does", () => {
    expect([orderOfLocale("iw-IL"), orderOfLocale("in-ID")]).toEqual(["DMY", "DMY"]);
  });

  it("says nothing of a locale Intl does not know or a malformed tag, rather than its default's order", () => {
    expect([orderOfLocale("qq-QQ"), orderOfLocale("not a locale"), orderOfLocale("")]).toEqual([null, null, null]);
  });
});

describe("a date format the person chose says the order they read dates in", () => {
  it("reads the order of its day and month, whatever the separator or the month's spelling", () => {
    expect(["DD/MM/YYYY", "D.M.YYYY", "D MMM YYYY", "MM/DD/YYYY", "M-D-YYYY"].map(orderOfDisplayFormat)).toEqual([
      "DMY",
      "DMY",
      "DMY",
      "MDY",
      "MDY",
    ]);
  });

  it("says nothing for the service's default (everyone has it) nor for a year-first format", () => {
    expect(["MMM D, YYYY", "YYYY-MM-DD", "YYYY/M/D"].map(orderOfDisplayFormat)).toEqual([null, null, null]);
  });
});

describe("an account's currency hints at how its bank writes dates", () => {
  it("reads the dollar month-first and the euro, pound, rupee, real and rand day-first", () => {
    expect(["usd", "EUR", "gbp", "inr", "brl", "zar"].map(orderOfCurrency)).toEqual(["MDY", "DMY", "DMY", "DMY", "DMY", "DMY"]);
  });

  it("says nothing where the currency's country writes both orders or the year first", () => {
    expect(["cad", "jpy", "cny", "krw", "huf", "", "euro"].map(orderOfCurrency)).toEqual([null, null, null, null, null, null, null]);
  });
});
