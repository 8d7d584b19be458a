// The price feed: one Durable Object (SQLite) for the whole sandbox, answering quote and FX documents
// whose values the admin interface sets, so a priced holding works under `npm start` with no network.
import { DurableObject } from "cloudflare:workers";
import { onError } from "../api";
import { Db } from "../db";
import { errorResponse, notFound } from "../errors";
import { priceAdmin } from "./admin";
import { quotes } from "./quotes";
import { PRICE_TABLES } from "./schema";
import { seedPrices } from "./store";

quotes.onError(onError);
quotes.notFound(() => Response.json({ error: "not found" }, { status: 404 }));
priceAdmin.onError(onError);
priceAdmin.notFound((c) => errorResponse(notFound(`No sandbox admin route for ${c.req.method} ${new URL(c.req.url).pathname}`)));

export class PriceFeed extends DurableObject<Env> {
  private readonly db: Db;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.db = new Db(ctx.storage.sql);
    for (const ddl of PRICE_TABLES) this.db.run(ddl);
    seedPrices(this.db);
  }

  override fetch(request: Request): Promise<Response> | Response {
    const admin = new URL(request.url).pathname.startsWith("/__sandbox/");
    return (admin ? priceAdmin : quotes).fetch(request, { db: this.db });
  }
}
