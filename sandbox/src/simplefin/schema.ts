// The SimpleFIN Bridge simulator's SQL tables (one SimplefinBridge Durable Object for the whole sandbox,
// so a setup token cannot be claimed twice even by concurrent requests). Every row belongs to a Bridge
// user (`user`): tests make a user of their own, as they make worlds, and run in parallel.
// Times are epoch seconds, as the protocol writes them. Claim tokens and access passwords are stored
// only as SHA-256 hex (random and long: a fast hash suffices).
export const SIMPLEFIN_TABLES = [
  // One person at the Bridge, with the limits the Bridge applies to their access tokens.
  `CREATE TABLE IF NOT EXISTS users (
     name TEXT PRIMARY KEY, daily_quota INTEGER NOT NULL, disable_after INTEGER, payment_required INTEGER NOT NULL)`,
  // A login at one institution (v2 "Connection"); v1 answers show it as the account's `org`.
  `CREATE TABLE IF NOT EXISTS connections (
     user TEXT NOT NULL, conn_id TEXT NOT NULL, name TEXT NOT NULL, org_id TEXT NOT NULL, org_name TEXT NOT NULL,
     org_url TEXT, PRIMARY KEY (user, conn_id))`,
  // balance_date NULL: "refreshed today" (the Bridge re-dates an unchanged balance every day), so the
  // demo data of a long-lived `npm start` never looks stale.
  `CREATE TABLE IF NOT EXISTS accounts (
     user TEXT NOT NULL, id TEXT NOT NULL, conn_id TEXT NOT NULL, name TEXT NOT NULL, currency TEXT NOT NULL,
     balance TEXT NOT NULL, available_balance TEXT, balance_date INTEGER, position INTEGER NOT NULL,
     PRIMARY KEY (user, id))`,
  `CREATE TABLE IF NOT EXISTS transactions (
     user TEXT NOT NULL, account_id TEXT NOT NULL, id TEXT NOT NULL, posted INTEGER NOT NULL, amount TEXT NOT NULL,
     description TEXT NOT NULL, payee TEXT, memo TEXT, transacted_at INTEGER, pending INTEGER NOT NULL,
     PRIMARY KEY (user, account_id, id))`,
  // Errors every `/accounts` answer of the user carries until they are cleared (a bank asking to log in again).
  `CREATE TABLE IF NOT EXISTS errlist (
     seq INTEGER PRIMARY KEY, user TEXT NOT NULL, code TEXT NOT NULL, msg TEXT NOT NULL, conn_id TEXT, account_id TEXT)`,
  // accounts: JSON array of account ids the token shares, or NULL for all of the user's (later ones too).
  `CREATE TABLE IF NOT EXISTS setup_tokens (
     token_hash TEXT PRIMARY KEY, user TEXT NOT NULL, accounts TEXT, created_at INTEGER NOT NULL, claimed_at INTEGER)`,
  // One Access URL's credentials. `day`/`day_requests`: the quota's count for one UTC day.
  `CREATE TABLE IF NOT EXISTS access (
     username TEXT PRIMARY KEY, user TEXT NOT NULL, password_hash TEXT NOT NULL, accounts TEXT,
     created_at INTEGER NOT NULL, revoked_at INTEGER, disabled_at INTEGER,
     day TEXT NOT NULL, day_requests INTEGER NOT NULL, total_requests INTEGER NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS access_user ON access (user)`,
  `CREATE TABLE IF NOT EXISTS counters (user TEXT NOT NULL, name TEXT NOT NULL, value INTEGER NOT NULL, PRIMARY KEY (user, name))`,
];

/** Every table with per-user rows, for a reset. */
export const USER_TABLES = ["connections", "accounts", "transactions", "errlist", "setup_tokens", "access", "counters", "users"] as const;
