// Authorization codes: one-time, short-lived (the client's code lifetime, 60 s by default), bound to
// the client, the exact redirect_uri, the PKCE challenge, the user and the budget (world) chosen.
import type { Db } from "../db";
import type { Client } from "./clients";
import { type OAuthBindings } from "./context";
import { bump } from "./counters";
import type { Budget } from "./directory";
import { invalidGrant } from "./errors";
import { type Grant, createGrant, revokeGrant } from "./grants";
import { verifierMatches } from "./pkce";
import { randomToken, sha256Hex } from "./opaque-values";

type CodeRow = {
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  user_id: number;
  account_id: number;
  world: string;
  expires_at: number;
  used_at: number | null;
  grant_id: string | null;
};

export async function createCode(
  db: Db,
  client: Client,
  request: { redirect_uri: string; code_challenge: string },
  userId: number,
  budget: Budget,
): Promise<string> {
  const code = randomToken();
  const now = Date.now();
  // Codes used or expired long ago no longer matter, even for replay detection.
  db.run("DELETE FROM codes WHERE expires_at < ?", now - 3600_000);
  db.run(
    `INSERT INTO codes (code_hash, client_id, redirect_uri, code_challenge, user_id, account_id, world, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    await sha256Hex(code),
    client.client_id,
    request.redirect_uri,
    request.code_challenge,
    userId,
    budget.account_id,
    budget.world,
    now + client.code_lifetime_seconds * 1000,
  );
  return code;
}

/**
 * Redeems a code for a new grant. The code is spent by the first attempt, whatever its outcome; a
 * second presentation is a replay, and the grant the code gave is revoked (RFC 6749 section 4.1.2).
 */
export async function redeemCode(
  b: OAuthBindings,
  client: Client,
  p: { code: string; redirect_uri: string; code_verifier: string },
): Promise<Grant> {
  const hash = await sha256Hex(p.code);
  const now = Date.now();
  const row = b.db.get<CodeRow>("SELECT * FROM codes WHERE code_hash = ?", hash);
  if (!row) throw invalidGrant("Unknown authorization code");
  if (row.used_at !== null) {
    bump(b.db, client.client_id, "codeReplays");
    if (row.grant_id !== null) await revokeGrant(b, row.grant_id, "authorization code replayed");
    throw invalidGrant("The authorization code was already used");
  }
  // Spent before the first await below, so two concurrent exchanges cannot both succeed.
  b.db.run("UPDATE codes SET used_at = ? WHERE code_hash = ?", now, hash);
  if (row.client_id !== client.client_id) throw invalidGrant("The authorization code was issued to another client");
  if (row.expires_at <= now) throw invalidGrant("The authorization code has expired");
  if (row.redirect_uri !== p.redirect_uri) throw invalidGrant("redirect_uri differs from the one of the authorization request");
  if (!(await verifierMatches(p.code_verifier, row.code_challenge))) throw invalidGrant("code_verifier does not match the code_challenge");
  const grant = createGrant(b.db, { client_id: client.client_id, user_id: row.user_id, account_id: row.account_id, world: row.world });
  b.db.run("UPDATE codes SET grant_id = ? WHERE code_hash = ?", grant.id, hash);
  return grant;
}
