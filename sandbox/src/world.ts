// One sandbox world: a Durable Object holding its own data, rate limiter, faults, counters and tokens,
// answering both the v2 API and the legacy v1 API over that data.
import { DurableObject } from "cloudflare:workers";
import { admin, resetWorld } from "./admin";
import { HISTORY_WORLD, seedHistory } from "./seed-history";
import { api, onError } from "./api";
import { readConfig } from "./config";
import { bump } from "./counters";
import { Db } from "./db";
import { HttpError, TOO_MANY_REQUESTS, errorResponse, notFound } from "./errors";
import { anonymize400, DROP_HEADER, readFaults, roll } from "./faults";
import { takeRequest } from "./rate-limit";
import { createTables } from "./schema";
import { adoptBudget } from "./settings";
import { type Caller, type TokenSelector, callerOf, checkToken, endTokens, grantOfToken, mintToken, presentedToken } from "./tokens";
import { v1Failure } from "./v1/errors";
import { anonymizeInsertErrors } from "./v1/insert";
import { v1Api } from "./v1/routes";

/** Set by the entry worker: which world a forwarded request is for. */
export const WORLD_HEADER = "X-Sandbox-World";
/** Lets a test play several client addresses: the local dev server overwrites CF-Connecting-IP. */
export const CLIENT_HEADER = "X-Sandbox-Client-IP";

const FAILURE_TITLES = { 401: "Unauthorized", 500: "Internal Server Error" } as const;

admin.onError(onError);
admin.notFound((c) => errorResponse(notFound(`No sandbox admin route for ${c.req.method} ${new URL(c.req.url).pathname}`)));

export class World extends DurableObject<Env> {
  private readonly db: Db;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.db = new Db(ctx.storage.sql);
    createTables(this.db);
    // A world used before any reset (e.g. `default` under `npm start`) starts seeded.
    if (!this.db.get("SELECT id FROM config")) resetWorld(this.db);
  }

  /** Whether the `history` world's shops were looked for since this object started (seed-history.ts). */
  #historyChecked = false;

  override async fetch(request: Request): Promise<Response> {
    const world = request.headers.get(WORLD_HEADER) ?? "default";
    const bindings = { db: this.db, world };
    // The `history` world (a budget of the seeded user) starts with its shops, as `default` starts seeded.
    if (world === HISTORY_WORLD && !this.#historyChecked) {
      this.#historyChecked = true;
      if (!this.db.get("SELECT 1 FROM transactions WHERE external_id = 'history-1'")) seedHistory(this.db);
    }
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/__sandbox/")) return admin.fetch(request, bindings);

    // /v1 and /v2 share one pipeline and one rate-limit window per client address (the service limits per
    // IP across both); they differ in the shape of their failures and in the app that answers.
    const legacy = pathname === "/v1" || pathname.startsWith("/v1/");
    const fail = (status: 401 | 500, errMsg: string) =>
      legacy ? v1Failure(status, errMsg) : errorResponse(new HttpError(status, FAILURE_TITLES[status], [{ errMsg }]));
    const db = this.db;
    bump(db, "requests");
    if (request.method === "GET") bump(db, "reads");
    if (request.method === "GET" && (pathname === "/v2/transactions" || pathname === "/v1/transactions")) bump(db, "listReads");
    const { rateLimit } = readConfig(db);
    const client = request.headers.get(CLIENT_HEADER) ?? request.headers.get("CF-Connecting-IP") ?? "local";
    const rate = takeRequest(db, client, rateLimit.limit, rateLimit.windowMs);
    const send = (response: Response, extra: Record<string, string> = {}) => {
      const out = new Response(response.body, response);
      for (const [k, v] of Object.entries({ ...rate.headers, ...extra })) out.headers.set(k, v);
      return out;
    };
    // The 429 body is v2's on both paths: the v1 spec applies v2's rate-limit rule to /v1.
    if (!rate.allowed) {
      bump(db, "rateLimited");
      return send(Response.json(TOO_MANY_REQUESTS, { status: 429 }), { "Retry-After": String(rate.retryAfter) });
    }

    const token = presentedToken(request);
    const refused = checkToken(db, token, this.env.SANDBOX_TOKEN, world);
    if (refused) return send(fail(401, refused));

    const faults = readFaults(db);
    if (faults.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
    // Injected 429s and 500s happen before processing: nothing is committed.
    const spared = faults.writesOnly && (request.method === "GET" || request.method === "HEAD");
    if (!spared && roll(faults.p429)) {
      bump(db, "injected429");
      return send(Response.json(TOO_MANY_REQUESTS, { status: 429 }), { "Retry-After": String(faults.retryAfterSeconds) });
    }
    if (!spared && roll(faults.p500)) {
      bump(db, "injected500");
      return send(fail(500, "Injected fault: internal server error"));
    }

    if (faults.accountListDown && request.method === "GET" && pathname === "/v2/manual_accounts") {
      return send(fail(500, "Injected fault: the account list is down"));
    }
    if (faults.historyUnserved && pathname.startsWith("/v2/balance_history")) {
      return send(errorResponse(new HttpError(404, "Not Found", [{ errMsg: "balance history is not served" }])));
    }

    const env = { ...bindings, caller: callerOf(db, token ?? "") };
    const isInsert = request.method === "POST" && (pathname === "/v2/transactions" || pathname === "/v1/transactions");
    let response = legacy ? await v1Api.fetch(request, env) : await api.fetch(request, env);
    if (isInsert && faults.anonymous400) {
      if (legacy) response = await anonymizeInsertErrors(response);
      else if (response.status === 400) response = await anonymize400(response);
    }
    // v1 inserts count themselves (their answer does not say what was skipped).
    if (isInsert && !legacy && response.status === 201) {
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

  // Called by the AuthServer (Durable Object RPC), never over HTTP.

  /** Mints an access token of an OAuth grant, speaking for `caller`, in this world as `budget`. */
  mintForGrant(input: {
    world: string;
    grantId: string;
    lifetimeSeconds: number;
    caller: Caller;
    budget: { account_id: number; name: string };
  }) {
    adoptBudget(this.db, input.budget);
    return mintToken(this.db, input.world, input.lifetimeSeconds, Date.now(), { grantId: input.grantId, caller: input.caller });
  }

  /** Revokes or expires one token or every token of a grant; returns how many there were. */
  endTokens(which: TokenSelector, how: "revoke" | "expire"): number {
    return endTokens(this.db, which, how);
  }

  grantOfToken(token: string): string | null {
    return grantOfToken(this.db, token);
  }
}
