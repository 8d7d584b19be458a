// What the code asks of a delivery kind, answered once, by the kind's own module: how a job of it is delivered,
// what it does to the budget's transactions (inserts them, updates the bank's, neither), what a version of the
// service's API cannot do with it and why, and how the pages name it and its outcome. kinds/index.ts holds the
// table, and every question about a kind is read off it.
import type { ApiVersion } from "../../budget-api";
import type { ItemOutcome, JobRow } from "../store";
import type { DeliveryContext } from "./context";

/** Sends what a job needs next through the shared context; answers the requests it sent. */
export type Deliver = (ctx: DeliveryContext, job: JobRow, now: number) => Promise<number>;

/**
 * A sentence of a page, as data the pages read (GET /kinds): the first line whose `if` holds (a count above 0, a
 * format, file, amount or date the job has) says it, with its placeholders filled: `{format}`, `{file}`, `{amount}`,
 * `{date}`, `{trouble}` (refused and failed rows, when there are), and `{count:noun}`, a count with its noun
 * ("3 month-ends"). No line holds: the page's general sentence.
 */
export type Phrase = readonly { readonly if?: string; readonly says: string }[];

/** How the pages name a kind and its outcome. */
export interface KindWords {
  /** History's title of the job; null: the channel it came by names it (a bank file, a receipt, a tap). */
  title: Phrase | null;
  /** What History's Rows column counts; null: the rows of its file. */
  rows: Phrase | null;
  /** What a finished job did; no line holds: its outcome counts ("3 inserted, 1 already there"). */
  done: Phrase;
  /** What the report's state line says of a finished job's one item ("Balance set to 1,301.00"); null: nothing. */
  item: Phrase | null;
  /** The report's word for an outcome where the kind has its own: a balance is "set", never "inserted". */
  outcomes: Partial<Record<ItemOutcome, string>>;
  /**
   * How an item's amount reads: a transaction's, in the budget's sign setting (positive = money out, shown negative
   * by default), or a balance, in the account's own sign (account-side.ts: owed is positive on a liability).
   */
  amounts: "transaction" | "balance";
}

export interface KindDescriptor {
  deliver: Deliver;
  /**
   * What "Remove this import" takes out of the budget: null, nothing (a balance, a file: refused); else the
   * transactions the job inserted and, with `takeovers`, those its bank rows took over (put back as they were).
   */
  removal: null | { takeovers: boolean };
  /**
   * Receipts in match mode update the bank's transaction instead of inserting one: they wait for it (an import's end
   * wakes them), and `unmatched` says what happens when none comes in time.
   */
  matching: null | { unmatched: "insert" | "hold" };
  /** An import whose rows the service did not take is told to the person (notifications). */
  tellsFailedRows: boolean;
  /** Why a version of the service's API cannot deliver the kind (noted on its items, nothing sent). */
  unserved: Partial<Record<ApiVersion, string>>;
  words: KindWords;
}

/** The words of a kind whose items are transactions from a file or a channel, named by where they came from. */
export const TRANSACTION_WORDS: KindWords = { title: null, rows: null, done: [], item: null, outcomes: {}, amounts: "transaction" };
