// Reading what the service said about a batch, item by item.
import type { InsertResponse, ServiceError } from "../budget-api";

export type InsertOutcome =
  /** `toBase`: the transaction's amount in the budget's primary currency, as the service converted it (v2). */
  | { kind: "inserted"; transactionId: number; toBase?: number }
  | { kind: "duplicate"; reason: string; transactionId: number }
  | { kind: "unanswered" }; // neither inserted nor skipped: sent again

/** Maps a 201 to the batch's items (given by request index → external_id). */
export function readInsertResponse(externalIds: string[], response: InsertResponse): InsertOutcome[] {
  const outcomes: InsertOutcome[] = externalIds.map(() => ({ kind: "unanswered" }));
  const indexById = new Map(externalIds.map((id, index) => [id, index]));
  for (const tx of response.transactions) {
    const index = tx.external_id === null ? undefined : indexById.get(tx.external_id);
    if (index !== undefined) outcomes[index] = { kind: "inserted", transactionId: tx.id, toBase: tx.to_base };
  }
  for (const skipped of response.skipped_duplicates) {
    if (skipped.request_transactions_index in outcomes) {
      outcomes[skipped.request_transactions_index] = {
        kind: "duplicate",
        reason: skipped.reason,
        transactionId: skipped.existing_transaction_id,
      };
    }
  }
  return outcomes;
}

/**
 * Which request indexes a 400 blames, with the service's message for each (joined when several blame one). v2
 * locates a problem by `transaction_index`, `transactions_indices`, `request_transactions_index`, or only in the
 * text (`transactions[3] …`); another version says where by `indexesOf`. An empty map means: not attributable,
 * isolate by splitting.
 */
export function blamedItems(
  errors: ServiceError[],
  batchSize: number,
  indexesOf: (error: ServiceError) => unknown[] = v2Indexes,
): Map<number, string> {
  const blamed = new Map<number, string>();
  const blame = (index: unknown, message: string) => {
    if (typeof index === "number" && Number.isInteger(index) && index >= 0 && index < batchSize) {
      blamed.set(index, blamed.has(index) ? `${blamed.get(index)}; ${message}` : message);
    }
  };
  for (const error of errors) for (const index of indexesOf(error)) blame(index, error.errMsg);
  return blamed;
}

function v2Indexes(error: ServiceError): unknown[] {
  const indexes: unknown[] = [error.transaction_index, error.request_transactions_index];
  if (Array.isArray(error.transactions_indices)) indexes.push(...error.transactions_indices);
  for (const match of error.errMsg.matchAll(/transactions\[(\d+)\]/g)) indexes.push(Number(match[1]));
  return indexes;
}
