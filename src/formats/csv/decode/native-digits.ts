// Digits of the scripts banks print them in besides the ASCII ones: Arabic-Indic (٠١٢, Saudi, Egyptian, Iraqi
// banks), Persian (۰۱۲), Devanagari, Bengali, Thai, Lao, Khmer and Myanmar. The reader's dates and amounts are read
// in ASCII digits, so a file's text is folded once, as it is decoded (as the PDF reader's runs are, bidi-text.ts).
// The Arabic decimal mark (٫) becomes "."; the Arabic thousands mark (٬) becomes a narrow no-break space, which
// groups digits as it does and, unlike ",", is never a field's delimiter.

/** The zero of each script whose ten digits follow it in Unicode. */
const ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0e50, 0x0ed0, 0x17e0, 0x1040];
const NATIVE = /[\u0660-\u066c\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u0e50-\u0e59\u0ed0-\u0ed9\u17e0-\u17e9\u1040-\u1049]/g;
const ARABIC_DECIMAL = 0x066b;
const ARABIC_THOUSANDS = 0x066c;
const NARROW_NO_BREAK_SPACE = "\u202f";

function ascii(c: string): string {
  const code = c.charCodeAt(0);
  if (code === ARABIC_DECIMAL) return ".";
  if (code === ARABIC_THOUSANDS) return NARROW_NO_BREAK_SPACE;
  for (const zero of ZEROS) if (code >= zero && code <= zero + 9) return String(code - zero);
  // U+066A (Arabic percent sign) is in the class's range only: it stays.
  return c;
}

/** The text with every native digit (and the Arabic decimal and thousands marks) written as ASCII reads it. */
export function foldNativeDigits(text: string): string {
  return text.replace(NATIVE, ascii);
}
