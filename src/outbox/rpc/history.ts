// The budget's transaction history for what an import learns of shops (src/learning/): every account's transactions
// since a day, in the service's largest pages, each page one request under the gate (ask.ts) like every other read, at
// most `maxPages` of them: a budget of 20,000 transactions is 10 requests of the 100 a minute the service allows.
// Only what learning reads travels back (a page of 2,000 transactions is some 1.5 MB as the service writes it). It is
// kept between imports (store/history-cache.ts): the next read of the same days asks only for what was updated since the
// newest `updated_at` kept (the spec's `updated_since`: a rename, a refiling, an import's rows, one request when few
// changed). What that filter never lists (a transaction deleted, split or grouped) lasts until it is read whole again.
import type { Transaction, TransactionQuery } from "../../budget-api";
import type { HistoryTransaction } from "../store";
import type { Refusal } from "../targets";
import type { OutboxParts } from "./parts";

export type { HistoryTransaction } from "../store";

/** The service's largest page of GET /transactions. */
const HISTORY_PAGE = 2000;
/** How long a kept history is merged before it is read whole again: what `updated_since` never lists lasts this long. */
const MAX_AGE_MS = 60 * 60 * 1000;
/**
 * Rows kept for every connection together: what one import reads at most (15 pages) twice over. A row is some 300
 * bytes of SQLite, and a connection's history is read back into the isolate's 128 MB as one list, as a read whole is.
 */
const KEPT_ROWS = 60_000;

/**
 * The history, or why none: `complete` false when it had more than `maxPages` pages (the newest are read first, so a
 * cut history is the older part left out); unsupported where the connection's interface lists no history (v1).
 * `kept`: the history kept since an earlier import, with what changed since merged in.
 */
export type HistoryAnswer = { ok: true; transactions: HistoryTransaction[]; requests: number; complete: boolean; kept: boolean } | Refusal;

export async function budgetHistory(
  parts: OutboxParts,
  connectionId: string,
  fromDate: string,
  toDate: string,
  maxPages: number,
): Promise<HistoryAnswer> {
  const now = Date.now();
  const history = parts.store.history;
  const kept = history.read(connectionId);
  let asked = 0;
  if (kept && kept.from_date === fromDate && kept.to_date === toDate && now - kept.read_at < MAX_AGE_MS) {
    const changed = await pages(parts, connectionId, { updated_since: kept.since }, maxPages);
    if (!changed.ok) return changed;
    asked = changed.requests;
    if (changed.complete && history.size(connectionId) + changed.transactions.length <= maxPages * HISTORY_PAGE) {
      history.merge(connectionId, changed.transactions, newest(changed.transactions, kept.since));
      return { ok: true, transactions: history.transactions(connectionId), requests: asked, complete: true, kept: true };
    }
  }
  // Nothing kept of these days, kept too long, or more changed than a merge should carry: read whole.
  const whole = await pages(parts, connectionId, { start_date: fromDate, end_date: toDate }, maxPages);
  if (!whole.ok) return whole;
  history.forget(connectionId);
  if (whole.complete && whole.transactions.length <= KEPT_ROWS / 2) {
    history.makeRoom(whole.transactions.length, KEPT_ROWS);
    // Changes are asked after the newest the service wrote (its clock, not ours); with nothing read, from a little
    // before the read.
    const since =
      whole.transactions.length > 0 ? newest(whole.transactions, "1970-01-01T00:00:00.000Z") : new Date(now - 5 * 60 * 1000).toISOString();
    history.replace(connectionId, { from_date: fromDate, to_date: toDate, read_at: now, since }, whole.transactions);
  }
  return { ...whole, requests: asked + whole.requests, kept: false };
}

/** Drops what is kept of the connection's history (a disconnect). */
export function forgetHistory(parts: OutboxParts, connectionId: string): void {
  parts.store.history.forget(connectionId);
}

/** The transactions the query lists, page after page, at most `maxPages` requests (none of them kept). */
async function pages(parts: OutboxParts, connectionId: string, query: TransactionQuery, maxPages: number): Promise<HistoryAnswer> {
  const transactions: HistoryTransaction[] = [];
  let offset = 0;
  for (let requests = 1; requests <= maxPages; requests++) {
    const page = await parts.ask(connectionId, async (target) =>
      target.transfers ? target.transfers.listTransactions({ ...query, include_metadata: true, limit: HISTORY_PAGE, offset }) : null,
    );
    if (page === null) return { ok: false, reason: "unavailable" };
    if ("ok" in page) return page;
    for (const t of page.transactions) transactions.push(historyOf(t));
    offset += page.transactions.length;
    if (!page.has_more || page.transactions.length === 0) return { ok: true, transactions, requests, complete: true, kept: false };
  }
  return { ok: true, transactions, requests: maxPages, complete: false, kept: false };
}

/** The latest `updated_at` of the transactions, or `since` when none is later (compared as instants, kept as written). */
function newest(transactions: readonly HistoryTransaction[], since: string): string {
  let latest = since;
  for (const t of transactions) if (Date.parse(t.updated_at) > Date.parse(latest)) latest = t.updated_at;
  return latest;
}

function historyOf(t: Transaction): HistoryTransaction {
  return {
    id: t.id,
    date: t.date,
    payee: t.payee,
    original_name: t.original_name,
    category_id: t.category_id,
    created_at: t.created_at,
    updated_at: t.updated_at,
    source: t.source,
    split_parent_id: t.split_parent_id,
    is_group_parent: t.is_group_parent,
    learned: learnedOf(t.custom_metadata?.learned),
  };
}

function learnedOf(value: unknown): HistoryTransaction["learned"] {
  if (typeof value !== "object" || value === null) return null;
  const { descriptor, payee, category_id } = value as Record<string, unknown>;
  if (typeof descriptor !== "string") return null;
  return { descriptor, ...(typeof payee === "string" ? { payee } : {}), ...(typeof category_id === "number" ? { category_id } : {}) };
}
