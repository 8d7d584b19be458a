// The words of a direction column read by the file's own arithmetic: a bank writes its own codes beside unsigned
// amounts (Italian "D"/"A" for dare/avere, Serbian "Д"/"П" for дугује/потражује, a bank's "+"/"-" or "B"/"L"),
// and a list of words knows some of them or none. Where the running balance moves by each row's amount, or the
// opening balance and the rows add up to the closing one under exactly one reading of the codes, that reading is
// proved, whatever the word lists say; without such arithmetic the words decide (indicator-column.ts).
import type { NumberFormat } from "../../../locale/numbers";
import { parseAmount } from "../../../locale/numbers";
import { toUnits } from "../../verification";
import type { StatedEnds } from "./balance-lines";
import { moneyOf } from "./running-balance";
import { isSummaryLabel } from "../words/row-words";
import { indicatorDirection } from "../words/sign-words";
import type { ColumnStats } from "./column-stats";

/** A proved reading of the codes: which are money out, which money in, and what proved it. */
export interface CodesProved {
  out: string[];
  into: string[];
  reason: string;
}

/** The rows and columns the arithmetic reads. */
export interface CodeRows {
  rows: readonly string[][];
  /** The rows' dates (ISO, or null), in the same order: rows without one are no transaction. */
  dates: readonly (string | null)[];
  codeIdx: number;
  amountIdx: number;
  balanceIdx: number | undefined;
  /** 100 when the amounts are cents (amountScale 2), else 1. */
  per: number;
  ends: StatedEnds | null | undefined;
}

/** Codes a direction column may hold: more are a column of something else (a type, a status). */
const MAX_CODES = 4;
/** Rows the running balance must explain before it proves the codes: one may be a coincidence. */
const MIN_PROVED_ROWS = 3;

/** A code as the profile keeps it: trimmed, lower case (the planner compares it so). */
export const codeOf = (cell: string | undefined): string => (cell ?? "").trim().toLowerCase();

/** The codes a column holds on the rows with an amount; null when there are more than MAX_CODES or none. */
export function codesOf(p: CodeRows, fmt: NumberFormat): string[] | null {
  const codes = new Set<string>();
  p.rows.forEach((r) => {
    if (amountOf(r, p, fmt) === null) return;
    codes.add(codeOf(r[p.codeIdx]));
  });
  codes.delete("");
  return codes.size === 0 || codes.size > MAX_CODES ? null : [...codes];
}

/**
 * Each code's direction, proved by the running balance (every code it moves by decided, none against) or else by
 * the opening and closing balances (exactly one reading of the codes takes one to the other). Null when neither
 * proves every code.
 */
export function codesByArithmetic(p: CodeRows, fmt: NumberFormat): CodesProved | null {
  const codes = codesOf(p, fmt);
  if (!codes) return null;
  return byRunningBalance(p, codes, fmt) ?? byEnds(p, codes, fmt);
}

function amountOf(r: readonly string[], p: CodeRows, fmt: NumberFormat): number | null {
  const v = parseAmount(r[p.amountIdx] ?? "", fmt);
  return v === null || v.charCodeAt(0) === 33 ? null : Math.abs(Number(v)) / p.per;
}

/**
 * The running balance's votes: row i moved it from row i−1's balance by its amount (oldest first), or row i−1
 * moved it from row i's (newest first); the way it moved is the code's direction.
 */
