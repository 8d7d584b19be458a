// Tokens at rest: sealed with AES-GCM under a key from a secret, bound to their connection, openable
// with the previous key while keys rotate.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { connectionKey, loadTokens, saveConnection } from "../../src/connections";
import { TokenVault, VaultError } from "../../src/connections/vault";

const tokens = { access: "at-123", refresh: "rt-456", expiresAt: 1_800_000_000_000 };

describe("a sealed value opens with its key and for its connection only", () => {
  it("round-trips, and the sealed text holds no token", async () => {
    const vault = new TokenVault({ current: "key-one" });
    const sealed = await vault.seal(tokens, "conn-a");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("at-123");
    expect(await vault.open(sealed, "conn-a")).toEqual(tokens);
  });

  it("uses a fresh IV for every seal", async () => {
    const vault = new TokenVault({ current: "key-one" });
    expect(await vault.seal(tokens, "c")).not.toBe(await vault.seal(tokens, "c"));
  });

  it("refuses a blob moved to another connection's record", async () => {
    const vault = new TokenVault({ current: "key-one" });
    await expect(vault.open(await vault.seal(tokens, "conn-a"), "conn-b")).rejects.toBeInstanceOf(VaultError);
  });

  it("refuses an altered blob", async () => {
    const vault = new TokenVault({ current: "key-one" });
    const sealed = await vault.seal(tokens, "c");
    const last = sealed.at(-2) === "A" ? "B" : "A";
    await expect(vault.open(`${sealed.slice(0, -2)}${last}${sealed.at(-1)}`, "c")).rejects.toBeInstanceOf(VaultError);
  });
});

describe("keys rotate without locking anyone out", () => {
  it("opens what the previous key sealed, seals with the new one, and says which blobs are stale", async () => {
    const before = new TokenVault({ current: "key-one" });
    const old = await before.seal(tokens, "c");
    const after = new TokenVault({ current: "key-two", previous: "key-one" });
    expect(await after.open(old, "c")).toEqual(tokens);
    expect(await after.isStale(old)).toBe(true);
    const fresh = await after.seal(tokens, "c");
    expect(await after.isStale(fresh)).toBe(false);
    await expect(before.open(fresh, "c")).rejects.toThrow(/no longer configured/);
  });

  it("refuses to work without a key", () => {
    expect(() => new TokenVault({ current: "" })).toThrow(VaultError);
  });
});

describe("a connection's record holds its token only sealed", () => {
  it("stores no token text in KV, and the Outbox's credential source opens it", async () => {
    const id = `c-${crypto.randomUUID()}`;
    await saveConnection(env, id, "sbx.secret-token-value", `key-${id}`);
    const raw = (await env.CONNECTIONS.get(connectionKey(id))) ?? "";
    expect(raw).not.toContain("secret-token-value");
    expect((await loadTokens(env, id))?.access_token).toBe("sbx.secret-token-value");
  });
});
