// The words banks write for the direction of money, one table per language: the values of a debit/credit
// indicator column, the booking words of a description ("ATM withdrawal", "Gehalt", "工资"), the words that
// undo a booking (a refund), the words of a repayment and the words that make a file a card's statement. Detection weighs them
// (sign-evidence.ts, direction-words.ts); the planner reads indicator values through the profile.
import { arabic } from "./arabic";
import { armenian } from "./armenian";
import { chinese } from "./chinese";
import { croatian } from "./croatian";
import { czech } from "./czech";
import { danish } from "./danish";
import { dutch } from "./dutch";
import { english } from "./english";
import { estonian } from "./estonian";
import { finnish } from "./finnish";
import { french } from "./french";
import { georgian } from "./georgian";
import { german } from "./german";
import { greek } from "./greek";
import { hebrew } from "./hebrew";
import { hungarian } from "./hungarian";
import { italian } from "./italian";
import { japanese } from "./japanese";
import { korean } from "./korean";
import { latvian } from "./latvian";
import { lithuanian } from "./lithuanian";
import { norwegian } from "./norwegian";
import { polish } from "./polish";
import { portuguese } from "./portuguese";
import { romanian } from "./romanian";
import { russian } from "./russian";
import { serbian } from "./serbian";
import { spanish } from "./spanish";
import { swedish } from "./swedish";
import { thai } from "./thai";
import { turkish } from "./turkish";
import { ukrainian } from "./ukrainian";
import { vietnamese } from "./vietnamese";

/** One language's words for the direction of money. Every word is written lowercase, accents as spelt. */
export interface SignWords {
  /** Whole values of an indicator column that mean money out ("dr", "soll", "借", "списание"). */
  indicatorOut: readonly string[];
  /** Whole values of an indicator column that mean money in ("cr", "haben", "贷", "зачисление"). */
  indicatorIn: readonly string[];
  /**
   * Letters written after an amount for its direction that are too common alone to make a column an indicator
   * ("1.250,00 B" and "A" for Borç/Alacak; a column of A and B is as often a class or a label): marks, never values.
   */
  markOut?: readonly string[];
  markIn?: readonly string[];
  /**
   * Words of a description or booking-type cell that say the row is money out. Accents need not be written
   * ("prelevement" is "prélèvement"); "…*" matches any ending; "=…" only as spelt, accents and all, where
   * the word without them is another ("=dépôt", not Home Depot; "=lön", not LON for London).
   */
  out: readonly string[];
  /** Words of a description or booking-type cell that say the row is money in. */
  in: readonly string[];
  /** Words that undo a booking (a refund, a reversal, a cancellation): money in whatever else the cell says. */
  reversal: readonly string[];
  /**
   * Words of a repayment ("还款", "credit card payment", "Tilgung"): money in on the statement of what is repaid (a
   * card's, a loan's), money out of the account that pays it, so they say a direction only where the file says which.
   */
  repayment: readonly string[];
  /** Words of a header, a line above the table or a file name that make the file a card's statement. */
  card: readonly string[];
}

export const LANGUAGES: readonly SignWords[] = [
  english,
  german,
  french,
  italian,
  spanish,
  portuguese,
  dutch,
  norwegian,
  swedish,
  danish,
  finnish,
  polish,
  czech,
  hungarian,
  romanian,
  greek,
  turkish,
  estonian,
  latvian,
  lithuanian,
  russian,
  ukrainian,
  chinese,
  japanese,
  korean,
  thai,
  croatian,
  serbian,
  vietnamese,
  armenian,
  georgian,
  arabic,
  hebrew,
];

/** The sign itself, in any language: "-" marks money out and "+" money in. */
const SIGNS = { out: "-", in: "+" };

/** A value as an indicator cell may write it and as its accent-free spelling ("débit" and "debit"). */
function spellings(words: readonly string[]): string[] {
  const out = new Set<string>();
  for (const w of words) {
    out.add(w);
    // Not a word of two letters: Vietnamese "nợ" and "có" bare would be "no" and "co", which other cells write.
    const bare = w.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    if (bare === w || bare.length > 2) out.add(bare);
  }
  return [...out];
}

/** Money-out values of indicator columns, every language (C/D, CR/DR, S/H, Af/Bij, 借/贷, Д/К, in/out words). */
export const INDICATOR_OUT: readonly string[] = spellings([...LANGUAGES.flatMap((l) => l.indicatorOut), SIGNS.out]);
/** Money-in values of indicator columns, every language. */
export const INDICATOR_IN: readonly string[] = spellings([...LANGUAGES.flatMap((l) => l.indicatorIn), SIGNS.in]);

/** The words written after (or before) an amount for its direction: the indicator words and the marks of each language. */
export const AMOUNT_MARKS_OUT: readonly string[] = [...INDICATOR_OUT, ...LANGUAGES.flatMap((l) => l.markOut ?? [])];
export const AMOUNT_MARKS_IN: readonly string[] = [...INDICATOR_IN, ...LANGUAGES.flatMap((l) => l.markIn ?? [])];

const OUT_SET = new Set(INDICATOR_OUT);
const IN_SET = new Set(INDICATOR_IN);
/** Marks around an indicator word that say nothing of it: "Dr.", "(CR)", "*D". */
const STRAY_MARKS = /[.:;,*()[\]{}'"]+/g;
/** Where a word of one script meets one of another without a space: "借Dr". */
const SCRIPT_JOINT =
  /(?<=\p{Script=Han}|\p{Script=Hangul}|\p{Script=Hiragana}|\p{Script=Katakana})(?=[a-z])|(?<=[a-z])(?=\p{Script=Han})/gu;
/** Longer cells are text, never a direction column's word (a cell of words says at most "借 Dr", "C Credit"). */
const MAX_INDICATOR_CELL = 24;

/**
 * The direction an indicator cell writes, or null: a word of the lists ("Dr", "借", "Haben") as it is, with
 * stray marks around it ("Dr.", "(CR)"), or two or three such words that say the same direction — the bank's
 * own word beside the English one, or a letter beside the word it stands for ("借 Dr", "贷 Cr", "D Debit",
 * "S Soll", "H Haben"). Words of both directions ("C/D") say nothing.
 */
export function indicatorDirection(cell: string): "out" | "in" | null {
  const t = cell.trim().toLowerCase();
  if (OUT_SET.has(t)) return "out";
  if (IN_SET.has(t)) return "in";
  if (t === "" || t.length > MAX_INDICATOR_CELL) return null;
  const words = t
    .replace(STRAY_MARKS, " ")
    .replace(SCRIPT_JOINT, " ")
    .split(/[\s/]+/);
  let direction: "out" | "in" | null = null;
  let n = 0;
  for (const w of words) {
    if (w === "") continue;
    const d = OUT_SET.has(w) ? "out" : IN_SET.has(w) ? "in" : null;
    if (d === null || (direction !== null && d !== direction) || ++n > 3) return null;
    direction = d;
  }
  return direction;
}