function byRunningBalance(p: CodeRows, codes: readonly string[], fmt: NumberFormat): CodesProved | null {
  if (p.balanceIdx === undefined) return null;
  const votes = new Map(codes.map((c) => [c, { in: 0, out: 0 }]));
  const close = (x: number, y: number) => Math.abs(Math.abs(x) - y) < 0.005;
  const vote = (row: readonly string[], moved: number) => {
    const v = votes.get(codeOf(row[p.codeIdx]));
    if (v) v[moved > 0 ? "in" : "out"]++;
  };
  for (let i = 1; i < p.rows.length; i++) {
    const [r0, r1] = [p.rows[i - 1] ?? [], p.rows[i] ?? []];
    const [b0, b1] = [moneyOf(r0[p.balanceIdx], fmt), moneyOf(r1[p.balanceIdx], fmt)];
    if (b0 === null || b1 === null || b0 === b1) continue;
    const [d0, d1] = [p.dates[i - 1], p.dates[i]];
    const [a0, a1] = [amountOf(r0, p, fmt), amountOf(r1, p, fmt)];
    if ((!d0 || !d1 || d0 <= d1) && a1 !== null && close(b1 - b0, a1)) vote(r1, b1 - b0);
    else if ((!d0 || !d1 || d0 >= d1) && a0 !== null && close(b0 - b1, a0)) vote(r0, b0 - b1);
  }
  const out: string[] = [];
  const into: string[] = [];
  let proved = 0;
  for (const [code, v] of votes) {
    // Every code decided, and no row against it: a code the balance never moved by stays unproved.
    if (v.in > 0 === v.out > 0) return null;
    (v.in > 0 ? into : out).push(code);
    proved += v.in + v.out;
  }
  if (proved < MIN_PROVED_ROWS) return null;
  return { out, into, reason: `the running balance moves by each row's amount in ${proved} rows, ${says(out, into)}` };
}

/** The one reading of the codes under which the opening balance and the rows add up to the closing one. */
function byEnds(p: CodeRows, codes: readonly string[], fmt: NumberFormat): CodesProved | null {
  const ends = p.ends;
  if (!ends) return null;
  const rows: { code: number; units: number }[] = [];
  p.rows.forEach((r, i) => {
    if (p.dates[i] === null || r.some((cell) => isSummaryLabel(cell, false))) return;
    const a = amountOf(r, p, fmt);
    const code = codes.indexOf(codeOf(r[p.codeIdx]));
    if (a !== null && code >= 0) rows.push({ code, units: toUnits(a) });
  });
  let found: number | null = null;
  for (let ins = 0; ins < 1 << codes.length; ins++) {
    let sum = ends.opening;
    for (const row of rows) sum += ins & (1 << row.code) ? row.units : -row.units;
    if (sum !== ends.closing) continue;
    if (found !== null) return null; // two readings add up: the balances prove neither
    found = ins;
  }
  if (found === null) return null;
  const into = codes.filter((_, k) => found & (1 << k));
  const out = codes.filter((_, k) => !(found & (1 << k)));
  return { out, into, reason: `the opening balance and the rows add up to the closing one only ${says(out, into)}` };
}

const says = (out: readonly string[], into: readonly string[]): string => `with ${show(out)} as money out and ${show(into)} as money in`;
const show = (codes: readonly string[]): string => (codes.length === 0 ? "none" : codes.map((c) => `"${c}"`).join(", "));

/** A code is short: a letter or two, a sign ("Д", "A", "Dr", "+"); a column of longer words is a type or a status. */
const CODE_LENGTH = 3;

/**
 * Beside unsigned amounts read with no direction column: a column of a few short codes, one of them a direction word
 * a list knows, that the file's arithmetic proves to say each row's direction ("Тип" of Д and П). Null when none.
 */
export function codeColumnProved(
  cols: readonly ColumnStats[],
  base: Omit<CodeRows, "codeIdx">,
  fmt: NumberFormat,
): { index: number; proved: CodesProved } | null {
  for (const c of cols) {
    if (c.index === base.amountIdx || c.index === base.balanceIdx || c.nonEmpty === 0) continue;
    if (c.dateShare >= 0.5 || c.numberShare >= 0.5) continue;
    const p = { ...base, codeIdx: c.index };
    const codes = codesOf(p, fmt);
    if (!codes || codes.length < 2 || codes.some((k) => [...k].length > CODE_LENGTH)) continue;
    if (!codes.some((k) => indicatorDirection(k) !== null)) continue;
    const proved = codesByArithmetic(p, fmt);
    if (proved) return { index: c.index, proved };
  }
  return null;
}
