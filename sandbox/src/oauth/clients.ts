// Registered OAuth clients. Scopes are fixed at registration (the service: change them by registering
// a replacement client); the lifetimes can be changed by the admin interface at any time.
import { z } from "zod";
import { type Db, json } from "../db";

export const DEFAULT_LIFETIMES = { access: 3600, refresh: 30 * 24 * 3600, code: 60 };

const isRedirectUri = (s: string) => {
  if (!URL.canParse(s)) return false;
  const url = new URL(s);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hash === "" && !s.includes("#");
};

/** Loopback hosts (RFC 8252 §7.3; `localhost` too, as native apps and local servers use it). */
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);

/**
 * Whether a client registered this redirect URI: exactly, or, for a loopback URI, with any port (RFC 8252
 * §7.3: a local server picks its port when it starts, so Intake on `PORT=9000 npm start` still signs in).
 */
export function isRegisteredRedirect(client: Pick<Client, "redirect_uris">, uri: string): boolean {
  if (client.redirect_uris.includes(uri)) return true;
  if (!URL.canParse(uri)) return false;
  const asked = new URL(uri);
  if (asked.protocol !== "http:" || !LOOPBACK_HOSTS.has(asked.hostname)) return false;
  return client.redirect_uris.some((registered) => {
    if (!URL.canParse(registered)) return false;
    const r = new URL(registered);
    return r.protocol === "http:" && r.hostname === asked.hostname && r.pathname === asked.pathname && r.search === asked.search;
  });
}

const lifetimes = {
  access_token_lifetime_seconds: z.number().int().positive(),
  /** null: refresh tokens never expire. */
  refresh_token_lifetime_seconds: z.number().int().positive().nullable(),
  code_lifetime_seconds: z.number().int().positive(),
};

export const clientRegistration = z.strictObject({
  // RFC 6749 appendix A.1: VSCHAR, space included.
  client_id: z.string().regex(/^[\x20-\x7E]{1,100}$/, "must be 1 to 100 printable ASCII characters"),
  client_name: z.string().min(1).max(100).optional(),
  /** Generated (and answered once) when absent. */
  client_secret: z.string().min(1).max(200).optional(),
  redirect_uris: z.array(z.string().refine(isRedirectUri, "must be an absolute http(s) URL without a fragment")).min(1),
  scopes: z.array(z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]+$/, "must be a scope token (no spaces, quotes or backslashes)")).min(1),
  ...z.object(lifetimes).partial().shape,
});
export type ClientRegistration = z.output<typeof clientRegistration>;

export const lifetimesUpdate = z
  .strictObject(lifetimes)
  .partial()
  .refine((o) => Object.keys(o).length > 0, { message: "At least one property is required" });

export interface Client {
  client_id: string;
  client_name: string;
  redirect_uris: string[];
  scopes: string[];
  access_token_lifetime_seconds: number;
  refresh_token_lifetime_seconds: number | null;
  code_lifetime_seconds: number;
}

type ClientRow = {
  client_id: string;
  client_name: string;
  redirect_uris: string;
  scopes: string;
  access_token_lifetime_s: number;
  refresh_token_lifetime_s: number | null;
  code_lifetime_s: number;
};

const clientObject = (r: ClientRow): Client => ({
  client_id: r.client_id,
  client_name: r.client_name,
  redirect_uris: json(r.redirect_uris, []),
  scopes: json(r.scopes, []),
  access_token_lifetime_seconds: r.access_token_lifetime_s,
  refresh_token_lifetime_seconds: r.refresh_token_lifetime_s,
  code_lifetime_seconds: r.code_lifetime_s,
});

export function getClient(db: Db, clientId: string): Client | undefined {
  const row = db.get<ClientRow>("SELECT * FROM clients WHERE client_id = ?", clientId);
  return row && clientObject(row);
}

export const listClients = (db: Db): Client[] => db.all<ClientRow>("SELECT * FROM clients ORDER BY client_id").map(clientObject);

export const secretHashOf = (db: Db, clientId: string): string | undefined =>
  db.get<{ secret_hash: string }>("SELECT secret_hash FROM clients WHERE client_id = ?", clientId)?.secret_hash;

/** Inserts the client unless its id is taken; false when it was. */
export function insertClient(db: Db, c: Omit<ClientRegistration, "client_secret">, secretHash: string): boolean {
  if (getClient(db, c.client_id)) return false;
  db.run(
    `INSERT INTO clients (client_id, client_name, secret_hash, redirect_uris, scopes, access_token_lifetime_s,
       refresh_token_lifetime_s, code_lifetime_s) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    c.client_id,
    c.client_name ?? c.client_id,
    secretHash,
    JSON.stringify(c.redirect_uris),
    JSON.stringify(c.scopes),
    c.access_token_lifetime_seconds ?? DEFAULT_LIFETIMES.access,
    c.refresh_token_lifetime_seconds === undefined ? DEFAULT_LIFETIMES.refresh : c.refresh_token_lifetime_seconds,
    c.code_lifetime_seconds ?? DEFAULT_LIFETIMES.code,
  );
  return true;
}

export function updateLifetimes(db: Db, clientId: string, update: z.output<typeof lifetimesUpdate>): void {
  const c = getClient(db, clientId);
  if (!c) return;
  const next = { ...c, ...update };
  db.run(
    "UPDATE clients SET access_token_lifetime_s = ?, refresh_token_lifetime_s = ?, code_lifetime_s = ? WHERE client_id = ?",
    next.access_token_lifetime_seconds,
    next.refresh_token_lifetime_seconds,
    next.code_lifetime_seconds,
    clientId,
  );
}

/** Whether the client is given refresh tokens: its registered scopes decide, never the request. */
export const wantsRefreshTokens = (c: Client) => c.scopes.includes("offline_access");
