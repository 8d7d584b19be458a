// Money columns typed by their values where no header word names them (a language the word lists lack, a bank's own
// abbreviations: "DR"/"CR", "Nilai Transaksi"). Two columns each row fills one of are an in/out pair; the amount is
// the column the file's own balances move by, else the one written with decimals, else the most varied whole numbers
// beside a column of direction words. A column of one value on every row is never the amount: it is a code (a branch,
// a currency's number) or a balance the bank repeats on each row.
import { isFilled, type ColumnStats } from "./column-stats";
import { headerScore } from "../words/columns";
import { rowsExplained, valuesOf } from "./running-balance";
import { indicatorDirection } from "../words/sign-words";
import { balanceEndOf } from "../words/row-words";
import type { StatedEnds } from "./balance-lines";
import { toUnits } from "../../verification";

export interface MoneyByValues {
  amount?: ColumnStats;
  debit?: ColumnStats;
  credit?: ColumnStats;
  /** The running balance, where no header word named it: the full column that moves by the pair's money. */
  balance?: ColumnStats;
}

/** Rows a column must fill with one value to be a constant: two rows alike may be two equal payments. */
const CONSTANT_ROWS = 3;
/** Rows a running balance must move by a column's amounts to prove it the amount (one may be a coincidence). */
const PROVED_ROWS = 2;
/** Two sums of a column of money are one when they differ by less than half a hundredth. */
const SAME = 0.005;

/** One value on every row of at least CONSTANT_ROWS: a code or a repeated balance, never the rows' amounts. */
export function isConstant(c: ColumnStats): boolean {
  return c.values.length >= CONSTANT_ROWS && c.nonEmpty === c.values.length && c.distinct === 1;
}

/**
 * The money of a table whose header names none of it, or names only its balance: `free` are the numeric columns no
 * role took (no dates, no identifiers), `cols` every column (the direction words are among them).
 */
export function moneyByValues(free: readonly ColumnStats[], balance: ColumnStats | undefined, cols: readonly ColumnStats[]): MoneyByValues {
  const varying = free.filter((c) => c !== balance && !isConstant(c));
  const pair = inOutPair(varying);
  if (pair) {
    const moved = balance
      ? undefined
      : movedBy(
          varying.filter((c) => !pair.includes(c)),
          pairMoneyIn(pair[0], pair[1]),
        );
    return { debit: pair[0], credit: pair[1], ...(moved ? { balance: moved } : {}) };
  }
  const zeroSided = zeroSidedPair(varying, balance);
  if (zeroSided) {
    const [debit, credit, moved] = zeroSided;
    return { debit, credit, ...(moved !== balance ? { balance: moved } : {}) };
  }
  const indicator = cols.find((c) => c.indicator !== null && !free.includes(c));
  if (!balance) {
    const moving = amountAndItsBalance(varying);
    if (moving) return moving;
  }
  const proved = provedByBalance(varying, balance) ?? provedByEnds(varying, free, balance, indicator);
  if (proved) return { amount: proved };
  const decimals = varying.find(hasDecimals);
  if (decimals) return { amount: decimals };
  // Yen, won and rupiah have no decimals: beside direction words, the whole numbers that vary most are the amounts
  // (a branch code repeats; each payment is its own).
  const varied = [...varying].sort((a, b) => b.distinct / b.values.length - a.distinct / a.values.length)[0];
  return indicator && varied ? { amount: varied } : {};
}

/** Values with a decimal mark, or a sign: money, as a count or a code is not. */
export function hasDecimals(c: ColumnStats): boolean {
  return c.numbers.decimalComma + c.numbers.decimalPoint + c.numbers.ambiguous > 0 || c.numbers.negative > 0;
}

/**
 * Two columns of which each row fills exactly one (the other left blank or written as a dash), each filling some:
 * what went out and what came in, leftmost first; else two of which each row holds money in exactly one, the other
 * written as a zero ("0.00": a statement of a section per currency whose first section has no money in). Which is
 * which is the sign step's to prove (decide-sign.ts). An amount beside a fee or a foreign amount is no pair: the
 * amount holds money on every row.
 */
