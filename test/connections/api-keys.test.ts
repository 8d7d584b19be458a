// API keys: shown once, kept as hashes, listed with label and use, revoked one by one.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { connectionOfApiKey, createApiKey, LAST_USED_RESOLUTION_MS, listApiKeys, revokeApiKey } from "../../src/connections/api-keys";

const connection = () => `c-${crypto.randomUUID()}`;

describe("a key is shown once and stored only as its hash", () => {
  it("finds its connection, and KV holds no key text", async () => {
    const id = connection();
    const { key, entry } = await createApiKey(env.CONNECTIONS, id, "laptop script");
    expect(key).toMatch(/^intake_[\w-]{43}$/);
    expect(await connectionOfApiKey(env.CONNECTIONS, key)).toBe(id);
    const stored = await env.CONNECTIONS.list({ prefix: "apikey" });
    expect(stored.keys.some((k) => k.name.includes(entry.id))).toBe(true);
    for (const k of stored.keys) {
      expect(k.name).not.toContain(key);
      expect(JSON.stringify(k.metadata ?? {})).not.toContain(key);
    }
    expect(await connectionOfApiKey(env.CONNECTIONS, `${key}x`)).toBeNull();
  });
});

describe("the connection page lists its keys with label, creation and last use", () => {
  it("notes the first use, and not every use", async () => {
    const id = connection();
    const { key, entry } = await createApiKey(env.CONNECTIONS, id, "cron job");
    expect(await listApiKeys(env.CONNECTIONS, id)).toEqual([entry]);
    const t0 = Date.parse("2026-11-22T10:00:00Z");
    await connectionOfApiKey(env.CONNECTIONS, key, t0);
    expect((await listApiKeys(env.CONNECTIONS, id))[0]?.last_used_at).toBe("2026-11-22T10:00:00.000Z");
    await connectionOfApiKey(env.CONNECTIONS, key, t0 + 60_000);
    expect((await listApiKeys(env.CONNECTIONS, id))[0]?.last_used_at).toBe("2026-11-22T10:00:00.000Z");
    await connectionOfApiKey(env.CONNECTIONS, key, t0 + LAST_USED_RESOLUTION_MS);
    expect((await listApiKeys(env.CONNECTIONS, id))[0]?.last_used_at).toBe("2026-11-22T11:00:00.000Z");
  });
});

describe("a revoked key stops working at once, and only that key", () => {
  it("revokes by id", async () => {
    const id = connection();
    const a = await createApiKey(env.CONNECTIONS, id, "a");
    const b = await createApiKey(env.CONNECTIONS, id, "b");
    expect(await revokeApiKey(env.CONNECTIONS, id, a.entry.id)).toBe(true);
    expect(await connectionOfApiKey(env.CONNECTIONS, a.key)).toBeNull();
    expect(await connectionOfApiKey(env.CONNECTIONS, b.key)).toBe(id);
    expect((await listApiKeys(env.CONNECTIONS, id)).map((e) => e.label)).toEqual(["b"]);
    expect(await revokeApiKey(env.CONNECTIONS, id, a.entry.id)).toBe(false);
  });

  it("does not revoke another connection's key by its id", async () => {
    const mine = connection();
    const theirs = await createApiKey(env.CONNECTIONS, connection(), "theirs");
    expect(await revokeApiKey(env.CONNECTIONS, mine, theirs.entry.id)).toBe(false);
    expect(await connectionOfApiKey(env.CONNECTIONS, theirs.key)).not.toBeNull();
  });

  it.each(["", "0", "a", "ab12"])("revokes nothing for an id that is not a whole key's (%j)", async (partial) => {
    const id = connection();
    const keys = await Promise.all(["a", "b", "c"].map((label) => createApiKey(env.CONNECTIONS, id, label)));
    // The shortest prefix one of the keys starts with, so a prefix match would have named it.
    const guess = partial.length > 1 ? keys[0]!.entry.id.slice(0, partial.length) : partial;
    expect(await revokeApiKey(env.CONNECTIONS, id, guess)).toBe(false);
    for (const { key } of keys) expect(await connectionOfApiKey(env.CONNECTIONS, key)).toBe(id);
    expect(await listApiKeys(env.CONNECTIONS, id)).toHaveLength(3);
  });
});
