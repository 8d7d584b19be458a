// The statement's own figures as the judge of its reading. Its rows, read right, take a balance it states to
// another it states (the opening, the closing): such a pair found, the reading is proven. When none is, the reading
// may hold a section the statement does not count (future instalments, a summary of another period) or miss a
// charge printed without a day (a tax on foreign purchases): the fewest such changes that make it add up are made,
// each said in a warning. Labels ("Opening balance", "Saldo anterior") are hints that choose between pairs, never gates.
import { balanceEndOf } from "../csv/words/row-words";
import type { ReadRow } from "./columns";
import type { Entry, Figure, Row } from "./entries";
import { sectionsByOwnFigures } from "./section-figures";
import { provedRuns } from "./sections";

export interface Judged {
  /** The opening and closing balances, in the printed sense (cents), when a pair of the statement's figures is found. */
  opening: number | null;
  closing: number | null;
  /** Sections left out: the statement's figures do not count their rows. */
  dropped: Set<number>;
  /** Figures without a day that the figures count as rows. */
  added: Figure[];
  /** Whether the columns nothing else told apart read the other way round. */
  flipped: boolean;
  /** Whether the figures prove the reading: a pair of balances, or a total the rows add up to. */
  proven: boolean;
  /** How the proof's figures are labelled: 2 an opening and a closing balance, -1 a total only (no pair). */
  score?: number;
  /** Sections proved each by its own balances (sections.ts), when there are several: no one pair spans them. */
  sections?: number;
  /** Rows of a section whose own balances proved them read the other way round. */
  turned?: Set<Row>;
  /** The reading and its mirror (every row nothing told the side of, turned) are proven alike: the side is not. */
  mirrored?: true;
}

/** Changes tried together at most: each more is a guess more. */
const MAX_CHANGES = 3;

