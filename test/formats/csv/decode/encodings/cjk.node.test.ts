// How a character fits a CJK language: its common characters fit, rare ones of its script count against, and a
// script the language does not write (kana in Chinese, Hangul in Japanese) is a wrong reading's.
import { describe, expect, it } from "vitest";
import { cjkFit } from "../../../../../src/formats/csv/decode/encodings/cjk";

describe("a bank export's common characters fit their language", () => {
  it.each([
    ["残", "Han", "Japanese"],
    ["カ", "Kana", "Japanese"],
    ["账", "Han", "Chinese (simplified)"],
    ["帳", "Han", "Chinese (traditional)"],
    ["잔", "Hangul", "Korean"],
  ] as const)("%s in %s", (ch, script, language) => {
    expect(cjkFit(ch, script, language)).toBe(1);
  });
});

describe("a rare character of the language's script counts against a reading, half-width kana a little", () => {
  it("scores a rare kanji, hanzi or Hangul syllable below zero, half-width kana above a rare one", () => {
    const rare = [cjkFit("鬱", "Han", "Japanese"), cjkFit("鬱", "Han", "Chinese (simplified)"), cjkFit("뷁", "Hangul", "Korean")];
    expect(rare.every((f) => f !== null && f < 0)).toBe(true);
    const halfWidth = cjkFit("ｶ", "Kana", "Japanese")!;
    expect([halfWidth < 0, halfWidth > rare[0]!]).toEqual([true, true]);
  });

  it("tells simplified from traditional by their own forms", () => {
    expect([cjkFit("账", "Han", "Chinese (traditional)")! < 0, cjkFit("帳", "Han", "Chinese (simplified)")! < 0]).toEqual([true, true]);
  });
});

describe("a script the language does not write is no reading of it", () => {
  it("gives nothing for kana in Chinese, Hangul in Japanese, Latin anywhere; Korean takes a few Hanja as rare", () => {
    expect([cjkFit("カ", "Kana", "Chinese (simplified)"), cjkFit("한", "Hangul", "Japanese"), cjkFit("a", "Latin", "Korean")]).toEqual([
      null,
      null,
      null,
    ]);
    expect(cjkFit("金", "Han", "Korean")).toBeLessThan(0);
  });
});
