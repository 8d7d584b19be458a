// The header block of an inline forward: "From: …", "Date: …", "Subject: …" lines in any of the languages
// of header-words.ts, one per line, or (Yahoo's text of its HTML) run together on one line.
import { HEADER_WORDS, type HeaderRole } from "./header-words";
import { alternation, foldSpacing, quoteDepth, unquote } from "./text";

export type Headers = Partial<Record<HeaderRole, string>>;

const ROLE = new Map<string, HeaderRole>();
for (const [role, words] of Object.entries(HEADER_WORDS) as [HeaderRole, readonly string[]][]) {
  for (const word of words) ROLE.set(foldSpacing(word), role);
}
const ALL_WORDS = alternation(Object.values(HEADER_WORDS).flat());
const AS_WRITTEN = alternation(Object.values(HEADER_WORDS).flatMap((w) => [...w, ...w.map((x) => x.toUpperCase())]));

/** "From: x", "*From:* x" (Outlook's bold as text), "De : x", "件名：x", "Subject:\tx" (Thunderbird's table). */
const HEADER_LINE = new RegExp(String.raw`^\*{0,2}(${ALL_WORDS})\*{0,2}[ \t]*[:：][ \t]*\*{0,2}[ \t]*(.*)$`, "iu");
/** A header name inside a run-together line: as written or in capitals, not right after a lower-case letter. */
const RUN_TOGETHER = new RegExp(String.raw`(?<!\p{Ll})(${AS_WRITTEN})[ \t]?[:：]`, "gu");
/** Yahoo (pt) drops the colon of the last name, glued to the date before it: "… CETAssunto Integer". */
const GLUED_SUBJECT = new RegExp(String.raw`(?<=[^\s\p{Ll}])(${alternation(HEADER_WORDS.subject)})\s+(\S.*)$`, "u");

export interface HeaderLine {
  role: HeaderRole;
  value: string;
}

export function headerLine(text: string): HeaderLine | null {
  const m = HEADER_LINE.exec(text.trim());
  const [, name = "", value = ""] = m ?? [];
  const role = m && ROLE.get(foldSpacing(name));
  return role ? { role, value: value.trim() } : null;
}

export interface Block {
  headers: Headers;
  /** The first line after the block. */
  end: number;
}

/**
 * Header lines from line `start` (after at most `skip` blank lines), until a blank line, a line that is no
 * header, or a role seen twice (a receipt's own "Date:" line right after the block is text, not header).
 */
export function readBlock(lines: readonly string[], start: number, skip: number): Block | null {
  let i = start;
  while (i < lines.length && i - start < skip && unquote(lines[i] ?? "").trim() === "") i++;
  if (i >= lines.length) return null;
  const depth = quoteDepth(lines[i] ?? "");
  const headers: Headers = {};
  let last: HeaderRole | null = null;
  for (; i < lines.length; i++) {
    const text = unquote(lines[i] ?? "", depth).trim();
    if (text === "") break;
    const header = headerLine(text);
    if (header) {
      if (headers[header.role] !== undefined) break;
      headers[header.role] = header.value;
      last = header.role;
      continue;
    }
    // A list of recipients going on over the next line.
    const value = last === null ? undefined : headers[last];
    if ((last === "to" || last === "cc" || last === "bcc") && value !== undefined && /[,;]$/.test(value)) {
      headers[last] = `${value} ${text}`;
      continue;
    }
    break;
  }
  return last === null ? null : { headers, end: i };
}

/** Headers run together on one line ("From: John <j@x>To: b@x…Subject: Hi"), as Yahoo's text has them. */
export function readRunTogether(text: string): Headers | null {
  const found = [...text.matchAll(RUN_TOGETHER)];
  const headers: Headers = {};
  found.forEach((m, k) => {
    const role = ROLE.get(foldSpacing(m[1] ?? ""));
    const value = text.slice(m.index + m[0].length, found[k + 1]?.index ?? text.length).trim();
    if (role && headers[role] === undefined) headers[role] = value;
  });
  if (headers.subject === undefined) {
    for (const role of ["date", "cc", "to", "from"] as const) {
      const value = headers[role];
      const glued = value !== undefined ? GLUED_SUBJECT.exec(value) : null;
      if (!value || !glued) continue;
      headers[role] = value.slice(0, glued.index).trim();
      headers.subject = (glued[2] ?? "").trim();
      break;
    }
  }
  return headers.from !== undefined || headers.subject !== undefined ? headers : null;
}
