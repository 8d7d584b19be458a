// Transfers between the budget's own accounts as the store holds them (src/outbox/store/transfers.ts): an import's one
// look, the pairs it found and the groups made of them, the one-sided transactions it gave the transfer category, and
// what a removal of the import undoes of each.
import { describe, expect, it } from "vitest";
import type { PlannedItem } from "../../../src/plan";
import type { OutboxStore, TransferLook } from "../../../src/outbox/store";
import { withJob } from "../../support/store";

const row = (n: number, date: string): PlannedItem => ({
  row: n,
  item: { date, amount: "-500.00", payee: `Transfer ${n}`, external_id: `b:${n}` },
});

/** Job "j" (the import) with rows settled as given: [state, transaction id] per row, dated 10-0n. */
function imported(store: OutboxStore, settled: [state: "inserted" | "matched" | "duplicate" | "pending", id: number | null][]): void {
  store.items.append(
    "j",
    settled.map((_, i) => row(i + 1, `2026-10-0${i + 1}`)),
    [],
  );
  settled.forEach(([state, id], seq) => {
    if (state !== "pending") store.items.settle("j", seq, state, id, null);
  });
}

const LOOK: TransferLook = { job_id: "t", import_job_id: "j", from_date: "2026-09-28", to_date: "2026-10-08" };

/** The import's look opened, and the pair (out 10, in 20) made its first item. */
function lookWithPair(store: OutboxStore): number {
  store.transfers.open(LOOK, "c", 1, "export.csv", 5);
  const seq = store.items.append(
    "t",
    [{ row: 0, item: { date: "2026-10-01", amount: "500.00", payee: "Checking → Savings", external_id: "t:10:20" } }],
    [],
  );
  store.transfers.lookMade("t", seq, [{ out: 10, in: 20, evidence: "names the other account" }], 6);
  return seq;
}

describe("the days an import's transactions are in the budget: what it inserted or took over, else none", () => {
  it("spans the inserted and matched rows only", () =>
    withJob((store) => {
      imported(store, [
        ["duplicate", 9],
        ["inserted", 10],
        ["matched", 11],
        ["pending", null],
      ]);
      expect(store.transfers.span("j")).toEqual({ first: "2026-10-02", last: "2026-10-03" });
      expect(store.transfers.importedIds("j")).toEqual(new Set([10, 11]));
    }));
  it("has no span when it put nothing there", () =>
    withJob((store) => {
      imported(store, [["duplicate", 9]]);
      expect(store.transfers.span("j")).toBeNull();
      expect(store.transfers.importedIds("j")).toEqual(new Set());
    }));
});

describe("an import looks once: its look is a transfers job due now, pending until it is made", () => {
  it("opens the look's job, knows the import looked, and answers the look until its pairs are recorded", () =>
    withJob((store) => {
      expect(store.transfers.looked("j")).toBe(false);
      store.transfers.open(LOOK, "c", 1, "export.csv", 5);
      expect(store.jobs.get("t")).toMatchObject({
        kind: "transfers",
        source: "transfers",
        connection_id: "c",
        manual_account_id: 1,
        sealed: 1,
        file_name: "export.csv",
        next_attempt_at: 0,
      });
      expect(store.transfers.looked("j")).toBe(true);
      expect(store.transfers.pendingLook("t")).toEqual(LOOK);
      store.transfers.lookMade("t", 0, [], 6);
      expect(store.transfers.pendingLook("t")).toBeNull();
      expect(store.transfers.looked("j")).toBe(true);
    }));
});

describe("each pair found is an item of the look, and holds its two transactions while it is on its way", () => {
  it("records the pairs from the first seq on; no second pair takes their sides until they are settled", () =>
    withJob((store) => {
      store.transfers.open(LOOK, "c", 1, null, 5);
      const first = store.items.append(
        "t",
        [
          { row: 0, item: { date: "2026-10-01", amount: "500.00", external_id: "t:10:20" } },
          { row: 0, item: { date: "2026-10-02", amount: "80.00", external_id: "t:11:21" } },
        ],
        [],
      );
      store.transfers.lookMade(
        "t",
        first,
        [
          { out: 10, in: 20, evidence: "names the other account" },
          { out: 11, in: 21, evidence: "own-move words on both sides" },
        ],
        6,
      );
      expect(store.transfers.pair("t", first + 1)).toMatchObject({
        job_id: "t",
        seq: first + 1,
        out_id: 11,
        in_id: 21,
        evidence: "own-move words on both sides",
        group_id: null,
      });
      expect(store.transfers.pair("t", first + 2)).toBeNull();
      expect(store.transfers.beingPaired("c")).toEqual(new Set([10, 20, 11, 21]));
      expect(store.transfers.beingPaired("other")).toEqual(new Set());
      store.items.settle("t", first, "inserted", 500, null);
      expect(store.transfers.beingPaired("c")).toEqual(new Set([11, 21]));
    }));
});

