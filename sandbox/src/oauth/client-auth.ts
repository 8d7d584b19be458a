// Client authentication at the token and revocation endpoints: client_secret_basic only (the one
// method the metadata announces). Id and secret are form-urlencoded before base64 (RFC 6749 2.3.1).
import type { Db } from "../db";
import { type Client, getClient, secretHashOf } from "./clients";
import { OAuthError } from "./errors";
import { sameText, sha256Hex } from "./opaque-values";

const formDecode = (s: string) => decodeURIComponent(s.replaceAll("+", " "));

function basicCredentials(header: string | null): { id: string; secret: string } | undefined {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? "")?.[1];
  if (!encoded) return undefined;
  try {
    const decoded = atob(encoded);
    const colon = decoded.indexOf(":");
    if (colon < 0) return undefined;
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    return undefined;
  }
}

export async function authenticateClient(db: Db, headers: Headers, form: Record<string, string>): Promise<Client> {
  const credentials = basicCredentials(headers.get("Authorization"));
  if (!credentials) {
    const tried = form.client_secret !== undefined ? "client_secret_post is not supported: " : "";
    throw new OAuthError("invalid_client", `${tried}authenticate the client with HTTP Basic (client_secret_basic)`);
  }
  // Hashing first keeps the time the same whether or not the client exists.
  const presented = await sha256Hex(credentials.secret);
  const stored = secretHashOf(db, credentials.id);
  const client = getClient(db, credentials.id);
  if (!client || !stored || !sameText(presented, stored)) throw new OAuthError("invalid_client", "Unknown client or wrong client secret");
  if (form.client_id !== undefined && form.client_id !== client.client_id) {
    throw new OAuthError("invalid_request", "client_id in the body differs from the authenticated client");
  }
  return client;
}
