// A balance the bank writes above, inside or under its table ("Anfangssaldo;EUR;22.257,11;H", "Neuer Kontostand;
// 16,94 EUR", "Closing balance,,,58 758,71"): read right, the rows take the opening one to the closing one. It checks a
// file that has no running balance (verification.ts). A line counts only with a label that says which end it stands
// at and one amount beside it; anything less checks nothing.
import { fromUnits, toUnits, type Verification } from "../../verification";
import { type NumberFormat, parseAmount, scaleDown } from "../../../locale/numbers";
import { balanceEndOf } from "../words/row-words";
import type { SignEvidence } from "./sign-evidence";
import { indicatorDirection } from "../words/sign-words";
import { overdrawnMark } from "./amount-mark";

export interface BalanceLine {
  end: "opening" | "closing";
  /** The balance in ten-thousandths (verification.ts), positive: what the account holds. */
  units: number;
  /** The file's line it is written on. */
  line: number;
}

/** A statement has an opening and a closing line, or a few per section: more than this is no statement's. */
export const MAX_BALANCE_LINES = 16;

/**
 * The balance a line states, or null when it names no end or not exactly one amount. Where the amounts are written
 * in 1/10^scale units (amountScale), a balance written as a whole number is too ("Số dư cuối kỳ;;461463" under
 * "Ghi có (xu)"); one written with decimals is not.
 */
export function balanceLineOf(cells: readonly string[], fmt: NumberFormat, line: number, scale = 0): BalanceLine | null {
  let end: BalanceLine["end"] | null = null;
  let units: number | null = null;
  let zero = false;
  let overdrawn = false;
  for (const raw of cells) {
    // A bar some banks draw beside the figures ("26.851,95|", "|SALDO FINALE") is no part of them.
    const cell = raw.trim().replace(/^\|+|\|+$/g, "");
    if (cell === "") continue;
    if (end === null) {
      end = balanceEndOf(cell);
      if (end !== null) continue;
    }
    // An indicator's money-out word beside a balance ("S" for Soll, "DR") says the account is overdrawn.
    const mark = indicatorDirection(cell);
    if (mark !== null) {
      if (mark === "out") overdrawn = true;
      continue;
    }
    const amount = parseAmount(cell, fmt);
    if (amount === null || amount.charCodeAt(0) === 33) continue;
    // ... or written beside its number in the cell ("500,00 B" for borçlu, "50.00DR").
    if (overdrawnMark(cell)) overdrawn = true;
    const value = toUnits(Number(scale !== 0 && !cell.includes(fmt.decimal) ? scaleDown(amount, scale) : amount));
    // A zero beside the balance is an empty debit or credit cell; two other amounts leave which one open.
    if (value === 0) {
      zero = true;
      continue;
    }
    if (units !== null && units !== value) return null;
    units = value;
  }
  if (end === null || (units === null && !zero)) return null;
  return { end, units: overdrawn ? -Math.abs(units ?? 0) : (units ?? 0), line };
}

/**
 * What a file's balance lines say of its rows (`moneyIn`: their sum in ten-thousandths, money in positive): balanced
 * when the opening balance plus the rows is the closing balance; on a card's account the balance may be what is
 * owed, which purchases raise. Null when the lines do not name one of each end.
 */
export function balanceLinesVerification(
  lines: readonly BalanceLine[],
  moneyIn: number,
  rows: number,
  owedAllowed: boolean,
): Verification | null {
  const ends = oneOfEach(lines);
  if (ends === null || rows === 0) return null;
  const held = ends.opening + moneyIn;
  const owed = ends.opening - moneyIn;
  if (held === ends.closing || (owedAllowed && owed === ends.closing)) return { status: "balanced", rows_checked: rows, rows_total: rows };
  const first_break = { row: ends.closingLine, expected: fromUnits(held), found: fromUnits(ends.closing) };
  return { status: "unbalanced", rows_checked: 0, rows_total: rows, first_break };
}

/** The one opening and one closing balance of a whole file's records, or null (any other number of either). */
export function statedEnds(records: readonly { fields: readonly string[]; line: number }[], fmt: NumberFormat): StatedEnds | null {
  return oneOfEach(records.flatMap((record) => balanceLineOf(record.fields, fmt, record.line) ?? []));
}

export interface StatedEnds {
  opening: number;
  closing: number;
  /** The line the closing balance is written on: where a break is named. */
  closingLine: number;
}

/**
 * The balances of one opening and one closing: a statement may state each twice, on a line of its table and again
 * in the summary under it, and lines that state the same balance are one. Two different balances of either end
 * (two sections) leave which one open.
 */
function oneOfEach(lines: readonly BalanceLine[]): StatedEnds | null {
  const openings = lines.filter((l) => l.end === "opening");
  const closings = lines.filter((l) => l.end === "closing");
  const [opening] = openings;
  const [closing] = closings;
  if (!opening || !closing || !allSame(openings) || !allSame(closings)) return null;
  return { opening: opening.units, closing: closing.units, closingLine: closing.line };
}

const allSame = (lines: readonly BalanceLine[]): boolean => lines.every((l) => l.units === lines[0]?.units);

/**
 * The sign under which the rows' amounts take the opening balance to the closing one: proof, as a running balance is
 * (a card's balance may be what is owed, which reads the other way: its account's type decides there, not this).
 */
export function signFromEnds(ends: StatedEnds, amounts: readonly number[]): SignEvidence | null {
  let sum = 0;
  for (const a of amounts) sum += toUnits(a);
  if (sum === 0) return null;
  const source = "the opening and closing balances";
  const [o, c] = [fromUnits(ends.opening), fromUnits(ends.closing)];
  if (ends.opening + sum === ends.closing)
    return {
      sign: "negative_is_money_out",
      source,
      reason: `the amounts take the opening balance ${o} to the closing ${c}: negative amounts are money out`,
    };
  if (ends.opening - sum === ends.closing)
    return {
      sign: "positive_is_money_out",
      source,
      reason: `the amounts, negated, take the opening balance ${o} to the closing ${c}: positive amounts are money out`,
    };
  return null;
}
