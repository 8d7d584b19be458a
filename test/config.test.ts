// One config, read once (src/config.ts): every variable of wrangler.toml parsed with zod into typed values,
// each rule below; a bad value is an error that names the variable (never its value), which the HTTP edge
// answers with a 503.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { type ConfigEnv, ConfigError, configOf, RETENTION_DAYS, RETENTION_MS, RETENTION_SECONDS } from "../src/config";
import { RUN_RETENTION_MS } from "../src/balance-sources/balance-sources";
import worker from "../src/index";
import { INBOX_TTL_SECONDS } from "../src/mail/inbox";

/** wrangler.toml's [vars] as a fresh deployment has them, and its required secrets. */
const deployed = (): ConfigEnv => ({
  PUBLIC_URL: "https://intake.example",
  BUDGET_API_URL: "https://api.example/v2",
  BUDGET_API_V1_URL: "",
  BUDGET_API_VERSION: "",
  OAUTH_ISSUER: "https://auth.example",
  OAUTH_CLIENT_ID: "intake",
  ALLOWED_EMAILS: "",
  EMAIL_DOMAIN: "intake.example",
  LOCAL_DEVELOPMENT: "false",
  BUDGET_API_TOKEN: "budget-token",
  INTAKE_API_KEY: "intake-key",
  TOKEN_KEY: "token-key",
  OAUTH_CLIENT_SECRET: "client-secret",
});

