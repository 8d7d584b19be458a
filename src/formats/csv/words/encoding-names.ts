// Every encoding Intake reads a bank export in, by its WHATWG name (what TextDecoder calls it), with the name a
// person knows it by and the writing it is for. ISO-8859-1 and ISO-8859-9 are not listed: TextDecoder reads
// them as windows-1252 and windows-1254, whose supersets they are.

/** Every encoding Intake reads (the profile's `encoding`, the `encoding` query parameter, the upload page). */
export const ENCODINGS = [
  "utf-8",
  "utf-16le",
  "utf-16be",
  "windows-1252",
  "iso-8859-15",
  "windows-1250",
  "iso-8859-2",
  "windows-1257",
  "iso-8859-13",
  "windows-1254",
  "windows-1258",
  "windows-1251",
  "koi8-r",
  "koi8-u",
  "ibm866",
  "iso-8859-5",
  "windows-1253",
  "iso-8859-7",
  "windows-1255",
  "iso-8859-8",
  "windows-1256",
  "windows-874",
  "shift_jis",
  "euc-jp",
  "iso-2022-jp",
  "gbk",
  "gb18030",
  "big5",
  "euc-kr",
] as const;
export type CsvEncoding = (typeof ENCODINGS)[number];

/** What the upload page offers each encoding as. */
export const ENCODING_LABELS: Readonly<Record<CsvEncoding, string>> = {
  "utf-8": "UTF-8",
  "utf-16le": "UTF-16 LE",
  "utf-16be": "UTF-16 BE",
  "windows-1252": "Western (Windows-1252, ISO-8859-1)",
  "iso-8859-15": "Western (ISO-8859-15)",
  "windows-1250": "Central European (Windows-1250)",
  "iso-8859-2": "Central European (ISO-8859-2)",
  "windows-1257": "Baltic (Windows-1257)",
  "iso-8859-13": "Baltic (ISO-8859-13)",
  "windows-1254": "Turkish (Windows-1254, ISO-8859-9)",
  "windows-1258": "Vietnamese (Windows-1258)",
  "windows-1251": "Cyrillic (Windows-1251)",
  "koi8-r": "Cyrillic (KOI8-R)",
  "koi8-u": "Cyrillic, Ukrainian (KOI8-U)",
  ibm866: "Cyrillic, DOS (IBM866)",
  "iso-8859-5": "Cyrillic (ISO-8859-5)",
  "windows-1253": "Greek (Windows-1253)",
  "iso-8859-7": "Greek (ISO-8859-7)",
  "windows-1255": "Hebrew (Windows-1255)",
  "iso-8859-8": "Hebrew (ISO-8859-8)",
  "windows-1256": "Arabic (Windows-1256)",
  "windows-874": "Thai (Windows-874, TIS-620)",
  shift_jis: "Japanese (Shift_JIS)",
  "euc-jp": "Japanese (EUC-JP)",
  "iso-2022-jp": "Japanese (ISO-2022-JP)",
  gbk: "Chinese, Simplified (GBK)",
  gb18030: "Chinese, Simplified (GB18030)",
  big5: "Chinese, Traditional (Big5)",
  "euc-kr": "Korean (EUC-KR)",
};

/** The encodings nothing in the bytes names: a code page is decided by what the text reads as. */
export type LegacyEncoding = Exclude<CsvEncoding, "utf-8" | "utf-16le" | "utf-16be">;

export function isLegacy(encoding: CsvEncoding): encoding is LegacyEncoding {
  return !encoding.startsWith("utf-");
}

/**
 * Ours for any label TextDecoder knows ("cp1251", "sjis", "latin1", "iso-8859-9"), or undefined. Spellings
 * people write that are no WHATWG label ("win1251", "shift-jis") are mapped first.
 */
export function encodingOfLabel(label: string): CsvEncoding | undefined {
  const l = label
    .trim()
    .toLowerCase()
    .replace(/^win(?:dows)?[-_]?(\d{3,4})$/, "windows-$1")
    .replace(/^shift[-_ ]?jis$/, "shift_jis");
  let name: string;
  try {
    name = new TextDecoder(l).encoding;
  } catch {
    return undefined;
  }
  // Logical-order Hebrew decodes as the visual one does.
  if (name === "iso-8859-8-i") return "iso-8859-8";
  return (ENCODINGS as readonly string[]).includes(name) ? (name as CsvEncoding) : undefined;
}
