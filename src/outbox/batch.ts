// Choosing what goes into one `POST /transactions`.

/** The service accepts 1 to 500 items per insert request. */
export const MAX_BATCH = 500;

/** A pending item that may travel now (later twins waiting for their first are not offered: twins.ts). */
export interface PendingItem {
  seq: number;
  externalId: string;
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
 * Picks the next batch from the items that may travel, in source order: never two items with the same
 * external_id (that is a 400 for the whole request), checked and unchecked items kept apart (the
 * request's `skip_duplicates` is one flag), and no more items than the smallest bisection size allows.
 *
 * Which kind goes: a full batch before a partial one, so a file of daily twins still travels 500 at a
 * time; when both are full, the kind whose oldest item is older (neither starves the other); when
 * neither is, the checked one, because settling first twins releases their later twins.
 */
export function nextBatch(pending: PendingItem[], skipDuplicates: boolean): Batch | null {
  if (pending.length === 0) return null;
  if (!skipDuplicates) return { seqs: fill(pending).seqs, skipDuplicates: false };
  const checked = fill(pending.filter((item) => !item.unchecked));
  const unchecked = fill(pending.filter((item) => item.unchecked));
  const pick = (kind: "checked" | "unchecked"): Batch =>
    kind === "checked" ? { seqs: checked.seqs, skipDuplicates: true } : { seqs: unchecked.seqs, skipDuplicates: false };
  if (unchecked.seqs.length === 0) return pick("checked");
  if (checked.seqs.length === 0) return pick("unchecked");
  if (checked.full !== unchecked.full) return pick(checked.full ? "checked" : "unchecked");
  // Both are non-empty here: the older first item goes first.
  if (checked.full) return pick((checked.seqs[0] ?? 0) < (unchecked.seqs[0] ?? 0) ? "checked" : "unchecked");
  return pick("checked");
}

/** The largest batch of these items in source order; `full` when a limit, not the supply, ended it. */
function fill(items: PendingItem[]): { seqs: number[]; full: boolean } {
  const first = items[0];
  if (!first) return { seqs: [], full: false };
  let limit = Math.min(MAX_BATCH, first.maxBatch);
  const seqs: number[] = [];
  const ids = new Set<string>();
  for (const item of items) {
    if (seqs.length >= limit) break;
    if (ids.has(item.externalId)) continue;
    if (item.maxBatch < limit) {
      if (item.maxBatch < seqs.length + 1) continue;
      limit = item.maxBatch;
    }
    ids.add(item.externalId);
    seqs.push(item.seq);
  }
  return { seqs, full: seqs.length >= limit };
}
