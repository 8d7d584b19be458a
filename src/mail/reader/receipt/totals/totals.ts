// The total of a receipt read from its text: the amount after a total label, on the label's line, on the
// next line, or in the cell below it in a table — never after a subtotal, tax, shipping, discount or
// share-capital label, never a condition ("orders over $50") or a charge still to come.
import { moneyIn, type Money } from "../money/amounts";
import { cardCandidates, namesCard } from "./card-lines";
import { paymentSentenceCandidates } from "./payment-sentences";
import { linesWith, phrasePattern, phrasesIn } from "../text/phrases";
import { itemTotal, summaryAddsUp, type ItemTotal } from "./arithmetic";
import { confirmationOf, paidAs, type Confirmed, type Evidence } from "./confirm";
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
  /** 0-based line of the amount (the label's, or one below it). */
  at: number;
  where: "same line" | "next line" | "cell below";
  /** The amount went to a card the mail names ("Visa •••• 1234 $13.05"): what left the user's account. */
  method?: true;
  /** The card's issuer wrote it (a card alert's "You spent 15 CAD at …"): what the card was charged. */
  bank?: true;
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
/**
 * A count of instalments right before the amount ("10x de R$ 119,90", "in 4 interest-free payments of $25.00",
 * "3 rate da 33,30 €", "12 cuotas sin interés de", "6 meses sin intereses de", "6 taksit"): the amount is one instalment, not what the order
 * cost, even after a payment label.
 */
