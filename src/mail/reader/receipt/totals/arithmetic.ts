// The arithmetic of a receipt: whether the amounts around a total add up to it (items or a subtotal, shipping,
// tax, tip and fees, less discounts, credits and gift cards), whether a total is a whole number of a total per
// passenger or per night, and whether a "Total" is one item's (its quantity times its price), not the order's.
import { moneyIn, type Money } from "../money/amounts";
import { phrasePattern, phrasesIn } from "../text/phrases";
import { EXCLUDED_LABELS } from "./total-labels";
import type { TotalCandidate } from "./totals";

/** Cents of rounding a sum may be off by. */
const CENT = 0.005;
export const sameAmount = (a: string, b: string) => Math.abs(Number(a) - Number(b)) < CENT;

/** Lines searched for the amounts a total is the sum of, each way. */
const SUM_REACH = 30;
/** Lines above a total searched for its summary (subtotal, tax, shipping, discounts). */
const SUMMARY_REACH = 12;
const SUBTOTAL = phrasePattern(EXCLUDED_LABELS.subtotal, true);
const TAX = phrasePattern(EXCLUDED_LABELS.tax, true);
const ADDED = phrasePattern([...EXCLUDED_LABELS.tax, ...EXCLUDED_LABELS.shipping], true);
const DISCOUNT = phrasePattern(EXCLUDED_LABELS.discount, true);
/** Words that repeat what a discount took off ("You saved $5.00"): no term of a sum. */
const RESTATED = [
  ...["you saved", "you save", "saved", "savings", "ersparnis", "gespart", "sie sparen", "du sparst", "économie", "économies"],
  ...["vous économisez", "ahorro", "ahorras", "has ahorrado", "risparmio", "risparmi", "besparing", "bespaard"],
];
const TAKEN_OFF = phrasePattern(
  [...EXCLUDED_LABELS.discount.filter((w) => !RESTATED.includes(w)), "credit", "credits", "redeemed", "eingelöst", "crédit", "crédito"],
  true,
);
/** Amounts on a line with these words are not part of what was paid: what was earned, a balance, a unit's price. */
const NOT_A_TERM = phrasePattern(
  [
    ...RESTATED,
    ...["earned", "earn", "you'll earn", "balance", "remaining", "available", "limit", "each", "per item", "unit price"],
    ...["price per", "regular price", "list price", "was", "compare at", "verdient", "gesammelt", "guthaben", "einzelpreis"],
    ...["stückpreis", "statt", "uvp", "gagné", "gagnés", "solde", "prix unitaire", "au lieu de", "ganado", "ganados", "saldo"],
    ...["precio unitario", "antes", "prezzo unitario", "獲得", "残高", "単価", "付与"],
  ],
  true,
);

interface Term {
  value: number;
  tax: boolean;
  subtotal: boolean;
}

/**
 * Whether the amounts next to a total add up to it, in words ("360.19 + 0.00 = 360.19"), else null: the lines
 * above it (items or a subtotal, then shipping, tax, tip and fees, less discounts, credits and gift cards), or the
 * lines below a payment line that lists what it paid, or a whole number of a total per unit ("2 × 316.97").
 * Taxes may be left out (a price with VAT included names the VAT it holds). Two terms at least, or one subtotal:
 * a lone item of the same price says nothing. `skip`: lines that say the total again (other labels, the payment
 * lines) and items' unit prices.
 */
export function sumsTo(
  total: TotalCandidate,
  lines: readonly string[],
  skip: ReadonlySet<number>,
  perUnit: readonly TotalCandidate[],
): string | null {
  const value = Number(total.money.value);
  const above: Term[] = termsOnLine(lines[total.at] ?? "", total.money);
  for (let i = Math.min(total.line, total.at) - 1; i >= 0 && i >= total.line - SUM_REACH; i--) {
    const term = skip.has(i) ? null : termOf(lines, i);
    if (!term) continue;
    above.push(term);
    if (term.subtotal) break;
  }
  const below: Term[] = [];
  for (let i = total.at + 1; i < lines.length && i <= total.at + SUM_REACH; i++) {
    const term = skip.has(i) ? null : termOf(lines, i);
    if (term) below.push(term);
  }
  const found = runningSum(above, value, true) ?? runningSum(below, value, false);
  if (found !== null) return `${found} = ${total.money.value}`;
  const unit = perUnit.find((u) => u !== total && multiple(value, Number(u.money.value)));
  return unit ? `${Math.round(value / Number(unit.money.value))} × ${unit.money.value} ("${unit.label}") = ${total.money.value}` : null;
}

