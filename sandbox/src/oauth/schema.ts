// The authorization server's SQL tables (one AuthServer Durable Object for the whole sandbox, so codes,
// grants and refresh tokens are consistent). Times are epoch milliseconds; secrets, codes and refresh
// tokens are stored only as SHA-256 hex (they are random and long, so a fast hash suffices).
export const OAUTH_TABLES = [
  `CREATE TABLE IF NOT EXISTS clients (
     client_id TEXT PRIMARY KEY, client_name TEXT NOT NULL, secret_hash TEXT NOT NULL,
     redirect_uris TEXT NOT NULL, scopes TEXT NOT NULL, access_token_lifetime_s INTEGER NOT NULL,
     refresh_token_lifetime_s INTEGER, code_lifetime_s INTEGER NOT NULL)`,
  // The directory: users, budget accounts (one world each) and who may use which budget.
  `CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS budgets (account_id INTEGER PRIMARY KEY, world TEXT NOT NULL UNIQUE, name TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS memberships (user_id INTEGER NOT NULL, account_id INTEGER NOT NULL, PRIMARY KEY (user_id, account_id))`,
  // Authorization requests between GET /oauth/authorize and the user's decision: the page carries only the id.
  `CREATE TABLE IF NOT EXISTS pending (
     id TEXT PRIMARY KEY, client_id TEXT NOT NULL, redirect_uri TEXT NOT NULL, state TEXT,
     code_challenge TEXT NOT NULL, user_id INTEGER, expires_at INTEGER NOT NULL)`,
  // One-time codes, bound to what was authorized; a used code stays (used_at, grant_id) to detect replays.
  `CREATE TABLE IF NOT EXISTS codes (
     code_hash TEXT PRIMARY KEY, client_id TEXT NOT NULL, redirect_uri TEXT NOT NULL, code_challenge TEXT NOT NULL,
     user_id INTEGER NOT NULL, account_id INTEGER NOT NULL, world TEXT NOT NULL, expires_at INTEGER NOT NULL,
     used_at INTEGER, grant_id TEXT)`,
  // One grant per successful code exchange; its access tokens live in its world (tagged with the grant id).
  `CREATE TABLE IF NOT EXISTS grants (
     id TEXT PRIMARY KEY, client_id TEXT NOT NULL, user_id INTEGER NOT NULL, account_id INTEGER NOT NULL,
     world TEXT NOT NULL, created_at INTEGER NOT NULL, revoked_at INTEGER, revoked_reason TEXT)`,
  `CREATE INDEX IF NOT EXISTS grants_client ON grants (client_id)`,
  // Rotated refresh tokens are kept (used_at set): presenting one again is reuse.
  `CREATE TABLE IF NOT EXISTS refresh_tokens (
     token_hash TEXT PRIMARY KEY, grant_id TEXT NOT NULL, expires_at INTEGER, used_at INTEGER)`,
  // Per client ('' for requests whose client is unknown); the totals are the sums.
  `CREATE TABLE IF NOT EXISTS counters (
     client_id TEXT NOT NULL, name TEXT NOT NULL, value INTEGER NOT NULL, PRIMARY KEY (client_id, name))`,
];
