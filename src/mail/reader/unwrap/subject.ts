// Forward prefixes of a subject ("Fwd:", "FW:", "WG:", "TR:", "RV:", "Doorst:", "VS:", "İLT:", …; header-words.ts).
import { FORWARD_PREFIXES, REPLY_PREFIXES } from "./header-words";
import { alternation } from "./text";

/** One prefix, with an optional count ("Fwd[2]:", "FW (3):") and a colon (or a full-width one). */
const PREFIX = new RegExp(String.raw`^\s*(?:${alternation(FORWARD_PREFIXES)})\s*(?:\[\d+\]|\(\d+\))?\s*[:：]\s*`, "iu");

export function hasForwardPrefix(subject: string | null | undefined): boolean {
  return subject != null && PREFIX.test(subject);
}

/** The subject without its forward prefixes, however many ("Fwd: FW: Order" → "Order"). */
export function stripForwardPrefixes(subject: string | null | undefined): string | null {
  if (subject == null) return null;
  let s = subject.trim();
  for (let next = s.replace(PREFIX, ""); next !== s; next = s.replace(PREFIX, "")) s = next;
  return s;
}

/** A reply prefix, or a forward one, at the start of a subject, and which it is. */
const FIRST = new RegExp(
  String.raw`^\s*(?:(${alternation(REPLY_PREFIXES)})|(?:${alternation(FORWARD_PREFIXES)}))\s*(?:\[\d+\]|\(\d+\))?\s*[:：]`,
  "iu",
);

/** Whether the subject is a reply's: its first prefix is "Re:" or its kin ("Re: Fwd: Order" is; "Fwd: Re: Order" is not). */
export function isReplySubject(subject: string | null | undefined): boolean {
  return subject != null && FIRST.exec(subject)?.[1] !== undefined;
}