/** Whether a total is 2 to 20 times a unit's total. */
function multiple(value: number, unit: number): boolean {
  const n = Math.round(value / unit);
  return unit > 0 && n >= 2 && n <= 20 && Math.abs(n * unit - value) < CENT;
}

/**
 * The first run of terms, in order from the total, whose sum (with its taxes or without) is the total, in words
 * and in the mail's order (`upward`: the terms were gathered from the total up).
 */
function runningSum(terms: readonly Term[], value: number, upward: boolean): string | null {
  let all = 0;
  let untaxed = 0;
  let taxes = 0;
  for (let n = 0; n < terms.length; n++) {
    const term = terms[n] as Term;
    all += term.value;
    if (term.tax) taxes++;
    else untaxed += term.value;
    if (n === 0 && !term.subtotal) continue;
    const run = terms.slice(0, n + 1);
    if (Math.abs(all - value) < CENT) return written(upward ? run.reverse() : run);
    const kept = run.filter((t) => !t.tax);
    if (taxes > 0 && Math.abs(untaxed - value) < CENT && (kept.length > 1 || kept.some((t) => t.subtotal)))
      return `${written(upward ? kept.reverse() : kept)} (the taxes included)`;
  }
  return null;
}

/** "34.05 + 4.00 − 4.00". */
function written(terms: readonly Term[]): string {
  return terms.map((t, i) => (t.value < 0 ? `− ${(-t.value).toFixed(2)}` : `${i > 0 ? "+ " : ""}${t.value.toFixed(2)}`)).join(" ");
}

/** The amounts before the total's own on its line ("Subtotal $60.00 · Tax $5.00 · Total $70.00"), nearest first. */
function termsOnLine(line: string, money: Money): Term[] {
  const amounts = moneyIn(line).filter((m) => m.end <= money.start);
  return amounts
    .map((m, k) => term(m, line.slice(amounts[k - 1]?.end ?? 0, m.start), line))
    .filter((t): t is Term => t !== null)
    .reverse();
}

/** A line's amount as a term of a sum: its last amount (a row's total), signed by what its words say it is. */
function termOf(lines: readonly string[], i: number): Term | null {
  const line = lines[i] ?? "";
  const money = moneyIn(line).at(-1);
  if (!money) return null;
  let label = line.slice(0, money.start);
  // An amount alone on its line has its words on a line above ("Membership" over "-$4.00").
  for (let j = i - 1; !/\p{L}/u.test(label) && j >= 0 && j >= i - 2; j--) {
    const above = lines[j] ?? "";
    if (moneyIn(above).length > 0) break;
    if (/\p{L}/u.test(above)) label = above;
  }
  return term(money, label, line);
}

function term(money: Money, label: string, line: string): Term | null {
  const negative = money.negative || (line[money.start - 1] === "(" && line[money.end] === ")");
  if (!negative && phrasesIn(label, NOT_A_TERM).length > 0) return null;
  const off = negative || phrasesIn(label, TAKEN_OFF).length > 0;
  const value = Number(money.value);
  return { value: off ? -value : value, tax: phrasesIn(label, TAX).length > 0, subtotal: phrasesIn(label, SUBTOTAL).length > 0 };
}

/**
 * Whether the summary above a total adds up to it: a subtotal (or, without one, the partial totals of the same
 * strength above it) plus tax and shipping, less discounts — with tax or without. Narrower than sumsTo, it tells
 * the order's total from the parcels' and items' totals above it, not from another purchase's in the same mail.
 */
export function summaryAddsUp(total: TotalCandidate, pool: readonly TotalCandidate[], lines: readonly string[]): boolean {
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
    if (phrasesIn(line, DISCOUNT).length > 0) off += Number(money.value);
    else if (phrasesIn(line, ADDED).length > 0) {
      added += Number(money.value);
      if (phrasesIn(line, TAX).length > 0) tax += Number(money.value);
    }
  }
  const value = Number(total.money.value);
  return Math.abs(base + added - off - value) < CENT || Math.abs(base + added - tax - off - value) < CENT;
}

