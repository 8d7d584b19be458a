// Evidence for the sign of a signed amount column, each from what the file says: the running balance (it
// moves by the amount), a debit/credit column beside the amounts ("Debit", "Credit", "借", "贷"), amounts
// written with both signs ("+120,00", "-35,00"), and the rows' words ("ATM WITHDRAWAL", "Gehalt", "退款")
// against their amounts' signs (or, without a header, against the money column each row fills). decide-sign.ts
// weighs them in that order.
import type { ColumnStats } from "./column-stats";
import { directionOf, type Direction } from "../words/direction-words";
import { parseAmount, type NumberFormat } from "../../../locale/numbers";
import type { CsvProfile } from "../words/profile";
import { balanceProof } from "./running-balance";
import { isSummaryLabel } from "../words/row-words";
import { indicatorDirection } from "../words/sign-words";

type Sign = CsvProfile["sign"];

export interface SignEvidence {
  sign: Sign;
  /** What said it, in a few words ("the running balance", "the rows' words"): named when signals disagree. */
  source: string;
  reason: string;
  /** Set when the evidence is weak enough that the user should look (said in the profile's warnings). */
  warning?: string;
}

/** Rows agreeing with one reading must outnumber the others by this many (one odd row is not a convention). */
const MARGIN = 2;
/** …and be at least this many times as many as the rows against it. */
const RATIO = 2;

/**
 * The sign of each row's amount: -1, 1, or 0 (zero, empty or unreadable, or an opening/closing balance line,
 * which the planner ignores and which says nothing about spending).
 */
export function rowSigns(rows: readonly string[][], amountIdx: number, fmt: NumberFormat, textIdx: readonly number[]): number[] {
  return rows.map((r) => {
    if (textIdx.some((c) => isSummaryLabel((r[c] ?? "").trim(), false))) return 0;
    const v = parseAmount(r[amountIdx] ?? "", fmt);
    if (v === null || v.charCodeAt(0) === 33 || Number(v) === 0) return 0;
    return v.charCodeAt(0) === 45 ? -1 : 1;
  });
}

/**
 * Rows whose direction is known, counted by the reading they support: money out written negative (`negOut`)
 * or positive (`posOut`).
 */
interface Tally {
  negOut: number;
  posOut: number;
}

function count(t: Tally, direction: Direction, sign: number): void {
  if ((direction === "out") === sign < 0) t.negOut++;
  else t.posOut++;
}

/** The reading most rows support, when they outnumber the others clearly; null when they do not. */
function decisive(t: Tally): { sign: Sign; agree: number; of: number } | null {
  const of = t.negOut + t.posOut;
  const agree = Math.max(t.negOut, t.posOut);
  const against = of - agree;
  if (agree - against < MARGIN || agree < RATIO * against) return null;
  return { sign: t.negOut > t.posOut ? "negative_is_money_out" : "positive_is_money_out", agree, of };
}

const conclusion = (sign: Sign): string => `${sign === "negative_is_money_out" ? "negative" : "positive"} amounts are money out`;

/**
 * The running balance proves the sign: if balance[i] − balance[i−1] equals amount[i] (rows oldest first) or
 * balance[i−1] − balance[i] equals amount[i−1] (newest first), positive amounts are money in.
 */
