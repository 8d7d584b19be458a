// Synced crypto accounts: read and refresh (connections are made in the app, never through the API).
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { nowIso } from "../context";
import type { Db } from "../db";
import { notFound } from "../errors";
import type { DEFAULT_SEED } from "../seed";
import { pathId } from "../validate";

type SyncedAccount = (typeof DEFAULT_SEED.cryptoSynced)[number];

function getSynced(db: Db, raw: string | undefined): SyncedAccount {
  const id = pathId(raw);
  const row = db.get<{ value: string }>("SELECT value FROM crypto_synced WHERE id = ?", id);
  if (!row) throw notFound(`Synced crypto account ${id} not found`);
  return JSON.parse(row.value) as SyncedAccount;
}

export const crypto = new Hono<AppEnv>()
  .get("/crypto/synced", (c) =>
    c.json({
      crypto_synced: c.env.db
        .all<{ value: string }>("SELECT value FROM crypto_synced ORDER BY id")
        .map((r) => JSON.parse(r.value) as SyncedAccount),
    }),
  )
  .get("/crypto/synced/:id", (c) => c.json(getSynced(c.env.db, c.req.param("id"))))
  .get("/crypto/synced/:id/:symbol", (c) => {
    const account = getSynced(c.env.db, c.req.param("id"));
    const symbol = c.req.param("symbol").toLowerCase();
    const balance = account.balances.find((b) => b.symbol === symbol);
    if (!balance) throw notFound(`Symbol ${symbol} not found in synced crypto account ${account.id}`);
    return c.json(balance);
  })
  .post("/crypto/synced/:id/refresh", (c) => {
    const account = getSynced(c.env.db, c.req.param("id"));
    // A refresh re-reads the same balances: only the timestamps move.
    const now = nowIso();
    const refreshed = {
      ...account,
      updated_at: now,
      last_import: now,
      balances: account.balances.map((b) => ({ ...b, balance_as_of: now, updated_at: now })),
    };
    c.env.db.run("UPDATE crypto_synced SET value = ? WHERE id = ?", JSON.stringify(refreshed), account.id);
    return c.json(refreshed);
  });
