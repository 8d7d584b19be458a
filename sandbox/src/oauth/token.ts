// POST /oauth/token: authorization_code (exact redirect_uri, S256 verifier) and refresh_token (with
// rotation). Form-encoded, client_secret_basic, RFC 6749 JSON errors, never cached. A `scope`
// parameter is ignored: the client's registered scopes apply.
import { Hono } from "hono";
import { z } from "zod";
import { redeemCode } from "./codes";
import { authenticateClient } from "./client-auth";
import type { OAuthEnv } from "./context";
import { bump } from "./counters";
import { NO_STORE, OAuthError } from "./errors";
import { issueTokens } from "./grants";
import { parseParams, readForm, required } from "./params";
import { refresh } from "./refresh";

const codeGrant = z.object({ code: required("code"), redirect_uri: required("redirect_uri"), code_verifier: required("code_verifier") });
const refreshGrant = z.object({ refresh_token: required("refresh_token") });

export const token = new Hono<OAuthEnv>().post("/oauth/token", async (c) => {
  let clientId = "";
  try {
    const form = await readForm(c.req.raw);
    const client = await authenticateClient(c.env.db, c.req.raw.headers, form);
    clientId = client.client_id;
    switch (form.grant_type) {
      case undefined:
        throw new OAuthError("invalid_request", "grant_type is required");
      case "authorization_code": {
        const grant = await redeemCode(c.env, client, parseParams(codeGrant, form));
        const response = await issueTokens(c.env, grant, client);
        bump(c.env.db, clientId, "codeExchanges");
        return c.json(response, 200, NO_STORE);
      }
      case "refresh_token": {
        const { refresh_token } = parseParams(refreshGrant, form);
        return c.json(await refresh(c.env, client, refresh_token), 200, NO_STORE);
      }
      default:
        throw new OAuthError("unsupported_grant_type", "grant_type must be authorization_code or refresh_token");
    }
  } finally {
    bump(c.env.db, clientId, "tokenRequests");
  }
});
