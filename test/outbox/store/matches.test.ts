// Receipts and taps in match mode (src/outbox/store/matches.ts): the bank transactions they were matched to, per
// connection, so that each is enriched by one receipt (one tap) only.
import { describe, expect, it } from "vitest";
import type { PlannedItem } from "../../../src/plan";
import { withJob } from "../../support/store";

describe("a matched transaction is the connection's, found by the receipt that matched it", () => {
  it("remembers the transaction of a receipt forwarded again; another connection has none", () =>
    withJob((store) => {
      store.matches.record("c", 41, "rcpt:o:shop:1", 0, 1);
      expect(store.matches.of("c", "rcpt:o:shop:1")).toBe(41);
      expect(store.matches.of("other", "rcpt:o:shop:1")).toBeNull();
      expect(store.matches.of("c", "rcpt:o:shop:2")).toBeNull();
    }));
});

describe("the transactions already matched, by kind of id: a receipt's and a tap's apart", () => {
  it("lists all, those of a prefix, and those of a prefix but not of its excepted sub-kind", () =>
    withJob((store) => {
      store.matches.record("c", 41, "rcpt:o:shop:1", 0, 1);
      store.matches.record("c", 42, "tap:abc", 0, 1);
      store.matches.record("c", 43, "rcpt:alert:visa:9", 0, 1);
      store.matches.record("other", 44, "tap:zzz", 0, 1);
      expect(store.matches.transactions("c")).toEqual(new Set([41, 42, 43]));
      expect(store.matches.transactions("c", { prefix: "tap:", except: null })).toEqual(new Set([42]));
      expect(store.matches.transactions("c", { prefix: "rcpt:", except: "rcpt:alert:" })).toEqual(new Set([41]));
    }));
});

describe("the receipts and taps that stand in a transaction: inserted it, or matched to it", () => {
  it("names a provisional item standing in a transaction, and not a bank row's", () =>
    withJob((store) => {
      const receipt: PlannedItem = {
        row: 1,
        item: { date: "2026-10-03", amount: "25.98", payee: "Corner Books", external_id: "rcpt:o:b:1" },
        provisional: "receipt",
      };
      const bank: PlannedItem = { row: 2, item: { date: "2026-10-05", amount: "3.00", payee: "Bakery", external_id: "b:1" } };
      store.items.append("j", [receipt, bank], []);
      store.items.settle("j", 0, "inserted", 70, null);
      store.items.settle("j", 1, "inserted", 71, null);
      expect(store.matches.provisionalsIn("c", [70, 71])).toEqual([
        {
          transaction_id: 70,
          external_id: "rcpt:o:b:1",
          provisional: "receipt",
          state: "inserted",
          date: "2026-10-03",
          payee: "Corner Books",
        },
      ]);
      expect(store.matches.provisionalsIn("c", [])).toEqual([]);
    }));
});
