// Whether the rest of a mail says a total is what was paid. One label is one claim: the total is taken as sure
// only when something else in the mail says the same amount — a payment method carries it ("Visa •••• 4242
// $70.00", "Venmo account $45.98"), the lines around it add up to it (arithmetic.ts), the subject names it,
// another total label repeats it, or the attached PDF and the mail agree. What nothing confirms is read all the
// same, and said to be unsure (confidence "low").
import { moneyIn } from "../money/amounts";
import { sameAmount, sumsTo } from "./arithmetic";
import { METHOD_LABEL_WORDS } from "./total-labels";
import type { TotalCandidate } from "./totals";

/** What confirmed a total, as `how.total` names it. */
export type Confirmation = "payment_method" | "arithmetic" | "subject" | "another_label" | "pdf" | "text";

export interface Confirmed {
  by: Confirmation;
  /** In words for the inbox: the sum, the line or the part that says the same amount. */
  detail: string;
}

export interface Evidence {
  lines: readonly string[];
  subject: string | null;
  /** The total candidates of the mail (other labels and payment lines confirm one another). */
  candidates: readonly TotalCandidate[];
  /** Where an attached PDF's lines start, when they follow the mail's own (pdf-invoice.ts). */
  pdfFrom?: number | undefined;
  /** Lines whose amount is no term of a sum: items' unit prices (arithmetic.ts's itemTotal). */
  unitPrices?: ReadonlySet<number>;
  /** Totals per passenger, person or night: the order's may be a whole number of one. */
  perUnit?: readonly TotalCandidate[];
}

/** A payment line, a label naming the payment method ("Billed to", "Zahlungsart") or a card alert: money that went to a payment method. */
const paysWith = (c: TotalCandidate) =>
  c.method === true || c.bank === true || METHOD_LABEL_WORDS.has(c.label.toLowerCase().replace(/\s+/g, " "));

/** The first thing in the mail that says the candidate's amount again, or null. */
export function confirmationOf(candidate: TotalCandidate, evidence: Evidence): Confirmed | null {
  const value = candidate.money.value;
  const sum = sumsTo(candidate, evidence.lines, skipped(candidate, evidence), evidence.perUnit ?? []);
  if (sum) return { by: "arithmetic", detail: sum };
  const paid = paidAs(candidate, evidence);
  if (paid) return paid;
  const other = evidence.candidates.find(
    (c) => c !== candidate && !c.money.negative && sameAmount(c.money.value, value) && c.line !== candidate.line && c.at !== candidate.at,
  );
  if (other) return { by: "another_label", detail: `"${other.label}" says the same amount` };
  const { pdfFrom } = evidence;
  if (pdfFrom !== undefined) {
    const inPdf = candidate.at >= pdfFrom;
    const elsewhere = evidence.lines.some(
      (line, i) => i >= pdfFrom !== inPdf && moneyIn(line).some((m) => !m.negative && sameAmount(m.value, value)),
    );
    if (elsewhere)
      return { by: "pdf", detail: inPdf ? "the mail's text names the PDF's amount" : "the attached PDF names the same amount" };
  }
  return null;
}

/** A payment line or the subject naming the candidate's amount: what may set aside a total nothing confirms. */
export function paidAs(candidate: TotalCandidate, evidence: Evidence): Confirmed | null {
  const value = candidate.money.value;
  if (paysWith(candidate)) return { by: "payment_method", detail: `the amount beside the payment method ("${candidate.label}")` };
  const method = evidence.candidates.find((c) => c !== candidate && paysWith(c) && !c.money.negative && sameAmount(c.money.value, value));
  if (method)
    return {
      by: "payment_method",
      detail: method.bank ? "the card's purchase alert says the same amount" : `"${method.label}" was charged the same amount`,
    };
  return inSubject(value, evidence.subject) ? { by: "subject", detail: "the subject names the same amount" } : null;
}

/** Lines that are no term of the candidate's sum: the same total said again, a payment line, an item's unit price. */
function skipped(candidate: TotalCandidate, evidence: Evidence): Set<number> {
  const restating = evidence.candidates.filter((c) => c !== candidate && (sameAmount(c.money.value, candidate.money.value) || paysWith(c)));
  const units = (evidence.perUnit ?? []).flatMap((c) => [c.line, c.at]);
  return new Set([...restating.flatMap((c) => [c.line, c.at]), ...units, ...(evidence.unitPrices ?? [])]);
}

const inSubject = (value: string, subject: string | null) => moneyIn(subject ?? "").some((m) => sameAmount(m.value, value));

/**
 * Whether the text confirms the markup's total: a total label of the text says the same amount (the markup and the
 * text are two writings of the order), or the subject does.
 */
export function markupConfirmation(value: string, evidence: Evidence): Confirmed | null {
  const said = evidence.candidates.find((c) => !c.money.negative && sameAmount(c.money.value, value));
  if (said) return { by: "text", detail: `the text's "${said.label}" says the same amount` };
  return inSubject(value, evidence.subject) ? { by: "subject", detail: "the subject names the same amount" } : null;
}

/** The words of a total nothing confirms: no sum, payment line, subject, other label or PDF says its amount. */
const UNCONFIRMED = "unconfirmed: nothing else in the mail says this amount";

/** What `how.total` ends with: what confirmed the total, or that nothing did. */
export function confirmationWords(confirmed: Confirmed | null): string {
  return confirmed ? `confirmed by ${confirmed.by}: ${confirmed.detail}` : UNCONFIRMED;
}
