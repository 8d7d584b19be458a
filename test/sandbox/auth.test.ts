// Access tokens: bearer only; minted per world; expiry and revocation give 401.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type ErrorBody, newWorld, SANDBOX_ORIGIN } from "./world";

describe("a missing, unknown, expired or revoked token gets 401 with the error object", () => {
  it("refuses a missing and an unknown token", async () => {
    const w = await newWorld("authmissing");
    for (const token of [null, "nonsense", `sbx.${w.name}.${"a".repeat(32)}`]) {
      const res = await w.api("GET", "/me", undefined, token);
      expect(res.status).toBe(401);
      const body = (await res.json()) as ErrorBody;
      expect(body.message).toBe("Unauthorized");
      expect(body.errors[0]?.errMsg).toEqual(expect.any(String));
    }
  });

  it("refuses a token after its lifetime (1 s)", async () => {
    const w = await newWorld("authexpiry", { tokenLifetimeSeconds: 1 });
    expect((await w.api("GET", "/me")).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1200));
    const res = await w.api("GET", "/me");
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).errors[0]?.errMsg).toMatch(/expired/);
  });

  it("accepts a refreshed token minted by POST /tokens, and refuses all after DELETE /tokens", async () => {
    const w = await newWorld("authrevoke", { tokenLifetimeSeconds: 1 });
    const { token, expires_at } = await w.adminCall<{ token: string; expires_at: string | null }>("POST", "/tokens", {
      lifetimeSeconds: 3600,
    });
    expect(Date.parse(expires_at ?? "")).toBeGreaterThan(Date.now() + 3_500_000);
    expect((await w.api("GET", "/me", undefined, token)).status).toBe(200);
    await w.adminCall("DELETE", "/tokens");
    expect((await w.api("GET", "/me", undefined, token)).status).toBe(401);
    expect((await w.api("GET", "/me")).status).toBe(401);
  });

  it("does not accept one world's token in another world", async () => {
    const a = await newWorld("autha");
    const b = await newWorld("authb");
    const forged = a.token.replace(a.name, b.name);
    expect((await b.api("GET", "/me", undefined, forged)).status).toBe(401);
  });
});

describe("the configured SANDBOX_TOKEN belongs to the default world", () => {
  it("reads the default world", async () => {
    const res = await fetch(`${SANDBOX_ORIGIN}/v2/me`, { headers: { Authorization: `Bearer ${env.BUDGET_API_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 1001, account_id: 2001 });
  });
});
