// A fresh world of the sandbox for one browser test file (sandbox/README.md, "Admin interface"): its own
// data, rate limit and faults, so a file can break the budgeting service without touching other tests.
// test/support/world.ts does the same inside workerd; this one runs on the host, next to the browser.

export interface World {
  /** The world's name: a budget of a sandbox OAuth user may be this world. */
  name: string;
  /** The budgeting API the Intake worker should call: the sandbox's `/v2`. */
  apiUrl: string;
  /** A token of this world (never expires): what Intake's BUDGET_API_TOKEN must be to land here. */
  token: string;
  /** Faults for every `/v2` request of the world (not only POST /transactions), e.g. `{ p500: 1 }`. */
  faults(faults: Partial<Faults>): Promise<Faults>;
  /** A new limit per client address; new windows start now. */
  rateLimit(limit: number, windowMs: number): Promise<void>;
  counters(): Promise<{ requests: number; rateLimited: number; injected500: number; insertRequests: number; itemsInserted: number }>;
  transactions(): Promise<{ id: number; date: string; amount: string; payee: string; manual_account_id: number | null }[]>;
}

export interface Faults {
  p429: number;
  p500: number;
  pDrop: number;
  latencyMs: number;
  retryAfterSeconds: number;
  anonymous400: boolean;
  /** Injected 429s and 500s hit writes only: reads answer (a write in doubt is read back before it fails). */
  writesOnly: boolean;
}

/** Resets a new world (seeded unless `{ seed: false }`; see sandbox/README.md for the ids) and mints its token. */
export async function newWorld(
  sandboxUrl: string,
  reset: { seed?: boolean; history?: boolean; rateLimit?: { limit: number; windowMs: number } } = {},
): Promise<World> {
  const name = `browser-${crypto.randomUUID().slice(0, 12)}`;
  const admin = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${sandboxUrl}/__sandbox/worlds/${name}${path}`, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sandbox admin ${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { token } = await admin<{ token: string }>("POST", "/reset", reset);
  return {
    name,
    apiUrl: `${sandboxUrl}/v2`,
    token,
    faults: (faults) => admin("PUT", "/faults", faults),
    rateLimit: async (limit, windowMs) => void (await admin("PUT", "/config", { rateLimit: { limit, windowMs } })),
    counters: () => admin("GET", "/counters"),
    transactions: async () => (await admin<{ transactions: never[] }>("GET", "/transactions")).transactions,
  };
}
