// Amounts written without a sign whose rows say their own direction: a card's statement lists its purchases
// ("消费"), refunds ("退货", "REFUND") and repayments ("还款", "PAYMENT - THANK YOU") all as plain numbers, what
// each is in its words. Detection finds such a file (rows whose words say the other direction than the file's sign
// gives them) and names the columns to read; the planner reads each row's direction there, and the sign decides
// only the rows whose words say none. Where the amounts are signed, a refund written as money out is a doubt to say.
import { directionOf, type Direction } from "../words/direction-words";
import type { NumberFormat } from "../../../locale/numbers";
import type { CsvProfile } from "../words/profile";
import { rowSigns, type SignEvidence } from "./sign-evidence";
import type { RecordSpans } from "../read/structure";

type Sign = CsvProfile["sign"];

/** The direction the file's sign gives an amount written without one. */
export function plainDirection(sign: Sign): Direction {
  return sign === "positive_is_money_out" ? "out" : "in";
}

/**
 * Which way a repayment goes in a file of unsigned amounts: into the card (or loan) whose statement it is, out of the
 * account that pays it. A file whose plain amounts are money out lists spending, as a card's statement does.
 */
export function repaymentDirection(sign: Sign): Direction {
  return sign === "positive_is_money_out" ? "in" : "out";
}

/** Rows of unsigned amounts that say their own direction: how many have words, how many of those go against the sign. */
export interface WordedRows {
  worded: number;
  against: number;
  /** A few of the words that go against it, as the reason shows them ("退货": in). */
  words: string[];
}

/**
 * The sample's rows of unsigned amounts read by their own words: null when no row's words say the other direction
 * than the sign gives it (the sign alone reads the file).
 */
export function wordedRows(
  rows: readonly string[][],
  amountIdx: number,
  textIdx: readonly number[],
  fmt: NumberFormat,
  sign: Sign,
): WordedRows | null {
  if (textIdx.length === 0) return null;
  const plain = plainDirection(sign);
  const repayment = repaymentDirection(sign);
  // rowSigns gives 0 to rows that say nothing of spending: empty, zero, unreadable, balance lines.
  const signs = rowSigns(rows, amountIdx, fmt, textIdx);
  const words = new Set<string>();
  let worded = 0;
  let against = 0;
  rows.forEach((r, i) => {
    if (signs[i] === 0) return;
    const found = directionOf(textIdx.map((c) => r[c] ?? "").join(" "), repayment);
    if (!found) return;
    worded++;
    if (found.direction === plain) return;
    against++;
    words.add(`"${found.word}": ${found.direction}`);
  });
  return against > 0 ? { worded, against, words: [...words].slice(0, 3) } : null;
}

/**
 * The sign of amounts written without one, from the rows that say what they are: their signs tell nothing (every row
 * has the same), but rows that name purchases, refunds or payments received list what an account spent, and the rows
 * without such words are its spending, as most rows are: positive is money out. Only when most rows say money in and
 * none says money out (a savings account's "Transfer from", "Salary") are the rest money in too; a refund says no such
 * thing, as only a purchase explains it. Each worded row goes its own way (`wordedRows`). Null when no row has words.
 */
export function signOfUnsignedRows(
  rows: readonly string[][],
  amountIdx: number,
  textIdx: readonly number[],
  fmt: NumberFormat,
): SignEvidence | null {
  if (textIdx.length === 0) return null;
  const signs = rowSigns(rows, amountIdx, fmt, textIdx);
  const words = new Set<string>();
  let counted = 0;
  let outs = 0;
  let ins = 0;
  let refunds = 0;
  rows.forEach((r, i) => {
    if (signs[i] === 0) return;
    counted++;
    // A repayment goes the way the sign decided here says: it cannot help decide it.
    const found = directionOf(textIdx.map((c) => r[c] ?? "").join(" "));
    if (!found) return;
    if (found.direction === "out") outs++;
    else if (found.undoes) refunds++;
    else ins++;
    words.add(`"${found.word}": ${found.direction}`);
  });
  const worded = outs + ins + refunds;
  if (worded === 0) return null;
  const says = `the amounts carry no sign and ${worded} of ${counted} rows say in their words what they are (${[...words].slice(0, 3).join(", ")})`;
  if (outs === 0 && ins * 2 > counted) {
    return {
      sign: "negative_is_money_out",
      source: "the rows' words",
      reason: `${says}: most are money in and none money out, so the rows without such words are taken as money in too: negative amounts are money out`,
    };
  }
  return {
    sign: "positive_is_money_out",
    source: "the rows' words",
    reason: `${says}: the rows without such words are taken as spending, as most rows are: positive amounts are money out`,
  };
}

/**
 * Rows of signed amounts whose words undo a payment ("REFUND", "退款", "Storno") that the sign reads as money out: a
 * refund is money in wherever it is written, so they say the sign may be the wrong way round. Their words, a few.
 */
export function refundsAgainst(
  rows: readonly string[][],
  amountIdx: number,
  textIdx: readonly number[],
  fmt: NumberFormat,
  sign: Sign,
): { rows: number; words: string[] } {
  const signs = rowSigns(rows, amountIdx, fmt, textIdx);
  const out = sign === "positive_is_money_out" ? 1 : -1;
  const words = new Set<string>();
  let n = 0;
  rows.forEach((r, i) => {
    if (signs[i] !== out) return;
    const found = directionOf(textIdx.map((c) => r[c] ?? "").join(" "));
    if (!found?.undoes) return;
    n++;
    words.add(`"${found.word}"`);
  });
  return { rows: n, words: [...words].slice(0, 3) };
}

/** A row's direction as its words say it (the columns `rowWords` names), null when they say none. */
export function directionOfRow(rec: RecordSpans, columns: readonly number[], repayment: Direction): Direction | null {
  let text = "";
  for (const i of columns) {
    const t = rec.field(i);
    if (t.trim() !== "") text = text === "" ? t : `${text} ${t}`;
  }
  return text === "" ? null : (directionOf(text, repayment)?.direction ?? null);
}
