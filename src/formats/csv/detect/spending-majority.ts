// The weakest evidence for the sign of signed amounts: spending is most rows. On a card's statement (the
// target account is a credit card, or a header, a line above the table or the file name says card) that
// is as good as sure, so the sign most rows carry is money out; on any other file it is a guess the
// profile warns about, unless most amounts are negative (what most banks export).
import type { ColumnStats } from "./column-stats";
import { cardWordIn } from "../words/direction-words";
import type { NumberFormat } from "../../../locale/numbers";
import { rowSigns, type SignEvidence } from "./sign-evidence";

/** Share of the rows with one sign above which that sign is taken as the purchases' without evidence. */
const MAJORITY = 2 / 3;
/**
 * Rows a majority needs before it overrides what most banks export (negative = money out): in a handful of rows
 * a salary and a transfer outnumber the purchases as easily as not.
 */
const MAJORITY_ROWS = 10;
/** Lines above the table read for a card's name: a statement's title and account block, not a disclaimer. */
export const PREAMBLE_LINES = 20;

/** What the upload says about the file beside its table: where a card would be named. */
export interface FileContext {
  /** The target manual account's type ("credit" for a card). */
  accountType?: string | undefined;
  /** The lines above the table (title, account block). */
  preamble?: readonly string[] | undefined;
  fileName?: string | undefined;
}

/** What names the file a card's statement, in words for the reason; null when nothing does. */
export function cardNamed(cols: readonly ColumnStats[], file: FileContext): string | null {
  if (file.accountType?.toLowerCase() === "credit") return "the target account is a credit card";
  for (const c of cols) if (c.header && cardWordIn(c.header)) return `the header names a card ("${c.header}")`;
  for (const line of file.preamble ?? []) {
    const word = cardWordIn(line);
    if (word) return `the lines above the table name a card ("${word}")`;
  }
  const word = file.fileName ? cardWordIn(file.fileName) : null;
  return word ? `the file name says "${word}" (${file.fileName})` : null;
}

/** How many of the rows' amounts are positive and how many negative (zero and unread ones are neither). */
function signCounts(signs: readonly number[]): { pos: number; neg: number } {
  let pos = 0;
  let neg = 0;
  for (const x of signs)
    if (x === 1) pos++;
    else if (x === -1) neg++;
  return { pos, neg };
}

/** A card's statement: its purchases are most rows, so the sign most rows carry is money out. */
export function signFromCard(
  rows: readonly string[][],
  amountIdx: number,
  textIdx: readonly number[],
  cols: readonly ColumnStats[],
  fmt: NumberFormat,
  file: FileContext,
): SignEvidence | null {
  const why = cardNamed(cols, file);
  if (!why) return null;
  const { pos, neg } = signCounts(rowSigns(rows, amountIdx, fmt, textIdx));
  if (pos === neg) return null;
  const sign = pos > neg ? "positive" : "negative";
  return {
    sign: pos > neg ? "positive_is_money_out" : "negative_is_money_out",
    source: "the card statement",
    reason: `${why} and ${Math.max(pos, neg)} of ${pos + neg} amounts are ${sign} (purchases): ${sign} amounts are money out`,
  };
}

/**
 * Nothing proved the sign: most amounts negative reads as spending written negative (what most banks export);
 * otherwise the sign that most rows carry is taken as the purchases', and the profile says it was a guess. What
 * was looked for is named as it is: a balance column that does not move by the amounts is there, but proves nothing.
 */
export function signByMajority(
  rows: readonly string[][],
  amountIdx: number,
  textIdx: readonly number[],
  fmt: NumberFormat,
  hasBalance = false,
): SignEvidence {
  const { pos, neg } = signCounts(rowSigns(rows, amountIdx, fmt, textIdx));
  const n = pos + neg;
  const source = "the majority of the amounts";
  const balance = hasBalance ? "the balance column does not move by the amounts" : "no running balance";
  const unchecked = hasBalance ? "the balance column does not move by the amounts to check it" : "no running balance to check it against";
  /** What was looked for and not found, for the warning. */
  const none = `${balance}, no debit/credit column or mark, no direction words, no card statement`;
  if (neg > pos) {
    return {
      sign: "negative_is_money_out",
      source,
      reason: `${neg} of ${n} amounts are negative (spending is most rows): negative amounts are money out; ${unchecked}`,
    };
  }
  if (n >= MAJORITY_ROWS && pos >= n * MAJORITY) {
    return {
      sign: "positive_is_money_out",
      source,
      reason: `${pos} of ${n} amounts are positive (spending is most rows, as on a card statement): positive amounts are money out`,
      warning: `the sign was decided without evidence: ${pos} of ${n} amounts are positive, so positive was taken as money out (${none}); check the sign`,
    };
  }
  return {
    sign: "negative_is_money_out",
    source,
    reason: `negative amounts are money out (what most banks export); ${unchecked}`,
    warning: `the sign was decided without evidence: negative amounts were taken as money out (${neg} negative, ${pos} positive; ${none}); check the sign`,
  };
}
