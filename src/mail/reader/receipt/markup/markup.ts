// schema.org data in HTML mail, as senders embed it for mail clients: JSON-LD scripts and microdata
// (itemscope/itemtype/itemprop), both read into one shape of typed things with named values. One pass of
// htmlparser2's tokenizer, as html-text.ts reads HTML (the reader needs no runtime API, so it runs in Node's tests
// and benches as it does in the worker); the markup is never read with regular expressions.
import { decodeHTML, decodeHTMLAttribute } from "entities/decode";
import { Parser } from "htmlparser2";
import { SkippingTokenizer, TokenReader } from "../../html-tokenizer";

export interface Thing {
  /** schema.org type names without the vocabulary ("Order", "Invoice", "PriceSpecification"). */
  types: string[];
  props: Map<string, Value[]>;
}
export type Value = string | Thing;

export interface Markup {
  things: Thing[];
  /** What could not be read ("a JSON-LD block is not valid JSON"), for the inbox. */
  problems: string[];
}

/** Void elements have no content: an itemprop on one takes its value from an attribute or is empty. */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
/** Where microdata keeps a value in an attribute instead of the text (HTML's microdata value rules). */
const VALUE_ATTRIBUTE: Readonly<Record<string, string>> = {
  meta: "content",
  a: "href",
  link: "href",
  area: "href",
  img: "src",
  audio: "src",
  video: "src",
  source: "src",
  iframe: "src",
  embed: "src",
  object: "data",
  time: "datetime",
  data: "value",
  meter: "value",
};

/**
 * What the HTML can hold: JSON-LD needs a "<script", microdata an "itemscope" or "itemprop", in any (ASCII) case.
 * Tag and attribute names are never written with character references and the parser lower-cases them, so
 * HTML without one has none, and is not parsed: most receipts have none, and the parse would cost more than
 * all the reading of the text. The HTML is searched as it is, for words that start with a letter (a pattern
 * starting with the "<" of every tag skips little): lower-casing a copy first cost 0.2 ms for 60 KB, a search
 * for "<script" 0.1 ms, this one 0.03 ms (bench/email's HTML bodies).
 */
const MARKUP_WORDS = /script|item(?:scope|prop)/gi;

function markupIn(html: string): { scripts: boolean; microdata: boolean } {
  let scripts = false;
  MARKUP_WORDS.lastIndex = 0;
  for (let m = MARKUP_WORDS.exec(html); m !== null; m = MARKUP_WORDS.exec(html)) {
    if (m[0].length !== "script".length) return { scripts: true, microdata: true };
    // "script" counts as a tag name only ("javascript:", "description" do not).
    if (html.charCodeAt(m.index - 1) === LESS_THAN) scripts = true;
  }
  return { scripts, microdata: false };
}
const LESS_THAN = 0x3c;

export function readMarkup(html: string): Markup {
  const things: Thing[] = [];
  const problems: string[] = [];
  const holds = markupIn(html);
  if (!holds.scripts && !holds.microdata) return { things, problems };
  if (!holds.microdata) {
    readScripts(html, things, problems);
    return { things, problems };
  }
  // Elements are told apart by their depth: the parser closes every element it opens exactly once (void ones
  // at once, unclosed ones at their parent's end or the document's), so an element ends when the depth it
  // was opened at closes.
  let depth = 0;
  /** Open itemscope elements, innermost last. */
  const scopes: { thing: Thing; depth: number }[] = [];
  /** itemprop elements whose value is their text, collecting it until their end tag. */
  const texts: { parts: string[]; names: string[]; parent: Thing; depth: number }[] = [];
  let json: { parts: string[]; depth: number } | null = null;

  // Microdata may sit on any element: the parser reads every attribute, and builds the tree whose implied end
  // tags tell where an item's text ends.
  const parser = new Parser(
    {
      onopentagname() {
        depth++;
      },
      // Character references are decoded where values are read (html-text.ts says why not by the parser).
      onopentag(tag, raw) {
        const attribute = (name: string) => (raw[name] === undefined ? undefined : decodeHTMLAttribute(raw[name]));
        if (tag === "script" && (attribute("type") ?? "").trim().toLowerCase() === "application/ld+json") json = { parts: [], depth };
        const itemprop = attribute("itemprop");
        const scoped = raw.itemscope !== undefined;
        if (itemprop === undefined && !scoped) return;
        const names = (itemprop ?? "").split(/\s+/).filter((n) => n !== "");
        const parent = scopes[scopes.length - 1]?.thing;
        if (scoped) {
          const thing: Thing = { types: typesOf(attribute("itemtype") ?? ""), props: new Map() };
          if (parent && names.length > 0) for (const n of names) add(parent, n, thing);
          else things.push(thing);
          scopes.push({ thing, depth });
          return;
        }
        if (!parent) return;
        const valueAttribute = VALUE_ATTRIBUTE[tag];
        const value = attribute("content") ?? (valueAttribute ? attribute(valueAttribute) : undefined);
        if (value !== undefined || VOID.has(tag)) {
          for (const n of names) add(parent, n, (value ?? "").trim());
          return;
        }
        texts.push({ parts: [], names, parent, depth });
      },
      ontext(text) {
        if (json) json.parts.push(text);
        for (const t of texts) t.parts.push(text);
      },
      onclosetag() {
        if (json?.depth === depth) {
          readJsonLd(json.parts.join(""), things, problems);
          json = null;
        }
        if (scopes[scopes.length - 1]?.depth === depth) scopes.pop();
        const t = texts[texts.length - 1];
        if (t?.depth === depth) {
          texts.pop();
          const text = decodeHTML(t.parts.join("")).replace(/\s+/g, " ").trim();
          for (const n of t.names) add(t.parent, n, text);
        }
        depth--;
      },
    },
    { decodeEntities: false, Tokenizer: SkippingTokenizer },
  );
  parser.end(html);
  return { things, problems };
}

