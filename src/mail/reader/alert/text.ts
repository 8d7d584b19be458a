// The text an alert is read from: the subject and the body's first lines, as a person sees them. Alerts are
// short and say everything at the top; a long mail's later lines (a footer, a legal notice, a statement's
// rows) are not read, which also bounds every pattern's work. A plain part that is really HTML (some banks send
// their HTML as text/plain) is read as the HTML's text.
import { decodeEntities } from "../../../formats/character-references";
import { htmlAsText } from "../html-text";
import { decodeLeftoverQuotedPrintable } from "../leftover-quoted-printable";
import type { MailMessage } from "../message";

/** Alerts say what happened in their first lines: later ones are footers and legal text. */
export const LINES_READ = 80;
/** A line longer than this is a paragraph (or a whole HTML page on one line): cut, not read whole. */
const LONGEST_LINE = 600;

export interface AlertText {
  /** The subject without forward prefixes, or "". */
  subject: string;
  /** The body's first non-empty lines, trimmed, quote marks and invisible padding removed. */
  lines: string[];
}

const MARKUP = /<(?:!doctype|html|body|table|div|p|td)\b/i;
/** Zero-width and padding characters preheaders repeat ("&zwnj;&nbsp;&#847;"), and soft hyphens. */
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2007\u202a-\u202e\u2060-\u2064\ufeff]/gu;

export function alertText(message: MailMessage): AlertText {
  const subject = (message.subject ?? "").replace(/^\s*(?:(?:fwd?|tr|wg|rv|i|fw)\s*:\s*)+/iu, "").trim();
  return { subject, lines: bodyLines(message) };
}

function bodyLines(message: MailMessage): string[] {
  const plain = message.text.trim();
  // A plain part without a digit ("View this alert in your browser") says no amount: the HTML part does.
  const stub = !/\d/.test(plain) && message.html !== null && message.htmlText !== plain;
  let text: string;
  if (plain !== "" && !stub && !MARKUP.test(plain.slice(0, 4000))) text = decodeEntities(decodeLeftoverQuotedPrintable(plain));
  else if (plain !== "" && !stub) text = htmlAsText(plain);
  else text = message.htmlText ?? (message.html ? htmlAsText(message.html) : plain);
  const lines: string[] = [];
  for (const raw of text.split(/\r\n?|\n/)) {
    const line = raw
      .replace(INVISIBLE, "")
      .replace(/^(?:\s*>)+\s?/, "")
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\s\u00a0]+/g, " ")
      .trim();
    // A line of only punctuation or padding ("­ ­ ­", "-", "|") says nothing.
    if (!/[\p{L}\p{N}]/u.test(line)) continue;
    lines.push(line.length > LONGEST_LINE ? line.slice(0, LONGEST_LINE) : line);
    if (lines.length >= LINES_READ) break;
  }
  return lines;
}
