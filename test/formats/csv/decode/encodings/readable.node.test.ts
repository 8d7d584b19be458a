// A header that does not read as text in the encoding chosen is refused, saying what it reads as: never planned as
// nonsense.
import { describe, expect, it } from "vitest";
import { familyOf } from "../../../../../src/formats/csv/decode/encodings/families";
import {
  garbledCells,
  garbledHeaderError,
  refuseGarbledHeader,
  unreadable,
} from "../../../../../src/formats/csv/decode/encodings/readable";
import { SourceInputError } from "../../../../../src/formats/errors";
import { bytesIn } from "./bytes-in";

/** Cells written in `written` and read in `read`. */
const misread = (cells: string[], written: string, read: string) => cells.map((c) => new TextDecoder(read).decode(bytesIn(written, c)));
const RUSSIAN = ["Дата операции", "Сумма", "Назначение"];

describe("a cell is garbled when its reading garbles at least as much as it reads", () => {
  it("finds Russian written in KOI8-R garbled as Windows-1252, and not as KOI8-R", () => {
    const latin = familyOf("windows-1252")!;
    expect(garbledCells(misread(RUSSIAN, "koi8-r", "windows-1252"), latin, "windows-1252")).toHaveLength(3);
    expect(garbledCells(RUSSIAN, familyOf("koi8-r")!, "koi8-r")).toEqual([]);
  });
});

describe("a header is unreadable when half its cells beyond ASCII or more are garbled", () => {
  it("weighs the garbled cells against all of them", () => {
    expect([unreadable(["a"], ["a", "b"]), unreadable(["a"], ["a", "b", "c"]), unreadable([], [])]).toEqual([true, false, false]);
  });
});

describe("refusing says what the header reads as, and what to do", () => {
  it("quotes three cells at most, for the encoding chosen as the best or the one the file reads in", () => {
    const best = garbledHeaderError("windows-1252", ["a", "b", "c", "d"], true).message;
    expect(best).toBe(
      'the header does not read as text in any encoding Intake knows: read as windows-1252, the best of them, it says "a", "b", "c". Export the file as UTF-8, or set encoding to the one it was written in',
    );
    expect(garbledHeaderError("koi8-r", ["x"], false).message).toMatch(
      /^the header does not read as text in koi8-r, the encoding the rest of the file reads in/,
    );
  });

  it("refuses Japanese headers read as Windows-1251, and lets a UTF-8 or readable header through", () => {
    const japanese = misread(["日付", "お支払金額", "摘要"], "shift_jis", "windows-1251");
    expect(() => refuseGarbledHeader(japanese, "windows-1251")).toThrow(SourceInputError);
    expect(() => refuseGarbledHeader(RUSSIAN, "windows-1251")).not.toThrow();
    expect(() => refuseGarbledHeader(japanese, "utf-8")).not.toThrow();
    expect(() => refuseGarbledHeader(undefined, "windows-1251")).not.toThrow();
  });
});
