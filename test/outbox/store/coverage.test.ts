// Which days each account's imports cover and the bank's balances (src/outbox/store/coverage.ts): recorded once per
// import, forgotten with it, a pull's balance replacing the previous pull's, one check waiting per account.
import { describe, expect, it } from "vitest";
import { withJob } from "../../support/store";

describe("an import's days and balances are recorded once, and forgotten when the import is removed", () => {
  it("records again in place of the earlier record; forgets spans and balances together", () =>
    withJob((store) => {
      const span = { from: "2026-01-01", to: "2026-01-31", kind: "csv" };
      store.coverage.recordImport("j", "c", 7, span, [{ date: "2026-01-31", units: 9_300_000, kind: "closing" }], 1);
      store.coverage.recordImport(
        "j",
        "c",
        7,
        { ...span, to: "2026-02-02" },
        [{ date: "2026-02-02", units: 9_000_000, kind: "closing" }],
        2,
      );
      expect(store.coverage.spans("c", 7)).toEqual([{ from: "2026-01-01", to: "2026-02-02", import_id: "j", kind: "csv" }]);
      expect(store.coverage.anchors("c", 7).map((a) => [a.date, a.units])).toEqual([["2026-02-02", 9_000_000]]);
      expect(store.coverage.spans("c", 8)).toEqual([]);
      store.coverage.forgetImport("j");
      expect(store.coverage.spans("c", 7)).toEqual([]);
      expect(store.coverage.anchors("c", 7)).toEqual([]);
    }));
});

describe("a pull's balance is an instant of a day: only the newest pull is kept, beside the files' balances", () => {
  it("replaces the account's previous pull, and leaves a file's closing balance", () =>
    withJob((store) => {
      store.coverage.recordImport(
        "j",
        "c",
        7,
        { from: "2026-01-01", to: "2026-01-31", kind: "ofx" },
        [{ date: "2026-01-31", units: 10_000, kind: "closing" }],
        1,
      );
      store.coverage.notePull("c", 7, "2026-02-10", 20_000, 2);
      store.coverage.notePull("c", 7, "2026-02-11", 30_000, 3);
      expect(store.coverage.anchors("c", 7).map((a) => [a.date, a.kind, a.units, a.importId])).toEqual([
        ["2026-01-31", "closing", 10_000, "j"],
        ["2026-02-11", "pull", 30_000, null],
      ]);
    }));
});

describe("one check waits per account, however often one is asked", () => {
  it("opens one agreement job, and another account gets its own", () =>
    withJob((store, _job, sql) => {
      store.coverage.openCheck("c", 7, 1);
      store.coverage.openCheck("c", 7, 2);
      store.coverage.openCheck("c", 8, 3);
      const waiting = sql
        .exec<{ account_id: number }>(`SELECT account_id FROM agreement_checks WHERE checked_at IS NULL ORDER BY account_id`)
        .toArray();
      expect(waiting.map((w) => w.account_id)).toEqual([7, 8]);
    }));
});