export function judge(entries: readonly Entry[], rows: readonly ReadRow[], changesAllowed: boolean): Judged {
  // A figure among a list's rows (a charge without a day, a subtotal) is no balance the statement starts or ends at.
  const optional = optionalFigures(entries, rows);
  const figures = entries.filter((e): e is Figure => e.kind === "figure" && !optional.includes(e));
  const values = new Map<number, Figure[]>();
  for (const f of figures) for (const a of f.amounts) values.set(a.cents, [...(values.get(a.cents) ?? []), f]);
  // A section's total printed in a summary ("Deposits and additions 125,883.63") is no balance: with the rows all
  // printed unsigned, a total of the money in and one of the money out differ by exactly the rows' sum, a pair that
  // proves nothing. A pair of two such totals is no proof; a figure a label names as a balance is one whatever it is.
  const sums = sectionSums(rows);
  // So are the statement's totals of money in and of money out (its rows' sums by side, whichever side is which), in
  // each reading weighed below: as read, and with the rows nothing told the side of turned.
  const movesOf = (r: ReadRow, turned: boolean) => (turned && r.guessed ? -r.moves : r.moves);
  const sides = [false, true].flatMap((turned) =>
    [rows.filter((r) => movesOf(r, turned) > 0), rows.filter((r) => movesOf(r, turned) < 0)]
      .filter((side) => side.length > 1)
      .map((side) => side.reduce((s, r) => s + movesOf(r, turned), 0)),
  );
  const totals = new Set([
    ...[...sums].filter(([section]) => rows.filter((r) => r.row.section === section).length > 1).map(([, sum]) => Math.abs(sum)),
    ...sides.map(Math.abs),
  ]);
  const totalOnly = (f: Figure, cents: number) => totals.has(Math.abs(cents)) && balanceEndOf(f.label) === null;
  const pairFor = (sum: number) => anyPairFor(sum, figures, values, totalOnly);
  const guessed = rows.some((r) => r.guessed);
  const sumOf = (flip: boolean) => rows.reduce((s, r) => s + movesOf(r, flip), 0);
  const none = { dropped: new Set<number>(), added: [] as Figure[] };
  // Where nothing told the sides apart, a reading is proven only when its mirror is not proven as well (or less well
  // labelled): balances printed with the rows' own words prove either reading alike.
  const [asRead, mirrored] = [pairFor(sumOf(false)), guessed ? pairFor(sumOf(true)) : null];
  const take = (pair: NonNullable<typeof asRead>, flipped: boolean): Judged => ({
    opening: pair.opening,
    closing: pair.closing,
    ...none,
    flipped,
    proven: true,
    score: pair.score,
  });
  if (asRead && (!mirrored || asRead.score > mirrored.score)) return take(asRead, false);
  if (mirrored && (!asRead || mirrored.score > asRead.score)) return take(mirrored, true);
  if (asRead && mirrored) return { opening: null, closing: null, ...none, flipped: false, proven: false, mirrored: true };
  // Several sections, each proved by its own balances (accounts, currencies, cards one after the other).
  const sections = provedRuns(entries, rows);
  if (sections && sections.length > 1) {
    const turned = new Set(sections.filter((r) => r.turned).flatMap((r) => r.rows.map((x) => x.row)));
    return { opening: null, closing: null, ...none, flipped: false, proven: true, sections: sections.length, turned };
  }
  // Several sections, each proved by figures of its own under its rows (a currency sub-account's totals or balances).
  const own = sectionsByOwnFigures(entries, rows);
  if (own) return { opening: null, closing: null, ...none, flipped: false, proven: true, sections: own.count, turned: own.turned };
  if (!changesAllowed) return { opening: null, closing: null, ...none, flipped: false, proven: false };
  // A run of sections a figure of its own totals is one list (a card's purchases, a box over two columns and a page):
  // left out whole or kept whole, never a section of it alone.
  const runs = totalledRuns(entries, rows);
  const inRun = new Set(runs.flatMap((r) => r.sections));
  const changes: { moves: number; sections?: number[]; figure?: Figure }[] = [
    ...[...sums].filter(([section]) => !inRun.has(section)).map(([section, sum]) => ({ moves: -sum, sections: [section] })),
    ...runs,
    ...optional.map((figure) => ({ moves: figure.amounts[0]?.cents ?? 0, figure })),
  ];
  const base = sumOf(false);
  const rowsIn = new Map<number, number>();
  for (const r of rows) rowsIn.set(r.row.section, (rowsIn.get(r.row.section) ?? 0) + 1);
  // The fewest changes that make it add up; among as few, the reading that leaves out the fewest rows, then the one
  // whose figures are labelled as the ends they stand for.
  for (let size = 1; size <= MAX_CHANGES; size++) {
    let best: (Judged & { lost: number; score: number }) | null = null;
    for (const chosen of combinations(changes.length, size)) {
      const picked = chosen.map((i) => changes[i] as (typeof changes)[number]);
      const sum = base + picked.reduce((s, c) => s + c.moves, 0);
      const pair = pairFor(sum);
      if (!pair) continue;
      const dropped = new Set(picked.flatMap((c) => c.sections ?? []));
      const added = picked.flatMap((c) => (c.figure ? [c.figure] : []));
      const lost = [...dropped].reduce((n, s) => n + (rowsIn.get(s) ?? 0), 0);
      if (best === null || lost < best.lost || (lost === best.lost && pair.score > best.score))
        best = { opening: pair.opening, closing: pair.closing, dropped, added, flipped: false, proven: true, lost, score: pair.score };
    }
    if (best)
      return { opening: best.opening, closing: best.closing, dropped: best.dropped, added: best.added, flipped: false, proven: true };
  }
  return { ...labelled(figures), ...none, flipped: false, proven: false };
}

/** The balances the labels name, when the figures prove nothing: written for the check to show where it breaks. */
function labelled(figures: readonly Figure[]): { opening: number | null; closing: number | null } {
  const single = figures.filter((f) => f.amounts.length === 1);
  const opening = single.find((f) => balanceEndOf(f.label) === "opening")?.amounts[0]?.cents ?? null;
  const closing = single.findLast((f) => balanceEndOf(f.label) === "closing")?.amounts[0]?.cents ?? null;
  return opening !== null && closing !== null ? { opening, closing } : { opening: null, closing: null };
}

/**
 * The best pair of stated figures the rows' sum takes one to the other (labels that name the ends choose among
 * pairs); else a stated total the rows' sum is (a card bill's "current charges"), which proves them without balances.
 */
