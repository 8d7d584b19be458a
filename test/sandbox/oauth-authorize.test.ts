// The authorization server's metadata, seeded directory and client, and the authorization endpoint:
// the pages, what is refused with an error page, what goes back to the client as an error.
import { describe, expect, it } from "vitest";
import { SANDBOX_ORIGIN } from "./world";
import {
  adminCall,
  authorize,
  authorizeUrl,
  counters,
  newClient,
  newUser,
  pkce,
  postForm,
  REDIRECT_URI,
  requestIdOf,
  type TestClient,
} from "./oauth";

describe("the metadata document describes the endpoints, client authentication and PKCE", () => {
  it("has the sandbox origin as issuer and the three endpoints", async () => {
    const res = await fetch(`${SANDBOX_ORIGIN}/.well-known/oauth-authorization-server`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      issuer: SANDBOX_ORIGIN,
      authorization_endpoint: `${SANDBOX_ORIGIN}/oauth/authorize`,
      token_endpoint: `${SANDBOX_ORIGIN}/oauth/token`,
      revocation_endpoint: `${SANDBOX_ORIGIN}/oauth/revoke`,
      response_types_supported: ["code"],
      response_modes_supported: ["query"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      token_endpoint_auth_methods_supported: ["client_secret_basic"],
      revocation_endpoint_auth_methods_supported: ["client_secret_basic"],
      code_challenge_methods_supported: ["S256"],
      authorization_response_iss_parameter_supported: true,
    });
  });
});

describe("the sandbox starts with a client for npm start and two users", () => {
  it("seeds intake-local with offline_access and me:read", async () => {
    expect(await adminCall("GET", "/clients/intake-local")).toEqual({
      client_id: "intake-local",
      client_name: "Intake (local)",
      redirect_uris: ["http://127.0.0.1:8787/connect/callback"],
      scopes: ["me:read", "offline_access"],
      access_token_lifetime_seconds: 3600,
      refresh_token_lifetime_seconds: 2592000,
      code_lifetime_seconds: 60,
    });
  });

  it("seeds user 1001 with three budgets (one with a history of shops) and user 1002 with one", async () => {
    const { users } = await adminCall<{ users: { id: number }[] }>("GET", "/users");
    expect(users.filter((u) => u.id <= 1002)).toEqual([
      {
        id: 1001,
        name: "Sandbox User",
        email: "sandbox@example.invalid",
        budgets: [
          { account_id: 2001, name: "Sandbox Budget", world: "default" },
          { account_id: 2002, name: "Household Budget", world: "household" },
          { account_id: 2004, name: "Budget with a history", world: "history" },
        ],
      },
      {
        id: 1002,
        name: "Alex Other",
        email: "alex@example.invalid",
        budgets: [{ account_id: 2003, name: "Alex's Budget", world: "alex" }],
      },
    ]);
  });

  it("lets the seeded user 1002 connect the seeded client to their budget", async () => {
    const client: TestClient = {
      client_id: "intake-local",
      client_secret: "intake-local-secret",
      redirect_uris: ["http://127.0.0.1:8787/connect/callback"],
      scopes: [],
      basic: `Basic ${btoa("intake-local:intake-local-secret")}`,
    };
    const { verifier, challenge } = await pkce();
    const callback = await authorize({ client, challenge, userId: 1002, accountId: 2003 });
    const res = await fetch(`${SANDBOX_ORIGIN}/oauth/token`, {
      method: "POST",
      headers: { Authorization: client.basic },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: callback.searchParams.get("code") ?? "",
        redirect_uri: client.redirect_uris[0]!,
        code_verifier: verifier,
      }),
    });
    const tokens = (await res.json()) as { access_token: string; refresh_token?: string };
    expect(tokens.access_token).toMatch(/^sbx\.alex\.[0-9a-f]{32}$/);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const me = await fetch(`${SANDBOX_ORIGIN}/v2/me`, { headers: { Authorization: `Bearer ${tokens.access_token}` } });
    expect(await me.json()).toMatchObject({ id: 1002, email: "alex@example.invalid", account_id: 2003, budget_name: "Alex's Budget" });
  });
});

