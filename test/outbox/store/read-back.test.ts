// Items in doubt (src/outbox/store/read-back.ts): a request whose answer was lost leaves its items to be read back.
import { describe, expect, it } from "vitest";
import { withJob } from "../../support/store";

const item = (row: number) => ({ row, item: { date: "2026-10-01", amount: `${row}.00`, payee: `Shop ${row}`, external_id: `x${row}` } });

describe("an answer read back later re-opens only the items its request still carries", () => {
  it("leaves an item settled or sent again since as it is", async () => {
    await withJob((store, jobId) => {
      store.items.append(jobId, [item(1), item(2), item(3)], []);
      const first = store.attempts.begin(jobId, [0, 1, 2], 1);
      // Item 0 was settled meanwhile, item 1 carried by a later request; item 2 is still this request's.
      store.items.settle(jobId, 0, "inserted", 10, null);
      store.attempts.begin(jobId, [1], 2);
      store.readBack.wait(jobId, [0, 1, 2], first, { insertedIds: [], checked: true });
      expect(store.reports.items(jobId, 0, 10).map((i) => i.state)).toEqual(["inserted", "sending", "pending"]);
      expect(store.readBack.doubtful(jobId).map((d) => d.seq)).toEqual([2]);
    });
  });
});
