// What the budget's history says an imported row's payee and category are: the person's name for the row's shop and
// the category their history of it agrees on, each with why; or that the service's own rules decide the shop, or
// that the history says nothing. Pure: the history is read once (history.ts), each row asks here.
import { sameMerchant } from "../matching/merchant-evidence";
import { foldName, type Memory, type Seen } from "./history";
import { distinctiveWordsOf, kindWordsOf, shopKeyOf } from "./shop-name";

/** A category is given from this many of the shop's categorised transactions… */
export const MIN_HISTORY = 3;
/** …when this share of them is in one category… */
export const MIN_SHARE = 0.8;
/** …and the shop's latest transactions (by date), this many, are in it too. */
export const RECENT = 2;
/** The person's latest changes of what Intake gave a shop, this many, all alike: their answer, whatever came before. */
const ANSWER_RUN = 3;
/** A payee of the person's is given when this share of the shop's renamed transactions carries it. */
const PAYEE_SHARE = 0.6;
/** Shops a descriptor is compared with, at most (the candidates share a distinctive word with it). */
const MAX_CANDIDATE_KEYS = 200;

/** Why a payee or category was given (or not), said to the person by `sayWhy` (why.ts). */
export type Why =
  | { kind: "payee-answer"; payee: string; on: string }
  | { kind: "payee-history"; payee: string; agreeing: number; of: number }
  | { kind: "category-answer"; category: number; on: string; shop: string }
  | { kind: "category-declined"; on: string; shop: string }
  | { kind: "category-history"; category: number; agreeing: number; of: number; shop: string }
  | { kind: "category-split"; agreeing: number; of: number; shop: string }
  | { kind: "category-changed-lately"; shop: string }
  | { kind: "category-too-few"; of: number; shop: string }
  | { kind: "rule"; shop: string; rows: number }
  | { kind: "new-shop" };

export interface Suggestion {
  /** The shop's key (shop-name.ts); "" when the descriptor names none. */
  shop: string;
  payee?: { name: string; why: Why };
  category?: { id: number; why: Why };
  /** Why no category (or nothing at all) is given: a split or changing history, too little of it, a rule, a new shop. */
  none?: Why;
  /** When the person last changed the payee, the category Intake gave the shop's transactions ("": never). */
  changed?: { payee: string; category: string };
}

/** What the history says of a row whose bank descriptor is `descriptor`. */
export function suggest(memory: Memory, descriptor: string): Suggestion {
  const shop = shopKeyOf(descriptor);
  if (shop === "") return { shop, none: { kind: "new-shop" } };
  const exact = memory.byKey.get(shop) ?? [];
  // The descriptor's own key first: other keys the matching links to it (a cut name, a town the word lists do not
  // know) may be another shop that shares its name ("TAVALGRA", "TAVALGRA HARDWARE"), asked only when the key's own
  // history is too short to say.
  const rows = exact.length >= MIN_HISTORY ? exact : [...exact, ...alikeRows(memory, descriptor, shop)];
  if (rows.length === 0) return { shop, none: { kind: "new-shop" } };
  const rule = ruleDecides(rows);
  if (rule > 0) return { shop, none: { kind: "rule", shop: nameOfShop(rows, null), rows: rule } };
  // A shop whose own transactions the person left as the bank writes them is kept so.
  const payee = payeeOf(exact.length > 0 ? exact : rows);
  const filed = payee ? shopRowsOf(memory, payee.name, rows) : rows;
  const name = nameOfShop(rows, payee?.name ?? null);
  const category = categoryOf(filed, name);
  const changed = { payee: latestChange(rows, "payee"), category: latestChange([...rows, ...filed], "category") };
  return {
    shop,
    ...(payee ? { payee } : {}),
    ...("id" in category ? { category } : { none: category }),
    changed,
  };
}

/** When the person last changed the payee (or category) Intake gave one of these transactions ("": never). */
function latestChange(rows: Seen[], what: "payee" | "category"): string {
  let latest = "";
  for (const s of rows) if (s.answers[what] && s.editedAt !== null && s.editedAt > latest) latest = s.editedAt;
  return latest;
}

/** The transactions of other keys that name the same business (a cut name, a town the word list does not know). */
function alikeRows(memory: Memory, descriptor: string, shop: string): Seen[] {
  const keys = new Set<string>();
  for (const word of distinctiveWordsOf(shop.split(" "))) {
    for (const key of memory.keysByWord.get(word) ?? []) {
      if (key !== shop && keys.size < MAX_CANDIDATE_KEYS) keys.add(key);
    }
  }
  const kinds = kindWordsOf(shop);
  const found: Seen[] = [];
  for (const key of keys) {
    const rows = memory.byKey.get(key) ?? [];
    // Two names of a kind each, no kind word shared ("JOES PIZZA", "JOES DINER"): two shops, whatever the matching
    // allows a receipt and its bank row.
    const theirs = kindWordsOf(key);
    if (kinds.length > 0 && theirs.length > 0 && !kinds.some((k) => theirs.includes(k))) continue;
    const [first] = rows;
    if (first && sameMerchant(descriptor, first.descriptor)) found.push(...rows);
  }
  return found;
}

/**
 * How many of the shop's transactions the service's rules named or filed at insert, when its latest import was one
 * of them (0: no rule decides it). A rule matches the payee as sent, and a category sent wins over the rule's: a
 * rule's shop is left to the rule.
 */
function ruleDecides(rows: Seen[]): number {
  const unchanged = rows.filter((s) => s.editedAt === null).sort(byDate);
  const latest = unchanged[unchanged.length - 1];
  if (!latest?.decidedAtInsert) return 0;
  return unchanged.filter((s) => s.decidedAtInsert).length;
}

