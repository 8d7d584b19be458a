// The Notifier's tables (schema.ts): each connection's preferences, the notices raised and how each channel
// fared, and the lasting states already told.
import { CHANNEL_STATES, type ChannelState, NOTICE_KINDS, type Notice } from "./notice";
import { DEFAULT_PREFERENCES, Preferences } from "./preferences";
import { MIGRATIONS } from "./schema";
import { firstRow, integer, type MigratingStorage, migrate, nullable, oneOf, type RowOf, rows, text } from "../storage";

export type { ChannelState } from "./notice";
export type Channel = "email" | "webhook";

export interface StoredNotice extends Notice {
  raisedAt: number;
  email: ChannelState;
  webhook: ChannelState;
  attempts: number;
  lastError: string | null;
}

export interface ConnectionPreferences {
  preferences: Preferences;
  lastDigestAt: number | null;
}

/** The notice kinds, and the settings page's test notice. */
const STORED_KINDS = [...NOTICE_KINDS, "test"] as const;

const NoticeRow = {
  id: text,
  connection_id: text,
  kind: oneOf(STORED_KINDS),
  title: text,
  text: text,
  path: text,
  raised_at: integer,
  email: oneOf(CHANNEL_STATES),
  webhook: oneOf(CHANNEL_STATES),
  attempts: integer,
  last_error: nullable(text),
};

// The table's `origin` column is no longer read: links come from PUBLIC_URL (config.ts), from the first notice on.
const PreferencesRow = { choices: text, last_digest_at: nullable(integer) };

export class NotifierStore {
  private readonly sql: SqlStorage;

  constructor(storage: MigratingStorage) {
    migrate(storage, MIGRATIONS);
    this.sql = storage.sql;
  }

  preferences(connectionId: string): ConnectionPreferences {
    const row = firstRow(this.sql.exec(`SELECT * FROM preferences WHERE connection_id = ?`, connectionId), PreferencesRow);
    if (!row) return { preferences: DEFAULT_PREFERENCES, lastDigestAt: null };
    const parsed = Preferences.safeParse(JSON.parse(row.choices));
    return { preferences: parsed.success ? parsed.data : DEFAULT_PREFERENCES, lastDigestAt: row.last_digest_at };
  }

  savePreferences(connectionId: string, preferences: Preferences): void {
    this.sql.exec(
      `INSERT INTO preferences (connection_id, choices) VALUES (?, ?)
       ON CONFLICT (connection_id) DO UPDATE SET choices = excluded.choices`,
      connectionId,
      JSON.stringify(preferences),
    );
  }

  /** The day's digest went at `at` (or, for a connection that just chose a digest, counts from then). */
  noteDigest(connectionId: string, at: number, onlyIfNone = false): void {
    this.sql.exec(
      `UPDATE preferences SET last_digest_at = ${onlyIfNone ? "COALESCE(last_digest_at, ?)" : "?"} WHERE connection_id = ?`,
      at,
      connectionId,
    );
  }

  /** Stores a notice unless its event was raised before; true when it is new. */
  insert(notice: Notice, now: number): boolean {
    const before = this.sql.exec(`SELECT 1 FROM notices WHERE id = ?`, notice.id).toArray().length;
    if (before > 0) return false;
    this.sql.exec(
      `INSERT INTO notices (id, connection_id, kind, title, text, path, raised_at, email, webhook)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', 'pending')`,
      notice.id,
      notice.connectionId,
      notice.kind,
      notice.title,
      notice.text,
      notice.path,
      now,
    );
    return true;
  }

  isLasting(key: string): boolean {
    return this.sql.exec(`SELECT 1 FROM lasting WHERE key = ?`, key).toArray().length > 0;
  }

  beginLasting(key: string, noticeId: string): void {
    this.sql.exec(`INSERT OR REPLACE INTO lasting (key, notice_id) VALUES (?, ?)`, key, noticeId);
  }

  /** States under `prefix` that are no longer reported have ended: told again if they begin anew. */
  endLastingExcept(prefix: string, current: ReadonlySet<string>): void {
    const keys = rows(this.sql.exec(`SELECT key FROM lasting WHERE substr(key, 1, ?) = ?`, prefix.length, prefix), { key: text });
    for (const { key } of keys) if (!current.has(key)) this.sql.exec(`DELETE FROM lasting WHERE key = ?`, key);
  }

  /** Notices with a channel to try now (not those waiting for the digest), oldest first. */
  unsettled(limit: number): StoredNotice[] {
    return rows(
      this.sql.exec(`SELECT * FROM notices WHERE email = 'pending' OR webhook = 'pending' ORDER BY raised_at, id LIMIT ?`, limit),
      NoticeRow,
    ).map(noticeOf);
  }

  /** The connection's notices waiting for the day's mail. */
  digestOf(connectionId: string): StoredNotice[] {
    return rows(
      this.sql.exec(`SELECT * FROM notices WHERE connection_id = ? AND email = 'digest' ORDER BY raised_at, id`, connectionId),
      NoticeRow,
    ).map(noticeOf);
  }

  /** A connection back to a mail per event: what waited for the digest is told now. */
  undoDigest(connectionId: string): void {
    this.sql.exec(`UPDATE notices SET email = 'pending' WHERE connection_id = ? AND email = 'digest'`, connectionId);
  }

  /** Connections with notices waiting for the day's mail. */
  digestConnections(): string[] {
    return rows(this.sql.exec(`SELECT DISTINCT connection_id FROM notices WHERE email = 'digest'`), { connection_id: text }).map(
      (r) => r.connection_id,
    );
  }

  save(notice: StoredNotice, now: number): void {
    const open = (s: ChannelState) => s === "pending" || s === "digest";
    this.sql.exec(
      `UPDATE notices SET email = ?, webhook = ?, attempts = ?, last_error = ?, settled_at = ? WHERE id = ?`,
      notice.email,
      notice.webhook,
      notice.attempts,
      notice.lastError,
      open(notice.email) || open(notice.webhook) ? null : now,
      notice.id,
    );
  }

  get(id: string): StoredNotice | null {
    const row = firstRow(this.sql.exec(`SELECT * FROM notices WHERE id = ?`, id), NoticeRow);
    return row ? noticeOf(row) : null;
  }

  recent(connectionId: string, limit: number): StoredNotice[] {
    return rows(
      this.sql.exec(`SELECT * FROM notices WHERE connection_id = ? ORDER BY raised_at DESC, id DESC LIMIT ?`, connectionId, limit),
      NoticeRow,
    ).map(noticeOf);
  }

  purge(before: number): void {
    this.sql.exec(`DELETE FROM notices WHERE raised_at < ? AND settled_at IS NOT NULL`, before);
  }
}

function noticeOf(r: RowOf<typeof NoticeRow>): StoredNotice {
  return {
    id: r.id,
    connectionId: r.connection_id,
    kind: r.kind,
    title: r.title,
    text: r.text,
    path: r.path,
    raisedAt: r.raised_at,
    email: r.email,
    webhook: r.webhook,
    attempts: r.attempts,
    lastError: r.last_error,
  };
}
