// What delivery through the legacy v1 interface does differently from v2 (v1-target.ts), against the
// sandbox's /v1. The scenarios both versions share run against both: twins, 429, 5xx, drops and crashes in
// outbox.test.ts, the transactions kind's batches, read-backs and cash ledger in kinds/transactions.test.ts.
import { tunableOutbox } from "../support/outboxes";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saveConnection } from "../../src/connections";
import { V1Target } from "../../src/outbox/v1-target";
import type { JobReport, JobSpec } from "../../src/outbox";
import type { PlannedItem } from "../../src/plan";
import { FullBudgetApi } from "../support/full-budget-api";
import { newWorld, waitFor } from "../support/world";

async function setup() {
  const world = await newWorld();
  const outbox = tunableOutbox(world.name);
  await outbox.configure({ retry: { maxAttempts: 3, baseMs: 20, capMs: 100 } });
  const connectionId = `c-${world.name}`;
  await saveConnection(env, connectionId, world.token, `key-${world.name}`, { apiVersion: "v1" });
  const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
  const account = (await api.manualAccounts())[0]!;
  const spec = (overrides: Partial<JobSpec> = {}): JobSpec => ({
    connectionId,
    channel: "test",
    manualAccountId: account.id,
    ...overrides,
  });
  const settled = (id: string) =>
    waitFor(
      () => outbox.report(id) as Promise<JobReport>,
      (r) => r.counts.pending === 0 && ["done", "done_with_errors", "failed"].includes(r.status),
    );
  const requests = async () => (await world.counters()).requests;
  return { world, outbox, connectionId, api, account, spec, settled, requests };
}

const plan = (n: number, prefix: string): PlannedItem[] =>
  Array.from({ length: n }, (_, i) => ({
    row: i + 2,
    item: {
      date: `2026-09-${String(i + 1).padStart(2, "0")}`,
      amount: `${i + 1}.25`,
      payee: `Shop ${prefix}${i}`,
      external_id: `${prefix}-${i}`,
    },
  }));

describe("v1 answers only the ids it inserted: the Outbox reads back what it did not name", () => {
  it("reads nothing back when every item was inserted, and reads back a re-upload to report its duplicates", async () => {
    const { outbox, spec, settled, requests } = await setup();
    const before = await requests();
    const first = await settled((await outbox.enqueue(spec(), plan(5, "v1r"))).id);
    expect(first.counts).toMatchObject({ inserted: 5, duplicates: 0 });
    expect((await requests()) - before).toBe(1);

    const again = await settled((await outbox.enqueue(spec(), plan(5, "v1r"))).id);
    expect(again.counts).toMatchObject({ inserted: 0, duplicates: 5 });
    // The insert, then one page of the asset's transactions of those days.
    expect((await requests()) - before).toBe(3);
    const firstIds = (await outbox.report(first.id, { items: true }))!.items!.map((i) => i.transaction_id);
    const items = (await outbox.report(again.id, { items: true }))!.items!;
    expect(items.map((i) => i.reason)).toEqual(Array(5).fill("duplicate_external_id"));
    expect(items.map((i) => i.transaction_id)).toEqual(firstIds);
  });

  it("reports a first twin the payee/date/amount check skipped as a duplicate of the transaction it matched", async () => {
    const { outbox, spec, settled } = await setup();
    const coffee = { date: "2026-10-01", amount: "3.50", payee: "Corner Coffee" };
    const byHand = await settled((await outbox.enqueue(spec(), [{ row: 2, item: { ...coffee, external_id: "typed" } }])).id);
    const typedId = (await outbox.report(byHand.id, { items: true }))!.items![0]!.transaction_id;
    const done = await settled(
      (
        await outbox.enqueue(spec(), [
          { row: 2, item: { ...coffee, external_id: "coffee:1" }, occurrence: 1 },
          { row: 3, item: { ...coffee, external_id: "coffee:2" }, occurrence: 2 },
        ])
      ).id,
    );
    expect(done.counts).toMatchObject({ inserted: 1, duplicates: 1 });
    const first = (await outbox.report(done.id, { items: true }))!.items![0]!;
    expect(first).toMatchObject({ outcome: "duplicate", reason: "duplicate_payee_amount_date", transaction_id: typedId });
  });
});

