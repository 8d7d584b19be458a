// Refresh with rotation and reuse detection, revocation (RFC 7009), and the admin interface's token
// lifetimes, "expire now", grants and counters.
import { describe, expect, it } from "vitest";
import { adminCall, connect, counters, me, newClient, newUser, refreshWith, type TestClient, type Tokens } from "./oauth";
import { type ErrorBody, SANDBOX_ORIGIN } from "./world";

const revoke = (client: TestClient, params: Record<string, string>, authorization: string | null = client.basic) =>
  fetch(`${SANDBOX_ORIGIN}/oauth/revoke`, {
    method: "POST",
    headers: authorization === null ? {} : { Authorization: authorization },
    body: new URLSearchParams(params),
  });

async function refreshed(client: TestClient, refreshToken: string): Promise<Tokens> {
  const res = await refreshWith(client, refreshToken);
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  return (await res.json()) as Tokens;
}

async function expectInvalidGrant(res: Response) {
  expect(res.status).toBe(400);
  expect(((await res.json()) as { error: string }).error).toBe("invalid_grant");
}

const errMsgOf = async (res: Response) => ((await res.json()) as ErrorBody).errors[0]?.errMsg;

async function setup(registration: Record<string, unknown> = {}) {
  const client = await newClient(registration);
  const user = await newUser();
  return { client, user, tokens: await connect(client, user) };
}

describe("a refresh rotates the refresh token", () => {
  it("gives a new access token and a new refresh token; the old access token keeps working", async () => {
    const { client, user, tokens } = await setup();
    const next = await refreshed(client, tokens.refresh_token!);
    expect(next).toEqual({
      access_token: expect.stringMatching(new RegExp(`^sbx\\.${user.worlds[0]!.name}\\.`)),
      token_type: "Bearer",
      expires_in: 3600,
      scope: "me:read offline_access",
      refresh_token: expect.any(String),
    });
    expect(next.access_token).not.toBe(tokens.access_token);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(await (await me(next.access_token)).json()).toMatchObject({ id: user.id, account_id: user.budgets[0]!.account_id });
    expect((await me(tokens.access_token)).status).toBe(200);
    const third = await refreshed(client, next.refresh_token!);
    expect((await me(third.access_token)).status).toBe(200);
    expect(await counters(client)).toMatchObject({ tokenRequests: 3, codeExchanges: 1, refreshes: 2, reuseDetections: 0 });
  });

  it("refuses another client's refresh token without harming the grant", async () => {
    const { client, tokens } = await setup();
    const thief = await newClient();
    await expectInvalidGrant(await refreshWith(thief, tokens.refresh_token!));
    expect((await refreshWith(client, tokens.refresh_token!)).status).toBe(200);
  });

  it("refuses an unknown refresh token, and one past its lifetime (1 s)", async () => {
    const { client, tokens } = await setup({ refresh_token_lifetime_seconds: 1 });
    await expectInvalidGrant(await refreshWith(client, "made-up"));
    await new Promise((r) => setTimeout(r, 1100));
    await expectInvalidGrant(await refreshWith(client, tokens.refresh_token!));
  });
});

describe("presenting a rotated refresh token again revokes the whole grant", () => {
  it("refuses it, then every refresh and access token of the grant", async () => {
    const { client, tokens } = await setup();
    const next = await refreshed(client, tokens.refresh_token!);
    await expectInvalidGrant(await refreshWith(client, tokens.refresh_token!));
    const current = await me(next.access_token);
    expect(current.status).toBe(401);
    expect(await errMsgOf(current)).toMatch(/revoked/);
    expect((await me(tokens.access_token)).status).toBe(401);
    await expectInvalidGrant(await refreshWith(client, next.refresh_token!));
    expect(await counters(client)).toMatchObject({ refreshes: 1, reuseDetections: 1, grantsRevoked: 1 });
  });

  it("leaves the user's other grants alone", async () => {
    const client = await newClient();
    const user = await newUser();
    const [a, b] = [await connect(client, user), await connect(client, user)];
    await refreshed(client, a.refresh_token!);
    await expectInvalidGrant(await refreshWith(client, a.refresh_token!));
    expect((await me(b.access_token)).status).toBe(200);
    expect((await refreshWith(client, b.refresh_token!)).status).toBe(200);
  });
});

