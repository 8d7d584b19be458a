// The families of legacy encodings: one script (or the CJK languages) each, with what its text looks like.
import { describe, expect, it } from "vitest";
import { FAMILIES, familyOf, LATIN } from "../../../../../src/formats/csv/decode/encodings/families";
import { ENCODINGS, isLegacy } from "../../../../../src/formats/csv/words/encoding-names";

describe("every legacy encoding Intake offers belongs to one family", () => {
  it("finds a family for each, the ones read as another's included", () => {
    for (const encoding of ENCODINGS.filter(isLegacy)) expect(familyOf(encoding), encoding).toBeDefined();
    expect([familyOf("gb18030")?.name, familyOf("iso-2022-jp")?.name, familyOf("iso-8859-8")?.name]).toEqual([
      "Chinese (simplified)",
      "Japanese",
      "Hebrew",
    ]);
  });

  it("lists each encoding in one family only", () => {
    const all = FAMILIES.flatMap((f) => f.encodings);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("a family's readings write its own script only", () => {
  it("fits Latin letters in Latin, Cyrillic in Cyrillic, and neither in the other", () => {
    const cyrillic = familyOf("koi8-r")!;
    expect([LATIN.fit("ř", "Latin"), LATIN.fit("ж", "Cyrillic"), cyrillic.fit("ř", "Latin")]).toEqual([0, null, null]);
    expect(cyrillic.fit("о", "Cyrillic")).toBeGreaterThan(0);
  });

  it("needs ASCII beside Latin letters, allows it beside CJK ones (ATM引出), and none inside Cyrillic words", () => {
    expect([LATIN.ascii, familyOf("shift_jis")!.ascii, familyOf("windows-1251")!.ascii]).toEqual(["required", "allowed", "none"]);
  });
});

describe("what may follow what in a word: Greek's final sigma ends one, a Thai vowel mark follows a consonant", () => {
  it("lets nothing follow ς or a Hebrew final letter inside a word", () => {
    const greek = familyOf("windows-1253")!;
    const hebrew = familyOf("windows-1255")!;
    expect([greek.follows!(0x3c2, 0x3b1), greek.follows!(0x3c3, 0x3b1)]).toEqual([false, true]);
    expect([hebrew.follows!(0x5dd, 0x5d0), hebrew.follows!(0x5de, 0x5d0)]).toEqual([false, true]);
  });

  it("takes a Thai vowel after a consonant, not after a leading vowel", () => {
    const thai = familyOf("windows-874")!;
    expect([thai.follows!(0xe01, 0xe32), thai.follows!(0xe40, 0xe32), thai.follows!(0xe40, 0xe01)]).toEqual([true, false, true]);
  });

  it("puts a half-width sound mark only after a kana that takes one", () => {
    const japanese = familyOf("shift_jis")!;
    expect([japanese.follows!(0xff76, 0xff9e), japanese.follows!(0xff71, 0xff9e)]).toEqual([true, false]);
  });
});

describe("a character's bytes in the encoding: half-width katakana one in Shift_JIS, two in EUC-JP", () => {
  it("counts ｶ as one byte in Shift_JIS and two in EUC-JP, a kanji two in both", () => {
    const japanese = familyOf("shift_jis")!;
    expect([japanese.bytesOf(0xff76, "shift_jis"), japanese.bytesOf(0xff76, "euc-jp"), japanese.bytesOf(0x91e3, "shift_jis")]).toEqual([
      1, 2, 2,
    ]);
    expect(familyOf("windows-1251")!.bytesOf(0x436, "windows-1251")).toBe(1);
  });
});
