// A multi-byte character across a slice boundary: a whole file is decoded 64 KB at a time and an upload in the
// pieces it arrives in, and neither may cut a Shift_JIS, EUC, GBK, Big5 or ISO-2022-JP character in two.
import { describe, expect, it } from "vitest";
import { planCsv, streamCsvPlan } from "../../../../../src/formats/csv";
import { decodeWhole } from "../../../../../src/formats/csv/decode/decode";
import { bytesIn } from "./bytes-in";

/** Rows of each language's bank text, past two 64 KB slices; the prefix shifts them by a byte at a time. */
const ROWS: Readonly<Record<string, (i: number) => string>> = {
  shift_jis: (i) => `2024/01/${String((i % 28) + 1).padStart(2, "0")},-${1000 + i},振込 ﾔﾏﾀﾞ ﾀﾛｳ 口座振替${i}`,
  "euc-jp": (i) => `2024/01/${String((i % 28) + 1).padStart(2, "0")},-${1000 + i},デビット　セブンイレブン${i}`,
  "iso-2022-jp": (i) => `2024/01/${String((i % 28) + 1).padStart(2, "0")},-${1000 + i},口座振替 東京電力${i}`,
  gbk: (i) => `2024-01-${String((i % 28) + 1).padStart(2, "0")},-${1000 + i},肯德基午餐套餐${i}`,
  big5: (i) => `2024/01/${String((i % 28) + 1).padStart(2, "0")},-${1000 + i},跨行轉帳房租${i}`,
  "euc-kr": (i) => `2024.01.${String((i % 28) + 1).padStart(2, "0")},-${1000 + i},스타벅스 강남점${i}`,
};
const HEADER: Readonly<Record<string, string>> = {
  shift_jis: "日付,金額,摘要",
  "euc-jp": "取引日,入出金,入出金内容",
  "iso-2022-jp": "日付,金額,摘要",
  gbk: "交易时间,金额,商品说明",
  big5: "交易日期,金額,摘要",
  "euc-kr": "거래일시,금액,적요",
};
const textOf = (encoding: string, prefix: string, rows = 4000) =>
  prefix + [HEADER[encoding], ...Array.from({ length: rows }, (_, i) => ROWS[encoding]!(i))].join("\n") + "\n";

/** A byte stream of `bytes` in pieces of `size` (an upload arriving in chunks). */
const streamOf = (bytes: Uint8Array, size: number) => {
  let off = 0;
  return new ReadableStream<Uint8Array>({
    pull(c) {
      if (off >= bytes.length) return c.close();
      c.enqueue(bytes.slice(off, off + size));
      off += size;
    },
  });
};

describe("a whole file in a multi-byte encoding is decoded slice by slice as one call decodes it", () => {
  for (const encoding of Object.keys(ROWS)) {
    it(`${encoding}, with the rows shifted by zero to three bytes`, () => {
      for (const prefix of ["", "a", "ab", "abc"]) {
        const text = textOf(encoding, prefix);
        const bytes = bytesIn(encoding, text);
        expect(bytes.length).toBeGreaterThan(2 * 64 * 1024);
        const decoded = decodeWhole(bytes, undefined);
        expect(decoded.encoding).toBe(encoding);
        expect(decoded.text === text, `${encoding} shifted by ${prefix.length}`).toBe(true);
      }
    });
  }
});

describe("an upload in pieces is planned as the whole file is, whatever piece a character straddles", () => {
  for (const encoding of Object.keys(ROWS)) {
    it(`${encoding} in pieces of 4,999 bytes`, async () => {
      const bytes = bytesIn(encoding, textOf(encoding, "", 3000));
      const whole = planCsv(bytes, { accountId: 1 });
      const payees: (string | undefined)[] = [];
      let encodingSeen;
      for await (const chunk of streamCsvPlan(streamOf(bytes, 4999), { accountId: 1 }, 1000)) {
        encodingSeen = chunk.profile.encoding;
        payees.push(...chunk.items.map((i) => i.item.payee ?? i.item.notes));
      }
      expect(encodingSeen).toBe(encoding);
      expect(whole.items).toHaveLength(3000);
      expect(payees).toEqual(whole.items.map((i) => i.item.payee ?? i.item.notes));
      expect(payees.at(-1)).toBe(ROWS[encoding]!(2999).split(",")[2]);
    });
  }
});

describe("a whole file is planned from the pieces it is decoded in, as an upload in pieces is", () => {
  const utf16le = (s: string) => {
    const out = new Uint8Array(2 + s.length * 2);
    out.set([0xff, 0xfe]);
    for (let i = 0; i < s.length; i++) {
      out[2 + i * 2] = s.charCodeAt(i) & 0xff;
      out[3 + i * 2] = s.charCodeAt(i) >> 8;
    }
    return out;
  };
  const itemsOf = async (bytes: Uint8Array) => {
    const streamed: unknown[] = [];
    for await (const chunk of streamCsvPlan(streamOf(bytes, 7777), { accountId: 1 }, 500)) streamed.push(...chunk.items);
    return { whole: planCsv(bytes, { accountId: 1 }).items, streamed };
  };
  // Rows whose memo wraps over quoted line breaks, and a memo longer than a 64 KB piece: records cross the pieces.
  const rows = (n: number) =>
    "Date,Payee,Amount,Memo\n" +
    Array.from({ length: n }, (_, i) => {
      const memo = i === 700 ? "x".repeat(70_000) : i % 3 === 0 ? `"line one ${i}\nline two"` : `Kauf ${i}`;
      return `2024-01-${String((i % 28) + 1).padStart(2, "0")},Café ${i % 40},-${(i % 90) + 1}.50,${memo}`;
    }).join("\n") +
    "\n";
  it("in UTF-8, past 3,000 rows, with a line longer than a piece", async () => {
    const bytes = new TextEncoder().encode(rows(3000));
    expect(bytes.length).toBeGreaterThan(2 * 64 * 1024);
    const { whole, streamed } = await itemsOf(bytes);
    expect(whole).toHaveLength(3000);
    expect(streamed).toEqual(whole);
    expect(whole[700]?.item.notes).toHaveLength(70_000);
    expect(whole[999]?.item.notes).toBe("line one 999 line two");
  });
  it("in UTF-16, whose pieces end anywhere (its line feed is two bytes)", async () => {
    const bytes = utf16le(rows(3000));
    const { whole, streamed } = await itemsOf(bytes);
    expect(whole).toHaveLength(3000);
    expect(streamed).toEqual(whole);
    expect(whole[2999]?.item.payee).toBe("Café 39");
  });
});