const QUANTITY_WORDS = [
  ...["qty", "quantity", "qté", "quantité", "anzahl", "menge", "stück", "stk", "cantidad", "cant", "uds", "unidades"],
  ...["quantità", "qtà", "aantal", "antal", "ilość", "quantidade", "qtd", "数量", "個数", "кол-во", "количество", "수량"],
];
/** A count of the item: "Qty: 8", "Anzahl 2", "数量：3", "2 ×", "× 2", "2 @". */
const QUANTITY = new RegExp(
  String.raw`(?<![\p{L}])(?:${QUANTITY_WORDS.join("|")})\.?\s*[:：]?\s*(\d{1,4})(?![\d.,]?\d)|(?<![\p{L}\d.,])(\d{1,4})\s*(?:[x×](?![\p{L}])|@)|(?<![\p{L}])[x×]\s*(\d{1,4})(?![\d.,]?\d)`,
  "giu",
);
/** A total of one unit: per passenger, person, night, ticket. */
const PER_UNIT = phrasePattern(
  [
    ...["per passenger", "per person", "per traveler", "per traveller", "per adult", "per night", "per ticket", "per guest"],
    ...["pro person", "pro passagier", "pro nacht", "pro reisenden", "par personne", "par passager", "par nuit", "par voyageur"],
    ...["por persona", "por pasajero", "por noche", "a persona", "per passeggero", "a notte", "per persoon", "per nacht"],
    ...["1名あたり", "お一人様", "1泊あたり"],
  ],
  true,
);
/** Where a summary starts: an item's block ends above it. */
const SUMMARY = phrasePattern(
  [...EXCLUDED_LABELS.subtotal, ...EXCLUDED_LABELS.tax, ...EXCLUDED_LABELS.shipping, ...EXCLUDED_LABELS.discount],
  true,
);
/** Lines above a total that may hold its item's quantity and price. */
const ITEM_REACH = 3;

export interface ItemTotal {
  /** "8 × 12.75", "a total per passenger". */
  detail: string;
  /** The line of the unit price, no term of the order's sum; -1 for a total per unit. */
  priceAt: number;
  /** A total per passenger, per night…: the order's total may be a whole number of it. */
  perUnit?: true;
}

/**
 * Whether a total is one item's or one unit's, not the order's: its quantity times its unit price written in its
 * own block ("Qty: 8" / "Price: $12.75" / "Total: $102.00"; the block is the total's lines and the few above, up to
 * another total or a summary's line), or a label that says it is per passenger, person or night.
 */
export function itemTotal(total: TotalCandidate, lines: readonly string[], candidates: readonly TotalCandidate[]): ItemTotal | null {
  const perUnit = phrasesIn(lines[total.line] ?? "", PER_UNIT)[0];
  if (perUnit) return { detail: `a total ${perUnit.text}`, priceAt: -1, perUnit: true };
  const others = new Set(candidates.filter((c) => c !== total).flatMap((c) => [c.line, c.at]));
  const quantities: number[] = [];
  const prices: { money: Money; at: number }[] = [];
  for (let i = total.at; i >= 0 && i >= total.line - ITEM_REACH; i--) {
    const line = lines[i] ?? "";
    if (i < total.line && (others.has(i) || phrasesIn(line, SUMMARY).length > 0)) break;
    QUANTITY.lastIndex = 0;
    for (let m = QUANTITY.exec(line); m !== null; m = QUANTITY.exec(line)) quantities.push(Number(m[1] ?? m[2] ?? m[3]));
    for (const money of moneyIn(line))
      if (!money.negative && !(i === total.at && money.start === total.money.start)) prices.push({ money, at: i });
  }
  for (const q of quantities)
    for (const p of prices)
      if (q >= 1 && Math.abs(q * Number(p.money.value) - Number(total.money.value)) < CENT)
        return { detail: `${q} × ${p.money.value}`, priceAt: p.at };
  return null;
}
