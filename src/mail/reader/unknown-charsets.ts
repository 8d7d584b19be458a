// Text in a charset no decoder knows: encoded words like "=?x-unknown?Q?Caf=C3=A9?=" or "=?unknown-8bit?B?…?=",
// a body part labelled "charset=unknown-8bit". postal-mime reads such a label as windows-1252, which turns
// UTF-8 — what such mail is most often written in — into mojibake ("CafÃ©"). Here its bytes are read as UTF-8
// when they are valid UTF-8 (latin-1 text seldom is), else as windows-1252 (latin-1 with the euro and quotes).
// Labels postal-mime resolves itself (WHATWG's, "x-mac-roman", "ks_c_5601-1987", "cp932"…) are left to it.
import { addressParser, decodeWords, type Email } from "postal-mime";

/** Aliases postal-mime 4 maps to a decoder of its own (decode-strings.ts: charsetAliases, codePageAliases), normalized. */
const POSTAL_MIME_ALIASES = new Set(
  ["iso88598i", "iso88598e", "shiftjis", "windows31j", "mskanji", "eucjp", "iso2022jp", "iso2022jp1", "iso2022jp2", "junet"].concat([
    "euckr",
    "uhc",
    "tis620",
  ]),
);
const CODE_PAGE = /^(?:cp|windows|ms|ibm)(?:932|936|949|950|874|51932|50220|50221|50222)$/;
/** An encoded word (RFC 2047), its charset (an RFC 2231 language after "*" dropped), its encoding and its text. */
const WORD = String.raw`=\?([^?*\s]+)(?:\*[^?]*)?\?([QqBb])\?([^?\s]*)\?=`;
const ENCODED_WORD = new RegExp(WORD, "g");
/** Encoded words one after another: one character's bytes may be split between two of them. */
const WORD_RUN = new RegExp(String.raw`${WORD}(?:\s*${WORD})*`, "g");

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
const latin1 = new TextDecoder("windows-1252");
const known = new Map<string, boolean>();

/** Whether postal-mime has a decoder for the label (the runtime's, or one of its aliases). */
export function isKnownCharset(label: string): boolean {
  const charset = label.trim().toLowerCase();
  let answer = known.get(charset);
  if (answer === undefined) {
    const normalized = charset.replace(/^(?:x-ms-|x-|cs)/, "").replace(/[\s._-]+/g, "");
    answer = POSTAL_MIME_ALIASES.has(normalized) || CODE_PAGE.test(normalized) || decodes(charset) || decodes(normalized);
    // Labels come from the mail: the map holds at most what a few mails name.
    if (known.size > 256) known.clear();
    known.set(charset, answer);
  }
  return answer;
}

function decodes(label: string): boolean {
  try {
    new TextDecoder(label);
    return true;
  } catch {
    return false;
  }
}

/** Bytes of no known charset: UTF-8 when they are valid UTF-8, else windows-1252. */
export function guessText(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
}

/** Which label to read bytes of an unknown charset with: "utf-8" when they are valid UTF-8, else "windows-1252". */
export function guessedCharset(bytes: Uint8Array): "utf-8" | "windows-1252" {
  try {
    strictUtf8.decode(bytes);
    return "utf-8";
  } catch {
    return "windows-1252";
  }
}

/**
 * A header value with every encoded word of an unknown charset written again as UTF-8 (base64), so that
 * postal-mime decodes it as guessed; null when it has none.
 */
export function withUnknownWordsGuessed(raw: string): string | null {
  let changed = false;
  const out = raw.replace(WORD_RUN, (run) => {
    const words = [...run.matchAll(ENCODED_WORD)];
    // WORD's three groups are not optional, so every match has them: the "" defaults below are never taken.
    if (words.every(([, charset = ""]) => isKnownCharset(charset))) return run;
    changed = true;
    // The run's words in unknown charsets are read together (their bytes joined), the others as they are.
    const parts: string[] = [];
    let bytes: number[] = [];
    const flush = () => {
      if (bytes.length > 0) parts.push(`=?utf-8?B?${utf8Base64(guessText(Uint8Array.from(bytes)))}?=`);
      bytes = [];
    };
    for (const [word, charset = "", encoding = "", text = ""] of words) {
      if (isKnownCharset(charset)) {
        flush();
        parts.push(word);
      } else bytes.push(...(encoding.toUpperCase() === "B" ? base64Bytes(text) : qBytes(text)));
    }
    flush();
    return parts.join(" ");
  });
  return changed ? out : null;
}

function utf8Base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The message's Subject and From read again where they hold encoded words of an unknown charset. */
export function readUnknownHeaderCharsets(email: Email): Email {
  const raw = (key: string) => email.headers.find((h) => h.key === key)?.value;
  const subject = withUnknownWordsGuessed(raw("subject") ?? "");
  if (subject !== null) email.subject = decodeWords(subject);
  const from = withUnknownWordsGuessed(raw("from") ?? "");
  const sender = from === null ? undefined : addressParser(from)[0];
  if (sender) email.from = sender;
  return email;
}

function base64Bytes(text: string): number[] {
  const clean = text.replace(/[^A-Za-z0-9+/]/g, "");
  // A lone last character holds no whole byte; the rest is padded as the encoder should have.
  const usable = clean.length % 4 === 1 ? clean.slice(0, -1) : clean;
  return Array.from(atob(usable + "=".repeat((4 - (usable.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

/** Q encoding: "_" is a space, "=XX" a byte, anything else itself. */
function qBytes(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === "=" ? /^[0-9a-f]{2}/i.exec(text.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(text[i] === "_" ? 0x20 : text.charCodeAt(i) & 0xff);
  }
  return bytes;
}
