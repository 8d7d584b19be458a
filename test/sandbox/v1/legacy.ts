// A sandbox world (../world.ts) with v1 requests: the same data, token and rate limiter as its v2 side.
import { type ResetOptions, SANDBOX_ORIGIN, type TestWorld, newWorld } from "../world";

export interface V1Options {
  /** Another token, or null for none. */
  token?: string | null;
  /** The client address the rate limit sees (X-Sandbox-Client-IP). */
  ip?: string;
}

export interface V1World extends TestWorld {
  /** A v1 request, `<origin>/v1<path>`, with this world's token unless told otherwise. */
  v1(method: string, path: string, body?: unknown, options?: V1Options): Promise<Response>;
}

export async function newV1World(prefix = "v1", options: ResetOptions = {}): Promise<V1World> {
  const world = await newWorld(prefix, options);
  return {
    ...world,
    v1(method, path, body, { token = world.token, ip } = {}) {
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      if (token !== null) headers.Authorization = `Bearer ${token}`;
      if (ip) headers["X-Sandbox-Client-IP"] = ip;
      return fetch(`${SANDBOX_ORIGIN}/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    },
  };
}

/** Status and parsed body of a response. */
export async function read<T = unknown>(response: Promise<Response> | Response): Promise<{ status: number; body: T }> {
  const res = await response;
  return { status: res.status, body: (await res.json()) as T };
}

/** A minimal valid v1 insert item (asset 101 is the seeded Checking account, usd). */
export const v1Item = (overrides: Record<string, unknown> = {}) => ({
  date: "2025-03-01",
  amount: "12.3400",
  payee: "Corner Shop",
  asset_id: 101,
  ...overrides,
});

/** Every stored transaction, through the admin interface (v2's vocabulary). */
export async function stored(w: TestWorld) {
  const all = await w.adminCall<{
    transactions: { id: number; amount: string; manual_account_id: number | null; external_id: string | null; status: string }[];
  }>("GET", "/transactions");
  return all.transactions;
}
