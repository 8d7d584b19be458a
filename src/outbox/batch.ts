// Choosing what goes into one `POST /transactions`.

/** The service accepts 1 to 500 items per insert request. */
export const MAX_BATCH = 500;

export interface PendingItem {
  seq: number;
  externalId: string;
  /** 1-based index among identical records of the source: >1 must not meet the payee/date/amount check. */
  occurrence: number;
  /** After an unattributable 400, the largest batch this item may travel in (bisection). */
  maxBatch: number;
}

export interface Batch {
  seqs: number[];
  /** False when the batch carries repeats of an identical record (see `occurrence`). */
  skipDuplicates: boolean;
}

/**
 * Picks the next batch from pending items in source order: never two items with the same
 * external_id (that is a 400 for the whole request), repeats of an identical record kept apart from
 * first occurrences (so the service's same payee/date/amount check does not take the second coffee of
 * the day for the first), and no more items than the smallest bisection size allows.
 */
export function nextBatch(pending: PendingItem[], skipDuplicates: boolean): Batch | null {
  const first = pending[0];
  if (!first) return null;
  const repeats = skipDuplicates && first.occurrence > 1;
  let limit = Math.min(MAX_BATCH, first.maxBatch);
  const seqs: number[] = [];
  const ids = new Set<string>();
  for (const item of pending) {
    if (seqs.length >= limit) break;
    if (skipDuplicates && item.occurrence > 1 !== repeats) continue;
    if (ids.has(item.externalId)) continue;
    if (item.maxBatch < limit) {
      if (item.maxBatch < seqs.length + 1) continue;
      limit = item.maxBatch;
    }
    ids.add(item.externalId);
    seqs.push(item.seq);
  }
  return { seqs, skipDuplicates: skipDuplicates && !repeats };
}