describe("GET /oauth/authorize shows the sign-in page of a valid request", () => {
  it("is a real form with labelled choices of user, never cached or framed", async () => {
    const client = await newClient({ client_name: "Test <App>" });
    const { challenge } = await pkce();
    const res = await fetch(
      authorizeUrl({
        response_type: "code",
        client_id: client.client_id,
        redirect_uri: REDIRECT_URI,
        code_challenge: challenge,
        code_challenge_method: "S256",
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    const page = await res.text();
    expect(page).toContain('<form method="post" action="/oauth/authorize">');
    expect(page).toContain("Test &lt;App&gt;");
    expect(page).toMatch(
      /<input type="radio" id="user-1001" name="user_id" value="1001" required\s*\/>\s*<label for="user-1001">Sandbox User/,
    );
    expect(requestIdOf(page)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("then shows the signed-in user's budgets with Allow and Deny", async () => {
    const client = await newClient();
    const user = await newUser(2);
    const { challenge } = await pkce();
    const page = await fetch(
      authorizeUrl({
        response_type: "code",
        client_id: client.client_id,
        redirect_uri: REDIRECT_URI,
        code_challenge: challenge,
        code_challenge_method: "S256",
      }),
    );
    const request_id = requestIdOf(await page.text());
    const consent = await postForm({ request_id, step: "sign-in", user_id: String(user.id) });
    expect(consent.status).toBe(200);
    const html = await consent.text();
    for (const b of user.budgets) expect(html).toContain(`<label for="budget-${b.account_id}">${b.name}`);
    expect(html).toContain('<button type="submit" name="decision" value="allow">Allow</button>');
    expect(html).toContain('<button type="submit" name="decision" value="deny" formnovalidate>Deny</button>');
  });

  it("says in words what each of the client's scopes allows, a scope it does not know too", async () => {
    const client = await newClient({ scopes: ["me:read", "offline_access", "ledger:frobnicate"] });
    const user = await newUser(1);
    const { challenge } = await pkce();
    const page = await fetch(
      authorizeUrl({
        response_type: "code",
        client_id: client.client_id,
        redirect_uri: REDIRECT_URI,
        code_challenge: challenge,
        code_challenge_method: "S256",
      }),
    );
    const request_id = requestIdOf(await page.text());
    const html = await (await postForm({ request_id, step: "sign-in", user_id: String(user.id) })).text();
    const text = html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");
    expect(text).toContain("read and change the budget you choose below: its transactions, accounts and balances;");
    expect(text).toContain("see your name and e-mail address; me:read");
    expect(text).toContain(
      "stay connected while you are away: it keeps its access until you disconnect it, without asking you again; offline_access",
    );
    expect(text).toContain("a permission the sandbox does not describe; ledger:frobnicate");
  });
});

describe("a wrong client_id or redirect_uri gets an error page, never a redirect", () => {
  it.each([
    ["an unknown client_id", (c: TestClient) => ({ client_id: "no-such-client", redirect_uri: c.redirect_uris[0]! })],
    ["no client_id", (c: TestClient) => ({ redirect_uri: c.redirect_uris[0]! })],
    ["an unregistered redirect_uri", (c: TestClient) => ({ client_id: c.client_id, redirect_uri: "http://127.0.0.1:9/elsewhere" })],
    [
      "a redirect_uri that only starts like the registered one",
      (c: TestClient) => ({ client_id: c.client_id, redirect_uri: `${REDIRECT_URI}/x` }),
    ],
  ])("%s", async (_, query) => {
    const client = await newClient();
    const { challenge } = await pkce();
    const res = await fetch(
      authorizeUrl({ response_type: "code", code_challenge: challenge, code_challenge_method: "S256", state: "s", ...query(client) }),
      { redirect: "manual" },
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("Location")).toBeNull();
    expect(await res.text()).toContain('role="alert"');
  });
});

describe("a loopback redirect_uri is registered for every port (RFC 8252 §7.3)", () => {
  const ask = async (client: TestClient, redirectUri: string) => {
    const { challenge } = await pkce();
    const query = { response_type: "code", client_id: client.client_id, redirect_uri: redirectUri, code_challenge: challenge };
    return fetch(authorizeUrl({ ...query, code_challenge_method: "S256", state: "s" }), { redirect: "manual" });
  };

  it.each(["http://127.0.0.1:54321/connect/callback", "http://127.0.0.1/connect/callback"])("accepts %s for 127.0.0.1:9", async (uri) => {
    const client = await newClient();
    expect((await ask(client, uri)).status).toBe(200);
  });

  it("accepts [::1] and localhost on another port when they are the ones registered", async () => {
    const client = await newClient({ redirect_uris: ["http://[::1]:8787/cb", "http://localhost:8787/cb"] });
    expect((await ask(client, "http://[::1]:9999/cb")).status).toBe(200);
    expect((await ask(client, "http://localhost:9999/cb")).status).toBe(200);
  });

  it.each([
    ["another path", "http://127.0.0.1:54321/elsewhere"],
    ["another loopback host than the registered one", "http://localhost:54321/connect/callback"],
    ["https on loopback (not what was registered)", "https://127.0.0.1:54321/connect/callback"],
    ["an added query", "http://127.0.0.1:54321/connect/callback?next=1"],
  ])("still refuses %s", async (_, uri) => {
    const client = await newClient();
    const res = await ask(client, uri);
    expect(res.status).toBe(400);
    expect(res.headers.get("Location")).toBeNull();
  });

  it("gives no other host a free port", async () => {
    const client = await newClient({ redirect_uris: ["https://intake.example/connect/callback"] });
    expect((await ask(client, "https://intake.example:8443/connect/callback")).status).toBe(400);
  });
});

describe("other errors of the request go back to the client with the state", () => {
  it.each([
    ["no code_challenge", { code_challenge: undefined }, "invalid_request"],
    ["code_challenge_method plain", { code_challenge_method: "plain" }, "invalid_request"],
    ["no code_challenge_method", { code_challenge_method: undefined }, "invalid_request"],
    ["a malformed code_challenge", { code_challenge: "short" }, "invalid_request"],
    ["no response_type", { response_type: undefined }, "invalid_request"],
    ["response_type token", { response_type: "token" }, "unsupported_response_type"],
  ])("%s", async (_, change, error) => {
    const client = await newClient();
    const { challenge } = await pkce();
    const query: Record<string, string | undefined> = {
      response_type: "code",
      client_id: client.client_id,
      redirect_uri: REDIRECT_URI,
      state: "xyz 1",
      code_challenge: challenge,
      code_challenge_method: "S256",
      ...change,
    };
    const defined = Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
    const res = await fetch(authorizeUrl(defined), { redirect: "manual" });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get("error")).toBe(error);
    expect(location.searchParams.get("state")).toBe("xyz 1");
    expect(location.searchParams.get("iss")).toBe(SANDBOX_ORIGIN);
    expect(location.searchParams.has("code")).toBe(false);
  });
});

describe("the user decides", () => {
  it("Deny redirects with access_denied and the state, and counts a denial", async () => {
    const client = await newClient();
    const user = await newUser();
    const { challenge } = await pkce();
    const callback = await authorize({ client, challenge, userId: user.id, decision: "deny", state: "st-deny" });
    expect(callback.searchParams.get("error")).toBe("access_denied");
    expect(callback.searchParams.get("state")).toBe("st-deny");
    expect(callback.searchParams.get("iss")).toBe(SANDBOX_ORIGIN);
    expect(callback.searchParams.has("code")).toBe(false);
    expect(await counters(client)).toMatchObject({ denials: 1, authorizations: 0 });
  });

  it("Allow redirects with a code, the state and iss, to the registered URI (its own query kept)", async () => {
    const redirect = `${REDIRECT_URI}?tenant=a`;
    const client = await newClient({ redirect_uris: [redirect] });
    const user = await newUser();
    const { challenge } = await pkce();
    const callback = await authorize({ client, challenge, userId: user.id, accountId: user.budgets[0]!.account_id, state: "st-allow" });
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get("tenant")).toBe("a");
    expect(callback.searchParams.get("code")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(callback.searchParams.get("state")).toBe("st-allow");
    expect(callback.searchParams.get("iss")).toBe(SANDBOX_ORIGIN);
    expect(await counters(client)).toMatchObject({ authorizations: 1 });
  });

  it("answers a request once: the form cannot be posted again", async () => {
    const client = await newClient();
    const user = await newUser();
    const { challenge } = await pkce();
    const page = await fetch(
      authorizeUrl({
        response_type: "code",
        client_id: client.client_id,
        redirect_uri: REDIRECT_URI,
        code_challenge: challenge,
        code_challenge_method: "S256",
      }),
    );
    const request_id = requestIdOf(await page.text());
    await postForm({ request_id, step: "sign-in", user_id: String(user.id) });
    const allow = { request_id, step: "consent", decision: "allow", account_id: String(user.budgets[0]!.account_id) };
    expect((await postForm(allow)).status).toBe(303);
    const again = await postForm(allow);
    expect(again.status).toBe(400);
    expect(again.headers.get("Location")).toBeNull();
  });

  it("refuses a budget that is not the signed-in user's, and a decision before sign-in", async () => {
    const client = await newClient();
    const [user, other] = await Promise.all([newUser(), newUser()]);
    const { challenge } = await pkce();
    const page = await fetch(
      authorizeUrl({
        response_type: "code",
        client_id: client.client_id,
        redirect_uri: REDIRECT_URI,
        code_challenge: challenge,
        code_challenge_method: "S256",
      }),
    );
    const request_id = requestIdOf(await page.text());
    const early = await postForm({ request_id, step: "consent", decision: "allow", account_id: String(user.budgets[0]!.account_id) });
    expect(early.status).toBe(400);
    expect(await early.text()).toContain("Sign in first.");
    await postForm({ request_id, step: "sign-in", user_id: String(user.id) });
    const foreign = await postForm({ request_id, step: "consent", decision: "allow", account_id: String(other.budgets[0]!.account_id) });
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain("Choose one of your budget accounts.");
    const none = await postForm({ request_id, step: "consent", decision: "allow" });
    expect(none.status).toBe(400);
  });
});
