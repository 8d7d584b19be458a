// Settling items the service's answers left unknown, from the transactions read back. Unanswered request: a
// transaction with the item's external_id is ours, unless the service created it before the request left
// (then it was already there). Answered but not about the item (v1): under an answered id it is inserted, under
// another a duplicate; missing after a checked request, the payee/date/amount check skipped it. Else it goes again.
import type { DeliveredTransaction } from "./delivery-target";
import { twinKey } from "../matching/twins";

export interface DoubtfulItem {
  seq: number;
  external_id: string;
  date: string;
  amount: string;
  payee: string | null;
  /** A request carrying it went unanswered: ever, even when a read-back since did not find it (it may have come before the commit). */
  inDoubt: boolean;
  /** The answer of the last request carrying it, when that answer did not name it. */
  answer: { insertedIds: number[]; checked: boolean } | null;
  /** When the first unanswered request carrying it left, else the last request (epoch ms; 0: not known). */
  started_at: number;
}

/** How far the service's clock and ours may disagree: a read-back looks this far back, and no nearer is "before". */
export const CLOCK_SKEW_MS = 5 * 60_000;

export type Settlement =
  | { kind: "inserted"; transactionId: number }
  | { kind: "duplicate"; transactionId: number | null; reason: "duplicate_external_id" | "duplicate_payee_amount_date" }
  | { kind: "resend" };

/** What a read-back page says of a transaction, in either version's words (its account: v2's manual account, v1's asset). */
export interface ReadTransaction {
  id: number;
  external_id: string | null;
  date: string;
  amount: string;
  payee: string;
  original_name?: string | null;
  currency?: string | null;
  linked_account_id?: number | null;
  created_at?: string | null;
  custom_metadata?: Record<string, unknown> | null;
}

/** A transaction read back, in the terms the settling compares; cash is neither a manual nor a synced account. */
export function deliveredTransaction(tx: ReadTransaction, accountId: number | null): DeliveredTransaction {
  const { id, external_id, date, amount, payee } = tx;
  const cash = accountId === null && (tx.linked_account_id ?? null) === null;
  const created = tx.created_at ? Date.parse(tx.created_at) : NaN;
  return {
    id,
    external_id,
    date,
    amount,
    payee,
    original_name: tx.original_name ?? null,
    currency: tx.currency ?? null,
    accountId,
    cash,
    createdAt: Number.isFinite(created) ? created : null,
    pending: tx.custom_metadata?.pending === true,
  };
}

/** Whether the service created the transaction before the request left, beyond the clocks' skew (unknown: no). */
function createdBefore(tx: DeliveredTransaction, startedAt: number): boolean {
  return tx.createdAt !== null && startedAt > 0 && tx.createdAt < startedAt - CLOCK_SKEW_MS;
}

export function settleDoubtful(items: DoubtfulItem[], delivered: DeliveredTransaction[]): Settlement[] {
  const byExternalId = new Map<string, DeliveredTransaction>();
  const byTwinKey = new Map<string, DeliveredTransaction[]>();
  for (const tx of delivered) {
    if (tx.external_id !== null && !byExternalId.has(tx.external_id)) byExternalId.set(tx.external_id, tx);
    // The check compares the raw payee too (before rules renamed it).
    for (const payee of new Set([tx.payee, tx.original_name ?? tx.payee])) {
      const key = twinKey({ date: tx.date, amount: tx.amount, payee });
      byTwinKey.set(key, [...(byTwinKey.get(key) ?? []), tx]);
    }
  }
  return items.map((item): Settlement => {
    const found = byExternalId.get(item.external_id);
    if (found) {
      if (item.answer?.insertedIds.includes(found.id)) return { kind: "inserted", transactionId: found.id };
      if (item.inDoubt && !createdBefore(found, item.started_at)) return { kind: "inserted", transactionId: found.id };
      return { kind: "duplicate", transactionId: found.id, reason: "duplicate_external_id" };
    }
    if (item.answer?.checked) {
      const inserted = new Set(item.answer.insertedIds);
      const same = byTwinKey.get(twinKey({ date: item.date, amount: item.amount, payee: item.payee ?? "" })) ?? [];
      // The transaction it was compared with was there before the request: not one the request inserted.
      const existing = same.find((tx) => !inserted.has(tx.id)) ?? null;
      return { kind: "duplicate", transactionId: existing?.id ?? null, reason: "duplicate_payee_amount_date" };
    }
    // Answered, not inserted (its transaction would be on its own day) and not checked: the service skipped it
    // for its external_id, which a transaction outside the days read back holds (a receipt's second mail
    // of one order, dated another day). Sent again, it would be skipped again, until it was a dead letter.
    if (item.answer) return { kind: "duplicate", transactionId: null, reason: "duplicate_external_id" };
    return { kind: "resend" };
  });
}
