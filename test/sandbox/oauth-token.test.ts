// POST /oauth/token with authorization_code: PKCE, the exact redirect_uri, one-time short-lived codes,
// client authentication, registered scopes; the access token works at /v2 of the chosen world.
import { describe, expect, it } from "vitest";
import { SANDBOX_ORIGIN } from "./world";
import {
  adminCall,
  authorize,
  connect,
  counters,
  me,
  newClient,
  newUser,
  pkce,
  REDIRECT_URI,
  refreshWith,
  type TestClient,
  type TestUser,
  tokenRequest,
} from "./oauth";

interface OAuthErrorBody {
  error: string;
  error_description?: string;
}

/** An authorization as far as the callback: the code, and the verifier to redeem it. */
async function codeFor(client: TestClient, user: TestUser, query: Record<string, string> = {}) {
  const { verifier, challenge } = await pkce();
  const callback = await authorize({ client, challenge, userId: user.id, accountId: user.budgets[0]!.account_id, query });
  return { code: callback.searchParams.get("code") ?? "", verifier };
}

const exchange = (client: TestClient, code: string, verifier: string, extra: Record<string, string> = {}) =>
  tokenRequest({ grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, code_verifier: verifier, ...extra }, client.basic);

async function expectError(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  const body = (await res.json()) as OAuthErrorBody;
  expect(body.error).toBe(error);
  return body;
}

