import type { Db } from "./db";

// The service never gives a deleted transaction's id to another (a client that kept the id must not find another
// transaction under it): AUTOINCREMENT, not SQLite's default of the largest id in use plus one.
const TRANSACTIONS_TABLE = `CREATE TABLE IF NOT EXISTS transactions (
     id INTEGER PRIMARY KEY AUTOINCREMENT, date TEXT NOT NULL, amount TEXT NOT NULL, currency TEXT NOT NULL,
     to_base REAL NOT NULL, recurring_id INTEGER, payee TEXT NOT NULL, original_name TEXT,
     category_id INTEGER, manual_account_id INTEGER, linked_account_id INTEGER, external_id TEXT,
     tag_ids TEXT NOT NULL, notes TEXT, status TEXT NOT NULL, is_pending INTEGER NOT NULL,
     custom_metadata TEXT, source TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
     is_split_parent INTEGER NOT NULL DEFAULT 0, split_parent_id INTEGER,
     is_group_parent INTEGER NOT NULL DEFAULT 0, group_parent_id INTEGER)`;

// Every SQL table of a world, written down in one place. One table per concern; booleans are 0/1,
// timestamps ISO 8601 strings, amounts canonical 4-decimal strings (so equality is string equality).
export const TABLES = [
  // The world's knobs (rate limit, token lifetime): one row.
  `CREATE TABLE IF NOT EXISTS config (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     rate_limit INTEGER NOT NULL, rate_window_ms INTEGER NOT NULL, token_lifetime_s INTEGER)`,
  // Injected failures: one row.
  `CREATE TABLE IF NOT EXISTS faults (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     p429 REAL NOT NULL, p500 REAL NOT NULL, p_drop REAL NOT NULL,
     latency_ms INTEGER NOT NULL, retry_after_s INTEGER NOT NULL, anonymous_400 INTEGER NOT NULL DEFAULT 0,
     history_unserved INTEGER NOT NULL DEFAULT 0, account_list_down INTEGER NOT NULL DEFAULT 0,
     writes_only INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE IF NOT EXISTS counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL)`,
  // Minted access tokens; an OAuth token also names its grant and the user it speaks for (JSON).
  `CREATE TABLE IF NOT EXISTS tokens (
     token TEXT PRIMARY KEY, expires_at INTEGER, revoked INTEGER NOT NULL DEFAULT 0, grant_id TEXT, caller TEXT)`,
  `CREATE INDEX IF NOT EXISTS tokens_grant ON tokens (grant_id)`,
  // One fixed window per client address.
  `CREATE TABLE IF NOT EXISTS rate_windows (client TEXT PRIMARY KEY, started_at INTEGER NOT NULL, count INTEGER NOT NULL)`,
  // The user object and the three settings objects, as JSON documents keyed by scope.
  `CREATE TABLE IF NOT EXISTS settings (scope TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS categories (
     id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT, is_income INTEGER NOT NULL,
     exclude_from_budget INTEGER NOT NULL, exclude_from_totals INTEGER NOT NULL, is_group INTEGER NOT NULL,
     group_id INTEGER, archived INTEGER NOT NULL, archived_at TEXT, "order" INTEGER, collapsed INTEGER NOT NULL,
     created_at TEXT NOT NULL, updated_at TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS tags (
     id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT, text_color TEXT, background_color TEXT,
     archived INTEGER NOT NULL, archived_at TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS manual_accounts (
     id INTEGER PRIMARY KEY, name TEXT NOT NULL, institution_name TEXT, display_name TEXT, type TEXT NOT NULL,
     subtype TEXT, balance TEXT NOT NULL, currency TEXT NOT NULL, balance_as_of TEXT NOT NULL,
     status TEXT NOT NULL, closed_on TEXT, external_id TEXT, custom_metadata TEXT,
     exclude_from_transactions INTEGER NOT NULL, created_by_name TEXT NOT NULL,
     created_at TEXT NOT NULL, updated_at TEXT NOT NULL)`,
  // Linked (synced) accounts are read-only through the API: the whole object is stored as JSON.
  `CREATE TABLE IF NOT EXISTS linked_accounts (id INTEGER PRIMARY KEY, value TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS crypto_synced (id INTEGER PRIMARY KEY, value TEXT NOT NULL)`,
  // Payee-matching rules applied by POST /transactions with apply_rules (account null = every account).
  `CREATE TABLE IF NOT EXISTS rules (
     id INTEGER PRIMARY KEY, payee_contains TEXT, payee_equals TEXT, manual_account_id INTEGER,
     linked_account_id INTEGER, set_payee TEXT, set_category_id INTEGER, set_tag_ids TEXT)`,
  TRANSACTIONS_TABLE,
  // duplicate_external_id is looked up per manual account; duplicate_payee_amount_date per date+amount.
  `CREATE INDEX IF NOT EXISTS transactions_external_id ON transactions (manual_account_id, external_id)`,
  `CREATE INDEX IF NOT EXISTS transactions_payee_date_amount ON transactions (date, amount, payee)`,
  `CREATE INDEX IF NOT EXISTS transactions_date ON transactions (date, id)`,
  // The children of a split parent and the members of a group (GET /transactions/{id}, the group and split
  // endpoints). A world persisted before them gets them here too: IF NOT EXISTS, after ADDED_COLUMNS.
  `CREATE INDEX IF NOT EXISTS transactions_split_parent ON transactions (split_parent_id)`,
  `CREATE INDEX IF NOT EXISTS transactions_group_parent ON transactions (group_parent_id)`,
  // Monthly snapshots (symbol '' unless crypto); `deleted_details` keeps the account's description once the account is gone.
  `CREATE TABLE IF NOT EXISTS balance_history (
     id INTEGER PRIMARY KEY, account_type TEXT NOT NULL, account_id INTEGER NOT NULL, month TEXT NOT NULL,
     balance TEXT NOT NULL, currency TEXT NOT NULL, crypto_balance TEXT,
     symbol TEXT NOT NULL DEFAULT '', deleted_details TEXT, UNIQUE (account_type, account_id, symbol, month))`,
  // Files attached to transactions (`bytes`: the size in bytes; the API answers kilobytes) and their content
  // in parts of at most 1 MiB (a Durable Object's SQLite value holds 2 MB at most, a file up to 10 MB).
  // New tables of a persisted world are made by the CREATE … IF NOT EXISTS below: no column change needed.
  `CREATE TABLE IF NOT EXISTS attachments (
     id INTEGER PRIMARY KEY, transaction_id INTEGER NOT NULL, uploaded_by INTEGER NOT NULL, name TEXT NOT NULL,
     type TEXT NOT NULL, bytes INTEGER NOT NULL, notes TEXT, created_at TEXT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS attachments_by_transaction ON attachments (transaction_id, id)`,
  `CREATE TABLE IF NOT EXISTS attachment_parts (
     file_id INTEGER NOT NULL, part INTEGER NOT NULL, bytes BLOB NOT NULL, PRIMARY KEY (file_id, part))`,
  // Webhook calls the world received (admin.ts `/hooks`): a receiver for Intake's notices, locally.
  `CREATE TABLE IF NOT EXISTS hooks (id INTEGER PRIMARY KEY, received_at TEXT NOT NULL, content_type TEXT, body TEXT NOT NULL)`,
];