export function inOutPair(cols: readonly ColumnStats[]): [ColumnStats, ColumnStats] | null {
  const sparse = cols.filter((c) => c.nonEmpty > 0 && c.nonEmpty < c.values.length);
  for (const [a, x] of sparse.entries()) {
    for (const y of sparse.slice(a + 1)) if (complementary(x, y)) return [x, y];
  }
  const someRows = cols.filter((c) => c.values.some(holdsMoney) && !c.values.every(holdsMoney));
  for (const [a, x] of someRows.entries()) {
    for (const y of someRows.slice(a + 1)) if (x.values.every((v, i) => holdsMoney(v) !== holdsMoney(y.values[i] ?? ""))) return [x, y];
  }
  return null;
}

/** A cell with money in it: a digit other than zero (neither empty, a dash nor a zero written for the empty side). */
function holdsMoney(v: string): boolean {
  return /[1-9]/.test(v);
}

/**
 * Two columns every row fills, one with its amount and the other with a zero ("23.40;0", "0;2006.79"): an in/out
 * pair whose empty side is written 0. A zero may be an amount too, so the pair is taken only where the running
 * balance proves it, moving by its money in more rows than by either column alone.
 */
export function zeroSidedPair(
  cols: readonly ColumnStats[],
  balance: ColumnStats | undefined,
): [ColumnStats, ColumnStats, ColumnStats] | null {
  const filled = cols.filter((c) => c.nonEmpty > 0);
  for (const [a, x] of filled.entries()) {
    for (const y of filled.slice(a + 1)) {
      if (!oneNonZero(x, y)) continue;
      // Where no header names the balance, it is the full column the pair's money moves.
      const balances = balance ? [balance] : cols.filter((c) => c !== x && c !== y && c.nonEmpty === c.values.length);
      for (const b of balances) {
        if (isConstant(b)) continue;
        const pairRows = rowsMoved(b, pairMoneyIn(x, y));
        if (pairRows >= PROVED_ROWS && pairRows > Math.max(rowsExplained(b, x), rowsExplained(b, y))) return [x, y, b];
      }
    }
  }
  return null;
}

/**
 * Whether each row holds money in exactly one of the two columns and a zero in the other, each column some money;
 * a row that fills neither (an opening balance's line) moves no money and says nothing.
 */
function oneNonZero(x: ColumnStats, y: ColumnStats): boolean {
  const [vx, vy] = [valuesOf(x), valuesOf(y)];
  let inX = 0;
  let inY = 0;
  for (let i = 0; i < vx.length; i++) {
    const [a, b] = [vx[i], vy[i]];
    if (a == null && b == null) continue;
    if (a == null || b == null || (a === 0) === (b === 0)) return false;
    if (a !== 0) inX++;
    else inY++;
  }
  return inX > 0 && inY > 0;
}

/** Rows where the balance moved by the rows' money, either way round (oldest or newest first). */
function rowsMoved(balance: ColumnStats, money: readonly (number | null)[]): number {
  const b = valuesOf(balance);
  let n = 0;
  for (let i = 1; i < b.length; i++) {
    const [b0, b1, m0, m1] = [b[i - 1], b[i], money[i - 1], money[i]];
    if (b0 == null || b1 == null || b0 === b1) continue;
    // Oldest first the row moves the balance to its own; newest first, from the one below.
    const moved = Math.abs(b1 - b0);
    if ((m1 != null && Math.abs(moved - Math.abs(m1)) < SAME) || (m0 != null && Math.abs(moved - Math.abs(m0)) < SAME)) n++;
  }
  return n;
}

/** Whether each row fills exactly one of the two columns (a dash alone fills none). */
export function complementary(x: ColumnStats, y: ColumnStats): boolean {
  for (let i = 0; i < x.values.length; i++) if (isFilled(x.values[i] ?? "") === isFilled(y.values[i] ?? "")) return false;
  return true;
}

