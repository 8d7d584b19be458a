// Access tokens. The configured SANDBOX_TOKEN belongs to world `default` and never expires; every
// other token is minted by a world as `sbx.<world>.<random hex>` and checked by that world only.
import type { Db } from "./db";

const MINTED = /^sbx\.([a-z0-9-]{1,64})\.[0-9a-f]{32}$/;

/** The world a bearer token names, or undefined when it names none. */
export function worldOfToken(token: string, sandboxToken: string): string | undefined {
  if (token === sandboxToken) return "default";
  return MINTED.exec(token)?.[1];
}

export function mintToken(db: Db, world: string, lifetimeSeconds: number | null, now = Date.now()) {
  const random = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
  const token = `sbx.${world}.${random}`;
  const expiresAt = lifetimeSeconds === null ? null : now + lifetimeSeconds * 1000;
  db.run("INSERT INTO tokens (token, expires_at) VALUES (?, ?)", token, expiresAt);
  return { token, expires_at: expiresAt === null ? null : new Date(expiresAt).toISOString() };
}

export function revokeTokens(db: Db): void {
  db.run("UPDATE tokens SET revoked = 1");
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
