// The service's rate limit: a fixed window per client address, counting every request under /v1 and /v2
// in one window (401s and 404s included, as the real service limits per IP before it looks at anything
// else, across both versions).
import type { Db } from "./db";

export interface RateDecision {
  allowed: boolean;
  headers: Record<string, string>;
  /** Seconds until the window resets, rounded up, at least 1. */
  retryAfter: number;
}

export function takeRequest(db: Db, client: string, limit: number, windowMs: number, now = Date.now()): RateDecision {
  const window = db.get<{ started_at: number; count: number }>("SELECT started_at, count FROM rate_windows WHERE client = ?", client);
  const fresh = !window || now >= window.started_at + windowMs;
  const startedAt = fresh ? now : window.started_at;
  const count = fresh ? 1 : window.count + 1;
  db.run("INSERT OR REPLACE INTO rate_windows (client, started_at, count) VALUES (?, ?, ?)", client, startedAt, count);
  const resetAt = startedAt + windowMs;
  const reset = String(Math.ceil(resetAt / 1000));
  const remaining = String(Math.max(0, limit - count));
  return {
    allowed: count <= limit,
    retryAfter: Math.max(1, Math.ceil((resetAt - now) / 1000)),
    headers: {
      "RateLimit-Limit": String(limit),
      "RateLimit-Remaining": remaining,
      "RateLimit-Reset": reset,
      "X-RateLimit-Limit": String(limit),
      "X-RateLimit-Remaining": remaining,
      "X-RateLimit-Reset": reset,
    },
  };
}