describe("a grouped pair is said for each side and for its group, until it is ungrouped", () => {
  it("names the group's payee and the evidence for the out side, the in side and the group", () =>
    withJob((store) => {
      const seq = lookWithPair(store);
      expect(store.transfers.pairedWith([10])).toEqual(new Map());
      store.transfers.grouped("t", seq, 500);
      expect(store.transfers.pair("t", seq)?.group_id).toBe(500);
      const said = { payee: "Checking → Savings", evidence: "names the other account" };
      expect([...store.transfers.pairedWith([10, 20, 500, 7]).entries()].map(([id, pair]) => [id, pair.payee, pair.evidence])).toEqual(
        [10, 20, 500].map((id) => [id, said.payee, said.evidence]),
      );
      expect(store.transfers.pairedWith([])).toEqual(new Map());
      store.transfers.ungrouped("t", seq, 7, true);
      expect(store.transfers.pairedWith([10, 20, 500])).toEqual(new Map());
    }));
});

describe("a removal of the import ungroups first each group with a side among its transactions, then reads its sides", () => {
  it("lists the group to undo until it is ungrouped; ungrouped by Intake, its sides are due once", () =>
    withJob((store) => {
      imported(store, [["inserted", 10]]);
      const seq = lookWithPair(store);
      store.removals.request("j", 7, "enriched");
      expect(store.transfers.toUngroup("j", 10)).toEqual([]);
      store.transfers.grouped("t", seq, 500);
      expect(store.transfers.toUngroup("j", 10).map((p) => [p.out_id, p.in_id, p.group_id])).toEqual([[10, 20, 500]]);
      expect(store.transfers.toUngroup("j", 0)).toEqual([]);
      store.transfers.ungrouped("t", seq, 7, true);
      expect(store.transfers.toUngroup("j", 10)).toEqual([]);
      expect(store.transfers.sidesDue("j", 10).map((p) => p.seq)).toEqual([seq]);
      store.transfers.sidesRead("t", seq, "2026-10-09T10:00:00Z", null);
      expect(store.transfers.sidesDue("j", 10)).toEqual([]);
      expect(store.transfers.lastWrites([10, 20])).toEqual(new Map([[10, "2026-10-09T10:00:00Z"]]));
    }));

  it("has no sides to read when the person ungrouped it (the ungroup found nothing)", () =>
    withJob((store) => {
      imported(store, [["inserted", 10]]);
      const seq = lookWithPair(store);
      store.removals.request("j", 7, "enriched");
      store.transfers.grouped("t", seq, 500);
      store.transfers.ungrouped("t", seq, 7, false);
      expect(store.transfers.toUngroup("j", 10)).toEqual([]);
      expect(store.transfers.sidesDue("j", 10)).toEqual([]);
    }));

  it("leaves alone a group no side of which is the import's", () =>
    withJob((store) => {
      imported(store, [["inserted", 30]]);
      const seq = lookWithPair(store);
      store.removals.request("j", 7, "enriched");
      store.transfers.grouped("t", seq, 500);
      expect(store.transfers.toUngroup("j", 10)).toEqual([]);
      expect(store.transfers.groupedSides("j")).toEqual([]);
    }));

  it("leaves alone a group whose side the removal does not take out: found there already, or kept", () =>
    withJob((store) => {
      imported(store, [
        ["duplicate", 10],
        ["inserted", 20],
      ]);
      const seq = lookWithPair(store);
      store.transfers.grouped("t", seq, 500);
      expect(store.transfers.toUngroup("j", 10)).toEqual([]);
      store.removals.request("j", 7, "enriched");
      // The removal asks about its side first; another import holds it, so it is kept.
      expect(store.transfers.groupedSides("j")).toEqual([{ seq: 1, transaction_id: 20, external_id: "b:2", takeover: false }]);
      expect(store.transfers.toUngroup("j", 10).map((p) => p.group_id)).toEqual([500]);
      store.removals.settle(store.jobs.get("j")!, 1, "kept", "kept: another import holds it");
      expect(store.transfers.groupedSides("j")).toEqual([]);
      expect(store.transfers.toUngroup("j", 10)).toEqual([]);
    }));
});

