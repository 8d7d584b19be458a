// OFX as a tree of elements, from either dialect: 1.x SGML (leaf elements have no closing tag, a whole
// file may be one line) and 2.x XML (elements self-closed when empty, text in CDATA, names in any case or
// with a namespace prefix, which is dropped). One tolerant pass over the tags: an element followed by text is
// a leaf (its closing tag, if written, is skipped); any other element is an aggregate closed by its end
// tag. A leaf's text has character references decoded. An aggregate still open when the text ends was
// cut off (every aggregate has an end tag in both dialects): it is marked, so a cut transaction is not
// taken for a whole one.
import { decodeEntities } from "../character-references";
import { SourceInputError } from "../errors";
import { OFX_ELEMENT } from "./signature";

export interface OfxNode {
  name: string;
  /** The leaf's text (trimmed), or null for an aggregate. */
  value: string | null;
  children: OfxNode[];
  /** 1-based line of the opening tag: what row reports name. */
  line: number;
  /** An aggregate whose end tag never came: the file ended inside it. */
  cut?: true;
}

/** Real statements nest about ten deep (OFX › BANKMSGSRSV1 › STMTTRNRS › STMTRS › BANKTRANLIST › STMTTRN › PAYEE); deeper is no statement, and the walks below recurse. */
const MAX_DEPTH = 64;

export { OFX_ELEMENT };

/** Every leaf's children: one shared empty list, not one per leaf (a statement has hundreds of thousands). */
const NO_CHILDREN: OfxNode[] = Object.freeze([]) as unknown as OfxNode[];

export function parseOfxTree(text: string): OfxNode {
  const start = text.search(OFX_ELEMENT);
  if (start < 0) throw new SourceInputError("not an OFX file: no <OFX> element");
  const root: OfxNode = { name: "#ROOT", value: null, children: [], line: 1 };
  const stack: OfxNode[] = [root];
  let line = 1 + countLines(text, 0, start);
  // The next line break not yet counted: found once each, so a file written on one line is not searched to its
  // end at every tag (which made a one-line file of 20,000 statements take 11 s to read).
  let nextBreak = text.indexOf("\n", start);
  // A tag ends at the next `>` before any other `<`: a `<A` never closed is text, not a tag running over every
  // `<` after it, which read to the end of the file from each of a million of them.
  const tag = /<(\/?)([A-Za-z0-9_.:-]+)[^<>]*>/g;
  // Each element name once, upper-cased: not a string per element.
  const names = new Map<string, string>();
  tag.lastIndex = start;
  // Where the next CDATA section ends, searched again only past the end found: a million sections never closed
  // would each search the rest of the file.
  let searchedFrom = Infinity;
  let found = -1;
  const cdataEnd = (from: number) => {
    if (from < searchedFrom || (found >= 0 && from > found)) {
      searchedFrom = from;
      found = text.indexOf("]]>", from);
    }
    return found;
  };
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    for (; nextBreak >= 0 && nextBreak < m.index; nextBreak = text.indexOf("\n", nextBreak + 1)) line++;
    const [whole, closing, rawName = ""] = m;
    let name = names.get(rawName);
    if (name === undefined) names.set(rawName, (name = rawName.slice(rawName.indexOf(":") + 1).toUpperCase()));
    if (closing) {
      const open = stack.findLastIndex((n) => n.name === name);
      // A closing tag of a leaf already taken, or of nothing open: SGML allows it, nothing to do.
      if (open > 0) stack.length = open;
      continue;
    }
    const parent = stack.at(-1) ?? root;
    if (whole.endsWith("/>")) {
      parent.children.push({ name, value: "", children: NO_CHILDREN, line });
      continue;
    }
    const cdata = text.startsWith("<![CDATA[", tag.lastIndex) ? cdataEnd(tag.lastIndex) : -1;
    if (cdata >= 0) {
      parent.children.push({ name, value: text.slice(tag.lastIndex + 9, cdata).trim(), children: NO_CHILDREN, line });
      tag.lastIndex = cdata + 3;
      continue;
    }
    const next = text.indexOf("<", tag.lastIndex);
    const content = text.slice(tag.lastIndex, next < 0 ? text.length : next);
    const value = content.trim();
    if (value !== "") {
      parent.children.push({ name, value: value.includes("&") ? decodeEntities(value) : value, children: NO_CHILDREN, line });
    } else if (isEmptyLeaf(text, next, name)) {
      parent.children.push({ name, value: "", children: NO_CHILDREN, line });
    } else {
      const node: OfxNode = { name, value: null, children: [], line };
      parent.children.push(node);
      stack.push(node);
      if (stack.length > MAX_DEPTH)
        throw new SourceInputError(`not an OFX statement: elements nest deeper than ${MAX_DEPTH} levels (line ${line})`);
    }
  }
  for (const open of stack.slice(1)) open.cut = true;
  const ofx = root.children.find((n) => n.name === "OFX");
  if (!ofx) throw new SourceInputError("not an OFX file: no <OFX> element");
  return ofx;
}

/** `<MEMO></MEMO>` (or `</ofx:MEMO>`): a leaf with no text, not an aggregate left open. */
function isEmptyLeaf(text: string, next: number, name: string): boolean {
  if (next < 0 || !text.startsWith("</", next)) return false;
  const end = text.indexOf(">", next);
  const closed = text.slice(next + 2, end).trim();
  return end >= 0 && closed.slice(closed.indexOf(":") + 1).toUpperCase() === name;
}

function countLines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf("\n", from); i >= 0 && i < to; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

/** The first descendant named `name` (depth first), or undefined. */
export function find(node: OfxNode, name: string): OfxNode | undefined {
  for (const child of node.children) {
    if (child.name === name) return child;
    const deeper = find(child, name);
    if (deeper) return deeper;
  }
  return undefined;
}

/** Every descendant named `name`, in document order. */
export function findAll(node: OfxNode, name: string, out: OfxNode[] = []): OfxNode[] {
  for (const child of node.children) {
    if (child.name === name) out.push(child);
    else findAll(child, name, out);
  }
  return out;
}

/** The text of a child leaf, or null. */
export function leaf(node: OfxNode | undefined, name: string): string | null {
  const child = node?.children.find((c) => c.name === name);
  return child?.value ?? null;
}
