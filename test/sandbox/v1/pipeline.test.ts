// What /v1 shares with /v2 in a world: one rate-limit window per client address, the token, and the
// injected faults (which Intake's Outbox delivery tests use against both interfaces).
import { describe, expect, it } from "vitest";
import { newV1World, read, stored, v1Item } from "./legacy";
import { V1_ERROR, V1_INSERT_ERROR, conforms } from "./shapes";

const RATE_HEADERS = [
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
  "X-RateLimit-Limit",
  "X-RateLimit-Remaining",
  "X-RateLimit-Reset",
];

describe("one rate limit for /v1 and /v2", () => {
  it("counts both in one window per client address, with the headers on every v1 response", async () => {
    const w = await newV1World("v1rate", { rateLimit: { limit: 4, windowMs: 60_000 } });
    const v1 = await w.v1("GET", "/me");
    for (const h of RATE_HEADERS) expect(v1.headers.get(h), h).not.toBeNull();
    expect(v1.headers.get("RateLimit-Remaining")).toBe("3");
    expect((await w.api("GET", "/me")).headers.get("RateLimit-Remaining")).toBe("2");
    expect((await w.v1("GET", "/assets")).headers.get("RateLimit-Remaining")).toBe("1");
    expect((await w.api("GET", "/tags")).status).toBe(200);
    for (const res of [await w.v1("GET", "/me"), await w.api("GET", "/me")]) {
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // v2's body on both: the v1 spec applies v2's rule to /v1 paths.
      expect(await res.json()).toEqual({
        message: "Too Many Requests",
        errors: [{ errMsg: "Too many requests, please try again later." }],
      });
    }
    expect(await w.adminCall("GET", "/counters")).toMatchObject({ requests: 6, rateLimited: 2 });
    // Another client address has a window of its own.
    expect((await w.v1("GET", "/me", undefined, { ip: "10.0.0.9" })).status).toBe(200);
  });

  it("counts refused v1 requests too", async () => {
    const w = await newV1World("v1rate401", { rateLimit: { limit: 1, windowMs: 60_000 } });
    expect((await w.v1("GET", "/me", undefined, { token: `sbx.${w.name}.${"0".repeat(32)}` })).status).toBe(401);
    expect((await w.api("GET", "/me")).status).toBe(429);
  });
});

describe("injected faults apply to /v1", () => {
  it("p500: 500 with {error}, nothing committed", async () => {
    const w = await newV1World("v1f500");
    await w.adminCall("PUT", "/faults", { p500: 1 });
    const { status, body } = await read(w.v1("POST", "/transactions", { transactions: [v1Item()] }));
    expect(status).toBe(500);
    expect(conforms(V1_ERROR, body).error).toMatch(/^Injected fault/);
    await w.adminCall("PUT", "/faults", { p500: 0 });
    expect(await stored(w)).toEqual([]);
    expect(await w.adminCall("GET", "/counters")).toMatchObject({ injected500: 1, insertRequests: 0 });
  });

  it("p429: 429 with Retry-After = retryAfterSeconds", async () => {
    const w = await newV1World("v1f429");
    await w.adminCall("PUT", "/faults", { p429: 1, retryAfterSeconds: 5 });
    const res = await w.v1("GET", "/transactions");
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("5");
  });

  it("pDrop: the insert is committed, then the connection breaks", async () => {
    const w = await newV1World("v1fdrop");
    await w.adminCall("PUT", "/faults", { pDrop: 1 });
    const attempt = w.v1("POST", "/transactions", { transactions: [v1Item({ external_id: "dropped-1" })] }).then((r) => r.text());
    await expect(attempt).rejects.toThrow();
    expect((await stored(w)).map((t) => t.external_id)).toEqual(["dropped-1"]);
    expect(await w.adminCall("GET", "/counters")).toMatchObject({ dropped: 1, insertRequests: 1, itemsInserted: 1 });
    // A retry after the drop is deduped by external_id: nothing is inserted twice.
    await w.adminCall("PUT", "/faults", { pDrop: 0 });
    expect((await read(w.v1("POST", "/transactions", { transactions: [v1Item({ external_id: "dropped-1" })] }))).body).toEqual({ ids: [] });
  });

  it("anonymous400: v1's insert errors name no item", async () => {
    const w = await newV1World("v1fanon");
    await w.adminCall("PUT", "/faults", { anonymous400: true });
    const errors = async (transactions: unknown[]) => {
      const { status, body } = await read(w.v1("POST", "/transactions", { transactions }));
      expect(status).toBe(200);
      return conforms(V1_INSERT_ERROR, body).error;
    };
    expect(await errors([v1Item(), { amount: 1 }, v1Item({ status: "x" })])).toEqual([
      "A transaction is missing date.",
      "A transaction status must be either cleared or uncleared: x",
    ]);
    expect(await errors([v1Item(), v1Item({ asset_id: 999 })])).toEqual(["A transaction asset_id: Asset 999 does not exist"]);
  });
});
