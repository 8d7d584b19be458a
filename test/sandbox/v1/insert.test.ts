// POST /v1/transactions: {ids} of what was inserted; v1's item fields, dedupe, sign convention, balance
// update and its failures (HTTP 200 with {error: [messages]}, nothing inserted).
import { describe, expect, it } from "vitest";
import { type V1World, newV1World, read, stored, v1Item } from "./legacy";
import { V1_INSERTED, V1_INSERT_ERROR, V1_TRANSACTION, conforms } from "./shapes";

const insert = async (w: V1World, body: Record<string, unknown>) => {
  const { status, body: answer } = await read(w.v1("POST", "/transactions", body));
  expect(status).toBe(200);
  return answer as { ids?: number[]; error?: string[] };
};
const inserted = async (w: V1World, body: Record<string, unknown>) => conforms(V1_INSERTED, await insert(w, body)).ids;
const failed = async (w: V1World, body: unknown) => {
  const { status, body: answer } = await read(w.v1("POST", "/transactions", body));
  expect(status).toBe(200);
  return conforms(V1_INSERT_ERROR, answer).error;
};
const balanceOf = async (w: V1World, id: number) =>
  ((await (await w.api("GET", `/manual_accounts/${id}`)).json()) as { balance: string }).balance;

describe("POST /v1/transactions inserts into the world's data", () => {
  it("answers {ids} in request order; v2 sees the transactions with asset_id as manual_account_id", async () => {
    const w = await newV1World("v1ins");
    const ids = await inserted(w, { transactions: [v1Item({ external_id: "a" }), v1Item({ asset_id: null, payee: "Cash" })] });
    expect(ids).toHaveLength(2);
    const v2 = (await (await w.api("GET", "/transactions")).json()) as { transactions: Record<string, unknown>[] };
    const byId = new Map(v2.transactions.map((t) => [t.id, t]));
    expect(byId.get(ids[0])).toMatchObject({ manual_account_id: 101, external_id: "a", amount: "12.3400", currency: "usd" });
    expect(byId.get(ids[1])).toMatchObject({ manual_account_id: null, payee: "Cash" });
  });

  it("stores status uncleared by default (v1's default) and cleared as v2's reviewed", async () => {
    const w = await newV1World("v1insstatus");
    const [plain, cleared] = await inserted(w, { transactions: [v1Item(), v1Item({ status: "cleared", payee: "Other" })] });
    const rows = await stored(w);
    expect(rows.find((t) => t.id === plain)?.status).toBe("unreviewed");
    expect(rows.find((t) => t.id === cleared)?.status).toBe("reviewed");
    const { body } = await read(w.v1("GET", `/transactions/${cleared}`));
    expect(conforms(V1_TRANSACTION, body).status).toBe("cleared");
  });

  it("applies rules with apply_rules, takes tags as ids, accepts check_for_recurring", async () => {
    const w = await newV1World("v1insrules");
    const [id] = await inserted(w, {
      apply_rules: true,
      check_for_recurring: true,
      transactions: [v1Item({ payee: "STARBUCKS #12", tags: [32] })],
    });
    const { body } = await read(w.v1("GET", `/transactions/${id}`));
    expect(conforms(V1_TRANSACTION, body)).toMatchObject({
      payee: "Starbucks",
      original_name: "STARBUCKS #12",
      category_id: 12,
      category_name: "Coffee",
      category_group_id: 10,
      category_group_name: "Food",
      tags: [{ id: 32, name: "Vacation", description: null, archived: false }],
    });
  });
});

describe("dedupe by external_id per asset always happens", () => {
  it("skips an external_id already used in the asset: only inserted ids are answered", async () => {
    const w = await newV1World("v1dedupe");
    const first = await inserted(w, { transactions: [v1Item({ external_id: "x-1" })] });
    const again = await inserted(w, { transactions: [v1Item({ external_id: "x-1" }), v1Item({ external_id: "x-2" })] });
    expect(again).toHaveLength(1);
    expect(again[0]).not.toBe(first[0]);
    expect((await stored(w)).map((t) => t.external_id).sort()).toEqual(["x-1", "x-2"]);
    expect(await w.adminCall("GET", "/counters")).toMatchObject({ insertRequests: 2, itemsInserted: 2, itemsSkipped: 1 });
  });

  it("also between items of one request (v2 refuses such a body), but not across assets or for cash", async () => {
    const w = await newV1World("v1dedupebody");
    const ids = await inserted(w, {
      transactions: [
        v1Item({ external_id: "same" }),
        v1Item({ external_id: "same", payee: "Repeat" }),
        v1Item({ external_id: "same", asset_id: 102 }),
        v1Item({ external_id: "cash", asset_id: null }),
        v1Item({ external_id: "cash", asset_id: null }),
      ],
    });
    expect(ids).toHaveLength(4);
    const rows = await stored(w);
    expect(rows.map((t) => [t.manual_account_id, t.external_id])).toEqual([
      [101, "same"],
      [102, "same"],
      [null, "cash"],
      [null, "cash"],
    ]);
  });

  it("with skip_duplicates also skips the same date, payee and amount in the same asset", async () => {
    const w = await newV1World("v1skipdup");
    await inserted(w, { transactions: [v1Item()] });
    expect(await inserted(w, { transactions: [v1Item()] })).toHaveLength(1);
    expect(await inserted(w, { skip_duplicates: true, transactions: [v1Item(), v1Item({ asset_id: 102 })] })).toHaveLength(1);
  });
});

