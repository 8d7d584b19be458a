// What a decoded character is to the readings: a letter of a script (and its case), a mark, a word's joiner, a
// break, a symbol, a stray that no bank writes inside a word, or a character no text holds.
import { describe, expect, it } from "vitest";
import { classOf } from "../../../../../src/formats/csv/decode/encodings/chars";

const of = (ch: string) => classOf(ch.codePointAt(0)!);

describe("a letter is of its script, with its case where the script has one", () => {
  it.each([
    ["ř", "Latin", false, true],
    ["Ж", "Cyrillic", true, false],
    ["λ", "Greek", false, true],
    ["ש", "Hebrew", false, false],
    ["ع", "Arabic", false, false],
    ["ก", "Thai", false, false],
    ["資", "Han", false, false],
    ["カ", "Kana", false, false],
    ["ｶ", "Kana", false, false],
    ["한", "Hangul", false, false],
  ])("%s is a %s letter", (ch, script, upper, lower) => {
    expect(of(ch)).toEqual({ kind: "letter", script, upper, lower });
  });
});

describe("what is no letter says how a reading's word goes on or breaks", () => {
  it.each([
    ["\u0301", "mark"],
    ["’", "joiner"],
    ["·", "joiner"],
    ["、", "break"],
    ["　", "break"],
    [" ", "break"],
    ["€", "symbol"],
    ["±", "stray"],
    ["│", "stray"],
    ["\u0080", "bad"],
    ["\ufffd", "bad"],
    ["¤", "bad"],
  ])("%j is a %s", (ch, kind) => {
    expect(of(ch).kind).toBe(kind);
  });
});
