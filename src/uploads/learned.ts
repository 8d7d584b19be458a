// An upload's rows under the person's payees and categories, learned from their own budget (src/learning/), on by
// default (`learn=false` turns it off): the history read once per import (every account, the last HISTORY_MONTHS, in
// pages under the Outbox's gate; the Outbox keeps it, and the next import's read asks only what changed since), the person's answers kept for shops (learning/answers.ts) and those given with this
// import (`shop_answers`, the preview's control), then each row asked. What a row is given, and why, is the room's
// (learning/apply.ts); an import keeps the answers given with it for their shops. A history that cannot be read (the
// gate busy, v1, the service down) leaves the rows to the person's answers alone and says so.
// The room itself is a module of its own, loaded by the first import (lazy-modules.ts): only its types here.
import type { RowAnswer } from "../learning/answers";
import type { Learner } from "../learning/apply";
import { importLearning } from "../lazy-modules";
import type { PlannedItem } from "../plan";
import { outboxOf } from "../storage";
import { UploadRefused } from "./refused";

/** Months of history read: a year of a shop's visits and the season before. */
const HISTORY_MONTHS = 18;
/** Pages of 2,000 read at most: 30,000 transactions, 15 of the service's 100 requests a minute. */
const MAX_PAGES = 15;

/** What an import learned from the budget, and what it cost. */
export interface Learning {
  /** The rows with the person's payees and categories. */
  apply(items: PlannedItem[]): PlannedItem[];
  /** What a dry run says of it: whether the history was read, its cost, the rows named and filed, the categories. */
  counts(items: PlannedItem[]): LearnedCounts;
  /** Requests the history and the categories took. */
  requests: number;
  /** Why nothing was learned (the history unread), or null. */
  unread: string | null;
  /** Keeps the answers given with the import for their shops (once its rows are delivered). */
  keep(): Promise<unknown>;
}

export type LearnedCounts = ReturnType<Learner["counts"]> & {
  read: boolean;
  requests: number;
  /** What the preview's control offers. */
  budget_categories?: { id: number; name: string }[];
  says?: string;
};

export interface LearnQuery {
  learn?: boolean;
  /** By row, the payee and category the person chose (the preview's control). */
  shop_answers?: Map<number, RowAnswer>;
}

/** Reads the budget's history once (see the module's comment), or null: learning off and nothing answered. */
export async function learnFromBudget(env: Env, connectionId: string, query: LearnQuery, today = new Date()): Promise<Learning | null> {
  const on = query.learn !== false;
  const chosen = query.shop_answers;
  if (!on && !chosen) return null;
  const outbox = outboxOf(env);
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - HISTORY_MONTHS, 1)).toISOString().slice(0, 10);
  const day = today.toISOString().slice(0, 10);
  const history = on ? await outbox.budgetHistory(connectionId, from, day, MAX_PAGES) : null;
  const read = history?.ok ? history : null;
  const room = await importLearning();
  const kv = env.CONNECTIONS;
  const remembered = on ? await room.shopAnswersOf(kv, connectionId) : {};
  // The categories' names, for the whys and the preview's control: asked only where a category may be given (a filed
  // transaction, an answer), not on every import of a budget that files nothing.
  const filed = read?.transactions.some((t) => t.category_id !== null) ?? false;
  const named = filed || chosen !== undefined || Object.keys(remembered).length > 0;
  const categories = named ? await outbox.categoryList(connectionId) : null;
  const learner = room.learner({
    history: read?.transactions ?? null,
    categories: categories?.ok ? categories.categories : [],
    remembered,
    chosen,
    now: today.toISOString(),
  });
  if (learner.refused) throw new UploadRefused(422, learner.refused);
  const requests = (read?.requests ?? 0) + (categories ? 1 : 0);
  const unread = !history ? "learning is off (learn=false)" : history.ok ? null : `the budget's history was not read (${history.reason})`;
  return {
    apply: learner.apply,
    counts: (items) => ({
      read: read !== null,
      requests,
      ...learner.counts(items),
      ...(categories?.ok ? { budget_categories: categories.categories.map(({ id, name }) => ({ id, name })) } : {}),
      ...(unread ? { says: unread } : {}),
    }),
    requests,
    unread,
    keep: () => room.keepShopAnswers(kv, connectionId, learner.given(), today.toISOString()),
  };
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
