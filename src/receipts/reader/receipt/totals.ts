// The total of a receipt read from its text: the amount after a total label, on the label's line, on the
// next line, or in the cell below it in a table — never after a subtotal, tax, shipping, discount or
// share-capital label, never a condition ("orders over $50") or a charge still to come.
import { moneyIn, type Money } from "./amounts";
import { cardCandidates, namesCard } from "./card-lines";
import { paymentSentenceCandidates } from "./payment-sentences";
import { linesWith, phrasePattern, phrasesIn } from "./phrases";
import { CONDITION_WORDS, EXCLUDED_LABELS, INCLUDED_AFTER, INCLUDED_BEFORE, TOTAL_LABELS, type TotalLabel } from "./total-labels";

export interface TotalCandidate {
  money: Money;
  rank: 1 | 2 | 3;
  /** The label as written in the mail ("Gesamtbetrag"). */
  label: string;
  /** Its language, when only one language has this label. */
  lang: string | null;
  /** 0-based line of the label. */
  line: number;
  where: "same line" | "next line" | "cell below";
  /** The amount went to a card the mail names ("Visa •••• 1234 $13.05"): what left the user's account. */
  method?: true;
}

/** Label words → the labels (one word can be a label in several languages: "total"). */
const BY_WORDS = new Map<string, TotalLabel[]>();
for (const l of TOTAL_LABELS) BY_WORDS.set(l.words, [...(BY_WORDS.get(l.words) ?? []), l]);
const LABELS = phrasePattern([...BY_WORDS.keys()], true);
const EXCLUDED = phrasePattern(Object.values(EXCLUDED_LABELS).flat(), true);
const CONDITION = phrasePattern(CONDITION_WORDS);
const alternatives = (words: readonly string[]) =>
  [...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
/** "inkl. 19 % MwSt.", "including" — ends right before the excluded word. */
const INCLUDED_BEFORE_END = new RegExp(
  `(?<![\\p{L}])(?:${alternatives(INCLUDED_BEFORE).join("|")})\\s*(?:[\\d.,]+\\s*%\\s*)?(?:of\\s+|de\\s+|di\\s+)?$`,
  "iu",
);
const INCLUDED_AFTER_START = new RegExp(`^\\s*(?:[\\d.,]+\\s*%\\s*)?(?:${alternatives(INCLUDED_AFTER).join("|")})(?![\\p{L}])`, "iu");
/** Text between a label and its amount longer than this is a sentence, not a label and its value. */
const MAX_GAP = 60;
/** Blank lines a value may sit below its label (plain-text receipts pad with them). */
const NEXT_LINE_REACH = 3;

/** Every amount that follows a total label, in the order of the text. */
export function totalCandidates(lines: readonly string[]): TotalCandidate[] {
  const out: TotalCandidate[] = [];
  for (const i of linesWith(lines, LABELS)) {
    for (const found of phrasesIn(lines[i] ?? "", LABELS)) {
      const labels = BY_WORDS.get(found.text.toLowerCase().replace(/\s+/g, " "));
      const first = labels?.[0];
      if (!labels || !first) continue;
      const langs = new Set(labels.map((l) => l.lang));
      const base = {
        rank: Math.max(...labels.map((l) => l.rank)) as 1 | 2 | 3,
        label: found.text,
        lang: langs.size === 1 ? first.lang : null,
        line: i,
      };
      const value = valueOf(
        lines,
        i,
        found,
        labels.some((l) => l.after),
      );
      if (value) out.push({ ...base, ...value, ...(base.rank === 3 && namesCard(lines[i] ?? "") ? { method: true as const } : {}) });
    }
  }
  return [...out, ...paymentSentenceCandidates(lines), ...cardCandidates(lines)];
}

type Found = { start: number; end: number };

function valueOf(
  lines: readonly string[],
  i: number,
  label: Found,
  amountMayLead: boolean,
): Pick<TotalCandidate, "money" | "where"> | null {
  const line = lines[i] ?? "";
  const amounts = moneyIn(line);
  const after = amounts.find((m) => m.start >= label.end);
  if (after) {
    const between = line.slice(label.end, after.start);
    // Padding and leaders ("Total ........ $70.00", columns of spaces) are not text between label and value.
    if (between.replace(/[\s.·_\-–—:=*|]+/g, " ").length > MAX_GAP || phrasesIn(between, CONDITION).length > 0) return null;
    // The label's words run from the amount before it ("Subtotal $60.00 Total $70.00": "Total" alone).
    const from = amounts.filter((m) => m.end <= label.start).pop()?.end ?? 0;
    return excluded(line.slice(from, after.start), label, from) ? null : { money: sumRowEnd(line, amounts, after), where: "same line" };
  }
  if (amountMayLead) {
    // "$70.00 has been charged to your card": the nearest amount before the verb.
    const before = amounts.filter((m) => m.end <= label.start).pop();
    const from = amounts.filter((m) => before && m.end <= before.start).pop()?.end ?? 0;
    if (before && label.start - before.end <= MAX_GAP && !excluded(line.slice(from, label.end), label, from)) {
      return { money: before, where: "same line" };
    }
    if (before) return null;
  }
  if (amounts.length > 0) return null;
  // In a row of labels ("Subtotal\tShipping\tTotal") only the label's own cell speaks for it.
  const cellStart = line.lastIndexOf("\t", label.start - 1) + 1;
  const cellEnd = line.indexOf("\t", label.end);
  const cell = line.slice(cellStart, cellEnd < 0 ? line.length : cellEnd);
  if (excluded(cell, label, cellStart)) return null;
  return belowLabel(lines, i, label);
}

/**
 * A label before a row of amounts and nothing else is a table's sum row ("Summe  0,00  13,88  13,88  2,64  16,52":
 * labour, material, net, tax, gross): what is paid is its last column, not its first.
 */
function sumRowEnd(line: string, amounts: readonly Money[], first: Money): Money {
  const row = amounts.filter((m) => m.start >= first.start);
  if (row.length < 2 || /[\p{L}%]/u.test(line.slice(first.start).replace(/(?<![\p{L}])[A-Z]{3}(?![\p{L}])/gu, ""))) return first;
  return row.at(-1) ?? first;
}

/** A line with its amounts taken out ("R$ 90,00" and all): what is left says whether it is only numbers. */
function withoutMoney(line: string): string {
  let rest = line;
  for (const m of [...moneyIn(line)].reverse()) rest = rest.slice(0, m.start) + rest.slice(m.end);
  return rest;
}

/** The value under a label: the cell in the same column of the next row, or a line that is only an amount. */
function belowLabel(lines: readonly string[], i: number, label: Found): Pick<TotalCandidate, "money" | "where"> | null {
  const line = lines[i] ?? "";
  for (let j = i + 1; j < lines.length && j <= i + NEXT_LINE_REACH; j++) {
    const next = lines[j] ?? "";
    if (next.trim() === "") continue;
    const cells = line.split("\t");
    const below = next.split("\t");
    if (cells.length > 1 && cells.length === below.length) {
      // Only a row of amount labels ("Subtotal\tTax\tTotal") has its values below, or a row of labels over a row
      // of numbers only (an invoice's footer: "% rit.acc.\tTotale imponibile\tTotale fattura" over
      // "0,00\t45,00\t54,90"); under "Item\tQty\tTotal" are the items, each named.
      const labelsOnly = cells.every((c) => phrasesIn(c, LABELS).length > 0 || phrasesIn(c, EXCLUDED).length > 0);
      if (!labelsOnly && /\p{L}/u.test(withoutMoney(next))) return null;
      const column = line.slice(0, label.start).split("\t").length - 1;
      const money = moneyIn(below[column] ?? "")[0];
      return money ? { money, where: "cell below" } : null;
    }
    const [amount, ...others] = moneyIn(next);
    if (!amount || others.length > 0) return null;
    const rest = next.slice(0, amount.start) + next.slice(amount.end);
    // "$70.00" or "€ 70,00 EUR": the line is the value; "You saved $5.00" is a sentence of its own.
    return (rest.match(/\p{L}/gu)?.length ?? 0) <= 3 ? { money: amount, where: "next line" } : null;
  }
  return null;
}

/**
 * Whether the label's text names another amount: an excluded word that is neither part of the label itself
 * nor said to be included ("Total incl. VAT", "IVA inclusa").
 */
function excluded(text: string, label: Found, offset = 0): boolean {
  for (const word of phrasesIn(text, EXCLUDED)) {
    const start = word.start + offset;
    const end = word.end + offset;
    // A word inside the label is the label's own ("Net à payer"); one that reaches past it is not ("Sub-total").
    if (start >= label.start && end <= label.end) continue;
    if (INCLUDED_BEFORE_END.test(text.slice(0, word.start)) || INCLUDED_AFTER_START.test(text.slice(word.end))) continue;
    return true;
  }
  return false;
}

export interface TotalChoice {
  best: TotalCandidate;
  /** Said when labels of the same rank disagree: which amounts were seen and which one was taken. */
  note?: string;
}

/**
 * The total among the candidates: the strongest label (money charged or paid — to a named card first — then a
 * named total, then a bare "Total"). Among several of the strongest that disagree (a "Total" per item or per
 * shipment before the order's), the last one the summary above it adds up to (subtotal + tax + shipping −
 * discounts, or the partial totals + tax + shipping − discounts); else the largest — a grand total is never
 * below a partial one. The inbox is told the amounts disagreed.
 */
export function chooseTotal(candidates: readonly TotalCandidate[], lines: readonly string[] = []): TotalChoice | null {
  if (candidates.length === 0) return null;
  const rank = Math.max(...candidates.map((c) => c.rank));
  // Of the money that left, the amount a named card took: a "You paid" may count credits or points too.
  const strongest = candidates.filter((c) => c.rank === rank);
  const toCard = strongest.filter((c) => c.method && !c.money.negative);
  const top = toCard.length > 0 ? toCard : strongest.filter((c) => !c.money.negative);
  const pool = top.length > 0 ? top : strongest;
  const largest = pool.reduce((a, b) => (Number(b.money.value) > Number(a.money.value) ? b : a));
  const values = [...new Set(pool.map((c) => c.money.value))];
  if (values.length === 1) return { best: largest };
  const summed = pool.filter((c) => addsUp(c, pool, lines)).at(-1);
  if (summed && summed.money.value !== largest.money.value)
    return { best: summed, note: `labels disagree (${values.join(", ")}): took the one the lines above it add up to` };
  return { best: largest, note: `labels disagree (${values.join(", ")}): took the largest` };
}

/** Lines above a total searched for its summary (subtotal, tax, shipping, discounts). */
const SUMMARY_REACH = 12;
/** Cents of rounding a sum may be off by. */
const CENT = 0.005;
const SUBTOTAL = phrasePattern(EXCLUDED_LABELS.subtotal, true);
const ADDED = phrasePattern([...EXCLUDED_LABELS.tax, ...EXCLUDED_LABELS.shipping], true);
const TAX = phrasePattern(EXCLUDED_LABELS.tax, true);
const TAKEN_OFF = phrasePattern(EXCLUDED_LABELS.discount, true);

/**
 * Whether the lines above a total add up to it: a subtotal (or, without one, the partial totals of the same
 * strength above it) plus tax and shipping, less discounts — with tax or without (a price with VAT included
 * names the VAT it holds).
 */
function addsUp(total: TotalCandidate, pool: readonly TotalCandidate[], lines: readonly string[]): boolean {
  const from = Math.max(0, total.line - SUMMARY_REACH);
  let base: number | null = null;
  let baseAt = from;
  for (let i = total.line - 1; i >= from && base === null; i--) {
    const line = lines[i] ?? "";
    const word = phrasesIn(line, SUBTOTAL)[0];
    const money = word ? moneyIn(line).find((m) => m.start >= word.end) : undefined;
    if (money) [base, baseAt] = [Number(money.value), i];
  }
  if (base === null) {
    const partial = pool.filter((c) => c.line < total.line && c.line >= from);
    if (partial.length === 0) return false;
    base = partial.reduce((sum, c) => sum + Number(c.money.value), 0);
    baseAt = partial[0]?.line ?? baseAt;
  }
  let added = 0;
  let tax = 0;
  let off = 0;
  for (let i = baseAt + 1; i < total.line; i++) {
    const line = lines[i] ?? "";
    if (pool.some((c) => c.line === i)) continue;
    const money = moneyIn(line).at(-1);
    if (!money) continue;
    if (phrasesIn(line, TAKEN_OFF).length > 0) off += Number(money.value);
    else if (phrasesIn(line, ADDED).length > 0) {
      added += Number(money.value);
      if (phrasesIn(line, TAX).length > 0) tax += Number(money.value);
    }
  }
  const value = Number(total.money.value);
  return Math.abs(base + added - off - value) < CENT || Math.abs(base + added - tax - off - value) < CENT;
}