describe("a read-back refused for its credential counts toward pausing the connection, as a send does", () => {
  it("pauses (not asking again and again) and, once a credential works, settles the in-doubt items exactly once", async () => {
    const { world, outbox, connectionId, spec, settled, requests } = await setup();
    await world.admin("PUT", "/faults", { pDrop: 1 });
    const job = await outbox.enqueue(spec(), plan(3, "v1auth"));
    // The insert went unanswered: its items are in doubt and are read back before anything is sent again.
    await waitFor(
      () => outbox.report(job.id) as Promise<JobReport>,
      (r) => r.last_error !== undefined,
    );
    await world.admin("DELETE", "/tokens");
    await world.admin("PUT", "/faults", { pDrop: 0 });
    const paused = await waitFor(
      () => outbox.report(job.id) as Promise<JobReport>,
      (r) => r.status === "paused",
    );
    expect(paused.counts.pending).toBe(3);
    const whilePaused = await requests();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await requests()).toBe(whilePaused);

    const { token } = await world.admin<{ token: string }>("POST", "/tokens", {});
    await saveConnection(env, connectionId, token, `key-${world.name}`, { apiVersion: "v1" });
    expect(await outbox.resumeConnection(connectionId)).toBe(true);
    const done = await settled(job.id);
    expect(done.counts).toMatchObject({ inserted: 3, duplicates: 0 });
    expect((await world.transactions()).filter((t) => t.external_id?.startsWith("v1auth-"))).toHaveLength(3);
  });
});

describe("a read-back that keeps failing is tried again later each time, not at the first retry's pace", () => {
  it("spends a handful of requests over an outage instead of the gate's budget, then settles the in-doubt items once", async () => {
    const { world, outbox, spec, settled } = await setup();
    await outbox.configure({ retry: { maxAttempts: 3, baseMs: 40, capMs: 5_000 } });
    await world.admin("PUT", "/faults", { pDrop: 1 });
    const job = await outbox.enqueue(spec(), plan(3, "v1out"));
    await waitFor(
      () => outbox.report(job.id) as Promise<JobReport>,
      (r) => r.last_error !== undefined,
    );
    // The insert landed unanswered; now every request fails, each read-back of its items included.
    await world.admin("PUT", "/faults", { pDrop: 0, p500: 1 });
    const before = (await world.counters()).reads;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const reads = (await world.counters()).reads - before;
    // At the first retry's pace (at most 40 ms apart) this was dozens; growing from 40 ms, a handful.
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThan(15);
    expect((await outbox.report(job.id))!.last_error).toMatch(/reading back failed \d+ times in a row/);

    await world.admin("PUT", "/faults", { p500: 0 });
    const done = await settled(job.id);
    expect(done.counts).toMatchObject({ inserted: 3, duplicates: 0 });
    expect((await world.transactions()).filter((t) => t.external_id?.startsWith("v1out-"))).toHaveLength(3);
  });
});

describe("amounts and balances on v1", () => {
  it("sends amounts as Intake writes them (money out positive, debit_as_negative false) and leaves the asset's balance alone", async () => {
    const { world, api, account, outbox, spec, settled } = await setup();
    const balance = (await api.manualAccount(account.id)).balance;
    const items: PlannedItem[] = [
      { row: 2, item: { date: "2026-10-02", amount: "12.50", payee: "Grocer", external_id: "out" } },
      { row: 3, item: { date: "2026-10-03", amount: "-30.00", payee: "Refund", external_id: "in" } },
    ];
    expect((await settled((await outbox.enqueue(spec(), items)).id)).counts.inserted).toBe(2);
    const landed = (await world.transactions()).filter((t) => t.manual_account_id === account.id);
    expect(Object.fromEntries(landed.map((t) => [t.external_id, Number(t.amount)]))).toEqual({ out: 12.5, in: -30 });
    expect((await api.manualAccount(account.id)).balance).toBe(balance);
  });

  it("sets a balance with PUT /v1/assets/{id}", async () => {
    const { api, account, outbox, connectionId, settled } = await setup();
    const id = await outbox.writeBalances({ connectionId, channel: "test", manualAccountId: account.id, kind: "account_balance" }, [
      { date: "2026-11-20", amount: "765.4300" },
    ]);
    expect((await settled(id)).counts.inserted).toBe(1);
    const updated = await api.manualAccount(account.id);
    expect([updated.balance, updated.balance_as_of.slice(0, 10)]).toEqual(["765.4300", "2026-11-20"]);
  });

  it("notes balance history on its items without sending anything: v1 has no such endpoint", async () => {
    const { account, outbox, connectionId, settled, requests } = await setup();
    const before = await requests();
    const id = await outbox.writeBalances({ connectionId, channel: "test", manualAccountId: account.id, kind: "balance_history" }, [
      { date: "2026-08-31", amount: "1.0000" },
    ]);
    const report = await settled(id);
    expect(report.counts).toMatchObject({ invalid: 1, failed: 0 });
    expect((await outbox.report(id, { items: true }))!.items![0]!.reason).toMatch(/v1 interface, which has no balance history/);
    expect(await requests()).toBe(before);
  });
});

