// The sandbox's own interface (outside /v2, no auth, not rate limited): reset a world, mint, expire and
// revoke tokens, set the rate limit and faults, read counters, add records, dump every transaction.
import { Hono } from "hono";
import { z } from "zod";
import { type WorldConfig, DEFAULT_RATE_LIMIT, readConfig, writeConfig } from "./config";
import type { AppEnv } from "./context";
import { notFound } from "./errors";
import { readCounters } from "./counters";
import { NO_FAULTS, readFaults, writeFaults } from "./faults";
import { seedDefaults, seedRecords, seedSettingsOnly } from "./populate";
import { seedHistory } from "./seed-history";
import { TABLE_NAMES, TABLES } from "./schema";
import { SEED_IDS } from "./seed";
import { endTokens, mintToken, revokeTokens } from "./tokens";
import { fileById, fileBytes, filesOf } from "./transactions/files";
import { groupTransactions, splitTransaction } from "./transactions/structure";
import { transactionObject } from "./transactions/object";
import { amount4, id, parse, pathId, readJson } from "./validate";
import type { Db } from "./db";

const rateLimit = z.strictObject({ limit: z.number().int().min(1), windowMs: z.number().int().min(1) });
const lifetime = z.number().positive().nullable();
const resetBody = z.strictObject({
  seed: z.boolean().optional(),
  /** Also three months of a person's renamed and filed shops (seed-history.ts). */
  history: z.boolean().optional(),
  rateLimit: rateLimit.optional(),
  tokenLifetimeSeconds: lifetime.optional(),
});
const configBody = z.strictObject({ rateLimit: rateLimit.optional(), tokenLifetimeSeconds: lifetime.optional() });
const probability = z.number().min(0).max(1);
const faultsBody = z.strictObject({
  p429: probability.optional(),
  p500: probability.optional(),
  pDrop: probability.optional(),
  latencyMs: z.number().int().min(0).optional(),
  retryAfterSeconds: z.number().int().min(0).optional(),
  anonymous400: z.boolean().optional(),
  historyUnserved: z.boolean().optional(),
  accountListDown: z.boolean().optional(),
  writesOnly: z.boolean().optional(),
});

/**
 * Wipes every table and seeds the world afresh. A world is one budget: `default` is budget 2001 (the seed's
 * ids), every other world a budget of its own id, as two budgets of the service never share one.
 */
export function resetWorld(
  db: Db,
  options: { seed?: boolean; history?: boolean; config?: Partial<WorldConfig>; world?: string } = {},
): WorldConfig {
  for (const table of TABLE_NAMES) db.run(`DROP TABLE IF EXISTS ${table}`);
  for (const ddl of TABLES) db.run(ddl);
  const config: WorldConfig = {
    rateLimit: options.config?.rateLimit ?? { ...DEFAULT_RATE_LIMIT },
    tokenLifetimeSeconds: options.config?.tokenLifetimeSeconds ?? null,
  };
  writeConfig(db, config);
  writeFaults(db, NO_FAULTS);
  const accountId = budgetIdOf(options.world ?? "default");
  if (options.seed ?? true) seedDefaults(db, accountId);
  else seedSettingsOnly(db, accountId);
  if (options.history) seedHistory(db);
  return config;
}

/** The budget id of a world: stable for its name, above the directory's sequential ids (2001…). */
export function budgetIdOf(world: string): number {
  if (world === "default") return SEED_IDS.account;
  let hash = 0x811c9dc5; // FNV-1a, 32 bits
  for (let i = 0; i < world.length; i++) hash = Math.imul(hash ^ world.charCodeAt(i), 0x01000193) >>> 0;
  return 1_000_000 + hash;
}

