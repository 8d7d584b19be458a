// Each sandbox test runs in a world of its own: a fresh, seeded copy of the budget with its own token,
// rate limiter, faults and counters, so tests can run in parallel against the one sandbox process.
import { env } from "cloudflare:test";

export const SANDBOX_ORIGIN = env.BUDGET_API_URL.replace(/\/v2\/?$/, "");

export interface ResetOptions {
  seed?: boolean;
  /** Also three months of a person's renamed and filed shops (sandbox/src/seed-history.ts). */
  history?: boolean;
  rateLimit?: { limit: number; windowMs: number };
  tokenLifetimeSeconds?: number | null;
}

export interface TestWorld {
  name: string;
  /** The v2 base URL, `<origin>/v2`. */
  base: string;
  token: string;
  /** The world's admin base URL, `<origin>/__sandbox/worlds/<name>`. */
  admin: string;
  /** A v2 request with this world's token (or the one given). */
  api(method: string, path: string, body?: unknown, token?: string | null): Promise<Response>;
  /** An admin request; returns the parsed JSON (or null for 204). */
  adminCall<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

export async function newWorld(prefix = "t", options: ResetOptions = {}): Promise<TestWorld> {
  const name = `${prefix}-${crypto.randomUUID().slice(0, 13)}`.toLowerCase();
  const admin = `${SANDBOX_ORIGIN}/__sandbox/worlds/${name}`;
  const res = await fetch(`${admin}/reset`, { method: "POST", body: JSON.stringify(options) });
  if (!res.ok) throw new Error(`reset ${name}: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  const base = `${SANDBOX_ORIGIN}/v2`;
  return {
    name,
    base,
    token,
    admin,
    api(method, path, body, override) {
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      const bearer = override === undefined ? token : override;
      if (bearer !== null) headers.Authorization = `Bearer ${bearer}`;
      return fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    },
    async adminCall<T>(method: string, path: string, body?: unknown) {
      const r = await fetch(`${admin}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
      return (r.status === 204 ? null : await r.json()) as T;
    },
  };
}

/** A minimal valid insert item. */
export const item = (overrides: Record<string, unknown> = {}) => ({
  date: "2025-03-01",
  amount: "12.3400",
  payee: "Corner Shop",
  manual_account_id: 101,
  ...overrides,
});

export const items = (n: number, overrides: (i: number) => Record<string, unknown> = () => ({})) =>
  Array.from({ length: n }, (_, i) => item({ external_id: `ext-${i}`, ...overrides(i) }));

export interface ErrorBody {
  message: string;
  errors: { errMsg: string; [k: string]: unknown }[];
}

export interface InsertResponse {
  transactions: { id: number; [k: string]: unknown }[];
  skipped_duplicates: {
    reason: string;
    request_transactions_index: number;
    existing_transaction_id: number;
    request_transaction: unknown;
  }[];
}
