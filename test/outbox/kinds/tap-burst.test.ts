// Taps that wait go out together (src/outbox/kinds/tap-burst.ts): a burst held behind the rate gate is one read and
// one insert, each tap booked once in its own job; a crash between the insert's answer and its commit doubles none;
// a lone tap goes at once as before; a tap of the burst that is an alert's payment still meets the alert.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saveConnection } from "../../../src/connections";
import type { JobReport, JobSpec } from "../../../src/outbox";
import type { PlannedItem } from "../../../src/plan";
import { alertItem } from "../../../src/mail/alert-item";
import type { CardAlert } from "../../../src/mail/reader/alert";
import { readTap, tapItem } from "../../../src/taps/tap";
import { FullBudgetApi } from "../../support/full-budget-api";
import { outboxes } from "../../support/outboxes";
import type { CrashingOutbox, TestEnv, TunableOutbox } from "../../support/test-worker";
import { newWorld, waitFor } from "../../support/world";

/** Long enough for a burst's enqueues to land while the gate is closed; short for a test. */
const HELD_MS = 1500;
const DAY = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);

async function setup(namespace: Pick<DurableObjectNamespace<TunableOutbox>, "get" | "idFromName"> = outboxes) {
  const world = await newWorld();
  const outbox = namespace.get(namespace.idFromName(world.name));
  await outbox.configure({ retry: { maxAttempts: 3, baseMs: 20, capMs: 100 } });
  const connectionId = `c-${world.name}`;
  await saveConnection(env, connectionId, world.token, `key-${world.name}`, { apiVersion: "v2" });
  const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
  const account = (await api.manualAccounts())[0]!;
  const spec = (channel: "tap" | "alert", manualAccountId: number | null = account.id): JobSpec => ({
    connectionId,
    channel,
    kind: "match_or_insert",
    manualAccountId,
    applyRules: true,
    skipDuplicates: false,
    fileName: null,
  });
  const settled = (id: string) =>
    waitFor(
      () => outbox.report(id, { items: true }) as Promise<JobReport>,
      (r) => r.counts.pending === 0 && ["done", "done_with_errors", "failed"].includes(r.status),
    );
  return { world, outbox, account, spec, settled };
}

/** A phone's tap as POST /taps reads it. */
function tap(merchant: string, amount: string, minute: string, id?: string): PlannedItem {
  const reading = readTap(
    { merchant, amount, currency: "USD", card: "Freedom", time: `${DAY}T${minute}:00`, ...(id ? { id } : {}) },
    new Date(),
  );
  if (!reading.ok) throw new Error(reading.reason.join("; "));
  return tapItem(reading.value);
}

/** `n` taps of a burst: each its own shop and amount, a minute apart. */
function burst(n: number): PlannedItem[] {
  return Array.from({ length: n }, (_, i) =>
    tap(
      `Shop ${i}`,
      `${i + 1}.${String(i % 100).padStart(2, "0")}`,
      `${String(8 + Math.floor(i / 60)).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}`,
    ),
  );
}

describe("taps that wait go out in one read and one insert, each booked once in its own job", () => {
  it("30 taps held behind the gate: 2 requests (not 60), 30 transactions, each job inserted 1", async () => {
    const { world, outbox, spec, settled } = await setup();
    await outbox.holdGate(HELD_MS);
    const before = await world.counters();
    const jobs = await Promise.all(burst(30).map((item) => outbox.enqueue(spec("tap"), [item])));
    const reports = await Promise.all(jobs.map((job) => settled(job.id)));
    for (const report of reports) expect(report.counts).toMatchObject({ inserted: 1, duplicates: 0, failed: 0, total: 1 });
    const after = await world.counters();
    expect(after.insertRequests - before.insertRequests).toBe(1);
    expect(after.requests - before.requests).toBe(2);
    const ids = (await world.transactions()).map((t) => t.external_id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    // Each tap's job names its own transaction.
    expect(new Set(reports.map((r) => r.items![0]!.transaction_id)).size).toBe(30);
  });

  it("taps of cash and of two accounts go in one insert, each into its own", async () => {
    const { world, outbox, spec, settled, account } = await setup();
    const other = (await new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token }).manualAccounts())[1]!;
    await outbox.holdGate(HELD_MS);
    const before = await world.counters();
    const [a, b, c] = burst(3);
    const jobs = await Promise.all([
      outbox.enqueue(spec("tap", account.id), [a!]),
      outbox.enqueue(spec("tap", other.id), [b!]),
      outbox.enqueue(spec("tap", null), [c!]),
    ]);
    await Promise.all(jobs.map((job) => settled(job.id)));
    expect((await world.counters()).insertRequests - before.insertRequests).toBe(1);
    const placed = (await world.transactions()).map((t) => [t.payee, t.manual_account_id]).sort();
    expect(placed).toEqual([
      ["Shop 0", account.id],
      ["Shop 1", other.id],
      ["Shop 2", null],
    ]);
  });

  it("the same tap twice in a burst is one transaction: the second job says duplicate", async () => {
    const { world, outbox, spec, settled } = await setup();
    await outbox.holdGate(HELD_MS);
    const same = tap("Corner Deli", "7.40", "09:12", "phone-1");
    const before = await world.counters();
    const jobs = await Promise.all([same, same, ...burst(3)].map((item) => outbox.enqueue(spec("tap"), [item])));
    const reports = await Promise.all(jobs.map((job) => settled(job.id)));
    expect(reports.slice(0, 2).map((r) => r.counts.inserted + r.counts.duplicates)).toEqual([1, 1]);
    expect(
      reports
        .slice(0, 2)
        .map((r) => r.counts.duplicates)
        .sort(),
    ).toEqual([0, 1]);
    expect((await world.transactions()).filter((t) => t.payee === "Corner Deli")).toHaveLength(1);
    // One request carries an external_id once (batch.ts): the repeat goes in the next, and is answered a duplicate.
    expect((await world.counters()).insertRequests - before.insertRequests).toBe(2);
  });
});

