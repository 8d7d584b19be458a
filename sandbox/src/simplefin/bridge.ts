// The SimpleFIN Bridge simulator: one Durable Object (SQLite) for the whole sandbox, of its own rather
// than tables in a world or the authorization server, because the Bridge is a different service with
// its own users (a budget world is not a bank login) and a claim must be atomic across every caller.
import { DurableObject } from "cloudflare:workers";
import { onError } from "../api";
import { Db } from "../db";
import { errorResponse, notFound } from "../errors";
import { simplefinAdmin } from "./admin";
import { protocol } from "./protocol";
import { SIMPLEFIN_TABLES } from "./schema";
import { ensureDemo } from "./seed";

protocol.onError(onError);
protocol.notFound(() => new Response("Not Found", { status: 404 }));
simplefinAdmin.onError(onError);
simplefinAdmin.notFound((c) => errorResponse(notFound(`No sandbox admin route for ${c.req.method} ${new URL(c.req.url).pathname}`)));

export class SimplefinBridge extends DurableObject<Env> {
  private readonly db: Db;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.db = new Db(ctx.storage.sql);
    for (const ddl of SIMPLEFIN_TABLES) this.db.run(ddl);
    ensureDemo(this.db);
  }

  override fetch(request: Request): Promise<Response> | Response {
    const admin = new URL(request.url).pathname.startsWith("/__sandbox/");
    return (admin ? simplefinAdmin : protocol).fetch(request, { db: this.db });
  }
}
