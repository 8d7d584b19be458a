// The contract every source adapter keeps (CSV, OFX/QFX, QIF, CAMT, MT940; registry.ts lists them): recognise the input
// from its first bytes, and turn bytes into an import plan — pure, no network, no bindings. A whole-input
// problem is a SourceInputError (errors.ts); a row that cannot be read is a row report, and the rest imports.
import type { ImportPlan, PlannedItem, RowReport } from "../plan";
import type { Verification } from "./verification";

/** What the channel knows beside the bytes, and the adapter's own settings (CSV: its profile overrides). */
export interface SourceOptions<Settings = unknown> {
  /** The manual account the rows go to (null: cash); part of every item's external_id. */
  accountId: number | null;
  fileName?: string;
  /** The target account's `type` ("credit": a card), evidence for the sign. */
  accountType?: string;
  settings?: Settings;
  /** The person says dates more than a year ahead are meant (plausible.ts refuses them otherwise). */
  futureDates?: boolean;
}

export interface PlanChunk<Profile = unknown> {
  /** What the adapter decided about the input (the same object on every chunk). */
  profile: Profile;
  items: PlannedItem[];
  rows: RowReport[];
}

/** The balance a statement closes with, in the holder's view (what the bank says the account holds). */
export interface StatementBalance {
  amount: string;
  /** The day it holds for; null when the file does not say. */
  date: string | null;
  currency: string | null;
}

/** A format read whole before it is planned: "an OFX statement", up to `maxBytes` and MAX_STATEMENT_TRANSACTIONS. */
export interface WholeFile {
  what: string;
  maxBytes: number;
  /**
   * How many transactions the file holds, counted in its bytes before it is parsed, as its parser reads them (a tag in
   * any case or after a namespace prefix, a record end after any line end): statement-chunks.ts has the counters.
   */
  countTransactions(bytes: Uint8Array): number;
}

/**
 * What reading a file decided, whatever its format: the format's own fields, and those every format may say (what
 * to check, the file's currency, a sign nothing proved); a dry run and an import answer it as their `profile`. A type
 * alias, not an interface: only an alias fits the answer's schema of a profile, an object open to any other field.
 */
export type AnyProfile = {
  warnings?: string[];
  /** Lowercase ISO 4217 when the file names one currency for its amounts. */
  currency?: string;
  /** No evidence decided which way the amounts run. */
  signUnproven?: boolean;
};

export interface SourceAdapter<Settings = unknown, Profile extends AnyProfile = AnyProfile> {
  /** Named in plans and reports: "csv", "ofx"… */
  readonly format: string;
  /** How the pages name it: "CSV", "OFX"… */
  readonly name: string;
  /** Whether these first bytes are this format. Formats with a signature come before CSV, which has none. */
  recognizes(head: Uint8Array): boolean;
  /** The whole input at once (dry runs, email attachments). */
  plan(bytes: Uint8Array, options: SourceOptions<Settings>): ImportPlan<Profile> & { profile: Profile };
  /** The input as a stream, in chunks of about `chunkSize` items, holding a bounded part of it. */
  stream(input: ReadableStream<Uint8Array>, options: SourceOptions<Settings>, chunkSize: number): AsyncGenerator<PlanChunk<Profile>>;
  /**
   * What the file's own balances say of the plan (verification.ts), once it is planned whole (a stream's last chunk
   * is read); absent or null: the format carries no balance to check the rows against.
   */
  verification?(profile: Profile): Verification | null;
  /**
   * Which layout of the format the file is (a CSV header's fingerprint): one layout writes one payment's row the same
   * way, under the same external_id, whenever it is exported. Absent: the format has one layout.
   */
  layout?(profile: Profile): string;
  /**
   * Whether the file dates each row by the purchase's own day (a CSV's date column headed as the transaction's date):
   * the same payment in another export of the account is dated that day or after it (at its posting), never days
   * before. Absent or false: the file may date rows by their posting.
   */
  datedByPurchase?(profile: Profile): boolean;
  /** Statements (OFX, CAMT, MT940): the imported account's closing balance, offered as the manual account's. */
  statementBalance?(profile: Profile): StatementBalance | null;
  /** Formats read whole (statements): what the file is called and the largest one read, for every route that reads it. */
  readonly whole?: WholeFile;
  /** Statements that may hold several accounts (OFX, CAMT, MT940): every account in the file, as `settings.account` names it. */
  fileAccounts?(profile: Profile): string[];
  /** The account of the file a plan imports, as `fileAccounts` names it (`settings.account` may name it another way). */
  importedAccount?(profile: Profile): string | null;
  /** Several accounts of one file (`settings.account` each), planned from one reading of it: as `plan` for each. */
  planAccounts?(bytes: Uint8Array, each: readonly SourceOptions<Settings>[]): (ImportPlan<Profile> & { profile: Profile })[];
  /**
   * The first part of a larger file cut where its last whole record ends (heads.ts), for a preview of that part; null
   * when the part holds no whole record. Absent: the format is read whole and its part cannot stand for the file.
   */
  headOf?(bytes: Uint8Array): Uint8Array | null;
}
