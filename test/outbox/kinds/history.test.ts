// Kind `balance_history` (src/outbox/kinds/history.ts): a manual account's past month-ends, written through the
// same Outbox (rate gate, retries, reports), one request per batch of months; a 404 is told apart by the account list.
import { tunableOutbox } from "../../support/outboxes";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saveConnection } from "../../../src/connections";
import type { JobReport } from "../../../src/outbox";
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

describe("past months of balance history go in one upsert per batch of months", () => {
  it("writes three months with one request", async () => {
    const { world, outbox, connectionId, api, account, settled } = await setup();
    const before = (await world.counters()).requests;
    const months = [
      { date: "2026-06-30", amount: "100.0000" },
      { date: "2026-07-31", amount: "150.0000" },
      { date: "2026-08-31", amount: "175.2500" },
    ];
    const id = await outbox.writeBalances(
      { connectionId, channel: "balance:test", manualAccountId: account.id, kind: "balance_history" },
      months,
    );
    expect((await settled(id)).counts).toMatchObject({ inserted: 3, invalid: 0 });
    expect((await world.counters()).requests - before).toBe(1);
    const history = await api.accountBalanceHistory("manual", account.id);
    const written = history.balance_history[0]!.balances.filter((b) => ["2026-06", "2026-07", "2026-08"].includes(b.month));
    // The service answers numeric strings "up to 4 decimals": compared as numbers.
    expect(written.map((b) => [b.month, Number(b.balance)])).toEqual([
      ["2026-06", 100],
      ["2026-07", 150],
      ["2026-08", 175.25],
    ]);
  });
});
