// The meanings read together in one pass: every meaning said in a line, the longest phrase at each place, whole words
// in scripts with spaces and none needed in those without, sentences whose words stand apart, and one meaning a phrase.
import { describe, expect, it } from "vitest";
import { meaningReader, type Meaning } from "../../../../src/mail/reader/meanings/meaning";

const IN: Meaning = { name: "received", words: { en: ["received", "you received"], ja: ["入金"] } };
const OUT: Meaning = {
  name: "paying",
  words: { en: ["paid", "payment", "card payment"], ko: ["결제"] },
  sentences: { starts: ["wir"], patterns: { de: [String.raw`(?<!\p{L})wir\s+haben\s.{1,20}?bezahlt(?!\p{L})`] } },
};
const AHEAD: Meaning = {
  name: "money-ahead",
  words: { en: ["will be charged"] },
  sentences: { starts: ["wird"], patterns: { de: [String.raw`(?<!\p{L})wird\s.{0,40}?abgebucht(?!\p{L})`] } },
  unless: /wurde/u,
};
const reader = meaningReader([IN, OUT, AHEAD]);
const read = (line: string) => reader.read(line).map((f) => [f.meaning, f.text]);

describe("one pass finds every meaning a line says", () => {
  it("in the order said, each with its words", () => {
    expect(read("You received a card payment, and $5 will be charged")).toEqual([
      ["received", "you received"],
      ["paying", "card payment"],
      ["money-ahead", "will be charged"],
    ]);
  });
});

describe("whole words", () => {
  it("no phrase inside a longer word, in any case", () => {
    expect(read("Prepaid cards unpaid PAYMENTS")).toEqual([]);
    expect(read("PAID by card")).toEqual([["paying", "paid"]]);
  });
  it("any run of spaces between a phrase's words, and a typographic apostrophe as typed", () => {
    const apostrophe = meaningReader([{ name: "paying", words: { en: ["you've paid"] } }]);
    expect(apostrophe.read("You\u2019ve   paid $5").map((f) => f.meaning)).toEqual(["paying"]);
    expect(read("card   payment")).toEqual([["paying", "card   payment"]]);
  });
  it("scripts without spaces need none around a phrase", () => {
    expect(read("口座に50,000円の入金がありました")).toEqual([["received", "入金"]]);
    expect(read("카드결제완료")).toEqual([["paying", "결제"]]);
  });
});

describe("sentences whose words stand apart", () => {
  it("read as one, unless their words say the opposite", () => {
    expect(read("Der Betrag wird am 01.12. abgebucht")).toEqual([["money-ahead", "wird am 01.12. abgebucht"]]);
    expect(read("Der Betrag wird, wie er am 3.11. wurde, abgebucht")).toEqual([]);
    expect(read("Wir haben 20 € bezahlt")).toEqual([["paying", "wir haben 20 € bezahlt"]]);
  });
});

describe("a phrase is one meaning's only", () => {
  it("two meanings saying the same words are refused when compiled", () => {
    expect(() => meaningReader([IN, { name: "refund", words: { de: ["received"] } }])).toThrow(/both received and refund/);
  });
});
