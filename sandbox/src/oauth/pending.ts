// Authorization requests waiting for the user: validated by GET /oauth/authorize and kept here, so the
// pages carry only an unguessable id and the code can be bound to exactly what was asked and chosen.
import type { Db } from "../db";
import { randomToken } from "./opaque-values";

const PENDING_LIFETIME_MS = 10 * 60_000;

export type Pending = {
  id: string;
  client_id: string;
  redirect_uri: string;
  state: string | null;
  code_challenge: string;
  /** Set once the user has signed in (picked a user). */
  user_id: number | null;
  expires_at: number;
};

export function createPending(db: Db, p: { client_id: string; redirect_uri: string; state?: string; code_challenge: string }): string {
  const id = randomToken();
  const now = Date.now();
  db.run("DELETE FROM pending WHERE expires_at <= ?", now);
  db.run(
    "INSERT INTO pending (id, client_id, redirect_uri, state, code_challenge, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
    id,
    p.client_id,
    p.redirect_uri,
    p.state,
    p.code_challenge,
    now + PENDING_LIFETIME_MS,
  );
  return id;
}

export const getPending = (db: Db, id: string): Pending | undefined =>
  db.get<Pending>("SELECT * FROM pending WHERE id = ? AND expires_at > ?", id, Date.now());

export const setPendingUser = (db: Db, id: string, userId: number) => db.run("UPDATE pending SET user_id = ? WHERE id = ?", userId, id);

/** A request is answered once: Allow or Deny removes it. */
export const deletePending = (db: Db, id: string) => db.run("DELETE FROM pending WHERE id = ?", id);
