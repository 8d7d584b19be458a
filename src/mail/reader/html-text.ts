// HTML mail as text, for totals and forward headers: htmlparser2's tokenizer (the browsers' tokenizing rules,
// never regular expressions over markup), cells and blocks as breaks so "Total" and its amount share a line.
// Tokens are read here rather than through its Parser: tree building was a quarter of the conversion, and text
// needs only the HTML standard's rules that change it (void elements, which close with an ancestor).
import { decodeHTML } from "entities/decode";
import { TokenReader } from "./html-tokenizer";
import { decodeLeftoverQuotedPrintable } from "./leftover-quoted-printable";

/** What an element does to the text: bits, so one lookup per tag answers every question. */
const BLOCK = 1; // starts and ends a line
const CELL = 2; // a table cell: separated from the one before by a tab
const HIDDEN = 4; // its content is not text a reader sees
const VOID = 8; // has no content and no end tag: it is never open
const ROW = 16; // a table row, or a table part a cell outside any row starts a new row in

const ROLES = new Map<string, number>([
  ...[
    "address",
    "article",
    "aside",
    "blockquote",
    "caption",
    "center",
    "dd",
    "details",
    "dialog",
    "dir",
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
    "hgroup",
    "li",
    "listing",
    "main",
    "menu",
    "nav",
    "ol",
    "p",
    "pre",
    "section",
    "summary",
    "ul",
  ].map((name) => [name, BLOCK] as const),
  ...["table", "thead", "tbody", "tfoot"].map((name) => [name, BLOCK | ROW] as const),
  ["tr", BLOCK | ROW],
  ["td", CELL],
  ["th", CELL],
  ["br", BLOCK | VOID],
  ["hr", BLOCK | VOID],
  ...["head", "noscript", "script", "style", "template", "title"].map((name) => [name, HIDDEN] as const),
  // The standard's void elements (and the obsolete ones browsers still treat as void).
  ...[
    "area",
    "base",
    "basefont",
    "bgsound",
    "col",
    "embed",
    "frame",
    "img",
    "input",
    "keygen",
    "link",
    "meta",
    "param",
    "source",
    "track",
    "wbr",
  ].map((name) => [name, VOID] as const),
]);

const MAX_DEPTH = 512;

/** The HTML as text: a mail converts its HTML at most once (the message keeps it, message.ts `htmlText`). */
export function htmlToText(html: string): string {
  const reader = new TextReader(html);
  reader.read();
  // Character references are decoded once the text is joined (entities, with the same rules for text).
  return tidy(decodeHTML(reader.parts.join("")).replace(INVISIBLE, ""));
}

/** The tokens read into text: line and cell breaks, and text outside hidden elements (nothing else makes text). */
class TextReader extends TokenReader {
  readonly parts: string[] = [];
  /** Open elements, innermost last; void elements are never open. */
  readonly #open: string[] = [];
  /** How many elements were open outside the outermost open hidden one (it is #open[#hiddenAt]); -1: none. */
  #hiddenAt = -1;

  override onopentagname(start: number, end: number): void {
    const name = this.html.slice(start, end).toLowerCase();
    const role = ROLES.get(name) ?? 0;
    // The body starts where the head ends, whether or not the head was closed.
    if (name === "body") this.#closeFrom(this.#open.indexOf("head"));
    if (role & BLOCK) this.parts.push("\n");
    else if (role & CELL) this.#openCell();
    if (role & VOID) return;
    // As deep as browsers build (Blink's 512): deeper, an element takes the place of the innermost one, so a
    // page of unclosed tags cannot make every end tag search a longer list.
    if (this.#open.length === MAX_DEPTH) this.#closeFrom(MAX_DEPTH - 1);
    if (role & HIDDEN && this.#hiddenAt === -1) this.#hiddenAt = this.#open.length;
    this.#open.push(name);
  }

  override onclosetag(start: number, end: number): void {
    const name = this.html.slice(start, end).toLowerCase();
    const at = this.#open.lastIndexOf(name);
    if (at !== -1) this.#closeFrom(at);
    // An end tag with nothing open to end is ignored, but for two that browsers read as elements: "</br>"
    // is a line break, and "</p>" an empty paragraph.
    else if (name === "br" || name === "p") this.parts.push("\n");
  }

  override ontext(start: number, end: number): void {
    if (this.#hiddenAt === -1) this.parts.push(this.html.slice(start, end));
  }

  /** Closes the element open at `at` and every one inside it, as an end tag closes what it encloses. */
  #closeFrom(at: number): void {
    if (at === -1) return;
    for (let i = this.#open.length - 1; i >= at; i--) {
      if ((ROLES.get(this.#open[i] ?? "") ?? 0) & BLOCK) this.parts.push("\n");
    }
    this.#open.length = at;
    if (this.#hiddenAt >= at) this.#hiddenAt = -1;
  }

  /**
   * Cells are separated by a tab. A cell in a table part but in no row starts a row (a new line), and is in
   * it, as the standard's tree construction implies a "tr"; a cell in no table at all is only a separation.
   */
  #openCell(): void {
    for (let i = this.#open.length - 1; i >= 0; i--) {
      if (!((ROLES.get(this.#open[i] ?? "") ?? 0) & ROW)) continue;
      if (this.#open[i] === "tr") break;
      this.parts.push("\n");
      this.#open.push("tr");
      return;
    }
    this.parts.push("\t");
  }
}

/** The HTML as a reader sees it, quoted-printable left in it decoded first (an escaped "=3D" would break its tags). */
export function htmlAsText(html: string): string {
  return htmlToText(decodeLeftoverQuotedPrintable(html));
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
      // Every run of spaces as one space, but a lone space (most of them) is not matched: replacing it by itself
      // cost twice as much.
      .replace(/ [ \u00a0\f\v\r]+|[\u00a0\f\v\r][ \u00a0\f\v\r]*/g, " ")
      .replace(/ *\t[ \t]*/g, "\t")
      // Lines trimmed, and no blank lines: a value is read from its label's line or the next one, and markup
      // spacing is not text.
      .replace(/[\t ]*\n[\t ]*/g, "\n")
      .replace(/\n{2,}/g, "\n")
      .replace(/^[\t ]+|[\t ]+$/g, "")
      .trim()
  );
}