describe("a one-sided transfer gets the category once; what its update changes is kept before it is sent, and put back", () => {
  it("records the one side after the look's pairs, keeps what it had, and lists it for the import's removal until put back", () =>
    withJob((store) => {
      store.transfers.open(LOOK, "c", 1, null, 5);
      const seq = store.items.append("t", [{ row: 0, item: { date: "2026-10-02", amount: "-80.00", external_id: "t:one:12" } }], []);
      store.transfers.oneSidesFound("t", seq, [{ transactionId: 12, categoryId: 3, note: "a transfer to your savings" }]);
      expect(store.transfers.oneSided([12, 13])).toEqual(new Set([12]));
      expect(store.transfers.oneSide("t", seq)).toMatchObject({
        job_id: "t",
        seq,
        transaction_id: 12,
        category_id: 3,
        note: "a transfer to your savings",
        before_category_id: null,
        before_notes: null,
        applied_updated_at: null,
        update_sent_at: null,
      });
      expect(store.transfers.toPutBack("j", 10)).toEqual([]);

      store.transfers.oneSideSending("t", seq, { category_id: 8, notes: "rent" }, 40);
      expect(store.transfers.oneSide("t", seq)).toMatchObject({ before_category_id: 8, before_notes: "rent", update_sent_at: 40 });
      expect(store.transfers.toPutBack("j", 10)).toEqual([]);
      store.transfers.oneSideApplied("t", seq, { category_id: 8, notes: "rent" }, "2026-10-03T00:00:00Z");
      expect(store.transfers.toPutBack("j", 10).map((o) => [o.transaction_id, o.before_category_id, o.before_notes])).toEqual([
        [12, 8, "rent"],
      ]);
      expect(store.transfers.toPutBack("other-import", 10)).toEqual([]);
      expect(store.transfers.lastWrites([12])).toEqual(new Map([[12, "2026-10-03T00:00:00Z"]]));

      // Left as the person changed it: nothing sent, the last write stays the update's.
      store.transfers.oneSidePutBack("t", seq, null, 50);
      expect(store.transfers.toPutBack("j", 10)).toEqual([]);
      expect(store.transfers.lastWrites([12])).toEqual(new Map([[12, "2026-10-03T00:00:00Z"]]));
    }));

  it("a put-back's answer is Intake's last write to the transaction", () =>
    withJob((store) => {
      store.transfers.open(LOOK, "c", 1, null, 5);
      store.transfers.oneSidesFound("t", 0, [{ transactionId: 12, categoryId: 3, note: "a transfer" }]);
      store.transfers.oneSideApplied("t", 0, { category_id: null, notes: null }, "2026-10-03T00:00:00Z");
      store.transfers.oneSidePutBack("t", 0, "2026-10-05T00:00:00Z", 50);
      expect(store.transfers.lastWrites([12])).toEqual(new Map([[12, "2026-10-05T00:00:00Z"]]));
    }));
});

describe("Intake's last write to a transaction a transfer touched is the latest of its one side's and its pair's", () => {
  it("answers the latest per transaction, and none for a transaction never written", () =>
    withJob((store) => {
      const seq = lookWithPair(store);
      store.transfers.oneSidesFound("t", seq + 1, [{ transactionId: 10, categoryId: 3, note: "a transfer" }]);
      store.transfers.oneSideApplied("t", seq + 1, { category_id: null, notes: null }, "2026-10-03T00:00:00Z");
      store.transfers.sidesRead("t", seq, "2026-10-09T00:00:00Z", "2026-10-02T00:00:00Z");
      expect(store.transfers.lastWrites([10, 20, 99])).toEqual(
        new Map([
          [10, "2026-10-09T00:00:00Z"],
          [20, "2026-10-02T00:00:00Z"],
        ]),
      );
    }));
});
