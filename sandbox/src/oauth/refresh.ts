// Refresh with rotation: each refresh token works once and is replaced by a new one. Presenting a
// rotated token again means it leaked (or the client lost track): the whole grant is revoked, as the
// real service warns.
import type { Client } from "./clients";
import type { OAuthBindings } from "./context";
import { bump } from "./counters";
import { invalidGrant } from "./errors";
import { type Grant, type TokenResponse, getGrant, issueTokens, revokeGrant } from "./grants";
import { sha256Hex } from "./opaque-values";

export async function refresh(b: OAuthBindings, client: Client, refreshToken: string): Promise<TokenResponse> {
  const hash = await sha256Hex(refreshToken);
  const now = Date.now();
  const row = b.db.get<{ grant_id: string; expires_at: number | null; used_at: number | null }>(
    "SELECT grant_id, expires_at, used_at FROM refresh_tokens WHERE token_hash = ?",
    hash,
  );
  const grant: Grant | undefined = row && getGrant(b.db, row.grant_id);
  // Another client's refresh token is as unknown to this client as a made-up one.
  if (!row || !grant || grant.client_id !== client.client_id) throw invalidGrant("Unknown refresh token");
  if (row.used_at !== null) {
    bump(b.db, client.client_id, "reuseDetections");
    await revokeGrant(b, grant.id, "refresh token reuse");
    throw invalidGrant("The refresh token was already used: the grant is revoked");
  }
  if (grant.revoked_at !== null) throw invalidGrant("The grant was revoked");
  if (row.expires_at !== null && row.expires_at <= now) throw invalidGrant("The refresh token has expired");
  // Rotated before the first await below, so a concurrent second use counts as reuse.
  b.db.run("UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ?", now, hash);
  const response = await issueTokens(b, grant, client);
  bump(b.db, client.client_id, "refreshes");
  return response;
}
