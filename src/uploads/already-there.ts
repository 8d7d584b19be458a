// Which rows of a file the budget already holds, said by the preview before anything is sent: an item whose
// external_id a transaction of the account has (the service skips it), or, for an import that asks the service's
// payee/amount/date check, one with the same payee, amount and day. Each transaction there answers for one
// item only: the second coffee of a day is its own row. Matches are judged as the service judges them.
import type { PlannedItem } from "../plan";
import { twinKey } from "../matching/twins";

/** Why an item would not land: the same id, the service's payee/amount/date check, or the bank's row of a takeover. */
export type AlreadyThere = "same_id" | "same_payee_amount_date" | "taken_over";

export interface Existing {
  external_id: string | null;
  date: string;
  amount: string;
  payee: string;
  original_name?: string | null;
}

/**
 * The service's payee/amount/date check as it judges: the same day and amount, and the payee as written (or the
 * transaction's original name), letter case and all. A payee that differs in case only is not proven skipped: the
 * preview does not promise it, and a row asked to be left out is judged as a probable duplicate instead.
 */
export function serviceTwinKeys(t: { date: string; amount: string; payee?: string | undefined; original_name?: string | null }): string[] {
  const day = `${t.date}\u001f${Number(t.amount)}\u001f`;
  const payee = t.payee ?? "";
  return t.original_name && t.original_name !== payee ? [day + payee, day + t.original_name] : [day + payee];
}

/** By item index (in `items`), the items the budget already holds. */
export function alreadyThere(
  items: readonly PlannedItem[],
  existing: readonly Existing[],
  payeeAmountDate: boolean,
): Map<number, AlreadyThere> {
  const ids = new Set(existing.map((t) => t.external_id).filter((id): id is string => id !== null));
  const twins = new Map<string, Existing[]>();
  if (payeeAmountDate) for (const t of existing) for (const key of serviceTwinKeys(t)) twins.set(key, [...(twins.get(key) ?? []), t]);
  const used = new Set<Existing>();
  const found = new Map<number, AlreadyThere>();
  items.forEach(({ item }, index) => {
    if (ids.has(item.external_id)) return void found.set(index, "same_id");
    const [key = ""] = serviceTwinKeys({ ...item, original_name: null });
    const twin = twins.get(key)?.find((t) => !used.has(t));
    if (!twin) return;
    used.add(twin);
    found.set(index, "same_payee_amount_date");
  });
  return found;
}

/** Another manual account's transaction, with the name the person knows the account by. */
export interface ExistingElsewhere extends Existing {
  accountId: number;
  accountName: string;
}

/** Where a row already is, when not in the account it is previewed against. */
export interface Elsewhere {
  account_id: number;
  account_name: string;
}

/**
 * By item index, the items another manual account already holds (a card's file previewed against the checking
 * account): the same external_id, or the same payee, amount and day. The import would still put them in the chosen
 * account; the preview says where they are so the person can pick that account instead. Items `skip` names (already
 * in the chosen account) are left out; each transaction answers for one item only, as in `alreadyThere`.
 */
export function alreadyElsewhere(
  items: readonly PlannedItem[],
  existing: readonly ExistingElsewhere[],
  skip: (index: number) => boolean,
): Map<number, Elsewhere> {
  const byId = new Map<string, ExistingElsewhere>();
  const twins = new Map<string, ExistingElsewhere[]>();
  for (const t of existing) {
    if (t.external_id !== null) byId.set(t.external_id, t);
    const key = twinKey(t);
    twins.set(key, [...(twins.get(key) ?? []), t]);
  }
  const used = new Set<ExistingElsewhere>();
  const found = new Map<number, Elsewhere>();
  items.forEach(({ item }, index) => {
    if (skip(index)) return;
    const same = byId.get(item.external_id);
    const t = same && !used.has(same) ? same : twins.get(twinKey(item))?.find((c) => !used.has(c));
    if (!t) return;
    used.add(t);
    found.set(index, { account_id: t.accountId, account_name: t.accountName });
  });
  return found;
}

/** The days a plan's items span, or null for a plan without items. */
export function dateSpan(items: readonly PlannedItem[]): { from: string; to: string } | null {
  let from: string | null = null;
  let to: string | null = null;
  for (const { item } of items) {
    if (from === null || item.date < from) from = item.date;
    if (to === null || item.date > to) to = item.date;
  }
  return from === null || to === null ? null : { from, to };
}
