// The Notifier object's SQLite tables, one per concern, as ordered forward migrations (src/storage/
// migrations.ts: the version reached is `settings.schema_version`; never edit a released migration, add the
// next). Described for people in src/storage-layout.md; keep the two in step.
import type { Migration } from "../storage";

const V1: Migration = [
  `CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  // Each connection's choices (absent: the defaults of preferences.ts), and where its pages are served.
  `CREATE TABLE IF NOT EXISTS preferences (
     connection_id TEXT PRIMARY KEY,
     choices TEXT NOT NULL,
     origin TEXT,
     last_digest_at INTEGER
   )`,
  // One row per event told (or to tell): the id is the event's own, so raising it again changes nothing.
  // `email`, `webhook`: pending | sent | digest (waits for the day's mail) | off | no_address | gave_up.
  `CREATE TABLE IF NOT EXISTS notices (
     id TEXT PRIMARY KEY,
     connection_id TEXT NOT NULL,
     kind TEXT NOT NULL,
     title TEXT NOT NULL,
     text TEXT NOT NULL,
     path TEXT NOT NULL,
     raised_at INTEGER NOT NULL,
     email TEXT NOT NULL,
     webhook TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     settled_at INTEGER
   )`,
  `CREATE INDEX IF NOT EXISTS notices_by_connection ON notices (connection_id, raised_at)`,
  `CREATE INDEX IF NOT EXISTS notices_to_tell ON notices (email, webhook)`,
  // States that last (a paused connection, a source in trouble) while they last: told once, told again only
  // after they ended. `notice_id`: the notice that told it.
  `CREATE TABLE IF NOT EXISTS lasting (key TEXT PRIMARY KEY, notice_id TEXT NOT NULL)`,
];

export const MIGRATIONS: readonly Migration[] = [V1];
