// Whether a file's first bytes are OFX/QFX: its own module, so the registry tells the format in the main module while
// the reader (adapter.ts, with its tree and statements) is the statement readers' lazy module (formats/statements.ts).

/** The OFX element's opening tag, in any case, with attributes or a namespace prefix. */
export const OFX_ELEMENT = /<(?:[\w.-]+:)?OFX[\s/>]/i;

/**
 * Header lines before the OFX element: `KEY:value` pairs, blanks between them. A value ends at a blank, so each
 * text has one reading: with the blanks optional (`(\s*KEY:value)*`), `A:A:A:…` could be cut into pairs in every
 * way, and a head of forty of them before a `<` took hours to refuse.
 */
const HEADER_LINES = /^\s*(?:[A-Z]+:[^\s<>]*(?:\s+|$))*$/i;

/**
 * The OFX element within the first bytes (with attributes or a namespace prefix, as XML writers may give it), with
 * nothing before it but header lines (`OFXHEADER:100`, `DATA:OFXSGML`…, one or several to a line), XML declarations,
 * processing instructions and comments: a CSV that mentions OFX in a memo is not claimed.
 */
export function recognizesOfx(head: Uint8Array): boolean {
  const text = latin1(head.subarray(0, 4096)).replace(/^\uFEFF|^\xEF\xBB\xBF/, "");
  const at = text.search(OFX_ELEMENT);
  if (at < 0) return false;
  return HEADER_LINES.test(text.slice(0, at).replace(/<\?[^]*?\?>|<!--[^]*?-->/g, " "));
}

export function latin1(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return s;
}
