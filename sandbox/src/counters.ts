// What a world has seen, for tests and benchmarks (GET /__sandbox/worlds/{world}/counters).
import type { Db } from "./db";

export const COUNTER_NAMES = [
  "requests",
  /** GET requests, counted on arrival: what looking things up costs, apart from inserts still in flight. */
  "reads",
  /** GET /transactions (a list, /v1 or /v2), counted among `reads`: what reading a window costs, apart from look-ups. */
  "listReads",
  "rateLimited",
  "injected429",
  "injected500",
  "dropped",
  "insertRequests",
  "itemsInserted",
  "itemsSkipped",
] as const;
export type CounterName = (typeof COUNTER_NAMES)[number];

export function bump(db: Db, name: CounterName, by = 1): void {
  db.run("INSERT INTO counters (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = value + excluded.value", name, by);
}

export function readCounters(db: Db): Record<CounterName, number> {
  const stored = new Map(db.all<{ name: string; value: number }>("SELECT name, value FROM counters").map((r) => [r.name, r.value]));
  return Object.fromEntries(COUNTER_NAMES.map((n) => [n, stored.get(n) ?? 0])) as Record<CounterName, number>;
}
