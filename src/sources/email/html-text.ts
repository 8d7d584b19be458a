// HTML mail as text, for reading totals and forward headers: htmlparser2's tokenizer (a JavaScript HTML
// tokenizer with the browsers' rules for raw text, comments, implied end tags and character references),
// never regular expressions over markup. Block elements and table cells become line and cell breaks, so
// "Total" and its amount in one row stay on one line; scripts, styles and the head are dropped; character
// references are decoded. HTMLRewriter did this before at 5–7 ms of CPU a message in workerd whatever the
// size (bench/email, 2026-11-22), more than all the other steps together; htmlparser2 takes ~0.6 ms for 50 KB.
import { decodeHTML } from "entities/decode";
import { AttributeSkippingParser, SkippingTokenizer } from "./html-tokenizer";

/** Elements that start a new line of text. */
const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "dd",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "tbody",
  "thead",
  "tfoot",
  "tr",
  "ul",
]);
/** Cells are separated by a tab: a row reads "Total\t$70.00". */
const CELLS = new Set(["td", "th"]);
/** Void elements have no end tag: a line starts at them, none ends (the parser reports them closed at once). */
const VOID = new Set(["br", "hr"]);
/** Content that is not text a reader sees. */
const HIDDEN = new Set(["script", "style", "head", "title", "template", "noscript"]);

/** The HTML as text: a mail converts its HTML at most once (the message keeps it, message.ts `htmlText`). */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  let hidden = 0;
  // Tag names come lower-cased; an element left open is closed (implied) at the end of its parent or of the
  // document, so every open below is matched by one close. Character references are decoded once the text is
  // joined (entities, the parser's own decoder, with the same rules for text): a tokenizer that decodes them
  // must look at every character of every attribute, one that does not skips to the closing quote (twice as fast).
  const parser = new AttributeSkippingParser(
    {
      onopentagname(name) {
        if (BLOCKS.has(name)) parts.push("\n");
        else if (CELLS.has(name)) parts.push("\t");
        else if (HIDDEN.has(name)) hidden++;
      },
      onclosetag(name) {
        if (BLOCKS.has(name)) {
          if (!VOID.has(name)) parts.push("\n");
        } else if (HIDDEN.has(name)) hidden--;
      },
      ontext(text) {
        if (hidden === 0) parts.push(text);
      },
    },
    { decodeEntities: false, Tokenizer: SkippingTokenizer },
  );
  // Nothing here reads an attribute.
  parser.attributesWanted = false;
  parser.end(html);
  return tidy(decodeHTML(parts.join("")).replace(INVISIBLE, ""));
}

/** Soft hyphens and zero-width characters (the padding of preheaders, "&zwnj;&nbsp;" many times) are no text. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

/**
 * Collapses runs of spaces within lines and drops empty lines, as a reader sees the page. Over the whole
 * text at once (no pattern here crosses a newline but the ones that trim lines): line by line cost twice as much.
 */
function tidy(text: string): string {
  return (
    text
      .replace(/[ \u00a0\f\v\r]+/g, " ")
      .replace(/ *\t[ \t]*/g, "\t")
      // Lines trimmed, and no blank lines: a value is read from its label's line or the next one, and markup
      // spacing is not text.
      .replace(/[\t ]*\n[\t ]*/g, "\n")
      .replace(/\n{2,}/g, "\n")
      .replace(/^[\t ]+|[\t ]+$/g, "")
      .trim()
  );
}

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