describe("POST /oauth/revoke", () => {
  it("revoking a refresh token ends the grant: its access tokens get 401", async () => {
    const { client, tokens } = await setup();
    const res = await revoke(client, { token: tokens.refresh_token!, token_type_hint: "refresh_token" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    await expectInvalidGrant(await refreshWith(client, tokens.refresh_token!));
    expect((await me(tokens.access_token)).status).toBe(401);
    expect(await counters(client)).toMatchObject({ revocations: 1, grantsRevoked: 1, reuseDetections: 0 });
  });

  it("revoking an access token ends that token only (whatever the hint says)", async () => {
    const { client, tokens } = await setup();
    expect((await revoke(client, { token: tokens.access_token, token_type_hint: "refresh_token" })).status).toBe(200);
    expect((await me(tokens.access_token)).status).toBe(401);
    const next = await refreshed(client, tokens.refresh_token!);
    expect((await me(next.access_token)).status).toBe(200);
  });

  it("answers 200 for unknown tokens and other clients' tokens, which stay valid", async () => {
    const { client, tokens } = await setup();
    const other = await newClient();
    expect((await revoke(other, { token: "unknown" })).status).toBe(200);
    expect((await revoke(other, { token: tokens.refresh_token! })).status).toBe(200);
    expect((await revoke(other, { token: tokens.access_token })).status).toBe(200);
    expect((await me(tokens.access_token)).status).toBe(200);
    expect((await refreshWith(client, tokens.refresh_token!)).status).toBe(200);
  });

  it("needs client authentication and a token", async () => {
    const { client, tokens } = await setup();
    const unauthenticated = await revoke(client, { token: tokens.refresh_token! }, null);
    expect(unauthenticated.status).toBe(401);
    expect(((await unauthenticated.json()) as { error: string }).error).toBe("invalid_client");
    const wrong = await revoke(client, { token: tokens.refresh_token! }, `Basic ${btoa(`${client.client_id}:nope`)}`);
    expect(wrong.status).toBe(401);
    const missing = await revoke(client, {});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toBe("invalid_request");
    expect((await refreshWith(client, tokens.refresh_token!)).status).toBe(200);
  });
});

describe("the admin interface: lifetimes, expire now, grants, counters", () => {
  it("sets the access token lifetime of the next tokens", async () => {
    const { client, tokens } = await setup({ access_token_lifetime_seconds: 1 });
    expect(tokens.expires_in).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    const expired = await me(tokens.access_token);
    expect(expired.status).toBe(401);
    expect(await errMsgOf(expired)).toMatch(/expired/);
    const updated = await adminCall<Record<string, unknown>>("PATCH", `/clients/${client.client_id}`, {
      access_token_lifetime_seconds: 600,
    });
    expect(updated).toMatchObject({ access_token_lifetime_seconds: 600, refresh_token_lifetime_seconds: 2592000 });
    const next = await refreshed(client, tokens.refresh_token!);
    expect(next.expires_in).toBe(600);
    expect((await me(next.access_token)).status).toBe(200);
  });

  it("expires one access token now; a refresh then works", async () => {
    const { client, tokens } = await setup();
    expect(await adminCall("POST", "/expire", { access_token: tokens.access_token })).toEqual({ expired: 1 });
    const res = await me(tokens.access_token);
    expect(res.status).toBe(401);
    expect(await errMsgOf(res)).toMatch(/expired/);
    const next = await refreshed(client, tokens.refresh_token!);
    expect((await me(next.access_token)).status).toBe(200);
    const unknown = await fetch(`${SANDBOX_ORIGIN}/__sandbox/oauth/expire`, {
      method: "POST",
      body: JSON.stringify({ access_token: "nope" }),
    });
    expect(unknown.status).toBe(404);
  });

  it("lists grants, expires all access tokens of one, and revokes one", async () => {
    const { client, user, tokens } = await setup();
    const next = await refreshed(client, tokens.refresh_token!);
    const { grants } = await adminCall<{ grants: { id: string; revoked_at: string | null }[] }>(
      "GET",
      `/grants?client_id=${client.client_id}`,
    );
    expect(grants).toEqual([
      {
        id: expect.any(String),
        client_id: client.client_id,
        user_id: user.id,
        account_id: user.budgets[0]!.account_id,
        world: user.worlds[0]!.name,
        created_at: expect.any(String),
        revoked_at: null,
        revoked_reason: null,
      },
    ]);
    const grantId = grants[0]!.id;
    expect(await adminCall("POST", "/expire", { grant_id: grantId })).toEqual({ expired: 2 });
    expect((await me(next.access_token)).status).toBe(401);
    const again = await refreshed(client, next.refresh_token!);
    expect((await me(again.access_token)).status).toBe(200);
    await adminCall("DELETE", `/grants/${grantId}`);
    expect((await me(again.access_token)).status).toBe(401);
    await expectInvalidGrant(await refreshWith(client, again.refresh_token!));
    const after = await adminCall<{ grants: { revoked_at: string | null; revoked_reason: string }[] }>(
      "GET",
      `/grants?client_id=${client.client_id}`,
    );
    expect(after.grants[0]).toMatchObject({ revoked_at: expect.any(String), revoked_reason: "revoked by the admin interface" });
  });

  it("validates registrations: unique ids, redirect URIs without fragments, scopes", async () => {
    const client = await newClient();
    const post = (body: unknown) => fetch(`${SANDBOX_ORIGIN}/__sandbox/oauth/clients`, { method: "POST", body: JSON.stringify(body) });
    const base = { redirect_uris: ["http://127.0.0.1:9/cb"], scopes: ["me:read"] };
    expect((await post({ ...base, client_id: client.client_id })).status).toBe(409);
    expect((await post({ ...base, client_id: "x-frag", redirect_uris: ["http://127.0.0.1:9/cb#f"] })).status).toBe(400);
    expect((await post({ ...base, client_id: "x-rel", redirect_uris: ["/cb"] })).status).toBe(400);
    expect((await post({ ...base, client_id: "x-scope", scopes: ["me read"] })).status).toBe(400);
    const generated = await adminCall<{ client_secret: string }>("POST", "/clients", { ...base, client_id: `gen-${crypto.randomUUID()}` });
    expect(generated.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("counts per client and in total", async () => {
    const before = await adminCall<Record<string, number>>("GET", "/counters");
    const { client, tokens } = await setup();
    await refreshed(client, tokens.refresh_token!);
    expect(await counters(client)).toEqual({
      authorizations: 1,
      denials: 0,
      tokenRequests: 2,
      codeExchanges: 1,
      codeReplays: 0,
      refreshes: 1,
      reuseDetections: 0,
      revocations: 0,
      grantsRevoked: 0,
    });
    const after = await adminCall<Record<string, number>>("GET", "/counters");
    expect(after.tokenRequests).toBeGreaterThanOrEqual(before.tokenRequests! + 2);
  });
});

describe("a world revokes or expires one token by value (its admin interface)", () => {
  it("POST /tokens/expire and /tokens/revoke", async () => {
    const { user } = await setup();
    const world = user.worlds[0]!;
    const { token: a } = await world.adminCall<{ token: string }>("POST", "/tokens", { lifetimeSeconds: 3600 });
    const { token: b } = await world.adminCall<{ token: string }>("POST", "/tokens", { lifetimeSeconds: null });
    await world.adminCall("POST", "/tokens/expire", { token: a });
    await world.adminCall("POST", "/tokens/revoke", { token: b });
    expect(await errMsgOf(await world.api("GET", "/me", undefined, a))).toMatch(/expired/);
    expect(await errMsgOf(await world.api("GET", "/me", undefined, b))).toMatch(/revoked/);
    expect((await world.api("GET", "/me")).status).toBe(200);
    const unknown = await fetch(`${world.admin}/tokens/revoke`, { method: "POST", body: JSON.stringify({ token: "nope" }) });
    expect(unknown.status).toBe(404);
  });
});
