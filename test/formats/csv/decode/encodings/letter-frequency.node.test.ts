// How well a letter fits the languages of its alphabet, by how often they write it: the commonest fit, the rare
// letters a wrong code page's reading is full of do not.
import { describe, expect, it } from "vitest";
import { letterFit } from "../../../../../src/formats/csv/decode/encodings/letter-frequency";

describe("the commonest letters of an alphabet's languages fit it, its rarest do not", () => {
  it.each([
    ["Cyrillic", "о", "ъ"],
    ["Greek", "α", "ψ"],
    ["Hebrew", "י", "ט"],
    ["Arabic", "ا", "ظ"],
  ] as const)("%s: %s above zero, %s below", (alphabet, common, rare) => {
    expect(letterFit(common, alphabet)).toBeGreaterThan(0);
    expect(letterFit(rare, alphabet)).toBeLessThan(letterFit(common, alphabet));
  });
});

describe("Russian read in KOI8-R's order is a run of rare letters", () => {
  it("fits windows-1251's о а е и better than the letters KOI8-R reads those bytes as", () => {
    const right = [..."оаеи"].reduce((s, c) => s + letterFit(c, "Cyrillic"), 0);
    const koi = new TextDecoder("koi8-r").decode(Uint8Array.from([..."оаеи"].map((c) => c.charCodeAt(0) - 0x410 + 0xc0)));
    const wrong = [...koi].reduce((s, c) => s + letterFit(c, "Cyrillic"), 0);
    expect(right).toBeGreaterThan(0);
    expect(wrong).toBeLessThan(right);
  });
});

describe("a letter fits as its lower case and its base letter: capitals, accents and final forms alike", () => {
  it("scores a capital as its small letter, an accented Greek vowel as its base, a Hebrew final as its letter", () => {
    expect(letterFit("О", "Cyrillic")).toBe(letterFit("о", "Cyrillic"));
    expect(letterFit("ά", "Greek")).toBe(letterFit("α", "Greek"));
    expect(letterFit("ם", "Hebrew")).toBe(letterFit("מ", "Hebrew"));
  });
});
