// The Outbox's SQLite tables, one per concern. The layout is described for people in
// src/storage-layout.md; keep the two in step.

export const SCHEMA = [
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
  // One row per insert item; `state`: pending | sending | inserted | duplicate | invalid | failed.
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
     twin_key TEXT NOT NULL DEFAULT '',
     twin_rank INTEGER NOT NULL DEFAULT 1,
     failures INTEGER NOT NULL DEFAULT 0,
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

/** Columns added to `items` after its first layout: added in place to an older Outbox's table. */
export const ITEM_COLUMNS_ADDED: ReadonlyArray<[name: string, definition: string]> = [
  ["twin_key", `twin_key TEXT NOT NULL DEFAULT ''`],
  ["twin_rank", `twin_rank INTEGER NOT NULL DEFAULT 1`],
  ["failures", `failures INTEGER NOT NULL DEFAULT 0`],
];

/** Indexes over added columns: created once the columns exist. */
export const LATE_INDEXES = [
  // Twins: items of one job that the service's payee/date/amount check cannot tell apart.
  `CREATE INDEX IF NOT EXISTS items_by_twin ON items (job_id, twin_key, twin_rank)`,
];
