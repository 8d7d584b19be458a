// A statement's figures without a day (its opening and closing balances, a charge) printed as its rows print their
// amounts: unsigned in the column of money out or money in, or with the word that says which ("141,57 Duguje"). An
// overdrawn closing balance in the money-out column is negative, as a row's amount there is: read as printed, it is
// positive, and the rows add up to no balance the statement states. The rows' own reading says which column and which
// word is money out (columns.ts), where a header, a balance or their words told it; else a word of a known language does.
import { near, type ReadRow } from "./columns";
import type { Entry, Figure, Placed } from "./entries";
import { directionOf } from "./marks";

/**
 * The entries with each figure of one amount signed by the column it stands in or the word after it: its only amount,
 * or its only one not zero (a table that prints its empty side as 0,00 prints "Završno stanje 667,42 0,00").
 */
export function signedFigures(entries: readonly Entry[], rows: readonly ReadRow[]): Entry[] {
  const told = rows.filter((r) => !r.guessed && !r.signedColumn && r.moves !== 0);
  const sides = columnSides(told);
  const words = wordSides(rows.filter((r) => !r.guessed && r.moves !== 0));
  const totals = totalsBefore(entries, rows);
  let changed = false;
  const out = entries.map((e) => {
    if (e.kind !== "figure") return e;
    const [amount, ...others] = e.amounts.filter((a) => a.cents !== 0);
    if (amount === undefined || others.length > 0 || amount.cents < 0 || totals.get(e)?.has(amount.cents)) return e;
    const out = amount.mark !== undefined ? wordSaysOut(amount.mark, words) : !amount.signed && inOutColumn(e, amount, sides);
    if (!out) return e;
    changed = true;
    return { ...e, amounts: e.amounts.map((a) => (a === amount ? { ...a, cents: -a.cents } : a)) } satisfies Figure;
  });
  return changed ? out : [...entries];
}

/**
 * For each figure, the sums it may be a total of: of the rows above it since the figures before them (money out, money
 * in, both), and of the whole statement's. A total of money out printed in its column or with its word ("Ukupno 234,11
 * Duguje") is a sum, which the figures read by its size: signed, it would pair with the total of money in as a balance.
 */
function totalsBefore(entries: readonly Entry[], rows: readonly ReadRow[]): Map<Entry, Set<number>> {
  const moves = new Map(rows.map((r) => [r.row as Entry, r.moves]));
  const sums = (list: readonly number[]) => {
    const out = -list.filter((m) => m < 0).reduce((s, m) => s + m, 0);
    const into = list.filter((m) => m > 0).reduce((s, m) => s + m, 0);
    return [out, into, Math.abs(into - out)];
  };
  const whole = sums([...moves.values()]);
  const totals = new Map<Entry, Set<number>>();
  let run: number[] = [];
  let figured = false;
  for (const e of entries) {
    const move = moves.get(e);
    if (move !== undefined) {
      if (figured) [run, figured] = [[], false];
      run.push(move);
    }
    if (e.kind !== "figure") continue;
    figured = true;
    totals.set(e, new Set([...sums(run), ...whole]));
  }
  return totals;
}

/** A band's column, by its right edge, and the sides its rows' amounts there moved. */
interface ColumnSide {
  band: number;
  end: number;
  out: number;
  into: number;
}

/** The sides the rows' amounts moved in each band's columns (the amount a row moved by is the one of its size). */
function columnSides(rows: readonly ReadRow[]): ColumnSide[] {
  const sides: ColumnSide[] = [];
  for (const r of rows) {
    const moved = r.row.amounts.filter((a) => Math.abs(a.cents) === Math.abs(r.moves));
    if (moved.length !== 1) continue;
    const amount = moved[0] as Placed;
    let side = sides.find((s) => s.band === r.row.band && near(amount, s.end));
    if (!side) sides.push((side = { band: r.row.band, end: amount.end, out: 0, into: 0 }));
    if (r.moves < 0) side.out++;
    else side.into++;
  }
  return sides;
}

/** Whether a figure stands in a column of its band whose rows all moved money out. */
function inOutColumn(figure: Figure, amount: Placed, sides: readonly ColumnSide[]): boolean {
  const side = sides.find((s) => s.band === figure.band && near(amount, s.end));
  return side !== undefined && side.out > 0 && side.into === 0;
}

/** The side each word after the rows' amounts moved them, where it moved them one way only. */
function wordSides(rows: readonly ReadRow[]): Map<string, "in" | "out"> {
  const seen = new Map<string, Set<"in" | "out">>();
  for (const r of rows)
    for (const a of r.row.amounts)
      if (a.mark !== undefined && Math.abs(a.cents) === Math.abs(r.moves))
        seen.set(a.mark, (seen.get(a.mark) ?? new Set()).add(r.moves < 0 ? "out" : "in"));
  const sides = new Map<string, "in" | "out">();
  for (const [word, both] of seen) if (both.size === 1) sides.set(word, [...both][0] as "in" | "out");
  return sides;
}

/** Whether the word after a figure says money out: as the rows' reading took it, else as a known language's word says. */
function wordSaysOut(word: string, rows: Map<string, "in" | "out">): boolean {
  return (rows.get(word) ?? directionOf(word)) === "out";
}
