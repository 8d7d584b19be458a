// Schedule sources (a loan paid down): no network, the whole history backfilled at the first run (past
// months only), a 404 on history tolerated; and the cron: missed runs catch up once.
import { tunableOutbox } from "../support/outboxes";
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { balanceSourcesOf } from "../../src/storage";
import { outboxOf } from "../../src/storage";
import { saveConnection } from "../../src/connections";
import { DEFAULT_RETRY_POLICY } from "../../src/outbox/backoff";
import type { RunView, SourceView } from "../../src/balance-sources/views";
import worker from "../../src/index";
import { SEED_ACCOUNTS } from "../support/intake";
import { DAY_MS, json, rewind, setup } from "./support";

/** A loan paid out on the 10th, `months` months before this month. */
function loanStarted(months: number) {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 10)).toISOString().slice(0, 10);
  return { kind: "loan", principal: "20000", annualRate: "6", payment: "500", paymentDay: 15, start };
}
const CARD = { id: SEED_ACCOUNTS.creditCard, type: "credit", currency: "usd" };
const thisMonth = () => new Date().toISOString().slice(0, 7);

describe("a schedule backfills its whole history at the first run: past months only, 24 in one request", () => {
  it("writes today's balance and the 24 month-ends before this month", async () => {
    const t = await setup();
    const made = await json<SourceView>(
      t.call("POST", "/balance-sources", { kind: "schedule", manual_account_id: CARD.id, settings: loanStarted(24) }),
    );
    expect(made.status).toBe(201);
    expect(made.body.last_run).toMatchObject({ outcome: "written", history_months: 24, requests: 2 });
    await t.settled();
    // What was sent: 24 months, each a past month's last day.
    const job = (await outboxOf(env).list(t.connectionId)).imports.find((j) => j.kind === "balance_history")!;
    const sent = (await outboxOf(env).report(job.id, { items: true }))!.items!;
    expect(sent).toHaveLength(24);
    expect(sent.every((i) => i.outcome === "inserted" && i.date! < thisMonth())).toBe(true);
    const history = await t.api.accountBalanceHistory("manual", CARD.id);
    // The loan's first month-end: 20000 paid out, no payment yet.
    const first = history.balance_history[0]!.balances.find((b) => b.month === loanStarted(24).start.slice(0, 7));
    expect(Number(first!.balance)).toBe(20000);
    // The next run has nothing new: no write, no history; "Run now" read the budget's balance once to know.
    const again = await json<RunView>(t.call("POST", `/balance-sources/${made.body.id}/run`));
    expect(again.body).toMatchObject({ outcome: "unchanged", history_months: 0, requests: 1 });
  });

  it("sends a longer history in requests of 24 months: 30 past months are two requests, every month once", async () => {
    const t = await setup();
    const made = await json<SourceView>(
      t.call("POST", "/balance-sources", { kind: "schedule", manual_account_id: CARD.id, settings: loanStarted(30) }),
    );
    expect(made.body.last_run).toMatchObject({ outcome: "written", history_months: 30, requests: 3 });
    await t.settled();
    const history = await t.api.accountBalanceHistory("manual", CARD.id);
    const months = history.balance_history[0]!.balances.map((b) => b.month).filter((m) => m < thisMonth());
    expect(months).toHaveLength(30);
    expect(new Set(months).size).toBe(30);
  });

  it("refuses a loan on an asset account: its balance is what is owed", async () => {
    const t = await setup();
    const refused = await json<{ error: { message: string } }>(
      t.call("POST", "/balance-sources", { kind: "schedule", manual_account_id: SEED_ACCOUNTS.checking, settings: loanStarted(3) }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(/still owed/);
  });
});

describe("a schedule's changed settings rewrite its history: its month-ends follow from them", () => {
  it("reads the new settings at once (a run 'changed') and writes every past month again with the new values", async () => {
    const t = await setup();
    const made = await json<SourceView>(
      t.call("POST", "/balance-sources", { kind: "schedule", manual_account_id: CARD.id, settings: loanStarted(6) }),
    );
    expect(made.body.last_run).toMatchObject({ outcome: "written", history_months: 6 });
    await t.settled();
    const changed = await json<SourceView>(
      t.call("PUT", `/balance-sources/${made.body.id}`, { settings: { ...loanStarted(6), principal: "30000" } }),
    );
    expect(changed.status).toBe(200);
    // The answer carries the balance the new settings give, and the next run is the schedule's next slot.
    expect(changed.body.last_run).toMatchObject({ trigger: "changed", outcome: "written", history_months: 6 });
    expect(Number(changed.body.last_written!.balance)).toBeGreaterThan(Number(made.body.last_written!.balance));
    expect(Date.parse(changed.body.next_run_at!)).toBeGreaterThan(Date.now());
    const run = await json<RunView>(t.call("POST", `/balance-sources/${made.body.id}/run`));
    expect(run.body.history_months).toBe(0);
    await t.settled();
    const history = await t.api.accountBalanceHistory("manual", CARD.id);
    const first = history.balance_history[0]!.balances.find((b) => b.month === loanStarted(6).start.slice(0, 7));
    expect(Number(first!.balance)).toBe(30000);
  });

  it("a new schedule alone runs nothing: it moves the next run", async () => {
    const t = await setup();
    const made = await json<SourceView>(
      t.call("POST", "/balance-sources", { kind: "schedule", manual_account_id: CARD.id, settings: loanStarted(6) }),
    );
    const changed = await json<SourceView>(
      t.call("PUT", `/balance-sources/${made.body.id}`, { settings: loanStarted(6), schedule: { every: "hours", hours: 6 } }),
    );
    expect(changed.body.last_run).toMatchObject({ trigger: "added", at: made.body.last_run!.at });
    expect(changed.body.schedule).toEqual({ every: "hours", hours: 6 });
    expect(Date.parse(changed.body.next_run_at!) - Date.now()).toBeLessThanOrEqual(6 * 3600 * 1000);
  });

  it("leaves the history alone when the settings did not change", async () => {
    const t = await setup();
    const made = await json<SourceView>(
      t.call("POST", "/balance-sources", { kind: "schedule", manual_account_id: CARD.id, settings: loanStarted(6) }),
    );
    await t.settled();
    await t.call("PUT", `/balance-sources/${made.body.id}`, { settings: loanStarted(6) });
    const run = await json<RunView>(t.call("POST", `/balance-sources/${made.body.id}/run`));
    expect(run.body).toMatchObject({ outcome: "unchanged", history_months: 0, requests: 1 });
  });
});

describe("history not served is tolerated: the balance is written, history is noted as not served once", () => {
  const unserved: [string, (t: Awaited<ReturnType<typeof setup>>) => Promise<unknown>][] = [
    ["the service answers 404", (t) => t.world.admin("PUT", "/faults", { historyUnserved: true })],
    [
      "the connection speaks the legacy v1 interface, which has no history",
      (t) => saveConnection(env, t.connectionId, t.world.token, `key-${t.world.name}`, { apiVersion: "v1" }),
    ],
  ];
  it.each(unserved)("when %s: marks the source's history unsupported and stops sending it", async (_, prepare) => {
    const t = await setup();
    await prepare(t);
    const made = await json<SourceView>(
      t.call("POST", "/balance-sources", { kind: "schedule", manual_account_id: CARD.id, settings: loanStarted(5) }),
    );
    expect(made.body.last_run).toMatchObject({ outcome: "written", history_months: 5 });
    await t.settled();
    expect(Number((await t.api.manualAccount(CARD.id)).balance)).toBe(Number(made.body.last_run!.value));
    const again = await json<RunView>(t.call("POST", `/balance-sources/${made.body.id}/run`));
    expect(again.body).toMatchObject({ outcome: "unchanged", requests: 1 });
    const source = await json<SourceView>(t.call("GET", `/balance-sources/${made.body.id}`));
    expect(source.body.history).toBe("unsupported");
  });
});

describe("a cron tick runs what is due; runs missed for days catch up once, not once per missed day", () => {
  it("runs a source three days behind once, then not again until its next slot", async () => {
    const t = await setup();
    const made = await t.sources.create(t.connectionId, {
      kind: "schedule",
      account: CARD,
      settings: loanStarted(2),
      schedule: { every: "day", atMinute: 0 },
    });
    if (!made.ok) throw new Error(made.reason.message);
    await rewind(t.sources, 3 * DAY_MS);
    expect(await t.sources.tick()).toBe(1);
    expect(await t.sources.tick()).toBe(0);
    const runs = await t.sources.runs(t.connectionId, made.value.id);
    // The first run is the one adding the source made, named so; the cron's is the schedule's.
    expect(runs.ok && runs.value.map((r) => r.trigger)).toEqual(["schedule", "added"]);
  });

  it("is what the worker's scheduled() does: the deployment's sources are ticked", async () => {
    const t = await setup();
    const made = await json<SourceView>(
      t.call("POST", "/balance-sources", { kind: "schedule", manual_account_id: CARD.id, settings: loanStarted(1) }),
    );
    await rewind(balanceSourcesOf(env), 2 * DAY_MS, made.body.id);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const runs = await json<{ runs: RunView[] }>(t.call("GET", `/balance-sources/${made.body.id}/runs`));
    expect(runs.body.runs).toHaveLength(2);
  });
});

describe("months of history the Outbox gave up on are sent again by the next run", () => {
  it("writes them once the service answers again, the balance too", async () => {
    const t = await setup();
    const outbox = tunableOutbox();
    await outbox.configure({ retry: { maxAttempts: 1, baseMs: 20, capMs: 50 } });
    try {
      // The account is checked from the Outbox's account list: read it while the service still answers.
      expect((await t.call("GET", "/accounts")).status).toBe(200);
      // Writes refused by a 500; reads answer, so a write in doubt is read back and found not done: given up.
      await t.world.admin("PUT", "/faults", { p500: 1, writesOnly: true });
      const made = await json<SourceView>(
        t.call("POST", "/balance-sources", { kind: "schedule", manual_account_id: CARD.id, settings: loanStarted(3) }),
      );
      expect(made.body.last_run).toMatchObject({ outcome: "written", history_months: 3 });
      await t.settled();
      const given = (await outbox.list(t.connectionId)).imports.find((j) => j.kind === "balance_history")!;
      expect(given.status).toBe("failed");
      await t.world.admin("PUT", "/faults", { p500: 0 });
      const again = await json<RunView>(t.call("POST", `/balance-sources/${made.body.id}/run`));
      expect(again.body).toMatchObject({ outcome: "written", history_months: 3 });
      await t.settled();
      const history = await t.api.accountBalanceHistory("manual", CARD.id);
      expect(history.balance_history[0]!.balances.filter((b) => b.month < thisMonth())).toHaveLength(3);
    } finally {
      await outbox.configure({ retry: DEFAULT_RETRY_POLICY });
    }
  });
});

describe("Run now compares with the balance the budget holds now, not with Intake's last write", () => {
  it("puts right a balance changed elsewhere, and leaves one that still agrees", async () => {
    const t = await setup();
    const made = await json<SourceView>(
      t.call("POST", "/balance-sources", { kind: "schedule", manual_account_id: CARD.id, settings: loanStarted(2) }),
    );
    await t.settled();
    const written = (await t.api.manualAccount(CARD.id)).balance;
    await t.api.updateManualAccount(CARD.id, { balance: "123.45" });
    const fixed = await json<RunView>(t.call("POST", `/balance-sources/${made.body.id}/run`));
    expect(fixed.body).toMatchObject({ outcome: "written", requests: 2 });
    await t.settled();
    expect(Number((await t.api.manualAccount(CARD.id)).balance)).toBe(Number(written));
    const agrees = await json<RunView>(t.call("POST", `/balance-sources/${made.body.id}/run`));
    expect(agrees.body).toMatchObject({ outcome: "unchanged", requests: 1 });
  });
});
