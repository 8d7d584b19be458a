// A CAMT document (ISO 20022 camt.052 account report, camt.053 statement, camt.054 debit/credit
// notification; versions 1 to 10), alone or in an envelope beside its application header, read with
// fast-xml-parser: namespaces dropped (every version reads alike), values kept as strings (amounts and ids must not
// become numbers), the repeatable elements always arrays.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { SourceInputError } from "../errors";

/** Elements that may repeat: always arrays, so one entry and many read the same way. */
const REPEATED = new Set(["Stmt", "Rpt", "Ntfctn", "Ntry", "NtryDtls", "TxDtls", "Bal", "Ustrd", "AdrLine", "Strd"]);

const OPTIONS = {
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name: string) => REPEATED.has(name),
};
// The document is read with its entries left as XML text, and each entry is read when it is planned: a tree of
// every entry at once takes ~20 times the file's size in memory (bench/upload/heap.mjs), one entry's a few KB.
const parser = new XMLParser({ ...OPTIONS, stopNodes: ["*.Ntry"] });
const entryParser = new XMLParser(OPTIONS);

/** A node of the parsed document: text, or an object of children (`#text` with attributes). */
export type Node = string | { [name: string]: Node | Node[] | undefined };

export interface CamtStatement {
  kind: "camt.052" | "camt.053" | "camt.054";
  node: Node;
  /** When the statement (else the message) was made: the date of an entry that names none. */
  created: string | null;
}

/** The file's statements, and where it stops early when it was cut (the XML not closed after an entry). */
export interface CamtDocument {
  statements: CamtStatement[];
  /** null: the file is whole. Else the file stops after its last whole entry, `insideEntry` when inside the next one. */
  cut: { insideEntry: boolean } | null;
}

/**
 * A statement's attributes are a currency on each amount (`<Amt Ccy="EUR">`) and a few on its root: a file with
 * far more is no bank's, and fast-xml-parser reads each one (a million of them took a minute), so it is refused first.
 */
const ATTRIBUTES_BESIDE_AMOUNTS = 256;
const ATTRIBUTES_PER_AMOUNT = 4;

function countOf(text: string, what: string): number {
  let n = 0;
  for (let at = text.indexOf(what); at !== -1; at = text.indexOf(what, at + what.length)) n++;
  return n;
}

function refuseAttributeFlood(xml: string): void {
  const attributes = countOf(xml, '="') + countOf(xml, "='");
  if (attributes <= ATTRIBUTES_BESIDE_AMOUNTS) return;
  const amounts = countOf(xml, "Amt ");
  if (attributes <= ATTRIBUTES_BESIDE_AMOUNTS + ATTRIBUTES_PER_AMOUNT * amounts) return;
  throw new SourceInputError(
    `this CAMT file has ${attributes.toLocaleString("en")} attributes for ${amounts.toLocaleString("en")} amounts: a bank's statement has a currency on each amount and a few more, so it is not read`,
  );
}

/**
 * A statement's tags are a few dozen per entry and per transaction detail of a batch booking (a collective entry may
 * hold hundreds): a file with far more is no bank's, and fast-xml-parser builds a node of each (a million tiny tags
 * in one entry cost 4.7 typical files of their size), so it is refused first too.
 */
const TAGS_BESIDE_ENTRIES = 20_000;
const TAGS_PER_ENTRY = 2_000;

function refuseTagFlood(xml: string): void {
  const tags = countOf(xml, "<");
  if (tags <= TAGS_BESIDE_ENTRIES) return;
  // Each entry and each transaction detail is counted twice (opened and closed): the bound is generous.
  const entries = countOf(xml, "Ntry>") + countOf(xml, "TxDtls>");
  if (tags <= TAGS_BESIDE_ENTRIES + TAGS_PER_ENTRY * entries) return;
  throw new SourceInputError(
    `this CAMT file has ${tags.toLocaleString("en")} tags for ${Math.ceil(entries / 2).toLocaleString("en")} entries and details: a bank's statement has a few dozen per entry, so it is not read`,
  );
}

export function camtDocument(xml: string): CamtDocument {
  refuseAttributeFlood(xml);
  refuseTagFlood(xml);
  // The parser itself is lenient (an unclosed tag is closed for it): the validator says what and where.
  const verdict = XMLValidator.validate(xml);
  if (verdict === true) return { statements: statementsOf(parsed(xml)), cut: null };
  const closed = closedAfterLastEntry(xml);
  if (closed === null) {
    const { msg, line, col } = verdict.err;
    throw new SourceInputError(`this CAMT file is not well-formed XML: line ${line}, column ${col}: ${msg.slice(0, 160)}`);
  }
  return { statements: statementsOf(parsed(closed.xml)), cut: { insideEntry: closed.insideEntry } };
}

