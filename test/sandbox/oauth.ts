// The sandbox's OAuth authorization server, driven the way a browser and a confidential client would:
// GET the authorization page, POST the sign-in and consent forms, exchange the code with PKCE.
// Each test registers a client and users of its own (fresh worlds), so tests run in parallel.
import { newWorld, SANDBOX_ORIGIN, type TestWorld } from "./world";

export const OAUTH_ADMIN = `${SANDBOX_ORIGIN}/__sandbox/oauth`;
export const REDIRECT_URI = "http://127.0.0.1:9/connect/callback";

const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

export async function pkce() {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const challenge = base64url(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  return { verifier, challenge };
}

export async function adminCall<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const r = await fetch(`${OAUTH_ADMIN}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
  return (r.status === 204 ? null : await r.json()) as T;
}

export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  scopes: string[];
  /** `Basic base64(id:secret)` (both form-urlencoded first, as RFC 6749 2.3.1 says). */
  basic: string;
}

export async function newClient(registration: Record<string, unknown> = {}): Promise<TestClient> {
  const client = await adminCall<Omit<TestClient, "basic">>("POST", "/clients", {
    client_id: `test-${crypto.randomUUID().slice(0, 13)}`,
    redirect_uris: [REDIRECT_URI],
    scopes: ["me:read", "offline_access"],
    ...registration,
  });
  const enc = (s: string) => encodeURIComponent(s).replaceAll("%20", "+");
  return { ...client, basic: `Basic ${btoa(`${enc(client.client_id)}:${enc(client.client_secret)}`)}` };
}

export interface TestUser {
  id: number;
  name: string;
  email: string;
  budgets: { account_id: number; name: string; world: string }[];
  /** The fresh worlds of the user's budgets, in order. */
  worlds: TestWorld[];
}

/** A user of the directory with `budgets` budget accounts, each a freshly reset world. */
export async function newUser(budgets = 1, name = "Test User"): Promise<TestUser> {
  const worlds = await Promise.all(Array.from({ length: budgets }, () => newWorld("oauth")));
  const tag = crypto.randomUUID().slice(0, 8);
  const user = await adminCall<Omit<TestUser, "worlds">>("POST", "/users", {
    name,
    email: `${tag}@example.invalid`,
    budgets: worlds.map((w, i) => ({ world: w.name, name: `Budget ${i + 1} ${tag}` })),
  });
  return { ...user, worlds };
}

export interface AuthorizeOptions {
  client: TestClient;
  challenge: string;
  userId: number;
  accountId?: number;
  decision?: "allow" | "deny";
  state?: string;
  query?: Record<string, string>;
}

export const authorizeUrl = (query: Record<string, string>) => `${SANDBOX_ORIGIN}/oauth/authorize?${new URLSearchParams(query)}`;

export const requestIdOf = (page: string) => /name="request_id" value="([^"]+)"/.exec(page)?.[1] ?? "";

export const postForm = (fields: Record<string, string>) =>
  fetch(`${SANDBOX_ORIGIN}/oauth/authorize`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });

/** The whole browser part: the authorization page, sign-in as the user, the budget and the decision. Returns the callback URL. */
export async function authorize(o: AuthorizeOptions): Promise<URL> {
  const query = {
    response_type: "code",
    client_id: o.client.client_id,
    redirect_uri: o.client.redirect_uris[0]!,
    state: o.state ?? "state-1",
    code_challenge: o.challenge,
    code_challenge_method: "S256",
    ...o.query,
  };
  const page = await fetch(authorizeUrl(query), { redirect: "manual" });
  if (page.status !== 200) throw new Error(`authorize: ${page.status} ${page.headers.get("Location") ?? ""}`);
  const request_id = requestIdOf(await page.text());
  const consent = await postForm({ request_id, step: "sign-in", user_id: String(o.userId) });
  if (consent.status !== 200) throw new Error(`sign-in: ${consent.status}`);
  await consent.body?.cancel();
  const decided = await postForm({
    request_id,
    step: "consent",
    decision: o.decision ?? "allow",
    ...(o.accountId === undefined ? {} : { account_id: String(o.accountId) }),
  });
  if (decided.status !== 303) throw new Error(`consent: ${decided.status}`);
  return new URL(decided.headers.get("Location") ?? "");
}

export const tokenRequest = (params: Record<string, string>, authorization: string | null) =>
  fetch(`${SANDBOX_ORIGIN}/oauth/token`, {
    method: "POST",
    headers: authorization === null ? {} : { Authorization: authorization },
    body: new URLSearchParams(params),
  });

export interface Tokens {
  access_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
  refresh_token?: string;
}

/** Authorization and code exchange in one: the tokens of a fresh grant. */
export async function connect(client: TestClient, user: TestUser, budget = 0): Promise<Tokens> {
  const { verifier, challenge } = await pkce();
  const callback = await authorize({ client, challenge, userId: user.id, accountId: user.budgets[budget]!.account_id });
  const res = await tokenRequest(
    {
      grant_type: "authorization_code",
      code: callback.searchParams.get("code") ?? "",
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    },
    client.basic,
  );
  if (res.status !== 200) throw new Error(`token: ${res.status} ${await res.text()}`);
  return (await res.json()) as Tokens;
}

export const refreshWith = (client: TestClient, refresh_token: string) =>
  tokenRequest({ grant_type: "refresh_token", refresh_token }, client.basic);

export const me = (accessToken: string) => fetch(`${SANDBOX_ORIGIN}/v2/me`, { headers: { Authorization: `Bearer ${accessToken}` } });

export const counters = (client: TestClient) =>
  adminCall<Record<string, number>>("GET", `/clients/${encodeURIComponent(client.client_id)}/counters`);
