// The deployment's own connection (`default`): its identity comes from GET /me with its secret token, and
// a credential granted at /connect for that budget is used first, the secret staying the fallback.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_CONNECTION, KeptCredentials } from "../../src/connections";
import { connectionIdFor, deploymentIdentity, identityOf } from "../../src/connections/deployment";
import { newWorld } from "../support/world";
import { keeperOf } from "../../src/storage";

const keeper = () => keeperOf(env, DEFAULT_CONNECTION);

describe("whose budget the deployment's token opens", () => {
  it("is asked of GET /me and names `default`", async () => {
    const identity = await deploymentIdentity(env);
    expect(identity).toMatchObject({ user_id: 1001, account_id: 2001, budget_name: "Sandbox Budget", primary_currency: "usd" });
    expect(await identityOf(env, DEFAULT_CONNECTION)).toEqual(identity);
  });

  it("is unknown without a token or when the service refuses it, and nothing is remembered", async () => {
    expect(await deploymentIdentity({ ...env, BUDGET_API_TOKEN: "" })).toBeNull();
    const refused = { ...env, BUDGET_API_TOKEN: "sbx.nobody.0000" };
    expect(await deploymentIdentity(refused)).toBeNull();
    expect((await env.CONNECTIONS.list({ prefix: "deployment-identity:" })).keys.length).toBe(1);
  });

  it("maps the same person's same budget to `default`, and anything else to its own id", async () => {
    const own = { user_id: 1001, email: "sandbox@example.invalid", name: "Sandbox User", account_id: 2001, budget_name: "x" };
    expect(await connectionIdFor(env, own, "u1001-b2001")).toBe(DEFAULT_CONNECTION);
    expect(await connectionIdFor(env, { ...own, account_id: 2002 }, "u1001-b2002")).toBe("u1001-b2002");
    expect(await connectionIdFor(env, { ...own, user_id: 1002 }, "u1002-b2001")).toBe("u1002-b2001");
  });
});

describe("the credential of `default`", () => {
  // Test files share the runtime's storage (vitest.config.ts): start from a deployment nobody has connected.
  beforeEach(() => keeper().disconnect(DEFAULT_CONNECTION));

  it("is the secret until a person connects the budget, theirs while it is kept, and the secret again after a disconnect", async () => {
    const credentials = new KeptCredentials(env);
    expect(await credentials.current(DEFAULT_CONNECTION)).toBe(env.BUDGET_API_TOKEN);
    expect(await credentials.needsAuthorization(DEFAULT_CONNECTION)).toBe(false);

    const world = await newWorld();
    const identity = (await deploymentIdentity(env))!;
    await keeper().install(DEFAULT_CONNECTION, "developer_token", { access_token: world.token }, identity, "v1");
    expect(await credentials.current(DEFAULT_CONNECTION)).toBe(world.token);
    expect(await credentials.apiVersion(DEFAULT_CONNECTION)).toBe("v1");
    // A refused kept token that cannot be refreshed falls back to the secret, once.
    expect(await credentials.refresh(DEFAULT_CONNECTION, world.token)).toBe(env.BUDGET_API_TOKEN);
    expect(await credentials.refresh(DEFAULT_CONNECTION, env.BUDGET_API_TOKEN)).toBe(world.token);

    await keeper().disconnect(DEFAULT_CONNECTION);
    expect(await credentials.current(DEFAULT_CONNECTION)).toBe(env.BUDGET_API_TOKEN);
    expect(await credentials.apiVersion(DEFAULT_CONNECTION)).toBe("v2");
  });

  it("of any other connection has no fallback", async () => {
    const credentials = new KeptCredentials(env);
    expect(await credentials.current("u9-b9")).toBeNull();
    expect(await credentials.needsAuthorization("u9-b9")).toBe(true);
  });
});
