// What the Outbox asks of the budgeting service (src/outbox/delivery-target.ts): one interface, one target per
// version. Every target honours the contract against the sandbox: its accounts, an insert answered item by item (or
// said unanswered), a read-back of what it inserted, and the services its version lacks said as null, not faked.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type ApiVersion } from "../../src/budget-api";
import { configOf } from "../../src/config";
import type { DeliveryTarget } from "../../src/outbox/delivery-target";
import { deliveryTarget } from "../../src/outbox/target-for-version";
import { FullBudgetApi } from "../support/full-budget-api";
import { newWorld } from "../support/world";

async function targetOf(version: ApiVersion): Promise<{ target: DeliveryTarget; accountId: number }> {
  const world = await newWorld();
  const target = deliveryTarget(version, { api: configOf(env).budgetApi, token: world.token, onRateLimit: () => {} });
  const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
  return { target, accountId: (await api.manualAccounts())[0]!.id };
}

describe.each(["v2", "v1"] as const)("the target of %s honours the contract", (version) => {
  it("says its version, and lists the budget's accounts with what uploads are checked against", async () => {
    const { target, accountId } = await targetOf(version);
    expect(target.version).toBe(version);
    const accounts = await target.accounts();
    expect(accounts.get(accountId)).toMatchObject({ name: expect.any(String), currency: expect.any(String), balance: expect.any(String) });
  });

  it("answers an insert with one outcome per item, in the request's order, and the ids it inserted", async () => {
    const { target, accountId } = await targetOf(version);
    const transactions = ["a", "b"].map((x, i) => ({
      date: "2026-10-0" + (i + 1),
      amount: `${i + 3}.20`,
      payee: `Contract ${x}`,
      external_id: `contract-${x}`,
      manual_account_id: accountId,
    }));
    const answer = await target.insert({ transactions, applyRules: false, skipDuplicates: false });
    expect(answer.outcomes).toHaveLength(2);
    expect(answer.insertedIds).toHaveLength(2);
    // A version that names less (v1: only ids) says so by "unnamed"; what it names is an inserted transaction.
    for (const outcome of answer.outcomes) expect(["inserted", "unnamed"]).toContain(outcome.kind);
  });

  it("reads back what it inserted, as delivered transactions, one page at a time", async () => {
    const { target, accountId } = await targetOf(version);
    const since = Date.now() - 60_000;
    await target.insert({
      transactions: [{ date: "2026-10-05", amount: "8.40", payee: "Read back", external_id: "contract-rb", manual_account_id: accountId }],
      applyRules: false,
      skipDuplicates: false,
    });
    const page = await target.readBack({ accountId, fromDate: "2026-10-05", toDate: "2026-10-05", since }, 0);
    expect(target.readBackPage).toBeGreaterThan(0);
    expect(page.hasMore).toBe(false);
    expect(page.transactions.find((t) => t.external_id === "contract-rb")).toMatchObject({
      id: expect.any(Number),
      date: "2026-10-05",
      payee: "Read back",
      cash: false,
    });
  });
});

describe("what a version cannot do is null on its target, and a kind says so instead of calling it", () => {
  it("v2 serves matching, files, takeovers, removals and transfers; v1 none of them", async () => {
    const services = (t: DeliveryTarget) => [t.matching, t.files, t.takeover, t.removal, t.transfers];
    expect(services((await targetOf("v2")).target).every((s) => s !== null)).toBe(true);
    expect(services((await targetOf("v1")).target).every((s) => s === null)).toBe(true);
  });
});
