// What the Bridge simulator has seen, per Bridge user (GET /__sandbox/simplefin/users/{user}/counters).
import type { Db } from "../db";
import { utcDay } from "./quota";

export const SIMPLEFIN_COUNTER_NAMES = [
  "claims", // setup tokens claimed (the demo token each time)
  "claimsRefused", // claims answered 403: unknown or already claimed
  "accountsRequests", // authenticated GET /accounts, whatever the answer
  "forbidden", // GET /accounts answered 403 for a revoked or disabled Access URL
  "paymentRequired", // GET /accounts answered 402
  "overQuota", // GET /accounts beyond the daily quota (answered with a warning, or 403 once disabled)
] as const;
export type SimplefinCounterName = (typeof SIMPLEFIN_COUNTER_NAMES)[number];

export function bump(db: Db, user: string, name: SimplefinCounterName): void {
  db.run("INSERT INTO counters (user, name, value) VALUES (?, ?, 1) ON CONFLICT (user, name) DO UPDATE SET value = value + 1", user, name);
}

export function readCounters(db: Db, user: string): Record<SimplefinCounterName, number> & { requestsToday: number } {
  const rows = db.all<{ name: string; value: number }>("SELECT name, value FROM counters WHERE user = ?", user);
  const stored = new Map(rows.map((r) => [r.name, r.value]));
  const counters = Object.fromEntries(SIMPLEFIN_COUNTER_NAMES.map((n) => [n, stored.get(n) ?? 0])) as Record<SimplefinCounterName, number>;
  return { ...counters, requestsToday: requestsToday(db, user) };
}

/** GET /accounts requests of the user's Access URLs counted for today's quota. */
function requestsToday(db: Db, user: string): number {
  const row = db.get<{ n: number | null }>("SELECT SUM(day_requests) AS n FROM access WHERE user = ? AND day = ?", user, utcDay());
  return row?.n ?? 0;
}
