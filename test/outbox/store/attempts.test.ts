// A job's requests (src/outbox/store/attempts.ts): each request that leaves is counted on the items it carries.
import { describe, expect, it } from "vitest";
import type { PlannedItem } from "../../../src/plan";
import { withJob } from "../../support/store";

const coffee = (row: number, externalId: string, extra: Partial<PlannedItem["item"]> = {}): PlannedItem => ({
  row,
  item: { date: "2026-10-01", amount: "3.50", payee: "Corner Coffee", external_id: externalId, ...extra },
});

describe("attempts count the requests that carried an item; failures decide the dead letter", () => {
  it("counts a request when it leaves, and dead-letters after the allowed failures only", () =>
    withJob((store, job) => {
      store.items.append(job, [coffee(2, "a")], []);
      store.attempts.begin(job, [0], 0);
      store.items.release(job, [0]); // a 429: counted as a request, not as a failure
      store.attempts.begin(job, [0], 0);
      store.attempts.fail(job, [0], "500", 2, false);
      expect(store.reports.items(job, 0, 1)[0]).toMatchObject({ state: "pending", attempts: 2 });
      store.attempts.begin(job, [0], 0);
      store.attempts.fail(job, [0], "500", 2, false);
      expect(store.reports.items(job, 0, 1)[0]).toMatchObject({ state: "failed", attempts: 3 });
      store.items.retryFailed(job);
      expect(store.reports.items(job, 0, 1)[0]).toMatchObject({ state: "pending", attempts: 3 });
    }));
});
