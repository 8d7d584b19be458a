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
 * Counted as the transactions are read, holding a number per reference: a statement may have 50,000 of them.
 */
export class IdentifyingReferences {
  private readonly seen = new Map<string, number>();
  private several = false;

  /** One transaction's line and its candidates (as `candidates` gives them). */
  add(line: StatementLine, references: readonly string[]): void {
    if (references.length === 0) return;
    const own = hashed(line.amount, hashed(line.date ?? "", 0));
    for (const reference of references) {
      // Written only when it changes: most references are met once, and a Map write is a second lookup.
      const before = this.seen.get(reference);
      if (before === undefined) this.seen.set(reference, own);
      else if (before !== own && before !== NAMES_SEVERAL) {
        this.seen.set(reference, NAMES_SEVERAL);
        this.several = true;
      }
    }
  }

  /** Whether any reference added so far names several transactions (when none does, each added one names one). */
  someNameSeveral(): boolean {
    return this.several;
  }

  /** Whether `reference`, as counted so far, names one transaction. */
  names(reference: string): boolean {
    const transaction = this.seen.get(reference);
    return transaction !== undefined && transaction !== NAMES_SEVERAL;
  }
}

/** What a reference written on two different transactions is marked with (no hash is negative). */
const NAMES_SEVERAL = -1;

/** A transaction's date and amount as a small number (a 31-bit string hash, `text` hashed after `h`): two differing is what counts. */
function hashed(text: string, h: number): number {
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h & 0x7fffffff;
}
