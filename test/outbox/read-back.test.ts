// Settling items whose fate an answer left unknown, from the transactions read back (read-back.ts).
import { describe, expect, it } from "vitest";
import type { DeliveredTransaction } from "../../src/outbox/delivery-target";
import { type DoubtfulItem, settleDoubtful } from "../../src/outbox/read-back";

const item = (overrides: Partial<DoubtfulItem> = {}): DoubtfulItem => ({
  seq: 0,
  external_id: "x-1",
  date: "2026-10-01",
  amount: "3.50",
  payee: "Corner Coffee",
  inDoubt: false,
  answer: null,
  started_at: 0,
  ...overrides,
});

const tx = (overrides: Partial<DeliveredTransaction> = {}): DeliveredTransaction => ({
  id: 1,
  external_id: null,
  date: "2026-10-01",
  amount: "3.5000",
  payee: "Corner Coffee",
  original_name: null,
  currency: null,
  accountId: 101,
  cash: false,
  createdAt: null,
  pending: false,
  ...overrides,
});

describe("an item the answer did not name is inserted when its transaction is among the ids answered", () => {
  it("finds it by external_id under an answered id", () => {
    const answer = { insertedIds: [7], checked: true };
    expect(settleDoubtful([item({ answer })], [tx({ id: 7, external_id: "x-1" })])).toEqual([{ kind: "inserted", transactionId: 7 }]);
  });
});

describe("found under another id, it was already there: a duplicate of that transaction", () => {
  it("names the existing transaction", () => {
    const answer = { insertedIds: [8], checked: false };
    expect(settleDoubtful([item({ answer })], [tx({ id: 3, external_id: "x-1" })])).toEqual([
      { kind: "duplicate", transactionId: 3, reason: "duplicate_external_id" },
    ]);
  });
});

describe("an item of an unanswered request found by external_id was inserted by that request", () => {
  it("counts it as inserted, exactly once", () => {
    expect(settleDoubtful([item({ inDoubt: true })], [tx({ id: 4, external_id: "x-1" })])).toEqual([
      { kind: "inserted", transactionId: 4 },
    ]);
  });

  it("sends it again when it is not there", () => {
    expect(settleDoubtful([item({ inDoubt: true })], [tx({ id: 4, external_id: "other" })])).toEqual([{ kind: "resend" }]);
  });
});

describe("not found after a checked request: the payee/date/amount check skipped it", () => {
  it("names the transaction with its payee, date and amount that was there before, also by its raw payee", () => {
    const answer = { insertedIds: [9], checked: true };
    const delivered = [
      tx({ id: 9, external_id: "mine" }), // inserted by this very request: not what the check compared with
      tx({ id: 2, payee: "Coffee (renamed by a rule)", original_name: "Corner Coffee" }),
    ];
    expect(settleDoubtful([item({ answer })], delivered)).toEqual([
      { kind: "duplicate", transactionId: 2, reason: "duplicate_payee_amount_date" },
    ]);
  });

  it("is still a duplicate when that transaction is not in the read-back (no id to show)", () => {
    const answer = { insertedIds: [], checked: true };
    expect(settleDoubtful([item({ answer })], [])).toEqual([
      { kind: "duplicate", transactionId: null, reason: "duplicate_payee_amount_date" },
    ]);
  });
});

describe("not found after an unchecked request: skipped for its external_id, held by a transaction on another day", () => {
  it("is a duplicate by external_id, with no id to show (the read-back covers the item's days only)", () => {
    const answer = { insertedIds: [1], checked: false };
    expect(settleDoubtful([item({ answer })], [tx({ id: 1, external_id: "someone-else" })])).toEqual([
      { kind: "duplicate", transactionId: null, reason: "duplicate_external_id" },
    ]);
  });
});

describe("after an unanswered request, its transaction is ours only if the service created it after the request left", () => {
  const left = Date.parse("2026-10-02T12:00:00Z");
  const inDoubt = item({ inDoubt: true, started_at: left });
  const at = (iso: string) => tx({ id: 9, external_id: "x-1", createdAt: Date.parse(iso) });
  it("is a duplicate of a transaction created an hour before the request left (it was already there)", () => {
    expect(settleDoubtful([inDoubt], [at("2026-10-02T11:00:00Z")])).toEqual([
      { kind: "duplicate", transactionId: 9, reason: "duplicate_external_id" },
    ]);
  });
  it("is inserted when the transaction was created after the request left, or within the clocks' skew before it", () => {
    expect(settleDoubtful([inDoubt], [at("2026-10-02T12:00:01Z")])).toEqual([{ kind: "inserted", transactionId: 9 }]);
    expect(settleDoubtful([inDoubt], [at("2026-10-02T11:58:00Z")])).toEqual([{ kind: "inserted", transactionId: 9 }]);
  });
  it("is inserted when the service does not say when it created the transaction", () => {
    expect(settleDoubtful([inDoubt], [tx({ id: 9, external_id: "x-1" })])).toEqual([{ kind: "inserted", transactionId: 9 }]);
  });
});
