// A text as read in one encoding, judged as its family's text: words that read as the family's are good, words
// garbled by a wrong code page (symbols inside, the wrong script's letters, characters no text holds) are not.
import { describe, expect, it } from "vitest";
import { familyOf } from "../../../../../src/formats/csv/decode/encodings/families";
import { fitOf, readText, scoreOf } from "../../../../../src/formats/csv/decode/encodings/reading";
import type { LegacyEncoding } from "../../../../../src/formats/csv/words/encoding-names";
import { bytesIn } from "./bytes-in";

/** The score of `text`, written in `written`, read in `read`. */
const score = (text: string, written: string, read: LegacyEncoding) =>
  scoreOf(readText(new TextDecoder(read).decode(bytesIn(written, text)), familyOf(read)!, read));

describe("the right code page's reading scores above a wrong one of the same family", () => {
  it.each([
    ["Дата;Сумма;Назначение платежа\nОплата по счету;Перевод", "windows-1251", "koi8-r"],
    ["Дата;Сумма;Назначение платежа\nОплата по счету;Перевод", "koi8-r", "windows-1251"],
    ["Ημερομηνία;Ποσό;Περιγραφή\nΑγορά με κάρτα", "windows-1253", "windows-1251"],
    ["Έξοδα;Άθροισμα;Ώρα", "windows-1253", "iso-8859-7"],
    ["日付,摘要,お支払金額\n振込手数料,カード", "shift_jis", "euc-jp"],
    ["交易日期,交易金额,账户余额\n工资,超市", "gbk", "big5"],
  ] as const)("%s: %s over %s", (text, right, wrong) => {
    expect(score(text, right, right)).toBeGreaterThan(0);
    expect(score(text, right, right)).toBeGreaterThan(score(text, right, wrong));
  });
});

describe("the stats count words beyond ASCII and how many read as the family's", () => {
  it("reads every Czech word of a Windows-1250 text as Latin, garbling none", () => {
    const text = "Částka;Měna;Zpráva pro příjemce\nPlatba kartou;Úrok";
    const czech = readText(text, familyOf("windows-1250")!, "windows-1250");
    expect([czech.words, czech.readable, czech.garbled]).toEqual([5, 5, 0]);
  });

  it("counts common and rare CJK characters", () => {
    const s = readText("残高,振込手数料", familyOf("shift_jis")!, "shift_jis");
    expect(s.common).toBeGreaterThan(0);
    expect(s.rare).toBe(0);
  });
});

describe("each family's fit of a character is its family's answer", () => {
  it("gives the family's fit, null where it does not write the script", () => {
    const cyrillic = familyOf("windows-1251")!;
    expect(fitOf(cyrillic, 0x43e, "Cyrillic")).toBe(cyrillic.fit("о", "Cyrillic"));
    expect(fitOf(cyrillic, 0x3b1, "Greek")).toBeNull();
  });
});
