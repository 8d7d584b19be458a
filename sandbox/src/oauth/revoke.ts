// POST /oauth/revoke (RFC 7009): a client revokes one of its tokens. A refresh token ends its whole
// grant; an access token ends alone. Unknown tokens, and other clients' tokens, get the same 200.
import { Hono } from "hono";
import { z } from "zod";
import { worldOfToken } from "../tokens";
import { authenticateClient } from "./client-auth";
import { type OAuthBindings, type OAuthEnv, worldStub } from "./context";
import { bump } from "./counters";
import type { Client } from "./clients";
import { NO_STORE } from "./errors";
import { getGrant, revokeGrant } from "./grants";
import { parseParams, readForm, required } from "./params";
import { sha256Hex } from "./opaque-values";

// token_type_hint is only a hint (RFC 7009 section 2.1): both kinds are looked up whatever it says.
const revocation = z.object({ token: required("token"), token_type_hint: z.string().optional() });

async function revokeRefreshToken(b: OAuthBindings, client: Client, token: string): Promise<boolean> {
  const row = b.db.get<{ grant_id: string }>("SELECT grant_id FROM refresh_tokens WHERE token_hash = ?", await sha256Hex(token));
  if (!row || getGrant(b.db, row.grant_id)?.client_id !== client.client_id) return false;
  await revokeGrant(b, row.grant_id, "refresh token revoked by the client");
  return true;
}

async function revokeAccessToken(b: OAuthBindings, client: Client, token: string): Promise<void> {
  const world = worldOfToken(token, "");
  if (!world) return;
  const stub = worldStub(b, world);
  const grantId = await stub.grantOfToken(token);
  if (grantId !== null && getGrant(b.db, grantId)?.client_id === client.client_id) await stub.endTokens({ token }, "revoke");
}

export const revoke = new Hono<OAuthEnv>().post("/oauth/revoke", async (c) => {
  const form = await readForm(c.req.raw);
  const client = await authenticateClient(c.env.db, c.req.raw.headers, form);
  const { token } = parseParams(revocation, form);
  if (!(await revokeRefreshToken(c.env, client, token))) await revokeAccessToken(c.env, client, token);
  bump(c.env.db, client.client_id, "revocations");
  return c.body(null, 200, NO_STORE);
});
