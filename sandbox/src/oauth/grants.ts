// Grants: what one code exchange created (client, user, budget, world), with its refresh tokens here
// and its access tokens in the world (tagged with the grant id, so ending a grant ends them all).
import type { Db } from "../db";
import { type Client, wantsRefreshTokens } from "./clients";
import { type OAuthBindings, worldStub } from "./context";
import { bump } from "./counters";
import { getUser } from "./directory";
import { invalidGrant } from "./errors";
import { randomToken, sha256Hex } from "./opaque-values";

export type Grant = {
  id: string;
  client_id: string;
  user_id: number;
  account_id: number;
  world: string;
  created_at: number;
  revoked_at: number | null;
  revoked_reason: string | null;
};

export interface TokenResponse {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  scope: string;
  refresh_token?: string;
}

export const getGrant = (db: Db, id: string) => db.get<Grant>("SELECT * FROM grants WHERE id = ?", id);

export const listGrants = (db: Db, clientId?: string): Grant[] =>
  clientId === undefined
    ? db.all<Grant>("SELECT * FROM grants ORDER BY created_at, id")
    : db.all<Grant>("SELECT * FROM grants WHERE client_id = ? ORDER BY created_at, id", clientId);

export const grantObject = (g: Grant) => ({
  ...g,
  created_at: new Date(g.created_at).toISOString(),
  revoked_at: g.revoked_at === null ? null : new Date(g.revoked_at).toISOString(),
});

export function createGrant(db: Db, g: Pick<Grant, "client_id" | "user_id" | "account_id" | "world">, now = Date.now()): Grant {
  const id = crypto.randomUUID();
  db.run(
    "INSERT INTO grants (id, client_id, user_id, account_id, world, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    id,
    g.client_id,
    g.user_id,
    g.account_id,
    g.world,
    now,
  );
  return { ...g, id, created_at: now, revoked_at: null, revoked_reason: null };
}

/** Ends a grant: its refresh tokens die with it (checked on use), its access tokens are revoked in its world. */
export async function revokeGrant(b: OAuthBindings, id: string, reason: string): Promise<boolean> {
  const grant = getGrant(b.db, id);
  if (!grant || grant.revoked_at !== null) return false;
  b.db.run("UPDATE grants SET revoked_at = ?, revoked_reason = ? WHERE id = ?", Date.now(), reason, id);
  bump(b.db, grant.client_id, "grantsRevoked");
  await worldStub(b, grant.world).endTokens({ grantId: id }, "revoke");
  return true;
}

/** A new access token (minted by the grant's world) and, for offline_access clients, a new refresh token. */
export async function issueTokens(b: OAuthBindings, grant: Grant, client: Client): Promise<TokenResponse> {
  const user = getUser(b.db, grant.user_id);
  const budget = user?.budgets.find((x) => x.account_id === grant.account_id);
  if (!user || !budget) throw invalidGrant("The user or budget of this grant is gone");
  const world = worldStub(b, grant.world);
  const minted = await world.mintForGrant({
    world: grant.world,
    grantId: grant.id,
    lifetimeSeconds: client.access_token_lifetime_seconds,
    caller: { id: user.id, name: user.name, email: user.email },
    budget: { account_id: budget.account_id, name: budget.name },
  });
  const refresh = wantsRefreshTokens(client) ? randomToken() : undefined;
  const refreshHash = refresh === undefined ? undefined : await sha256Hex(refresh);
  // The grant may have ended while we awaited (a replayed code, a reused refresh token): then so does this token.
  if (getGrant(b.db, grant.id)?.revoked_at !== null) {
    await world.endTokens({ token: minted.token }, "revoke");
    throw invalidGrant("The grant was revoked");
  }
  if (refreshHash !== undefined) {
    const lifetime = client.refresh_token_lifetime_seconds;
    b.db.run(
      "INSERT INTO refresh_tokens (token_hash, grant_id, expires_at) VALUES (?, ?, ?)",
      refreshHash,
      grant.id,
      lifetime === null ? null : Date.now() + lifetime * 1000,
    );
  }
  return {
    access_token: minted.token,
    token_type: "Bearer",
    expires_in: client.access_token_lifetime_seconds,
    scope: client.scopes.join(" "),
    ...(refresh === undefined ? {} : { refresh_token: refresh }),
  };
}
