// What every delivery kind works with (src/outbox/kinds/context.ts): a failed request is classified once for every
// kind, and a 429 blocks the one rate gate for what the service asked. The exactly-once step itself is pinned end to
// end by the kinds' own tests (transfers, tap-burst, attachment, balance…) and test/outbox/outbox.test.ts.
import { describe, expect, it } from "vitest";
import { BudgetApiError } from "../../../src/budget-api";
import { blockGate, classify, FALLBACK_RETRY_AFTER_MS } from "../../../src/outbox/kinds/context";
import { initialGate } from "../../../src/outbox/rate-gate";
import { OutboxStore } from "../../../src/outbox/store";
import { inFreshOutbox } from "../../support/store";

const answered = (status: number, retryAfterMs?: number) => BudgetApiError.fromBody({ status, statusText: "x" }, undefined, retryAfterMs);

describe("a failure is what its answer says: wait, a fresh credential, refused items, not found, or try again later", () => {
  it("keeps the four answers that decide something, and reads every other failure as one to try again", () => {
    expect(classify(answered(429))).toBe("rate_limited");
    expect(classify(answered(401))).toBe("unauthorized");
    expect(classify(answered(400))).toBe("invalid");
    expect(classify(answered(404))).toBe("not_found");
    for (const error of [
      answered(500),
      answered(503),
      BudgetApiError.network(new Error("reset")),
      new BudgetApiError("unexpected_response", "bad body"),
    ])
      expect(classify(error)).toBe("retry");
  });
});

describe("a 429 blocks the gate for the Retry-After the service gave, else for one window", () => {
  it("no slot before then, for any job", () =>
    inFreshOutbox((_sql, storage) => {
      const store = new OutboxStore(storage);
      store.gate.save(initialGate(Date.now()));
      blockGate(store, answered(429, 30_000));
      const wait = store.gate.takeSlot(Date.now());
      expect(wait).toBeGreaterThan(25_000);
      expect(wait).toBeLessThanOrEqual(30_000);
    }));
  it("without a Retry-After: the fallback window", () =>
    inFreshOutbox((_sql, storage) => {
      const store = new OutboxStore(storage);
      blockGate(store, answered(429));
      expect(store.gate.takeSlot(Date.now())).toBeGreaterThan(FALLBACK_RETRY_AFTER_MS - 5_000);
    }));
});
