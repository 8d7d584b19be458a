// Setup tokens, their one claim, and the Access URLs' credentials. A setup token is base64 of a claim
// URL (`{root}/claim/{token}`); the claim answers the Access URL (`http://user:pass@host/simplefin`)
// once, and 403 ever after. The demo token ("demo") is the protocol's exception: claimable again and
// again, always for `demo:demo`.
import { z } from "zod";
import { type Db, json } from "../db";
import { notFound } from "../errors";
import { randomToken, sameText, sha256Hex } from "../oauth/opaque-values";
import { epochSeconds, randomId, rootUrl } from "./context";
import { DEMO_CREDENTIALS, DEMO_USER, ensureDemo } from "./seed";

export const setupTokenInput = z.strictObject({
  /** The accounts the token shares (default: all of the user's, later ones too). */
  accounts: z.array(z.string().min(1)).min(1).optional(),
});

export const revokeInput = z.strictObject({ username: z.string().min(1).optional() });

export interface Access {
  username: string;
  user: string;
  /** Account ids the Access URL shares, or null for all of the user's. */
  accounts: string[] | null;
  revoked: boolean;
  disabled: boolean;
}

/** A new one-time setup token for the user (the claim token inside is stored hashed). */
export async function createSetupToken(db: Db, user: string, accounts: string[] | null, requestUrl: string) {
  const token = randomToken();
  db.run(
    "INSERT INTO setup_tokens (token_hash, user, accounts, created_at) VALUES (?, ?, ?, ?)",
    await sha256Hex(token),
    user,
    accounts === null ? null : JSON.stringify(accounts),
    epochSeconds(),
  );
  const claimUrl = `${rootUrl(requestUrl)}/claim/${token}`;
  return { setup_token: btoa(claimUrl), claim_url: claimUrl };
}

/** The Access URL for a claim token, or null when it does not exist or was claimed (the claim's 403). */
export async function claim(db: Db, token: string, requestUrl: string): Promise<{ user: string; accessUrl: string } | null> {
  if (token === "demo") {
    ensureDemo(db);
    return { user: DEMO_USER, accessUrl: accessUrl(requestUrl, DEMO_CREDENTIALS.username, DEMO_CREDENTIALS.password) };
  }
  const [tokenHash, username, password] = [await sha256Hex(token), randomId("sfa").toLowerCase(), randomToken()];
  const passwordHash = await sha256Hex(password);
  // No await from the check to the mark: two concurrent claims cannot both see the token unclaimed.
  const row = db.get<{ user: string; accounts: string | null; claimed_at: number | null }>(
    "SELECT user, accounts, claimed_at FROM setup_tokens WHERE token_hash = ?",
    tokenHash,
  );
  if (!row || row.claimed_at !== null) return null;
  const now = epochSeconds();
  db.run("UPDATE setup_tokens SET claimed_at = ? WHERE token_hash = ?", now, tokenHash);
  db.run(
    `INSERT INTO access (username, user, password_hash, accounts, created_at, day, day_requests, total_requests)
     VALUES (?, ?, ?, ?, ?, '', 0, 0)`,
    username,
    row.user,
    passwordHash,
    row.accounts,
    now,
  );
  return { user: row.user, accessUrl: accessUrl(requestUrl, username, password) };
}

/** The user a setup token belongs to, for counting a refused claim (null when the token is unknown). */
export async function ownerOfClaimToken(db: Db, token: string): Promise<string | null> {
  return db.get<{ user: string }>("SELECT user FROM setup_tokens WHERE token_hash = ?", await sha256Hex(token))?.user ?? null;
}

/** The Access URL whose Basic credentials the request carries, or null (unknown user or wrong password). */
export async function authenticate(db: Db, authorization: string | null): Promise<Access | null> {
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? "")?.[1];
  if (!basic) return null;
  let decoded: string;
  try {
    decoded = new TextDecoder().decode(Uint8Array.from(atob(basic), (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  const [username, password] = [decoded.slice(0, colon), decoded.slice(colon + 1)];
  const hash = await sha256Hex(password);
  const row = db.get<{
    user: string;
    password_hash: string;
    accounts: string | null;
    revoked_at: number | null;
    disabled_at: number | null;
  }>("SELECT user, password_hash, accounts, revoked_at, disabled_at FROM access WHERE username = ?", username);
  if (!row || !sameText(row.password_hash, hash)) return null;
  return {
    username,
    user: row.user,
    accounts: json<string[] | null>(row.accounts, null),
    revoked: row.revoked_at !== null,
    disabled: row.disabled_at !== null,
  };
}

/** Revokes one Access URL of the user, or all of them; the number revoked (404 when none was live). */
export function revoke(db: Db, user: string, username?: string): number {
  const live = db.all<{ username: string }>(
    "SELECT username FROM access WHERE user = ? AND revoked_at IS NULL AND (? IS NULL OR username = ?)",
    user,
    username,
    username,
  );
  if (live.length === 0) throw notFound(username ? `No live access ${username} for ${user}` : `No live access for ${user}`);
  for (const { username: name } of live) db.run("UPDATE access SET revoked_at = ? WHERE username = ?", epochSeconds(), name);
  return live.length;
}

/** The user's Access URLs as the admin interface shows them (never a password). */
export function listAccess(db: Db, user: string) {
  return db
    .all<{
      username: string;
      accounts: string | null;
      created_at: number;
      revoked_at: number | null;
      disabled_at: number | null;
      day: string;
      day_requests: number;
      total_requests: number;
    }>(
      "SELECT username, accounts, created_at, revoked_at, disabled_at, day, day_requests, total_requests FROM access WHERE user = ? ORDER BY created_at, username",
      user,
    )
    .map((r) => ({
      username: r.username,
      accounts: json<string[] | null>(r.accounts, null),
      created_at: r.created_at,
      revoked_at: r.revoked_at,
      disabled_at: r.disabled_at,
      quota_day: r.day || null,
      requests_that_day: r.day_requests,
      requests_total: r.total_requests,
    }));
}

function accessUrl(requestUrl: string, username: string, password: string): string {
  const url = new URL(rootUrl(requestUrl));
  url.username = encodeURIComponent(username);
  url.password = encodeURIComponent(password);
  return url.href;
}
