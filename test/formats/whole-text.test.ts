// A whole file's bytes as text: decoded a slice at a time, read exactly as one call would read them; UTF-8 when
// valid, else Windows-1252.
import { describe, expect, it } from "vitest";
import { decodeInSlices, utf8OrWindows1252 } from "../../src/formats/whole-text";

const enc = (s: string) => new TextEncoder().encode(s);
const join = (a: Uint8Array, b: Uint8Array) => {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
};
/** Past two 64 KB slices, with characters of two, three and four bytes falling across the boundaries. */
const long = (prefix: string) => prefix + Array.from({ length: 3000 }, (_, i) => `:61:2401${i % 28} Café € 🥐 ${i}`).join("\n") + "\n";

describe("a file decoded slice by slice reads as one call reads it", () => {
  for (const prefix of ["", "a", "ab", "abc"]) {
    it(`UTF-8 with and without a byte order mark (rows shifted by ${prefix.length} bytes)`, () => {
      const text = long(prefix);
      expect(decodeInSlices(new TextDecoder(), enc(text))).toBe(text);
      expect(decodeInSlices(new TextDecoder(), join(Uint8Array.of(0xef, 0xbb, 0xbf), enc(text)))).toBe(text);
    });
  }
  it("a character cut at the end is one replacement character, or a fatal decoder's error, as in one call", () => {
    const cut = enc(long("") + "🥐").slice(0, -2);
    expect(decodeInSlices(new TextDecoder(), cut)).toBe(new TextDecoder().decode(cut));
    expect(() => decodeInSlices(new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }), cut)).toThrow(TypeError);
    // Left open (`end` false), the cut character waits for more bytes, as with { stream: true }.
    expect(decodeInSlices(new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }), cut, false)).toBe(long(""));
  });
});

describe("statement text is UTF-8 when valid, else Windows-1252", () => {
  it("reads valid UTF-8 past the first slice as UTF-8", () => {
    expect(utf8OrWindows1252(enc(long("")))).toBe(long(""));
  });
  it("reads a file with a Windows-1252 byte past the first slice as Windows-1252 throughout", () => {
    const ascii = long("")
      .replace(/[^\x00-\x7f]/g, "")
      .repeat(2);
    const bytes = join(enc(ascii), Uint8Array.of(0x43, 0x61, 0x66, 0xe9, 0x80, 0x0a));
    expect(bytes.length).toBeGreaterThan(64 * 1024);
    expect(utf8OrWindows1252(bytes)).toBe(`${ascii}Café€\n`);
  });
});
