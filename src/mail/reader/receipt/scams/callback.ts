// A callback scam: a charge or a renewal the person never made, and a phone number to call about it ("if you
// did not authorize this purchase, call 1-808-…", "your plan was renewed; for any queries call +1 844 …").
// Banks and shops write the same sentences in real mails, so the words alone prove nothing: impersonation.ts
// asks this only of a sender that is not the business it signs as.
import { linesWith, phrasePattern, type Phrases } from "../text/phrases";
import { CALL, CALL_JA, DISAVOWAL, DISAVOWAL_JA, RENEWAL, RENEWAL_JA } from "./scam-words";

const pattern = {
  disavowal: phrasePattern(DISAVOWAL),
  call: phrasePattern(CALL),
  renewal: phrasePattern(RENEWAL),
};
/** The lines before a phone number (and after it) where its disavowal or its invitation to call may stand. */
const BEFORE = 6;
const AFTER = 2;

/** A phone number: 7 to 15 digits in groups ("(808) 216-3302", "1 877 692 7785", "1‑800‑769‑2512", "4003-6514"). */
const PHONE =
  /(?<![\p{L}\p{N}\p{Sc}.,/:])(?:\+\d{7,15}|(?:\+\s?)?(?:\(\d{1,4}\)[\s.\-\u2010-\u2015]?)?\d{1,4}(?:[\s.\-\u2010-\u2015]\d{2,4}){1,4})(?![\p{L}\p{N}]|[.,:/]\d)/gu;
/** A date in digits is no phone number ("10-27-2025", "2025-12-22"). */
const DATE = /^(?:\d{1,2}[-./]\d{1,2}[-./]\d{2,4}|\d{4}[-./]\d{1,2}[-./]\d{1,2})$/;

export function hasPhone(line: string): boolean {
  for (const m of line.matchAll(PHONE)) {
    const digits = m[0].replace(/\D/g, "").length;
    if (digits >= 7 && digits <= 15 && !DATE.test(m[0].trim())) return true;
  }
  return false;
}

/**
 * Whether the mail asks the person to phone about a charge: a phone number near a disavowal ("if this was not
 * you", "to cancel"), or near an invitation to call in a mail that claims a renewal or a charge to come soon.
 */
export function asksToCall(subject: string | null, lines: readonly string[]): boolean {
  if (phoneNear(lines, saying(lines, pattern.disavowal, DISAVOWAL_JA))) return true;
  const claimed = saying([subject ?? "", ...lines], pattern.renewal, RENEWAL_JA).length > 0;
  return claimed && phoneNear(lines, saying(lines, pattern.call, CALL_JA));
}

/** The lines that say a phrase of the list, or match its Japanese pattern. */
function saying(lines: readonly string[], phrases: Phrases, japanese: RegExp): number[] {
  const found = new Set(linesWith(lines, phrases));
  lines.forEach((l, i) => japanese.test(l) && found.add(i));
  return [...found];
}

/** Whether a phone number stands on one of the lines, or just after or before it. */
function phoneNear(lines: readonly string[], at: readonly number[]): boolean {
  return at.some((d) => {
    for (let i = d; i <= Math.min(lines.length - 1, d + BEFORE); i++) if (hasPhone(lines[i] ?? "")) return true;
    for (let i = Math.max(0, d - AFTER); i < d; i++) if (hasPhone(lines[i] ?? "")) return true;
    return false;
  });
}