/** The full column that moves, row after row, by the rows' money (either way round) in more rows than PROVED_ROWS − 1. */
function movedBy(cands: readonly ColumnStats[], money: readonly (number | null)[]): ColumnStats | undefined {
  for (const c of cands) if (c.nonEmpty === c.values.length && rowsMoved(c, money) >= PROVED_ROWS) return c;
  return undefined;
}

/**
 * Where no header names the balance either: the two full columns of which one moves, row after row, by the other (the
 * most rows; at least PROVED_ROWS), the one that moves being the balance, rightmost on a tie (a balance before the row
 * and one after it both move by the amount; the one after it is the balance).
 */
function amountAndItsBalance(cands: readonly ColumnStats[]): { amount: ColumnStats; balance: ColumnStats } | undefined {
  const full = cands.filter((c) => c.nonEmpty === c.values.length);
  let best: { amount: ColumnStats; balance: ColumnStats } | undefined;
  let most = PROVED_ROWS - 1;
  for (const balance of full) {
    for (const amount of full) {
      if (amount === balance) continue;
      const n = rowsExplained(balance, amount);
      if (n > most || (n === most && best !== undefined && best.amount === amount && balance.index > best.balance.index)) {
        best = { amount, balance };
        most = n;
      }
    }
  }
  return best;
}

/** The full column of `cands` that moves, row after row, by a named amount (at least PROVED_ROWS rows): its balance. */
export function balanceOf(cands: readonly ColumnStats[], amount: ColumnStats): ColumnStats | undefined {
  let best: ColumnStats | undefined;
  let most = PROVED_ROWS - 1;
  for (const c of cands) {
    if (c === amount || c.nonEmpty !== c.values.length || isConstant(c)) continue;
    const n = rowsExplained(c, amount);
    if (n > most) [best, most] = [c, n];
  }
  return best;
}

/** The column a moving balance moves by, row after row (the most rows; at least PROVED_ROWS). */
function provedByBalance(cands: readonly ColumnStats[], balance: ColumnStats | undefined): ColumnStats | undefined {
  if (!balance || isConstant(balance)) return undefined;
  let best: ColumnStats | undefined;
  let most = PROVED_ROWS - 1;
  for (const c of cands) {
    const n = rowsExplained(balance, c);
    if (n > most) [best, most] = [c, n];
  }
  return best;
}

/**
 * The column whose rows take the balances each row repeats from one to the other ("Opening Balance" and "Closing
 * Balance" on every row of a day): the one of the candidates that an opening column among `free` proves.
 */
function provedByEnds(
  cands: readonly ColumnStats[],
  free: readonly ColumnStats[],
  balance: ColumnStats | undefined,
  indicator: ColumnStats | undefined,
): ColumnStats | undefined {
  if (!balance) return undefined;
  for (const opening of free) {
    if (opening === balance) continue;
    const amount = cands.find((c) => c !== opening && endsAddUp(opening, balance, moneyIn(c, indicator)));
    if (amount) return amount;
  }
  return undefined;
}

/**
 * Each row's money as read (in positive where an indicator says "in", out negative; as written without one), null
 * where a row has none: what the balances are checked against.
 */
export function moneyIn(amount: ColumnStats, indicator: ColumnStats | undefined): (number | null)[] {
  return valuesOf(amount).map((v, i) => {
    if (v === null || indicator === undefined) return v;
    const d = indicatorDirection(indicator.values[i] ?? "");
    return d === null ? null : d === "in" ? Math.abs(v) : -Math.abs(v);
  });
}

/** Each row's credit less its debit (money in, positive); null where it fills neither. */
export function pairMoneyIn(debit: ColumnStats, credit: ColumnStats): (number | null)[] {
  const out = valuesOf(debit);
  const into = valuesOf(credit);
  return out.map((d, i) => (d === null && into[i] == null ? null : (into[i] ?? 0) - (d ?? 0)));
}

/**
 * Whether the rows take an opening column to a closing one, run by run of rows that repeat them (a day's, or each
 * row's own before and after): the closings less the openings are the rows' money, either way round (the sign step
 * says which). Every row must be read.
 */