describe("a lone tap is booked at once, as before", () => {
  it("one list and one insert, no wait", async () => {
    const { world, outbox, spec, settled } = await setup();
    const before = await world.counters();
    const job = await outbox.enqueue(spec("tap"), [tap("Blue Bottle", "6.50", "09:15")]);
    expect((await settled(job.id)).counts).toMatchObject({ inserted: 1 });
    expect((await world.counters()).requests - before.requests).toBe(2);
  });
});

describe("a crash between a burst's insert and its commit doubles nothing", () => {
  it("the replay settles every tap of the burst as inserted, once each, in one more insert", async () => {
    const namespace = (env as unknown as TestEnv).CRASHING_OUTBOX;
    const { world, outbox, spec } = await setup(namespace);
    const stubOf = () => namespace.get(namespace.idFromName(world.name));
    await runInDurableObject(stubOf(), (instance: CrashingOutbox) => {
      instance.crashAtAnswer = 1;
    });
    await outbox.holdGate(HELD_MS);
    const before = await world.counters();
    const jobs = await Promise.all(burst(20).map((item) => outbox.enqueue(spec("tap"), [item])));
    // The insert reached the service; the instance died before it stored the answer.
    await waitFor(
      () => world.transactions(),
      (t) => t.length === 20,
    );
    const revived = stubOf();
    const reports = await Promise.all(
      jobs.map((job) =>
        waitFor(
          () => revived.report(job.id) as Promise<JobReport>,
          (r) => r.status === "done",
        ),
      ),
    );
    for (const report of reports) expect(report.counts).toMatchObject({ inserted: 1, duplicates: 0, pending: 0 });
    const ids = (await world.transactions()).map((t) => t.external_id);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    // The burst and its replay: not one insert per tap.
    expect((await world.counters()).insertRequests - before.insertRequests).toBe(2);
  });
});

describe("a burst's insert whose answer is lost after the service committed it doubles nothing", () => {
  it("each tap is in doubt in its own job, and the replay settles it as inserted, once", async () => {
    const namespace = (env as unknown as TestEnv).CRASHING_OUTBOX;
    const { world, outbox, spec, settled } = await setup(namespace);
    await runInDurableObject(namespace.get(namespace.idFromName(world.name)), (instance: CrashingOutbox) => {
      instance.failAfterCommitAt = 1;
    });
    await outbox.holdGate(HELD_MS);
    const before = await world.counters();
    const jobs = await Promise.all(burst(12).map((item) => outbox.enqueue(spec("tap"), [item])));
    const reports = await Promise.all(jobs.map((job) => settled(job.id)));
    for (const report of reports) expect(report.counts).toMatchObject({ inserted: 1, duplicates: 0, failed: 0 });
    const ids = (await world.transactions()).map((t) => t.external_id);
    expect(new Set(ids).size).toBe(12);
    expect(ids).toHaveLength(12);
    expect((await world.counters()).insertRequests - before.insertRequests).toBe(2);
  });
});

describe("a tap of a burst meets the card alert of its payment as a lone tap does", () => {
  const alert: CardAlert = {
    kind: "purchase",
    issuer: "Chase",
    card: "Freedom",
    last4: "4242",
    merchant: "Corner Books",
    descriptor: null,
    amount: "25.98",
    currency: "usd",
    original: null,
    date: DAY,
    minute: "14:05",
    reference: null,
    reason: null,
    how: {},
  };

  it("enriches the alert's transaction; a second tap of that sum 4 hours later, and the rest, are their own", async () => {
    const { world, outbox, spec, settled } = await setup();
    const planned = alertItem({ alert, messageId: "<alert-1@chase.example>", receivedAt: new Date() })!;
    const booked = await settled((await outbox.enqueue(spec("alert"), [planned])).id);
    const alertTx = booked.items![0]!.transaction_id;
    expect(alertTx).toBeTypeOf("number");

    await outbox.holdGate(HELD_MS);
    const before = await world.counters();
    const items = [tap("Corner Books", "25.98", "14:01"), tap("Corner Books", "25.98", "18:10"), ...burst(8)];
    const jobs = await Promise.all(items.map((item) => outbox.enqueue(spec("tap"), [item])));
    const [same, later, ...rest] = await Promise.all(jobs.map((job) => settled(job.id)));
    expect(same!.items![0]).toMatchObject({ outcome: "matched", transaction_id: alertTx });
    expect(later!.items![0]).toMatchObject({ outcome: "inserted" });
    expect(later!.items![0]!.transaction_id).not.toBe(alertTx);
    for (const report of rest) expect(report.counts.inserted).toBe(1);
    expect(await world.transactions()).toHaveLength(1 + 9);
    // One read, the alert's enrichment, one insert.
    expect((await world.counters()).requests - before.requests).toBeLessThanOrEqual(3);
  });
});
