// What the authorization server has seen, per client ('' when the client is unknown) and in total.
import type { Db } from "../db";

export const OAUTH_COUNTER_NAMES = [
  "authorizations",
  "denials",
  "tokenRequests",
  "codeExchanges",
  "codeReplays",
  "refreshes",
  "reuseDetections",
  "revocations",
  "grantsRevoked",
] as const;
export type OAuthCounterName = (typeof OAUTH_COUNTER_NAMES)[number];

export function bump(db: Db, clientId: string, name: OAuthCounterName): void {
  db.run(
    "INSERT INTO counters (client_id, name, value) VALUES (?, ?, 1) ON CONFLICT (client_id, name) DO UPDATE SET value = value + 1",
    clientId,
    name,
  );
}

/** One client's counters, or the totals over every client when clientId is undefined. */
export function readCounters(db: Db, clientId?: string): Record<OAuthCounterName, number> {
  const rows =
    clientId === undefined
      ? db.all<{ name: string; value: number }>("SELECT name, SUM(value) AS value FROM counters GROUP BY name")
      : db.all<{ name: string; value: number }>("SELECT name, value FROM counters WHERE client_id = ?", clientId);
  const stored = new Map(rows.map((r) => [r.name, r.value]));
  return Object.fromEntries(OAUTH_COUNTER_NAMES.map((n) => [n, stored.get(n) ?? 0])) as Record<OAuthCounterName, number>;
}