function parsed(xml: string): Node {
  try {
    return parser.parse(xml) as Node;
  } catch (error) {
    throw new SourceInputError(
      `this CAMT file is not well-formed XML (${error instanceof Error ? error.message.slice(0, 120) : "unreadable"})`,
    );
  }
}

function statementsOf(doc: Node): CamtStatement[] {
  const kinds: [string, string, CamtStatement["kind"]][] = [
    ["BkToCstmrStmt", "Stmt", "camt.053"],
    ["BkToCstmrAcctRpt", "Rpt", "camt.052"],
    ["BkToCstmrDbtCdtNtfctn", "Ntfctn", "camt.054"],
  ];
  const statements: CamtStatement[] = [];
  let messages = 0;
  for (const root of documentsIn(doc)) {
    // Version 1 names the message with its version (`BkToCstmrAcctRptV01`); later versions do not.
    const names = typeof root !== "string" ? Object.keys(root) : [];
    for (const [message, statement, kind] of kinds) {
      const name = names.find((n) => n === message || new RegExp(`^${message}V\\d+$`).test(n));
      if (name === undefined) continue;
      messages++;
      const body = child(root, name);
      const sent = text(body, "GrpHdr/CreDtTm");
      for (const node of children(body, statement)) statements.push({ kind, node, created: text(node, "CreDtTm") ?? sent });
      break;
    }
  }
  if (messages > 0) return statements;
  throw new SourceInputError("not a CAMT statement: no BkToCstmrStmt, BkToCstmrAcctRpt or BkToCstmrDbtCdtNtfctn in the Document");
}

/** How deep an envelope may hold its Documents (a business application header's, a bank portal's wrapper). */
const ENVELOPE_DEPTH = 3;

/** The message elements a Document holds, by name (version 1 adds `V01`). */
const MESSAGE = /^BkToCstmr(?:Stmt|AcctRpt|DbtCdtNtfctn)(?:V\d+)?$/;

/**
 * The file's `Document`s: its root, or those an envelope holds beside a business application header
 * (`<BizMsgEnvlp><AppHdr/><Document/>`, `<Envelope><Body><Document/>`), one or several. What holds a message is its
 * Document whatever it is named: XML is case-sensitive, yet portals write `<document>` (Postbank's account reports)
 * or leave the Document out and start with the message, and the message's own name says what the file is.
 */
function documentsIn(doc: Node): Node[] {
  const found: Node[] = [];
  const visit = (node: Node | undefined, depth: number) => {
    if (node === undefined || typeof node === "string" || depth > ENVELOPE_DEPTH) return;
    const names = Object.keys(node);
    if (names.some((name) => MESSAGE.test(name))) {
      found.push(node);
      return;
    }
    const documents = names.filter((name) => name.toLowerCase() === "document").flatMap((name) => asList(node[name]));
    if (documents.length > 0) {
      found.push(...documents);
      return;
    }
    for (const [name, value] of Object.entries(node)) {
      if (name.startsWith("@") || name.startsWith("?") || name === "#text") continue;
      for (const one of asList(value)) visit(one, depth + 1);
    }
  };
  visit(doc, 0);
  return found;
}

