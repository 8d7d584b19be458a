// One request outside delivery (outbox/ask.ts): through the same rate gate as delivery, waited for when it opens
// within a second, answered busy past that, and never sent without a credential.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ask } from "../../src/outbox/ask";
import type { DeliveryTarget } from "../../src/outbox/delivery-target";
import { initialGate } from "../../src/outbox/rate-gate";
import { OutboxStore } from "../../src/outbox/store";

/** Asks once with the gate closed for `closedMs` (a 429's Retry-After), in a fresh Outbox's store. */
async function askWithGateClosedFor(closedMs: number, credential = true) {
  const stub = env.OUTBOX.get(env.OUTBOX.idFromName(`ask-${crypto.randomUUID()}`));
  return runInDurableObject(stub, async (_instance, state) => {
    const store = new OutboxStore(state.storage);
    const opensAt = Date.now() + closedMs;
    store.gate.save({ ...initialGate(Date.now()), tokens: 0, blockedUntil: opensAt, windowResetAt: opensAt });
    const before = store.gate.get(Date.now());
    const sentAt: number[] = [];
    const target = {} as DeliveryTarget;
    const context = { store, targetOf: async () => (credential ? target : null), refused() {} };
    const answer = await ask(context, "c", async () => {
      sentAt.push(Date.now());
      return "the accounts";
    });
    return { answer, sentAt, opensAt, gate: { before, after: store.gate.get(Date.now()) } };
  });
}

describe("a gate that opens within a second is waited for, then the request goes", () => {
  it("sent once, not before the gate opens, and answered", async () => {
    const { answer, sentAt, opensAt } = await askWithGateClosedFor(300);
    expect(answer).toBe("the accounts");
    expect(sentAt).toHaveLength(1);
    expect(sentAt[0]).toBeGreaterThanOrEqual(opensAt);
  });
});

describe("a gate closed for longer is answered busy, with when to ask again, and nothing is sent", () => {
  it("busy after 30 s", async () => {
    const { answer, sentAt } = await askWithGateClosedFor(30_000);
    expect(answer).toMatchObject({ ok: false, reason: "busy" });
    expect((answer as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(29_000);
    expect(sentAt).toEqual([]);
  });
});

describe("without a credential nothing is sent and no slot is spent", () => {
  it("unauthorized, the gate as it was", async () => {
    const { answer, sentAt, gate } = await askWithGateClosedFor(0, false);
    expect(answer).toEqual({ ok: false, reason: "unauthorized" });
    expect(sentAt).toEqual([]);
    expect(gate.after).toEqual(gate.before);
  });
});
