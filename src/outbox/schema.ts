// The Outbox's SQLite tables, one per concern, as ordered forward migrations (src/storage/migrations.ts: an Outbox
// at version n applies migrations n+1… once, at construction, so a deployed instance upgrades in place). The
// layout is described for people in src/storage-layout.md; keep the two in step. Never edit a released
// migration: add the next one.
import { addColumn, type Migration } from "../storage";

/** Version 1: the layout before versioning (its CREATE … IF NOT EXISTS also adopts such an Outbox). */
const V1: Migration = [
  // Per-instance settings (retry policy), so tests and benchmarks can scale time down.
  `CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  // The rate gate: one row, shared by every job of every connection.
  `CREATE TABLE IF NOT EXISTS gate (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL)`,
  // Connections whose credential failed twice: their jobs pause until it works again.
  `CREATE TABLE IF NOT EXISTS connections (
     id TEXT PRIMARY KEY,
     needs_auth INTEGER NOT NULL DEFAULT 0,
     last_served_at INTEGER NOT NULL DEFAULT 0
   )`,
  `CREATE TABLE IF NOT EXISTS jobs (
     id TEXT PRIMARY KEY,
     connection_id TEXT NOT NULL,
     source TEXT NOT NULL,
     manual_account_id INTEGER,
     apply_rules INTEGER NOT NULL,
     skip_duplicates INTEGER NOT NULL,
     sealed INTEGER NOT NULL DEFAULT 1,
     total INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL DEFAULT 0,
     last_served_at INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  // One row per insert item; `state`: pending | sending | inserted | duplicate | invalid | failed
  // (and, since version 5, matched | held for receipts in match mode: no column change).
  `CREATE TABLE IF NOT EXISTS items (
     job_id TEXT NOT NULL,
     seq INTEGER NOT NULL,
     row INTEGER NOT NULL,
     external_id TEXT NOT NULL,
     occurrence INTEGER NOT NULL DEFAULT 1,
     body TEXT NOT NULL,
     state TEXT NOT NULL DEFAULT 'pending',
     attempts INTEGER NOT NULL DEFAULT 0,
     max_batch INTEGER NOT NULL DEFAULT 500,
     attempt_id INTEGER,
     in_doubt INTEGER NOT NULL DEFAULT 0,
     transaction_id INTEGER,
     reason TEXT,
     PRIMARY KEY (job_id, seq)
   )`,
  `CREATE INDEX IF NOT EXISTS items_by_state ON items (job_id, state, seq)`,
  // Row notes of the source that produced no item (ignored or unreadable rows), for the report.
  `CREATE TABLE IF NOT EXISTS row_notes (
     job_id TEXT NOT NULL, row INTEGER NOT NULL, outcome TEXT NOT NULL, reason TEXT,
     PRIMARY KEY (job_id, row)
   )`,
  // Every request sent: written before it goes out, closed when its answer is stored. An attempt
  // still open after a restart was cut off between send and commit: its items are "in doubt".
  `CREATE TABLE IF NOT EXISTS attempts (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     job_id TEXT NOT NULL,
     started_at INTEGER NOT NULL,
     finished_at INTEGER,
     items INTEGER NOT NULL,
     outcome TEXT
   )`,
  // Cash items have no server-side external_id dedupe: the ids delivered per connection.
  `CREATE TABLE IF NOT EXISTS cash_ledger (
     connection_id TEXT NOT NULL,
     external_id TEXT NOT NULL,
     transaction_id INTEGER NOT NULL,
     PRIMARY KEY (connection_id, external_id)
   )`,
];

/** Version 2: twins (see twins.ts) and failures counted apart from attempts. */
const V2: Migration = [
  addColumn("items", "twin_key", `TEXT NOT NULL DEFAULT ''`),
  addColumn("items", "twin_rank", `INTEGER NOT NULL DEFAULT 1`),
  addColumn("items", "failures", `INTEGER NOT NULL DEFAULT 0`),
  // Twins: items of one job that the service's payee/date/amount check cannot tell apart.
  `CREATE INDEX IF NOT EXISTS items_by_twin ON items (job_id, twin_key, twin_rank)`,
];

/**
 * Version 3: storage proportional to what is pending. An item keeps what its report shows (date, amount,
 * payee) in columns and drops its body once settled; a job keeps its row counts and file name; a row
 * note covers a run of rows (`to_row`).
 */
const V3: Migration = [
  addColumn("items", "date", `TEXT`),
  addColumn("items", "amount", `TEXT`),
  addColumn("items", "payee", `TEXT`),
  `UPDATE items SET date = json_extract(body, '$.date'), amount = json_extract(body, '$.amount'),
     payee = json_extract(body, '$.payee') WHERE date IS NULL AND body <> ''`,
  `UPDATE items SET body = '' WHERE state IN ('inserted', 'duplicate', 'invalid')`,
  addColumn("jobs", "file_name", `TEXT`),
  addColumn("jobs", "rows_planned", `INTEGER NOT NULL DEFAULT 0`),
  addColumn("jobs", "rows_ignored", `INTEGER NOT NULL DEFAULT 0`),
  addColumn("jobs", "rows_error", `INTEGER NOT NULL DEFAULT 0`),
  addColumn("row_notes", "to_row", `INTEGER`),
  `UPDATE row_notes SET to_row = row WHERE to_row IS NULL`,
  `CREATE INDEX IF NOT EXISTS jobs_by_connection ON jobs (connection_id, created_at)`,
];

/** Version 4: jobs of other kinds than transactions (kinds/index.ts): balance writes share the gate and the retries. */
const V4: Migration = [addColumn("jobs", "kind", `TEXT NOT NULL DEFAULT 'transactions'`)];

/**
 * Version 5: receipts in match mode (receipt-match.ts). The bank transactions receipts were matched to,
 * per connection, so that each is enriched by one receipt only.
 */
const V5: Migration = [
  `CREATE TABLE IF NOT EXISTS receipt_matches (
     connection_id TEXT NOT NULL,
     transaction_id INTEGER NOT NULL,
     external_id TEXT NOT NULL,
     matched_at INTEGER NOT NULL,
     PRIMARY KEY (connection_id, transaction_id)
   )`,
];

/**
 * Version 6: connections on the legacy v1 interface (v1-target.ts), whose insert answers only the ids it
 * inserted. An item the answer did not name is settled by reading back (`read_back`, read-back.ts); its
 * `attempt_id` stays on the request whose `answer` (the inserted ids, and whether the request asked the
 * payee/date/amount check) the read-back compares with.
 */
const V6: Migration = [addColumn("items", "read_back", `INTEGER NOT NULL DEFAULT 0`), addColumn("attempts", "answer", `TEXT`)];

/**
 * Version 7: consecutive read-back failures of a job (`readback_failures`), so that reading back during an
 * outage waits longer each time instead of spending the deployment's request budget at the first retry's pace.
 */
const V7: Migration = [addColumn("jobs", "readback_failures", `INTEGER NOT NULL DEFAULT 0`)];

/**
 * Version 8: receipts attached to their transactions (kinds/attachment.ts). What is attached, and after
 * which receipt job (`attachment_files`); the file's bytes until they are sent, in parts under the 2 MB a
 * Durable Object's SQLite value holds (`attachment_parts`), written in the same step as the job.
 */
const V8: Migration = [
  `CREATE TABLE IF NOT EXISTS attachment_files (
     job_id TEXT PRIMARY KEY,
     receipt_job_id TEXT NOT NULL,
     name TEXT NOT NULL,
     type TEXT NOT NULL,
     size INTEGER NOT NULL,
     notes TEXT NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS attachment_files_by_receipt ON attachment_files (receipt_job_id)`,
  `CREATE TABLE IF NOT EXISTS attachment_parts (
     job_id TEXT NOT NULL,
     part INTEGER NOT NULL,
     bytes BLOB NOT NULL,
     PRIMARY KEY (job_id, part)
   )`,
];

/**
 * Version 9: records the source tells apart (plan.ts `recordId`). The source's own id of an item's record
 * (`source_id`), and an item the service skipped as the payee/date/amount twin of a record of the same kind of
 * source with another such id, sent again without that check (`resend_unchecked`); inserted items are found by
 * their transaction.
 */
const V9: Migration = [
  addColumn("items", "source_id", `TEXT`),
  addColumn("items", "resend_unchecked", `INTEGER NOT NULL DEFAULT 0`),
  `CREATE INDEX IF NOT EXISTS items_by_transaction ON items (transaction_id)`,
];

/**
 * Version 10: "Remove this import" (kinds/removal.ts). When the person asked (`removal_requested_at`); the
 * items the job inserted pass through `removing` to `removed` or `kept` (no column change: `reason` says why kept).
 */
const V10: Migration = [addColumn("jobs", "removal_requested_at", `INTEGER`)];

/**
 * Version 11: when the first request carrying an item that went unanswered left (`doubt_since`; 0 when not
 * known). Reading back ends `in_doubt` (what is not found goes again) but not this: a request cut off by our
 * timeout can still be committed by the service after the read-back, and the item's resend is then skipped
 * for its external_id, a transaction that request inserted (read-back.ts).
 */
const V11: Migration = [
  addColumn("items", "doubt_since", `INTEGER`),
  `UPDATE items SET doubt_since = COALESCE((SELECT started_at FROM attempts a WHERE a.id = items.attempt_id), 0)
     WHERE in_doubt = 1 AND doubt_since IS NULL`,
];

/**
 * Version 12: one payment, one transaction (reconcile.ts). An item that stands for a payment until the bank's row
 * comes (`provisional`: receipt, tap, pending; its body is kept once settled, for what the bank's row changes and
 * for putting it back), a job of the bank's own rows (`bank_rows`) whose items may take such a transaction over
 * (`claims`: its id) instead of inserting, what a person should check of an item (`review`: a row two receipts fit),
 * a provisional transaction's amount in the budget's primary currency as the service converted it (`to_base`),
 * and the takeovers themselves (`reconciliations`).
 */
const V12: Migration = [
  addColumn("items", "provisional", `TEXT`),
  addColumn("items", "claims", `INTEGER`),
  addColumn("items", "review", `TEXT`),
  addColumn("items", "to_base", `REAL`),
  addColumn("jobs", "bank_rows", `INTEGER NOT NULL DEFAULT 0`),
  `CREATE INDEX IF NOT EXISTS items_provisional ON items (state, date) WHERE provisional IS NOT NULL`,
  `CREATE TABLE IF NOT EXISTS reconciliations (
     connection_id TEXT NOT NULL,
     transaction_id INTEGER NOT NULL,
     provisional_job TEXT NOT NULL,
     provisional_seq INTEGER NOT NULL,
     provisional_external_id TEXT NOT NULL,
     bank_job TEXT NOT NULL,
     bank_seq INTEGER NOT NULL,
     bank_external_id TEXT NOT NULL,
     account_id INTEGER,
     bank_currency TEXT,
     state TEXT NOT NULL,
     before TEXT,
     after TEXT,
     at INTEGER NOT NULL,
     PRIMARY KEY (bank_job, bank_seq)
   )`,
  // A transaction may be taken over more than once: a pending row takes a receipt's, then the booked row the pending's.
  `CREATE INDEX IF NOT EXISTS reconciliations_by_transaction ON reconciliations (connection_id, transaction_id)`,
  `CREATE INDEX IF NOT EXISTS reconciliations_by_provisional_item ON reconciliations (provisional_job, provisional_seq)`,
  `CREATE INDEX IF NOT EXISTS reconciliations_by_provisional ON reconciliations (connection_id, provisional_external_id)`,
  `CREATE INDEX IF NOT EXISTS reconciliations_by_bank_id ON reconciliations (connection_id, bank_external_id)`,
];

/**
 * Version 13: "Remove this import" keeps a takeover the person changed since (kinds/removal.ts). The transaction's
 * `updated_at` as the service answered the takeover's update (`applied_updated_at`): the service's own clock, so that
 * a later change is told from it without any skew between Intake and the service.
 */
const V13: Migration = [addColumn("reconciliations", "applied_updated_at", `TEXT`)];

/** Version 14: what the file's own balances said of the import's reading (formats/verification.ts), as JSON; null: unsaid. */
const V14: Migration = [addColumn("jobs", "verification", `TEXT`)];

/**
 * Version 15: a receipt whose total nothing else in the mail confirms (`amount_unsure`, plan.ts `amountUnsure`): a bank
 * row of its shop at another amount corrects it (provisional-match.ts).
 */
const V15: Migration = [addColumn("items", "amount_unsure", `INTEGER NOT NULL DEFAULT 0`)];

/**
 * Version 16: transfers between the budget's own accounts (kinds/transfers.ts). An import that ended looks once for
 * the other side of its rows (`transfer_looks`, the look's job and its window); each pair found is an item of that
 * job and a row of `transfer_pairs`, with the group the service made of it, and when its import's removal ungrouped it.
 */
const V16: Migration = [
  `CREATE TABLE IF NOT EXISTS transfer_looks (
     job_id TEXT PRIMARY KEY,
     import_job_id TEXT NOT NULL UNIQUE,
     from_date TEXT NOT NULL,
     to_date TEXT NOT NULL,
     looked_at INTEGER
   )`,
  `CREATE TABLE IF NOT EXISTS transfer_pairs (
     job_id TEXT NOT NULL,
     seq INTEGER NOT NULL,
     out_id INTEGER NOT NULL,
     in_id INTEGER NOT NULL,
     evidence TEXT NOT NULL,
     group_id INTEGER,
     ungrouped_at INTEGER,
     PRIMARY KEY (job_id, seq)
   )`,
  `CREATE INDEX IF NOT EXISTS transfer_pairs_by_out ON transfer_pairs (out_id)`,
  `CREATE INDEX IF NOT EXISTS transfer_pairs_by_in ON transfer_pairs (in_id)`,
];

/**
 * Version 17: does the budget agree with the bank (agreement/)? The days each import of the bank's rows covered
 * (`coverage_spans`) and the balances the bank stated (`bank_balances`: a file's opening and closing, a SimpleFIN pull's),
 * both kept a year and a month whatever becomes of the import's report; the checks asked for (`agreement_checks`, each
 * a job of kind `agreement`) and the last answer per account (`agreements`), with when it turned to "differs".
 */
const V17: Migration = [
  `CREATE TABLE IF NOT EXISTS coverage_spans (
     import_job_id TEXT PRIMARY KEY,
     connection_id TEXT NOT NULL,
     account_id INTEGER NOT NULL,
     kind TEXT NOT NULL,
     from_date TEXT NOT NULL,
     to_date TEXT NOT NULL,
     at INTEGER NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS coverage_spans_by_account ON coverage_spans (connection_id, account_id)`,
  `CREATE TABLE IF NOT EXISTS bank_balances (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     connection_id TEXT NOT NULL,
     account_id INTEGER NOT NULL,
     date TEXT NOT NULL,
     balance TEXT NOT NULL,
     kind TEXT NOT NULL,
     import_job_id TEXT,
     at INTEGER NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS bank_balances_by_account ON bank_balances (connection_id, account_id, date)`,
  `CREATE INDEX IF NOT EXISTS bank_balances_by_import ON bank_balances (import_job_id)`,
  `CREATE TABLE IF NOT EXISTS agreement_checks (
     job_id TEXT PRIMARY KEY,
     connection_id TEXT NOT NULL,
     account_id INTEGER NOT NULL,
     checked_at INTEGER
   )`,
  `CREATE INDEX IF NOT EXISTS agreement_checks_by_account ON agreement_checks (connection_id, account_id, checked_at)`,
  `CREATE TABLE IF NOT EXISTS agreements (
     connection_id TEXT NOT NULL,
     account_id INTEGER NOT NULL,
     status TEXT NOT NULL,
     result TEXT NOT NULL,
     checked_at INTEGER NOT NULL,
     differs_at INTEGER,
     PRIMARY KEY (connection_id, account_id)
   )`,
];

/**
 * Version 18: a transfer's one side whose other account is not in the budget (kinds/transfers.ts), given the transfer
 * category and a note when the person turned it on: an item of the look's job, the transaction, what the update changed
 * (`before_*`, put back by a removal of its import) and the last `updated_at` Intake's own writes to it answered.
 */
const V18: Migration = [
  `CREATE TABLE IF NOT EXISTS transfer_one_sides (
     job_id TEXT NOT NULL,
     seq INTEGER NOT NULL,
     transaction_id INTEGER NOT NULL,
     category_id INTEGER NOT NULL,
     note TEXT NOT NULL,
     before_category_id INTEGER,
     before_notes TEXT,
     applied_updated_at TEXT,
     put_back_at INTEGER,
     PRIMARY KEY (job_id, seq)
   )`,
  `CREATE INDEX IF NOT EXISTS transfer_one_sides_by_transaction ON transfer_one_sides (transaction_id)`,
];

/**
 * Version 19: when a one side's update was sent (its `before_*` kept first): a read after an answer lost tells
 * Intake's own update from the person's change by it.
 */
const V19: Migration = [addColumn("transfer_one_sides", "update_sent_at", "INTEGER")];

/**
 * Version 20: what reading a bank file left to the person, asked in its report (formats/csv/words/profile.ts `questions`), as
 * JSON; null: nothing asked.
 */
const V20: Migration = [addColumn("jobs", "questions", `TEXT`)];

/**
 * Version 21: the `updated_at` each side of a transfer had after Intake's own ungroup (`out_written_at`,
 * `in_written_at`; `sides_due` 1 while they are to be read): a removal reads a change after it as the person's, not the
 * ungroup itself. And a takeover's transaction as the person last saw it (`reconciliations.seen`).
 */
const V21: Migration = [
  addColumn("transfer_pairs", "sides_due", "INTEGER NOT NULL DEFAULT 0"),
  addColumn("transfer_pairs", "out_written_at", "TEXT"),
  addColumn("transfer_pairs", "in_written_at", "TEXT"),
  // A takeover's transaction as the budget held it just before the update (kinds/claim.ts), as JSON: what a removal puts back.
  addColumn("reconciliations", "seen", "TEXT"),
];

/**
 * Version 22: a receipt outside the takeover's window, asked about (receipt-question.ts): the bank item, its body as
 * it was planned (an answer "one payment" sends it as a takeover after all), the receipt's item and transaction, and
 * the person's answer (null: asked; `one`, `apart`). And a takeover that replaces the bank row's own insert first
 * (`reconciliations.replaces`: that transaction, deleted before the update; null once it is gone).
 */
const V22: Migration = [
  `CREATE TABLE IF NOT EXISTS receipt_questions (
     connection_id TEXT NOT NULL,
     bank_job TEXT NOT NULL,
     bank_seq INTEGER NOT NULL,
     bank_external_id TEXT NOT NULL,
     bank_body TEXT NOT NULL,
     provisional_job TEXT NOT NULL,
     provisional_seq INTEGER NOT NULL,
     provisional_external_id TEXT NOT NULL,
     transaction_id INTEGER NOT NULL,
     answer TEXT,
     at INTEGER NOT NULL,
     PRIMARY KEY (bank_job, bank_seq, provisional_job, provisional_seq)
   )`,
  `CREATE INDEX IF NOT EXISTS receipt_questions_by_pair ON receipt_questions (connection_id, bank_external_id)`,
  addColumn("reconciliations", "replaces", "INTEGER"),
];

/**
 * Version 23: the layout of the file a job's bank rows came from (a CSV header's fingerprint, else the format): a row
 * of the same layout under another id is another payment (uploads/probable-duplicates.ts). Null: not a file's rows,
 * or imported before.
 */
const V23: Migration = [addColumn("jobs", "layout", "TEXT")];

/**
 * Version 24: the account of the bank transaction a receipt or a tap was matched to (kinds/match.ts), so that History
 * names where the payment is, not the mailbox's account. Null: a synced account's, or matched before.
 */
const V24: Migration = [addColumn("receipt_matches", "account_id", "INTEGER")];

/**
 * Version 25: what a takeover's update left of the fields it writes, as the service answered it (`reconciliations.written`,
 * JSON): a removal puts a field back only while the transaction still holds that, never over the person's later change.
 * Null: applied before (the removal then reads `applied_updated_at`, as it did).
 */
const V25: Migration = [addColumn("reconciliations", "written", "TEXT")];

/**
 * Version 26: what an import learned of an item from the budget's history (`items.learned`, JSON: the person's payee
 * and category it was given and why, uploads/learned.ts), for the report once the body is emptied. Null: nothing.
 */
const V26: Migration = [addColumn("items", "learned", "TEXT")];

/**
 * Version 27: the budget's history kept between imports (store/history-cache.ts), so that the next read asks the
 * service only for what changed since (`updated_since`). `history_reads`: one row per connection, the days it holds,
 * when it was read whole (its age bound) and the service's newest `updated_at` seen; `history_rows`: what learning
 * reads of each transaction, as JSON. Both are dropped on disconnect and whenever a read cannot be merged.
 */
const V27: Migration = [
  `CREATE TABLE IF NOT EXISTS history_reads (
     connection_id TEXT PRIMARY KEY,
     from_date TEXT NOT NULL,
     to_date TEXT NOT NULL,
     read_at INTEGER NOT NULL,
     since TEXT NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS history_rows (
     connection_id TEXT NOT NULL,
     id INTEGER NOT NULL,
     date TEXT NOT NULL,
     row TEXT NOT NULL,
     PRIMARY KEY (connection_id, id)
   )`,
];

export const MIGRATIONS: readonly Migration[] = [
  V1,
  V2,
  V3,
  V4,
  V5,
  V6,
  V7,
  V8,
  V9,
  V10,
  V11,
  V12,
  V13,
  V14,
  V15,
  V16,
  V17,
  V18,
  V19,
  V20,
  V21,
  V22,
  V23,
  V24,
  V25,
  V26,
  V27,
];
