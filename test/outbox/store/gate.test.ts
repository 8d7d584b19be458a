// The rate gate's one row (src/outbox/store/gate.ts): every request of every connection takes its slot here.
import { describe, expect, it } from "vitest";
import { block, initialGate } from "../../../src/outbox/rate-gate";
import { OutboxStore } from "../../../src/outbox/store";
import { inFreshOutbox } from "../../support/store";

describe("a gate never saved is full", () => {
  it("reads as the initial gate at the time asked", () =>
    inFreshOutbox((_sql, storage) => {
      expect(new OutboxStore(storage).gate.get(5_000)).toEqual(initialGate(5_000));
    }));
});

describe("a slot is spent when the gate is open, and kept when it is not", () => {
  it("spends the limit's slots, then says how long until the next, spending nothing", () =>
    inFreshOutbox((_sql, storage) => {
      const { gate } = new OutboxStore(storage);
      gate.save(initialGate(0, 3, 60_000));
      expect([gate.takeSlot(0), gate.takeSlot(0), gate.takeSlot(0)]).toEqual([0, 0, 0]);
      const wait = gate.takeSlot(0);
      expect(wait).toBeGreaterThan(0);
      expect(gate.get(0).tokens).toBeLessThan(1);
      // The same wait again: asking spent nothing.
      expect(gate.takeSlot(0)).toBe(wait);
      expect(gate.takeSlot(wait)).toBe(0);
    }));
  it("a blocked gate (a 429) gives no slot before its time, whatever the bucket holds", () =>
    inFreshOutbox((_sql, storage) => {
      const { gate } = new OutboxStore(storage);
      gate.save(block(initialGate(0), 30_000, 0));
      expect(gate.takeSlot(10_000)).toBe(20_000);
      expect(gate.takeSlot(30_000)).toBe(0);
    }));
});

describe("the gate is kept across stores on the same storage (one row for the deployment)", () => {
  it("a second store sees the slots the first spent", () =>
    inFreshOutbox((_sql, storage) => {
      new OutboxStore(storage).gate.save(initialGate(0, 1, 60_000));
      expect(new OutboxStore(storage).gate.takeSlot(0)).toBe(0);
      expect(new OutboxStore(storage).gate.takeSlot(0)).toBeGreaterThan(0);
    }));
});
