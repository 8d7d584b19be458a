// Which Latin code page, once the text is Latin: Windows-1250, -1252 or -1257 as codepage.ts decides, then
// Turkish (windows-1254) and Vietnamese (windows-1258), and the ISO pages banks' older systems write
// (ISO-8859-2, -15, -13, each beside the Windows page it resembles). An alternative replaces the page chosen
// only on evidence: its reading garbles fewer words and reads more (a symbol or a control character inside
// a word: "zak±d" in windows-1250 is "ząd" in ISO-8859-2), or, garbling as many, one language explains more
// of its letters (ı ş ğ read as windows-1252 are ý þ ð, which with ç and ü are no one language's; read as
// windows-1254 they are all Turkish).
import { ALPHABETS_1250, ALPHABETS_1252, alphabet, chooseCodePage, LANGUAGES_1257, type Language, type OneByteEncoding } from "../codepage";
import type { LegacyEncoding } from "../../words/encoding-names";
import { scoreOf, type Reading } from "./reading";

const TURKISH = alphabet("Turkish", "çğıöşü", "âîû");
const VIETNAMESE = alphabet("Vietnamese", "àáâãèéêìíòóôõùúýăđĩũơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ");

/** The pages codepage.ts chooses from, and those that may replace its choice. */
type LatinPage = OneByteEncoding | "iso-8859-2" | "iso-8859-15" | "iso-8859-13" | "windows-1254" | "windows-1258";

/** The languages each Latin page is for: one of them has to explain a reading's letters. */
const LANGUAGES: Readonly<Record<LatinPage, readonly Language[]>> = {
  "windows-1250": ALPHABETS_1250,
  "iso-8859-2": ALPHABETS_1250,
  "windows-1252": ALPHABETS_1252,
  "iso-8859-15": ALPHABETS_1252,
  "windows-1257": LANGUAGES_1257,
  "iso-8859-13": LANGUAGES_1257,
  "windows-1254": [TURKISH],
  "windows-1258": [VIETNAMESE],
};

/**
 * The pages that may replace the one codepage.ts chose, in turn: Turkish and Vietnamese, then the ISO pages
 * (one of whose letters, œ Œ at ½ ¼, codepage.ts may have read as windows-1250's ˝ Ľ).
 */
const CHALLENGERS: readonly LatinPage[] = ["windows-1254", "windows-1258", "iso-8859-15", "iso-8859-2", "iso-8859-13"];

/** Letters a language must explain to replace the page chosen: one letter where it read £ (Ł) is no language. */
const MIN_LETTERS = 2;

interface Explained {
  name: string;
  /** Letters of its alphabet less letters outside it. */
  score: number;
  explained: number;
  letters: number;
}

/** The language of `languages` that explains most of the reading's letters beyond ASCII. */
function explain(text: string, languages: readonly Language[]): Explained | null {
  const counts = new Map<string, number>();
  let letters = 0;
  // Windows-1258 writes tones as combining marks: composed, they are the letters the alphabet lists.
  for (const ch of text.normalize("NFC")) {
    if (ch < "\u0080" || !/\p{L}/u.test(ch)) continue;
    // Turkish İ is the capital of ASCII i.
    const lower = ch === "İ" ? "i" : ch.toLowerCase();
    if (lower < "\u0080") continue;
    counts.set(lower, (counts.get(lower) ?? 0) + 1);
    letters++;
  }
  let best: Explained | null = null;
  for (const lang of languages) {
    let explained = 0;
    let score = 0;
    for (const [c, n] of counts) {
      const use = lang.letters[c];
      if (use) {
        explained += n;
        score += n * use[0];
      } else score -= n;
    }
    if (best === null || score > best.score) best = { name: lang.name, score, explained, letters };
  }
  return best;
}

/** The Latin page for a sample whose text is Latin, with the reason. */
export function chooseLatin(
  sample: Uint8Array,
  readings: ReadonlyMap<LegacyEncoding, Reading>,
): { encoding: LegacyEncoding; reason: string } {
  const base = chooseCodePage(sample);
  let chosen: { encoding: LatinPage; reason: string } = base;
  for (const alt of CHALLENGERS) chosen = challenge(chosen, alt, readings) ?? chosen;
  return chosen;
}

/** `alt` with the reason, where its reading beats the chosen page's; else null. */
function challenge(
  chosen: { encoding: LatinPage; reason: string },
  alt: LatinPage,
  readings: ReadonlyMap<LegacyEncoding, Reading>,
): { encoding: LatinPage; reason: string } | null {
  const mine = readings.get(alt);
  const theirs = readings.get(chosen.encoding);
  // Pages that read the sample alike leave nothing to weigh (most files have none of the bytes they differ on).
  if (mine === undefined || theirs === undefined || mine.text === theirs.text) return null;
  const [m, t] = [mine.stats, theirs.stats];
  if (m.garbled < t.garbled && scoreOf(m) > scoreOf(t)) {
    return {
      encoding: alt,
      reason:
        `not UTF-8; read as ${alt} ${m.readable} of ${m.words} words with letters beyond ASCII read as words, ` +
        `read as ${chosen.encoding} ${t.readable} of ${t.words} (it puts symbols or control characters in words); set encoding to override`,
    };
  }
  if (m.garbled !== t.garbled) return null;
  const a = explain(mine.text, LANGUAGES[alt]);
  const b = explain(theirs.text, LANGUAGES[chosen.encoding]);
  if (a === null || a.explained < MIN_LETTERS || a.score <= (b?.score ?? 0)) return null;
  return {
    encoding: alt,
    reason:
      `not UTF-8; read as ${alt} the letters are ${a.name} (${a.explained} of ${a.letters} letters beyond ASCII), ` +
      (b === null
        ? `read as ${chosen.encoding} they are no language's`
        : `read as ${chosen.encoding} ${b.name} explains ${b.explained} of them`) +
      "; set encoding to override",
  };
}
