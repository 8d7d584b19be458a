import { describe, expect, it } from "vitest";
import { backoffDelay } from "../../src/outbox/backoff";

describe("backoff is exponential with full jitter", () => {
  const policy = { maxAttempts: 6, baseMs: 100, capMs: 1000 };
  it("draws from [0, base·2^(attempt-1)]", () => {
    expect(backoffDelay(1, policy, () => 0.999)).toBe(99);
    expect(backoffDelay(3, policy, () => 0.999)).toBe(399);
    expect(backoffDelay(3, policy, () => 0)).toBe(0);
  });
  it("never exceeds the cap", () => expect(backoffDelay(20, policy, () => 0.999)).toBe(999));
});
