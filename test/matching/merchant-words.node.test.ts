// The words of a descriptor or a merchant's name that do not name one business (src/matching/merchant-words.ts):
// a processor's prefix, a legal form, a kind of business, a common word, a place. Lowercase and without accents, as
// merchant-evidence.ts folds a name before it looks words up.
import { describe, expect, it } from "vitest";
import { BRAND_SHORTHANDS, KIND_OF, WORD_KINDS } from "../../src/matching/merchant-words";

describe("every word is written folded: lower case letters and digits, without accents", () => {
  it("holds for every word of every kind, and for the shorthands and their brands", () => {
    const all = [...WORD_KINDS.keys(), ...KIND_OF.keys(), ...BRAND_SHORTHANDS.keys(), ...BRAND_SHORTHANDS.values()];
    for (const word of all) expect(word, word).toMatch(/^[a-z0-9]+$/);
  });
});

describe("what each word is: wrapping, a small word, a kind of business, a common word, a place", () => {
  it("reads processors and ways of paying in several languages as the descriptor's wrapping", () => {
    for (const word of ["sq", "paypal", "sumup", "visa", "kartenzahlung", "carte", "tarjeta", "betaalautomaat", "pending", "vorgemerkt"])
      expect(WORD_KINDS.get(word), word).toBe("payment");
  });
  it("reads legal forms of several countries as small words", () => {
    for (const word of ["inc", "llc", "gmbh", "sarl", "srl", "bv", "oy", "pty", "the", "und"])
      expect(WORD_KINDS.get(word), word).toBe("form");
  });
  it("reads kinds of business in the banks' languages, and places and common words", () => {
    for (const word of ["cafe", "kaffee", "boulangerie", "panaderia", "apotheke", "tankstelle", "pizzeria"])
      expect(WORD_KINDS.get(word), word).toBe("kind");
    for (const word of ["paris", "muenchen", "downtown", "tx", "nyc"]) expect(WORD_KINDS.get(word), word).toBe("place");
    for (const word of ["corner", "golden", "express"]) expect(WORD_KINDS.get(word), word).toBe("common");
  });
  it("knows no business's own name: a word not listed may name one", () => {
    for (const word of ["starbucks", "tesco", "rewe", "carrefour", "mercadona", "zalando"]) expect(WORD_KINDS.has(word), word).toBe(false);
  });
  it("a word of two lists is what it is more narrowly: a legal form over a way of paying, a way of paying over a place", () => {
    // "de" and "co": a country's code in a web address and a small word of names; "square": a processor and a place.
    expect(WORD_KINDS.get("de")).toBe("form");
    expect(WORD_KINDS.get("square")).toBe("payment");
  });
});

describe("a kind of business is one whatever its language; two kinds are two businesses", () => {
  it("coffee, cafe and kaffee are one kind; grocer and grill are two", () => {
    expect(KIND_OF.get("coffee")).toBe(KIND_OF.get("cafe"));
    expect(KIND_OF.get("kaffee")).toBe(KIND_OF.get("cafe"));
    expect(KIND_OF.get("bakery")).toBe(KIND_OF.get("boulangerie"));
    expect(KIND_OF.get("grocer")).not.toBe(KIND_OF.get("grill"));
    expect(KIND_OF.get("pharmacy")).not.toBe(KIND_OF.get("bakery"));
  });
  it("every word of a kind is read as a kind of business, unless it is also a way of paying or a small word", () => {
    for (const word of KIND_OF.keys()) expect(["kind", "payment", "form"]).toContain(WORD_KINDS.get(word));
    expect([...KIND_OF.keys()].filter((w) => WORD_KINDS.get(w) === "kind").length).toBeGreaterThan(100);
  });
});

describe("a brand's shorthand is read as the brand", () => {
  it("AMZN, SBUX, MCD, WM", () => {
    expect(BRAND_SHORTHANDS.get("amzn")).toBe("amazon");
    expect(BRAND_SHORTHANDS.get("sbux")).toBe("starbucks");
    expect(BRAND_SHORTHANDS.get("mcd")).toBe("mcdonalds");
    expect(BRAND_SHORTHANDS.get("wm")).toBe("walmart");
  });
});