export const admin = new Hono<AppEnv>()
  .basePath("/__sandbox/worlds/:world")
  .post("/reset", async (c) => {
    const body = parse(resetBody, await readJson(c.req.raw));
    const config = resetWorld(c.env.db, { seed: body.seed, history: body.history, config: body, world: c.env.world });
    const { token, expires_at } = mintToken(c.env.db, c.env.world, config.tokenLifetimeSeconds);
    return c.json({ world: c.env.world, token, expires_at });
  })
  .post("/tokens", async (c) => {
    const body = parse(z.strictObject({ lifetimeSeconds: lifetime.optional() }), await readJson(c.req.raw));
    const lifetimeSeconds = body.lifetimeSeconds !== undefined ? body.lifetimeSeconds : readConfig(c.env.db).tokenLifetimeSeconds;
    return c.json(mintToken(c.env.db, c.env.world, lifetimeSeconds), 201);
  })
  .delete("/tokens", (c) => {
    revokeTokens(c.env.db);
    return c.body(null, 204);
  })
  // One token by value (in the body, never in a logged URL): revoke it, or make it expire now.
  .post("/tokens/:how{revoke|expire}", async (c) => {
    const { token } = parse(z.strictObject({ token: z.string().min(1) }), await readJson(c.req.raw));
    const how = c.req.param("how") === "revoke" ? "revoke" : "expire";
    if (endTokens(c.env.db, { token }, how) === 0) throw notFound("No such token in this world");
    return c.body(null, 204);
  })
  .get("/config", (c) => c.json(readConfig(c.env.db)))
  .put("/config", async (c) => {
    const body = parse(configBody, await readJson(c.req.raw));
    const next = { ...readConfig(c.env.db), ...body };
    writeConfig(c.env.db, next);
    // A new limit starts new windows.
    if (body.rateLimit) c.env.db.run("DELETE FROM rate_windows");
    return c.json(next);
  })
  .get("/faults", (c) => c.json(readFaults(c.env.db)))
  .put("/faults", async (c) => {
    const body = parse(faultsBody, await readJson(c.req.raw));
    const next = { ...readFaults(c.env.db), ...body };
    writeFaults(c.env.db, next);
    return c.json(next);
  })
  .get("/counters", (c) => c.json(readCounters(c.env.db)))
  // A webhook receiver for Intake's notices: every POST is kept; `?status=` makes it answer that instead of 204.
  .post("/hooks", async (c) => {
    const body = (await c.req.text()).slice(0, 64 * 1024);
    c.env.db.run(
      "INSERT INTO hooks (received_at, content_type, body) VALUES (?, ?, ?)",
      new Date().toISOString(),
      c.req.header("Content-Type") ?? null,
      body,
    );
    const status = Number(c.req.query("status") ?? 204);
    return c.body(null, status >= 200 && status <= 599 ? (status as 204) : 204);
  })
  .get("/hooks", (c) => c.json({ hooks: c.env.db.all("SELECT received_at, content_type, body FROM hooks ORDER BY id") }))
  .post("/seed", async (c) => c.json(seedRecords(c.env.db, await readJson(c.req.raw)), 201))
  .get("/transactions", (c) => {
    const rows = c.env.db.all("SELECT * FROM transactions ORDER BY id");
    const files = filesOf(
      c.env.db,
      rows.map((r) => Number(r.id)),
    );
    return c.json({ transactions: rows.map((r) => transactionObject(r, { metadata: true, files: files.get(Number(r.id)) })) });
  })
  // Split and grouped transactions, which the v2 routes refuse to delete (transactions/structure.ts).
  .post("/transactions/:id/split", async (c) => {
    const { amounts } = parse(z.strictObject({ amounts: z.array(amount4).min(2) }), await readJson(c.req.raw));
    return c.json({ children: splitTransaction(c.env.db, pathId(c.req.param("id")), amounts) }, 201);
  })
  .post("/transaction-groups", async (c) => {
    const body = parse(z.strictObject({ ids: z.array(id).min(2), payee: z.string().optional() }), await readJson(c.req.raw));
    return c.json({ id: groupTransactions(c.env.db, body.ids, body.payee ?? "Group") }, 201);
  })
  // What GET /v2/transactions/attachments/{id}'s URL downloads (the service's signed file URLs, played here).
  .get("/files/:id", (c) => {
    const id = Number(c.req.param("id"));
    const file = fileById(c.env.db, id);
    const expires = Date.parse(c.req.query("expires") ?? "");
    if (!file || !(expires > Date.now())) throw notFound(`File ${c.req.param("id")} not found, or its URL expired`);
    return new Response(fileBytes(c.env.db, id), { headers: { "Content-Type": file.type } });
  });
