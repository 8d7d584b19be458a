// A balance the bank writes above, inside or under its table ("Anfangssaldo;EUR;22.257,11;H", "Neuer Kontostand;
// 16,94 EUR", "Closing balance,,,58 758,71"): read right, the rows take the opening one to the closing one. It checks a
// file that has no running balance (verification.ts). A line counts only with a label that says which end it stands
// at and one amount beside it; anything less checks nothing.
import { fromUnits, toUnits, type Verification } from "../verification";
import { type NumberFormat, parseAmount } from "./numbers";
import { balanceEndOf } from "./row-words";
import type { SignEvidence } from "./sign-evidence";

export interface BalanceLine {
  end: "opening" | "closing";
  /** The balance in ten-thousandths (verification.ts), positive: what the account holds. */
  units: number;
  /** The file's line it is written on. */
  line: number;
}

/** A statement has an opening and a closing line, or a few per section: more than this is no statement's. */
export const MAX_BALANCE_LINES = 16;

/** Marks beside a balance: "S" (Soll), "D", "DR" say the account is overdrawn; "H" (Haben), "C", "CR" that it holds it. */
const OVERDRAWN = new Set(["s", "d", "dr", "db", "debit", "soll"]);
const HOLDS = new Set(["h", "c", "cr", "credit", "haben"]);

/** The balance a line states, or null when it names no end or not exactly one amount. */
export function balanceLineOf(cells: readonly string[], fmt: NumberFormat, line: number): BalanceLine | null {
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
    const mark = cell.toLowerCase();
    if (OVERDRAWN.has(mark)) overdrawn = true;
    if (OVERDRAWN.has(mark) || HOLDS.has(mark)) continue;
    const amount = parseAmount(cell, fmt);
    if (amount === null || amount.charCodeAt(0) === 33) continue;
    const value = toUnits(Number(amount));
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
 * when the one opening balance plus the rows is the one closing balance; on a card's account the balance may be what
 * is owed, which purchases raise. Null when the lines do not name one of each end.
 */
export function balanceLinesVerification(
  lines: readonly BalanceLine[],
  moneyIn: number,
  rows: number,
  owedAllowed: boolean,
): Verification | null {
  const openings = lines.filter((l) => l.end === "opening");
  const closings = lines.filter((l) => l.end === "closing");
  const [opening] = openings;
  const [closing] = closings;
  if (openings.length !== 1 || closings.length !== 1 || !opening || !closing || rows === 0) return null;
  const held = opening.units + moneyIn;
  const owed = opening.units - moneyIn;
  if (held === closing.units || (owedAllowed && owed === closing.units))
    return { status: "balanced", rows_checked: rows, rows_total: rows };
  const first_break = { row: closing.line, expected: fromUnits(held), found: fromUnits(closing.units) };
  return { status: "unbalanced", rows_checked: 0, rows_total: rows, first_break };
}

/** The one opening and one closing balance of a whole file's records, or null (any other number of either). */
export function statedEnds(records: readonly { fields: readonly string[]; line: number }[], fmt: NumberFormat): StatedEnds | null {
  let opening: BalanceLine | null = null;
  let closing: BalanceLine | null = null;
  for (const record of records) {
    const line = balanceLineOf(record.fields, fmt, record.line);
    if (line === null) continue;
    if (line.end === "opening" ? opening !== null : closing !== null) return null;
    if (line.end === "opening") opening = line;
    else closing = line;
  }
  return opening && closing ? { opening: opening.units, closing: closing.units, lines: [opening.line, closing.line] } : null;
}

export interface StatedEnds {
  opening: number;
  closing: number;
  /** The lines they are written on: not transactions. */
  lines: [number, number];
}

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