describe("a full authorization code flow with PKCE", () => {
  it("gives a Bearer token of the chosen world, and GET /v2/me answers the chosen user and budget", async () => {
    const client = await newClient();
    const user = await newUser();
    const { code, verifier } = await codeFor(client, user);
    const res = await exchange(client, code, verifier);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    const tokens = (await res.json()) as Record<string, unknown>;
    expect(tokens).toEqual({
      access_token: expect.stringMatching(new RegExp(`^sbx\\.${user.worlds[0]!.name}\\.[0-9a-f]{32}$`)),
      token_type: "Bearer",
      expires_in: 3600,
      scope: "me:read offline_access",
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const budget = user.budgets[0]!;
    const whoami = await me(tokens.access_token as string);
    expect(whoami.status).toBe(200);
    expect(await whoami.json()).toEqual({
      name: user.name,
      email: user.email,
      id: user.id,
      account_id: budget.account_id,
      budget_name: budget.name,
      primary_currency: "usd",
      api_key_label: null,
    });
    // The world is the budget: its data and settings, under the directory's account id and name.
    const world = user.worlds[0]!;
    expect((await world.api("GET", "/categories", undefined, tokens.access_token as string)).status).toBe(200);
    expect(await (await world.api("GET", "/me/account/settings")).json()).toMatchObject({ display_name: budget.name });
    expect(await (await world.api("GET", "/me")).json()).toMatchObject({
      id: 1001,
      account_id: budget.account_id,
      api_key_label: "sandbox",
    });
    expect(await counters(client)).toMatchObject({ authorizations: 1, tokenRequests: 1, codeExchanges: 1 });
  });

  it("connects the budget the user picked, and whichever user signed in", async () => {
    const client = await newClient();
    const [owner, other] = await Promise.all([newUser(2, "Two Budgets"), newUser(1, "Someone Else")]);
    const second = await connect(client, owner, 1);
    expect(second.access_token).toMatch(new RegExp(`^sbx\\.${owner.worlds[1]!.name}\\.`));
    expect(await (await me(second.access_token)).json()).toMatchObject({ id: owner.id, account_id: owner.budgets[1]!.account_id });
    const first = await connect(client, owner, 0);
    expect(await (await me(first.access_token)).json()).toMatchObject({ id: owner.id, account_id: owner.budgets[0]!.account_id });
    const someoneElse = await connect(client, other, 0);
    expect(await (await me(someoneElse.access_token)).json()).toMatchObject({
      id: other.id,
      name: "Someone Else",
      email: other.email,
      account_id: other.budgets[0]!.account_id,
    });
  });

  it("lets users share a budget: each token answers its own user", async () => {
    const client = await newClient();
    const owner = await newUser();
    const shared = owner.budgets[0]!;
    const guest = await adminCall<TestUser>("POST", "/users", {
      name: "Guest",
      email: "guest@example.invalid",
      budgets: [{ world: shared.world }],
    });
    const tokens = await connect(client, { ...guest, worlds: owner.worlds }, 0);
    expect(await (await me(tokens.access_token)).json()).toMatchObject({ id: guest.id, name: "Guest", account_id: shared.account_id });
  });
});

describe("the code is bound to the exact redirect_uri and the PKCE verifier, once, for a short time", () => {
  it("refuses another redirect_uri", async () => {
    const client = await newClient({ redirect_uris: [REDIRECT_URI, `${REDIRECT_URI}2`] });
    const user = await newUser();
    const { code, verifier } = await codeFor(client, user);
    await expectError(await exchange(client, code, verifier, { redirect_uri: `${REDIRECT_URI}2` }), 400, "invalid_grant");
  });

  it("refuses a wrong verifier, and a malformed one", async () => {
    const client = await newClient();
    const user = await newUser();
    const wrong = await codeFor(client, user);
    await expectError(await exchange(client, wrong.code, (await pkce()).verifier), 400, "invalid_grant");
    const short = await codeFor(client, user);
    await expectError(await exchange(client, short.code, "too-short"), 400, "invalid_grant");
  });

  it("refuses a reused code and revokes what the first exchange gave", async () => {
    const client = await newClient();
    const user = await newUser();
    const { code, verifier } = await codeFor(client, user);
    const first = (await (await exchange(client, code, verifier)).json()) as { access_token: string; refresh_token: string };
    expect((await me(first.access_token)).status).toBe(200);
    await expectError(await exchange(client, code, verifier), 400, "invalid_grant");
    expect((await me(first.access_token)).status).toBe(401);
    await expectError(await refreshWith(client, first.refresh_token), 400, "invalid_grant");
    expect(await counters(client)).toMatchObject({ codeExchanges: 1, codeReplays: 1, grantsRevoked: 1 });
  });

  it("refuses an expired code (code lifetime 1 s)", async () => {
    const client = await newClient({ code_lifetime_seconds: 1 });
    const user = await newUser();
    const { code, verifier } = await codeFor(client, user);
    await new Promise((r) => setTimeout(r, 1100));
    const body = await expectError(await exchange(client, code, verifier), 400, "invalid_grant");
    expect(body.error_description).toMatch(/expired/);
  });

  it("refuses an unknown code and another client's code", async () => {
    const [client, thief] = await Promise.all([newClient(), newClient()]);
    const user = await newUser();
    await expectError(await exchange(client, "no-such-code", (await pkce()).verifier), 400, "invalid_grant");
    const { code, verifier } = await codeFor(client, user);
    await expectError(await exchange(thief, code, verifier), 400, "invalid_grant");
  });
});

describe("malformed token requests", () => {
  it("answers invalid_request for a missing parameter, a repeated one, or a JSON body", async () => {
    const client = await newClient();
    const body = await expectError(
      await tokenRequest({ grant_type: "authorization_code", code: "x" }, client.basic),
      400,
      "invalid_request",
    );
    expect(body.error_description).toContain("code_verifier is required");
    await expectError(await tokenRequest({}, client.basic), 400, "invalid_request");
    const twice = await fetch(`${SANDBOX_ORIGIN}/oauth/token`, {
      method: "POST",
      headers: { Authorization: client.basic, "Content-Type": "application/x-www-form-urlencoded" },
      body: "grant_type=refresh_token&refresh_token=a&refresh_token=b",
    });
    await expectError(twice, 400, "invalid_request");
    const json = await fetch(`${SANDBOX_ORIGIN}/oauth/token`, {
      method: "POST",
      headers: { Authorization: client.basic, "Content-Type": "application/json" },
      body: JSON.stringify({ grant_type: "refresh_token", refresh_token: "a" }),
    });
    await expectError(json, 400, "invalid_request");
  });

  it("answers unsupported_grant_type for other grants", async () => {
    const client = await newClient();
    await expectError(
      await tokenRequest({ grant_type: "password", username: "u", password: "p" }, client.basic),
      400,
      "unsupported_grant_type",
    );
    await expectError(await tokenRequest({ grant_type: "client_credentials" }, client.basic), 400, "unsupported_grant_type");
  });
});

describe("the client authenticates with HTTP Basic (client_secret_basic) or gets 401 invalid_client", () => {
  it.each([
    ["a wrong secret", (c: TestClient) => `Basic ${btoa(`${c.client_id}:wrong`)}`],
    ["an unknown client", () => `Basic ${btoa("nobody:secret")}`],
    ["no credentials", () => null],
    ["a Bearer header", () => "Bearer abc"],
    ["garbage", () => "Basic %%%"],
  ])("%s", async (_, authorization) => {
    const client = await newClient();
    const user = await newUser();
    const { code, verifier } = await codeFor(client, user);
    const res = await tokenRequest(
      { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, code_verifier: verifier },
      authorization(client),
    );
    await expectError(res, 401, "invalid_client");
    expect(res.headers.get("WWW-Authenticate")).toMatch(/^Basic /);
    // The code was not spent by a request whose client is unknown.
    expect((await exchange(client, code, verifier)).status).toBe(200);
  });

  it("refuses client_secret_post", async () => {
    const client = await newClient();
    const res = await tokenRequest(
      { grant_type: "refresh_token", refresh_token: "x", client_id: client.client_id, client_secret: client.client_secret },
      null,
    );
    const body = await expectError(res, 401, "invalid_client");
    expect(body.error_description).toContain("client_secret_post is not supported");
  });

  it("decodes form-urlencoded credentials", async () => {
    const client = await newClient({ client_id: `odd:id ${crypto.randomUUID().slice(0, 8)}`, client_secret: "s3cr:t +&%/=" });
    const user = await newUser();
    const { code, verifier } = await codeFor(client, user);
    expect((await exchange(client, code, verifier)).status).toBe(200);
    expect(await counters(client)).toMatchObject({ tokenRequests: 1, codeExchanges: 1 });
  });
});

describe("scopes are the client's registered ones", () => {
  it("ignores a scope parameter at the authorization and token endpoints", async () => {
    const client = await newClient({ scopes: ["me:read", "offline_access"] });
    const user = await newUser();
    const { code, verifier } = await codeFor(client, user, { scope: "admin transactions:write" });
    const tokens = (await (await exchange(client, code, verifier, { scope: "me:read" })).json()) as {
      scope: string;
      refresh_token?: string;
    };
    expect(tokens.scope).toBe("me:read offline_access");
    const refreshed = (await (
      await tokenRequest({ grant_type: "refresh_token", refresh_token: tokens.refresh_token!, scope: "x" }, client.basic)
    ).json()) as {
      scope: string;
    };
    expect(refreshed.scope).toBe("me:read offline_access");
  });

  it("gives no refresh token to a client without offline_access", async () => {
    const client = await newClient({ scopes: ["me:read"], access_token_lifetime_seconds: 120 });
    const user = await newUser();
    const { code, verifier } = await codeFor(client, user, { scope: "me:read offline_access" });
    const tokens = (await (await exchange(client, code, verifier)).json()) as Record<string, unknown>;
    expect(tokens).toEqual({ access_token: expect.any(String), token_type: "Bearer", expires_in: 120, scope: "me:read" });
    expect((await me(tokens.access_token as string)).status).toBe(200);
  });
});
