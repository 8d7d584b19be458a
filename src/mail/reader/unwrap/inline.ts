// Inline forwards: the original written into the forward's text under a separator and a header block. A
// separator phrase (header-words.ts's languages) marks a forward whatever the subject says; a rule, a bare
// header block or a quoting line open replies just as well, so they count only under a forward prefix ("FW:").
// Peeling repeats (the innermost message wins); the forward's own note is never the original's text.
import type { MailAddress } from "../message";
import { readAttribution } from "./attribution";
import { parseMailbox } from "./address";
import { headerLine, readBlock, readRunTogether, type Headers } from "./block";
import { FORWARD_PHRASES } from "./header-words";
import { hasForwardPrefix, stripForwardPrefixes } from "./subject";
import { alternation, foldSpacing, normalizeText, quoteDepth, textFrom, unquote } from "./text";

export interface InlineOriginal {
  from: MailAddress | null;
  subject: string | null;
  date: string | null;
  text: string;
  /** Forwards peeled (at least 1). */
  depth: number;
}

/**
 * Forwards peeled one inside the other, at most this many. A forwarded thread of ten messages is in the
 * test corpus; each peel is one pass over the remaining text.
 */
export const MAX_DEPTH = 12;

const PHRASES = FORWARD_PHRASES.map(foldSpacing);
const PHRASE_SET = new Set(PHRASES);
/** A phrase between runs of dashes (Zoho: equals signs), and what follows on the line (Yahoo's run-together headers). */
const DASHED = /^[-–—=]{2,}\s*([^-–—=].*?)\s*[-–—=]{2,}(.*)$/u;
const UNDERSCORES = /^_{10,}$/;
/** A separator's header block may start after a blank line or two ("Begin forwarded message:", ">", …). */
const SKIP_AFTER_SEPARATOR = 3;

interface Peeled {
  headers: Headers;
  /** From a quoting line, when there is no header block. */
  writer?: { from: MailAddress; date: string | null };
  text: string;
}

/** The separator on this line, if any; `rest` is what follows it on the same line. */
function separator(content: string): { rest: string } | null {
  const dashed = DASHED.exec(content);
  if (dashed) {
    const [, said = "", rest = ""] = dashed;
    const phrase = foldSpacing(said);
    return PHRASES.some((p) => phrase.includes(p)) ? { rest: rest.trim() } : null;
  }
  return isPhraseLine(content) ? { rest: "" } : null;
}

const NON_ASCII = /[^\x00-\x7f]/;
/**
 * The phrases written in ASCII as one anchored, case-insensitive pattern (spaces as any run of spaces, a colon
 * allowed after): for a line in ASCII it answers as folding the line and looking it up does, and most lines of
 * a mail are ASCII — folding each of them (normalize, lower-case, spaces) cost more than the rest of the search.
 */
const ASCII_PHRASE_LINE = new RegExp(`^(?:${alternation(PHRASES.filter((p) => !NON_ASCII.test(p)))})(?:\\s*[:：])?$`, "i");

/** Whether the whole line is a separator phrase, with or without a colon ("Begin forwarded message:"). */
function isPhraseLine(content: string): boolean {
  if (ASCII_PHRASE_LINE.test(content)) return true;
  return NON_ASCII.test(content) && PHRASE_SET.has(foldSpacing(content.replace(/\s*[:：]$/, "")));
}

/** The first forward in the text: its header block (or quoting line) and the text that follows. */
function peelOnce(text: string, subject: string | null): Peeled | null {
  const lines = text.split("\n");
  const weakToo = hasForwardPrefix(subject);
  for (let i = 0; i < lines.length; i++) {
    const content = unquote(lines[i] ?? "").trim();
    if (content === "") continue;
    const sep = separator(content);
    if (sep) {
      const headers = sep.rest === "" ? null : readRunTogether(sep.rest);
      if (headers) return { headers, text: textFrom(lines, i + 1) };
      const block = readBlock(lines, i + 1, SKIP_AFTER_SEPARATOR);
      if (block && (block.headers.from !== undefined || block.headers.subject !== undefined)) {
        return { headers: block.headers, text: textFrom(lines, block.end) };
      }
      continue;
    }
    if (!weakToo) continue;
    const start = UNDERSCORES.test(content) ? i + 1 : headerLine(content)?.role === "from" ? i : -1;
    if (start >= 0) {
      const block = readBlock(lines, start, 1);
      const h = block?.headers;
      if (block && h?.from !== undefined && h.subject !== undefined) {
        return { headers: h, text: textFrom(lines, block.end) };
      }
      continue;
    }
    const quoting = readAttribution(lines, i);
    if (quoting) return { headers: {}, writer: quoting, text: textFrom(lines, quoting.end) };
  }
  return null;
}

/**
 * Where a reply's quote of another mail begins: the first line that is quoted ("> …"), a separator ("-----
 * Original Message-----"), Outlook's underscore rule or bare header block, or a quoting line ("On … wrote:");
 * null when the text quotes nothing. What is above it is the reply's own text.
 */
export function quoteStart(text: string): number | null {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const content = (lines[i] ?? "").trim();
    if (content === "") continue;
    if (quoteDepth(lines[i] ?? "") > 0 || separator(content) || UNDERSCORES.test(content) || readAttribution(lines, i)) return i;
    if (headerLine(content)?.role === "from") {
      const h = readBlock(lines, i, 1)?.headers;
      if (h?.from !== undefined && h.subject !== undefined) return i;
    }
  }
  return null;
}

/**
 * The innermost original of an inline forward, from a text body (HTML mail as text first) and the subject
 * of the message; null when the text holds no forward. Needs no runtime API (no HTMLRewriter).
 */
export function peelInline(body: string, subject: string | null, maxDepth = MAX_DEPTH): InlineOriginal | null {
  let found: InlineOriginal | null = null;
  let text = normalizeText(body);
  let current = subject;
  for (let depth = 1; depth <= maxDepth; depth++) {
    const peeled = peelOnce(text, current);
    if (!peeled) break;
    const h = peeled.headers;
    // Without a Subject header (a quoting line) the message keeps the subject of the one around it.
    current = h.subject ?? stripForwardPrefixes(current);
    text = peeled.text;
    found = {
      from: peeled.writer?.from ?? (h.from === undefined ? null : parseMailbox(h.from)),
      subject: stripForwardPrefixes(current),
      date: peeled.writer?.date ?? h.date ?? null,
      text,
      depth,
    };
  }
  return found;
}
