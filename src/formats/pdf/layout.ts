// A page's text items as lines of words, and a page of side-by-side lists (a card bill's left and right halves)
// as bands read one after the other. Positions are PDF.js's: x from the left, y from the bottom, in points.

/** One text item of a page, where it is drawn. */
export interface Word {
  text: string;
  x: number;
  end: number;
  y: number;
  size: number;
}

/** Words on one baseline, left to right. */
export interface Line {
  words: Word[];
  y: number;
  /** The line's text, words joined by one space. */
  text: string;
}

/** Words into lines by baseline, top of the page first. */
export function linesOf(words: readonly Word[]): Line[] {
  const sorted = [...words].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Word[][] = [];
  for (const word of sorted) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(first.y - word.y) <= Math.min(first.size, word.size) * 0.45) row.push(word);
    else rows.push([word]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    return { words: row, y: row[0]?.y ?? 0, text: row.map((w) => w.text.trim()).join(" ") };
  });
}

/** Runs of a line closer than this many of their heights are one word drawn in pieces. */
const TOUCH = 0.12;
/** Runs overlapping more than this many of their heights are two (a word drawn twice, a shade behind it). */
const OVERLAP = 0.2;

/**
 * A page's text runs as its words: runs of one line that touch are one word drawn in pieces, as a content stream
 * that draws a page's columns and lines in another order than they are read leaves them (PDF.js joins only the runs
 * it meets one after the other). Lines are made from where the runs stand, never from the order they are drawn in.
 */
export function joinedRuns(runs: readonly Word[]): Word[] {
  const words: Word[] = [];
  for (const line of linesOf(runs)) {
    const start = words.length;
    for (const run of line.words) {
      const last = words.length > start ? words[words.length - 1] : undefined;
      const size = Math.min(run.size, last?.size ?? 0);
      const gap = last === undefined ? Infinity : run.x - last.end;
      if (last && gap <= size * TOUCH && gap >= -size * OVERLAP && Math.abs(run.size - last.size) < 0.5)
        words[words.length - 1] = { ...last, text: last.text + run.text, end: Math.max(last.end, run.end) };
      else words.push(run);
    }
  }
  return words;
}

/** A gap this wide between two lists, which no word crosses, makes a page two bands. */
const GUTTER = 8;
/** A list has at least this many lines that start with a date. */
const LIST_ROWS = 3;
/** Edges (a word's start or end) within this many points are one column's: every reader of the page's columns. */
export const ALIGN = 4;

/**
 * The page's bands, left to right: the whole page, or the halves two lists side by side make. A gutter is a strip no
 * word crosses, with a list of dated lines starting on either side of it (a table's columns are no lists: their dated
 * lines start at the left only).
 */
export function bandsOf(words: readonly Word[], startsWithDate: (text: string) => boolean, isAmount: (text: string) => boolean): Word[][] {
  const starts = linesOf(words).flatMap((line) =>
    line.words.filter((w, i) => startsWithDate(w.text) && (i === 0 || hasLetterAfter(line, w))),
  );
  // Left edges of lists only: a date inside a row's text (an instalment's "02/03") starts none.
  const lefts = clusters(starts.map((w) => w.x)).filter((c) => c.count >= LIST_ROWS);
  for (let k = 1; k < lefts.length; k++) {
    const left = lefts[k - 1] as Cluster;
    const right = lefts[k] as Cluster;
    // Only the lists' height must be free: a paragraph across the page above or below them divides nothing.
    const listed = starts.filter((w) => Math.abs(w.x - left.x) <= ALIGN || Math.abs(w.x - right.x) <= ALIGN);
    const top = Math.max(...listed.map((w) => w.y + w.size));
    const bottom = Math.min(...listed.map((w) => w.y - w.size));
    const gutter = gutterBetween(
      words.filter((w) => w.y <= top && w.y >= bottom),
      left.x,
      right.x,
    );
    if (gutter === null) continue;
    const l = words.filter((w) => w.x < gutter);
    const r = words.filter((w) => w.x >= gutter);
    // A list has words after its days, on either side: a column of days alone beside a table's (a booking day beside
    // its value day) is the table's first column, and lines of a row's description that start with a day and go on in
    // figures ("11-06-2025 18:16 8151586643937434", a reference's time) are the row's, no list.
    const isList = (side: readonly Word[]) =>
      linesOf(side).some((line) => line.words[0] !== undefined && starts.includes(line.words[0]) && hasLetterAfter(line, line.words[0]));
    if (!isList(l) || !isList(r)) continue;
    return [...bandsOf(l, startsWithDate, isAmount), ...bandsOf(r, startsWithDate, isAmount)];
  }
  const beside = besideList(words, starts, lefts, isAmount);
  if (beside === null) return [words.slice()];
  return [
    words.filter((w) => w.x < beside),
    ...bandsOf(
      words.filter((w) => w.x >= beside),
      startsWithDate,
      isAmount,
    ),
  ];
}

/**
 * The gutter right of a list whose rows end with their amount (a card bill's left half, beside boxes of other
 * figures), when other text stands beyond it and no word crosses it; null otherwise. A table whose rows go on after
 * their amounts (a description, another column) is no list beside something else.
 */
