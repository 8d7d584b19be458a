// What a person does to an import after it ran (src/outbox/rpc/imports.ts): its failed rows sent again, the import
// removed, each refused with its reason when it cannot be.
import { describe, expect, it } from "vitest";
import { outboxWorld, rows } from "../../support/outbox-world";

describe("removing an import: refused while it is delivered or when it put nothing in the budget", () => {
  it("removes a finished import's transactions, then says it was removed already", async () => {
    const { world, outbox, connectionId, spec, settled } = await outboxWorld();
    const job = await outbox.enqueue(spec(), rows(2));
    await settled(job.id);
    expect(await outbox.removeImport(job.id, connectionId)).toMatchObject({ ok: true, id: job.id, removing: 2 });
    await settled(job.id);
    expect(await world.transactions()).toHaveLength(0);
    expect(await outbox.removeImport(job.id, connectionId)).toMatchObject({ ok: false, reason: "already_removed" });
  });
  it("an open import is in progress; an import whose rows were all there already inserted nothing", async () => {
    const { outbox, connectionId, spec, settled } = await outboxWorld();
    const open = await outbox.openJob(spec());
    expect(await outbox.removeImport(open, connectionId)).toMatchObject({ ok: false, reason: "in_progress" });
    await settled((await outbox.enqueue(spec(), rows(1))).id);
    const again = await outbox.enqueue(spec(), rows(1));
    await settled(again.id);
    expect(await outbox.removeImport(again.id, connectionId)).toMatchObject({ ok: false, reason: "nothing_inserted" });
  });
});

describe("failed rows are sent again on request; nothing to send again is 0", () => {
  it("answers 0 for a job without failed rows", async () => {
    const { outbox, spec, settled } = await outboxWorld();
    const job = await outbox.enqueue(spec(), rows(1));
    await settled(job.id);
    expect(await outbox.retryFailed(job.id)).toBe(0);
  });
});
