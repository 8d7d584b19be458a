// What nothing decided is asked once: of the decisions the file leaves open (words/profile.ts `open`), those no signal of the
// file and no transaction already in the budget settled (for dates, the budget's settings at most, which say how the
// person writes, not how this bank does). Each question lists every reading, the one taken first, in words.
import { orderOfFormat } from "../../../locale/dates";
import type { ColumnRef, OpenDecision, Question, Reading } from "../words/profile";

/** Which deciders leave a decision to the person: a default, the majority of the amounts, the budget's settings. */
const ASKED_BY: ReadonlySet<OpenDecision["by"]> = new Set(["nothing", "budget"]);

export function questionsOf(open: readonly OpenDecision[]): Question[] {
  return open
    .filter((d) => ASKED_BY.has(d.by) && (d.decision === "date_order" || d.by === "nothing"))
    .map((d) => ({
      decision: d.decision,
      asks: ASKS[d.decision],
      taken: d.because ?? "nothing in the file decides",
      readings: d.readings.map((answer) => ({ answer, says: says(answer) })),
    }));
}

const ASKS: Record<OpenDecision["decision"], string> = {
  date_order: "Are the dates written day first or month first?",
  sign: "Which amounts are money out?",
  amount: "Which column is the account's amount?",
};

/** A reading in a few words: "day first (DD/MM/YYYY)", "negative amounts are money out", `"Kwota PLN"`. */
function says(r: Reading): string {
  if (r.dateFormat !== undefined) return `${orderOfFormat(r.dateFormat) === "MDY" ? "month" : "day"} first (${r.dateFormat})`;
  if (r.sign !== undefined) return `${r.sign === "negative_is_money_out" ? "negative" : "positive"} amounts are money out`;
  if (r.columns?.debit !== undefined) return `${named(r.columns.debit)} is money out, ${named(r.columns.credit)} money in`;
  return named(r.columns?.amount);
}

function named(c: ColumnRef | undefined): string {
  return c?.header ? `"${c.header}"` : `column ${(c?.index ?? 0) + 1}`;
}
