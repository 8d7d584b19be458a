// Content-Disposition (RFC 6266 for a raw body, RFC 7578 for a form part): the part's field name and
// the file's name, which is evidence for the CSV adapter (a date in it) and shown in the job list.
import { badRequest } from "./errors";

/** Longer names are not file names people give exports (and the job list shows them). */
const MAX_FILE_NAME_LENGTH = 255;

export interface Disposition {
  /** `form-data`, `attachment`, `inline`…, lower-case. */
  type: string;
  /** Parameters by lower-case name; `filename*` (RFC 5987) is decoded into `filename`. */
  params: Map<string, string>;
}

export function parseDisposition(value: string): Disposition {
  const semicolon = value.indexOf(";");
  const type = (semicolon < 0 ? value : value.slice(0, semicolon)).trim().toLowerCase();
  const params = new Map<string, string>();
  let extended: string | undefined;
  // name=token or name="quoted \" string"; parameters separated by semicolons.
  const param = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const [, key = "", quoted, token = ""] of value.matchAll(param)) {
    const name = key.toLowerCase();
    const raw = quoted !== undefined ? quoted.replace(/\\(.)/g, "$1") : token.trim();
    if (name === "filename*") extended = decodeExtended(raw);
    else params.set(name, raw);
  }
  // The extended form carries the exact characters; a client sends both for older readers.
  if (extended !== undefined) params.set("filename", extended);
  return { type, params };
}

/** `UTF-8''Kontoauszug%20M%C3%A4rz.csv` → `Kontoauszug März.csv`; undefined when unreadable. */
function decodeExtended(value: string): string | undefined {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!match) return undefined;
  const [, label = "", encoded = ""] = match;
  try {
    const charset = label.toLowerCase();
    if (charset === "utf-8") return decodeURIComponent(encoded);
    return new TextDecoder(charset).decode(percentDecoded(encoded));
  } catch {
    return undefined;
  }
}

function percentDecoded(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "%" && /^[0-9a-f]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i) & 0xff);
  }
  return Uint8Array.from(bytes);
}

/**
 * The name of the uploaded file as Intake keeps it: the last path segment (browsers of old sent
 * `C:\fakepath\…`), trimmed; null when empty. A name with control characters or longer than
 * 255 characters is a 400 naming where it came from.
 */
export function cleanFileName(name: string | undefined | null, from: string): string | null {
  if (name === undefined || name === null) return null;
  const base = name.slice(Math.max(name.lastIndexOf("/"), name.lastIndexOf("\\")) + 1).trim();
  if (!base) return null;
  if (/[\u0000-\u001f\u007f]/.test(base)) throw badRequest(`The file name in ${from} contains control characters.`);
  if (base.length > MAX_FILE_NAME_LENGTH) throw badRequest(`The file name in ${from} is longer than ${MAX_FILE_NAME_LENGTH} characters.`);
  return base;
}