export const TABLE_NAMES = [
  "config",
  "faults",
  "counters",
  "tokens",
  "rate_windows",
  "settings",
  "categories",
  "tags",
  "manual_accounts",
  "linked_accounts",
  "crypto_synced",
  "rules",
  "transactions",
  "balance_history",
  "attachments",
  "attachment_parts",
  "hooks",
] as const;

/** Columns added since a world was first persisted (npm start keeps its state): added before TABLES runs. */
const ADDED_COLUMNS = [
  { table: "faults", column: "anonymous_400", ddl: "ALTER TABLE faults ADD COLUMN anonymous_400 INTEGER NOT NULL DEFAULT 0" },
  { table: "faults", column: "history_unserved", ddl: "ALTER TABLE faults ADD COLUMN history_unserved INTEGER NOT NULL DEFAULT 0" },
  { table: "faults", column: "account_list_down", ddl: "ALTER TABLE faults ADD COLUMN account_list_down INTEGER NOT NULL DEFAULT 0" },
  { table: "faults", column: "writes_only", ddl: "ALTER TABLE faults ADD COLUMN writes_only INTEGER NOT NULL DEFAULT 0" },
  { table: "tokens", column: "grant_id", ddl: "ALTER TABLE tokens ADD COLUMN grant_id TEXT" },
  { table: "tokens", column: "caller", ddl: "ALTER TABLE tokens ADD COLUMN caller TEXT" },
  ...[
    ["is_split_parent", "INTEGER NOT NULL DEFAULT 0"],
    ["split_parent_id", "INTEGER"],
    ["is_group_parent", "INTEGER NOT NULL DEFAULT 0"],
    ["group_parent_id", "INTEGER"],
  ].map(([column, type]) => ({ table: "transactions", column: column!, ddl: `ALTER TABLE transactions ADD COLUMN ${column} ${type}` })),
];

/** Brings a world's tables up to date, whatever sandbox version created them. */
export function createTables(db: Db): void {
  for (const { table, column, ddl } of ADDED_COLUMNS) {
    const columns = db.all<{ name: string }>(`PRAGMA table_info(${table})`);
    if (columns.length > 0 && !columns.some((c) => c.name === column)) db.run(ddl);
  }
  autoincrementTransactions(db);
  for (const ddl of TABLES) db.run(ddl);
}

/**
 * A world persisted before the transactions' ids were AUTOINCREMENT (npm start keeps its state) gets its table rebuilt
 * as one, rows and ids kept: from then on no id is given twice. (What it deleted before is not known to it: its next id
 * follows the largest one left, as it always did.) Its indexes go with the old table; TABLES makes them again.
 */
function autoincrementTransactions(db: Db): void {
  const table = db.get<{ sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'transactions'");
  if (!table || /\bAUTOINCREMENT\b/i.test(table.sql)) return;
  db.run("ALTER TABLE transactions RENAME TO transactions_reused_ids");
  db.run(TRANSACTIONS_TABLE);
  const columns = db
    .all<{ name: string }>("PRAGMA table_info(transactions)")
    .map((c) => `"${c.name}"`)
    .join(", ");
  db.run(`INSERT INTO transactions (${columns}) SELECT ${columns} FROM transactions_reused_ids`);
  db.run("DROP TABLE transactions_reused_ids");
}
