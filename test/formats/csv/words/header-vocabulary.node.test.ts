// How header words are looked for (header-vocabulary.ts): as written in any case and accents, whole words or phrases,
// inside a longer word from five letters on, anywhere in scripts without spaces; "=word" only whole, "word*" as a
// word's beginning; a role's exclusions; and whether a header is in a language other than English.
import { describe, expect, it } from "vitest";
import { headerScore } from "../../../../src/formats/csv/words/columns";
import { excludedFrom, headerNames, isNotEnglish, kindScore, wordsOf } from "../../../../src/formats/csv/words/header-vocabulary";
import { matchKey } from "../../../../src/formats/csv/words/header-key";

describe("a table's list is split at commas and line breaks", () => {
  it("keeps each word trimmed and drops empty ones", () => {
    expect(wordsOf("Dato, Bokført dato,\n    Kjøpsdato,,")).toEqual(["Dato", "Bokført dato", "Kjøpsdato"]);
  });
});

describe("a word matches in any case and with or without its accents", () => {
  it("names the header however the bank spells it", () => {
    expect(headerNames("BUCHUNGSTAG", "date")).toBe(true);
    expect(headerNames("Descripcion", "notes")).toBe(true);
    expect(headerNames("DÉBIT", "debit")).toBe(true);
  });
});

describe("a word matches whole, or inside a longer word from five letters on", () => {
  it("finds a German compound and a Slavic ending", () => {
    expect(headerNames("Buchungsbetrag", "amount")).toBe(true);
    expect(headerNames("Наименование получателя", "payee")).toBe(true);
  });
  it("never finds a short word inside another", () => {
    expect(headerNames("Status", "debit")).toBe(false);
    expect(headerNames("Utgiftskonto", "debit")).toBe(false);
  });
  it("scores the whole header above a word of it", () => {
    expect(kindScore(matchKey("Saldo"), "balance")).toBeGreaterThan(kindScore(matchKey("Saldo EUR"), "balance"));
  });
});

describe("a word marked =… matches only the whole header, or it and a currency code", () => {
  it("reads Vietnamese Nợ and Có alone as debit and credit", () => {
    expect(headerNames("Nợ", "debit")).toBe(true);
    expect(headerNames("Nợ VND", "debit")).toBe(true);
    expect(headerNames("Có", "credit")).toBe(true);
  });
  it("reads a cheque only where the header is the word", () => {
    expect(headerNames("Check", "checkNumber")).toBe(true);
    expect(headerNames("Check date", "checkNumber")).toBe(false);
  });
});

describe("a word marked …* matches any word it begins, never inside one", () => {
  it("reads German booking dates by their beginning", () => {
    expect(headerNames("Buchungstag", "bookingDate")).toBe(true);
    expect(headerNames("Umbuchungen", "bookingDate")).toBe(false);
  });
});

describe("a trailing currency says what the column is in, never money in", () => {
  it("reads In alone as money in, and Bedrag in EUR as no credit", () => {
    expect(headerNames("In", "credit")).toBe(true);
    expect(headerNames("Bedrag in EUR", "credit")).toBe(false);
    expect(headerNames("Gutschrift in CHF", "credit")).toBe(true);
  });
});

describe("scripts without spaces match inside a longer header", () => {
  it("matches words of scripts without spaces inside a longer header, and short words only whole", () => {
    expect(headerScore("お預け入れ金額", "credit")).toBeGreaterThan(0);
    expect(headerScore("交易金额(支出)", "debit")).toBeGreaterThan(0);
    expect(headerScore("입출금구분", "debit")).toBe(0);
    expect(headerScore("Chq./Ref.No.", "debit")).toBe(0);
    expect(headerScore("Nợ", "debit")).toBeGreaterThan(0);
  });
});

describe("a role's exclusions are whole words of the header", () => {
  it("keeps a card's limit from money in and an original amount from the amount", () => {
    expect(excludedFrom(matchKey("Available credit"), "credit")).toBe(true);
    expect(excludedFrom(matchKey("Kreditrahmen"), "credit")).toBe(true);
    expect(excludedFrom(matchKey("Original amount"), "amount")).toBe(true);
    expect(excludedFrom(matchKey("Credit"), "credit")).toBe(false);
  });
});

describe("a header is in another language than English when it has a word English does not use", () => {
  it("tells a Spanish, a Vietnamese and a Russian header from an English one", () => {
    expect(isNotEnglish("Fecha")).toBe(true);
    expect(isNotEnglish("Ngày giao dịch")).toBe(true);
    expect(isNotEnglish("Дата операции")).toBe(true);
    expect(isNotEnglish("Transaction date")).toBe(false);
    expect(isNotEnglish("Balance")).toBe(false);
  });
});