describe("match mode on v1, which cannot update the bank's transaction", () => {
  it("inserts a match_or_insert receipt at once, without looking", async () => {
    const { outbox, spec, requests } = await setup();
    const before = await requests();
    const receipt: PlannedItem = { row: 1, item: { date: "2026-10-05", amount: "25.98", payee: "Corner Books", external_id: "rcpt-2" } };
    const job = await outbox.enqueue(spec({ kind: "match_or_insert" }), [receipt]);
    const inserted = await waitFor(
      () => outbox.report(job.id) as Promise<JobReport>,
      (r) => r.counts.inserted === 1,
    );
    expect(inserted.kind).toBe("transactions");
    // The insert alone: no listing of the days around it.
    expect(await requests()).toBe(before + 1);
  });

  it("holds a match_or_hold receipt without a request, then inserts it on request", async () => {
    const { outbox, spec, requests } = await setup();
    const before = await requests();
    const receipt: PlannedItem = { row: 1, item: { date: "2026-10-05", amount: "25.98", payee: "Corner Books", external_id: "rcpt-1" } };
    const job = await outbox.enqueue(spec({ kind: "match_or_hold" }), [receipt]);
    const held = await waitFor(
      () => outbox.report(job.id) as Promise<JobReport>,
      (r) => r.counts.held === 1,
    );
    expect(held.counts.pending).toBe(0);
    expect((await outbox.report(job.id, { items: true }))!.items![0]!.reason).toMatch(/cannot update transactions/);
    expect(await requests()).toBe(before);
    await outbox.retryFailed(job.id);
    const inserted = await waitFor(
      () => outbox.report(job.id) as Promise<JobReport>,
      (r) => r.counts.inserted === 1,
    );
    expect(inserted.counts.held).toBe(0);
  });
});

describe("uploads' targets on v1: assets, and no default account", () => {
  it("lists v1's assets, and sends an upload that names no account to cash (v1 cannot tell the default one)", async () => {
    const { outbox, connectionId, account, requests } = await setup();
    const before = await requests();
    expect(await outbox.target(connectionId, null)).toMatchObject({ ok: true, manualAccountId: null });
    const list = await outbox.accountList(connectionId);
    expect(list.ok && list.accounts.find((a) => a.id === account.id)).toMatchObject({ name: account.name, currency: account.currency });
    expect(list.ok && list.defaultAccountId).toBe(null);
    // Only the assets were asked for: v1 has no settings to ask.
    expect((await requests()) - before).toBe(1);
  });
});

describe("a read-back page without has_more is the last only when it is not full", () => {
  const answering = (count: number) => {
    const transactions = Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      date: "2026-10-01",
      payee: "Shop",
      amount: "1.00",
      currency: "usd",
      notes: null,
      asset_id: 7,
      external_id: `x${i}`,
    }));
    return new V1Target({ baseUrl: "https://v1.test/v1", token: "t", fetch: async () => Response.json({ transactions }) });
  };
  const scope = { accountId: 7, fromDate: "2026-10-01", toDate: "2026-10-01", since: 0 };

  it("reads on after a full page", async () => {
    const target = answering(1000);
    expect((await target.readBack(scope, 0)).hasMore).toBe(true);
  });

  it("stops after a short page", async () => {
    expect((await answering(3).readBack(scope, 0)).hasMore).toBe(false);
  });
});
