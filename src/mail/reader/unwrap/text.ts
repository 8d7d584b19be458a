// Small helpers over mail text: one line-ending and space convention, quote marks ("> "), words as patterns.

/** CRLF and CR to LF; byte-order marks dropped; no-break spaces as spaces; no trailing blanks on a line. */
export function normalizeText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/\uFEFF/g, "")
    .replace(/\u00A0/g, " ")
    .replace(/[ \t]+$/gm, "");
}

/** Case and spacing folded, for comparing words ("Begin  Forwarded message" → "begin forwarded message"). */
export function foldSpacing(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The words as one regular-expression alternative, escaped, longest first (so "De la" wins over "De"). */
export function alternation(words: readonly string[]): string {
  return [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"))
    .join("|");
}

/** How many quote marks open the line ("> > text" → 2). */
export function quoteDepth(line: string): number {
  let depth = 0;
  for (let rest = line; ; depth++) {
    const m = /^[ \t]*>/.exec(rest);
    if (!m) return depth;
    rest = rest.slice(m[0].length);
  }
}

/** The line without up to `depth` quote marks (each with one following space). */
export function unquote(line: string, depth = Infinity): string {
  let rest = line;
  for (let i = 0; i < depth; i++) {
    const m = /^[ \t]*> ?/.exec(rest);
    if (!m) break;
    rest = rest.slice(m[0].length);
  }
  return rest;
}

/**
 * The message text from line `start`: as deep in quotes as its first line (that many marks removed from
 * each line), without blank lines around it and without the indent every line shares (Outlook for Mac
 * indents a forwarded body by four spaces).
 */
export function textFrom(lines: readonly string[], start: number): string {
  const first = lines.slice(start).find((l) => unquote(l).trim() !== "");
  const depth = first === undefined ? 0 : quoteDepth(first);
  const body = lines.slice(start).map((l) => unquote(l, depth));
  const indents = body.filter((l) => l.trim() !== "").map((l) => l.search(/[^ \t]|$/));
  const indent = indents.reduce((a, b) => Math.min(a, b), indents[0] ?? 0);
  return body
    .map((l) => l.slice(indent))
    .join("\n")
    .trim();
}
