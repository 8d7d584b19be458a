// Not every export with dates and amounts is a list of transactions: a bank's balance history (one row per
// calendar day, a date and one or two balances, no description) would become one "transaction" per day of
// the balance itself, and a table of daily rates or prices one per day of the first rate. Such files are
// refused with a reason instead of being imported wrong.
import type { ColumnStats } from "./column-stats";
import { headerScore } from "../words/columns";
import { SourceInputError } from "../../errors";
import { dayNumber } from "../../../locale/days";

/** Header words of an available (rather than booked) balance, which a balance list often has beside it. */
const AVAILABLE = /\b(verfugbar\w*|available|disponible|disponibile|beschikbaar|dostepne|disponivel)\b/;

const MONEY_ROLES = ["amount", "debit", "credit"] as const;

/** Fewer rows than a week cannot show a daily rhythm. */
const MIN_DAILY_ROWS = 7;
/** Share of steps between consecutive distinct dates that are exactly one day in a daily list. */
const DAILY_SHARE = 0.8;

/**
 * Throws when the only amount-like columns are balances: by their header words (balance, Saldo, solde,
 * Kontostand…, with no text column or one row per day), or, without a header, when there is no text
 * column and one row per calendar day.
 */
export function refuseBalanceList(
  cols: readonly ColumnStats[],
  headers: readonly string[] | null,
  dateIdx: number,
  isoDates: readonly (string | null)[],
  /** The request names the money columns itself: its word wins. */
  moneyGiven = false,
): void {
  if (moneyGiven) return;
  const others = cols.filter((c) => c.index !== dateIdx && c.nonEmpty > 0 && c.dateShare < 0.5);
  const numeric = others.filter((c) => c.numberShare >= 0.8);
  if (numeric.length === 0) return;
  const text = others.filter((c) => c.numberShare < 0.5 && c.indicator === null && c.currencyCodes < c.nonEmpty);
  const daily = isDaily(isoDates);
  if (headers) {
    // A transaction says what it was (a payee, a description, a type); without any text, the numbers must
    // at least be named as money. "Date,USD,JPY,GBP" is a table of rates.
    const money = numeric.filter((c) => MONEY_ROLES.some((r) => headerScore(c.header, r) > 0) || isBalanceHeader(c.header));
    if (text.length === 0 && money.length === 0) {
      throw new SourceInputError(
        `the file is not a list of transactions: it has dates and numbers (${numeric.map((c) => `"${c.header}"`).join(", ")}) but no description and no column named as an amount of money (a table of rates or prices?). ` +
          "Give columns.amount in the profile if it is one.",
      );
    }
    const balances = numeric.filter((c) => isBalanceHeader(c.header));
    if (balances.length < numeric.length || (text.length > 0 && !daily)) return;
    throw new SourceInputError(
      `the file looks like a balance list, not a list of transactions: its only amount columns are balances (${balances.map((c) => `"${c.header}"`).join(", ")})` +
        `${daily ? ", one row per calendar day" : ""}. Intake imports transactions; importing balance history is not built yet.`,
    );
  }
  if (text.length === 0 && daily) {
    throw new SourceInputError(
      "the file looks like a balance list, not a list of transactions: one row per calendar day with a date and numbers but no description. " +
        "Intake imports transactions; importing balance history is not built yet.",
    );
  }
}

function isBalanceHeader(header: string): boolean {
  return (
    headerScore(header, "balance") > 0 ||
    AVAILABLE.test(
      header
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase(),
    )
  );
}

/** One row per calendar day: every date distinct, and most steps between them exactly one day. */
function isDaily(isoDates: readonly (string | null)[]): boolean {
  const days = isoDates.filter((d): d is string => d !== null).map(dayNumber);
  if (days.length < MIN_DAILY_ROWS || new Set(days).size !== days.length) return false;
  days.sort((a, b) => a - b);
  let oneDay = 0;
  let previous: number | undefined;
  for (const day of days) {
    if (previous !== undefined && day - previous === 1) oneDay++;
    previous = day;
  }
  return oneDay >= (days.length - 1) * DAILY_SHARE;
}
