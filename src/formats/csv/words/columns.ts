// Which column is what: by header words in the languages banks export in, checked against the values
// (a "Valuta" column of dates is a value date in German; of "EUR" cells it is a currency in Italian).
import { matchKey } from "./header-key";
import { INDICATOR_IN, INDICATOR_OUT, indicatorDirection } from "./sign-words";
import { excludedFrom, kindScore } from "./header-vocabulary";

export { normalizeHeader } from "./header-key";

export type Role =
  | "date"
  | "valueDate"
  | "amount"
  | "debit"
  | "credit"
  | "indicator"
  | "payee"
  | "notes"
  | "currency"
  | "balance"
  | "transactionId"
  | "category";

/** Added to an amount's or a currency's score when the header names the account's currency: it is what the account books. */
const ACCOUNT_BONUS = 6;
/** An amount or currency of the purchase's own currency scores this many times less: any other amount goes first. */
const FOREIGN_DIVISOR = 4;

/**
 * Higher means a better match of `header` for `role`; 0 is no match. The words are every language's
 * (./header-words/); an amount or currency named for the account's currency beats one named for the
 * operation's ("Сумма в валюте счёта" over "Сумма операции", "Billed amount" over "Transaction amount").
 */
export function headerScore(header: string, role: Role): number {
  const h = matchKey(header);
  if (h === "" || excludedFrom(h, role)) return 0;
  let score = kindScore(h, role);
  if (score > 0 && (role === "amount" || role === "currency")) {
    if (kindScore(h, "account") > 0) score += ACCOUNT_BONUS;
    else if (kindScore(h, "foreign") > 0) score /= FOREIGN_DIVISOR;
  }
  return score;
}

// The indicator values of every language live in sign-words/ with the rest of the direction words.
export { INDICATOR_IN, INDICATOR_OUT, indicatorDirection };

/** An indicator column has nothing else in it; a text column with a stray "in" is not one. */
export const INDICATOR_SHARE = 0.95;
/** A column whose header names the indicator may hold a few odd values (reported per row). */
export const NAMED_INDICATOR_SHARE = 0.6;

/**
 * Whether a column's values are (mostly: `minShare`) indicator words, alone or paired ("借 Dr", "D Debit"); returns
 * the distinct cells seen, as the planner matches them (trimmed, lowercase).
 */
export function indicatorValues(values: readonly string[], minShare = INDICATOR_SHARE): string[] | null {
  const seen = new Set<string>();
  let nonEmpty = 0;
  let hits = 0;
  for (let i = 0; i < values.length; i++) {
    const t = (values[i] ?? "").trim().toLowerCase();
    if (t === "") continue;
    nonEmpty++;
    if (indicatorDirection(t) !== null) {
      hits++;
      seen.add(t);
      if (seen.size > 4) return null;
    } else if ((nonEmpty - hits) * minShare > (hits + values.length - 1 - i) * (1 - minShare) + 1) {
      // Were every value left an indicator, the share would still fall short (by more than one value: no rounding decides).
      return null;
    }
  }
  if (nonEmpty === 0 || hits < nonEmpty * minShare || seen.size > 4) return null;
  return [...seen];
}

/** ISO 4217-shaped codes ("EUR", "usd"). */
export function looksLikeCurrencyCode(v: string): boolean {
  return /^[A-Za-z]{3}$/.test(v.trim());
}
