// SQL access of the Outbox, one part per concern over the same SQLite (schema.ts; src/storage-layout.md).
// Every method is synchronous: a group of them called without an `await` in between is one atomic step of
// the Durable Object (no other event interleaves).
import { type MigratingStorage, migrate } from "../../storage";
import { MIGRATIONS } from "../schema";
import { AttemptsStore } from "./attempts";
import { AttentionStore } from "./attention";
import { ConnectionsStore } from "./connections";
import { CoverageStore } from "./coverage";
import { GateStore } from "./gate";
import { HistoryCacheStore } from "./history-cache";
import { ItemsStore } from "./items";
import { JobsStore } from "./jobs";
import { LedgerStore } from "./ledger";
import { MatchesStore } from "./matches";
import { RowNotesStore } from "./notes";
import { ReadBackStore } from "./read-back";
import { ReceiptQuestionsStore } from "./receipt-questions";
import { ReconciliationsStore } from "./reconciliations";
import { RemovalsStore } from "./removals";
import { ReportsStore } from "./reports";
import { SettingsStore } from "./settings";
import { TransfersStore } from "./transfers";

export type { HistoryRead, HistoryTransaction } from "./history-cache";
export type { ItemForSend, ItemState } from "./items";
export { isPurchaseId, type StandingRow } from "./ledger";
export type { StandingProvisional } from "./matches";
export type { JobRow, NewJob } from "./jobs";
export type { BeforeTakeover, ClaimRow, LaterTakeover, OpenProvisionalRow, TakenBankRow, Undo, WrittenTakeover } from "./reconciliations";
export type { PuttingBack, Reliance, Removing } from "./removals";
export { type OpenQuestion, pairKey, type ReceiptAnswer } from "./receipt-questions";
export type { GroupedSide, OneSideBefore, OneSideRow, TransferLook, TransferPairRow } from "./transfers";
export type { StoredAgreement, TurnedToDiffer } from "./coverage";
export { type Counts, type ItemOutcome, type ItemRow, OUTCOME_STATES } from "./reports";

/**
 * What a delivery kind reaches of the store (kinds/context.ts `tables`): its own tables (transfers, removals,
 * reconciliations, coverage, the ledger…) and what the reports read, never a job's or its items' state, the attempts,
 * the gate, the read-backs or the credentials' failures: those are the exactly-once step's, and a kind reaches its
 * job through its view (kinds/job-view.ts).
 */
export type KindTables = Omit<OutboxStore, "items" | "jobs" | "attempts" | "gate" | "readBack" | "connections" | "history">;

export class OutboxStore {
  /** Retry and match policies (`settings`). */
  readonly settings: SettingsStore;
  /** The rate gate's one row (`gate`). */
  readonly gate: GateStore;
  /** Whether a connection's credential failed (`connections`). */
  readonly connections: ConnectionsStore;
  /** Jobs: made, sealed, served in turn, forgotten (`jobs`). */
  readonly jobs: JobsStore;
  /** What a job delivers, and which of it may travel now (`items`). */
  readonly items: ItemsStore;
  /** Rows that produced no item (`row_notes`). */
  readonly notes: RowNotesStore;
  /** Requests sent, and what they do to their items (`attempts`). */
  readonly attempts: AttemptsStore;
  /** Items whose fate is unknown, settled by reading back. */
  readonly readBack: ReadBackStore;
  /** What was delivered, by id (`cash_ledger`, and inserted records by transaction). */
  readonly ledger: LedgerStore;
  /** Transactions receipts were matched to (`receipt_matches`). */
  readonly matches: MatchesStore;
  /** Provisional transactions, and the bank rows that take them over (`reconciliations`). */
  readonly reconciliations: ReconciliationsStore;
  /** Receipts outside the takeover's window, asked about (`receipt_questions`). */
  readonly questions: ReceiptQuestionsStore;
  /** "Remove this import". */
  readonly removals: RemovalsStore;
  /** What a job's report reads of its items. */
  readonly reports: ReportsStore;
  /** Transfers between the budget's own accounts: looks, pairs and their groups (`transfer_looks`, `transfer_pairs`). */
  readonly transfers: TransfersStore;
  /** Which days each account's imports cover, the bank's balances, and whether the budget agrees with them. */
  readonly coverage: CoverageStore;
  /** What needs the person, read for notifications (outbox/attention.ts). */
  readonly attention: AttentionStore;
  /** The budget's history kept between imports for what they learn (`history_reads`, `history_rows`). */
  readonly history: HistoryCacheStore;

  constructor(storage: MigratingStorage) {
    migrate(storage, MIGRATIONS);
    const { sql } = storage;
    this.settings = new SettingsStore(sql);
    this.gate = new GateStore(sql);
    this.connections = new ConnectionsStore(sql);
    this.jobs = new JobsStore(sql);
    this.notes = new RowNotesStore(sql);
    this.items = new ItemsStore(sql, this.jobs, this.notes);
    this.attempts = new AttemptsStore(sql);
    this.readBack = new ReadBackStore(sql);
    this.ledger = new LedgerStore(sql);
    this.matches = new MatchesStore(sql);
    this.reconciliations = new ReconciliationsStore(sql);
    this.questions = new ReceiptQuestionsStore(sql);
    this.removals = new RemovalsStore(sql);
    this.reports = new ReportsStore(sql);
    this.transfers = new TransfersStore(sql, this.jobs);
    this.coverage = new CoverageStore(sql, this.jobs);
    this.attention = new AttentionStore(sql);
    this.history = new HistoryCacheStore(sql);
  }
}
