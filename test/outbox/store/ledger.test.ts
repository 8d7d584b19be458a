// What Intake delivered, looked up by id (src/outbox/store/ledger.ts): the cash ledger per connection, the bank rows
// that stand in a transaction, and whether a transaction is another record of the same kind of source.
import { describe, expect, it } from "vitest";
import { isPurchaseId } from "../../../src/outbox/store";
import type { OutboxStore } from "../../../src/outbox/store";
import type { PlannedItem } from "../../../src/plan";
import { withJob } from "../../support/store";

const row = (n: number, externalId: string, recordId?: string): PlannedItem => ({
  row: n,
  item: { date: "2026-10-0" + ((n % 9) + 1), amount: `${n}.00`, payee: `Payee ${n}`, external_id: externalId },
  ...(recordId ? { recordId } : {}),
});
/** Appends the rows to job "j" and settles each as inserted into transaction 100 + its seq. */
function inserted(store: OutboxStore, rows: PlannedItem[]): void {
  store.items.append("j", rows, []);
  rows.forEach((_, seq) => store.items.settle("j", seq, "inserted", 100 + seq, null));
}

describe("the cash ledger remembers every id a connection delivered, per connection", () => {
  it("finds what was recorded, for that connection only, across more ids than one statement binds", () =>
    withJob((store) => {
      store.ledger.record("c", "cash:1", 11);
      store.ledger.record("c", "cash:2", 12);
      store.ledger.record("other", "cash:3", 13);
      const asked = [...Array.from({ length: 150 }, (_, i) => `none:${i}`), "cash:1", "cash:2", "cash:3"];
      expect(store.ledger.lookup("c", asked)).toEqual(
        new Map([
          ["cash:1", 11],
          ["cash:2", 12],
        ]),
      );
    }));
  it("keeps the first transaction of an id recorded twice", () =>
    withJob((store) => {
      store.ledger.record("c", "cash:1", 11);
      store.ledger.record("c", "cash:1", 99);
      expect(store.ledger.lookup("c", ["cash:1"]).get("cash:1")).toBe(11);
    }));
});

describe("the bank rows that stand in a transaction are the inserted ones, by transaction", () => {
  it("names each row's external_id, source id, payee and day; none for an id Intake did not insert", () =>
    withJob((store) => {
      inserted(store, [row(1, "b:1", "fitid-1"), row(2, "b:2")]);
      const standing = store.ledger.standingRows("c", [100, 101, 555]);
      expect(standing.get(100)).toEqual([{ external_id: "b:1", source_id: "fitid-1", payee: "Payee 1", date: "2026-10-02", layout: null }]);
      expect(standing.get(101)?.map((r) => r.external_id)).toEqual(["b:2"]);
      expect(standing.has(555)).toBe(false);
      expect(store.ledger.standingRows("other", [100]).size).toBe(0);
      expect(store.ledger.standingRows("c", []).size).toBe(0);
    }));
});

describe("a transaction inserted from another record of the same kind of source is another transaction", () => {
  it("a bank id of the same prefix and another source id: another record; the same source id: the same record", () =>
    withJob((store) => {
      inserted(store, [row(1, "ofx:acct:1", "fitid-1")]);
      expect(store.ledger.isOtherRecord("c", 100, "ofx:acct:2", "fitid-2")).toBe(true);
      expect(store.ledger.isOtherRecord("c", 100, "ofx:other-name:1", "fitid-1")).toBe(false);
      // Another kind of source, or a transaction Intake did not insert: nothing is known.
      expect(store.ledger.isOtherRecord("c", 100, "camt:acct:2", "x")).toBe(false);
      expect(store.ledger.isOtherRecord("c", 777, "ofx:acct:2", "fitid-2")).toBe(false);
    }));
  it("a receipt's order number or a tap's own id is a purchase: another such id of the same channel is another purchase", () =>
    withJob((store) => {
      inserted(store, [row(1, "rcpt:o:shop:1001"), row(2, "tap:abc")]);
      expect(store.ledger.isOtherRecord("c", 100, "rcpt:o:shop:1002", null)).toBe(true);
      expect(store.ledger.isOtherRecord("c", 100, "rcpt:o:shop:1001", null)).toBe(false);
      expect(store.ledger.isOtherRecord("c", 101, "tap:def", null)).toBe(true);
      expect(store.ledger.isOtherRecord("c", 101, "rcpt:o:shop:1003", null)).toBe(false);
    }));
  it("a receipt named by its mail is not a purchase's id: the same receipt forwarded twice may differ there", () => {
    expect(isPurchaseId("rcpt:o:shop:1")).toBe(true);
    expect(isPurchaseId("tap:1")).toBe(true);
    expect(isPurchaseId("rcpt:m:<id@mail>")).toBe(false);
    expect(isPurchaseId("b:1")).toBe(false);
  });
});
