// The Outbox's delivery (src/outbox/rpc/delivery.ts): one alarm over every job's due time, each sent by its kind; a
// paused connection resumes once its credential answers again.
import { describe, expect, it } from "vitest";
import { outboxWorld, rows } from "../../support/outbox-world";

describe("one alarm serves every job by its kind", () => {
  it("a bank file and a balance of one connection are both delivered", async () => {
    const { world, outbox, connectionId, account, spec, settled } = await outboxWorld();
    const file = await outbox.enqueue(spec(), rows(2));
    const balance = await outbox.writeBalances({ connectionId, channel: "test", manualAccountId: account.id, kind: "account_balance" }, [
      { date: "2026-10-31", amount: "77.00" },
    ]);
    expect(await settled(file.id)).toMatchObject({ status: "done", counts: { inserted: 2 } });
    expect(await settled(balance)).toMatchObject({ status: "done", counts: { inserted: 1 } });
    expect(await world.transactions()).toHaveLength(2);
  });
});

describe("a connection resumes only when its credential answers", () => {
  it("a working credential resumes it; a connection without one does not", async () => {
    const { outbox, connectionId } = await outboxWorld();
    expect(await outbox.resumeConnection(connectionId)).toBe(true);
    expect(await outbox.isPaused(connectionId)).toBe(false);
    expect(await outbox.resumeConnection("c-nobody")).toBe(false);
  });
});
