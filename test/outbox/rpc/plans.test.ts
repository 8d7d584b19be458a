// The plans the channels hand the Outbox (src/outbox/rpc/plans.ts): a job whole, or in chunks (open, append…, seal),
// ends only once it is sealed and every chunk's rows are delivered.
import { describe, expect, it } from "vitest";
import type { JobReport } from "../../../src/outbox";
import { outboxWorld, rows } from "../../support/outbox-world";
import { waitFor } from "../../support/world";

describe("a job handed whole is sealed and delivered", () => {
  it("inserts its rows and ends done", async () => {
    const { outbox, spec, settled } = await outboxWorld();
    const job = await outbox.enqueue(spec(), rows(3));
    expect(await settled(job.id)).toMatchObject({ status: "done", counts: { total: 3, inserted: 3 } });
  });
});

describe("a job handed in chunks is not done before it is sealed, and keeps every chunk's rows", () => {
  it("open, two appends, seal: all rows delivered, the job ends only after the seal", async () => {
    const { outbox, spec, settled } = await outboxWorld();
    const id = await outbox.openJob(spec());
    const all = rows(4);
    await outbox.append(id, all.slice(0, 2));
    await waitFor(
      () => outbox.report(id) as Promise<JobReport>,
      (r) => r.counts.inserted === 2,
    );
    expect((await outbox.report(id))!.status).not.toMatch(/^done/);
    await outbox.append(id, all.slice(2));
    await outbox.seal(id);
    expect(await settled(id)).toMatchObject({ status: "done", counts: { total: 4, inserted: 4 } });
  });
});
