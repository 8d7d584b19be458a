// The BalanceSources object's SQLite tables, one per concern, as ordered forward migrations (src/storage/
// migrations.ts: the version reached is `settings.schema_version`; never edit a released migration, add the
// next). Described for people in src/storage-layout.md; keep the two in step.
import type { Migration } from "../storage";

const V1: Migration = [
  `CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  // A SimpleFIN Access URL claimed from a setup token: sealed (it is a credential), bound to its row id.
  // `last_set`: the last Account Set pulled (balances only, no transactions) and `last_pulled_at`: a
  // source whose slot that pull already covers reads it instead of pulling again (the Bridge's quota).
  // `pulls_day`/`pulls_today`: requests counted per UTC day, refused past the quota.
  `CREATE TABLE IF NOT EXISTS simplefin_connections (
     id TEXT PRIMARY KEY,
     connection_id TEXT NOT NULL,
     label TEXT NOT NULL,
     sealed_access TEXT NOT NULL,
     last_set TEXT NOT NULL,
     last_pulled_at INTEGER NOT NULL,
     pulls_day TEXT NOT NULL,
     pulls_today INTEGER NOT NULL,
     attention TEXT,
     created_at INTEGER NOT NULL
   )`,
  // One row per balance source, mapped to one manual account of one connection.
  `CREATE TABLE IF NOT EXISTS sources (
     id TEXT PRIMARY KEY,
     connection_id TEXT NOT NULL,
     kind TEXT NOT NULL,
     manual_account_id INTEGER NOT NULL,
     account_type TEXT NOT NULL,
     currency TEXT NOT NULL,
     settings TEXT NOT NULL,
     schedule TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     last_run_at INTEGER,
     next_run_at INTEGER NOT NULL,
     state TEXT NOT NULL DEFAULT 'new',
     state_reason TEXT,
     last_written TEXT,
     price_track TEXT,
     history TEXT NOT NULL DEFAULT 'served',
     last_balance_job TEXT,
     last_history_job TEXT,
     tx_through INTEGER
   )`,
  `CREATE INDEX IF NOT EXISTS sources_by_connection ON sources (connection_id)`,
  `CREATE INDEX IF NOT EXISTS sources_by_due ON sources (next_run_at)`,
  // Each run's result, kept 90 days: value, date, outcome and reason, requests spent.
  `CREATE TABLE IF NOT EXISTS runs (
     source_id TEXT NOT NULL,
     at INTEGER NOT NULL,
     trigger TEXT NOT NULL,
     outcome TEXT NOT NULL,
     value TEXT,
     as_of TEXT,
     reason TEXT,
     requests INTEGER NOT NULL,
     history_months INTEGER NOT NULL DEFAULT 0
   )`,
  `CREATE INDEX IF NOT EXISTS runs_by_source ON runs (source_id, at)`,
  // The last reading of each month: a month's end balance once the month is past (balance history).
  `CREATE TABLE IF NOT EXISTS month_ends (
     source_id TEXT NOT NULL,
     month TEXT NOT NULL,
     balance TEXT NOT NULL,
     written INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (source_id, month)
   )`,
];

export const MIGRATIONS: readonly Migration[] = [V1];
