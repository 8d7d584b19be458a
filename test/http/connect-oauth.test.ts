// Connecting a budget with OAuth through the sandbox's authorization server: the full flow, refusals that
// store nothing, two budgets, tokens that expire or are revoked mid-import, and one refresh for 50 callers.
import { tunableOutbox } from "../support/outboxes";
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectionKey, DEFAULT_CONNECTION } from "../../src/connections";
import { app } from "../../src/http/app";
import { ACCOUNTS_TTL_MS } from "../../src/outbox/targets";
import { SESSION_COOKIE } from "../../src/connections/sessions";
import { adminCall, postForm, requestIdOf, newUser, type TestUser } from "../sandbox/oauth";
import { TEST_OAUTH_CLIENT } from "../support/oauth-client";
import { waitFor } from "../support/world";
import { keeperOf } from "../../src/storage";

const ORIGIN = "https://intake.test";
const FLOW_COOKIE = "__Host-intake_flow";
const NOTICE_COOKIE = "__Host-intake_notice";

const cookieOf = (response: Response, name: string) =>
  (response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? "").split(";")[0] ?? "";
const counters = () =>
  adminCall<Record<"refreshes" | "tokenRequests" | "reuseDetections" | "revocations", number>>(
    "GET",
    `/clients/${TEST_OAUTH_CLIENT.id}/counters`,
  );

/** /connect/start, then the person at the sandbox: sign in as `user`, pick a budget, decide. */
async function signIn(user: TestUser, options: { budget?: number; decision?: "allow" | "deny"; session?: string } = {}) {
  const start = await SELF.fetch(`${ORIGIN}/connect/start`, {
    redirect: "manual",
    headers: options.session ? { Cookie: options.session } : {},
  });
  expect(start.status).toBe(302);
  const flow = cookieOf(start, FLOW_COOKIE);
  const page = await fetch(start.headers.get("Location")!, { redirect: "manual" });
  const request_id = requestIdOf(await page.text());
  await (await postForm({ request_id, step: "sign-in", user_id: String(user.id) })).body?.cancel();
  const decided = await postForm({
    request_id,
    step: "consent",
    decision: options.decision ?? "allow",
    account_id: String(user.budgets[options.budget ?? 0]!.account_id),
  });
  const callback = new URL(decided.headers.get("Location")!);
  return { callback, flow };
}

/** The browser coming back to Intake with the callback URL and its cookies. */
function callback(url: URL, cookies: string[]) {
  return SELF.fetch(`${ORIGIN}${url.pathname}${url.search}`, {
    redirect: "manual",
    headers: { Cookie: cookies.filter(Boolean).join("; ") },
  });
}

/** Every callback ends in a redirect to /connect: the page it leads to, read with the cookies it set (the news, the session). */
async function landing(response: Response, cookies: string[] = []) {
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/connect");
  const jar = [...cookies, cookieOf(response, NOTICE_COOKIE), cookieOf(response, SESSION_COOKIE)].filter(Boolean);
  return (await SELF.fetch(`${ORIGIN}/connect`, { headers: { Cookie: jar.join("; ") } })).text();
}

async function connectBudget(user: TestUser, budget = 0, session?: string) {
  const { callback: url, flow } = await signIn(user, { budget, ...(session ? { session } : {}) });
  const response = await callback(url, [flow, session ?? ""]);
  const html = await landing(response, session ? [session] : []);
  return { response, html, session: cookieOf(response, SESSION_COOKIE) || session || "" };
}

/** What landed in a budget's sandbox world. */
const payeesIn = async (user: TestUser, budget: number) =>
  (await user.worlds[budget]!.adminCall<{ transactions: { payee: string }[] }>("GET", "/transactions")).transactions.map((t) => t.payee);

const connectionIdOf = (user: TestUser, budget = 0) => `u${user.id}-b${user.budgets[budget]!.account_id}`;

