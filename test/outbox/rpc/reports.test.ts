// What the Outbox says of its jobs (src/outbox/rpc/reports.ts): reports by id, a write job's outcome, the
// connection's actions newest first.
import { describe, expect, it } from "vitest";
import { outboxWorld, rows } from "../../support/outbox-world";

describe("several reports are asked at once: each id answered, an unknown one as null", () => {
  it("answers by id", async () => {
    const { outbox, spec, settled } = await outboxWorld();
    const job = await outbox.enqueue(spec(), rows(1));
    await settled(job.id);
    const answered = await outbox.reports([job.id, "imp_unknown"]);
    expect(answered[job.id]).toMatchObject({ id: job.id, counts: { inserted: 1 } });
    expect(answered["imp_unknown"]).toBeNull();
  });
});

describe("the connection's actions are listed newest first", () => {
  it("lists the later import before the earlier one", async () => {
    const { outbox, connectionId, spec, settled } = await outboxWorld();
    const first = await outbox.enqueue(spec(), rows(1, "a"));
    await settled(first.id);
    await new Promise((r) => setTimeout(r, 5));
    const second = await outbox.enqueue(spec(), rows(1, "b"));
    await settled(second.id);
    const listed = (await outbox.list(connectionId)).imports.map((j) => j.id);
    expect(listed.indexOf(second.id)).toBeLessThan(listed.indexOf(first.id));
    expect(listed).toContain(first.id);
  });
});

describe("a write job's outcome is read for its balance source; a job of another kind has none", () => {
  it("says written once settled", async () => {
    const { outbox, connectionId, account } = await outboxWorld();
    const id = await outbox.writeBalances({ connectionId, channel: "test", manualAccountId: account.id, kind: "account_balance" }, [
      { date: "2026-09-30", amount: "10.00" },
    ]);
    const outcome = await (async () => {
      for (let i = 0; i < 100; i++) {
        const o = await outbox.writeOutcome(id);
        if (o?.settled) return o;
        await new Promise((r) => setTimeout(r, 50));
      }
      return null;
    })();
    expect(outcome).toMatchObject({ settled: true, written: 1, givenUp: [], unserved: false });
    expect(await outbox.writeOutcome("imp_unknown")).toBeNull();
  });
});
