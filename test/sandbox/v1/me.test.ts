// GET /v1/me: the spec's User object over the world's user; v1's token rules.
import { budgetIdOf } from "../../../sandbox/src/admin";
import { describe, expect, it } from "vitest";
import { SANDBOX_ORIGIN } from "../world";
import { newV1World, read } from "./legacy";
import { V1_ERROR, V1_USER, conforms } from "./shapes";

describe("GET /v1/me", () => {
  it("answers the spec's User object, the same user as GET /v2/me", async () => {
    const w = await newV1World("v1me");
    const { status, body } = await read(w.v1("GET", "/me"));
    expect(status).toBe(200);
    const user = conforms(V1_USER, body);
    const v2 = (await (await w.api("GET", "/me")).json()) as Record<string, unknown>;
    expect(user).toEqual({
      user_id: v2.id,
      user_name: v2.name,
      user_email: v2.email,
      account_id: v2.account_id,
      budget_name: v2.budget_name,
      api_key_label: v2.api_key_label,
    });
    expect(user).toMatchObject({ user_id: 1001, account_id: budgetIdOf(w.name), budget_name: "Sandbox Budget", api_key_label: "sandbox" });
  });

  it("follows a rename made through v2 (one budget, two interfaces)", async () => {
    const w = await newV1World("v1mename");
    await w.api("PUT", "/me/account/settings", { display_name: "Renamed" });
    expect((await read<{ budget_name: string }>(w.v1("GET", "/me"))).body.budget_name).toBe("Renamed");
  });

  it("takes the token as the access_token query parameter too, as v1 documents", async () => {
    const w = await newV1World("v1mequery");
    const res = await fetch(`${SANDBOX_ORIGIN}/v1/me?access_token=${encodeURIComponent(w.token)}`);
    expect(res.status).toBe(200);
    conforms(V1_USER, await res.json());
    // v2 does not (its spec advises against the practice): the request has no token there.
    expect((await fetch(`${SANDBOX_ORIGIN}/v2/me?access_token=${encodeURIComponent(w.token)}`)).status).toBe(401);
  });

  it("refuses a missing or unknown token with 401 and v1's {error} body", async () => {
    const w = await newV1World("v1me401");
    for (const token of [null, `sbx.${w.name}.${"0".repeat(32)}`]) {
      const { status, body } = await read(w.v1("GET", "/me", undefined, { token }));
      expect(status).toBe(401);
      conforms(V1_ERROR, body);
    }
  });

  it("answers an unknown v1 path with 404 and {error}", async () => {
    const w = await newV1World("v1me404");
    const { status, body } = await read(w.v1("GET", "/budgets"));
    expect(status).toBe(404);
    conforms(V1_ERROR, body);
  });
});
