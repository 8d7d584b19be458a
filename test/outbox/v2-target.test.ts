// Delivery through the service's v2 interface (src/outbox/v2-target.ts), against the sandbox: inserts answered per
// item, read-backs by creation time, balances and their history written to the manual account.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { V2Target } from "../../src/outbox/v2-target";
import { FullBudgetApi } from "../support/full-budget-api";
import { newWorld } from "../support/world";

async function setup() {
  const world = await newWorld();
  const options = { baseUrl: env.BUDGET_API_URL, token: world.token };
  const api = new FullBudgetApi(options);
  const account = (await api.manualAccounts())[0]!;
  return { world, target: new V2Target(options), api, account };
}
const tx = (accountId: number, id: string, amount = "12.30") => ({
  date: "2026-10-07",
  amount,
  payee: `Grocer ${id}`,
  external_id: id,
  manual_account_id: accountId,
});

describe("an insert is answered per item: inserted with its id, or skipped with the transaction already there", () => {
  it("names the existing transaction of an external_id sent again", async () => {
    const { target, account } = await setup();
    const first = await target.insert({ transactions: [tx(account.id, "v2-a")], applyRules: false, skipDuplicates: true });
    expect(first.outcomes).toEqual([{ kind: "inserted", transactionId: first.insertedIds[0], toBase: expect.anything() }]);
    const again = await target.insert({
      transactions: [tx(account.id, "v2-a"), tx(account.id, "v2-b")],
      applyRules: false,
      skipDuplicates: true,
    });
    expect(again.outcomes[0]).toMatchObject({ kind: "duplicate", transactionId: first.insertedIds[0] });
    expect(again.outcomes[1]).toMatchObject({ kind: "inserted" });
    expect(again.insertedIds).toHaveLength(1);
  });
});

describe("a read-back asks for what was created since the request left, whatever its date", () => {
  it("finds a transaction created after `since`, and not one created before it", async () => {
    const { target, account } = await setup();
    await target.insert({ transactions: [tx(account.id, "v2-old")], applyRules: false, skipDuplicates: false });
    // A moment after the old one was created (the runtime's clock stands at its answer's arrival, on the host's clock
    // the sandbox also reads), and the clock past it before the new one is.
    const since = Date.now() + 1;
    while (Date.now() <= since) await scheduler.wait(1);
    await target.insert({ transactions: [tx(account.id, "v2-new", "1.00")], applyRules: false, skipDuplicates: false });
    const page = await target.readBack({ accountId: account.id, fromDate: "2026-10-07", toDate: "2026-10-07", since }, 0);
    expect(page.transactions.map((t) => t.external_id)).toEqual(["v2-new"]);
    expect(target.readsBackAccounts).toBe(false);
  });
});

describe("a balance is set with the day it holds for; history is one upsert of months", () => {
  it("sets the account's balance and its day, and writes months", async () => {
    const { target, api, account } = await setup();
    await target.setBalance(account.id, { date: "2026-10-31", amount: "1234.56" });
    const now = (await api.manualAccounts()).find((a) => a.id === account.id)!;
    expect(Number(now.balance)).toBe(1234.56);
    expect(now.balance_as_of.slice(0, 10)).toBe("2026-10-31");
    expect((await target.accounts()).get(account.id)).toMatchObject({ balance: now.balance, balanceAsOf: "2026-10-31" });
    await expect(
      target.writeHistory(account.id, [
        { date: "2026-08-31", amount: "900.00" },
        { date: "2026-09-30", amount: "1000.00" },
      ]),
    ).resolves.toBeDefined();
  });
});
