// Quoted-printable left in a body after MIME decoding: a forward that pasted the raw source, or a part whose
// encoding header was lost. The plain text and the HTML (before it is read as text) are both repaired here.

import { utf8OrWindows1252 } from "../../formats/whole-text";

/** A soft line break (group 1), or an escaped UTF-8 character: a lead byte, then a continuation byte. */
const SIGN = /=(\r?\n)|=(?:C[2-9A-F]|D[0-9A-F]|E[0-9A-F]|F[0-4])=[89AB][0-9A-F]/;
const ESCAPE = /=[0-9A-F]{2}/;

/**
 * Quoted-printable still in the text ("Total: =E2=82=AC70.00", "=3D", lines ending in "=" soft breaks):
 * a forward that pasted the raw source, or a part whose encoding header was lost. Decoded only when the
 * text shows it — a soft line break with an escape, or an escaped UTF-8 character — since "=20" or a link's
 * "?id=DEADBEEF" can be meant as written.
 */
export function decodeLeftoverQuotedPrintable(text: string): string {
  // One pass finds the first sign (an HTML body is 60 KB of "=" in attributes, and most have none); an escaped
  // UTF-8 character is an escape itself, a soft break asks for one more search.
  const sign = SIGN.exec(text);
  if (sign === null || (sign[1] !== undefined && !ESCAPE.test(text))) return text;
  const joined = text.replace(/=\r?\n/g, "");
  // Decode runs of escapes as bytes, so multi-byte UTF-8 ("=E2=82=AC" → "€") becomes one character.
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) => {
    const bytes = new Uint8Array(run.length / 3);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(run.slice(i * 3 + 1, i * 3 + 3), 16);
    // UTF-8, else the older single-byte encoding most European receipts used.
    return utf8OrWindows1252(bytes);
  });
}
