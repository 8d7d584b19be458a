// One sandbox world: a Durable Object holding its own data, rate limiter, faults, counters and tokens.
import { DurableObject } from "cloudflare:workers";
import { admin, resetWorld } from "./admin";
import { api, onError } from "./api";
import { readConfig } from "./config";
import { bump } from "./counters";
import { Db } from "./db";
import { TOO_MANY_REQUESTS, errorBody, errorResponse, notFound, unauthorized } from "./errors";
import { anonymize400, DROP_HEADER, readFaults, roll } from "./faults";
import { takeRequest } from "./rate-limit";
import { TABLES } from "./schema";
import { checkToken } from "./tokens";

/** Set by the entry worker: which world a forwarded request is for. */
export const WORLD_HEADER = "X-Sandbox-World";
/** Lets a test play several client addresses: the local dev server overwrites CF-Connecting-IP. */
export const CLIENT_HEADER = "X-Sandbox-Client-IP";

admin.onError(onError);
admin.notFound((c) => errorResponse(notFound(`No sandbox admin route for ${c.req.method} ${new URL(c.req.url).pathname}`)));

export class World extends DurableObject<Env> {
  private readonly db: Db;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.db = new Db(ctx.storage.sql);
    for (const ddl of TABLES) this.db.run(ddl);
    // State persisted by an older sandbox (npm start keeps it) lacks columns added since.
    if (!this.db.all<{ name: string }>("PRAGMA table_info(faults)").some((c) => c.name === "anonymous_400")) {
      this.db.run("ALTER TABLE faults ADD COLUMN anonymous_400 INTEGER NOT NULL DEFAULT 0");
    }
    // A world used before any reset (e.g. `default` under `npm start`) starts seeded.
    if (!this.db.get("SELECT id FROM config")) resetWorld(this.db);
  }

  override async fetch(request: Request): Promise<Response> {
    const world = request.headers.get(WORLD_HEADER) ?? "default";
    const bindings = { db: this.db, world };
    if (new URL(request.url).pathname.startsWith("/__sandbox/")) return admin.fetch(request, bindings);

    const db = this.db;
    bump(db, "requests");
    const { rateLimit } = readConfig(db);
    const client = request.headers.get(CLIENT_HEADER) ?? request.headers.get("CF-Connecting-IP") ?? "local";
    const rate = takeRequest(db, client, rateLimit.limit, rateLimit.windowMs);
    const send = (response: Response, extra: Record<string, string> = {}) => {
      const out = new Response(response.body, response);
      for (const [k, v] of Object.entries({ ...rate.headers, ...extra })) out.headers.set(k, v);
      return out;
    };
    if (!rate.allowed) {
      bump(db, "rateLimited");
      return send(Response.json(TOO_MANY_REQUESTS, { status: 429 }), { "Retry-After": String(rate.retryAfter) });
    }

    const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1]?.trim();
    const refused = checkToken(db, bearer, this.env.SANDBOX_TOKEN, world);
    if (refused) return send(errorResponse(unauthorized(refused)));

    const faults = readFaults(db);
    if (faults.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
    // Injected 429s and 500s happen before processing: nothing is committed.
    if (roll(faults.p429)) {
      bump(db, "injected429");
      return send(Response.json(TOO_MANY_REQUESTS, { status: 429 }), { "Retry-After": String(faults.retryAfterSeconds) });
    }
    if (roll(faults.p500)) {
      bump(db, "injected500");
      return send(
        Response.json(errorBody("Internal Server Error", [{ errMsg: "Injected fault: internal server error" }]), { status: 500 }),
      );
    }

    let response = await api.fetch(request, bindings);
    const isInsert = request.method === "POST" && new URL(request.url).pathname === "/v2/transactions";
    if (isInsert && response.status === 400 && faults.anonymous400) response = await anonymize400(response);
    if (isInsert && response.status === 201) {
      const result = (await response.clone().json()) as { transactions: unknown[]; skipped_duplicates: unknown[] };
      bump(db, "insertRequests");
      bump(db, "itemsInserted", result.transactions.length);
      bump(db, "itemsSkipped", result.skipped_duplicates.length);
    }
    // A dropped connection happens after the commit: the hard case for exactly-once clients.
    if (roll(faults.pDrop)) {
      bump(db, "dropped");
      return send(response, { [DROP_HEADER]: "1" });
    }
    return send(response);
  }
}
