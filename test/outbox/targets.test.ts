// Where an upload's items go (src/outbox/targets.ts, AccountDirectory): the connection's account list, its default
// account or cash, answered through the rate gate and asked of the service at most once a minute.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saveConnection } from "../../src/connections";
import type { JobReport, JobSpec } from "../../src/outbox";
import type { PlannedItem } from "../../src/plan";
import { FullBudgetApi } from "../support/full-budget-api";
import { outboxes } from "../support/outboxes";
import { newWorld, waitFor } from "../support/world";

/** Each test: its own sandbox world, its own Outbox instance and connection, fast retries. */
async function setup() {
  const world = await newWorld();
  const outbox = outboxes.get(outboxes.idFromName(world.name));
  await outbox.configure({ retry: { maxAttempts: 3, baseMs: 20, capMs: 100 } });
  const connectionId = `c-${world.name}`;
  await saveConnection(env, connectionId, world.token, `key-${world.name}`, { apiVersion: "v2" });
  const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
  const account = (await api.manualAccounts())[0]!;
  const spec = (overrides: Partial<JobSpec> = {}): JobSpec => ({
    connectionId,
    channel: "test",
    manualAccountId: account.id,
    ...overrides,
  });
  return { world, outbox, connectionId, api, account, spec };
}

function items(n: number): PlannedItem[] {
  return Array.from({ length: n }, (_, i) => ({
    row: i + 2,
    item: { date: `2026-10-${String((i % 28) + 1).padStart(2, "0")}`, amount: `${i + 1}.00`, payee: `Payee ${i}`, external_id: `i-${i}` },
  }));
}

describe("an upload's target account is resolved through the gate", () => {
  it("answers from the account list, the default account, or cash", async () => {
    const { outbox, connectionId, api, account } = await setup();
    expect(await outbox.target(connectionId, account.id)).toMatchObject({ ok: true, manualAccountId: account.id });
    expect(await outbox.target(connectionId, 999_999)).toEqual({ ok: false, reason: "unknown_account" });
    const settings = await api.userAccountSettings();
    expect(await outbox.target(connectionId, null)).toMatchObject({ manualAccountId: settings.default_manual_account_id });
  });

  it("answers from what it knows while delivery holds the gate, and takes an upload it cannot check", async () => {
    const { world, outbox, connectionId, account, spec } = await setup();
    expect((await outbox.target(connectionId, account.id)).ok).toBe(true);
    await world.admin("PUT", "/faults", { p429: 1, retryAfterSeconds: 30 });
    const job = await outbox.enqueue(spec(), items(1));
    await waitFor(
      () => outbox.report(job.id) as Promise<JobReport>,
      (r) => r.status === "waiting",
    );
    await outbox.configure({ accounts: { ttlMs: 0 } });
    const before = (await world.counters()).requests;
    expect(await outbox.target(connectionId, account.id)).toMatchObject({ ok: true, manualAccountId: account.id, checked: true });
    // Not in the list and no window to ask: the upload is taken; the service judges the items.
    expect(await outbox.target(connectionId, 999_999)).toMatchObject({ ok: true, manualAccountId: 999_999, checked: false });
    // Where the default account is not known yet, nothing can be decided: busy, with when to retry.
    expect(await outbox.target(connectionId, null)).toMatchObject({ ok: false, reason: "busy" });
    expect((await world.counters()).requests).toBe(before);
  });
});

describe("the service's quota is for delivery: the account list is asked for at most once a minute", () => {
  it("answers ten concurrent uploads with one request, and repeats within the minute with none", async () => {
    const { world, outbox, connectionId, account } = await setup();
    const before = (await world.counters()).requests;
    const answers = await Promise.all(Array.from({ length: 10 }, () => outbox.target(connectionId, account.id)));
    expect(answers.every((a) => a.ok && a.manualAccountId === account.id)).toBe(true);
    expect((await world.counters()).requests).toBe(before + 1);
    await outbox.target(connectionId, account.id);
    expect((await world.counters()).requests).toBe(before + 1);
  });

  it("asks for the user's settings only when the default account is wanted", async () => {
    const { world, outbox, connectionId } = await setup();
    const before = (await world.counters()).requests;
    await Promise.all([outbox.target(connectionId, null), outbox.target(connectionId, null)]);
    expect((await world.counters()).requests).toBe(before + 2); // settings, then the list
    await outbox.target(connectionId, null);
    expect((await world.counters()).requests).toBe(before + 2);
  });

  it("refreshes once on a miss, shared by concurrent uploads, and not again soon after", async () => {
    const { world, outbox, connectionId, account } = await setup();
    await outbox.configure({ accounts: { missRefreshMs: 0 } });
    await outbox.target(connectionId, account.id);
    // A slow service keeps the one refresh in flight while all five arrive (a miss after it ended may refresh again).
    await world.admin("PUT", "/faults", { latencyMs: 1_000 });
    const before = (await world.counters()).requests;
    const misses = await Promise.all(Array.from({ length: 5 }, () => outbox.target(connectionId, 999_999)));
    expect(misses.every((a) => !a.ok && a.reason === "unknown_account")).toBe(true);
    expect((await world.counters()).requests).toBe(before + 1);
    await outbox.configure({ accounts: { missRefreshMs: 60_000 } });
    expect(await outbox.target(connectionId, 999_999)).toEqual({ ok: false, reason: "unknown_account" });
    expect((await world.counters()).requests).toBe(before + 1);
  });

  it("finds an account created a moment after the list was read, at once", async () => {
    const { world, outbox, connectionId, api, account } = await setup();
    await outbox.target(connectionId, account.id);
    const created = await api.createManualAccount({ name: "New card", type: "credit", currency: "usd", balance: "0" });
    const before = (await world.counters()).requests;
    expect(await outbox.target(connectionId, created.id)).toMatchObject({ ok: true, manualAccountId: created.id, accountType: "credit" });
    expect((await world.counters()).requests).toBe(before + 1);
  });

  it("asks again for another missing id at once, and not again for one a read already lacked", async () => {
    const { world, outbox, connectionId, account } = await setup();
    await outbox.target(connectionId, account.id);
    const before = (await world.counters()).requests;
    expect(await outbox.target(connectionId, 999_998)).toEqual({ ok: false, reason: "unknown_account" });
    expect(await outbox.target(connectionId, 999_999)).toEqual({ ok: false, reason: "unknown_account" });
    expect((await world.counters()).requests).toBe(before + 2);
    for (const id of [999_998, 999_999, 999_998]) expect(await outbox.target(connectionId, id)).toMatchObject({ ok: false });
    expect((await world.counters()).requests).toBe(before + 2);
  });
});