export function signFromBalance(
  rows: readonly string[][],
  amountIdx: number,
  balIdx: number,
  fmt: NumberFormat,
  dates: readonly (string | null)[],
  /** 100 when the amounts are cents (amountScale 2), else 1. */
  per = 1,
  /** The account is a card: its balance may be what is owed, which grows with money out. */
  card = false,
): SignEvidence | null {
  const proof = balanceProof({ rows, amountIdx, balIdx, dates, per }, fmt, (_, a) => a);
  if (!proof) return null;
  const { agree, disagree } = proof;
  const source = "the running balance";
  // A card's balance that is mostly above zero is what is owed (a card rarely holds money): it grows with money out.
  if (card && owedBalances(rows, balIdx, fmt)) {
    return disagree > agree
      ? {
          sign: "negative_is_money_out",
          source,
          reason: `the card's balance is what is owed, and it grows by the amount in ${disagree} of ${agree + disagree} checked rows: negative amounts are money out`,
        }
      : {
          sign: "positive_is_money_out",
          source,
          reason: `the card's balance is what is owed, and it grows by the amount in ${agree} of ${agree + disagree} checked rows: positive amounts are money out`,
        };
  }
  if (disagree > agree) {
    return {
      sign: "positive_is_money_out",
      source,
      reason: `the running balance falls by the amount in ${disagree} of ${agree + disagree} checked rows: positive amounts are money out`,
    };
  }
  return {
    sign: "negative_is_money_out",
    source,
    reason: `the running balance rises by the amount in ${agree} of ${agree + disagree} checked rows: negative amounts are money out`,
  };
}

/** Whether more of the balances are above zero than below it. */
function owedBalances(rows: readonly string[][], balIdx: number, fmt: NumberFormat): boolean {
  let above = 0;
  let below = 0;
  for (const row of rows) {
    const v = parseAmount(row[balIdx] ?? "", fmt);
    if (v === null || v.charCodeAt(0) === 33) continue;
    const n = Number(v);
    if (n > 0) above++;
    else if (n < 0) below++;
  }
  return above > below;
}

/**
 * A debit/credit column beside signed amounts ("Type: Debit / Credit", "Д/К", "借/贷"): its money-out word on
 * negative rows and its money-in word on positive ones say negative is money out (or the other way round).
 * A column of one letter ("C" for cleared) counts only when it writes both directions.
 */
export function signFromTypeColumn(
  rows: readonly string[][],
  amountIdx: number,
  textIdx: readonly number[],
  cols: readonly ColumnStats[],
  fmt: NumberFormat,
): SignEvidence | null {
  const s = rowSigns(rows, amountIdx, fmt, textIdx);
  let best: { c: ColumnStats; tally: Tally } | undefined;
  for (const i of textIdx) {
    const c = cols[i];
    const words = c?.indicatorMostly;
    if (!c || !words) continue;
    const both = words.some((w) => indicatorDirection(w) === "out") && words.some((w) => indicatorDirection(w) === "in");
    if (!both && !words.some((w) => w.length > 1)) continue;
    const tally: Tally = { negOut: 0, posOut: 0 };
    for (let r = 0; r < rows.length; r++) {
      // rowSigns gives one sign a row, 0 where it is unknown.
      const sign = s[r] ?? 0;
      if (sign === 0) continue;
      const direction = indicatorDirection(rows[r]?.[i] ?? "");
      if (direction !== null) count(tally, direction, sign);
    }
    if (!best || tally.negOut + tally.posOut > best.tally.negOut + best.tally.posOut) best = { c, tally };
  }
  const verdict = best && decisive(best.tally);
  if (!best || !verdict) return null;
  const name = best.c.header ? `the "${best.c.header}" column` : `column ${best.c.index + 1}`;
  return {
    sign: verdict.sign,
    source: name,
    reason: `${name} says debit or credit row by row, and ${verdict.agree} of ${verdict.of} rows carry its money out as ${verdict.sign === "negative_is_money_out" ? "negative" : "positive"}: ${conclusion(verdict.sign)}`,
  };
}

/**
 * The rows' words against their amounts' signs: "ATM withdrawal" on negative rows and "Salary" on positive
 * ones say negative is money out. Most of the rows with such words must agree, by a margin; one row alone
 * (a card's "PAYMENT - THANK YOU") counts when the rows without words carry the other sign, as a card's
 * purchases do.
 */
