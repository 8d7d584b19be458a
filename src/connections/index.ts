// Connections: the budget accounts Intake writes into, each with a credential and an upload API key.
// Until the OAuth work lands, a deployment has the connection `default` from its secrets
// (BUDGET_API_TOKEN, INTAKE_API_KEY); further connections live in KV (layout: storage-layout.md).

export const DEFAULT_CONNECTION = "default";

/** What KV holds under `connection:<id>`. The API key is stored only as its SHA-256. */
export interface StoredConnection {
  token: string;
  apiKeySha256: string;
}

export interface ConnectionEnv {
  CONNECTIONS: KVNamespace;
  BUDGET_API_TOKEN: string;
  INTAKE_API_KEY: string;
}

/**
 * Where the Outbox gets a connection's access token. `refresh` is asked once after a 401: the OAuth
 * work will rotate a refresh token there; today it re-reads the stored credential, which someone may
 * have replaced since.
 */
export interface CredentialSource {
  current(connectionId: string): Promise<string | null>;
  refresh(connectionId: string): Promise<string | null>;
}

export class StoredCredentials implements CredentialSource {
  constructor(private readonly env: ConnectionEnv) {}

  async current(connectionId: string): Promise<string | null> {
    if (connectionId === DEFAULT_CONNECTION) return this.env.BUDGET_API_TOKEN || null;
    const stored = await this.env.CONNECTIONS.get<StoredConnection>(connectionKey(connectionId), "json");
    return stored?.token ?? null;
  }

  refresh(connectionId: string): Promise<string | null> {
    return this.current(connectionId);
  }
}

/** The connection an upload API key belongs to, or null. Compared by hash, in constant time. */
export async function connectionForApiKey(env: ConnectionEnv, apiKey: string): Promise<string | null> {
  const hash = await sha256Hex(apiKey);
  if (env.INTAKE_API_KEY && timingSafeEqual(hash, await sha256Hex(env.INTAKE_API_KEY))) return DEFAULT_CONNECTION;
  return env.CONNECTIONS.get(apiKeyIndexKey(hash));
}

/** Registers (or replaces) a connection in KV, e.g. from a test or an admin script. */
export async function saveConnection(env: ConnectionEnv, id: string, token: string, apiKey: string): Promise<void> {
  const apiKeySha256 = await sha256Hex(apiKey);
  const record: StoredConnection = { token, apiKeySha256 };
  await env.CONNECTIONS.put(connectionKey(id), JSON.stringify(record));
  await env.CONNECTIONS.put(apiKeyIndexKey(apiKeySha256), id);
}

export const connectionKey = (id: string) => `connection:${id}`;
const apiKeyIndexKey = (sha256: string) => `apikey:${sha256}`;

async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
