// An encoding the file names itself: `charset=` (an HTML-like or MIME-like line some export tools write), an XML
// declaration's `encoding="…"`, or a `#` comment line ("# encoding: cp1251", "#charset=Shift_JIS"). Only a name
// TextDecoder knows counts, and only where the bytes are valid in it and read as text (writers copy headers).
import { encodingOfLabel, isLegacy, type LegacyEncoding } from "../../words/encoding-names";

/** Bytes at the start where a declaration is looked for: it is on one of the first lines. */
const DECLARATION_BYTES = 1024;

/** Where a declaration names the encoding: what says so (kept for the reason) and the name. */
const DECLARATIONS: readonly RegExp[] = [
  /(charset\s*=\s*)["']?([\w.:-]+)/i,
  /<\?xml[^>]*\b(encoding\s*=\s*)["']([\w.:-]+)["']/i,
  /^[ \t]*#[^\n]*?\b((?:en)?coding\s*[:=]\s*)["']?([\w.:-]+)/im,
  /^[ \t]*#[^\n]*?\b(charset\s*:\s*)["']?([\w.:-]+)/im,
];

export interface Declaration {
  encoding: LegacyEncoding;
  /** The declaration as written: `charset=windows-1251`. */
  said: string;
}

/** The legacy encoding the first bytes declare, or null (none, unknown, or UTF-8/UTF-16, which the bytes decide). */
export function declaredEncoding(sample: Uint8Array): Declaration | null {
  // Declarations are ASCII: read as windows-1252, every other byte is one character and matches nothing.
  const head = new TextDecoder("windows-1252").decode(sample.subarray(0, DECLARATION_BYTES));
  for (const re of DECLARATIONS) {
    const m = re.exec(head);
    if (!m) continue;
    // Both groups of every declaration are required.
    const [, said = "", label = ""] = m;
    const encoding = encodingOfLabel(label);
    if (encoding !== undefined && isLegacy(encoding)) return { encoding, said: said + label };
  }
  return null;
}
