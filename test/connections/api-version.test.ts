// Which interface a connection speaks: its record's choice (v2 when it made none), and for the
// deployment's `default` connection the variable BUDGET_API_VERSION.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { apiBaseUrl } from "../../src/budget-api";
import { configOf } from "../../src/config";
import { DEFAULT_CONNECTION, KeptCredentials, saveConnection } from "../../src/connections";
import { keeperOf } from "../../src/storage";

describe("a saved connection speaks the version it was connected for, v2 unless it chose v1", () => {
  it("reads the choice from the connection's keeper", async () => {
    const id = `conn-${crypto.randomUUID()}`;
    await saveConnection(env, `${id}-v1`, "token-one", `key-${id}-1`, { apiVersion: "v1" });
    await saveConnection(env, `${id}-v2`, "token-two", `key-${id}-2`);
    const credentials = new KeptCredentials(env);
    expect(await credentials.apiVersion(`${id}-v1`)).toBe("v1");
    expect(await credentials.apiVersion(`${id}-v2`)).toBe("v2");
  });
});

describe("the default connection's version is BUDGET_API_VERSION", () => {
  // Test files share the runtime's storage (vitest.config.ts): the variable decides only while nobody has
  // connected the deployment's budget, so start from there.
  beforeEach(() => keeperOf(env, DEFAULT_CONNECTION).disconnect(DEFAULT_CONNECTION));

  it("is v1 only when the variable says v1 (in any case, spaces aside), and a misspelling is refused, not v2", async () => {
    expect(await new KeptCredentials(env).apiVersion(DEFAULT_CONNECTION)).toBe("v2");
    expect(await new KeptCredentials({ ...env, BUDGET_API_VERSION: "v1" }).apiVersion(DEFAULT_CONNECTION)).toBe("v1");
    expect(await new KeptCredentials({ ...env, BUDGET_API_VERSION: "V1 " }).apiVersion(DEFAULT_CONNECTION)).toBe("v1");
    await expect(new KeptCredentials({ ...env, BUDGET_API_VERSION: "v3" }).apiVersion(DEFAULT_CONNECTION)).rejects.toThrow(
      /BUDGET_API_VERSION must be "v1" or "v2"/,
    );
  });
});

describe("v1 lives beside v2 unless BUDGET_API_V1_URL says where", () => {
  it("derives …/v1 from BUDGET_API_URL, or takes the variable", () => {
    const api = (vars: { BUDGET_API_URL: string; BUDGET_API_V1_URL?: string }) =>
      configOf({ ...vars, EMAIL_DOMAIN: "intake.test", PUBLIC_URL: "https://intake.test" }).budgetApi;
    expect(apiBaseUrl(api({ BUDGET_API_URL: "https://api.example/v2" }), "v1")).toBe("https://api.example/v1");
    expect(apiBaseUrl(api({ BUDGET_API_URL: "https://api.example/v2/" }), "v2")).toBe("https://api.example/v2/");
    const explicit = { BUDGET_API_URL: "https://api.example/v2", BUDGET_API_V1_URL: "https://legacy.example/v1" };
    expect(apiBaseUrl(api(explicit), "v1")).toBe("https://legacy.example/v1");
  });
});
