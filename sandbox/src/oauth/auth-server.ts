// The OAuth 2.0 authorization server: one Durable Object (SQLite) for the whole sandbox, so clients,
// codes, grants and refresh tokens are consistent. Access tokens are minted by the chosen world.
import { DurableObject } from "cloudflare:workers";
import { Hono } from "hono";
import { onError } from "../api";
import { Db } from "../db";
import { errorResponse, notFound } from "../errors";
import { oauthAdmin } from "./admin";
import { authorize } from "./authorize";
import type { OAuthEnv } from "./context";
import { OAuthError, oauthErrorResponse } from "./errors";
import { metadata } from "./metadata";
import { revoke } from "./revoke";
import { OAUTH_TABLES } from "./schema";
import { seedAuthServer } from "./seed";
import { token } from "./token";

const endpoints = new Hono<OAuthEnv>().route("/", metadata).route("/", authorize).route("/", token).route("/", revoke);
endpoints.onError((err) => (err instanceof OAuthError ? oauthErrorResponse(err) : onError(err)));
endpoints.notFound((c) => errorResponse(notFound(`No OAuth route for ${c.req.method} ${new URL(c.req.url).pathname}`)));

oauthAdmin.onError(onError);
oauthAdmin.notFound((c) => errorResponse(notFound(`No sandbox admin route for ${c.req.method} ${new URL(c.req.url).pathname}`)));

export class AuthServer extends DurableObject<Env> {
  private readonly db: Db;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.db = new Db(ctx.storage.sql);
    for (const ddl of OAUTH_TABLES) this.db.run(ddl);
    void ctx.blockConcurrencyWhile(() => seedAuthServer(this.db));
  }

  override fetch(request: Request): Promise<Response> | Response {
    const bindings = { db: this.db, worlds: this.env.WORLD };
    const admin = new URL(request.url).pathname.startsWith("/__sandbox/");
    return (admin ? oauthAdmin : endpoints).fetch(request, bindings);
  }
}