const with_ = (vars: Partial<ConfigEnv>) => configOf({ ...deployed(), ...vars });
const failure = (vars: Partial<ConfigEnv>): ConfigError => {
  try {
    with_(vars);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("parsed");
};

describe("defaults: wrangler.toml's values parse, with every optional variable left blank", () => {
  it("gives typed values", () => {
    expect(configOf(deployed())).toEqual({
      budgetApi: { v2Url: "https://api.example/v2", v1Url: "https://api.example/v1", defaultVersion: "v2" },
      publicOrigin: "https://intake.example",
      oauth: { issuer: new URL("https://auth.example"), clientId: "intake", clientSecret: "client-secret" },
      allowedEmails: [],
      emailDomain: "intake.example",
      localDevelopment: false,
      tokenKeys: { current: "token-key", previous: undefined },
      deployment: { token: "budget-token", apiKey: "intake-key" },
    });
  });

  it("parses the environment the tests run with (vitest.config.ts over wrangler.toml)", () => {
    const config = configOf(env);
    expect(config.budgetApi.v2Url).toBe(env.BUDGET_API_URL);
    expect(config.localDevelopment).toBe(true);
    expect(config.allowedEmails).toEqual(["*"]);
  });

  it("is parsed once per env object", () => {
    const vars = deployed();
    expect(configOf(vars)).toBe(configOf(vars));
    expect(configOf({ ...vars })).not.toBe(configOf(vars));
  });
});

describe("BUDGET_API_URL is required and a URL", () => {
  it("names the variable when it is not a URL, blank, or not http(s)", () => {
    expect(failure({ BUDGET_API_URL: "api.example/v2" }).message).toBe("Intake is misconfigured: BUDGET_API_URL is not a URL");
    expect(failure({ BUDGET_API_URL: "ftp://api.example/v2" }).message).toBe("Intake is misconfigured: BUDGET_API_URL is not a URL");
    expect(failure({ BUDGET_API_URL: " " }).message).toBe("Intake is misconfigured: BUDGET_API_URL is not set");
  });

  it("is taken as given, spaces aside", () => {
    expect(with_({ BUDGET_API_URL: " https://api.example/v2/ " }).budgetApi.v2Url).toBe("https://api.example/v2/");
  });
});

describe("PUBLIC_URL is required: the deployment's origin, scheme, host and port", () => {
  it("keeps the origin, with its port, whatever case or trailing slash it was written in", () => {
    expect(with_({ PUBLIC_URL: "https://Intake.Example/" }).publicOrigin).toBe("https://intake.example");
    expect(with_({ PUBLIC_URL: " http://127.0.0.1:9000 " }).publicOrigin).toBe("http://127.0.0.1:9000");
  });
  it("refuses a value that is no origin, naming the variable", () => {
    expect(failure({ PUBLIC_URL: "" }).message).toBe("Intake is misconfigured: PUBLIC_URL is not set");
    expect(failure({ PUBLIC_URL: "intake.example" }).message).toBe("Intake is misconfigured: PUBLIC_URL is not a URL");
    expect(failure({ PUBLIC_URL: "https://intake.example/app" }).message).toBe(
      "Intake is misconfigured: PUBLIC_URL is not an origin (scheme://host[:port], no path)",
    );
  });
});

describe("BUDGET_API_V1_URL (optional): v1 lives beside v2 unless it says where", () => {
  it("derives …/v1 from BUDGET_API_URL when blank or unset", () => {
    expect(with_({ BUDGET_API_V1_URL: "" }).budgetApi.v1Url).toBe("https://api.example/v1");
    const { BUDGET_API_V1_URL: _, ...unset } = deployed();
    expect(configOf(unset).budgetApi.v1Url).toBe("https://api.example/v1");
  });

  it("takes the variable, and names it when it is not a URL", () => {
    expect(with_({ BUDGET_API_V1_URL: "https://legacy.example/v1" }).budgetApi.v1Url).toBe("https://legacy.example/v1");
    expect(failure({ BUDGET_API_V1_URL: "legacy" }).variables).toEqual(["BUDGET_API_V1_URL"]);
  });
});

describe("BUDGET_API_VERSION (optional): what the default connection speaks", () => {
  it("is v2 when blank, v1 or v2 when it says so (any case)", () => {
    expect(with_({ BUDGET_API_VERSION: "" }).budgetApi.defaultVersion).toBe("v2");
    expect(with_({ BUDGET_API_VERSION: "v1" }).budgetApi.defaultVersion).toBe("v1");
    expect(with_({ BUDGET_API_VERSION: " V1" }).budgetApi.defaultVersion).toBe("v1");
    expect(with_({ BUDGET_API_VERSION: "v2" }).budgetApi.defaultVersion).toBe("v2");
  });

  it("refuses anything else rather than guessing", () => {
    expect(failure({ BUDGET_API_VERSION: "1" }).message).toBe('Intake is misconfigured: BUDGET_API_VERSION must be "v1" or "v2"');
  });
});

describe("OAuth: a client only when issuer, client id and secret are all set", () => {
  it("is null when any of the three is blank", () => {
    expect(with_({ OAUTH_CLIENT_SECRET: "" }).oauth).toBeNull();
    expect(with_({ OAUTH_CLIENT_ID: "" }).oauth).toBeNull();
    expect(with_({ OAUTH_ISSUER: "" }).oauth).toBeNull();
  });

  it("names OAUTH_ISSUER when it is not a URL", () => {
    expect(failure({ OAUTH_ISSUER: "auth" }).message).toBe("Intake is misconfigured: OAUTH_ISSUER is not a URL");
  });
});

describe("ALLOWED_EMAILS: a list in lower case", () => {
  it("splits on commas, drops blanks, keeps *", () => {
    expect(with_({ ALLOWED_EMAILS: " Owner@Example.com, ,friend@example.com" }).allowedEmails).toEqual([
      "owner@example.com",
      "friend@example.com",
    ]);
    expect(with_({ ALLOWED_EMAILS: "*" }).allowedEmails).toEqual(["*"]);
    expect(with_({ ALLOWED_EMAILS: "" }).allowedEmails).toEqual([]);
  });
});

describe("EMAIL_DOMAIN: required, a domain name", () => {
  it("is lower case, and named when blank or not a domain", () => {
    expect(with_({ EMAIL_DOMAIN: "Intake.Example" }).emailDomain).toBe("intake.example");
    expect(failure({ EMAIL_DOMAIN: "" }).message).toBe("Intake is misconfigured: EMAIL_DOMAIN is not set");
    expect(failure({ EMAIL_DOMAIN: "receipts@intake.example" }).message).toBe("Intake is misconfigured: EMAIL_DOMAIN is not a domain name");
  });
});

describe("LOCAL_DEVELOPMENT: true only when it says true", () => {
  it("is a boolean, and named when it is neither", () => {
    expect(with_({ LOCAL_DEVELOPMENT: "true" }).localDevelopment).toBe(true);
    expect(with_({ LOCAL_DEVELOPMENT: "false" }).localDevelopment).toBe(false);
    expect(with_({ LOCAL_DEVELOPMENT: "" }).localDevelopment).toBe(false);
    expect(failure({ LOCAL_DEVELOPMENT: "yes" }).message).toBe('Intake is misconfigured: LOCAL_DEVELOPMENT must be "true" or "false"');
  });
});

describe("secrets: kept exactly as given, blank is unset", () => {
  it("TOKEN_KEY_PREVIOUS (optional) joins the token keys while keys rotate", () => {
    expect(with_({ TOKEN_KEY_PREVIOUS: "old-key" }).tokenKeys).toEqual({ current: "token-key", previous: "old-key" });
    expect(with_({ TOKEN_KEY_PREVIOUS: "" }).tokenKeys.previous).toBeUndefined();
  });

  it("BUDGET_API_TOKEN and INTAKE_API_KEY are null when blank, not trimmed when set", () => {
    expect(with_({ BUDGET_API_TOKEN: "", INTAKE_API_KEY: "" }).deployment).toEqual({ token: null, apiKey: null });
    expect(with_({ BUDGET_API_TOKEN: " t " }).deployment.token).toBe(" t ");
  });
});

describe("a bad value is an error that names every bad variable and none of the values", () => {
  it("lists them all, in one message", () => {
    const error = failure({ BUDGET_API_URL: "secret-looking-value", LOCAL_DEVELOPMENT: "maybe" });
    expect(error.variables).toEqual(["BUDGET_API_URL", "LOCAL_DEVELOPMENT"]);
    expect(error.message).toBe('Intake is misconfigured: BUDGET_API_URL is not a URL; LOCAL_DEVELOPMENT must be "true" or "false"');
    expect(error.message).not.toContain("secret-looking-value");
  });
});

describe("a misconfigured deployment answers a clear 503 at the HTTP edge, not a 500", () => {
  it("names the variable on every route, pages and JSON alike", async () => {
    const misconfigured = { ...env, BUDGET_API_URL: "not a url" };
    // The log names the variable, never its value.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const path of ["/imports", "/connect", "/nowhere"]) {
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request(`https://intake.test${path}`), misconfigured, ctx);
      await waitOnExecutionContext(ctx);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: { status: 503, message: "Intake is misconfigured: BUDGET_API_URL is not a URL" } });
      // The security headers are still on the answer.
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(logged.mock.calls).toEqual(Array(3).fill(["misconfigured", "BUDGET_API_URL"]));
    logged.mockRestore();
  });
});

describe("RETENTION_DAYS: what Intake keeps, it keeps 90 days", () => {
  it("is one number in every unit", () => {
    expect(RETENTION_DAYS).toBe(90);
    expect(RETENTION_SECONDS).toBe(90 * 24 * 3600);
    expect(RETENTION_MS).toBe(RETENTION_SECONDS * 1000);
  });

  it("is how long balance sources' runs and the receipts inbox are kept (the Outbox's reports too)", () => {
    expect(RUN_RETENTION_MS).toBe(RETENTION_MS);
    expect(INBOX_TTL_SECONDS).toBe(RETENTION_SECONDS);
  });
});
