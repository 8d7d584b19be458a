// Budget transactions as the service lists them, written for learning's tests: a descriptor, what the person made of
// it, and when.
import type { HistoryRow } from "../../src/learning/history";

let next = 1;

export interface Made {
  /** The payee the budget shows (the person's, a rule's); default: the descriptor. */
  payee?: string;
  category?: number | null;
  /**
   * The day the person changed it (after it arrived). A payee or category of theirs was set by them the next day,
   * unless `atInsert` (the service's rule, or the importer, set it as it arrived).
   */
  edited?: string;
  atInsert?: boolean;
  source?: string;
  /** `original_name` null (older transactions), the descriptor kept by Intake in custom_metadata instead. */
  kept?: "metadata";
  metadata?: Record<string, unknown>;
  splitPart?: boolean;
}

/** One transaction of `date` whose bank descriptor is `descriptor`. */
export function row(date: string, descriptor: string, made: Made = {}): HistoryRow {
  const created = `${date}T09:00:00.000Z`;
  const byHand = !made.atInsert && (made.payee !== undefined || (made.category ?? null) !== null);
  const edited = made.edited ?? (byHand ? new Date(Date.parse(created) + 86_400_000).toISOString().slice(0, 10) : undefined);
  return {
    id: next++,
    date,
    payee: made.payee ?? descriptor,
    original_name: made.kept === "metadata" ? null : descriptor,
    category_id: made.category === undefined ? null : made.category,
    created_at: created,
    updated_at: edited ? `${edited}T20:15:00.000Z` : created,
    source: made.source ?? "api",
    split_parent_id: made.splitPart ? 999 : null,
    is_group_parent: false,
    custom_metadata: made.metadata ?? (made.kept === "metadata" ? { learned: { descriptor } } : null),
  };
}

/** `n` transactions of one shop, a week apart from `from`, each made alike. */
export function rows(n: number, from: string, descriptor: (i: number) => string, made: (i: number) => Made = () => ({})): HistoryRow[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => row(new Date(start + i * 7 * 86_400_000).toISOString().slice(0, 10), descriptor(i), made(i)));
}
