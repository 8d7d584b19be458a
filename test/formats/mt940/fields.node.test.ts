// MT940 as statements of tagged fields: what starts a field, a statement, and what is no part of either.
import { describe, expect, it } from "vitest";
import { readStatements, statementsOf } from "../../../src/formats/mt940/fields";

/** Each statement's fields as `tag=value`. */
const tags = (text: string) => statementsOf(text).map((s) => s.map((f) => `${f.tag}=${f.value}`));

describe("a field starts with :tag: at a line's start and runs until the next tag", () => {
  it("keeps a :86: of several lines and a :61: with its supplementary line whole, with the line it starts on", () => {
    const fields = statementsOf(
      [":20:S1", ":61:2401020102D1,00NTRFNONREF", "CARD 1234", ":86:Miete", "Januar 2024", ":NS:01Extra"].join("\n"),
    )[0]!;
    expect(fields.map((f) => [f.tag, f.value, f.line])).toEqual([
      ["20", "S1", 1],
      ["61", "2401020102D1,00NTRFNONREF\nCARD 1234", 2],
      ["86", "Miete\nJanuar 2024", 4],
      ["NS", "01Extra", 6],
    ]);
  });

  it("reads a colon inside a value as text, and a line of no tag before the first field as nothing", () => {
    expect(tags("header line\n:20:REF:1\n:86:Zahlung: Miete")).toEqual([["20=REF:1", "86=Zahlung: Miete"]]);
  });
});

describe("lines end with CR LF, LF, CR or @@", () => {
  it.each([["\r\n"], ["\n"], ["\r"], ["@@"]])("splits the fields at %j", (end) => {
    expect(tags([":20:S1", ":25:DE1", ":86:Gutschrift"].join(end))).toEqual([["20=S1", "25=DE1", "86=Gutschrift"]]);
  });
});

describe(":20:, a `-` line or an envelope's end starts another statement", () => {
  it("starts one at each :20:", () => {
    expect(tags(":20:A\n:25:X\n:20:B\n:25:X")).toEqual([
      ["20=A", "25=X"],
      ["20=B", "25=X"],
    ]);
  });

  it("starts one at the first field after a `-` line, a page without its :20:", () => {
    expect(tags(":20:A\n:62F:C240101EUR1,00\n-\n:25:X\n:60F:C240101EUR1,00")).toEqual([
      ["20=A", "62F=C240101EUR1,00"],
      ["25=X", "60F=C240101EUR1,00"],
    ]);
  });
});

describe("SWIFT envelopes and control characters around them are skipped", () => {
  it("reads the fields of envelopes on lines of their own, nested blocks included", () => {
    const text = [
      "{1:F01BANKDEFFAXXX0000000000}{2:I940BANKDEFFXN}{3:{108:REF1}}{4:",
      ":20:A",
      ":25:X",
      "-}{5:{CHK:123}}",
      "{1:F01B}{2:I940B}{4:",
      ":20:B",
      "-}",
    ];
    expect(tags(text.join("\n"))).toEqual([["20=A", "25=X"], ["20=B"]]);
  });

  it("reads fields on the envelope's own lines", () => {
    expect(tags("{1:F01B}{2:I940B}{4::20:A\n:25:X-}")).toEqual([["20=A", "25=X"]]);
  });

  it("drops SOH and ETX around a block", () => {
    expect(tags("\u0001:20:A\n:25:X\u0003")).toEqual([["20=A", "25=X"]]);
  });
});

describe("the file's last statement is ended when its end mark follows its last field", () => {
  const ended = (text: string) => readStatements(text).ended;

  it.each([
    ["a `-` line", ":20:A\n:25:X\n:61:2401020102D1,00NTRFNONREF\n:86:Fee\n-\n"],
    ["a `-` line and blank lines, CR LF", ":20:A\r\n:25:X\r\n:61:2401020102D1,00NTRFNONREF\r\n-\r\n\r\n"],
    ["an envelope's end", "{1:F01B}{2:I940B}{4:\n:20:A\n:25:X\n:61:2401020102D1,00NTRFNONREF\n-}{5:{CHK:1}}"],
    ["an ETX alone on its line", "\u0001\n:20:A\n:25:X\n:61:2401020102D1,00NTRFNONREF\n:86:Fee\n\u0003"],
    ["an ETX after the last field's text", "\u0001:20:A\n:25:X\n:61:2401020102D1,00NTRFNONREF\u0003\n"],
    ["`-` and ETX", "\u0001\n:20:A\n:25:X\n:61:2401020102D1,00NTRFNONREF\n-\u0003"],
  ])("%s", (_, text) => {
    expect(ended(text)).toBe(true);
  });

  it.each([
    ["a file that stops after a field", ":20:A\n:25:X\n:61:2401020102D1,00NTRFNONREF\n:86:Fee\n"],
    ["a `-` before the last statement, not after it", ":20:A\n:62F:C240101EUR1,00\n-\n:20:B\n:25:X\n:61:2401020102D1,00NTRFNONREF"],
    ["an ETX that closes a block before another one", "\u0001:20:A\n:25:X\u0003\n\u0001:20:B\n:25:X\n:61:2401020102D1,00NTRFNONREF"],
    ["an ETX with a field after it on its line", ":20:A\n:25:X\n\u0003\u0001:20:B\n:61:2401020102D1,00NTRFNONREF"],
    ["a `-` inside a value's text", ":20:A\n:25:X\n:61:2401020102D1,00NTRFNONREF\n:86:Gebuehr - Januar"],
  ])("is not ended: %s", (_, text) => {
    expect(ended(text)).toBe(false);
  });
});