/**
 * JSON-LD alone (HTML without microdata: most mail with markup): the scripts' types and text read from the
 * tokens, without htmlparser2's Parser building the rest of the tree (half the cost of the reading).
 */
function readScripts(html: string, things: Thing[], problems: string[]): void {
  new ScriptReader(html, (json) => readJsonLd(json, things, problems)).read();
}

class ScriptReader extends TokenReader {
  /** In a script's start tag: the attribute being read, its value so far, and the first "type" (the parser's rule). */
  #inScriptTag = false;
  #attribute = "";
  #value = "";
  #type: string | null = null;
  /** The text of the JSON-LD script being read, or null outside one. */
  #json: string[] | null = null;

  constructor(
    html: string,
    readonly onJson: (source: string) => void,
  ) {
    super(html);
  }

  override onopentagname(start: number, end: number): void {
    this.#inScriptTag = this.html.slice(start, end).toLowerCase() === "script";
    this.#type = null;
  }
  override onattribname(start: number, end: number): void {
    if (!this.#inScriptTag) return;
    this.#attribute = this.html.slice(start, end).toLowerCase();
    this.#value = "";
  }
  override onattribdata(start: number, end: number): void {
    if (this.#inScriptTag) this.#value += this.html.slice(start, end);
  }
  override onattribend(): void {
    if (this.#inScriptTag && this.#attribute === "type" && this.#type === null) this.#type = this.#value;
  }
  override onopentagend(): void {
    const type = this.#inScriptTag ? this.#type : null;
    if (type !== null && decodeHTMLAttribute(type).trim().toLowerCase() === "application/ld+json") this.#json = [];
    this.#inScriptTag = false;
  }
  override onselfclosingtag(): void {
    // "<script/>" in HTML opens a script all the same.
    this.onopentagend();
  }
  override ontext(start: number, end: number): void {
    this.#json?.push(this.html.slice(start, end));
  }
  override onclosetag(start: number, end: number): void {
    if (this.#json && this.html.slice(start, end).toLowerCase() === "script") this.#end(this.#json);
  }
  override onend(): void {
    // A script left open ends with the document.
    if (this.#json) this.#end(this.#json);
  }
  #end(parts: string[]): void {
    this.#json = null;
    this.onJson(parts.join(""));
  }
}

function add(thing: Thing, name: string, value: Value): void {
  const list = thing.props.get(name);
  if (list) list.push(value);
  else thing.props.set(name, [value]);
}

/** "https://schema.org/Order http://schema.org/Invoice" → ["Order", "Invoice"]. */
function typesOf(itemtype: string): string[] {
  return itemtype
    .split(/\s+/)
    .filter((t) => t !== "")
    .map((t) => t.replace(/^.*[/#:]/, ""));
}

/** JSON-LD into things: objects with "@type", "@graph" lists, nested objects and arrays. */
function readJsonLd(source: string, things: Thing[], problems: string[]): void {
  // Some senders wrap the JSON in an HTML comment or CDATA section, as for old inline scripts.
  const text = source
    .trim()
    .replace(/^<!--|-->$/g, "")
    .replace(/^\s*\/?\/?\s*<!\[CDATA\[|\]\]>\s*$/g, "")
    .trim();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    problems.push("a JSON-LD block is not valid JSON (skipped)");
    return;
  }
  for (const node of Array.isArray(data) ? data : [data]) {
    if (!isObject(node)) continue;
    const graph = node["@graph"];
    if (Array.isArray(graph)) for (const g of graph) if (isObject(g)) things.push(thingOf(g, 0));
    if (node["@type"] !== undefined || !Array.isArray(graph)) things.push(thingOf(node, 0));
  }
}

/** Nesting deeper than this is not a receipt (and a cycle cannot exist in parsed JSON, but depth can). */
const MAX_DEPTH = 12;

function thingOf(node: Record<string, unknown>, depth: number): Thing {
  const types = ([] as unknown[]).concat(node["@type"] ?? []).filter((t): t is string => typeof t === "string");
  const thing: Thing = { types: typesOf(types.join(" ")), props: new Map() };
  for (const [key, raw] of Object.entries(node)) {
    if (key.startsWith("@") || depth >= MAX_DEPTH) continue;
    const name = key.replace(/^.*[/#:]/, "");
    for (const v of Array.isArray(raw) ? raw : [raw]) {
      if (typeof v === "string") add(thing, name, v.trim());
      else if (typeof v === "number" || typeof v === "boolean") add(thing, name, String(v));
      else if (isObject(v)) add(thing, name, thingOf(v, depth + 1));
    }
  }
  return thing;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
