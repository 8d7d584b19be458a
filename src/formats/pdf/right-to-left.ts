// A right-to-left statement (Hebrew, Arabic, Urdu) read as the left-to-right table the reader knows: its
// columns run from the right (the date at the right edge, then the description, then the amounts), so a page whose
// dated lines end with their date at the right is mirrored, every word's place turned about the page's middle, and its
// runs' texts put in reading order (bidi-text.ts). A number keeps the edge its column aligns it by: a column of amounts
// flush right on paper is flush left once mirrored, so its amounts are placed flush at the column's mirrored right
// edge, which is where the reader finds a column. Pages whose lines start with their date stay as they are, whatever
// their script: an English statement with an Arabic shop's name, a Hebrew table printed left to right.
import type { TextItem, TextMarkedContent } from "pdfjs-serverless";
import { asRightToLeftParagraph, inReadingOrder, isRtlLetter, ltrRunsTurned, plainText, runOrder } from "./bidi-text";
import { ALIGN, linesOf, type Word } from "./layout";
import { amountOf, dateAt } from "./tokens";

/**
 * PDF.js's items with their texts plain (no bidi controls, ASCII digits), right-to-left ones in reading order. On a
 * page most of whose items run right to left, an item PDF.js ordered left to right though it holds right-to-left
 * letters (a payee of a few Hebrew words and more Latin ones) is a right-to-left paragraph too.
 */
export function itemsInReadingOrder<T extends TextItem | TextMarkedContent>(items: readonly T[]): T[] {
  const plain = items.map((item) => ("str" in item ? { ...item, str: plainText(item.str) } : item));
  const texts = plain.flatMap((item): TextItem[] => ("str" in item ? [item as TextItem] : []));
  const rtl = texts.filter((item) => item.dir === "rtl");
  if (rtl.length === 0) return plain;
  const hasRtl = (text: string) => [...text].some(isRtlLetter);
  const ltr = texts.filter((item) => item.dir !== "rtl" && /\p{L}/u.test(item.str) && !hasRtl(item.str));
  // An amount with its direction word after it ("19,587.40 دائن", in a column whose other cells PDF.js ran right to
  // left) stands as the column's others do: turned into a paragraph it would put its word before its number.
  const paragraph = (item: TextItem) =>
    item.dir === "rtl"
      ? item.str
      : rtl.length > ltr.length && hasRtl(item.str)
        ? markedAmount(item.str)
          ? item.str
          : asRightToLeftParagraph(item.str)
        : null;
  const order = runOrder(texts.flatMap((item) => paragraph(item) ?? []));
  return plain.map((item) => {
    const text = "str" in item ? paragraph(item as TextItem) : null;
    return text === null ? item : { ...item, str: inReadingOrder(text, order) };
  });
}

/** Whether a text is an amount and a word after it, as printed or its numbers turned around. */
function markedAmount(text: string): boolean {
  return [text, ltrRunsTurned(text)].some((t) => amountOf(t)?.mark !== undefined);
}

/** Whether a word is a date, whole. */
function isDate(word: Word | undefined): boolean {
  const text = word?.text.trim() ?? "";
  return text !== "" && dateAt(text)?.length === text.length;
}

/**
 * Whether the page's table runs right to left: more of its lines end with a date at their right than start with one
 * at their left, or as many and most of its letters are of a right-to-left script (a table with a day at either end).
 */
export function runsRightToLeft(words: readonly Word[]): boolean {
  const letters = words.flatMap((w) => [...w.text].filter((c) => /\p{L}/u.test(c)));
  const rtl = letters.filter(isRtlLetter).length;
  if (rtl === 0) return false;
  let starts = 0;
  let ends = 0;
  for (const line of linesOf(words)) {
    if (line.words.length < 2) continue;
    if (isDate(line.words[0])) starts++;
    if (isDate(line.words.at(-1))) ends++;
  }
  return ends > starts || (ends > 0 && ends === starts && rtl * 2 > letters.length);
}

/** The page mirrored when its table runs right to left (runsRightToLeft); as it is otherwise. */
export function mirroredIfRightToLeft(words: readonly Word[]): Word[] {
  if (!runsRightToLeft(words)) return [...words];
  const turn = Math.min(...words.map((w) => w.x)) + Math.max(...words.map((w) => w.end));
  const flushRight = flushRightColumns(words.filter((w) => amountOf(w.text) !== null));
  return words.map((w) => {
    const column = flushRight.get(w);
    if (column === undefined) return { ...w, x: turn - w.end, end: turn - w.x };
    // The column's mirrored span is [turn - its right edge, that plus its widest amount]: flush at the span's end.
    const end = turn - column.edge + column.widest;
    return { ...w, x: end - (w.end - w.x), end };
  });
}

/** A column of amounts flush right: its right edge and its widest amount. */
interface FlushRight {
  edge: number;
  widest: number;
}

/**
 * The amounts that stand in columns flush right, each with its column: amounts sharing a right edge, more of them
 * than share any one left edge (a column flush left whose amounts happen to end alike is none).
 */
function flushRightColumns(amounts: readonly Word[]): Map<Word, FlushRight> {
  const sorted = [...amounts].sort((a, b) => a.end - b.end);
  const columns: Word[][] = [];
  for (const w of sorted) {
    const last = columns.at(-1);
    const previous = last?.at(-1);
    if (last && previous && w.end - previous.end <= ALIGN) last.push(w);
    else columns.push([w]);
  }
  const out = new Map<Word, FlushRight>();
  for (const column of columns) {
    const sharingStart = Math.max(...column.map((w) => column.filter((o) => Math.abs(o.x - w.x) <= ALIGN).length));
    if (column.length < 2 || sharingStart >= column.length) continue;
    const edge = Math.max(...column.map((w) => w.end));
    const widest = Math.max(...column.map((w) => w.end - w.x));
    for (const w of column) out.set(w, { edge, widest });
  }
  return out;
}
