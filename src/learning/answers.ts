// The person's answer for a shop: the payee or category they chose for a row before its import (the preview's control,
// the import's `shop_answers`), kept per connection and given to that shop's rows from then on, until they change it
// again — in the preview, or in the budget (a change there after the answer is the later word: suggest.ts reads it).
// One small KV map per connection, by shop key (shop-name.ts), kept until the connection goes.
import { shopKeyOf } from "./shop-name";
import type { Suggestion } from "./suggest";

/** What the person chose for a row: a payee (null: as the bank writes it), a category (null: none). */
export interface RowAnswer {
  payee?: string | null;
  category_id?: number | null;
}

/** A shop's answer, and when it was given (ISO). */
export interface ShopAnswer extends RowAnswer {
  at: string;
}

export type ShopAnswers = Record<string, ShopAnswer>;

/** Shops a person answers for, with room to spare; past it, the answer given longest ago goes. */
export const MAX_ANSWERED_SHOPS = 500;

export const shopAnswersKey = (connectionId: string) => `shop-answers:${connectionId}`;

/** The connection's answers by shop (none: an empty map). */
export async function shopAnswersOf(kv: KVNamespace, connectionId: string): Promise<ShopAnswers> {
  return (await kv.get<ShopAnswers>(shopAnswersKey(connectionId), "json")) ?? {};
}

/**
 * Keeps the answers given with an import, each for its row's shop (a descriptor naming no shop keeps none); a shop's
 * latest answer wins, a payee or category it leaves unsaid keeps what was answered before.
 */
export async function keepShopAnswers(
  kv: KVNamespace,
  connectionId: string,
  given: readonly (readonly [descriptor: string, answer: RowAnswer])[],
  at: string,
): Promise<number> {
  const answers = given.flatMap(([descriptor, answer]) => {
    const shop = shopKeyOf(descriptor);
    return shop === "" ? [] : [[shop, answer] as const];
  });
  if (answers.length === 0) return 0;
  const all = await shopAnswersOf(kv, connectionId);
  for (const [shop, answer] of answers) all[shop] = { ...all[shop], ...answer, at };
  const kept = Object.entries(all)
    .sort(([, a], [, b]) => b.at.localeCompare(a.at))
    .slice(0, MAX_ANSWERED_SHOPS);
  await kv.put(shopAnswersKey(connectionId), JSON.stringify(Object.fromEntries(kept)));
  return answers.length;
}

export async function forgetShopAnswers(kv: KVNamespace, connectionId: string): Promise<void> {
  await kv.delete(shopAnswersKey(connectionId));
}

/**
 * What the history says of a shop, with the person's answer over it — unless the history holds a change of theirs
 * made after the answer (they refiled an imported transaction in the budget since): that later word stands.
 */
export function withAnswer(said: Suggestion, answer: ShopAnswer | undefined): Suggestion {
  if (!answer) return said;
  const { payee, category, none, shop, changed } = said;
  const keepsPayee = answer.payee === undefined || (changed?.payee ?? "") > answer.at;
  const keepsCategory = answer.category_id === undefined || (changed?.category ?? "") > answer.at;
  const name = answer.payee ?? payee?.name ?? nameOf(said);
  const on = answer.at.slice(0, 10);
  const next: Suggestion = { shop, ...(changed ? { changed } : {}) };
  if (keepsPayee && payee) next.payee = payee;
  else if (!keepsPayee && answer.payee) next.payee = { name: answer.payee, why: { kind: "payee-answer", payee: answer.payee, on } };
  if (keepsCategory) {
    if (category) next.category = category;
    // A rule's shop stays the rule's unless the person named it: their payee no longer meets a rule on the bank's text.
    else if (none && (none.kind !== "rule" || keepsPayee)) next.none = none;
  } else if (answer.category_id != null) {
    next.category = { id: answer.category_id, why: { kind: "category-answer", category: answer.category_id, on, shop: name } };
  } else next.none = { kind: "category-declined", on, shop: name };
  return next;
}

/** The shop as said to the person when the history gave it no name of theirs. */
function nameOf(said: Suggestion): string {
  const why = said.category?.why ?? said.none;
  return why && "shop" in why ? why.shop : said.shop;
}
