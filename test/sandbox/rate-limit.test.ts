// The service's rate limit: a fixed window per client address over every /v2 path, headers on every response.
import { describe, expect, it } from "vitest";
import { newWorld } from "./world";

const HEADERS = [
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
  "X-RateLimit-Limit",
  "X-RateLimit-Remaining",
  "X-RateLimit-Reset",
];

describe("every /v2 response carries the rate-limit headers", () => {
  it("on 200, 401 and 404, with Reset as a Unix time in seconds at the end of the window", async () => {
    const w = await newWorld("rlheaders");
    const before = Math.floor(Date.now() / 1000);
    const responses = [await w.api("GET", "/me"), await w.api("GET", "/me", undefined, "wrong"), await w.api("GET", "/nope")];
    // A request with an unusable token counts against the `default` world's window, which other tests
    // share (it may have opened long ago): each Reset is a Unix time in seconds within the next minute.
    for (const res of responses) {
      for (const h of HEADERS) expect(res.headers.get(h), h).not.toBeNull();
      const reset = Number(res.headers.get("RateLimit-Reset"));
      expect(reset).toBeGreaterThan(before);
      expect(reset).toBeLessThanOrEqual(before + 62);
      expect(res.headers.get("RateLimit-Limit")).toBe("100");
    }
  });

  it("counts Remaining down", async () => {
    const w = await newWorld("rlcount");
    expect((await w.api("GET", "/me")).headers.get("RateLimit-Remaining")).toBe("99");
    expect((await w.api("GET", "/me")).headers.get("X-RateLimit-Remaining")).toBe("98");
  });
});

describe("the 101st request of a window gets 429 until the window resets", () => {
  it("answers 429 with Retry-After (rounded up, >= 1) and the spec's body, then allows again in a new window", async () => {
    const w = await newWorld("rl101", { rateLimit: { limit: 100, windowMs: 3000 } });
    const statuses = await Promise.all(Array.from({ length: 100 }, () => w.api("GET", "/me").then((r) => r.status)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await w.api("GET", "/me");
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      message: "Too Many Requests",
      errors: [{ errMsg: "Too many requests, please try again later." }],
    });
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3);
    expect(limited.headers.get("RateLimit-Remaining")).toBe("0");
    const counters = await w.adminCall<{ requests: number; rateLimited: number }>("GET", "/counters");
    expect(counters).toMatchObject({ requests: 101, rateLimited: 1 });
    await new Promise((r) => setTimeout(r, retryAfter * 1000 + 100));
    expect((await w.api("GET", "/me")).status).toBe(200);
  });

  // The local server overwrites CF-Connecting-IP with the loopback address; X-Sandbox-Client-IP stands in for it.
  it("limits each client address separately", async () => {
    const w = await newWorld("rlip", { rateLimit: { limit: 1, windowMs: 60_000 } });
    const as = (ip: string) => fetch(`${w.base}/me`, { headers: { Authorization: `Bearer ${w.token}`, "X-Sandbox-Client-IP": ip } });
    expect((await as("10.0.0.1")).status).toBe(200);
    expect((await as("10.0.0.1")).status).toBe(429);
    expect((await as("10.0.0.2")).status).toBe(200);
  });

  it("counts unauthenticated requests too", async () => {
    const w = await newWorld("rl401", { rateLimit: { limit: 1, windowMs: 60_000 } });
    const stale = `sbx.${w.name}.${"0".repeat(32)}`;
    expect((await w.api("GET", "/me", undefined, stale)).status).toBe(401);
    expect((await w.api("GET", "/me")).status).toBe(429);
  });

  it("PUT /config changes the limit of a running world", async () => {
    const w = await newWorld("rlconfig");
    const config = await w.adminCall("PUT", "/config", { rateLimit: { limit: 2, windowMs: 10_000 } });
    expect(config).toMatchObject({ rateLimit: { limit: 2, windowMs: 10_000 } });
    await w.api("GET", "/me");
    await w.api("GET", "/me");
    expect((await w.api("GET", "/me")).status).toBe(429);
  });
});
