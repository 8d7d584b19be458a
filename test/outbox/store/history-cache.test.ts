// The budget's history kept between imports (src/outbox/store/history-cache.ts): kept whole per connection, changes
// merged over it, a change that moves a transaction out of the days kept drops it, and the histories read longest ago
// go first when every connection's rows would pass the cap.
import { describe, expect, it } from "vitest";
import { type HistoryTransaction, OutboxStore } from "../../../src/outbox/store";
import { inFreshOutbox } from "../../support/store";

const tx = (id: number, date: string, payee: string, updated_at = "2026-11-01T10:00:00.000Z"): HistoryTransaction => ({
  id,
  date,
  payee,
  original_name: null,
  category_id: null,
  created_at: "2026-11-01T10:00:00.000Z",
  updated_at,
  source: "api",
  split_parent_id: null,
  is_group_parent: false,
  learned: null,
});
const read = (read_at = 1) => ({ from_date: "2026-01-01", to_date: "2026-11-29", read_at, since: "2026-11-01T10:00:00.000Z" });

describe("a history is kept per connection, oldest day first", () => {
  it("answers what was kept for that connection only", () =>
    inFreshOutbox((_sql, storage) => {
      const { history } = new OutboxStore(storage);
      history.replace("a", read(), [tx(2, "2026-10-02", "Corner Books"), tx(1, "2026-09-01", "WHOLEFDS MKT #10234")]);
      history.replace("b", read(), [tx(3, "2026-10-03", "Other budget")]);
      expect(history.transactions("a").map((t) => t.id)).toEqual([1, 2]);
      expect(history.read("a")).toEqual(read());
      expect(history.size("b")).toBe(1);
    }));
});

describe("what changed is merged: a renamed transaction replaces its copy, one dated out of the days kept goes", () => {
  it("writes over, adds, drops, and moves `since`", () =>
    inFreshOutbox((_sql, storage) => {
      const { history } = new OutboxStore(storage);
      history.replace("a", read(), [tx(1, "2026-09-01", "WHOLEFDS MKT #10234"), tx(2, "2026-10-02", "Corner Books")]);
      const later = "2026-11-02T08:00:00.000Z";
      history.merge(
        "a",
        [tx(1, "2026-09-01", "Whole Foods", later), tx(4, "2026-11-03", "New shop", later), tx(2, "2025-01-01", "Moved", later)],
        later,
      );
      expect(history.transactions("a").map((t) => [t.id, t.payee])).toEqual([
        [1, "Whole Foods"],
        [4, "New shop"],
      ]);
      expect(history.read("a")?.since).toBe(later);
    }));
});

describe("the histories read longest ago make room for a new one within the cap", () => {
  it("drops the oldest connection's history whole, keeps the newer", () =>
    inFreshOutbox((_sql, storage) => {
      const { history } = new OutboxStore(storage);
      history.replace("old", read(1), [tx(1, "2026-09-01", "A"), tx(2, "2026-09-02", "B")]);
      history.replace("new", read(2), [tx(3, "2026-09-03", "C"), tx(4, "2026-09-04", "D")]);
      history.makeRoom(1, 4);
      expect(history.read("old")).toBeNull();
      expect(history.size("old")).toBe(0);
      expect(history.size("new")).toBe(2);
    }));
});

describe("a forgotten history leaves nothing of it", () => {
  it("drops its rows and its read", () =>
    inFreshOutbox((_sql, storage) => {
      const { history } = new OutboxStore(storage);
      history.replace("a", read(), [tx(1, "2026-09-01", "A")]);
      history.forget("a");
      expect(history.read("a")).toBeNull();
      expect(history.transactions("a")).toEqual([]);
    }));
});
