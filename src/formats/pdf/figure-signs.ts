// A statement's figures without a day (its opening and closing balances, a charge) printed as its rows print their
// amounts: unsigned in the column of money out or money in, or with the word that says which ("141,57 Duguje"). An
// overdrawn closing balance in the money-out column is negative, as a row's amount there is: read as printed, it is
// positive, and the rows add up to no balance the statement states. The rows' own reading says which column and which
// word is money out (columns.ts), where a header, a balance or their words told it; else a word of a known language does.
import type { ReadRow } from "./columns";
import type { Entry, Figure, Placed } from "./entries";
import { directionOf } from "./marks";

/** Right edges within this many points are one column. */
const ALIGN = 4;

/** The entries with each figure of one amount signed by the column it stands in or the word after it. */
export function signedFigures(entries: readonly Entry[], rows: readonly ReadRow[]): Entry[] {
  const told = rows.filter((r) => !r.guessed && !r.signedColumn && r.moves !== 0);
  const sides = columnSides(told);
  const words = wordSides(rows.filter((r) => !r.guessed && r.moves !== 0));
  let changed = false;
  const out = entries.map((e) => {
    if (e.kind !== "figure" || e.amounts.length !== 1) return e;
    const amount = e.amounts[0] as Placed;
    if (amount.cents === 0 || amount.cents < 0) return e;
    const out = amount.mark !== undefined ? wordSaysOut(amount.mark, words) : !amount.signed && e.inColumn && inOutColumn(e, amount, sides);
    if (!out) return e;
    changed = true;
    return { ...e, amounts: [{ ...amount, cents: -amount.cents }] } satisfies Figure;
  });
  return changed ? out : [...entries];
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
    const end = (moved[0] as Placed).end;
    let side = sides.find((s) => s.band === r.row.band && Math.abs(s.end - end) <= ALIGN);
    if (!side) sides.push((side = { band: r.row.band, end, out: 0, into: 0 }));
    if (r.moves < 0) side.out++;
    else side.into++;
  }
  return sides;
}

/** Whether a figure stands in a column of its band whose rows all moved money out. */
function inOutColumn(figure: Figure, amount: Placed, sides: readonly ColumnSide[]): boolean {
  const side = sides.find((s) => s.band === figure.band && Math.abs(s.end - amount.end) <= ALIGN);
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
