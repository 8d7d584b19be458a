// The direction words of every language (sign-words/index.ts): every language's table is listed; an indicator cell
// says its direction by the lists' words; no value of an indicator column means both directions, and every prefix
// is long enough to be looked up.
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  INDICATOR_IN,
  INDICATOR_OUT,
  indicatorDirection,
  LANGUAGES,
  type SignWords,
} from "../../../../../src/formats/csv/words/sign-words";

const FOLDER = resolve(__dirname, "../../../../../src/formats/csv/words/sign-words");

describe("every language's table of the folder is listed", () => {
  it("lists each language module's words once", async () => {
    const files = readdirSync(FOLDER).filter((f) => f.endsWith(".ts") && f !== "index.ts");
    expect(files.length).toBe(LANGUAGES.length);
    for (const f of files) {
      const words = Object.values((await import(resolve(FOLDER, f))) as Record<string, SignWords>);
      expect(words, f).toHaveLength(1);
      expect(LANGUAGES, f).toContain(words[0]);
    }
  });
});

describe("an indicator cell says its direction alone, twice in two languages or two lengths, or with a stray mark", () => {
  it("reads the word as it is", () => {
    expect(indicatorDirection("DR")).toBe("out");
    expect(indicatorDirection("貸")).toBe("in");
  });
  it("reads a word beside the same direction's word of another language or its letter", () => {
    expect(indicatorDirection("借 Dr")).toBe("out");
    expect(indicatorDirection("贷Cr")).toBe("in");
    expect(indicatorDirection("D Debit")).toBe("out");
    expect(indicatorDirection("H Haben")).toBe("in");
    expect(indicatorDirection("입금(In)")).toBe("in");
  });
  it("reads a word with a stray dot, bracket or space", () => {
    expect(indicatorDirection("Dr.")).toBe("out");
    expect(indicatorDirection("CR ")).toBe("in");
    expect(indicatorDirection("(CR)")).toBe("in");
  });
  it("reads words of both directions, or words that are not the table's, as none", () => {
    expect(indicatorDirection("C/D")).toBeNull();
    expect(indicatorDirection("借 Cr")).toBeNull();
    expect(indicatorDirection("In Store")).toBeNull();
    expect(indicatorDirection("d d d d")).toBeNull();
    expect(indicatorDirection("")).toBeNull();
  });
});

describe("the tables", () => {
  it("never give one indicator value both directions", () => {
    expect(INDICATOR_OUT.filter((w) => INDICATOR_IN.includes(w))).toEqual([]);
  });
  it("write their one-word prefixes with at least three letters (the lookup key)", () => {
    const short = LANGUAGES.flatMap((l) => [...l.out, ...l.in, ...l.reversal]).filter(
      (w) => w.endsWith("*") && !w.includes(" ") && w.length < 4,
    );
    expect(short).toEqual([]);
  });
  it("keep the values of the indicator columns read before (C/D, CR/DR, S/H, Af/Bij, Wn/Ma, D/K, +/-)", () => {
    for (const w of ["d", "dr", "s", "soll", "af", "wn", "-", "debet", "lastschrift", "addebito"]) expect(INDICATOR_OUT).toContain(w);
    for (const w of ["c", "cr", "h", "haben", "bij", "ma", "k", "+", "kredit", "gutschrift", "accredito"])
      expect(INDICATOR_IN).toContain(w);
  });
});
