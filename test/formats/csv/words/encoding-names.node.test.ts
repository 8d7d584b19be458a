// Every encoding Intake reads (encoding-names.ts): by its WHATWG name, offered under a name a person knows, found
// by any label a browser knows it by; the code pages are the legacy ones, decided by what the text reads as.
import { describe, expect, it } from "vitest";
import { ENCODING_LABELS, ENCODINGS, encodingOfLabel, isLegacy } from "../../../../src/formats/csv/words/encoding-names";

describe("every encoding is offered, by any name a browser knows it by", () => {
  it("lists the legacy encodings banks write", () => {
    for (const e of [
      "windows-1251",
      "koi8-r",
      "koi8-u",
      "ibm866",
      "iso-8859-5",
      "shift_jis",
      "euc-jp",
      "iso-2022-jp",
      "gbk",
      "gb18030",
      "big5",
    ]) {
      expect(ENCODINGS).toContain(e);
    }
  });
  it("maps labels to them and refuses what is none", () => {
    expect(
      ["cp1251", "Windows-1251", "win1251", "sjis", "Shift-JIS", "latin1", "iso-8859-9", "x-gbk", "cp866"].map(encodingOfLabel),
    ).toEqual(["windows-1251", "windows-1251", "windows-1251", "shift_jis", "shift_jis", "windows-1252", "windows-1254", "gbk", "ibm866"]);
    expect(encodingOfLabel("latin-9")).toBeUndefined();
    expect(encodingOfLabel("x-mac-cyrillic")).toBeUndefined();
  });
});

describe("each encoding is listed by the name TextDecoder gives it", () => {
  it("decodes under its own name", () => {
    for (const e of ENCODINGS) expect(new TextDecoder(e).encoding, e).toBe(e);
  });
  it("reads logical-order Hebrew as the visual page", () => expect(encodingOfLabel("iso-8859-8-i")).toBe("iso-8859-8"));
});

describe("each encoding is offered under a name of its own", () => {
  it("labels every one, each label once", () => {
    const labels = ENCODINGS.map((e) => ENCODING_LABELS[e]);
    expect(labels.every((l) => l.trim() !== "")).toBe(true);
    expect(new Set(labels).size).toBe(ENCODINGS.length);
  });
});

describe("the code pages are legacy: nothing in the bytes names them", () => {
  it("tells the Unicode encodings from the code pages", () => {
    expect(ENCODINGS.filter((e) => !isLegacy(e))).toEqual(["utf-8", "utf-16le", "utf-16be"]);
    expect(isLegacy("windows-1251")).toBe(true);
    expect(isLegacy("shift_jis")).toBe(true);
  });
});
