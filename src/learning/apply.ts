// An import's rows under what the budget's history and the person's answers say (uploads/learned.ts reads them, this
// decides): each row asked once by its bank descriptor, the bank's text kept (`original_name`, and
// `custom_metadata.learned` where the service sets none), and every row given something saying why there, which the
// dry run, the preview's control and the report show.
import type { HistoryTransaction } from "../outbox";
import type { InsertItem, PlannedItem } from "../plan";
import { type RowAnswer, type ShopAnswers, withAnswer } from "./answers";
import { LEARNED_KEY, type LearnedMark, memoryOf } from "./history";
import { shopKeyOf } from "./shop-name";
import { type Suggestion, suggestions, type Why } from "./suggest";
import { sayWhy } from "./why";

/** What Intake keeps on an item it named or filed: the bank's text, what it gave, and why. */
export interface LearnedOnItem extends LearnedMark {
  why: { payee?: string; category?: string; rule?: string };
}

export interface LearnerInput {
  /** The budget's history, or null: not read (learning off, or the history unreadable). */
  history: readonly HistoryTransaction[] | null;
  /** The budget's categories (empty: unknown). */
  categories: readonly { id: number; name: string }[];
  /** The person's answers by shop, kept from earlier imports (answers.ts). */
  remembered: ShopAnswers;
  /** By row, what the person chose for it with this import (the preview's control, `shop_answers`). */
  chosen: ReadonlyMap<number, RowAnswer> | undefined;
  /** When the answers are given (ISO). */
  now: string;
}

export interface Learner {
  apply(items: PlannedItem[]): PlannedItem[];
  /** What a dry run says: how many rows were named and filed, and the categories the preview's control offers. */
  counts(items: PlannedItem[]): { payees: number; categories: number; left_to_rules: number; answered: number };
  /** The answers given with this import, each with its row's bank descriptor: kept for the shop once imported. */
  given(): [string, RowAnswer][];
  /** Why the answers cannot be taken (a category the budget does not have), or null. */
  refused: string | null;
}

export function learner({ history, categories, remembered, chosen, now }: LearnerInput): Learner {
  const memory = memoryOf(
    (history ?? []).map(({ learned, ...t }) => ({ ...t, custom_metadata: learned ? { [LEARNED_KEY]: learned } : null })),
  );
  const said = suggestions(memory);
  const names = new Map(categories.map((c) => [c.id, c.name] as const));
  const why = (reason: Why) => sayWhy(reason, (id) => names.get(id));
  const remembering = (descriptor: string) => withAnswer(said(descriptor), remembered[shopKeyOf(descriptor)]);
  const given = new Map<number, [string, RowAnswer]>();
  const apply = (planned: PlannedItem): PlannedItem => {
    const answer = chosen?.get(planned.row);
    const descriptor = planned.item.payee?.trim();
    if (!answer || !descriptor) return withLearned(planned, remembering, why);
    given.set(planned.row, [descriptor, answer]);
    return withLearned(planned, (d) => withAnswer(remembering(d), { ...answer, at: now }), why, true);
  };
  return {
    apply: (items) => items.map(apply),
    counts: (items) => learnedCounts(items, chosen),
    given: () => [...given.values()],
    refused: unknownCategory(chosen, names),
  };
}

/** The first answer naming a category the budget does not have (when its categories are known). */
function unknownCategory(chosen: LearnerInput["chosen"], names: Map<number, string>): string | null {
  if (!chosen || names.size === 0) return null;
  for (const [row, { category_id }] of chosen)
    if (category_id != null && !names.has(category_id))
      return `shop_answers: row ${row}'s category_id ${category_id} is not one of the budget's categories.`;
  return null;
}

/**
 * One row with what the history says of its descriptor (unchanged when it says nothing, or the file filed it — unless
 * the person chose the row's category themselves, `answered`).
 */
export function withLearned(
  planned: PlannedItem,
  said: (descriptor: string) => Suggestion,
  sayWhy: (why: Why) => string,
  answered = false,
): PlannedItem {
  const { item } = planned;
  const descriptor = item.payee?.trim();
  if (!descriptor) return planned;
  const answer = said(descriptor);
  const payee = answer.payee;
  const category = item.category_id === undefined || answered ? answer.category : undefined;
  const declined = answered && answer.none?.kind === "category-declined" ? answer.none : undefined;
  const rule = answer.none?.kind === "rule" ? answer.none : undefined;
  if (!payee && !category && !rule && !declined) return planned;
  const learned: LearnedOnItem = {
    descriptor,
    ...(payee ? { payee: payee.name } : {}),
    ...(category ? { category_id: category.id } : {}),
    why: {
      ...(payee ? { payee: sayWhy(payee.why) } : {}),
      ...(category ? { category: sayWhy(category.why) } : declined ? { category: sayWhy(declined) } : {}),
      ...(rule ? { rule: sayWhy(rule) } : {}),
    },
  };
  const { category_id: _filed, ...unfiled } = item;
  const next: InsertItem = {
    ...(declined ? unfiled : item),
    ...(payee ? { payee: payee.name, original_name: item.original_name ?? descriptor } : {}),
    ...(category ? { category_id: category.id } : {}),
    custom_metadata: { ...item.custom_metadata, [LEARNED_KEY]: learned },
  };
  return { ...planned, item: next };
}

/** How many rows the history named and filed, and left to the service's rules; how many the person answered. */
function learnedCounts(items: PlannedItem[], chosen: LearnerInput["chosen"]) {
  let payees = 0;
  let categories = 0;
  let rules = 0;
  let answered = 0;
  for (const { row, item } of items) {
    if (chosen?.has(row)) answered++;
    const learned = item.custom_metadata?.[LEARNED_KEY] as LearnedOnItem | undefined;
    if (!learned) continue;
    if (learned.payee !== undefined) payees++;
    if (learned.category_id !== undefined) categories++;
    if (learned.why.rule !== undefined) rules++;
  }
  return { payees, categories, left_to_rules: rules, answered };
}
