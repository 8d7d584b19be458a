// Phrase lists are matched as words: the longest phrase at a place, a shorter one where a letter follows the
// longer, never inside a word, spaces matching any run of spaces within a line.
import { describe, expect, it } from "vitest";
import { linesWith, phrasePattern, phrasesIn } from "../../../../../src/mail/reader/receipt/text/phrases";

const texts = (line: string, words: readonly string[]) => phrasesIn(line, phrasePattern(words)).map((f) => f.text);

describe("the longest phrase at a place is taken, a shorter one when a letter follows the longer", () => {
  it("takes 'order total' over 'order' and 'total' at the same place", () => {
    expect(texts("Order  Total: $70.00", ["total", "order", "order total"])).toEqual(["Order  Total"]);
  });
  it("falls back to 'total' when 'total amount' runs into a letter ('total amounts')", () => {
    expect(texts("total amounts due", ["total amount", "total"])).toEqual(["total"]);
  });
  it("lets a digit follow a phrase, not a letter", () => {
    expect(texts("total2 totals", ["total"])).toEqual(["total"]);
  });
});

describe("a phrase starts a word: no letter or digit right before it", () => {
  it("does not find 'total' in 'subtotal' or '2total', and finds it after a hyphen", () => {
    expect(texts("Subtotal 2total sub-total", ["total"])).toEqual(["total"]);
  });
  it("finds a phrase right after a word it overlaps ('summe' in 'zwischensumme summe')", () => {
    expect(phrasesIn("Zwischensumme Summe", phrasePattern(["summe"])).map((f) => f.start)).toEqual([14]);
  });
  it("treats a letter outside the BMP before a phrase as a letter, and an accented one too", () => {
    expect(texts("𝐀total étotal total", ["total"])).toEqual(["total"]);
  });
});

describe("a question about every line is answered over the whole text", () => {
  it("lists each line holding a phrase once, and no phrase spans two lines", () => {
    expect(linesWith(["Order", "total", "Order total $5", "order total order total"], phrasePattern(["order total"]))).toEqual([2, 3]);
  });
  it("reads a line whose lower case changes its length case-insensitively as written (İ)", () => {
    expect(texts("İade TOTAL", ["total"])).toEqual(["TOTAL"]);
  });
});

describe("a question about the lines above one line reads only those", () => {
  const lines = ["Mug $5", "Total", "Subtotal $5", "Total $5", "Total $5"];
  it("lists the lines before the end given, a phrase ending its last line included", () => {
    expect(linesWith(lines, phrasePattern(["total"]), 4)).toEqual([1, 3]);
    expect(linesWith(lines, phrasePattern(["total"]), 2)).toEqual([1]);
    expect(linesWith(lines, phrasePattern(["total"]), 0)).toEqual([]);
  });
  it("answers the same for lines read one by one (a lower case of another length: İ)", () => {
    expect(linesWith(["İade", "Total", "x", "Total"], phrasePattern(["total"]), 3)).toEqual([1]);
  });
});