function besideList(
  words: readonly Word[],
  starts: readonly Word[],
  lefts: readonly Cluster[],
  isAmount: (text: string) => boolean,
): number | null {
  const list = lefts[0];
  if (!list) return null;
  // Each list row's amount that nothing follows closely: where the row ends.
  const ends: number[] = [];
  /** Each row's first such amount: its own, whatever a box beside prints on its line. */
  const firsts: number[] = [];
  for (const line of linesOf(words)) {
    const first = line.words[0];
    if (!first || !starts.includes(first) || Math.abs(first.x - list.x) > 4) continue;
    const rowEnds = line.words.filter((w, i) => {
      const next = line.words[i + 1];
      return i > 0 && isAmount(w.text) && (!next || next.x - w.end >= GUTTER * 2);
    });
    ends.push(...rowEnds.map((w) => w.end));
    if (rowEnds[0]) firsts.push(rowEnds[0].end);
  }
  if (ends.length < LIST_ROWS) return null;
  // The edge most rows end at (a figure of a box beside the list, on a row's line, ends further right); when a box's
  // figures stand on so many of the rows' lines that no edge is most of them, the edge most rows' own amounts end at.
  const around = (list: number[], edge: number) => list.filter((e) => Math.abs(edge - e) <= ALIGN).length;
  let edge = Math.max(...ends.filter((e) => around(ends, e) >= ends.length * 0.6));
  if (!Number.isFinite(edge)) edge = Math.max(...firsts.filter((e) => around(firsts, e) >= firsts.length * 0.6));
  if (!Number.isFinite(edge)) return null;
  const listed = starts.filter((w) => Math.abs(w.x - list.x) <= ALIGN);
  const top = Math.max(...listed.map((w) => w.y + w.size));
  const bottom = Math.min(...listed.map((w) => w.y - w.size));
  const all = words;
  words = words.filter((w) => w.y <= top && w.y >= bottom);
  const right = words.filter((w) => w.x > edge + 2);
  if (right.length === 0) return null;
  // Amounts alone past the gap are the table's own column (money in, beside a column of money out), not a box; so are
  // the words of the table's header repeated over a section (a line from the list's left edge, no row).
  const header = new Set(
    linesOf(words)
      .filter((line) => line.words[0] !== undefined && Math.abs(line.words[0].x - list.x) <= ALIGN && !starts.includes(line.words[0]))
      .flatMap((line) => line.words),
  );
  if (!right.some((w) => /\p{L}{2}/u.test(w.text) && !isAmount(w.text) && !header.has(w))) return null;
  const next = Math.min(...right.map((w) => w.x));
  if (next - edge < GUTTER * 2) return null;
  if (words.some((w) => w.x < next && w.end > edge + 2)) return null;
  // A table goes on past the gap on (nearly) every row (a balance, a description); a box beside a list does not,
  // unless it shares the list's lines: then it goes on below the list's last row, where a table's columns end.
  const rows = linesOf(words).filter((line) => line.words[0] !== undefined && starts.includes(line.words[0]));
  const goOn = rows.filter((line) => line.words.some((w) => w.x >= next)).length;
  if (goOn >= rows.length * 0.8 && !goesOnBelow(all, bottom, next)) return null;
  return (edge + next) / 2;
}

/**
 * Whether text stands right of `from` on at least LIST_ROWS lines under `below`, one after the other as a box's lines
 * follow (a line at most three of its heights under the one before), none reaching left of `from`: a box of its own,
 * not the columns of a table that end with its rows (a closing balance, a page's total under them are a line or two).
 */
function goesOnBelow(words: readonly Word[], below: number, from: number): boolean {
  const under = linesOf(words.filter((w) => w.y < below && w.x >= from - 2 && /\p{L}/u.test(w.text)));
  let last = below;
  let count = 0;
  for (const line of under) {
    const size = line.words[0]?.size ?? 10;
    if (last - line.y > size * 3) break;
    if (words.some((w) => Math.abs(w.y - line.y) <= size * 0.45 && w.x < from - 2 && w.end > from - 2)) break;
    last = line.y;
    if (++count >= LIST_ROWS) return true;
  }
  return false;
}

function hasLetterAfter(line: Line, word: Word): boolean {
  return line.words.some((w) => w.x > word.end && /\p{L}{2}/u.test(w.text));
}

interface Cluster {
  x: number;
  count: number;
}

/** Left edges within 4 points of each other are one. */
function clusters(xs: number[]): Cluster[] {
  const sorted = [...xs].sort((a, b) => a - b);
  const out: Cluster[] = [];
  for (const x of sorted) {
    const last = out.at(-1);
    if (last && x - last.x <= ALIGN) last.count++;
    else out.push({ x, count: 1 });
  }
  return out;
}

/** The middle of the strip nearest the right list (a list's own columns have gaps too) that no word crosses, or null. */
function gutterBetween(words: readonly Word[], from: number, to: number): number | null {
  const spans = words.filter((w) => w.end > from && w.x < to).map((w) => [Math.max(w.x, from), Math.min(w.end, to)] as const);
  spans.sort((a, b) => a[0] - b[0]);
  let best: [number, number] | null = null;
  let reach = from;
  for (const [start, end] of spans) {
    if (start - reach >= GUTTER) best = [reach, start];
    reach = Math.max(reach, end);
  }
  if (to - reach >= GUTTER) best = [reach, to];
  return best === null ? null : (best[0] + best[1]) / 2;
}
