// Access tokens. The configured SANDBOX_TOKEN belongs to world `default` and never expires; every
// other token is minted by a world as `sbx.<world>.<random hex>` and checked by that world only.
// A token minted for an OAuth grant also carries the grant (so the AuthServer can end all of a
// grant's tokens at once) and the user who authorized it (GET /me answers that user).
import type { Db } from "./db";

export const WORLD_NAME = /^[a-z0-9-]{1,64}$/;
const MINTED = /^sbx\.([a-z0-9-]{1,64})\.[0-9a-f]{32}$/;

/** Who an OAuth access token speaks for (the fields of the spec's User that belong to the person). */
export interface Caller {
  id: number;
  name: string;
  email: string;
}

/**
 * The token a request presents: the bearer header, else (on /v1 only, which documents it; v2 advises
 * against the practice) an `access_token` query parameter.
 */
export function presentedToken(request: Request): string | undefined {
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1]?.trim();
  if (bearer) return bearer;
  const url = new URL(request.url);
  return url.pathname.startsWith("/v1/") ? url.searchParams.get("access_token")?.trim() || undefined : undefined;
}

/** The world a bearer token names, or undefined when it names none. */
export function worldOfToken(token: string, sandboxToken: string): string | undefined {
  if (token === sandboxToken) return "default";
  return MINTED.exec(token)?.[1];
}

export function mintToken(
  db: Db,
  world: string,
  lifetimeSeconds: number | null,
  now = Date.now(),
  oauth?: { grantId: string; caller: Caller },
) {
  const random = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
  const token = `sbx.${world}.${random}`;
  const expiresAt = lifetimeSeconds === null ? null : now + lifetimeSeconds * 1000;
  db.run(
    "INSERT INTO tokens (token, expires_at, grant_id, caller) VALUES (?, ?, ?, ?)",
    token,
    expiresAt,
    oauth?.grantId,
    oauth ? JSON.stringify(oauth.caller) : null,
  );
  return { token, expires_at: expiresAt === null ? null : new Date(expiresAt).toISOString() };
}

export function revokeTokens(db: Db): void {
  db.run("UPDATE tokens SET revoked = 1");
}

/** One token by value, or every token of a grant. */
export type TokenSelector = { token: string } | { grantId: string };

/**
 * Revokes the selected tokens, or makes them expire now (a distinct 401 message, and what a client
 * meets when a token's lifetime ends). Returns how many tokens were affected.
 */
export function endTokens(db: Db, which: TokenSelector, how: "revoke" | "expire", now = Date.now()): number {
  const [where, value] = "token" in which ? ["token = ?", which.token] : ["grant_id = ?", which.grantId];
  const affected = db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM tokens WHERE ${where}`, value)?.n ?? 0;
  if (how === "revoke") db.run(`UPDATE tokens SET revoked = 1 WHERE ${where}`, value);
  // A token that already expired keeps its earlier expiry.
  else db.run(`UPDATE tokens SET expires_at = ? WHERE ${where} AND (expires_at IS NULL OR expires_at > ?)`, now, value, now);
  return affected;
}

/** The grant an OAuth access token belongs to (null for developer tokens and unknown ones). */
export function grantOfToken(db: Db, token: string): string | null {
  const row = db.get<{ grant_id: string | null }>("SELECT grant_id FROM tokens WHERE token = ?", token);
  return row?.grant_id ?? null;
}

/** The user an OAuth access token was issued to; null for developer tokens (GET /me answers the world's user). */
export function callerOf(db: Db, token: string): Caller | null {
  const row = db.get<{ caller: string | null }>("SELECT caller FROM tokens WHERE token = ?", token);
  return row?.caller ? (JSON.parse(row.caller) as Caller) : null;
}

/** Why the token is refused, or null when it is good. */
export function checkToken(db: Db, token: string | undefined, sandboxToken: string, world: string, now = Date.now()): string | null {
  if (!token) return "Missing access token: send Authorization: Bearer <token>.";
  if (world === "default" && token === sandboxToken) return null;
  const row = db.get<{ expires_at: number | null; revoked: number }>("SELECT expires_at, revoked FROM tokens WHERE token = ?", token);
  if (!row) return "Access token does not exist.";
  if (row.revoked) return "Access token has been revoked.";
  if (row.expires_at !== null && row.expires_at <= now) return "Access token has expired.";
  return null;
}
