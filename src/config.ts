// One config, read once: every plain variable and secret of wrangler.toml (not the bindings) parsed with zod
// into typed values, once per env object. The HTTP app parses it first thing (app.ts), so a bad value
// answers 503 "Intake is misconfigured: BUDGET_API_URL is not a URL" on every route rather than a 500
// somewhere deep; Durable Objects call configOf(this.env) themselves. No value is ever echoed in an error:
// some are secrets.
import * as z from "zod";
import { onFirstUse } from "./on-first-use";

/**
 * What Intake keeps, it keeps 90 days: import reports (the Outbox), balance sources' runs, and the
 * receipts inbox with the files it holds. One number, because an inbox entry links to its import's report
 * and a run to the job it queued: kept as long as each other, neither outlives what it points at.
 */
export const RETENTION_DAYS = 90;
export const RETENTION_SECONDS = RETENTION_DAYS * 24 * 3600;
export const RETENTION_MS = RETENTION_SECONDS * 1000;

/** The variables as the runtime hands them over (wrangler.toml's [vars] and [secrets]); all text. */
export interface ConfigEnv {
  BUDGET_API_URL: string;
  PUBLIC_URL?: string;
  BUDGET_API_V1_URL?: string;
  BUDGET_API_VERSION?: string;
  OAUTH_ISSUER?: string;
  OAUTH_CLIENT_ID?: string;
  OAUTH_CLIENT_SECRET?: string;
  ALLOWED_EMAILS?: string;
  EMAIL_DOMAIN?: string;
  LOCAL_DEVELOPMENT?: string;
  TOKEN_KEY?: string;
  /** Optional secret, declared in no binding list: only set while TOKEN_KEY rotates. */
  TOKEN_KEY_PREVIOUS?: string;
  BUDGET_API_TOKEN?: string;
  INTAKE_API_KEY?: string;
}

export interface BudgetApiConfig {
  /** BUDGET_API_URL, as given. */
  v2Url: string;
  /** BUDGET_API_V1_URL, else BUDGET_API_URL with `/v2` → `/v1` (v1 answers beside v2 at the service). */
  v1Url: string;
  /** BUDGET_API_VERSION: what the deployment's own connection (`default`) speaks; v2 when unset. */
  defaultVersion: "v1" | "v2";
}

export interface OAuthConfig {
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

export interface Config {
  budgetApi: BudgetApiConfig;
  /**
   * PUBLIC_URL's origin (scheme, host, port): where people reach this deployment. The OAuth redirect and the origin
   * a cookie's request must come from are built from it, never from a request's Host header.
   */
  publicOrigin: string;
  /** Null unless issuer, client id and secret are all set: connections then use developer tokens. */
  oauth: OAuthConfig | null;
  /** ALLOWED_EMAILS, lower case; `*` lets anyone in; empty: nobody. */
  allowedEmails: readonly string[];
  /** Receipt addresses are `<alias>@emailDomain`. */
  emailDomain: string;
  /** LOCAL_DEVELOPMENT = "true": balance sources may fetch loopback URLs (the sandbox's feeds). */
  localDevelopment: boolean;
  /** TOKEN_KEY seals; TOKEN_KEY_PREVIOUS (while keys rotate) still opens. An empty key fails when the vault is made. */
  tokenKeys: { current: string; previous: string | undefined };
  /** The `default` connection's secrets, null when unset: BUDGET_API_TOKEN and INTAKE_API_KEY. */
  deployment: { token: string | null; apiKey: string | null };
}

/** A variable with a value Intake cannot use: the message names it (never its value). */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
  constructor(
    readonly variables: readonly string[],
    problems: readonly string[],
  ) {
    super(`Intake is misconfigured: ${problems.join("; ")}`);
  }
}

/** Unset and blank are the same: wrangler.toml declares optional variables as "". */
const blankless = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema);

