// API keys for curl and scripts: made on the connection page, shown once, kept only as their SHA-256.
// Two KV entries a key: the index that finds the connection of a request in one read, and the entry the
// connection page lists (label, created, last used). Layout: storage-layout.md.
import { randomToken, sha256Hex } from "./opaque";

/** Bytes of randomness in a key: beyond guessing, and short enough to paste. */
const KEY_BYTES = 32;
/** "Last used" is written at most this often: a script's every request must not be a KV write. */
export const LAST_USED_RESOLUTION_MS = 60 * 60 * 1000;
/** Keys start with this, so a leaked one is recognisable (secret scanners, logs). */
const PREFIX = "intake_";

export interface ApiKeyEntry {
  /** The first hex digits of the key's hash: names it on the page without revealing it. */
  id: string;
  label: string;
  created_at: string;
  last_used_at: string | null;
}

interface IndexMeta {
  last_used_at: string | null;
}

const indexKey = (sha256: string) => `apikey:${sha256}`;
const listPrefix = (connectionId: string) => `apikeys:${connectionId}:`;
const listKey = (connectionId: string, sha256: string) => `${listPrefix(connectionId)}${sha256}`;
/** Hex digits of a key's hash that name it on the page. */
const ID_LENGTH = 12;
const idOf = (sha256: string) => sha256.slice(0, ID_LENGTH);
const isKeyId = (id: string) => new RegExp(`^[0-9a-f]{${ID_LENGTH}}$`).test(id);

/** Makes a key for a connection; the answer is the only time the key itself exists outside the caller. */
export async function createApiKey(kv: KVNamespace, connectionId: string, label: string): Promise<{ key: string; entry: ApiKeyEntry }> {
  const key = PREFIX + randomToken(KEY_BYTES);
  const entry = await registerApiKey(kv, connectionId, key, label);
  return { key, entry };
}

/** Stores a given key (tests, the `default` connection's migration) the way createApiKey does. */
export async function registerApiKey(kv: KVNamespace, connectionId: string, key: string, label: string): Promise<ApiKeyEntry> {
  const sha = await sha256Hex(key);
  const entry: ApiKeyEntry = { id: idOf(sha), label, created_at: new Date().toISOString(), last_used_at: null };
  await kv.put(indexKey(sha), connectionId, { metadata: { last_used_at: null } satisfies IndexMeta });
  await kv.put(listKey(connectionId, sha), "", { metadata: entry });
  return entry;
}

/** The connection a key belongs to, or null; notes the use (at most hourly). */
export async function connectionOfApiKey(kv: KVNamespace, key: string, now = Date.now()): Promise<string | null> {
  const sha = await sha256Hex(key);
  const { value: connectionId, metadata } = await kv.getWithMetadata<IndexMeta>(indexKey(sha));
  if (connectionId === null) return null;
  const last = metadata?.last_used_at ? Date.parse(metadata.last_used_at) : 0;
  if (now - last >= LAST_USED_RESOLUTION_MS) await noteUse(kv, connectionId, sha, new Date(now).toISOString());
  return connectionId;
}

export async function listApiKeys(kv: KVNamespace, connectionId: string): Promise<ApiKeyEntry[]> {
  const listed = await kv.list<ApiKeyEntry>({ prefix: listPrefix(connectionId) });
  return listed.keys.flatMap((k) => (k.metadata ? [k.metadata] : [])).sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/**
 * Revokes the key named by its whole id; false when the connection has no such key. The list is read by
 * prefix, so an empty or partial id would name every key it starts: only a whole id names one.
 */
export async function revokeApiKey(kv: KVNamespace, connectionId: string, id: string): Promise<boolean> {
  if (!isKeyId(id)) return false;
  const listed = await kv.list({ prefix: `${listPrefix(connectionId)}${id}` });
  const named = listed.keys.map((k) => k.name.slice(listPrefix(connectionId).length)).filter((sha) => idOf(sha) === id);
  if (named.length === 0) return false;
  for (const sha of named) {
    await kv.delete(indexKey(sha));
    await kv.delete(listKey(connectionId, sha));
  }
  return true;
}

/** Every key of a connection (it was disconnected). */
export async function revokeAllApiKeys(kv: KVNamespace, connectionId: string): Promise<void> {
  for (const entry of await listApiKeys(kv, connectionId)) await revokeApiKey(kv, connectionId, entry.id);
}

async function noteUse(kv: KVNamespace, connectionId: string, sha: string, at: string): Promise<void> {
  const { value, metadata } = await kv.getWithMetadata<ApiKeyEntry>(listKey(connectionId, sha));
  await kv.put(indexKey(sha), connectionId, { metadata: { last_used_at: at } satisfies IndexMeta });
  if (value !== null && metadata) await kv.put(listKey(connectionId, sha), "", { metadata: { ...metadata, last_used_at: at } });
}
