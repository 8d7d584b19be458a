// Browser sessions: after connecting, a cookie carries the person to the pages with no key to paste.
// The cookie holds a random token; KV holds only its hash and the connections it may act for.
import { randomToken, sha256Hex } from "./opaque";

/** A month without a visit ends the session; connecting again starts a new one. */
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;
/** `__Host-`: Secure, path /, no Domain, so no other host of the site can set or read it. */
export const SESSION_COOKIE = "__Host-intake_session";

export interface SessionRecord {
  /** The connections this browser connected, the first the one the pages act for by default. */
  connections: string[];
  created_at: string;
}

const sessionKey = (sha256: string) => `session:${sha256}`;

/** Starts a session for a connection, or adds the connection to the browser's session. Answers the cookie's value. */
export async function openSession(kv: KVNamespace, connectionId: string, existing: string | null): Promise<string> {
  const current = existing ? await readSession(kv, existing) : null;
  const token = current && existing ? existing : randomToken();
  const record: SessionRecord = current
    ? { ...current, connections: [connectionId, ...current.connections.filter((c) => c !== connectionId)] }
    : { connections: [connectionId], created_at: new Date().toISOString() };
  await kv.put(sessionKey(await sha256Hex(token)), JSON.stringify(record), { expirationTtl: SESSION_TTL_SECONDS });
  return token;
}

export async function readSession(kv: KVNamespace, token: string): Promise<SessionRecord | null> {
  return kv.get<SessionRecord>(sessionKey(await sha256Hex(token)), "json");
}

/** Takes a connection out of the session (it was disconnected); the session ends with its last one. */
export async function leaveSession(kv: KVNamespace, token: string, connectionId: string): Promise<void> {
  const current = await readSession(kv, token);
  if (!current) return;
  const connections = current.connections.filter((c) => c !== connectionId);
  const key = sessionKey(await sha256Hex(token));
  if (connections.length === 0) await kv.delete(key);
  else await kv.put(key, JSON.stringify({ ...current, connections }), { expirationTtl: SESSION_TTL_SECONDS });
}

export async function closeSession(kv: KVNamespace, token: string): Promise<void> {
  await kv.delete(sessionKey(await sha256Hex(token)));
}
