// What an agreement says in words, for the Accounts page and the notice that an account stopped agreeing: the
// difference and since when, then each cause as a person would check it ("row 14 of the file of 3 Feb is not in the
// budget"). Amounts are written as the bank would: money out without a sign, money in with a "+".
import type { Agreement, Cause } from "./agreement";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "3 Feb 2026": a day where the person's formats are not known (a notice's mail). */
export function defaultDay(day: string): string {
  const [y, m, d] = day.split("-");
  return `${Number(d)} ${MONTHS[Number(m) - 1] ?? m} ${y}`;
}

/** A transaction's amount (the service's sign: positive is money out) as a person reads it. */
function money(amount: string): string {
  const n = Number(amount);
  const text = Math.abs(n).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  return n < 0 ? `+${text} in` : `${text} out`;
}

/** How a day is written: "3 Feb 2026" unless the caller writes days as the person's budget does. */
export type DayWriter = (day: string) => string;

export function causeSentence(cause: Cause, dayWords: DayWriter = defaultDay): string {
  const what = `${cause.payee ? `${cause.payee}, ` : ""}${money(cause.amount)}, ${dayWords(cause.date)}`;
  switch (cause.kind) {
    case "missing_in_budget":
      return cause.transaction_id === undefined
        ? `row ${cause.row ?? "?"} of an import (${what}) never reached the budget: the service refused it`
        : `row ${cause.row ?? "?"} of an import (${what}) is not in the budget any more: deleted there?`;
    case "changed":
      return `row ${cause.row ?? "?"} of an import (${cause.payee ? `${cause.payee}, ` : ""}${dayWords(cause.date)}) is in the budget at another amount than the bank's: ${money(cause.amount)} apart, edited there?`;
    case "not_in_any_file":
      return `a transaction (${what}) is in no file of the bank: a receipt or tap never taken over, or an entry made by hand`;
    case "twice":
      return `a transaction (${what}) is the same bank row as another one: present twice`;
    case "not_covered":
      if (Number(cause.amount) === 0)
        return `nothing covers ${dayWords(cause.date)}${cause.to && cause.to !== cause.date ? ` to ${dayWords(cause.to)}` : ""}: the bank's balances agree there, but no file's rows were compared`;
      return `nothing covers ${dayWords(cause.date)}${cause.to && cause.to !== cause.date ? ` to ${dayWords(cause.to)}` : ""}: the bank's balances moved by ${money(cause.amount)} there that the budget does not have`;
  }
}

/** The answer without its causes: "Agrees with the bank on 28 Feb 2026", "Differs by 41.20 since 3 Feb 2026", "Not known: …". */
export function agreementHeadline(agreement: Agreement, dayWords: DayWriter = defaultDay): string {
  if (agreement.status === "agrees" && agreement.as_of) return `Agrees with the bank on ${dayWords(agreement.as_of)}`;
  if (agreement.status === "differs") {
    const by = Math.abs(Number(agreement.difference ?? 0)).toLocaleString("en-US", { minimumFractionDigits: 2 });
    const since = agreement.since ? ` since ${dayWords(agreement.since)}` : "";
    // Equal sums whose rows differ: no amount to say, the rows are the difference.
    return Number(agreement.difference ?? 0) === 0 ? `Differs row by row${since}` : `Differs by ${by}${since}`;
  }
  return `Not known${agreement.reason ? `: ${agreement.reason}` : ""}`;
}

/** One sentence: the headline, and where it differs its first cause ("Differs by 41.20 since 3 Feb 2026: …"). */
export function agreementSentence(agreement: Agreement, dayWords: DayWriter = defaultDay): string {
  const headline = agreementHeadline(agreement, dayWords);
  // Agrees, but days no file covers: said, not passed over.
  const [gap] = agreement.causes;
  if (agreement.status === "agrees" && gap) return `${headline}, but ${causeSentence(gap, dayWords)}`;
  if (agreement.status !== "differs") return headline;
  const [first, ...more] = agreement.causes;
  return `${headline}${first ? `: ${causeSentence(first, dayWords)}${more.length ? ` (and ${more.length} more)` : ""}` : ": the cause is not known"}`;
}