type Renamed = Seen & { renamed: string };
type Filed = Seen & { category: number };
type Changed = Seen & { editedAt: string };
const isRenamed = (s: Seen): s is Renamed => s.renamed !== null;
const isFiled = (s: Seen): s is Filed => s.category !== null;
const isChanged = <T extends Seen>(s: T): s is T & Changed => s.editedAt !== null;

/** The person's name for the shop: what most of its renamed transactions carry, or their latest renames, all alike. */
function payeeOf(rows: Seen[]): Suggestion["payee"] {
  const renamed = rows.filter(isRenamed);
  const common = mostCommon(renamed.map((s) => foldName(s.renamed)));
  if (!common) return undefined;
  const [top, count] = common;
  const run = lastAnswers(renamed.filter((s) => s.answers.payee));
  const last = run[run.length - 1];
  if (last && foldName(last.renamed) !== top && run.every((s) => foldName(s.renamed) === foldName(last.renamed)))
    return { name: last.renamed, why: { kind: "payee-answer", payee: last.renamed, on: last.editedAt.slice(0, 10) } };
  if (count / renamed.length < PAYEE_SHARE) return undefined;
  const latest = [...renamed]
    .sort(byDate)
    .reverse()
    .find((s) => foldName(s.renamed) === top);
  const name = latest?.renamed ?? top;
  return { name, why: { kind: "payee-history", payee: name, agreeing: count, of: renamed.length } };
}

/**
 * The transactions the category is learned from: every one the person gave that payee (their name gathers the shop's
 * descriptors, whichever the matching knows), and the shop's own that still carry the bank's text.
 */
function shopRowsOf(memory: Memory, payee: string, rows: Seen[]): Seen[] {
  const named = memory.byPayee.get(foldName(payee)) ?? [];
  const ids = new Set(named.map((s) => s.id));
  return [...named, ...rows.filter((s) => s.renamed === null && !ids.has(s.id))];
}

/** The category the shop's history agrees on, or the person's latest answer where it says otherwise, or why none. */
function categoryOf(rows: Seen[], shop: string): { id: number; why: Why } | Why {
  const filed = rows.filter(isFiled);
  const voted = votedCategory(filed, shop);
  const run = lastAnswers(filed.filter((s) => s.answers.category));
  const last = run[run.length - 1];
  // The person's latest changes, all alike, and nothing filed otherwise since: their answer for the shop from then on.
  const answered = last !== undefined && run.every((s) => s.category === last.category) && newest(filed, last);
  if (answered && (!("id" in voted) || voted.id !== last.category))
    return { id: last.category, why: { kind: "category-answer", category: last.category, on: last.editedAt.slice(0, 10), shop } };
  return voted;
}

/** The category of ≥ MIN_SHARE of ≥ MIN_HISTORY transactions, the latest RECENT among them; or why none. */
function votedCategory(filed: Filed[], shop: string): { id: number; why: Why } | Why {
  const common = mostCommon(filed.map((s) => s.category));
  if (!common || filed.length < MIN_HISTORY) return { kind: "category-too-few", of: filed.length, shop };
  const [top, count] = common;
  if (count / filed.length < MIN_SHARE) return { kind: "category-split", agreeing: count, of: filed.length, shop };
  const recent = [...filed].sort(byDate).slice(-RECENT);
  if (recent.some((s) => s.category !== top)) return { kind: "category-changed-lately", shop };
  return { id: top, why: { kind: "category-history", category: top, agreeing: count, of: filed.length, shop } };
}

/** The person's latest changes, the last ANSWER_RUN of them by when they were made. */
function lastAnswers<T extends Seen>(rows: T[]): (T & Changed)[] {
  return rows
    .filter(isChanged)
    .sort((a, b) => (a.editedAt < b.editedAt ? -1 : a.editedAt > b.editedAt ? 1 : a.id - b.id))
    .slice(-ANSWER_RUN);
}

/**
 * Whether the answer `last` is still what the shop's history says: no transaction dated after the day it was changed
 * went into another category since (a later file the person filed otherwise).
 */
function newest(filed: Filed[], last: Filed & Changed): boolean {
  const on = last.editedAt.slice(0, 10);
  return filed.every((s) => s.date <= on || s.category === last.category);
}

/** The shop as the person knows it: their payee, else the bank's text they see most. */
function nameOfShop(rows: Seen[], payee: string | null): string {
  return payee ?? mostCommon(rows.map((s) => s.descriptor))?.[0] ?? "";
}

/** The most frequent value and how often it occurs (the first to reach that count), or null for none. */
function mostCommon<T>(values: T[]): [T, number] | null {
  const counts = new Map<T, number>();
  let best: [T, number] | null = null;
  for (const v of values) {
    const n = (counts.get(v) ?? 0) + 1;
    counts.set(v, n);
    if (!best || n > best[1]) best = [v, n];
  }
  return best;
}

const byDate = (a: Seen, b: Seen) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id);

/**
 * `suggest` for one import's rows: a shop's answer worked out once, whichever of its descriptors comes first (its store
 * numbers and order codes are not the shop), as a month's file holds the same shops many times.
 */
export function suggestions(memory: Memory): (descriptor: string) => Suggestion {
  const byShop = new Map<string, Suggestion>();
  return (descriptor) => {
    const shop = shopKeyOf(descriptor);
    const known = byShop.get(shop);
    if (known) return known;
    const said = suggest(memory, descriptor);
    byShop.set(shop, said);
    return said;
  };
}
