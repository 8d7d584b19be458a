// Choosing what goes into one `POST /transactions`.

/** The service accepts 1 to 500 items per insert request. */
export const MAX_BATCH = 500;

export interface PendingItem {
  seq: number;
  externalId: string;
  /** A later twin whose first twin is not settled yet: it must not travel (see twins.ts). */
  held: boolean;
  /** Must go without the service's payee/date/amount check: a later twin, or a first one whose twins landed. */
  unchecked: boolean;
  /** After an unattributable 400, the largest batch this item may travel in (bisection). */
  maxBatch: number;
}

export interface Batch {
  seqs: number[];
  /** The request's `skip_duplicates`: the job's setting, except for a batch of unchecked twins. */
  skipDuplicates: boolean;
}

/**
 * Picks the next batch from pending items in source order: never two items with the same
 * external_id (that is a 400 for the whole request), no held twin, checked and unchecked items kept
 * apart (the request's `skip_duplicates` is one flag), and no more items than the smallest bisection
 * size allows. The first eligible item decides whether the batch is checked.
 */
export function nextBatch(pending: PendingItem[], skipDuplicates: boolean): Batch | null {
  const first = pending.find((item) => !item.held);
  if (!first) return null;
  const unchecked = first.unchecked;
  let limit = Math.min(MAX_BATCH, first.maxBatch);
  const seqs: number[] = [];
  const ids = new Set<string>();
  for (const item of pending) {
    if (seqs.length >= limit) break;
    if (item.held) continue;
    if (skipDuplicates && item.unchecked !== unchecked) continue;
    if (ids.has(item.externalId)) continue;
    if (item.maxBatch < limit) {
      if (item.maxBatch < seqs.length + 1) continue;
      limit = item.maxBatch;
    }
    ids.add(item.externalId);
    seqs.push(item.seq);
  }
  return { seqs, skipDuplicates: skipDuplicates && !unchecked };
}
