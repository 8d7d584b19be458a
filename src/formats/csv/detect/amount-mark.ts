// The direction some banks write into the amount cell itself: "125.00CR" and "84.20 DR" on British, Irish
// and Australian statements, "+1.200,00" on money in beside unsigned money out (Italian, Swiss and German
// exports). parseAmount reads the number and skips the letters as a currency's; the mark is read here, and a
// signed profile's indicatorOut/indicatorIn list the marks that decide over its sign.
import type { CsvProfile } from "../words/profile";
import type { SignEvidence } from "./sign-evidence";
import { AMOUNT_MARKS_IN, AMOUNT_MARKS_OUT } from "../words/sign-words";

/** Indicator words that may stand before or after the digits ("CR", "DR", "S", "H"); "-" and "+" are read apart. */
const MARK_WORDS = new Set([...AMOUNT_MARKS_OUT, ...AMOUNT_MARKS_IN].filter((w) => w !== "-" && w !== "+"));
const MARKS_OUT: ReadonlySet<string> = new Set(AMOUNT_MARKS_OUT);

/**
 * What marks an amount cell: "-" (a minus or parentheses), "+", an indicator word written next to the number
 * ("cr", "dr"), or "" when nothing does ("12.00", "12.00 EUR").
 */
export function amountMark(cell: string): string {
  let first = -1;
  let last = -1;
  for (let i = 0; i < cell.length; i++) {
    const c = cell.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (first < 0) first = i;
      last = i;
    }
  }
  if (first < 0) return "";
  const before = cell.slice(0, first);
  const after = cell.slice(last + 1);
  if (/[-\u2212(]/.test(before) || /^[^\p{L}]*[-\u2212)]/u.test(after)) return "-";
  if (before.includes("+") || /^[^\p{L}]*\+/u.test(after)) return "+";
  const word = (/\p{L}+(?=[^\p{L}]*$)/u.exec(after)?.[0] ?? /^[^\p{L}]*(\p{L}+)/u.exec(before)?.[1] ?? "").toLowerCase();
  return MARK_WORDS.has(word) ? word : "";
}

/**
 * Whether a balance's cell carries a money-out word beside its number ("500,00 B" for borçlu, "50.00DR", "1.234,56 S"):
 * the account is overdrawn, though the number is printed without a minus.
 */
export function overdrawnMark(cell: string): boolean {
  // A plan asks of every row's balance, and most are bare numbers: a cell without a letter carries no word.
  if (!hasLetterIn(cell, 0, cell.length)) return false;
  const mark = amountMark(cell);
  return mark !== "-" && mark !== "" && MARKS_OUT.has(mark);
}

/**
 * Whether `text` from `from` to `to` holds an ASCII letter or any character past ASCII (a letter of another script,
 * or a space to look at): a cell without one is no overdrawn balance, told in place before the cell is sliced.
 */
export function hasLetterIn(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i) | 32;
    if ((c >= 97 && c <= 122) || c > 127) return true;
  }
  return false;
}

export interface AmountMarks {
  /** Cells written "+…" or "…+". */
  plus: number;
  /** Cells written "-…", "…-" or "(…)". */
  minus: number;
  /** Cells with a number and no mark. */
  unmarked: number;
  /** Indicator words written next to the number, money out and money in, with how many cells carry each. */
  out: Map<string, number>;
  in: Map<string, number>;
}

/** How a column's amount cells are marked (the sample's values; empty cells are not counted). */
export function marksOf(values: readonly string[]): AmountMarks {
  const m: AmountMarks = { plus: 0, minus: 0, unmarked: 0, out: new Map(), in: new Map() };
  for (const v of values) {
    if (!/\d/.test(v)) continue;
    const mark = amountMark(v);
    if (mark === "+") m.plus++;
    else if (mark === "-") m.minus++;
    else if (mark === "") m.unmarked++;
    else {
      const side = MARKS_OUT.has(mark) ? m.out : m.in;
      side.set(mark, (side.get(mark) ?? 0) + 1);
    }
  }
  return m;
}

/** How a signed column whose cells carry their own direction is read: the marks that decide, and the sign of the rest. */
export interface MarkReading {
  sign: CsvProfile["sign"];
  indicatorOut: string[];
  indicatorIn: string[];
  /** What the marks say, for the reason and a warning ("2 marked "CR" (money in), 3 unmarked (money out)"). */
  says: string;
}

const quoted = (words: Iterable<string>) => [...words].map((w) => `"${w.toUpperCase()}"`).join("/");
const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/**
 * The marks as the direction, when the file writes one: indicator words beside the numbers ("125.00CR"), or
 * "+" on some amounts and no sign on the others, never "-" (then the unsigned ones are money out). The
 * unmarked amounts go the direction the marks leave over.
 */
export function markReading(m: AmountMarks): MarkReading | null {
  const ins = [...m.in.keys()];
  const outs = [...m.out.keys()];
  if (ins.length > 0 || outs.length > 0) {
    const said = [
      outs.length > 0 ? `${total(m.out)} marked ${quoted(outs)} (money out)` : "",
      ins.length > 0 ? `${total(m.in)} marked ${quoted(ins)} (money in)` : "",
      outs.length === 0 || ins.length === 0 ? `${m.unmarked} unmarked (money ${outs.length === 0 ? "out" : "in"})` : "",
    ];
    return {
      // Unmarked amounts are read by the sign: positive ones are money out where only money in is marked.
      sign: ins.length > 0 && outs.length === 0 ? "positive_is_money_out" : "negative_is_money_out",
      indicatorOut: [...outs, "-"],
      indicatorIn: [...ins, "+"],
      says: said.filter(Boolean).join(", "),
    };
  }
  if (m.plus > 0 && m.minus === 0 && m.unmarked > 0) {
    return {
      sign: "positive_is_money_out",
      indicatorOut: ["-"],
      indicatorIn: ["+"],
      says: `${m.plus} written with a "+" (money in), ${m.unmarked} without a sign (money out)`,
    };
  }
  return null;
}

/** Amounts written with both signs ("+120,00" and "-35,00"): the bank wrote the direction, "-" is money out. */
export function signFromBothSigns(m: AmountMarks): SignEvidence | null {
  if (m.plus === 0 || m.minus === 0) return null;
  return {
    sign: "negative_is_money_out",
    source: `the "+" and "-" signs`,
    reason: `the amounts carry both signs (${m.plus} written "+", ${m.minus} "-"): negative amounts are money out`,
  };
}
