// A CAMT file's bytes as text, in the encoding it says it is in: its mark, UTF-16's pattern, its declaration.
import { describe, expect, it } from "vitest";
import { xmlText } from "../../../src/formats/camt/encoding";

const XML = '<?xml version="1.0"?><Document><Nm>Café Müller, Łódź</Nm></Document>';
const utf16 = (text: string, littleEndian: boolean, mark: boolean) => {
  const out = new Uint8Array((text.length + (mark ? 1 : 0)) * 2);
  const view = new DataView(out.buffer);
  [...(mark ? "\uFEFF" : ""), ...text].forEach((c, i) => view.setUint16(i * 2, c.charCodeAt(0), littleEndian));
  return out;
};
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe("a byte-order mark says the encoding, and is dropped", () => {
  it.each([
    ["UTF-8", new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(XML)])],
    ["UTF-16 LE", utf16(XML, true, true)],
    ["UTF-16 BE", utf16(XML, false, true)],
  ])("%s", (_, bytes) => {
    expect(xmlText(bytes)).toBe(XML);
  });
});

describe("without a mark, '<' written in two bytes is UTF-16, either way round", () => {
  it.each([[true], [false]])("little-endian: %s", (littleEndian) => {
    expect(xmlText(utf16(XML, littleEndian, false))).toBe(XML);
  });
});

describe("else the declaration's encoding, UTF-8 when it names none or one the runtime does not know", () => {
  it("reads ISO-8859-1 and Windows-1252 as declared", () => {
    const french = (label: string) => `<?xml version="1.0" encoding="${label}"?><Nm>Société Générale, Crédit</Nm>`;
    expect(xmlText(latin1(french("ISO-8859-1")))).toBe(french("ISO-8859-1"));
    const euro = Uint8Array.from([...latin1(french("windows-1252").replace("</Nm>", " ")), 0x80, ...latin1("</Nm>")]);
    expect(xmlText(euro)).toBe(french("windows-1252").replace("</Nm>", " €</Nm>"));
  });

  it("reads ISO-8859-2 as declared (a Polish or Czech bank's export)", () => {
    const bytes = Uint8Array.from([...latin1('<?xml version="1.0" encoding="ISO-8859-2"?><Nm>'), 0xa3, 0xf3, 0xb6, ...latin1("</Nm>")]);
    expect(xmlText(bytes)).toBe('<?xml version="1.0" encoding="ISO-8859-2"?><Nm>Łóś</Nm>');
  });

  it("reads UTF-8 when the declaration names none, UTF-16 without its pattern, or an unknown label", () => {
    const utf8 = (decl: string) => new TextEncoder().encode(`${decl}<Nm>Łódź</Nm>`);
    for (const decl of [
      '<?xml version="1.0"?>',
      '<?xml version="1.0" encoding="UTF-16"?>',
      '<?xml version="1.0" encoding="x-bank-own"?>',
    ]) {
      expect(xmlText(utf8(decl)), decl).toBe(`${decl}<Nm>Łódź</Nm>`);
    }
  });
});