export function endsAddUp(opening: ColumnStats, closing: ColumnStats, money: readonly (number | null)[]): boolean {
  const moved = endsMoved(opening, closing);
  if (moved === null) return false;
  let sum = 0;
  for (const m of money) {
    if (m === null) return false;
    sum += m;
  }
  return sum !== 0 && (Math.abs(moved - sum) < SAME || Math.abs(moved + sum) < SAME);
}

/** What the runs of repeated opening and closing cells move the account by (their closings less openings); null when one is no number. */
function endsMoved(opening: ColumnStats, closing: ColumnStats): number | null {
  const ends = runEnds(opening, closing);
  return ends === null ? null : ends.closing - ends.opening;
}

/** The runs' openings and their closings, each summed: the one balance the rows take to the other, as a pair of balance lines would. */
function runEnds(opening: ColumnStats, closing: ColumnStats): { opening: number; closing: number } | null {
  const open = valuesOf(opening);
  const close = valuesOf(closing);
  let sumOpen = 0;
  let sumClose = 0;
  let last = "";
  for (let i = 0; i < open.length; i++) {
    const o = open[i];
    const c = close[i];
    if (o == null || c == null) return null;
    const key = `${opening.values[i]}\u001f${closing.values[i]}`;
    if (key === last) continue;
    last = key;
    sumOpen += o;
    sumClose += c;
  }
  return { opening: sumOpen, closing: sumClose };
}

/**
 * The opening and closing columns as the stated ends the sign step weighs (balance-lines.ts): the rows, read with the
 * right sign, take the runs' openings to their closings.
 */
export function columnEnds(opening: ColumnStats, closing: ColumnStats): StatedEnds | null {
  const ends = runEnds(opening, closing);
  return ends === null ? null : { opening: toUnits(ends.opening), closing: toUnits(ends.closing), closingLine: 0 };
}

/**
 * The column of the balance before each run of rows, beside `closing` (the balance after it): a money column no role
 * took whose runs the rows' money takes to the closing's, or, whatever the money says, one its header names a balance
 * that repeats its value over the very runs the closing repeats its own (a day's opening and closing on each of its
 * rows). Checked on every file (plan/ends-columns.ts), it is the proof a running balance would be where the balance
 * only changes from day to day, and a reading that does not add up to it is said.
 */
export function openingOf(
  free: readonly ColumnStats[],
  balance: ColumnStats | undefined,
  money: readonly (number | null)[] | null,
): { opening: ColumnStats; closing: ColumnStats } | undefined {
  if (!balance) return undefined;
  const others = free.filter((c) => c !== balance && c.nonEmpty === c.values.length);
  const other =
    (money === null ? undefined : others.find((c) => endsAddUp(c, balance, money))) ??
    others.find((c) => headerScore(c.header, "balance") > 0 && repeatedAlike(c, balance));
  return other && oriented(other, balance);
}

/**
 * Which of two balance columns is the opening one: as their headers say ("Saldo Awal", "Opening Balance"), else the
 * left-hand one, as every bank writes them.
 */
function oriented(a: ColumnStats, b: ColumnStats): { opening: ColumnStats; closing: ColumnStats } {
  const endA = balanceEndOf(a.header);
  const endB = balanceEndOf(b.header);
  const aFirst = endA === "opening" || endB === "closing" ? true : endA === "closing" || endB === "opening" ? false : a.index < b.index;
  return aFirst ? { opening: a, closing: b } : { opening: b, closing: a };
}

/** Whether two columns change value on the same rows and no other, and repeat it somewhere (a run of two rows or more). */
function repeatedAlike(a: ColumnStats, b: ColumnStats): boolean {
  let repeated = false;
  for (let i = 1; i < a.values.length; i++) {
    const sameA = a.values[i] === a.values[i - 1];
    if (sameA !== (b.values[i] === b.values[i - 1])) return false;
    if (sameA) repeated = true;
  }
  return repeated && a.values.some((v, i) => v !== b.values[i]);
}
