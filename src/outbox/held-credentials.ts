// The Outbox's hold on each connection's credential: the token last given (asked of the connection's keeper only
// when there is none), the interface version it speaks, and the token the service last refused, so that the
// keeper tells a stale refusal from a fresh one and refreshes once for every caller. Tokens live in memory only:
// a new instance asks the keepers again.
import type { ApiVersion } from "../budget-api";
import type { CredentialSource } from "../connections";

export class HeldCredentials {
  readonly #tokens = new Map<string, string>();
  /** Each connection's api version (v1 or v2), read with its credential. */
  readonly #versions = new Map<string, ApiVersion>();
  /** The token the service last refused, per connection. */
  readonly #refused = new Map<string, string>();

  constructor(
    private readonly credentials: CredentialSource,
    /** Whether the connection's credential was refused before (the Outbox's `connections` table). */
    private readonly refusedBefore: (connectionId: string) => boolean,
  ) {}

  /** The token to send with, or null when the connection has none. */
  async token(connectionId: string): Promise<string | null> {
    const cached = this.#tokens.get(connectionId);
    if (cached) return cached;
    // After a refusal the stored token may still look valid (the service stopped accepting it before its stated
    // expiry): ask for a newer one than the refused token, not for the stored one again.
    const refused = this.#refused.get(connectionId);
    const fresh =
      refused !== undefined || this.refusedBefore(connectionId)
        ? await this.credentials.refresh(connectionId, refused)
        : await this.credentials.current(connectionId);
    if (fresh) this.#tokens.set(connectionId, fresh);
    if (fresh && fresh !== refused) this.#refused.delete(connectionId);
    return fresh;
  }

  /**
   * A paused connection's token to try: only a refused token is worth a refresh (after a fresh connect the
   * current one is new, and a refresh would spend a rotation for nothing). Kept only once it worked (`keep`).
   */
  async candidate(connectionId: string): Promise<string | null> {
    const refused = this.#refused.get(connectionId);
    return refused !== undefined ? this.credentials.refresh(connectionId, refused) : this.credentials.current(connectionId);
  }

  keep(connectionId: string, token: string): void {
    this.#tokens.set(connectionId, token);
  }

  /** A 401: the token is dropped, and remembered as the one refused (the version is read again with the next). */
  refused(connectionId: string): void {
    const token = this.#tokens.get(connectionId);
    if (token) this.#refused.set(connectionId, token);
    this.#tokens.delete(connectionId);
    this.#versions.delete(connectionId);
  }

  /** Connected again, perhaps with the other version: it is read afresh. */
  forgetVersion(connectionId: string): void {
    this.#versions.delete(connectionId);
  }

  async version(connectionId: string): Promise<ApiVersion> {
    let version = this.#versions.get(connectionId);
    if (!version) {
      version = await this.credentials.apiVersion(connectionId);
      this.#versions.set(connectionId, version);
    }
    return version;
  }
}
