// A Bridge user of the sandbox's SimpleFIN simulator for one test: its own accounts, tokens, limits and
// counters (see sandbox/README.md, "SimpleFIN Bridge simulator"), so tests run in parallel.
import { env } from "cloudflare:test";

export const SANDBOX_ORIGIN = new URL(env.BUDGET_API_URL).origin;

export interface BridgeCounters {
  claims: number;
  claimsRefused: number;
  accountsRequests: number;
  forbidden: number;
  paymentRequired: number;
  overQuota: number;
  requestsToday: number;
}

export interface BridgeUser {
  name: string;
  admin<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** A fresh one-time setup token (for `accounts`, or all of the user's). */
  setupToken(accounts?: string[]): Promise<{ setup_token: string; claim_url: string }>;
  counters(): Promise<BridgeCounters>;
}

export async function newBridgeUser(options: Record<string, unknown> = {}): Promise<BridgeUser> {
  const name = `sf-${crypto.randomUUID().slice(0, 13)}`;
  const admin = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${SANDBOX_ORIGIN}/__sandbox/simplefin/users/${name}${path}`, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`bridge admin ${method} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
  await admin("POST", "/reset", options);
  return {
    name,
    admin,
    setupToken: (accounts) => admin("POST", "/setup-tokens", accounts ? { accounts } : {}),
    counters: () => admin("GET", "/counters"),
  };
}

/** An Access URL as a client uses it: the URL without credentials, and the Basic header. */
export function splitAccessUrl(accessUrl: string): { base: string; authorization: string } {
  const url = new URL(accessUrl);
  const authorization = `Basic ${btoa(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`)}`;
  url.username = "";
  url.password = "";
  return { base: url.href.replace(/\/$/, ""), authorization };
}

/** Sets a price in the sandbox's feed (a symbol of the test's own) and returns its public URL. */
export async function setPrice(symbol: string, body: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${SANDBOX_ORIGIN}/__sandbox/prices/${symbol}`, { method: "PUT", body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`price admin PUT ${symbol}: ${response.status} ${await response.text()}`);
  return `${SANDBOX_ORIGIN}/__prices/${symbol}`;
}

/** A symbol no other test uses. */
export const freshSymbol = () => `T${crypto.randomUUID().replaceAll("-", "").slice(0, 12).toUpperCase()}`;
