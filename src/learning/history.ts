// A budget's transaction history as what it says of shops: each transaction read once into who the bank said it was
// (the descriptor), what the person calls it (their payee, when they renamed it), its category, whether the person
// changed it after it arrived, and whether the service decided it at insert (a rule). Indexed by shop key, by the
// words that tell shops apart and by the person's payee, so an import asks it a row at a time. Pure.
import { distinctiveWordsOf, shopKeyOf } from "./shop-name";
import { addTo } from "../lists";

/** What the service's `GET /transactions` gives that learning reads (a `Transaction` has it all). */
export interface HistoryRow {
  id: number;
  date: string;
  payee: string;
  original_name: string | null;
  category_id: number | null;
  created_at: string;
  updated_at: string;
  source?: string | null;
  split_parent_id?: number | null;
  is_group_parent?: boolean;
  custom_metadata?: Record<string, unknown> | null;
}

/**
 * What Intake wrote of a row it renamed or categorised, in its `custom_metadata`: the bank's descriptor, kept where
 * the service sets no `original_name`, and what Intake decided, so its own decision is never read as a rule's.
 */
export interface LearnedMark {
  descriptor: string;
  payee?: string;
  category_id?: number;
}
export const LEARNED_KEY = "learned";

/** One transaction as learning reads it. */
export interface Seen {
  id: number;
  date: string;
  /** The bank's text: `original_name`, else what Intake kept of it, else the payee. */
  descriptor: string;
  key: string;
  /** The payee the person (or a rule) gave it, when it is not the descriptor; null: as the bank wrote it. */
  renamed: string | null;
  category: number | null;
  /** When the person changed it after it arrived (its `updated_at`), or null: never changed. */
  editedAt: string | null;
  /**
   * The person changed what Intake gave it (the payee, the category): their answer for the shop. Setting what Intake
   * left empty is filing, counted with the history.
   */
  answers: { payee: boolean; category: boolean };
  /** Renamed or categorised by the service as it was inserted (never changed since, not by Intake, not by hand). */
  decidedAtInsert: boolean;
}

/** The history indexed for an import's questions. */
export interface Memory {
  byKey: Map<string, Seen[]>;
  /** By a distinctive word of a key, the keys that hold it. */
  keysByWord: Map<string, Set<string>>;
  /** By the person's payee (folded), the transactions they gave it. */
  byPayee: Map<string, Seen[]>;
  /** How many transactions were read, and how many of them said something of a shop. */
  read: number;
  kept: number;
}

/**
 * An update after the insert is the person's: the service applies its rules as it inserts (one `created_at` and
 * `updated_at`). A rule's pass some time after the insert would read as the person's change of the same payee and
 * category: Intake then sends what the rule would set, and the shop looks like theirs.
 */
const EDIT_AFTER_MS = 0;

export function emptyMemory(): Memory {
  return { byKey: new Map(), keysByWord: new Map(), byPayee: new Map(), read: 0, kept: 0 };
}

/** Adds a page of the history (pages come in any order; each transaction once). */
export function remember(memory: Memory, rows: readonly HistoryRow[]): void {
  for (const row of rows) {
    memory.read++;
    const seen = seenOf(row);
    if (!seen) continue;
    memory.kept++;
    addTo(memory.byKey, seen.key, seen);
    if (seen.renamed !== null) addTo(memory.byPayee, foldName(seen.renamed), seen);
    for (const word of distinctiveWordsOf(seen.key.split(" "))) {
      let keys = memory.keysByWord.get(word);
      if (!keys) memory.keysByWord.set(word, (keys = new Set()));
      keys.add(seen.key);
    }
  }
}

/** The whole history at once. */
export function memoryOf(rows: readonly HistoryRow[]): Memory {
  const memory = emptyMemory();
  remember(memory, rows);
  return memory;
}

/**
 * One transaction as learning reads it, or null when it says nothing of a shop: a split's part (its category is a
 * share of a purchase), a group (a transfer's pair), a descriptor naming no business.
 */
export function seenOf(row: HistoryRow): Seen | null {
  if (row.split_parent_id != null || row.is_group_parent === true) return null;
  const mark = learnedMarkOf(row.custom_metadata);
  const descriptor = row.original_name ?? mark?.descriptor ?? row.payee;
  const key = shopKeyOf(descriptor);
  if (key === "") return null;
  const renamed = foldName(row.payee) === foldName(descriptor) || row.payee.trim() === "" ? null : row.payee.trim();
  const edited = Date.parse(row.updated_at) - Date.parse(row.created_at) > EDIT_AFTER_MS;
  // Only an import is decided at insert: a transaction the person typed in was named and filed by them.
  const imported = row.source !== "manual";
  const byIntake = mark !== null && (mark.payee !== undefined || mark.category_id !== undefined);
  // A category at insert is a rule's only where the importer sends none: an API import (Intake sent none before it
  // learned, and marks what it sends); a CSV or a bank's feed may carry its own categories.
  const decidedAtInsert = !edited && imported && !byIntake && (renamed !== null || (row.category_id !== null && row.source === "api"));
  return {
    id: row.id,
    date: row.date,
    descriptor,
    key,
    renamed,
    category: row.category_id,
    editedAt: edited ? row.updated_at : null,
    answers: {
      payee: edited && mark?.payee !== undefined && foldName(mark.payee) !== foldName(row.payee),
      category: edited && mark?.category_id !== undefined && mark.category_id !== row.category_id,
    },
    decidedAtInsert,
  };
}

/** What Intake wrote of a row it decided (see LearnedMark), or null. */
export function learnedMarkOf(metadata: Record<string, unknown> | null | undefined): LearnedMark | null {
  const mark = metadata?.[LEARNED_KEY];
  if (typeof mark !== "object" || mark === null) return null;
  const { descriptor, payee, category_id } = mark as Record<string, unknown>;
  if (typeof descriptor !== "string") return null;
  return {
    descriptor,
    ...(typeof payee === "string" ? { payee } : {}),
    ...(typeof category_id === "number" ? { category_id } : {}),
  };
}

/** A payee as compared: case, accents, punctuation and spacing aside. */
export function foldName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}
