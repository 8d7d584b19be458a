// "Remove this import" in the Outbox (removal-delivery.ts): the job's inserted transactions are read back and
// deleted in bulk requests of at most 500, through the same gate and failure handling as every job.
import { tunableOutbox } from "../support/outboxes";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type ApiVersion } from "../../src/budget-api";
import { saveConnection } from "../../src/connections";
import type { JobReport } from "../../src/outbox";
import { GONE_ALREADY, NO_REMOVAL_ON_V1 } from "../../src/outbox/kinds/removal";
import type { PlannedItem } from "../../src/plan";
import { FullBudgetApi } from "../support/full-budget-api";
import { newWorld, waitFor } from "../support/world";

async function setup(version: ApiVersion = "v2") {
  const world = await newWorld();
  const outbox = tunableOutbox(world.name);
  await outbox.configure({ retry: { maxAttempts: 3, baseMs: 20, capMs: 100 } });
  const connectionId = `c-${world.name}`;
  await saveConnection(env, connectionId, world.token, `key-${world.name}`, { apiVersion: version });
  const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
  const settled = (id: string) =>
    waitFor(
      () => outbox.report(id, { items: true }) as Promise<JobReport>,
      (r) => r.counts.pending + r.counts.removing === 0,
      30_000,
    );
  const items = (n: number, tag = "r"): PlannedItem[] =>
    Array.from({ length: n }, (_, i) => ({
      row: i + 1,
      item: {
        date: `2026-07-${String((i % 28) + 1).padStart(2, "0")}`,
        amount: `${i + 1}.00`,
        payee: `Shop ${i}`,
        external_id: `${tag}:${i}`,
      },
    }));
  return { world, outbox, connectionId, api, settled, items };
}

describe("the transactions are deleted in bulk requests of at most 500", () => {
  it("removes 1,001 inserted transactions with three deletes", async () => {
    const { world, outbox, connectionId, settled, items } = await setup();
    const job = await settled((await outbox.enqueue({ connectionId, channel: "test", manualAccountId: 101 }, items(1001))).id);
    expect(job.counts.inserted).toBe(1001);
    const before = await world.counters();
    expect(await outbox.removeImport(job.id, connectionId)).toMatchObject({ ok: true, removing: 1001 });
    expect((await settled(job.id)).counts).toMatchObject({ removed: 1001, inserted: 0 });
    const after = await world.counters();
    // Everything but the reads is a delete: 1,001 ids in 500 + 500 + 1.
    expect(after.requests - after.reads - (before.requests - before.reads)).toBe(3);
    expect(await world.transactions()).toEqual([]);
  });
});

describe("a transaction the person deleted already counts as removed, and says so", () => {
  it("is not sent again (an unknown id would refuse the whole request)", async () => {
    const { world, outbox, connectionId, api, settled, items } = await setup();
    const job = await settled((await outbox.enqueue({ connectionId, channel: "test", manualAccountId: 101 }, items(3))).id);
    await api.deleteTransaction(job.items![1]!.transaction_id!);
    await outbox.removeImport(job.id, connectionId);
    const after = await settled(job.id);
    expect(after.items!.map((i) => [i.outcome, i.reason ?? null])).toEqual([
      ["removed", null],
      ["removed", GONE_ALREADY],
      ["removed", null],
    ]);
    expect(await world.transactions()).toEqual([]);
  });
});

describe("cash transactions come back when the file is imported again", () => {
  it("forgets the removed ones in the cash ledger, so the next import inserts them", async () => {
    const { world, outbox, connectionId, settled, items } = await setup();
    const spec = { connectionId, channel: "test", manualAccountId: null };
    const job = await settled((await outbox.enqueue(spec, items(2, "cash"))).id);
    await outbox.removeImport(job.id, connectionId);
    expect((await settled(job.id)).counts).toMatchObject({ removed: 2 });
    const again = await settled((await outbox.enqueue(spec, items(2, "cash"))).id);
    expect(again.counts).toMatchObject({ inserted: 2, duplicates: 0 });
    expect(await world.transactions()).toHaveLength(2);
  });
});

describe("a removal that fails waits and tries again", () => {
  it("reads afresh after the service's 500s and removes everything once it answers", async () => {
    const { world, outbox, connectionId, settled, items } = await setup();
    const job = await settled((await outbox.enqueue({ connectionId, channel: "test", manualAccountId: 101 }, items(2))).id);
    await world.admin("PUT", "/faults", { p500: 1 });
    await outbox.removeImport(job.id, connectionId);
    const failing = await waitFor(
      () => outbox.report(job.id) as Promise<JobReport>,
      (r) => r.last_error !== undefined,
    );
    expect(failing.counts).toMatchObject({ pending: 0, removing: 2 });
    await world.admin("PUT", "/faults", { p500: 0 });
    expect((await settled(job.id)).counts).toMatchObject({ removed: 2 });
    expect(await world.transactions()).toEqual([]);
  });
});

describe("an answer from the service ends a run of failures: the next one waits the first step of the backoff", () => {
  it("reads the transactions each round, so failing deletes never count as failures in a row", async () => {
    const { world, outbox, connectionId, settled, items } = await setup();
    await outbox.configure({ retry: { maxAttempts: 3, baseMs: 20, capMs: 5_000 } });
    const job = await settled((await outbox.enqueue({ connectionId, channel: "test", manualAccountId: 101 }, items(2))).id);
    // A long outage of writes: every read is answered, every delete is a 500.
    await world.admin("PUT", "/faults", { p500: 1, writesOnly: true });
    const writes = async () => {
      const { requests, reads } = await world.counters();
      return requests - reads;
    };
    const before = await writes();
    await outbox.removeImport(job.id, connectionId);
    await waitFor(writes, (n) => n - before >= 4);
    expect((await outbox.report(job.id))!.last_error).not.toMatch(/times in a row/);
    await world.admin("PUT", "/faults", { p500: 0, writesOnly: false });
    expect((await settled(job.id)).counts).toMatchObject({ removed: 2 });
  });
});

describe("a connection on the legacy v1 interface cannot remove an import", () => {
  it("keeps every transaction and says why", async () => {
    const { world, outbox, connectionId, settled, items } = await setup("v1");
    const job = await settled((await outbox.enqueue({ connectionId, channel: "test", manualAccountId: 101 }, items(2))).id);
    expect(job.counts.inserted).toBe(2);
    await outbox.removeImport(job.id, connectionId);
    const after = await settled(job.id);
    expect(after.counts).toMatchObject({ kept: 2 });
    expect(after.items!.map((i) => i.reason)).toEqual([NO_REMOVAL_ON_V1, NO_REMOVAL_ON_V1]);
    expect(await world.transactions()).toHaveLength(2);
  });
});
