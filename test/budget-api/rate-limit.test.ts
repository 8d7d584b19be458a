import { describe, expect, it } from "vitest";
import { readRateLimit, readRetryAfter } from "../../src/budget-api";

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

describe("RateLimit-Reset is read as epoch seconds or as seconds from now", () => {
  it("reads a Unix time in seconds (what the service sends)", () => {
    const headers = new Headers({ "RateLimit-Limit": "100", "RateLimit-Remaining": "7", "RateLimit-Reset": `${NOW / 1000 + 42}` });
    expect(readRateLimit(headers, NOW)).toEqual({ limit: 100, remaining: 7, resetAt: NOW + 42_000 });
  });
  it("reads seconds from now (the IETF draft)", () => {
    const headers = new Headers({ "RateLimit-Remaining": "0", "RateLimit-Reset": "42" });
    expect(readRateLimit(headers, NOW)).toEqual({ remaining: 0, resetAt: NOW + 42_000 });
  });
  it("falls back to the legacy X-RateLimit-* headers", () => {
    const headers = new Headers({ "X-RateLimit-Limit": "100", "X-RateLimit-Remaining": "3" });
    expect(readRateLimit(headers, NOW)).toEqual({ limit: 100, remaining: 3 });
  });
  it("ignores values that are not numbers", () => {
    expect(readRateLimit(new Headers({ "RateLimit-Remaining": "lots" }), NOW)).toEqual({});
  });
});

describe("Retry-After is delta-seconds or an HTTP date", () => {
  it("reads seconds", () => expect(readRetryAfter(new Headers({ "Retry-After": "3" }), NOW)).toBe(3000));
  it("reads a date", () => {
    const at = new Date(NOW + 5000).toUTCString();
    expect(readRetryAfter(new Headers({ "Retry-After": at }), NOW)).toBe(5000);
  });
  it("is undefined when absent or unreadable", () => {
    expect(readRetryAfter(new Headers(), NOW)).toBeUndefined();
    expect(readRetryAfter(new Headers({ "Retry-After": "soon" }), NOW)).toBeUndefined();
  });
});
