// Connections: the budget accounts Intake writes into, each with a credential and upload API keys, kept as
// a record in KV whose tokens are sealed by the token vault (layout: storage-layout.md). The connection
// `default` is the deployment's own budget: its secrets (BUDGET_API_TOKEN, INTAKE_API_KEY) work without a
// record, and connecting that budget at /connect joins it (deployment.ts).
import type { ApiVersion } from "../budget-api/versions";
import { type ConfigEnv, configOf } from "../config";
import { connectionOfApiKey, registerApiKey } from "./api-keys";
import type { CredentialKeeper } from "./keeper";
import { sha256Hex } from "./opaque";
import { TokenVault } from "./vault";
import { keeperOf } from "../storage";

export const DEFAULT_CONNECTION = "default";

/** The credential of a connection, as sealed in its record. */
export interface ConnectionTokens {
  access_token: string;
  /** Only for OAuth connections whose client may refresh (`offline_access`). */
  refresh_token?: string;
  /** Epoch ms; absent for a developer token, which does not expire on its own. */
  expires_at?: number;
}

/** The budget a connection writes into: the service's (user id, account_id) pair is its key. */
export interface ConnectionIdentity {
  user_id: number;
  email: string;
  name: string;
  account_id: number;
  /** A label only: two budgets may share a name. */
  budget_name: string;
  /**
   * The budget's primary currency (lowercase ISO 4217), for what Intake guesses from it (mail/time-zone.ts);
   * null where the interface does not say (v1), absent on records written before it was kept.
   */
  primary_currency?: string | null;
}

/** The connection of (user, budget account): the same budget connected again is the same connection. */
export const connectionIdOf = (identity: Pick<ConnectionIdentity, "user_id" | "account_id">) =>
  `u${identity.user_id}-b${identity.account_id}`;

/** What KV holds under `connection:<id>`. Tokens only sealed; API keys only as hashes (api-keys.ts). */
export interface StoredConnection {
  id: string;
  kind: "developer_token" | "oauth";
  /** Who connected and which budget, from `GET /me` (absent on records saved by scripts and tests). */
  identity?: ConnectionIdentity;
  /** `sealed` opens with the vault, bound to `id`. */
  sealed: string;
  /**
   * The service's interface the connection speaks: "v2", or the legacy "v1" (a developer token may pick
   * it when connecting). Absent on records written before it existed: v2.
   */
  api_version?: ApiVersion;
  created_at: string;
  updated_at: string;
}

/** The variables (configOf) and the KV of connections. */
export interface ConnectionEnv extends ConfigEnv {
  CONNECTIONS: KVNamespace;
}

/** The vault of this deployment: TOKEN_KEY seals, TOKEN_KEY_PREVIOUS (while keys rotate) still opens. */
export function vaultOf(env: ConnectionEnv): TokenVault {
  return new TokenVault(configOf(env).tokenKeys);
}

/**
 * Where the Outbox gets a connection's access token. `refresh` is asked once after a 401, with the token
 * that was refused: the connection's keeper refreshes once for all callers, or answers the token another
 * caller's refresh brought.
 */
export interface CredentialSource {
  current(connectionId: string): Promise<string | null>;
  refresh(connectionId: string, refused?: string): Promise<string | null>;
  /** Which interface the connection speaks (what its credential was made for). */
  apiVersion(connectionId: string): Promise<ApiVersion>;
}

/**
 * Every connection through its CredentialKeeper. `default` (the deployment's own budget) falls back to the
 * secret BUDGET_API_TOKEN while nobody has connected that budget at /connect (deployment.ts).
 */
export class KeptCredentials implements CredentialSource {
  constructor(private readonly env: ConnectionEnv & { CREDENTIALS: DurableObjectNamespace<CredentialKeeper> }) {}

  async current(connectionId: string): Promise<string | null> {
    const kept = await this.#keeper(connectionId).accessToken(connectionId);
    return kept ?? this.#deploymentToken(connectionId);
  }

  async refresh(connectionId: string, refused?: string): Promise<string | null> {
    const kept = await this.#keeper(connectionId).renew(connectionId, refused);
    if (kept !== null) return kept;
    const deployment = this.#deploymentToken(connectionId);
    return deployment !== refused ? deployment : null;
  }

  /** What the kept credential was connected for; `default` on its secret: the variable BUDGET_API_VERSION ("v1", else v2). */
  async apiVersion(connectionId: string): Promise<ApiVersion> {
    const kept = await this.#keeper(connectionId).apiVersion(connectionId);
    if (kept) return kept;
    return connectionId === DEFAULT_CONNECTION ? configOf(this.env).budgetApi.defaultVersion : "v2";
  }

  /** Whether only a person connecting again can make the connection work. */
  async needsAuthorization(connectionId: string): Promise<boolean> {
    if (this.#deploymentToken(connectionId) !== null) return false;
    return this.#keeper(connectionId).needsAuthorization(connectionId);
  }

  #deploymentToken(connectionId: string): string | null {
    return connectionId === DEFAULT_CONNECTION ? configOf(this.env).deployment.token : null;
  }

  #keeper(connectionId: string) {
    return keeperOf(this.env, connectionId);
  }
}

/** The connection's tokens, or null when it has no record or its record does not open. */
export async function loadTokens(env: ConnectionEnv, connectionId: string): Promise<ConnectionTokens | null> {
  const stored = await env.CONNECTIONS.get<StoredConnection>(connectionKey(connectionId), "json");
  if (!stored?.sealed) return null;
  try {
    return await vaultOf(env).open<ConnectionTokens>(stored.sealed, connectionId);
  } catch {
    // Sealed under a key no longer configured, or altered: the user must connect again.
    return null;
  }
}

/** The connection an upload API key belongs to, or null. The deployment's own key is compared in constant time. */
export async function connectionForApiKey(env: ConnectionEnv, apiKey: string): Promise<string | null> {
  const own = configOf(env).deployment.apiKey;
  if (own && timingSafeEqual(await sha256Hex(apiKey), await sha256Hex(own))) return DEFAULT_CONNECTION;
  return connectionOfApiKey(env.CONNECTIONS, apiKey);
}

/** Registers (or replaces) a connection with a developer token and an API key, e.g. from a test or a script. */
export async function saveConnection(
  env: ConnectionEnv,
  id: string,
  token: string,
  apiKey: string,
  options: { apiVersion?: ApiVersion } = {},
): Promise<void> {
  const now = new Date().toISOString();
  const tokens: ConnectionTokens = { access_token: token };
  const record: StoredConnection = {
    id,
    kind: "developer_token",
    sealed: await vaultOf(env).seal(tokens, id),
    ...(options.apiVersion ? { api_version: options.apiVersion } : {}),
    created_at: now,
    updated_at: now,
  };
  await env.CONNECTIONS.put(connectionKey(id), JSON.stringify(record));
  await registerApiKey(env.CONNECTIONS, id, apiKey, "saved with the connection");
}

export const connectionKey = (id: string) => `connection:${id}`;

export async function loadConnection(env: ConnectionEnv, id: string): Promise<StoredConnection | null> {
  return env.CONNECTIONS.get<StoredConnection>(connectionKey(id), "json");
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