const isHttpUrl = (value: string) => {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === "https:" || protocol === "http:";
};
const httpUrl = onFirstUse(() =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "is not set" : "is not text") })
    .trim()
    .refine(isHttpUrl, "is not a URL"),
);
/** A secret: kept exactly as given (no trimming), blank is unset. */
const secret = onFirstUse(() => blankless(z.string().optional()));
const text = onFirstUse(() => blankless(z.string().trim().optional()));

/** An origin alone: a path, query or fragment would be dropped without a word. */
const isOrigin = (value: string) => {
  if (!URL.canParse(value)) return true; // said by isHttpUrl
  const url = new URL(value);
  return url.pathname === "/" && url.search === "" && url.hash === "" && url.username === "" && url.password === "";
};

const Schema = onFirstUse(() =>
  z.object({
    BUDGET_API_URL: blankless(httpUrl),
    PUBLIC_URL: blankless(httpUrl.refine(isOrigin, "is not an origin (scheme://host[:port], no path)")),
    BUDGET_API_V1_URL: blankless(httpUrl.optional()),
    BUDGET_API_VERSION: blankless(
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.enum(["v1", "v2"], { error: 'must be "v1" or "v2"' }))
        .optional(),
    ),
    OAUTH_ISSUER: blankless(httpUrl.optional()),
    OAUTH_CLIENT_ID: text,
    OAUTH_CLIENT_SECRET: secret,
    ALLOWED_EMAILS: text,
    EMAIL_DOMAIN: blankless(
      z
        .string({ error: (issue) => (issue.input === undefined ? "is not set" : "is not text") })
        .trim()
        .toLowerCase()
        .regex(/^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)*$/, "is not a domain name"),
    ),
    LOCAL_DEVELOPMENT: blankless(z.enum(["true", "false"], { error: 'must be "true" or "false"' }).optional()),
    TOKEN_KEY: secret,
    TOKEN_KEY_PREVIOUS: secret,
    BUDGET_API_TOKEN: secret,
    INTAKE_API_KEY: secret,
  }),
);

function parse(env: ConfigEnv): Config {
  // Reads only the variables named in the schema; the bindings beside them are left alone.
  const result = Schema.safeParse(env);
  if (!result.success) {
    const named = result.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? "the environment"), message: issue.message }));
    throw new ConfigError(
      [...new Set(named.map((n) => n.variable))],
      named.map((n) => `${n.variable} ${n.message}`),
    );
  }
  const v = result.data;
  const { OAUTH_ISSUER: issuer, OAUTH_CLIENT_ID: clientId, OAUTH_CLIENT_SECRET: clientSecret } = v;
  return {
    budgetApi: {
      v2Url: v.BUDGET_API_URL,
      v1Url: v.BUDGET_API_V1_URL ?? v.BUDGET_API_URL.replace(/\/v2\/?$/, "/v1"),
      defaultVersion: v.BUDGET_API_VERSION ?? "v2",
    },
    publicOrigin: new URL(v.PUBLIC_URL).origin,
    oauth: issuer && clientId && clientSecret ? { issuer: new URL(issuer), clientId, clientSecret } : null,
    allowedEmails: (v.ALLOWED_EMAILS ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    emailDomain: v.EMAIL_DOMAIN,
    localDevelopment: v.LOCAL_DEVELOPMENT === "true",
    tokenKeys: { current: v.TOKEN_KEY ?? "", previous: v.TOKEN_KEY_PREVIOUS },
    deployment: { token: v.BUDGET_API_TOKEN ?? null, apiKey: v.INTAKE_API_KEY ?? null },
  };
}

/** Parsed once per env object (the runtime hands the same one to every request of an isolate). */
const parsed = new WeakMap<object, Config>();

/** The deployment's config; throws a ConfigError naming every variable with a bad value. */
export function configOf(env: ConfigEnv): Config {
  let config = parsed.get(env);
  if (!config) {
    config = parse(env);
    parsed.set(env, config);
  }
  return config;
}
