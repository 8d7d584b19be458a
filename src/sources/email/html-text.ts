// HTML mail as text, for reading totals and forward headers: the runtime's streaming HTML parser
// (HTMLRewriter), never regular expressions over markup. Block elements and table cells become line and
// cell breaks, so "Total" and its amount in one row stay on one line; scripts, styles and the head
// are dropped; character references are decoded.

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
/** Void elements have no end tag (asking for one throws). */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
/** Content that is not text a reader sees. */
const HIDDEN = new Set(["script", "style", "head", "title", "template", "noscript"]);

/** Unwrapping and reading convert the same HTML: the last few conversions are kept (per isolate). */
const RECENT = new Map<string, Promise<string>>();
const RECENT_MAX = 8;

export function htmlToText(html: string): Promise<string> {
  const known = RECENT.get(html);
  if (known) return known;
  const text = convert(html);
  RECENT.set(html, text);
  if (RECENT.size > RECENT_MAX) RECENT.delete(RECENT.keys().next().value!);
  return text;
}

async function convert(html: string): Promise<string> {
  const parts: string[] = [];
  let hidden = 0;
  // Handlers only on the elements that matter, and one document-level text handler: a JavaScript call per
  // element of the mail would cost more than the parse itself.
  const rewriter = new HTMLRewriter()
    .on(selectorOf(BLOCKS), {
      element(el) {
        parts.push("\n");
        if (!VOID.has(el.tagName.toLowerCase())) el.onEndTag(() => void parts.push("\n"));
      },
    })
    .on(selectorOf(CELLS), { element: () => void parts.push("\t") })
    .on(selectorOf(HIDDEN), {
      element(el) {
        hidden++;
        el.onEndTag(() => void hidden--);
      },
    })
    .onDocument({
      text(chunk) {
        if (hidden === 0 && chunk.text) parts.push(chunk.text);
      },
    });
  await rewriter.transform(new Response(html)).arrayBuffer();
  return tidy(decodeEntities(parts.join("")));
}

const selectorOf = (tags: ReadonlySet<string>) => [...tags].join(", ");

/** Collapses runs of spaces within lines and drops empty lines, as a reader sees the page. */
function tidy(text: string): string {
  return (
    text
      .split("\n")
      .map((line) =>
        line
          .replace(/[ \u00a0\f\v\r]+/g, " ")
          .replace(/ *\t[ \t]*/g, "\t")
          .replace(/^[\t ]+|[\t ]+$/g, ""),
      )
      // No blank lines: a value is read from its label's line or the next one, and markup spacing is not text.
      .filter((line) => line !== "")
      .join("\n")
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
