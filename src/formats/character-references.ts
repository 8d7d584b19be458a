// Character references in text that is not HTML being parsed: a mail's plain text that carries them ("Total&nbsp;
// &#36;70.00", written by senders that escape everything) and OFX 1.x values (SGML). The named ones a receipt or
// a bank writes, and every numeric one; HTML itself is decoded with the standard's full table (html-text.ts).

/** The names receipts and banks write; an unknown one stays as written. */
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  copy: "©",
  reg: "®",
  trade: "™",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  laquo: "«",
  raquo: "»",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  middot: "·",
  times: "×",
  deg: "°",
  auml: "ä",
  ouml: "ö",
  uuml: "ü",
  Auml: "Ä",
  Ouml: "Ö",
  Uuml: "Ü",
  szlig: "ß",
  eacute: "é",
  egrave: "è",
  ecirc: "ê",
  agrave: "à",
  aacute: "á",
  ccedil: "ç",
  ntilde: "ñ",
  oacute: "ó",
  iacute: "í",
  uacute: "ú",
  aring: "å",
  oslash: "ø",
  aelig: "æ",
  Eacute: "É",
  Aring: "Å",
  Oslash: "Ø",
  AElig: "Æ",
  shy: "",
  zwnj: "",
  zwj: "",
};

/** Character references in text (`&amp;`, `&#36;`, `&#x20AC;`); an unknown name stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref] ?? whole;
  });
}
