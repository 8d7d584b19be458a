// What every answer of the Outbox borrows (src/outbox/rpc/parts.ts): a job is answered only to its own connection.
import { describe, expect, it } from "vitest";
import { outboxWorld, rows } from "../../support/outbox-world";

describe("a job is its connection's own: another connection's id is answered as no job", () => {
  it("reports, rows and removal answer null for another connection, and for an unknown id", async () => {
    const { outbox, connectionId, spec, settled } = await outboxWorld();
    const job = await outbox.enqueue(spec(), rows(2));
    await settled(job.id);
    expect(await outbox.report(job.id, { connectionId })).toMatchObject({ id: job.id });
    expect(await outbox.report(job.id, { connectionId: "someone-else" })).toBeNull();
    expect(await outbox.removeImport(job.id, "someone-else")).toBeNull();
    expect(await outbox.report("imp_unknown", { connectionId })).toBeNull();
  });
});