const INSTALMENT_BEFORE =
  /(?<![\p{L}\p{N}])\d{1,2}\s*(?:[x×](?:\s+(?:sem\s+juros|sin\s+intereses))?\s*(?:de|of|da|à|a)?|(?:[\p{L}-]+\s+){0,2}(?:installments?|instalments?|payments|parcelas|prestações|cuotas|mensualidades|mensualités|fois|rate\s+(?:da|di|mensili)|raten|monatsraten|termijnen|raty|rat\s+po|taksit|erää|meses\s+(?:sin|sem))(?![\p{L}\p{N}])[^\n]{0,30})\s*$/iu;
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
): Pick<TotalCandidate, "money" | "where" | "at"> | null {
  const line = lines[i] ?? "";
  const amounts = moneyIn(line);
  const after = amounts.find((m) => m.start >= label.end);
  if (after) {
    const between = line.slice(label.end, after.start);
    // Padding and leaders ("Total ........ $70.00", columns of spaces) are not text between label and value.
    if (between.replace(/[\s.·_\-–—:=*|]+/g, " ").length > MAX_GAP || phrasesIn(between, CONDITION).length > 0) return null;
    // The label's words run from the amount before it ("Subtotal $60.00 Total $70.00": "Total" alone).
    const from = amounts.filter((m) => m.end <= label.start).pop()?.end ?? 0;
    return excluded(line.slice(from, after.start), label, from)
      ? null
      : { money: sumRowEnd(line, amounts, after), where: "same line", at: i };
  }
  if (amountMayLead) {
    // "$70.00 has been charged to your card": the nearest amount before the verb.
    const before = amounts.filter((m) => m.end <= label.start).pop();
    const from = amounts.filter((m) => before && m.end <= before.start).pop()?.end ?? 0;
    if (before && label.start - before.end <= MAX_GAP && !excluded(line.slice(from, label.end), label, from)) {
      return { money: before, where: "same line", at: i };
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

/**
 * The value under a label: the cell in the same column of the next row, or a line that is only an amount — past
 * one line of a link's or a button's few words ("Order total" / "View order receipt" / "$112.56"), never past
 * words that name an amount.
 */
function belowLabel(lines: readonly string[], i: number, label: Found): Pick<TotalCandidate, "money" | "where" | "at"> | null {
  const line = lines[i] ?? "";
  let passed = false;
  for (let j = i + 1; j < lines.length && j <= i + NEXT_LINE_REACH + (passed ? 1 : 0); j++) {
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
      // The cell's first amount, where it is in the whole line (a sum reads the cells before it).
      const cellStart = below.slice(0, column).reduce((at, cell) => at + cell.length + 1, 0);
      const cellEnd = cellStart + (below[column] ?? "").length;
      const money = moneyIn(next).find((m) => m.start >= cellStart && m.end <= cellEnd);
      return money ? { money, where: "cell below", at: j } : null;
    }
    const [amount, ...others] = moneyIn(next);
    if (!amount && !passed && linkWords(next)) {
      passed = true;
      continue;
    }
    if (!amount || others.length > 0) return null;
    const rest = next.slice(0, amount.start) + next.slice(amount.end);
    // "$70.00" or "€ 70,00 EUR": the line is the value; "You saved $5.00" is a sentence of its own.
    return (rest.match(/\p{L}/gu)?.length ?? 0) <= 3 ? { money: amount, where: "next line", at: j } : null;
  }
  return null;
}

/** Longest line read as a link's or a button's words between a label and its value. */
const LINK_WORDS = 30;

/** A few words and no number, none of them a label's: a link or a button set between a label and its value. */
function linkWords(line: string): boolean {
  const text = line.trim();
  return (
    text.length <= LINK_WORDS &&
    /\p{L}/u.test(text) &&
    !/\d/.test(text) &&
    phrasesIn(text, LABELS).length === 0 &&
    phrasesIn(text, EXCLUDED).length === 0
  );
}

/**
 * Whether the label's text names another amount: an excluded word that is neither part of the label itself
 * nor said to be included ("Total incl. VAT", "IVA inclusa").
 */
function excluded(text: string, label: Found, offset = 0): boolean {
  if (INSTALMENT_BEFORE.test(text)) return true;
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
  /** Said when labels disagree, or an item's total was set aside: which amounts were seen and which one was taken. */
  note?: string;
  /** What else in the mail says the total (confirm.ts); null when nothing does. */
  confirmed: Confirmed | null;
}

/** What a choice is weighed against besides the candidates and the lines. */
export interface ChoiceContext {
  subject?: string | null;
  /** The amount of a card alert the mail is (card-alert.ts): the card's issuer confirms a total it equals. */
  alert?: TotalCandidate | null;
  /** Where an attached PDF's lines start among the lines (pdf-invoice.ts). */
  pdfFrom?: number | undefined;
}

/**
 * The total among the candidates: the strongest label (money charged or paid — to a named card first — then a
 * named total, then a bare "Total"), never an item's own total (its quantity times its price) or a total per
 * passenger or night while the order has another. Among several of the strongest that disagree (a "Total" per
 * parcel before the order's), the last one the summary above it adds up to; else the largest — a grand total is
 * never below a partial one. Then the rest of the mail is asked (confirm.ts): a total nothing confirms gives way to
 * one a payment method or the subject names, never money charged to an order total.
 */
export function chooseTotal(
  candidates: readonly TotalCandidate[],
  lines: readonly string[] = [],
  context: ChoiceContext = {},
): TotalChoice | null {
  if (candidates.length === 0) return null;
  const items = new Map<TotalCandidate, ItemTotal>();
  for (const c of candidates) {
    const item = c.rank < 3 && !c.method ? itemTotal(c, lines, candidates) : null;
    if (item) items.set(c, item);
  }
  const orders = candidates.filter((c) => !items.has(c));
  const pool = orders.length > 0 ? orders : candidates;
  const evidence: Evidence = {
    lines,
    subject: context.subject ?? null,
    candidates: context.alert ? [...pool, context.alert] : pool,
    pdfFrom: context.pdfFrom,
    unitPrices: new Set([...items.values()].map((i) => i.priceAt)),
    perUnit: [...items].filter(([, i]) => i.perUnit).map(([c]) => c),
  };
  const first = strongest(pool, lines);
  const aside = [...items].filter(([c]) => pool !== candidates && c.money.value !== first.best.money.value);
  const note = (choice: TotalChoice): TotalChoice => {
    const set = aside.map(([c, i]) => `"${c.label}" ${c.money.value} is ${i.perUnit ? i.detail : `an item's total (${i.detail})`}`);
    const said = [choice.note, ...set].filter((n) => n).join("; ");
    return said ? { ...choice, note: said } : choice;
  };
  const confirmed = confirmationOf(first.best, evidence);
  if (confirmed) return note({ ...first, confirmed });
  // Money charged gives way only to money charged: an order total before credits or points is not what left.
  const others = pool.filter((c) => c.money.value !== first.best.money.value && !c.money.negative && (first.best.rank < 3 || c.rank === 3));
  for (const c of [...others].sort((a, b) => b.rank - a.rank || b.line - a.line)) {
    const by = paidAs(c, evidence);
    if (by)
      return note({
        best: c,
        confirmed: by,
        note: `nothing else in the mail says ${first.best.money.value} ("${first.best.label}"): took ${c.money.value} ("${c.label}")`,
      });
  }
  return note({ ...first, confirmed: null });
}

/** The strongest candidate, as chooseTotal says, before the rest of the mail is asked. */
function strongest(pool: readonly TotalCandidate[], lines: readonly string[]): Omit<TotalChoice, "confirmed"> {
  const rank = Math.max(...pool.map((c) => c.rank));
  // Of the money that left, the amount a named card took: a "You paid" may count credits or points too.
  const ranked = pool.filter((c) => c.rank === rank);
  const toCard = ranked.filter((c) => c.method && !c.money.negative);
  const top = toCard.length > 0 ? toCard : ranked.filter((c) => !c.money.negative);
  const choices = top.length > 0 ? top : ranked;
  const largest = choices.reduce((a, b) => (Number(b.money.value) > Number(a.money.value) ? b : a));
  const values = [...new Set(choices.map((c) => c.money.value))];
  if (values.length === 1) return { best: largest };
  const summed = choices.filter((c) => summaryAddsUp(c, choices, lines)).at(-1);
  if (summed && summed.money.value !== largest.money.value)
    return { best: summed, note: `labels disagree (${values.join(", ")}): took the one the lines above it add up to` };
  return { best: largest, note: `labels disagree (${values.join(", ")}): took the largest` };
}
