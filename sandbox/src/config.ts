// Per-world knobs: the rate limit and the lifetime of minted tokens.
import type { Db } from "./db";

/** The service's documented limit: 100 requests per minute per client address. */
export const DEFAULT_RATE_LIMIT = { limit: 100, windowMs: 60_000 };

export interface WorldConfig {
  rateLimit: { limit: number; windowMs: number };
  /** null: minted tokens never expire. */
  tokenLifetimeSeconds: number | null;
}

export function readConfig(db: Db): WorldConfig {
  const row = db.get<{ rate_limit: number; rate_window_ms: number; token_lifetime_s: number | null }>(
    "SELECT rate_limit, rate_window_ms, token_lifetime_s FROM config WHERE id = 1",
  );
  if (!row) return { rateLimit: { ...DEFAULT_RATE_LIMIT }, tokenLifetimeSeconds: null };
  return { rateLimit: { limit: row.rate_limit, windowMs: row.rate_window_ms }, tokenLifetimeSeconds: row.token_lifetime_s };
}

export function writeConfig(db: Db, config: WorldConfig): void {
  db.run(
    "INSERT OR REPLACE INTO config (id, rate_limit, rate_window_ms, token_lifetime_s) VALUES (1, ?, ?, ?)",
    config.rateLimit.limit,
    config.rateLimit.windowMs,
    config.tokenLifetimeSeconds,
  );
}