async function upload(session: string, connectionId: string, payee: string) {
  const response = await SELF.fetch(`${ORIGIN}/imports`, {
    method: "POST",
    headers: { Cookie: session, Origin: ORIGIN, "X-Intake-Connection": connectionId, "Content-Type": "text/csv" },
    body: `Date,Payee,Amount\n2026-10-05,${payee},-9.99\n`,
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

const report = async (session: string, connectionId: string, id: string) =>
  (await (await SELF.fetch(`${ORIGIN}/imports/${id}`, { headers: { Cookie: session, "X-Intake-Connection": connectionId } })).json()) as {
    status: string;
    counts: { inserted: number };
  };

describe("connecting with OAuth: sign in at the service, come back connected", () => {
  it("exchanges the code with PKCE, asks /me, keeps the tokens sealed, and signs the browser in", async () => {
    const user = await newUser(1, "Pat Example");
    const { response, html, session } = await connectBudget(user);
    expect(response.status).toBe(303);
    expect(html).toContain(`Connected to ${user.budgets[0]!.name} as ${user.email}`);
    expect(session).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(cookieOf(response, FLOW_COOKIE)).toBe(`${FLOW_COOKIE}=`); // the flow cookie is cleared
    const record = (await env.CONNECTIONS.get(connectionKey(connectionIdOf(user)))) ?? "";
    expect(record).toContain('"kind":"oauth"');
    expect(record).not.toMatch(/sbx\./);
    const id = await upload(session, connectionIdOf(user), "OAuth Cafe");
    await waitFor(
      () => report(session, connectionIdOf(user), id),
      (r) => r.status === "done",
    );
    expect(await payeesIn(user, 0)).toEqual(["OAuth Cafe"]);
  });
});

describe("the redirect URI is the deployment's address (PUBLIC_URL), never the request's Host", () => {
  it("sends the service PUBLIC_URL's /connect/callback whatever host or scheme the request names", async () => {
    for (const url of ["https://evil.example/connect/start", "http://127.0.0.1:8787/connect/start"]) {
      const start = await SELF.fetch(url, { redirect: "manual", headers: { Host: "evil.example" } });
      expect(start.status).toBe(302);
      expect(new URL(start.headers.get("Location")!).searchParams.get("redirect_uri")).toBe(`${ORIGIN}/connect/callback`);
    }
  });
});

describe("a callback that is not this browser's sign-in stores nothing", () => {
  it("refuses a wrong state, a missing flow cookie and a replay", async () => {
    const user = await newUser();
    const { callback: url, flow } = await signIn(user);
    const forged = new URL(url);
    forged.searchParams.set("state", "forged");
    expect(await landing(await callback(forged, [flow]))).toContain("does not belong to the sign-in this browser started");
    expect(await landing(await callback(url, []))).toContain("already used or has expired");
    expect(await env.CONNECTIONS.get(connectionKey(connectionIdOf(user)))).toBeNull();

    const second = await signIn(user);
    expect(await landing(await callback(second.callback, [second.flow]))).toContain("Connected to");
    const stored = await env.CONNECTIONS.get(connectionKey(connectionIdOf(user)));
    // The same callback again, even with the old flow cookie: refused by Intake, nothing changes.
    const replay = await callback(second.callback, [second.flow]);
    expect(await landing(replay)).toContain("already used or has expired");
    expect(await env.CONNECTIONS.get(connectionKey(connectionIdOf(user)))).toBe(stored);
  });

  it("never lets a replayed callback reach the service, so the grant stays alive", async () => {
    const user = await newUser();
    const { callback: url, flow } = await signIn(user);
    const first = await callback(url, [flow]);
    expect(first.status).toBe(303);
    const session = cookieOf(first, SESSION_COOKIE);
    const before = await counters();
    const replay = await callback(url, [flow]);
    expect(await landing(replay)).toContain("This sign-in was already used or has expired.");
    expect(await counters()).toMatchObject({ tokenRequests: before.tokenRequests, reuseDetections: before.reuseDetections });
    const id = await upload(session, connectionIdOf(user), "After Replay");
    const done = await waitFor(
      () => report(session, connectionIdOf(user), id),
      (r) => r.status === "done",
    );
    expect(done.counts.inserted).toBe(1);
  });

  it("says so plainly when the person denies, and stores nothing", async () => {
    const user = await newUser();
    const { callback: url, flow } = await signIn(user, { decision: "deny" });
    const response = await callback(url, [flow]);
    expect(await landing(response)).toContain("You chose not to connect. Nothing was stored.");
    expect(await env.CONNECTIONS.get(connectionKey(connectionIdOf(user)))).toBeNull();
  });

  it("refuses a person the deployment does not list, and revokes what the service issued", async () => {
    const user = await newUser();
    const { callback: url, flow } = await signIn(user);
    const ctx = createExecutionContext();
    const before = await counters();
    const response = await app.fetch(
      new Request(`${ORIGIN}${url.pathname}${url.search}`, { headers: { Cookie: flow } }),
      { ...env, ALLOWED_EMAILS: "owner@example.invalid" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(303);
    expect(cookieOf(response, SESSION_COOKIE)).toBe("");
    expect(await env.CONNECTIONS.get(connectionKey(connectionIdOf(user)))).toBeNull();
    expect((await counters()).revocations! - before.revocations!).toBe(1);
  });
});

describe("signing in to the deployment's own budget joins the deployment's connection", () => {
  it("is `default`, whose API key and pages then share one history", async () => {
    // The sandbox's seeded person and budget: what BUDGET_API_TOKEN opens (sandbox/README.md, "Default seed").
    const seeded = {
      id: 1001,
      name: "Sandbox User",
      email: "sandbox@example.invalid",
      budgets: [{ account_id: 2001, name: "Sandbox Budget", world: "default" }],
      worlds: [],
    };
    const { html, session } = await connectBudget(seeded);
    expect(html).toContain("Connected to Sandbox Budget");
    const answer = (await (await SELF.fetch(`${ORIGIN}/session`, { headers: { Cookie: session } })).json()) as { connection_id: string };
    expect(answer.connection_id).toBe(DEFAULT_CONNECTION);
    expect((await env.CONNECTIONS.get(connectionKey(DEFAULT_CONNECTION))) ?? "").toContain('"kind":"oauth"');
    const byKey = await SELF.fetch(`${ORIGIN}/imports`, {
      method: "POST",
      headers: { Authorization: `Bearer ${env.INTAKE_API_KEY}`, "Content-Type": "text/csv" },
      body: `Date,Payee,Amount\n2026-10-06,Key And Page ${crypto.randomUUID().slice(0, 6)},-1.00\n`,
    });
    const { id } = (await byKey.json()) as { id: string };
    expect((await SELF.fetch(`${ORIGIN}/imports/${id}`, { headers: { Cookie: session } })).status).toBe(200);
  });
});

describe("two budgets of one person are two connections, and each upload lands in its own", () => {
  it("keeps both in one browser session and routes by X-Intake-Connection", async () => {
    const user = await newUser(2);
    const first = await connectBudget(user, 0);
    const second = await connectBudget(user, 1, first.session);
    const session = second.session;
    const [a, b] = [connectionIdOf(user, 0), connectionIdOf(user, 1)];
    const ids = [await upload(session, a, "First Budget Shop"), await upload(session, b, "Second Budget Shop")];
    await waitFor(
      () => report(session, a, ids[0]!),
      (r) => r.status === "done",
    );
    await waitFor(
      () => report(session, b, ids[1]!),
      (r) => r.status === "done",
    );
    expect(await payeesIn(user, 0)).toEqual(["First Budget Shop"]);
    expect(await payeesIn(user, 1)).toEqual(["Second Budget Shop"]);
  });
});

describe("an access token that expires mid-import costs one refresh and no batch", () => {
  it("refreshes once after the 401 and delivers everything", async () => {
    const user = await newUser();
    const { session } = await connectBudget(user);
    const [grant] = (
      await adminCall<{ grants: { id: string; account_id: number }[] }>("GET", `/grants?client_id=${TEST_OAUTH_CLIENT.id}`)
    ).grants.filter((g) => g.account_id === user.budgets[0]!.account_id);
    await adminCall("POST", "/expire", { grant_id: grant!.id });
    const before = await counters();
    const id = await upload(session, connectionIdOf(user), "After Expiry");
    const done = await waitFor(
      () => report(session, connectionIdOf(user), id),
      (r) => r.status === "done",
    );
    expect(done.counts.inserted).toBe(1);
    expect((await counters()).refreshes - before.refreshes).toBe(1);
  });
});

describe("every caller of the service meets a refused token with one refresh, not a 502", () => {
  const expire = async (user: TestUser) => {
    const grants = (await adminCall<{ grants: { id: string; account_id: number }[] }>("GET", `/grants?client_id=${TEST_OAUTH_CLIENT.id}`))
      .grants;
    for (const g of grants.filter((g) => g.account_id === user.budgets[0]!.account_id))
      await adminCall("POST", "/expire", { grant_id: g.id });
  };
  const accounts = (session: string, connectionId: string) =>
    SELF.fetch(`${ORIGIN}/accounts`, { headers: { Cookie: session, "X-Intake-Connection": connectionId } });
  // The account list is cached for a minute (targets.ts): here every request asks the service.
  beforeEach(() => tunableOutbox().configure({ accounts: { ttlMs: 0 } }));
  afterEach(() => tunableOutbox().configure({ accounts: { ttlMs: ACCOUNTS_TTL_MS } }));

  it("answers the account list after refreshing a token the service stopped accepting before its stated expiry", async () => {
    const user = await newUser();
    const { session } = await connectBudget(user);
    await expire(user);
    const before = await counters();
    const response = await accounts(session, connectionIdOf(user));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { accounts: unknown[] }).accounts.length).toBeGreaterThan(0);
    expect((await counters()).refreshes - before.refreshes).toBe(1);
  });

  it("refreshes once for fifty requests that meet the refusal at once", async () => {
    const user = await newUser();
    const { session } = await connectBudget(user);
    await expire(user);
    const before = await counters();
    const answers = await Promise.all(Array.from({ length: 50 }, () => accounts(session, connectionIdOf(user))));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect((await counters()).refreshes - before.refreshes).toBe(1);
  });

  it("says to authorize again, and shows Reconnect, when the grant is gone", async () => {
    const user = await newUser();
    const { session } = await connectBudget(user);
    const grants = (await adminCall<{ grants: { id: string; account_id: number }[] }>("GET", `/grants?client_id=${TEST_OAUTH_CLIENT.id}`))
      .grants;
    for (const g of grants.filter((g) => g.account_id === user.budgets[0]!.account_id)) await adminCall("DELETE", `/grants/${g.id}`);
    const response = await accounts(session, connectionIdOf(user));
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/authorize Intake again/);
    expect(await (await SELF.fetch(`${ORIGIN}/connect`, { headers: { Cookie: session } })).text()).toContain("Reconnect");
  });
});

describe("fifty callers meeting a 401 at once cause exactly one refresh", () => {
  it("sends the rotating refresh token once, and never a rotated one again", async () => {
    const user = await newUser();
    await connectBudget(user);
    const connectionId = connectionIdOf(user);
    const keeper = keeperOf(env, connectionId);
    const refused = (await keeper.accessToken(connectionId))!;
    const before = await counters();
    const tokens = await Promise.all(Array.from({ length: 50 }, () => keeper.renew(connectionId, refused)));
    const after = await counters();
    expect(after.refreshes - before.refreshes).toBe(1);
    expect(after.tokenRequests - before.tokenRequests).toBe(1);
    expect(after.reuseDetections - before.reuseDetections).toBe(0);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(refused);
  });
});

describe("a revoked grant pauses the imports until the person reconnects; then they finish once", () => {
  it("needs authorization, shows Reconnect, and resumes after the OAuth flow", async () => {
    const user = await newUser();
    const { session } = await connectBudget(user);
    const connectionId = connectionIdOf(user);
    const grants = (await adminCall<{ grants: { id: string; account_id: number }[] }>("GET", `/grants?client_id=${TEST_OAUTH_CLIENT.id}`))
      .grants;
    for (const g of grants.filter((g) => g.account_id === user.budgets[0]!.account_id)) await adminCall("DELETE", `/grants/${g.id}`);
    const id = await upload(session, connectionId, "Waits For Reconnect");
    await waitFor(
      () => report(session, connectionId, id),
      (r) => r.status === "paused",
    );
    const page = await (await SELF.fetch(`${ORIGIN}/connect`, { headers: { Cookie: session } })).text();
    expect(page).toContain("Reconnect");

    await connectBudget(user, 0, session);
    const done = await waitFor(
      () => report(session, connectionId, id),
      (r) => r.status === "done",
    );
    expect(done.counts.inserted).toBe(1);
    expect(await payeesIn(user, 0)).toEqual(["Waits For Reconnect"]);
  });
});

describe("no OAuth secret reaches a log line", () => {
  it("logs neither the code, the tokens, the client secret nor the session through a full flow and a refresh", async () => {
    const logged: string[] = [];
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    }
    try {
      const user = await newUser();
      const { callback: url, flow } = await signIn(user);
      const response = await callback(url, [flow]);
      const session = cookieOf(response, SESSION_COOKIE);
      const connectionId = connectionIdOf(user);
      const keeper = keeperOf(env, connectionId);
      const first = (await keeper.accessToken(connectionId))!;
      const second = (await keeper.renew(connectionId, first))!;
      const secrets = [
        url.searchParams.get("code")!,
        url.search,
        first,
        second,
        session.split("=")[1]!,
        env.OAUTH_CLIENT_SECRET,
        env.TOKEN_KEY,
      ];
      for (const line of logged) for (const secret of secrets) expect(line).not.toContain(secret);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
