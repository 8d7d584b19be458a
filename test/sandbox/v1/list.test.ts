// GET /v1/transactions (a date range defaulting to the current month, filters, offset paging) and
// GET /v1/transactions/:id, in v1's transaction shape.
import { describe, expect, it } from "vitest";
import { type V1World, newV1World, read, v1Item } from "./legacy";
import { V1_ERROR, V1_TRANSACTION, V1_TRANSACTION_PAGE, conforms } from "./shapes";

const list = async (w: V1World, query: string) => {
  const { status, body } = await read(w.v1("GET", `/transactions${query}`));
  expect(status, query).toBe(200);
  return conforms(V1_TRANSACTION_PAGE, body);
};
const refusal = async (w: V1World, query: string) => {
  const res = await read(w.v1("GET", `/transactions${query}`));
  return { status: res.status, error: conforms(V1_ERROR, res.body).error };
};
const insert = (w: V1World, transactions: unknown[]) => w.v1("POST", "/transactions", { transactions });

const MARCH = "?start_date=2025-03-01&end_date=2025-03-31";

describe("the v1 transaction object", () => {
  it("has exactly the spec's fields, hydrated with category, asset, linked account and tags", async () => {
    const w = await newV1World("v1shape");
    await insert(w, [
      v1Item({ category_id: 11, tags: [31], notes: "n", external_id: "e" }),
      v1Item({ asset_id: null, linked_account_id: 201, category_id: 21, payee: "Salary", amount: "-1000" }),
      v1Item({ asset_id: null, payee: "Cash" }),
    ]);
    const { transactions } = await list(w, MARCH);
    expect(transactions).toHaveLength(3);
    expect(transactions[0]).toMatchObject({
      category_name: "Groceries",
      category_group_id: 10,
      category_group_name: "Food",
      asset_id: 101,
      asset_name: "Checking",
      asset_institution_name: "Sandbox Bank",
      asset_display_name: "Sandbox Bank Checking",
      asset_status: "active",
      account_display_name: "Sandbox Bank Checking",
      linked_account_id: null,
      tags: [{ id: 31, name: "Reimbursable", description: null, archived: false }],
      display_name: "Corner Shop",
      display_notes: "n",
      external_id: "e",
      source: "api",
      status: "uncleared",
    });
    expect(transactions[1]).toMatchObject({
      is_income: true,
      asset_id: null,
      linked_account_id: 201,
      linked_account_name: "Everyday Checking",
      linked_account_mask: "1234",
      institution_name: "Linked Bank",
      linked_account_display_name: "Linked Bank Everyday Checking",
      amount: "-1000.0000",
    });
    expect(transactions[2]).toMatchObject({ asset_id: null, linked_account_id: null, account_display_name: "", category_id: null });
  });
});

describe("GET /v1/transactions: the date range", () => {
  it("defaults to the current calendar month", async () => {
    const w = await newV1World("v1month");
    const today = new Date().toISOString().slice(0, 10);
    await insert(w, [v1Item({ date: today }), v1Item({ date: "2020-01-15" })]);
    const { transactions } = await list(w, "");
    expect(transactions.map((t) => t.date)).toEqual([today]);
    expect((await list(w, "?start_date=2020-01-01&end_date=2020-01-31")).transactions.map((t) => t.date)).toEqual(["2020-01-15"]);
  });

  it("needs start_date and end_date together: the documented 404 with {error}", async () => {
    const w = await newV1World("v1halfrange");
    for (const query of ["?start_date=2025-03-01", "?end_date=2025-03-31"]) {
      expect(await refusal(w, query)).toEqual({ status: 404, error: "Both start_date and end_date must be specified." });
    }
  });

  it("answers a malformed or reversed range, or a bad parameter, with 200 and {error}", async () => {
    const w = await newV1World("v1badrange");
    expect(await refusal(w, "?start_date=2025-3-1&end_date=2025-03-31")).toEqual({
      status: 200,
      error: "Invalid start_date. Must be in format YYYY-MM-DD",
    });
    expect(await refusal(w, "?start_date=2025-03-01&end_date=2025-02-30")).toEqual({
      status: 200,
      error: "Invalid end_date. Must be in format YYYY-MM-DD",
    });
    expect(await refusal(w, "?start_date=2025-03-31&end_date=2025-03-01")).toEqual({
      status: 200,
      error: "end_date cannot be before start_date",
    });
    for (const bad of ["&limit=0", "&limit=ten", "&offset=-1", "&status=reviewed", "&asset_id=x"]) {
      expect((await refusal(w, `${MARCH}${bad}`)).status, bad).toBe(200);
    }
  });
});

