// A receipt outside the takeover's window is asked about, never merged in silence: a bank row that would be inserted,
// and a receipt Intake put in the budget of the same account (or cash), the same amount and currency, the shop named
// alike (merchant-evidence.ts), dated past the channel's window (provisional-match.ts) but within QUESTION_DAYS. The row
// is still inserted; the preview and the report ask "is this your receipt of 3 Oct?", and the person's answer makes it
// one payment (the bank's row takes the receipt over, as in the window) or two (remembered: not asked again). Two
// receipts of the shop and amount in range: the one the evidence picks (an identifier both carry, a payee clearly more
// alike); when nothing picks one, both are named and the person says which. Pure.
import { merchantEvidence, payeeLikeness } from "./merchant-evidence";
import { type BankRow, CHANNEL_RULES, type OpenProvisional } from "./provisional-match";
import { dayNumber } from "../locale/days";

/** How many days apart a bank row and a receipt of one shop and amount may be and still be asked about. */
export const QUESTION_DAYS = 10;
/** Payees closer in likeness than this do not tell two receipts apart (as provisional-match.ts's tie). */
const TIE = 0.1;
/** A question names at most this many receipts. */
const MAX_NAMED = 3;

interface Candidate {
  open: OpenProvisional;
  identifier: boolean;
  likeness: number;
}

/**
 * By row index, the receipts each row is asked about (one, or those nothing tells apart). `skip` names the rows that
 * already take a transaction over or are not to be asked; `asked(r, open)` says a pair the person answered already.
 */
export function receiptQuestions(
  rows: readonly BankRow[],
  open: readonly OpenProvisional[],
  skip: (row: number) => boolean,
  answered: (row: number, open: OpenProvisional) => boolean,
  rowCurrency?: string,
): Map<number, OpenProvisional[]> {
  const receipts = open.filter((o) => o.channel === "receipt" && !o.alert);
  const found = new Map<number, OpenProvisional[]>();
  if (receipts.length === 0) return found;
  rows.forEach((row, r) => {
    // A pending row is an authorisation: its booked row is the one to ask about.
    if (skip(r) || row.pending) return;
    const currency = (row.currency ?? rowCurrency)?.toLowerCase();
    const candidates = receipts.flatMap((receipt): Candidate[] => {
      if (Number(receipt.amount) !== Number(row.amount)) return [];
      if (receipt.currency !== null && currency !== undefined && receipt.currency.toLowerCase() !== currency) return [];
      const days = dayNumber(row.date) - dayNumber(receipt.date);
      if (inWindow(days) || Math.abs(days) > QUESTION_DAYS) return [];
      const evidence = merchantEvidence({ payee: receipt.payee, text: receipt.text }, { payee: row.payee, text: row.text });
      if (evidence === null || answered(r, receipt)) return [];
      return [{ open: receipt, identifier: evidence === "identifier", likeness: payeeLikeness(receipt.payee, row.payee) }];
    });
    const chosen = picked(candidates);
    if (chosen.length > 0)
      found.set(
        r,
        chosen.map((c) => c.open),
      );
  });
  return found;
}

/** Days the takeover itself covers: asked about only outside them. */
function inWindow(days: number): boolean {
  const rule = CHANNEL_RULES.receipt;
  return days >= -rule.daysBefore && days <= rule.daysAfter;
}

/** The receipt the evidence picks, or every one it cannot tell apart from the best (oldest first). */
function picked(candidates: Candidate[]): Candidate[] {
  candidates.sort((a, b) => Number(b.identifier) - Number(a.identifier) || b.likeness - a.likeness);
  const [best] = candidates;
  if (!best) return [];
  // A nearer day is no evidence of which purchase it was (outside the window, the day says little): not guessed.
  const alike = candidates.filter((c) => c.identifier === best.identifier && best.likeness - c.likeness < TIE);
  return alike.slice(0, MAX_NAMED).sort((a, b) => a.open.date.localeCompare(b.open.date));
}
