// Why a non-Latin encoding was chosen, in words a person can check (the profile's `encodingReason`): what the
// text reads as in it, the header cells it spells, what the next best readings made of it, and in which
// encodings the bytes are not even valid.
import { classOf } from "./chars";
import type { LegacyEncoding } from "../../words/encoding-names";
import { fitOf, type Reading } from "./reading";

/** Runner-up readings named, and letters quoted. */
const RIVALS = 2;
const TOP_LETTERS = 3;
const CJK = new Set(["Japanese", "Chinese (simplified)", "Chinese (traditional)", "Korean"]);

/** The reason; `note` is what the file declares, said first. */
export function describeReading(best: Reading, all: readonly Reading[], invalid: readonly LegacyEncoding[], note?: string): string {
  const parts = ["not UTF-8", ...(note !== undefined ? [note] : []), `read as ${best.encoding} ${whatItReads(best)}`];
  if (best.named.length > 0) {
    const n = best.named.length;
    parts.push(`${n} header cell${n === 1 ? " names" : "s name"} a column: ${best.named.slice(0, 3).join(", ")}`);
  }
  const rivals = all
    .filter((r) => r !== best && r.stats.words > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, RIVALS);
  for (const r of rivals) parts.push(`read as ${r.encoding} ${howItReads(r)}`);
  if (invalid.length > 0) parts.push(`the bytes are not valid ${invalid.join(", ")}`);
  parts.push("set encoding to override");
  return parts.join("; ");
}

function whatItReads(r: Reading): string {
  const { stats, family } = r;
  if (CJK.has(family.name)) {
    const what = family.name === "Japanese" ? "kana or common kanji" : family.name === "Korean" ? "common Hangul" : "common characters";
    return `the text is ${family.name}: ${stats.common} of ${stats.common + stats.rare} characters are ${what}`;
  }
  const words = `${stats.readable} of ${stats.words} words read as ${family.name}`;
  return family.cased
    ? `the text is ${family.name}: ${words}, its commonest letters ${topLetters(r)}`
    : `the text is ${family.name}: ${words}`;
}

function howItReads(r: Reading): string {
  const { stats, family } = r;
  if (CJK.has(family.name)) return `${stats.common} of ${stats.common + stats.rare} characters are common ${family.name} ones`;
  const rare = family.cased && stats.rare > stats.common ? ", most letters rare ones" : "";
  return `${stats.readable} of ${stats.words} words read as ${family.name}${rare}`;
}

/** "о ×61, е ×48, а ×40": the commonest letters of the family's script in the reading. */
function topLetters(r: Reading): string {
  const counts = new Map<string, number>();
  for (const ch of r.text) {
    const cp = ch.codePointAt(0);
    if (cp === undefined || cp < 0x80) continue;
    const c = classOf(cp);
    if (c.kind !== "letter" || fitOf(r.family, cp, c.script) === null) continue;
    const lower = ch.toLowerCase();
    counts.set(lower, (counts.get(lower) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_LETTERS)
    .map(([c, n]) => `${c} ×${n}`)
    .join(", ");
}
