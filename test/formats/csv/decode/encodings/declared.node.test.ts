// The encoding a file declares in its first bytes: a charset, an XML declaration, a coding comment.
import { describe, expect, it } from "vitest";
import { declaredEncoding } from "../../../../../src/formats/csv/decode/encodings/declared";

const enc = (s: string) => new TextEncoder().encode(s);

describe("a declaration of a legacy encoding is read where files write one", () => {
  it.each([
    ["charset=windows-1250\nDatum;Částka\n", "windows-1250", "charset=windows-1250"],
    ['<?xml version="1.0" encoding="KOI8-R"?>\n', "koi8-r", "encoding=KOI8-R"],
    ["# -*- coding: cp1251 -*-\nДата;Сумма\n", "windows-1251", "coding: cp1251"],
    ["# charset: Shift_JIS\n日付,金額\n", "shift_jis", "charset: Shift_JIS"],
    ["#encoding=gb2312\n", "gbk", "encoding=gb2312"],
  ])("%j", (head, encoding, said) => {
    expect(declaredEncoding(enc(head))).toEqual({ encoding, said });
  });
});

describe("no declaration, one of UTF-8, or of a label no one knows, declares nothing", () => {
  it.each([
    ["Date,Amount\n"],
    ["charset=utf-8\n"],
    ["# coding: klingon\n"],
    ["Text;Notes\nsee charset=windows-1250 below\n".padStart(2000, " ")],
  ])("%j", (head) => {
    expect(declaredEncoding(enc(head))).toBeNull();
  });
});
