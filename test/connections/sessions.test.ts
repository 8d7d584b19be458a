// Browser sessions: a random cookie value, stored as a hash, naming the connections the browser connected.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { closeSession, leaveSession, openSession, readSession } from "../../src/connections/sessions";

describe("a session names the connections its browser connected, newest first", () => {
  it("starts with one and adds another without a second cookie", async () => {
    const token = await openSession(env.CONNECTIONS, "household", null);
    expect(token).toMatch(/^[\w-]{43}$/);
    const again = await openSession(env.CONNECTIONS, "business", token);
    expect(again).toBe(token);
    expect((await readSession(env.CONNECTIONS, token))?.connections).toEqual(["business", "household"]);
  });

  it("starts afresh when the browser's cookie names no session", async () => {
    const token = await openSession(env.CONNECTIONS, "household", "forged-or-expired");
    expect(token).not.toBe("forged-or-expired");
    expect(await readSession(env.CONNECTIONS, "forged-or-expired")).toBeNull();
  });

  it("keeps only the hash: the cookie's value is no KV key", async () => {
    const token = await openSession(env.CONNECTIONS, "household", null);
    const keys = (await env.CONNECTIONS.list({ prefix: "session:" })).keys.map((k) => k.name);
    expect(keys.some((k) => k.includes(token))).toBe(false);
  });
});

describe("disconnecting leaves the session; the last connection ends it", () => {
  it("drops one connection, then the session", async () => {
    const token = await openSession(env.CONNECTIONS, "a", null);
    await openSession(env.CONNECTIONS, "b", token);
    await leaveSession(env.CONNECTIONS, token, "a");
    expect((await readSession(env.CONNECTIONS, token))?.connections).toEqual(["b"]);
    await leaveSession(env.CONNECTIONS, token, "b");
    expect(await readSession(env.CONNECTIONS, token)).toBeNull();
  });

  it("signs out", async () => {
    const token = await openSession(env.CONNECTIONS, "a", null);
    await closeSession(env.CONNECTIONS, token);
    expect(await readSession(env.CONNECTIONS, token)).toBeNull();
  });
});
