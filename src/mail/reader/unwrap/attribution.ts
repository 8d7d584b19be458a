// A quoting line: "On 28/10/2021 12:46, "John Doe" <john@acme.com> wrote:", "Am … schrieb …:", "John Doe
// <john@acme.com> kirjoitti …:". Outlook for Mac opens a forward with one; so do replies, which is why
// inline.ts takes it for a forward only when the subject says so.
import type { MailAddress } from "../message";
import { BARE, BRACKETED, displayName } from "./address";
import { DATE_TAILS, NAME_LEADS, WROTE_WORDS } from "./header-words";
import { alternation, foldSpacing, quoteDepth, unquote } from "./text";

const WROTE = String.raw`(?<!\p{L})(?:${alternation(WROTE_WORDS)})(?!\p{L})`;
const HAS_WROTE = new RegExp(WROTE, "iu");
const ALL_WROTE = new RegExp(WROTE, "giu");
const LEADS = new Set(NAME_LEADS.map(foldSpacing));
const SKIPPED = new Set([...NAME_LEADS, ...DATE_TAILS].map(foldSpacing));
/** A quoting line is one sentence, not a paragraph. */
const MAX_LENGTH = 300;

export interface Attribution {
  from: MailAddress;
  date: string | null;
  /** The first line after the quoting line (which may take two lines, as Gmail wraps it). */
  end: number;
}

export function readAttribution(lines: readonly string[], i: number): Attribution | null {
  const depth = quoteDepth(lines[i] ?? "");
  let line = unquote(lines[i] ?? "", depth).trim();
  let end = i + 1;
  if (!/[:：]$/.test(line)) {
    const next = unquote(lines[i + 1] ?? "", depth).trim();
    if (!/[:：]$/.test(next) || next.length > 80) return null;
    line = `${line} ${next}`;
    end = i + 2;
  }
  if (line.length > MAX_LENGTH || !HAS_WROTE.test(line)) return null;
  const address = BRACKETED.exec(line) ?? BARE.exec(line);
  if (!address) return null;
  const before = line.slice(0, address.index);
  const after = line.slice(address.index + address[0].length);
  const name = writerName(before);
  // The date is the rest of the line, without the name's quotes, the words around the name and the verb.
  const lead = (name === null ? before : before.slice(0, before.lastIndexOf(name))).split(/\s+/);
  for (let last = lead.at(-1); last !== undefined && (/^["'«»„“‘]?$/.test(last) || LEADS.has(foldSpacing(last))); last = lead.at(-1))
    lead.pop();
  const date = `${lead.join(" ")} ${after}`
    .replace(ALL_WROTE, " ")
    .replace(/["'«»„“”‘’]/g, " ")
    .replace(/^[\s,:;)(]+|[\s,:;)(]+$/g, "")
    .replace(/\s+/g, " ");
  return { from: { name, address: address[1] ?? address[0] }, date: /\d/.test(date) ? date : null, end };
}

/** The name right before the address: a quoted one, else the words after the date and its fillers. */
function writerName(before: string): string | null {
  const text = before.trim().replace(/[,(]$/, "").trim();
  const quoted = /(["'«»„“‘])([^"'«»„“”‘’]+)(["'«»”“’])$/u.exec(text);
  if (quoted) return displayName(quoted[2] ?? "");
  const words = text.split(/\s+/);
  let from = 0;
  words.forEach((w, k) => {
    if (/\d/.test(w) || w.endsWith(",")) from = k + 1;
  });
  const rest = words.slice(from);
  for (let first = rest[0]; first !== undefined && SKIPPED.has(foldSpacing(first.replace(/[.,:]+$/, ""))); first = rest[0]) rest.shift();
  return displayName(rest.join(" "));
}
