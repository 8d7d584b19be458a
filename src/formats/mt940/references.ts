// Which of a transaction's references is the bank's id for it. A reference is an id only when it names one
// transaction: banks also write placeholders there (NONREF; Rabobank the kind of reference its :86: carries:
// EREF, MARF, PREF), letters of their own (Sberbank's `X`) or a customer reference that every rent payment
// repeats. Taken as ids, those gave different transactions one external_id, and all but the first were lost.
import type { StatementLine } from "./statement-line";

/** What banks write where there is no reference. */
const PLACEHOLDERS = new Set(["NONREF", "NOREF", "NOTPROVIDED", "NONE", "EREF", "MARF", "PREF", "KREF", "MREF", "N/A"]);

/** The references that may be ids: the bank's (after `//`) first, then the owner's; placeholders and words left out. */
export function candidates(line: StatementLine): string[] {
  return [line.bankReference, line.ownerReference].filter(
    (r): r is string => r !== null && /\d/.test(r) && !PLACEHOLDERS.has(r.toUpperCase()),
  );
}

/**
 * The references of one account's transactions that are ids: each written on one transaction only, or on
 * copies of it (the same date and amount, as overlapping statements of one file list a transaction twice).
 * Read in one pass, holding a number per reference: a statement may have 50,000 of them.
 */
export function identifying(lines: Iterable<StatementLine>): Set<string> {
  const seen = new Map<string, number>();
  for (const line of lines) {
    const own = hashed(`${line.date}\u001f${line.amount}`);
    for (const reference of candidates(line)) {
      const before = seen.get(reference);
      seen.set(reference, before === undefined || before === own ? own : NAMES_SEVERAL);
    }
  }
  const ids = new Set<string>();
  for (const [reference, transaction] of seen) if (transaction !== NAMES_SEVERAL) ids.add(reference);
  return ids;
}

/** What a reference written on two different transactions is marked with (no hash is negative). */
const NAMES_SEVERAL = -1;

/** A transaction's date and amount as a small number (a 31-bit string hash): two differing is what counts. */
function hashed(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h & 0x7fffffff;
}
