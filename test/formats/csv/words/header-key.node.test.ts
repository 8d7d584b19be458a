// How a header cell is read (header-key.ts): normalizeHeader keeps every script's letters and a Latin header's
// saved fingerprint; matchKey folds what header words are looked for in.
import { describe, expect, it } from "vitest";
import { matchKey, normalizeHeader } from "../../../../src/formats/csv/words/header-key";

describe("a header keeps the letters of every script, and a Latin header its fingerprint", () => {
  it.each([
    ["Дата операции", "дата операции"],
    ["Ημ/νία Αξίας", "ημ νια αξιας"],
    ["תאריך ערך", "תאריך ערך"],
    ["الرصيد", "الرصيد"],
    ["วันที่", "วันที่"],
    ["लेनदेन तिथि", "लेनदेन तिथि"],
    ["お引出し", "お引出し"],
    ["보낸분/받는분", "보낸분 받는분"],
    // Latin letters NFD keeps whole are left out as before: saved profiles keep their fingerprint.
    ["Beløb", "bel b"],
    ["Auftraggeber/Empfänger", "auftraggeber empfanger"],
  ])("normalizeHeader(%j) is %j", (header, key) => expect(normalizeHeader(header)).toBe(key));
  it.each([
    ["入金（円）", "入金 円"],
    ["ｵﾋｷﾀﾞｼ", "オヒキダシ"],
    ["Beløb", "belob"],
    ["Açıklama", "aciklama"],
    ["Upphæð", "upphaed"],
    ["ΥΠΟΛΟΙΠΟΣ", "υπολοιποσ"],
    ["إيداع", "ايداع"],
  ])("matchKey(%j) is %j", (header, key) => expect(matchKey(header)).toBe(key));
});
