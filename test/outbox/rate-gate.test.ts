import { describe, expect, it } from "vitest";
import { block, initialGate, nextSendAt, observe, take } from "../../src/outbox/rate-gate";

const T0 = 1_000_000;

describe("the gate is a token bucket of the service's limit", () => {
  it("lets a full bucket go at once, then paces at limit per window", () => {
    let gate = initialGate(T0, 3, 3000);
    for (let i = 0; i < 3; i++) {
      expect(nextSendAt(gate, T0)).toBe(T0);
      gate = take(gate, T0);
    }
    expect(nextSendAt(gate, T0)).toBe(T0 + 1000);
  });
});

describe("the gate is corrected from RateLimit-Remaining and RateLimit-Reset", () => {
  it("raises the count when an answer comes from a fresh window", () => {
    let gate = initialGate(T0, 20, 2000);
    gate = observe(gate, { limit: 20, remaining: 1, resetAt: T0 + 1000 }, T0);
    gate = observe(gate, { limit: 20, remaining: 18, resetAt: T0 + 3000 }, T0 + 1100);
    expect(gate.tokens).toBe(18);
    expect(nextSendAt(gate, T0 + 1100)).toBe(T0 + 1100);
  });
  it("learns the window's length from the first request of a window", () => {
    const gate = observe(initialGate(T0), { limit: 20, remaining: 19, resetAt: T0 + 5000 }, T0);
    expect(gate.windowMs).toBe(5000);
  });
  it("trusts the service's remaining count over its own", () => {
    const gate = observe(initialGate(T0, 100, 60_000), { remaining: 2, resetAt: T0 + 30_000 }, T0);
    expect(gate.tokens).toBe(2);
  });
  it("waits for the window reset when the service says none remain", () => {
    const gate = observe(initialGate(T0, 100, 60_000), { remaining: 0, resetAt: T0 + 30_000 }, T0);
    expect(nextSendAt(gate, T0)).toBe(T0 + 30_000);
    expect(nextSendAt(gate, T0 + 30_000)).toBe(T0 + 30_000);
  });
  it("refills in full once the service's window has reset", () => {
    let gate = observe(initialGate(T0, 10, 60_000), { remaining: 0, resetAt: T0 + 1000 }, T0);
    gate = take(gate, T0 + 1000);
    expect(gate.tokens).toBe(9);
  });
  it("adopts the service's limit", () => {
    expect(observe(initialGate(T0), { limit: 20 }, T0).limit).toBe(20);
  });
});

describe("a 429 blocks the gate until Retry-After has passed", () => {
  it("sends nothing before then", () => {
    const gate = block(initialGate(T0), 5000, T0);
    expect(nextSendAt(gate, T0 + 4999)).toBe(T0 + 5000);
    expect(nextSendAt(gate, T0 + 5000)).toBe(T0 + 5000);
    // …and the service's window has reset by then: the whole limit is available.
    expect(take(gate, T0 + 5000).tokens).toBe(gate.limit - 1);
  });
});
