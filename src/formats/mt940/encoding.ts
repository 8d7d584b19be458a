// An MT940 file's bytes as text. MT940 names no character set: newer exports are UTF-8, older ones are in the
// Windows code page of the bank's country — Western European for most, Central European for Polish, Czech and
// Hungarian banks, Cyrillic for Russian and other banks writing in Cyrillic. The balances' currency (ASCII in
// every code page) says which; Cyrillic words (runs of high bytes) say it for an account in another currency.
import { decodeInSlices } from "../whole-text";

/** Currencies of the countries whose banks write Windows-1250 (Central European). */
const CENTRAL_EUROPEAN = new Set(["PLN", "CZK", "HUF"]);
/** Currencies of the countries whose banks write Windows-1251 (Cyrillic). */
const CYRILLIC = new Set(["RUB", "RUR", "UAH", "BYN", "BYR", "KZT", "BGN"]);
/** How much of the file is looked at to choose: the first statement's balance lies within it. */
const SNIFFED_BYTES = 64 * 1024;

export function mt940Text(bytes: Uint8Array): string {
  try {
    return decodeInSlices(new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }), bytes);
  } catch {
    return decodeInSlices(new TextDecoder(codePageOf(bytes.subarray(0, SNIFFED_BYTES))), bytes);
  }
}

function codePageOf(head: Uint8Array): string {
  let ascii = "";
  for (const b of head) ascii += b < 0x80 ? String.fromCharCode(b) : "\u0080";
  const currency = /:6[02][FM]?:[DC]\d{6}([A-Z]{3})/.exec(ascii)?.[1];
  if ((currency && CYRILLIC.has(currency)) || cyrillicWords(head)) return "windows-1251";
  if (currency && CENTRAL_EUROPEAN.has(currency)) return "windows-1250";
  return "windows-1252";
}

/**
 * Most high bytes stand next to another letter of the upper half: words written in Cyrillic (Windows-1251
 * letters are 0xC0–0xFF). Western and Central European text has one such letter among ASCII ones.
 */
function cyrillicWords(head: Uint8Array): boolean {
  let high = 0;
  let paired = 0;
  for (const [i, byte] of head.entries()) {
    if (byte < 0x80) continue;
    high++;
    // Past either end there is no letter (undefined >= 0xc0 is false).
    if (byte >= 0xc0 && ((head[i - 1] ?? 0) >= 0xc0 || (head[i + 1] ?? 0) >= 0xc0)) paired++;
  }
  return high >= 8 && paired / high > 0.6;
}
