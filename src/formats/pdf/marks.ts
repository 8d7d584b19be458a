// Amounts that carry their direction as a word after the number ("161,83 Potražuje" and "4,78 Duguje", "23,04 D" and
// "386,74 H", "1.596.370 Nợ" and "9.367.360 Có"): a column holds two such words, and which one is money in is proved
// by the statement's own arithmetic, never by knowing the language. A running balance that steps by the rows proves
// it (the rows in either order, oldest or newest first); where none does, the words are a hint only (a direction word
// of any language the CSV reader knows), and the rows stay open for the statement's figures to turn (figures.ts).
import { headerNames } from "../csv/words/header-vocabulary";
import { indicatorDirection } from "../csv/words/sign-words";
import type { Placed } from "./entries";

/** Which of a column's two words is money in, and whether the balance proved it, or else a word of a known language hinted it. */
export interface Marks {
  into: string;
  out: string;
  proven: boolean;
  hinted: boolean;
}

/** A row's amount and balance where they stand, either missing. */
export interface MarkedCells {
  amount: Placed | undefined;
  balance: Placed | undefined;
}

/** Of the rows' amounts, this share at least carries one of the two words for the column to be read by them. */
const MARKED_SHARE = 0.9;

/**
 * The column's two words and which is money in; null when its amounts do not carry two words. Where its own amounts
 * and balances carry one word only (an account's first row alone at a page's foot, "2.835,96 Hævet"), the words of
 * the file's other rows make the pair when they are two: its side is then a hint, for the figures to prove or turn.
 */
export function directionByMarks(cells: readonly MarkedCells[], fileWords: () => readonly string[] = () => []): Marks | null {
  const amounts = cells.flatMap((c) => (c.amount ? [c.amount] : []));
  const own = pairOfWords(markWords(amounts), markWords(cells.flatMap((c) => (c.balance ? [c.balance] : []))));
  const words = own.length === 1 ? pairOfWords(own, fileWords()) : own;
  const [a, b] = words;
  if (words.length !== 2 || a === undefined || b === undefined) return null;
  if (amounts.filter((x) => x.mark === a || x.mark === b).length < amounts.length * MARKED_SHARE) return null;
  const one = { into: a, out: b };
  const other = { into: b, out: a };
  const [byOne, byOther] = [steps(cells, one), steps(cells, other)];
  if (byOne !== byOther) return { ...(byOne > byOther ? one : other), proven: true, hinted: false };
  const hint = hinted(a, b);
  return { ...(hint === "other" ? other : one), proven: false, hinted: hint !== null };
}

/** The distinct words after the amounts, sorted. */
export function markWords(amounts: readonly Placed[]): string[] {
  return [...new Set(amounts.flatMap((a) => (a.mark ? [a.mark] : [])))].sort();
}

/**
 * The column's two words. Where every row went one way its amounts carry one word only ("Hævet" on every row of an
 * account that only paid out); the balance beside them prints the other ("Indsat" while in credit, and "Hævet" once
 * overdrawn; "13.019,76 П", then "13.682,57 Д"), and those two are the pair: read without them the balance's size steps
 * up as the account sinks, and proves money out to be money in.
 */
function pairOfWords(amounts: readonly string[], balances: readonly string[]): readonly string[] {
  if (amounts.length !== 1) return amounts;
  const both = [...new Set([...amounts, ...balances])].sort();
  return both.length === 2 ? both : amounts;
}

/** The cents an amount moves by its word: money in positive, money out negative; as printed without either word. */
export function markedSign(amount: Placed, marks: Pick<Marks, "into" | "out">): number {
  if (amount.mark === marks.into) return Math.abs(amount.cents);
  if (amount.mark === marks.out) return -Math.abs(amount.cents);
  return amount.cents;
}

/**
 * How many of the balance's steps the rows explain when read so, in the order that explains more: printed oldest
 * first each balance is the one before plus its row; newest first, the one before is this one plus the row before.
 */
export function steps(cells: readonly MarkedCells[], marks: Pick<Marks, "into" | "out">): number {
  let oldestFirst = 0;
  let newestFirst = 0;
  for (let i = 1; i < cells.length; i++) {
    const [prev, cell] = [cells[i - 1] as MarkedCells, cells[i] as MarkedCells];
    if (!prev.balance || !cell.balance) continue;
    const [before, now] = [markedSign(prev.balance, marks), markedSign(cell.balance, marks)];
    if (cell.amount && before + markedSign(cell.amount, marks) === now) oldestFirst++;
    if (prev.amount && now + markedSign(prev.amount, marks) === before) newestFirst++;
  }
  return Math.max(oldestFirst, newestFirst);
}

/**
 * The direction a mark's word says: an indicator's word ("D", "Haben", "Có"), else a word banks head a column of money
 * out or in with ("Duguje", "Potražuje", "Terhelés"), in any language the CSV reader knows.
 */
export function directionOf(word: string): "out" | "in" | null {
  const indicated = indicatorDirection(word);
  if (indicated !== null) return indicated;
  const [out, into] = [headerNames(word, "debit"), headerNames(word, "credit")];
  return out === into ? null : out ? "out" : "in";
}

/** Which reading the words hint: "one" (the first word, in sorted order, money in), "other", or null. */
function hinted(a: string, b: string): "one" | "other" | null {
  const [da, db] = [directionOf(a), directionOf(b)];
  if ((da === "in" && db !== "in") || (db === "out" && da !== "out")) return "one";
  if ((da === "out" && db !== "out") || (db === "in" && da !== "in")) return "other";
  return null;
}

/**
 * A running balance printed with a word after it ("2 830,12 Insättning", then "1 467,61 Uttag": in credit, then
 * overdrawn): the balance in the holder's sign, where its cells carry two words and a language's words say which is
 * money in. A balance whose every cell carries the one word ("1.004,78 Duguje", "45,10 Soll" all month: overdrawn
 * throughout) is signed by that word alone, where a language's words say which it is. Null (the balance as printed)
 * where they carry other words, or words no language tells apart: read by its size alone, an overdrawn balance steps
 * up as the account sinks. A zero balance needs no word.
 */
export function balanceByWords(balances: readonly (Placed | undefined)[]): (number | null)[] | null {
  const words = markWords(balances.flatMap((b) => (b ? [b] : [])));
  if (balances.some((cell) => cell !== undefined && cell.mark === undefined && cell.cents !== 0)) return null;
  const marks =
    words.length === 1 ? oneWord(words[0] as string) : words.length === 2 ? twoWords(words[0] as string, words[1] as string) : null;
  return marks && balances.map((cell) => (cell ? markedSign(cell, marks) : null));
}

/** A balance's only word as in credit or overdrawn, where a language says which; null otherwise. */
function oneWord(word: string): Pick<Marks, "into" | "out"> | null {
  const side = directionOf(word);
  return side === null ? null : side === "in" ? { into: word, out: "" } : { into: "", out: word };
}

function twoWords(a: string, b: string): Pick<Marks, "into" | "out"> | null {
  const hint = hinted(a, b);
  if (hint === null) return null;
  return hint === "one" ? { into: a, out: b } : { into: b, out: a };
}
