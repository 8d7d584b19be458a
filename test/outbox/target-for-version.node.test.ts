// The target of a connection's api version (src/outbox/target-for-version.ts): v1 and v2 each at their own address,
// with the connection's token, every answer's rate-limit headers handed to the gate.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RateLimitState } from "../../src/budget-api";
import { deliveryTarget } from "../../src/outbox/target-for-version";

const api = { v2Url: "https://budget.test/v2", v1Url: "https://legacy.test/v1", defaultVersion: "v2" as const };

/** Answers every request with an empty list, its rate-limit headers set; records what was asked. */
function recordingFetch() {
  const asked: { url: string; auth: string | null }[] = [];
  vi.stubGlobal("fetch", async (url: URL, init: RequestInit) => {
    asked.push({ url: String(url), auth: new Headers(init.headers).get("Authorization") });
    return new Response("[]", { headers: { "Content-Type": "application/json", "RateLimit-Remaining": "41", "RateLimit-Limit": "100" } });
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe("each version is served by its own target, at its own address", () => {
  it.each([
    ["v2", "https://budget.test/v2/"],
    ["v1", "https://legacy.test/v1/"],
  ] as const)("%s", async (version, base) => {
    const asked = recordingFetch();
    const target = deliveryTarget(version, { api, token: "tok-1", onRateLimit: () => {} });
    expect(target.version).toBe(version);
    await target.accounts().catch(() => undefined);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((a) => a.url.startsWith(base) && a.auth === "Bearer tok-1")).toBe(true);
  });
});

describe("every answer's rate-limit headers reach the gate", () => {
  it("calls onRateLimit with what the service said", async () => {
    recordingFetch();
    const seen: RateLimitState[] = [];
    await deliveryTarget("v2", { api, token: "t", onRateLimit: (s) => seen.push(s) })
      .accounts()
      .catch(() => undefined);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0]).toMatchObject({ remaining: 41 });
  });
});
