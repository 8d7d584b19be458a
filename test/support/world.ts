// A fresh, isolated world of the sandbox for one test: its own data, rate limiter, faults and tokens
// (see sandbox/README.md, "Admin interface").
import { env } from "cloudflare:test";

export interface World {
  name: string;
  token: string;
  admin<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  counters(): Promise<{
    requests: number;
    reads: number;
    listReads: number;
    rateLimited: number;
    insertRequests: number;
    itemsInserted: number;
  }>;
  transactions(): Promise<
    {
      id: number;
      external_id: string | null;
      manual_account_id: number | null;
      amount: string;
      payee: string;
      date: string;
      notes: string | null;
    }[]
  >;
}

let counter = 0;

export async function newWorld(options: Record<string, unknown> = {}): Promise<World> {
  const origin = new URL(env.BUDGET_API_URL).origin;
  const name = `t-${Date.now().toString(36)}-${(counter++).toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  const admin = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${origin}/__sandbox/worlds/${name}${path}`, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sandbox admin ${method} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
  const { token } = await admin<{ token: string }>("POST", "/reset", options);
  return {
    name,
    token,
    admin,
    counters: () => admin("GET", "/counters"),
    transactions: async () => (await admin<{ transactions: never[] }>("GET", "/transactions")).transactions,
  };
}

/** Changes a world's budget settings as its person would (PUT /me/user/settings or /me/account/settings). */
export async function changeSettings(
  world: Pick<World, "token">,
  path: "/me/user/settings" | "/me/account/settings",
  body: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(`${env.BUDGET_API_URL}${path}`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${world.token}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PUT ${path}: ${response.status} ${await response.text()}`);
}

/** Polls until `done` holds (alarms run on their own in the test runtime), or fails after `timeoutMs`. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value).slice(0, 500)}`);
    await scheduler.wait(50);
  }
}
