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
 */
export function identifying(lines: StatementLine[]): Set<string> {
  const seen = new Map<string, string | null>();
  for (const line of lines) {
    const own = `${line.date}\u001f${line.amount}`;
    for (const reference of candidates(line)) {
      const before = seen.get(reference);
      seen.set(reference, before === undefined || before === own ? own : null);
    }
  }
  return new Set([...seen].filter(([, transaction]) => transaction !== null).map(([reference]) => reference));
}