const asList = (value: Node | Node[] | undefined): Node[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

const ENTRY_END = /<\/(?:[\w.-]+:)?Ntry\s*>/g;
const ENTRY_START = /<(?:[\w.-]+:)?Ntry[\s>]/;
/** An element's name after its `<` (and `/`). */
const NAME = /(\/?)([A-Za-z_][\w.:-]*)/y;
/** Where a tag's attributes end or a quoted value starts. */
const TAG_END_OR_QUOTE = /[>"']/g;
/** What is skipped between tags: its opening and what closes it. */
const SKIPPED: [string, string][] = [
  ["<!--", "-->"],
  ["<![CDATA[", "]]>"],
  ["<?", "?>"],
  ["<!DOCTYPE", ">"],
];

/**
 * The tags of `xml` from `from` up to `to`, by name, closing or not (a self-closed one is left out), to `visit`;
 * comments, CDATA, processing instructions and a DOCTYPE skipped. Each step searches forward from the last, so the
 * cost is the text's length: a regular expression of the same tags backtracked over a tag of a million attributes
 * until V8's stack overflowed. false when something there is not a tag (nothing after it is read).
 */
function eachTag(xml: string, from: number, to: number, visit: (closing: boolean, name: string) => boolean): boolean {
  for (let at = xml.indexOf("<", from); at >= 0 && at < to; at = xml.indexOf("<", at)) {
    const skipped = SKIPPED.find(([open]) => xml.startsWith(open, at));
    if (skipped) {
      const [open, close] = skipped;
      const end = xml.indexOf(close, at + open.length);
      if (end < 0) return false;
      at = end + close.length;
      continue;
    }
    NAME.lastIndex = at + 1;
    const name = NAME.exec(xml);
    if (!name) return false;
    let i = NAME.lastIndex;
    for (;;) {
      TAG_END_OR_QUOTE.lastIndex = i;
      const found = TAG_END_OR_QUOTE.exec(xml);
      if (!found) return false;
      if (found[0] === ">") break;
      const closed = xml.indexOf(found[0], found.index + 1);
      if (closed < 0) return false;
      i = closed + 1;
    }
    const end = TAG_END_OR_QUOTE.lastIndex;
    const selfClosing = xml[end - 2] === "/" && end - 2 >= NAME.lastIndex;
    if (!selfClosing && !visit(name[1] === "/", name[2] ?? "")) return false;
    at = end;
  }
  return true;
}

/**
 * A file cut short — whole up to its last complete entry, and nothing after that entry closes an element it did
 * not open — closed there: the elements still open are closed after that entry. null when the file is broken
 * anywhere else (then it is refused as it is). Read only for files the validator refused.
 */
function closedAfterLastEntry(xml: string): { xml: string; insideEntry: boolean } | null {
  let end = -1;
  for (let m = ENTRY_END.exec(xml); m !== null; m = ENTRY_END.exec(xml)) end = ENTRY_END.lastIndex;
  ENTRY_END.lastIndex = 0;
  if (end < 0) return null;
  const open: string[] = [];
  const follow = (closing: boolean, name: string) => (closing ? open.pop() === name : open.push(name) > 0);
  if (!eachTag(xml, 0, end, follow)) return null;
  const atEntryEnd = [...open];
  // What follows the entry may only open elements and close them in order, up to the cut (where a tag or a
  // comment is cut too): then it was cut.
  let closedInOrder = true;
  eachTag(xml, end, xml.length, (closing, name) => (closedInOrder = follow(closing, name)));
  if (!closedInOrder || open.length === 0) return null;
  const closed =
    xml.slice(0, end) +
    atEntryEnd
      .reverse()
      .map((name) => `</${name}>`)
      .join("");
  if (XMLValidator.validate(closed) !== true) return null;
  return { xml: closed, insideEntry: ENTRY_START.test(xml.slice(end)) };
}

/** A statement's entries (`Ntry`), each read from its XML text as it is asked for. */
export function* entries(statement: Node): Generator<Node> {
  for (const raw of children(statement, "Ntry")) {
    const xml = typeof raw === "string" ? raw : raw["#text"];
    yield typeof xml === "string" ? (child(entryParser.parse(`<Ntry>${xml}</Ntry>`) as Node, "Ntry") ?? "") : raw;
  }
}

/** The child `name` of a node (the first when repeated). */
export function child(node: Node | undefined, name: string): Node | undefined {
  if (node === undefined || typeof node === "string") return undefined;
  const value = node[name];
  return Array.isArray(value) ? value[0] : value;
}

export function children(node: Node | undefined, name: string): Node[] {
  if (node === undefined || typeof node === "string") return [];
  const value = node[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** The text at a path of child names (`Amt`, `BookgDt/Dt`), or null. */
export function text(node: Node | undefined, path: string): string | null {
  let at: Node | undefined = node;
  for (const name of path.split("/")) at = child(at, name);
  if (at === undefined) return null;
  if (typeof at === "string") return at.trim();
  const t = at["#text"];
  return typeof t === "string" ? t.trim() : null;
}

/** An attribute of the node at `path` (`Amt` → `@Ccy`). */
export function attribute(node: Node | undefined, path: string, name: string): string | null {
  let at: Node | undefined = node;
  for (const part of path.split("/")) at = child(at, part);
  if (at === undefined || typeof at === "string") return null;
  const v = at[`@${name}`];
  return typeof v === "string" ? v : null;
}