function anyPairFor(
  sum: number,
  figures: readonly Figure[],
  values: Map<number, Figure[]>,
  totalOnly: (f: Figure, cents: number) => boolean,
): { opening: number | null; closing: number | null; score: number } | null {
  if (sum === 0) return null;
  let best: { opening: number; closing: number; score: number } | null = null;
  for (const f of figures) {
    for (const [i, a] of f.amounts.entries()) {
      const ends = values.get(a.cents + sum);
      if (!ends) continue;
      for (const g of ends) {
        if (columnTotals(f, i, g, a.cents + sum) || (totalOnly(f, a.cents) && totalOnly(g, a.cents + sum))) continue;
        // Ends their labels name the other way round ("Ultimosaldo" as the opening) prove a mirrored reading, not this one.
        if (balanceEndOf(f.label) === "closing" && balanceEndOf(g.label) === "opening") continue;
        // Labels that name the ends first; then the order they are printed in (an opening before its closing).
        const printed = figures.indexOf(f) < figures.indexOf(g) ? 0.5 : 0;
        const score = (balanceEndOf(f.label) === "opening" ? 1 : 0) + (balanceEndOf(g.label) === "closing" ? 1 : 0) + printed;
        if (best === null || score > best.score) best = { opening: a.cents, closing: a.cents + sum, score };
      }
    }
  }
  if (best) return best;
  // A total the rows add up to, not the balance the statement starts from (a card paid in full: its payment is the
  // previous balance, and the payment alone would add up to it).
  const total = [...(values.get(sum) ?? []), ...(values.get(-sum) ?? [])].some((f) => balanceEndOf(f.label) !== "opening");
  return total ? { opening: null, closing: null, score: -1 } : null;
}

/**
 * Whether f's `i`th figure and g's figure of `cents` are two columns' totals, money out and money in (a giro
 * statement's "Transport 1.176,44 2.850,00", at a page's foot and the next one's head): lines of several figures,
 * not named as balances, whose two figures stand in different places. Such totals differ by their rows' sum always.
 */
function columnTotals(f: Figure, i: number, g: Figure, cents: number): boolean {
  if (f.amounts.length < 2 || g.amounts.length < 2) return false;
  if (balanceEndOf(f.label) !== null || balanceEndOf(g.label) !== null) return false;
  return g.amounts.findIndex((b) => b.cents === cents) !== i;
}

/**
 * Runs of sections that a figure under them totals exactly, each one change: a box of another period (a card's future
 * instalments, "compras parceladas – próximas faturas", "cuotas a vencer") lists purchases as the bill's rows are
 * listed, often over two columns or pages, under a total of its own. Whether the statement counts such a run is the
 * judge's search to say (its figures add up only without it), never the box's words. A single section is a change
 * of its own already.
 */
function totalledRuns(entries: readonly Entry[], rows: readonly ReadRow[]): { moves: number; sections: number[] }[] {
  const moves = new Map(rows.map((r) => [r.row, r.moves]));
  const out: { moves: number; sections: number[] }[] = [];
  let run = { sections: new Set<number>(), sum: 0 };
  for (const e of entries) {
    if (e.kind === "row" && moves.has(e)) {
      run.sections.add(e.section);
      run.sum += moves.get(e) ?? 0;
    }
    if (e.kind !== "figure" || !e.inColumn || !/\p{L}/u.test(e.label)) continue;
    const total = Math.abs(e.amounts[0]?.cents ?? 0);
    if (run.sections.size > 1 && total !== 0 && total === Math.abs(run.sum)) out.push({ moves: -run.sum, sections: [...run.sections] });
    run = { sections: new Set<number>(), sum: 0 };
  }
  return out;
}

function sectionSums(rows: readonly ReadRow[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const r of rows) sums.set(r.row.section, (sums.get(r.row.section) ?? 0) + r.moves);
  return sums;
}

/**
 * Figures in a column of the rows, after the first row, that are not a total of the rows since the last total (a
 * card's subtotal, a section's sum): a charge printed without a day, perhaps.
 */
function optionalFigures(entries: readonly Entry[], rows: readonly ReadRow[]): Figure[] {
  const moves = new Map(rows.map((r) => [r.row, r.moves]));
  const out: Figure[] = [];
  // A charge stands among its list's rows: a figure above the first row of its band or under its last is a summary's.
  const firstRow = new Map<number, number>();
  const lastRow = new Map<number, number>();
  entries.forEach((e, i) => {
    if (e.kind !== "row") return;
    if (!firstRow.has(e.band)) firstRow.set(e.band, i);
    lastRow.set(e.band, i);
  });
  let since = 0;
  for (const [i, e] of entries.entries()) {
    if (e.kind === "row") since += moves.get(e) ?? 0;
    if (e.kind !== "figure" || !e.inColumn || !/\p{L}/u.test(e.label)) continue;
    if (i < (firstRow.get(e.band) ?? Infinity) || i > (lastRow.get(e.band) ?? -1)) continue;
    const value = e.amounts[0]?.cents ?? 0;
    if (Math.abs(value) === Math.abs(since)) since = 0;
    else out.push(e);
  }
  return out;
}

/** Every set of `size` indices below `n`, smallest first. */
function* combinations(n: number, size: number, start = 0): Generator<number[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = start; i <= n - size; i++) for (const rest of combinations(n, size - 1, i + 1)) yield [i, ...rest];
}
