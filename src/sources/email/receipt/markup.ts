// schema.org data in HTML mail, as senders embed it for mail clients: JSON-LD scripts and microdata
// (itemscope/itemtype/itemprop), both read into one shape of typed things with named values. One
// HTMLRewriter pass; the markup is never read with regular expressions.
import { decodeEntities } from "../html-text";

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

/** Void elements have no end tag (asking for one throws). */
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

export async function readMarkup(html: string): Promise<Markup> {
  const things: Thing[] = [];
  const problems: string[] = [];
  /** Open itemscope elements, innermost last. */
  const scopes: Thing[] = [];
  /** itemprop elements whose value is their text, collecting it until their end tag. */
  const texts: { parts: string[] }[] = [];
  let json: string[] | null = null;

  const rewriter = new HTMLRewriter()
    .on("script", {
      element(el) {
        if ((el.getAttribute("type") ?? "").trim().toLowerCase() !== "application/ld+json") return;
        const parts: string[] = [];
        json = parts;
        el.onEndTag(() => {
          json = null;
          readJsonLd(parts.join(""), things, problems);
        });
      },
    })
    .on("[itemscope], [itemprop]", {
      element(el) {
        const tag = el.tagName.toLowerCase();
        const names = (el.getAttribute("itemprop") ?? "").split(/\s+/).filter((n) => n !== "");
        const parent = scopes[scopes.length - 1];
        if (el.hasAttribute("itemscope")) {
          const thing: Thing = { types: typesOf(el.getAttribute("itemtype") ?? ""), props: new Map() };
          if (parent && names.length > 0) for (const n of names) add(parent, n, thing);
          else things.push(thing);
          if (!VOID.has(tag)) {
            scopes.push(thing);
            el.onEndTag(() => void scopes.splice(scopes.lastIndexOf(thing), 1));
          }
          return;
        }
        if (!parent) return;
        const attribute = el.getAttribute("content") ?? (VALUE_ATTRIBUTE[tag] ? el.getAttribute(VALUE_ATTRIBUTE[tag]) : null);
        if (attribute !== null || VOID.has(tag)) {
          for (const n of names) add(parent, n, decodeEntities(attribute ?? "").trim());
          return;
        }
        const collector = { parts: [] as string[] };
        texts.push(collector);
        el.onEndTag(() => {
          texts.splice(texts.indexOf(collector), 1);
          const text = decodeEntities(collector.parts.join("")).replace(/\s+/g, " ").trim();
          for (const n of names) add(parent, n, text);
        });
      },
    })
    .onDocument({
      text(chunk) {
        if (json) json.push(chunk.text);
        for (const t of texts) t.parts.push(chunk.text);
      },
    });
  await rewriter.transform(new Response(html)).arrayBuffer();
  return { things, problems };
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
