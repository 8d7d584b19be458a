// The delivery registry: every job kind is served by its own module, found by the name the store keeps.
import { describe, expect, it } from "vitest";
import { DELIVERIES, deliveryOf } from "../../src/outbox/kinds/index";
import { deliverBalance } from "../../src/outbox/kinds/balance";
import { deliverTransactions } from "../../src/outbox/kinds/transactions";

describe("a job's kind names its delivery", () => {
  it("finds the module registered under the kind's name", () => {
    expect(deliveryOf("transactions")).toBe(deliverTransactions);
    expect(deliveryOf("account_balance")).toBe(deliverBalance);
  });

  it("serves every kind the jobs table may hold", () => {
    expect(Object.keys(DELIVERIES).sort()).toEqual(
      ["account_balance", "attachment", "balance_history", "match_or_hold", "match_or_insert", "transactions"].sort(),
    );
  });

  it("refuses a name that is no kind rather than guessing one (nor an inherited property)", () => {
    expect(() => deliveryOf("category")).toThrow(/no delivery for job kind "category"/);
    expect(() => deliveryOf("toString")).toThrow(/no delivery/);
  });
});
