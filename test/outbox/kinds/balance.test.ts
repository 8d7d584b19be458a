// Kind `account_balance` (src/outbox/kinds/balance.ts): a manual account's balance, written through the same Outbox
// as transactions (rate gate, retries, reports), one request per value, read back when its answers were lost.
import { tunableOutbox } from "../../support/outboxes";
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saveConnection } from "../../../src/connections";
import type { JobReport } from "../../../src/outbox";
import { FullBudgetApi } from "../../support/full-budget-api";
import type { CrashingOutbox, TestEnv } from "../../support/test-worker";
import { newWorld, waitFor } from "../../support/world";

async function setup(crashing = false) {
  const world = await newWorld();
  const outboxes = (env as unknown as TestEnv).CRASHING_OUTBOX;
  const outbox = crashing ? outboxes.get(outboxes.idFromName(world.name)) : tunableOutbox(world.name);
  await outbox.configure({ retry: { maxAttempts: 3, baseMs: 20, capMs: 100 } });
  const connectionId = `c-${world.name}`;
  await saveConnection(env, connectionId, world.token, `key-${world.name}`);
  const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
  const account = (await api.manualAccounts())[0]!;
  const settled = (id: string) =>
    waitFor(
      () => outbox.report(id) as Promise<JobReport>,
      (r) => r.counts.pending === 0 && ["done", "done_with_errors", "failed"].includes(r.status),
    );
  return { world, outbox, connectionId, api, account, settled };
}

describe("an account balance is a job of its own kind: one PUT /manual_accounts/{id}", () => {
  it("sets the balance and the day it holds for, and reports it written", async () => {
    const { world, outbox, connectionId, api, account, settled } = await setup();
    const before = (await world.counters()).requests;
    const id = await outbox.writeBalances({ connectionId, channel: "balance:test", manualAccountId: account.id, kind: "account_balance" }, [
      { date: "2026-11-20", amount: "1234.5600" },
    ]);
    const report = await settled(id);
    expect(report).toMatchObject({ kind: "account_balance", status: "done", counts: { inserted: 1, total: 1 } });
    const updated = await api.manualAccount(account.id);
    expect(updated.balance).toBe("1234.5600");
    expect(updated.balance_as_of.slice(0, 10)).toBe("2026-11-20");
    expect((await world.counters()).requests - before).toBe(2); // the write, and the check above
  });
});

describe("a balance write whose every answer was lost is read back before it is called failed", () => {
  it("finds the balance set, and reports it set without a Retry", async () => {
    const { world, outbox, connectionId, api, account, settled } = await setup(true);
    const crashing = (env as unknown as TestEnv).CRASHING_OUTBOX;
    await runInDurableObject(crashing.get(crashing.idFromName(world.name)), (instance: CrashingOutbox) => {
      instance.loseBalanceAnswers = true;
    });
    const id = await outbox.writeBalances({ connectionId, channel: "balance:test", manualAccountId: account.id, kind: "account_balance" }, [
      { date: "2026-11-20", amount: "987.6500" },
    ]);
    const report = await settled(id);
    expect(report).toMatchObject({ status: "done", counts: { inserted: 1, failed: 0 } });
    expect((await api.manualAccount(account.id)).balance).toBe("987.6500");
  });

  it("fails the balance once a read-back does not find it, its attempts spent", async () => {
    const { world, outbox, connectionId, api, account, settled } = await setup();
    const balance = (await api.manualAccount(account.id)).balance;
    await world.admin("PUT", "/faults", { p500: 1, writesOnly: true });
    const id = await outbox.writeBalances({ connectionId, channel: "balance:test", manualAccountId: account.id, kind: "account_balance" }, [
      { date: "2026-11-20", amount: "987.6500" },
    ]);
    expect((await settled(id)).counts).toMatchObject({ inserted: 0, failed: 1 });
    expect((await api.manualAccount(account.id)).balance).toBe(balance);
  });
});
