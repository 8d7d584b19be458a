// The dry run's questions with their rows: each reading's first rows, planned from the file's first bytes with every
// decision as the profile made it but the one asked (the page shows the readings side by side). Pure.
import { planCsv, SAMPLE_BYTES } from "./index";
import { withReadings } from "./budget-readings";
import type { CsvProfile, Question, Reading } from "./words/profile";

/** Rows shown under each reading: enough to see which one reads the bank's file right. */
const ROWS_SHOWN = 3;

export function questionsWithRows(bytes: Uint8Array, profile: CsvProfile): Question[] {
  const head = bytes.subarray(0, SAMPLE_BYTES);
  return (profile.questions ?? []).map((q) => ({
    ...q,
    readings: q.readings.map((r) => ({ ...r, rows: firstRows(head, profile, r.answer) })),
  }));
}

function firstRows(head: Uint8Array, profile: CsvProfile, answer: Reading): NonNullable<Question["readings"][number]["rows"]> {
  // What was said of this file is no decision: every decision is given, the reading's over the profile's.
  const {
    questions: _q,
    open: _o,
    warnings: _w,
    verification: _v,
    budgetRows: _b,
    signUnproven: _s,
    amountScaleUnproven: _u,
    dayColumns: _d,
    ...decided
  } = profile;
  try {
    const plan = planCsv(head, { accountId: null, profile: withReadings(decided, [answer]) });
    return plan.items
      .slice(0, ROWS_SHOWN)
      .map(({ row, item }) => ({ row, date: item.date, amount: item.amount, ...(item.payee ? { payee: item.payee } : {}) }));
  } catch {
    return []; // a reading the file cannot be read by shows no rows: the other is the answer
  }
}