describe("debit_as_negative", () => {
  it("false (the default): positive amounts are expenses, as stored", async () => {
    const w = await newV1World("v1signpos");
    const [expense, income] = await inserted(w, { transactions: [v1Item({ amount: 12.34 }), v1Item({ amount: "-50", payee: "Pay" })] });
    const rows = await stored(w);
    expect(rows.find((t) => t.id === expense)?.amount).toBe("12.3400");
    expect(rows.find((t) => t.id === income)?.amount).toBe("-50.0000");
  });

  it("true: negative amounts are expenses; stored with v2's convention, read back either way", async () => {
    const w = await newV1World("v1signneg");
    const [expense, income] = await inserted(w, {
      debit_as_negative: true,
      transactions: [v1Item({ amount: -12.34 }), v1Item({ amount: "50", payee: "Pay" })],
    });
    const rows = await stored(w);
    expect(rows.find((t) => t.id === expense)?.amount).toBe("12.3400");
    expect(rows.find((t) => t.id === income)?.amount).toBe("-50.0000");
    const plain = conforms(V1_TRANSACTION, (await read(w.v1("GET", `/transactions/${expense}`))).body);
    const negative = conforms(V1_TRANSACTION, (await read(w.v1("GET", `/transactions/${expense}?debit_as_negative=true`))).body);
    expect([plain.amount, plain.to_base]).toEqual(["12.3400", 12.34]);
    expect([negative.amount, negative.to_base]).toEqual(["-12.3400", -12.34]);
  });
});

describe("skip_balance_update", () => {
  it("true by default: inserting leaves the asset's balance alone", async () => {
    const w = await newV1World("v1balkeep");
    await inserted(w, { transactions: [v1Item()] });
    await inserted(w, { skip_balance_update: true, transactions: [v1Item({ payee: "Other" })] });
    expect(await balanceOf(w, 101)).toBe("2500.00");
  });

  it("false: what was inserted moves each asset's balance (an asset's down by debits, a card's owed up); skipped items do not", async () => {
    const w = await newV1World("v1balmove");
    await inserted(w, { transactions: [v1Item({ external_id: "old" })] });
    const before = Date.now();
    const ids = await inserted(w, {
      skip_balance_update: false,
      transactions: [
        v1Item({ amount: "100.10", external_id: "old" }),
        v1Item({ amount: "100.10" }),
        v1Item({ amount: "-0.05", payee: "Refund" }),
        v1Item({ amount: "20", asset_id: 102 }),
        v1Item({ amount: "5", asset_id: null }),
      ],
    });
    expect(ids).toHaveLength(4);
    expect(await balanceOf(w, 101)).toBe("2399.9500");
    expect(await balanceOf(w, 102)).toBe("432.3700");
    const { body } = await read<{ assets: { id: number; balance_as_of: string }[] }>(w.v1("GET", "/assets"));
    expect(Date.parse(body.assets.find((a) => a.id === 101)!.balance_as_of)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe("failures answer HTTP 200 with {error: [messages]} and insert nothing", () => {
  it("an unknown asset (named as asset_id), a read-only linked account, an unknown category", async () => {
    const w = await newV1World("v1errref");
    const error = await failed(w, {
      transactions: [v1Item(), v1Item({ asset_id: 999 }), v1Item({ asset_id: null, linked_account_id: 202 }), v1Item({ category_id: 10 })],
    });
    expect(error).toEqual([
      "Transaction 1 asset_id: Asset 999 does not exist",
      expect.stringMatching(/^Transaction 2 linked_account_id: .*allow_transaction_modifications/),
      expect.stringMatching(/^Transaction 3 category_id: .*group/),
    ]);
    expect(await stored(w)).toEqual([]);
  });

  it("more than 500 items, none, or no transactions at all", async () => {
    const w = await newV1World("v1errsize");
    const many = Array.from({ length: 501 }, (_, i) => v1Item({ external_id: `e-${i}` }));
    expect(await failed(w, { transactions: many })).toEqual(["transactions: at most 500 per request"]);
    expect(await failed(w, { transactions: [] })).toHaveLength(1);
    expect(await failed(w, {})).toHaveLength(1);
    expect(await inserted(w, { transactions: many.slice(0, 500) })).toHaveLength(500);
  });

  it("items missing date or amount, a status other than cleared or uncleared, fields v1 does not know", async () => {
    const w = await newV1World("v1erritems");
    const error = await failed(w, {
      transactions: [
        { amount: 1, asset_id: 101 },
        { date: "2025-03-01", asset_id: 101 },
        v1Item({ status: "reviewed" }),
        v1Item({ manual_account_id: 101 }),
        v1Item({ amount: "1.23456" }),
      ],
    });
    expect(error).toEqual([
      "Transaction 0 is missing date.",
      "Transaction 1 is missing amount.",
      "Transaction 2 status must be either cleared or uncleared: reviewed",
      expect.stringMatching(/^Transaction 3: .*manual_account_id/),
      expect.stringMatching(/^Transaction 4 amount: /),
    ]);
    expect(await stored(w)).toEqual([]);
  });

  it("a body that is not JSON, or unknown options", async () => {
    const w = await newV1World("v1errbody");
    const res = await fetch(`${w.base.replace(/\/v2$/, "/v1")}/transactions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${w.token}` },
      body: "{not json",
    });
    expect(res.status).toBe(200);
    conforms(V1_INSERT_ERROR, await res.json());
    expect(await failed(w, { transactions: [v1Item()], include_metadata: true })).toHaveLength(1);
  });
});
