// The budget's transaction history for what an import learns of shops (src/learning/): every account's transactions
// since a day, in the service's largest pages, each page one request under the gate (ask.ts) like every other read, at
// most `maxPages` of them: a budget of 20,000 transactions is 10 requests of the 100 a minute the service allows.
// Only what learning reads travels back (a page of 2,000 transactions is some 1.5 MB as the service writes it).
import type { Transaction } from "../../budget-api";
import type { Refusal } from "../targets";
import type { OutboxParts } from "./parts";

/** The service's largest page of GET /transactions. */
const HISTORY_PAGE = 2000;

/** What learning reads of one transaction (learning/history.ts `HistoryRow`). */
export interface HistoryTransaction {
  id: number;
  date: string;
  payee: string;
  original_name: string | null;
  category_id: number | null;
  created_at: string;
  updated_at: string;
  source: string | null;
  split_parent_id: number | null;
  is_group_parent: boolean;
  /** What Intake kept of a row it named or filed (its `custom_metadata.learned`): the bank's text and what it gave. */
  learned: { descriptor: string; payee?: string; category_id?: number } | null;
}

/**
 * The history, or why none: `complete` false when it had more than `maxPages` pages (the newest are read first, so a
 * cut history is the older part left out); unsupported where the connection's interface lists no history (v1).
 */
export type HistoryAnswer = { ok: true; transactions: HistoryTransaction[]; requests: number; complete: boolean } | Refusal;

export async function budgetHistory(
  parts: OutboxParts,
  connectionId: string,
  fromDate: string,
  toDate: string,
  maxPages: number,
): Promise<HistoryAnswer> {
  const transactions: HistoryTransaction[] = [];
  let offset = 0;
  for (let requests = 1; requests <= maxPages; requests++) {
    const page = await parts.ask(connectionId, async (target) =>
      target.transfers
        ? target.transfers.listTransactions({ start_date: fromDate, end_date: toDate, include_metadata: true, limit: HISTORY_PAGE, offset })
        : null,
    );
    if (page === null) return { ok: false, reason: "unavailable" };
    if ("ok" in page) return page;
    for (const t of page.transactions) transactions.push(historyOf(t));
    offset += page.transactions.length;
    if (!page.has_more || page.transactions.length === 0) return { ok: true, transactions, requests, complete: true };
  }
  return { ok: true, transactions, requests: maxPages, complete: false };
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
