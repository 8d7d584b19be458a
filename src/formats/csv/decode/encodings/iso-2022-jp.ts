// ISO-2022-JP is 7-bit: every byte is ASCII, so the bytes are valid UTF-8 too, and only its escape sequences
// say what it is. ESC $ B (or the older ESC $ @) switches into JIS X 0208, kanji and kana; ESC ( B back.

const INTO_JIS = /\x1b\$[B@]/;
/** Bytes searched for an escape: the first Japanese word of a file is near its start. */
const ESCAPE_BYTES = 4096;

/** Why the sample is ISO-2022-JP (an escape into JIS X 0208, and valid throughout), or null. */
export function iso2022jp(sample: Uint8Array): string | null {
  // Escapes are ASCII: windows-1252 reads every byte as one character.
  if (!INTO_JIS.test(new TextDecoder("windows-1252").decode(sample.subarray(0, ESCAPE_BYTES)))) return null;
  try {
    new TextDecoder("iso-2022-jp", { fatal: true, ignoreBOM: false }).decode(sample, { stream: true });
  } catch {
    return null;
  }
  return "escape sequences of ISO-2022-JP (ESC $ B) switch the text into Japanese";
}
