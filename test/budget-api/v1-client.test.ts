// The v1 client against the sandbox's /v1: v1's shapes read, v1's options sent as Intake needs them, and
// v1's failures (HTTP 200 with {error}) thrown as the same BudgetApiError as v2's, told apart by their words.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BudgetApiError } from "../../src/budget-api";
import { BudgetApiV1 } from "../../src/budget-api/v1-client";
import { newWorld } from "../support/world";

const CHECKING = 101;
const v1Url = () => env.BUDGET_API_URL.replace(/\/v2$/, "/v1");

async function client() {
  const world = await newWorld();
  return { world, api: new BudgetApiV1({ baseUrl: v1Url(), token: world.token }) };
}

describe("v1's resources are read in v1's shapes", () => {
  it("identifies the budget and lists the assets (v1's manual accounts)", async () => {
    const { api } = await client();
    expect((await api.me()).budget_name).toBeTruthy();
    expect((await api.assets()).map((a) => a.id)).toContain(CHECKING);
  });
});

describe("an insert answers only the ids it inserted; external_id dedupes per asset", () => {
  it("inserts money out as positive (debit_as_negative false) and skips the same external_id", async () => {
    const { api, world } = await client();
    const item = { date: "2026-10-01", amount: "12.3400", payee: "Corner Shop", asset_id: CHECKING, external_id: "v1-a" };
    const first = await api.insertTransactions({ transactions: [item], apply_rules: true, skip_duplicates: true });
    expect(first.ids).toHaveLength(1);
    const again = await api.insertTransactions({ transactions: [item], apply_rules: true, skip_duplicates: true });
    expect(again.ids).toEqual([]);
    expect((await world.transactions()).map((t) => [t.external_id, t.amount, t.manual_account_id])).toEqual([
      ["v1-a", "12.3400", CHECKING],
    ]);
    const listed = await api.listTransactions({ asset_id: CHECKING, start_date: "2026-10-01", end_date: "2026-10-31" });
    expect(listed.transactions.map((t) => [t.id, t.external_id])).toEqual([[first.ids[0], "v1-a"]]);
  });
});

describe("an asset's balance is set with PUT /v1/assets/{id}", () => {
  it("sets balance and balance_as_of", async () => {
    const { api } = await client();
    const asset = await api.updateAsset(CHECKING, { balance: "777.1200", balance_as_of: "2026-10-31" });
    expect(Number(asset.balance)).toBe(777.12);
    expect(asset.balance_as_of.slice(0, 10)).toBe("2026-10-31");
  });
});

describe("a 200 carrying {error} is a failure, classified by its words", () => {
  it("throws an invalid request for the sandbox's missing date", async () => {
    const { api } = await client();
    const failure = await api
      .insertTransactions({
        transactions: [{ amount: "1.00", payee: "x", asset_id: CHECKING } as never],
        apply_rules: false,
        skip_duplicates: false,
      })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BudgetApiError);
    expect(failure).toMatchObject({ kind: "invalid", status: 200 });
    expect((failure as Error).message).toMatch(/date/i);
  });

  it("takes words like 'try again' for a retryable failure", async () => {
    const fake = async () => Response.json({ error: "Internal error, please try again later" });
    const api = new BudgetApiV1({ baseUrl: "https://service.test/v1", token: "t", fetch: fake as typeof fetch });
    const failure = (await api.me().catch((e: unknown) => e)) as BudgetApiError;
    expect(failure.kind).toBe("server");
    expect(failure.retryable).toBe(true);
  });
});