export function signFromWording(
  rows: readonly string[][],
  amountIdx: number,
  textIdx: readonly number[],
  fmt: NumberFormat,
  /** Where a repayment goes, when the file says ("还款" is money in on a card's statement); else it says nothing. */
  repayment?: Direction,
): SignEvidence | null {
  const s = rowSigns(rows, amountIdx, fmt, textIdx);
  const tally: Tally = { negOut: 0, posOut: 0 };
  /** The words of the rows that fit each reading, as the reason shows them ("Salary": in). */
  const examples: Record<Sign, Set<string>> = { negative_is_money_out: new Set(), positive_is_money_out: new Set() };
  let plainNeg = 0;
  let plainPos = 0;
  /** The sign of the last worded row: the one row's, when only one is worded. */
  let wordedSign = 0;
  for (let i = 0; i < rows.length; i++) {
    // rowSigns gives one sign a row, 0 where it is unknown.
    const sign = s[i] ?? 0;
    if (sign === 0) continue;
    const found = directionOf(textIdx.map((c) => rows[i]?.[c] ?? "").join(" "), repayment);
    if (!found) {
      if (sign === -1) plainNeg++;
      else plainPos++;
      continue;
    }
    count(tally, found.direction, sign);
    wordedSign = sign;
    const supports: Sign = (found.direction === "out") === (sign === -1) ? "negative_is_money_out" : "positive_is_money_out";
    examples[supports].add(`"${found.word}": ${found.direction}`);
  }
  let verdict = decisive(tally);
  if (!verdict && tally.negOut + tally.posOut === 1) {
    // One worded row: the rows without words, mostly spending, must carry the sign this reading gives money out.
    const sign: Sign = tally.negOut === 1 ? "negative_is_money_out" : "positive_is_money_out";
    const spending = sign === "negative_is_money_out" ? plainNeg > plainPos : plainPos > plainNeg;
    if (spending) verdict = { sign, agree: 1, of: 1 };
  }
  if (!verdict) return null;
  const words = [...examples[verdict.sign]].slice(0, 3).join(", ");
  const sign = verdict.sign === "negative_is_money_out" ? "negative" : "positive";
  const fit =
    verdict.of === 1
      ? `the one worded row (${words}) is ${wordedSign < 0 ? "negative" : "positive"} and the rows without words mostly ${sign}`
      : `${verdict.agree} of ${verdict.of} worded rows (${words})`;
  return {
    sign: verdict.sign,
    source: "the rows' words",
    reason: `the rows' words say the direction: ${fit}, which fits ${sign} amounts as money out`,
  };
}

/**
 * Which of two unnamed money columns is the debit, from the rows' words: "POS", "BANKOMAT" on the rows that
 * fill the right-hand column say it is the money out. Null when the worded rows do not agree by a margin.
 */
export function debitColumnFromWording(
  rows: readonly string[][],
  leftIdx: number,
  rightIdx: number,
  textIdx: readonly number[],
  fmt: NumberFormat,
): { swap: boolean; reason: string } | null {
  const filled = (r: readonly string[], i: number) => {
    const v = parseAmount(r[i] ?? "", fmt);
    return v !== null && v.charCodeAt(0) !== 33 && Number(v) !== 0;
  };
  // Tallied as a signed column would be: a row in the left-hand column counts as negative.
  const tally: Tally = { negOut: 0, posOut: 0 };
  const words = new Set<string>();
  for (const r of rows) {
    const left = filled(r, leftIdx);
    if (left === filled(r, rightIdx)) continue;
    const found = directionOf(textIdx.map((c) => r[c] ?? "").join(" "));
    if (!found) continue;
    count(tally, found.direction, left ? -1 : 1);
    words.add(`"${found.word}": ${found.direction}`);
  }
  const verdict = decisive(tally);
  if (!verdict) return null;
  const swap = verdict.sign === "positive_is_money_out";
  return {
    swap,
    reason:
      `no header names the money columns; the rows' words say the direction: ${verdict.agree} of ${verdict.of} worded rows ` +
      `(${[...words].slice(0, 3).join(", ")}) put money out in the ${swap ? "right" : "left"}-hand one, so it is the debit (money out) column`,
  };
}
