// Why an encoding was chosen, in words a person can check: what the text reads as, the header cells that name a
// column, how the rivals read, which encodings the bytes are invalid in.
import { describe, expect, it } from "vitest";
import { familyOf } from "../../../../../src/formats/csv/decode/encodings/families";
import { readText, type Reading, scoreOf } from "../../../../../src/formats/csv/decode/encodings/reading";
import { describeReading } from "../../../../../src/formats/csv/decode/encodings/reasons";
import type { LegacyEncoding } from "../../../../../src/formats/csv/words/encoding-names";
import { bytesIn } from "./bytes-in";

const reading = (bytes: Uint8Array, encoding: LegacyEncoding, named: string[] = []): Reading => {
  const text = new TextDecoder(encoding).decode(bytes);
  const stats = readText(text, familyOf(encoding)!, encoding);
  return { encoding, family: familyOf(encoding)!, text, stats, score: scoreOf(stats), named };
};

describe("a cased alphabet's reading is described by its words and its commonest letters", () => {
  it("names Russian read in KOI8-R, its letters, a named cell, and Windows-1251 as the rival", () => {
    const bytes = bytesIn("koi8-r", "Дата;Сумма;Назначение платежа\nоплата по счету;перевод средств\n");
    const best = reading(bytes, "koi8-r", ['"Сумма" (amount)']);
    const rival = reading(bytes, "windows-1251");
    const reason = describeReading(best, [best, rival], ["shift_jis"]);
    expect(reason).toMatch(
      /^not UTF-8; read as koi8-r the text is Cyrillic: \d+ of \d+ words read as Cyrillic, its commonest letters \S ×\d+/,
    );
    expect(reason).toContain('1 header cell names a column: "Сумма" (amount)');
    expect(reason).toMatch(/; read as windows-1251 \d+ of \d+ words read as Cyrillic, most letters rare ones/);
    expect(reason).toMatch(/the bytes are not valid shift_jis; set encoding to override$/);
  });
});

describe("a CJK reading is described by its common characters", () => {
  it("counts the kana and common kanji of a Shift_JIS text, and says a note given", () => {
    const best = reading(bytesIn("shift_jis", "日付,摘要,お支払金額\n振込手数料,カード\n"), "shift_jis");
    expect(describeReading(best, [best], [], "the file declares charset=Shift_JIS")).toMatch(
      /^not UTF-8; the file declares charset=Shift_JIS; read as shift_jis the text is Japanese: \d+ of \d+ characters are kana or common kanji; set encoding to override$/,
    );
  });
});
