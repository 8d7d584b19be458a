// The one writer of a connection's credential (a Durable Object per connection). KV reads can be a minute
// stale and the service rotates refresh tokens on every use, so refreshing through KV could send a
// rotated token twice, which revokes the whole grant. Here the current tokens live in the object's own
// storage (sealed), every refresh of a connection goes through one in-flight promise, and the KV record
// is rewritten after each rotation for readers that can wait.
import { DurableObject } from "cloudflare:workers";
import { type ApiVersion, apiVersionOf } from "../budget-api/versions";
import { type ConnectionIdentity, type ConnectionTokens, connectionKey, type StoredConnection, vaultOf } from "./index";
import { configOf } from "../config";
import { refreshTokens, revokeToken } from "./oauth-client";

/** Refresh this long before the service says the access token expires: clocks and requests take time. */
const EXPIRY_MARGIN_MS = 60_000;

interface Held {
  kind: StoredConnection["kind"];
  tokens: ConnectionTokens;
  /** A refresh was refused for good: only a person authorizing again brings the connection back. */
  needsAuth: boolean;
  /** The interface the credential was connected for. */
  apiVersion: ApiVersion;
}

export class CredentialKeeper extends DurableObject<Env> {
  #refreshing: Promise<string | null> | null = null;

  /** Stores a connection's new tokens (connect or reconnect); the KV record follows. */
  async install(
    connectionId: string,
    kind: StoredConnection["kind"],
    tokens: ConnectionTokens,
    identity: ConnectionIdentity,
    apiVersion: ApiVersion = "v2",
  ): Promise<void> {
    await this.#save(connectionId, { kind, tokens, needsAuth: false, apiVersion }, identity);
  }

  /** The interface the connection's credential was connected for; null when it holds none. */
  async apiVersion(connectionId: string): Promise<ApiVersion | null> {
    return (await this.#held(connectionId))?.apiVersion ?? null;
  }

  /** The access token to send now (refreshed first when it is about to expire), or null. */
  async accessToken(connectionId: string): Promise<string | null> {
    const held = await this.#held(connectionId);
    if (!held || held.needsAuth) return null;
    const expires = held.tokens.expires_at;
    if (expires !== undefined && expires - EXPIRY_MARGIN_MS <= Date.now() && held.tokens.refresh_token) {
      return this.renew(connectionId, held.tokens.access_token);
    }
    return held.tokens.access_token;
  }

  /**
   * After a 401 with `refused`: a token newer than it if another caller refreshed meanwhile, else one refresh
   * for every caller at once. Null when the connection needs a person (or has no way to refresh).
   */
  async renew(connectionId: string, refused?: string): Promise<string | null> {
    const held = await this.#held(connectionId);
    if (!held || held.needsAuth) return null;
    if (refused !== undefined && held.tokens.access_token !== refused) return held.tokens.access_token;
    this.#refreshing ??= this.#refresh(connectionId, held).finally(() => (this.#refreshing = null));
    return this.#refreshing;
  }

  async needsAuthorization(connectionId: string): Promise<boolean> {
    return (await this.#held(connectionId))?.needsAuth ?? true;
  }

  /** Revokes the grant at the service (best effort) and forgets the tokens. */
  async disconnect(connectionId: string): Promise<void> {
    const held = await this.#held(connectionId);
    const config = configOf(this.env).oauth;
    if (held?.kind === "oauth" && config) {
      const token = held.tokens.refresh_token ?? held.tokens.access_token;
      await revokeToken(config, token);
    }
    await this.ctx.storage.deleteAll();
    await this.env.CONNECTIONS.delete(connectionKey(connectionId));
  }

  async #refresh(connectionId: string, held: Held): Promise<string | null> {
    const config = configOf(this.env).oauth;
    if (!held.tokens.refresh_token || !config) {
      // A developer token cannot be refreshed: someone may have replaced it in the record meanwhile.
      const stored = await this.#fromKv(connectionId);
      return stored && stored.tokens.access_token !== held.tokens.access_token ? stored.tokens.access_token : null;
    }
    const result = await refreshTokens(config, held.tokens.refresh_token);
    if (!result.ok) {
      if (result.reason === "grant_gone") await this.#save(connectionId, { ...held, needsAuth: true });
      return null;
    }
    await this.#save(connectionId, { ...held, tokens: result.value });
    return result.value.access_token;
  }

  async #held(connectionId: string): Promise<Held | null> {
    const sealed = await this.ctx.storage.get<string>("sealed");
    if (sealed === undefined) return this.#fromKv(connectionId);
    const meta = (await this.ctx.storage.get<{ kind: Held["kind"]; needsAuth: boolean; apiVersion?: ApiVersion }>("meta")) ?? {
      kind: "oauth",
      needsAuth: false,
    };
    try {
      const tokens = await vaultOf(this.env).open<ConnectionTokens>(sealed, connectionId);
      return { ...meta, apiVersion: apiVersionOf(meta.apiVersion), tokens };
    } catch {
      return null;
    }
  }

  /** A record written before this object held it (a connection saved by a script or a test). */
  async #fromKv(connectionId: string): Promise<Held | null> {
    const stored = await this.env.CONNECTIONS.get<StoredConnection>(connectionKey(connectionId), "json");
    if (!stored?.sealed) return null;
    try {
      const tokens = await vaultOf(this.env).open<ConnectionTokens>(stored.sealed, connectionId);
      return { kind: stored.kind, tokens, needsAuth: false, apiVersion: apiVersionOf(stored.api_version) };
    } catch {
      return null;
    }
  }

  async #save(connectionId: string, held: Held, identity?: ConnectionIdentity): Promise<void> {
    const sealed = await vaultOf(this.env).seal(held.tokens, connectionId);
    await this.ctx.storage.put({ sealed, meta: { kind: held.kind, needsAuth: held.needsAuth, apiVersion: held.apiVersion } });
    const previous = await this.env.CONNECTIONS.get<StoredConnection>(connectionKey(connectionId), "json");
    const now = new Date().toISOString();
    const who = identity ?? previous?.identity;
    const record: StoredConnection = {
      id: connectionId,
      kind: held.kind,
      ...(who ? { identity: who } : {}),
      sealed,
      api_version: held.apiVersion,
      created_at: previous?.created_at ?? now,
      updated_at: now,
    };
    await this.env.CONNECTIONS.put(connectionKey(connectionId), JSON.stringify(record));
  }
}
