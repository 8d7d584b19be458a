// An upload's rows under the person's payees and categories, learned from their own budget (src/learning/): the
// history read once per import (every account, the last HISTORY_MONTHS, in pages under the Outbox's gate), then each
// row asked. The bank's descriptor is kept (the service's `original_name`, and `custom_metadata.learned` where the
// service sets none), and every row given something says why there, which the dry run and the report show. A history
// that cannot be read (the gate busy, v1, the service down) leaves the rows as the bank wrote them and says so.
// The room itself is a module of its own, loaded by the first import that learns (lazy-modules.ts): only its types here.
import type { LearnedMark } from "../learning/history";
import type { Suggestion, Why } from "../learning/suggest";
import { importLearning } from "../lazy-modules";
import type { InsertItem, PlannedItem } from "../plan";
import { outboxOf } from "../storage";

/** Where an item keeps what Intake learned of it (learning/history.ts `LEARNED_KEY`, read back from the budget). */
const LEARNED_KEY = "learned";

/** Months of history read: a year of a shop's visits and the season before. */
const HISTORY_MONTHS = 18;
/** Pages of 2,000 read at most: 30,000 transactions, 15 of the service's 100 requests a minute. */
const MAX_PAGES = 15;

/** What an import learned from the budget, and what it cost. */
export interface Learning {
  /** The rows with the person's payees and categories. */
  apply(items: PlannedItem[]): PlannedItem[];
  /** Requests the history and the categories took. */
  requests: number;
  /** Why nothing was learned (the history unread), or null. */
  unread: string | null;
}

/** What Intake keeps on an item it named or filed: the bank's text, what it gave, and why. */
export interface LearnedOnItem extends LearnedMark {
  why: { payee?: string; category?: string; rule?: string };
}

/** Reads the budget's history once (see the module's comment) and answers what it says of each row. */
export async function learnFromBudget(env: Env, connectionId: string, today = new Date()): Promise<Learning> {
  const outbox = outboxOf(env);
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - HISTORY_MONTHS, 1)).toISOString().slice(0, 10);
  const to = today.toISOString().slice(0, 10);
  const history = await outbox.budgetHistory(connectionId, from, to, MAX_PAGES);
  if (!history.ok) return { apply: (items) => items, requests: 0, unread: `the budget's history was not read (${history.reason})` };
  const categories = await outbox.categoryList(connectionId);
  const names = new Map(categories.ok ? categories.categories.map((c) => [c.id, c.name] as const) : []);
  const { memoryOf, suggestions, sayWhy } = await importLearning();
  const memory = memoryOf(
    history.transactions.map(({ learned, ...t }) => ({ ...t, custom_metadata: learned ? { [LEARNED_KEY]: learned } : null })),
  );
  const said = suggestions(memory);
  const why = (reason: Why) => sayWhy(reason, (id) => names.get(id));
  return {
    apply: (items) => items.map((planned) => withLearned(planned, said, why)),
    requests: history.requests + 1,
    unread: null,
  };
}

/** One row with what the history says of its descriptor (unchanged when it says nothing, or the row is filed). */
export function withLearned(planned: PlannedItem, said: (descriptor: string) => Suggestion, sayWhy: (why: Why) => string): PlannedItem {
  const { item } = planned;
  const descriptor = item.payee?.trim();
  if (!descriptor) return planned;
  const answer = said(descriptor);
  const payee = answer.payee;
  const category = item.category_id === undefined ? answer.category : undefined;
  const rule = answer.none?.kind === "rule" ? answer.none : undefined;
  if (!payee && !category && !rule) return planned;
  const learned: LearnedOnItem = {
    descriptor,
    ...(payee ? { payee: payee.name } : {}),
    ...(category ? { category_id: category.id } : {}),
    why: {
      ...(payee ? { payee: sayWhy(payee.why) } : {}),
      ...(category ? { category: sayWhy(category.why) } : {}),
      ...(rule ? { rule: sayWhy(rule) } : {}),
    },
  };
  const next: InsertItem = {
    ...item,
    ...(payee ? { payee: payee.name, original_name: item.original_name ?? descriptor } : {}),
    ...(category ? { category_id: category.id } : {}),
    custom_metadata: { ...item.custom_metadata, [LEARNED_KEY]: learned },
  };
  return { ...planned, item: next };
}

/** An import's chunks with what was learned: the first now, the rest as they are read. */
export function learnedChunks<Chunk extends { items: PlannedItem[] }>(
  learning: Learning,
  chunks: { first: Chunk; rest: AsyncIterator<Chunk> },
): { first: Chunk; rest: AsyncIterator<Chunk> } {
  const learned = (chunk: Chunk): Chunk => ({ ...chunk, items: learning.apply(chunk.items) });
  const { rest } = chunks;
  return {
    first: learned(chunks.first),
    rest: {
      next: async () => {
        const step = await rest.next();
        return step.done ? step : { done: false, value: learned(step.value) };
      },
    },
  };
}

/** What a dry run says of the learning: whether the history was read, its cost, and how many rows it named and filed. */
export function learnedCounts(items: PlannedItem[], learning: Learning) {
  let payees = 0;
  let categories = 0;
  let rules = 0;
  for (const { item } of items) {
    const learned = item.custom_metadata?.[LEARNED_KEY] as LearnedOnItem | undefined;
    if (!learned) continue;
    if (learned.payee !== undefined) payees++;
    if (learned.category_id !== undefined) categories++;
    if (learned.why.rule !== undefined) rules++;
  }
  return {
    read: learning.unread === null,
    requests: learning.requests,
    payees,
    categories,
    left_to_rules: rules,
    ...(learning.unread !== null ? { says: learning.unread } : {}),
  };
}
