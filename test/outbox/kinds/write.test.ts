// The write kinds' delivery (src/outbox/kinds/write.ts): a 404 on a kind the service may not serve is told apart
// from a wrong account by the connection's account list, and not assumed either way when the list cannot be asked.
import { tunableOutbox } from "../../support/outboxes";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saveConnection } from "../../../src/connections";
import type { JobReport } from "../../../src/outbox";
import { historyNotServed } from "../../../src/outbox/writes";
import { FullBudgetApi } from "../../support/full-budget-api";
import { newWorld, waitFor } from "../../support/world";

async function setup() {
  const world = await newWorld();
  const outbox = tunableOutbox(world.name);
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

describe("a 404 on balance history means the service does not serve it only when the account exists", () => {
  it("notes history not served for an account in the budget, without retrying or failing the job", async () => {
    const { world, outbox, connectionId, account, settled } = await setup();
    await world.admin("PUT", "/faults", { historyUnserved: true });
    const id = await outbox.writeBalances({ connectionId, channel: "balance:test", manualAccountId: account.id, kind: "balance_history" }, [
      { date: "2026-08-31", amount: "1.0000" },
    ]);
    const report = await settled(id);
    expect(report.counts).toMatchObject({ invalid: 1, failed: 0 });
    const items = (await outbox.report(id, { items: true }))!.items!;
    expect(historyNotServed(items[0]!.reason)).toBe(true);
  });

  it("says the account is not in the budget when the account list does not have it (history is not marked unserved)", async () => {
    const { outbox, connectionId, settled } = await setup();
    const id = await outbox.writeBalances({ connectionId, channel: "balance:test", manualAccountId: 999_999, kind: "balance_history" }, [
      { date: "2026-08-31", amount: "1.0000" },
    ]);
    const report = await settled(id);
    expect(report.counts).toMatchObject({ invalid: 1, failed: 0 });
    const items = (await outbox.report(id, { items: true }))!.items!;
    expect(items[0]!.reason).toMatch(/manual account 999999 is not in the budget/);
    expect(historyNotServed(items[0]!.reason)).toBe(false);
  });

  it("fails the month (a source sends it again) when the account list cannot be asked: not served is not assumed", async () => {
    const { world, outbox, connectionId, account, settled } = await setup();
    await world.admin("PUT", "/faults", { historyUnserved: true, accountListDown: true });
    const id = await outbox.writeBalances({ connectionId, channel: "balance:test", manualAccountId: account.id, kind: "balance_history" }, [
      { date: "2026-08-31", amount: "1.0000" },
    ]);
    const report = await settled(id);
    expect(report.counts).toMatchObject({ invalid: 0, failed: 1 });
    const items = (await outbox.report(id, { items: true }))!.items!;
    expect(items[0]!.reason).toMatch(/whether the account exists could not be checked/);
    expect(historyNotServed(items[0]!.reason)).toBe(false);
  });
});
