// Unsigned amounts beside an indicator column (DR/CR, S/H, 借/贷, Д/К, Inn/Ut): the column's words say each
// row's direction. The words' usual meaning holds unless the running balance moves the other way round in
// most rows; then the two lists are swapped and a warning says so. Where the file's arithmetic proves every code the
// column holds (direction-codes.ts), that reading is taken: a code no list knows ("A" for avere) is read too.
import type { ColumnStats } from "./column-stats";
import type { NumberFormat } from "../../../locale/numbers";
import type { CsvProfileOverrides } from "../words/profile";
import { balanceProof, type ProofRows } from "./running-balance";
import { indicatorDirection } from "../words/sign-words";
import type { CodesProved } from "./direction-codes";

export interface IndicatorReading {
  indicatorOut: string[];
  indicatorIn: string[];
  signReason: string;
  warning?: string;
}

export function indicatorColumn(
  proofRows: ProofRows | null,
  indIdx: number,
  stats: ColumnStats | undefined,
  fmt: NumberFormat,
  overrides: CsvProfileOverrides,
  proved: CodesProved | null = null,
): IndicatorReading {
  const seen = stats?.indicator ?? stats?.indicatorMostly ?? [];
  let out = overrides.indicatorOut ?? seen.filter((v) => indicatorDirection(v) === "out");
  let into = overrides.indicatorIn ?? seen.filter((v) => indicatorDirection(v) === "in");
  const given = overrides.indicatorOut !== undefined || overrides.indicatorIn !== undefined;
  if (!given && proved) {
    ({ out, into } = emptyIsTheOtherDirection(stats, [...proved.out], [...proved.into]));
    return {
      indicatorOut: out,
      indicatorIn: into,
      signReason: `amounts are unsigned; the indicator column says the direction, read as the file's balances prove it: ${proved.reason}`,
    };
  }
  if (!given) ({ out, into } = emptyIsTheOtherDirection(stats, out, into));
  const says = () => `money out: ${showIndicator(out)}; money in: ${showIndicator(into)}`;
  const proof = given || !proofRows ? null : balanceProof(proofRows, fmt, (r, a) => directionOfWord(r[indIdx] ?? "", out, into, a));
  if (proof && proof.disagree > proof.agree) {
    [out, into] = [into, out];
    const rows = `${proof.disagree} of ${proof.agree + proof.disagree} checked rows`;
    return {
      indicatorOut: out,
      indicatorIn: into,
      signReason: `the running balance moves against the indicator's usual meaning in ${rows}, so its words are read the other way round (${says()})`,
      warning: `the indicator column's words were read the other way round, as the running balance moves in ${rows} (${says()}); check the sign`,
    };
  }
  const agrees =
    proof && proof.agree > 0 ? `; the running balance agrees in ${proof.agree} of ${proof.agree + proof.disagree} checked rows` : "";
  return {
    indicatorOut: out,
    indicatorIn: into,
    signReason: `amounts are unsigned; the indicator column says the direction (${says()})${agrees}`,
  };
}

/** A row's amount as money in (positive) or out (negative) by its indicator word; null for another word. */
function directionOfWord(cell: string, out: readonly string[], into: readonly string[], a: number): number | null {
  const w = cell.trim().toLowerCase();
  if (out.includes(w)) return -Math.abs(a);
  if (into.includes(w)) return Math.abs(a);
  return null;
}

/**
 * A card export marks only one direction ("CR" on credits) and leaves the cell empty on every other row: when
 * the column shows one direction's words and empty cells, the empty cell is the other direction ("" in that
 * list, which the planner matches like any other word). With both directions written, an empty cell stays
 * an error: nothing says which it is.
 */
function emptyIsTheOtherDirection(stats: ColumnStats | undefined, out: string[], into: string[]): { out: string[]; into: string[] } {
  const empties = stats ? stats.values.length - stats.nonEmpty : 0;
  if (empties === 0) return { out, into };
  if (out.length === 0 && into.length > 0) return { out: [""], into };
  if (into.length === 0 && out.length > 0) return { out, into: [""] };
  return { out, into };
}

/** The indicator words as the reason shows them; the empty cell is named, not left blank. */
export function showIndicator(words: readonly string[] | undefined): string {
  return (words ?? []).map((w) => (w === "" ? "an empty cell" : w)).join(", ");
}