describe("GET /v1/transactions: paging and filters", () => {
  it("pages by offset and limit with has_more, oldest first", async () => {
    const w = await newV1World("v1paging");
    await insert(
      w,
      Array.from({ length: 5 }, (_, i) => v1Item({ date: `2025-03-0${5 - i}`, external_id: `p-${i}` })),
    );
    const first = await list(w, `${MARCH}&limit=2`);
    expect(first.transactions.map((t) => t.date)).toEqual(["2025-03-01", "2025-03-02"]);
    expect(first.has_more).toBe(true);
    const second = await list(w, `${MARCH}&limit=2&offset=2`);
    expect(second.transactions.map((t) => t.date)).toEqual(["2025-03-03", "2025-03-04"]);
    const last = await list(w, `${MARCH}&limit=2&offset=4`);
    expect(last).toMatchObject({ has_more: false });
    expect(last.transactions.map((t) => t.date)).toEqual(["2025-03-05"]);
    expect((await list(w, MARCH)).transactions).toHaveLength(5);
    expect((await list(w, `${MARCH}&limit=5000`)).has_more).toBe(false);
  });

  it("by asset_id, linked_account_id, category_id (a group matches its categories), tag_id and status", async () => {
    const w = await newV1World("v1filters");
    await insert(w, [
      v1Item({ category_id: 11, payee: "a" }),
      v1Item({ asset_id: 102, category_id: 20, tags: [32], payee: "b", status: "cleared" }),
      v1Item({ asset_id: null, linked_account_id: 201, payee: "c" }),
    ]);
    const payees = async (query: string) => (await list(w, `${MARCH}${query}`)).transactions.map((t) => t.payee);
    expect(await payees("&asset_id=101")).toEqual(["a"]);
    expect(await payees("&asset_id=102")).toEqual(["b"]);
    expect(await payees("&linked_account_id=201")).toEqual(["c"]);
    expect(await payees("&category_id=10")).toEqual(["a"]);
    expect(await payees("&tag_id=32")).toEqual(["b"]);
    expect(await payees("&status=cleared")).toEqual(["b"]);
    expect(await payees("&status=uncleared")).toEqual(["a", "c"]);
    expect(await payees("&pending=true")).toEqual(["a", "b", "c"]);
    // The sandbox has no transaction groups.
    expect(await payees("&is_group=true")).toEqual([]);
    expect(await payees("&is_group=false")).toEqual(["a", "b", "c"]);
  });

  it("shows expenses as negative with debit_as_negative=true", async () => {
    const w = await newV1World("v1listsign");
    await insert(w, [v1Item({ amount: "7.5" }), v1Item({ amount: "-3", payee: "Refund" })]);
    const amounts = async (query: string) => (await list(w, `${MARCH}${query}`)).transactions.map((t) => [t.amount, t.to_base]);
    expect(await amounts("")).toEqual([
      ["7.5000", 7.5],
      ["-3.0000", -3],
    ]);
    expect(await amounts("&debit_as_negative=true")).toEqual([
      ["-7.5000", -7.5],
      ["3.0000", 3],
    ]);
  });
});

describe("GET /v1/transactions/:id", () => {
  it("answers one transaction, and the documented 404 with {error} for an unknown id", async () => {
    const w = await newV1World("v1one");
    const { ids } = (await (await insert(w, [v1Item()])).json()) as { ids: number[] };
    conforms(V1_TRANSACTION, (await read(w.v1("GET", `/transactions/${ids[0]}`))).body);
    for (const id of ["999999", "abc"]) {
      const { status, body } = await read(w.v1("GET", `/transactions/${id}`));
      expect(status).toBe(404);
      conforms(V1_ERROR, body);
    }
  });
});
