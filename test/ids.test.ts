// The hash every external_id is made of: persisted dedupe keys, so what a text hashes to never changes.
import { describe, expect, it } from "vitest";
import { hash64, hashDigest, hashFeed, hashFeedNormalized, hashReset } from "../src/ids";
import { seededRandom } from "./support/seeded-random";

/** The rule in plain words: whitespace (≤ U+0020, U+00A0, U+202F) runs become one space, ends trimmed, each code unit lowercased alone. */
function normalizedText(s: string): string {
  const units: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    units.push(c <= 32 || c === 0xa0 || c === 0x202f ? " " : s[i]!.toLowerCase()[0]!);
  }
  return units.join("").replace(/ +/g, " ").replace(/^ | $/g, "");
}

function normalizedDigest(s: string): string {
  hashReset();
  hashFeedNormalized(s);
  return hashDigest();
}

function plainDigest(s: string): string {
  hashReset();
  hashFeed(s);
  return hashDigest();
}

/** Code units a bank's text holds, and the awkward ones: every kind of space, case that changes length, surrogates. */
const UNITS = [
  ..."aZ09.-;/",
  ..."ÄÖÜßéÉİıΣςẞ",
  " ",
  "\t",
  "\n",
  "\r",
  "\u0000",
  "\u0001",
  "\u00a0",
  "\u202f",
  "\u2003",
  "\u3000",
  "\ufeff",
  "\ud83d",
  "\ude00",
];

describe("a text hashes to the digest it always had (external_ids are persisted)", () => {
  it("hash64: the 64-bit hash as 16 hex characters", () => {
    // Pinned: every CSV and statement external_id is made of this function's output.
    expect(hash64("")).toBe("ab3e7c0b94e91581");
    expect(hash64("1\u001f2024-01-15\u001f12.50\u001feur\u001fcoffee shop\u001f")).toBe("f4d325ab688562ad");
  });

  it("a description normalized: case, padding and runs of space", () => {
    expect(normalizedDigest("  Café \u00a0 MÜLLER\tGmbH ")).toBe("0cffd221352ae38e");
  });
});

describe("hashFeedNormalized: a description hashes as its normalized text", () => {
  it("equals the hash of the normalized text for texts of every awkward kind", () => {
    const random = seededRandom(20261125);
    for (let n = 0; n < 5000; n++) {
      let s = "";
      const length = Math.floor(random() * 24);
      for (let i = 0; i < length; i++) s += UNITS[Math.floor(random() * UNITS.length)]!;
      expect(normalizedDigest(s), JSON.stringify(s)).toBe(plainDigest(normalizedText(s)));
    }
  });

  it("reads every code unit as its own lowercase", () => {
    for (let c = 0; c < 65536; c++) {
      const s = `a${String.fromCharCode(c)}b`;
      expect(normalizedDigest(s), c.toString(16)).toBe(plainDigest(normalizedText(s)));
    }
  });

  it("hashes a text read in place (from, to) as that text sliced out", () => {
    const record = ';"  Café \u00a0 MÜLLER";"SEPA-Überweisung  Ref 7";';
    const memo = record.indexOf("SEPA");
    for (const [from, to] of [
      [1, 22],
      [2, 21],
      [memo, record.indexOf('"', memo)],
      [0, record.length],
      [5, 5],
    ] as const) {
      hashReset();
      hashFeedNormalized(record, from, to);
      expect(hashDigest()).toBe(normalizedDigest(record.slice(from, to)));
    }
  });

  it("hashes case, padding and inner runs of space alike", () => {
    expect(normalizedDigest("  Coffee \t\u00a0 SHOP \u202f")).toBe(normalizedDigest("coffee shop"));
    expect(normalizedDigest("ÜBERWEISUNG  SEPA")).toBe(normalizedDigest("überweisung sepa"));
  });

  it("keeps spaces the rule does not name, and every letter it cannot lowercase alone", () => {
    expect(normalizedDigest("a\u2003b")).not.toBe(normalizedDigest("a b"));
    expect(normalizedDigest("\u3000shop")).not.toBe(normalizedDigest("shop"));
    expect(normalizedDigest("İ")).toBe(plainDigest("i"));
  });

  it("feeds nothing for a text of spaces only", () => {
    expect(normalizedDigest(" \t\u00a0\u202f\n")).toBe(plainDigest(""));
  });
});
