// GET /transactions filters and pagination; single transaction read, update, delete; persistence.
import { describe, expect, it } from "vitest";
import { type InsertResponse, item, items, newWorld } from "./world";

type Page = {
  transactions: { id: number; date: string; category_id: number | null; manual_account_id: number | null; status: string }[];
  has_more: boolean;
};
const page = async (w: Awaited<ReturnType<typeof newWorld>>, query: string) => {
  const res = await w.api("GET", `/transactions${query}`);
  return { status: res.status, body: (await res.json()) as Page };
};

describe("GET /transactions paginates by offset with has_more", () => {
  it("limit defaults to 1000, max 2000; next page = offset + limit", async () => {
    const w = await newWorld("txpage");
    await w.api("POST", "/transactions", { transactions: items(5, (i) => ({ date: `2025-01-0${i + 1}` })) });
    const first = await page(w, "?start_date=2025-01-01&end_date=2025-01-31&limit=2");
    expect(first.body.has_more).toBe(true);
    expect(first.body.transactions.map((t) => t.date)).toEqual(["2025-01-01", "2025-01-02"]);
    const last = await page(w, "?start_date=2025-01-01&end_date=2025-01-31&limit=2&offset=4");
    expect(last.body).toMatchObject({ has_more: false });
    expect(last.body.transactions).toHaveLength(1);
    expect((await page(w, "")).body.transactions).toHaveLength(5);
    expect((await page(w, "?limit=2000")).status).toBe(200);
    expect((await page(w, "?limit=2001")).status).toBe(400);
    expect((await page(w, "?limit=0")).status).toBe(400);
  });

  it("needs start_date and end_date together", async () => {
    const w = await newWorld("txdates");
    expect((await page(w, "?start_date=2025-01-01")).status).toBe(400);
    expect((await page(w, "?end_date=2025-01-01")).status).toBe(400);
  });
});

describe("GET /transactions filters before paginating", () => {
  it("by account (0 = none of that kind), category (0 = uncategorized, a group matches its categories), dates", async () => {
    const w = await newWorld("txfilter");
    await w.api("POST", "/transactions", {
      transactions: [
        item({ date: "2025-02-01", category_id: 11 }),
        item({ date: "2025-02-02", manual_account_id: 102 }),
        item({ date: "2025-02-03", manual_account_id: undefined, linked_account_id: 201, category_id: 20 }),
        item({ date: "2025-03-01", manual_account_id: undefined }),
      ],
    });
    const dates = async (q: string) => (await page(w, q)).body.transactions.map((t) => t.date).sort();
    expect(await dates("?manual_account_id=102")).toEqual(["2025-02-02"]);
    expect(await dates("?manual_account_ids=101,102")).toEqual(["2025-02-01", "2025-02-02"]);
    expect(await dates("?manual_account_id=0&linked_account_id=0")).toEqual(["2025-03-01"]);
    expect(await dates("?category_id=0")).toEqual(["2025-02-02", "2025-03-01"]);
    expect(await dates("?category_id=10")).toEqual(["2025-02-01"]);
    expect(await dates("?start_date=2025-02-02&end_date=2025-02-28")).toEqual(["2025-02-02", "2025-02-03"]);
    expect(await dates(`?created_since=${new Date(Date.now() + 60_000).toISOString()}`)).toEqual([]);
    expect(await dates("?updated_since=2000-01-01")).toHaveLength(4);
  });
});

describe("GET, PUT and DELETE /transactions/{id}", () => {
  it("reads with metadata, updates (200) with auto-review, deletes (204), then 404", async () => {
    const w = await newWorld("txone");
    await w.api("PUT", "/me/user/account/settings", { auto_review_transaction_on_creation: false });
    const created = (await (await w.api("POST", "/transactions", { transactions: [item({ external_id: "one" })] })).json()) as {
      transactions: { id: number; status: string }[];
    };
    const id = created.transactions[0]!.id;
    expect(created.transactions[0]!.status).toBe("unreviewed");
    const got = (await (await w.api("GET", `/transactions/${id}`)).json()) as Record<string, unknown>;
    expect(got).toMatchObject({ id, custom_metadata: null, linked_metadata: null, files: [] });
    const put = await w.api("PUT", `/transactions/${id}`, { ...got, status: undefined, payee: "Renamed", notes: "checked" });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ payee: "Renamed", notes: "checked", status: "reviewed" });
    expect((await w.api("PUT", `/transactions/${id}`, { category_id: 10 })).status).toBe(400);
    expect((await w.api("PUT", `/transactions/${id}`, { bogus: 1 })).status).toBe(400);
    expect((await w.api("DELETE", `/transactions/${id}`)).status).toBe(204);
    expect((await w.api("GET", `/transactions/${id}`)).status).toBe(404);
  });
});

describe("to_base is the amount in the primary currency, at the sandbox's fixed rates", () => {
  it("converts on insert, keeps the base currency 1:1, and converts again when a PUT changes amount or currency", async () => {
    const w = await newWorld("txbase");
    const insert = async (fields: Record<string, unknown>) =>
      ((await (await w.api("POST", "/transactions", { transactions: [item(fields)] })).json()) as InsertResponse).transactions[0]!;
    expect(await insert({ amount: "23.50", currency: "eur", external_id: "eur" })).toMatchObject({ currency: "eur", to_base: 25.38 });
    expect(await insert({ amount: "-10", currency: "gbp", external_id: "gbp" })).toMatchObject({ to_base: -12.7 });
    expect(await insert({ amount: "12.34", external_id: "usd" })).toMatchObject({ currency: "usd", to_base: 12.34 });
    const yen = await insert({ amount: "1500", currency: "jpy", external_id: "jpy" });
    expect(yen.to_base).toBe(10.05);
    const put = async (fields: Record<string, unknown>) =>
      (await (await w.api("PUT", `/transactions/${yen.id}`, fields)).json()) as { to_base: number };
    expect((await put({ amount: "3000" })).to_base).toBe(20.1);
    expect((await put({ currency: "cad" })).to_base).toBe(2190);
    expect((await put({ payee: "Renamed", to_base: 1 })).to_base).toBe(2190);
  });

  it("converts into a primary currency other than usd", async () => {
    const w = await newWorld("txbaseeur");
    await w.api("PUT", "/me/account/settings", { primary_currency: "eur" });
    const body = (await (
      await w.api("POST", "/transactions", {
        transactions: [
          item({ amount: "27.00", currency: "usd", external_id: "a" }),
          item({ amount: "8", currency: "eur", external_id: "b" }),
        ],
      })
    ).json()) as InsertResponse;
    expect(body.transactions.map((t) => t.to_base)).toEqual([25, 8]);
  });
});

describe("state persists across requests and worlds stay apart", () => {
  it("keeps one world's inserts out of another", async () => {
    const a = await newWorld("persista");
    const b = await newWorld("persistb");
    await a.api("POST", "/transactions", { transactions: items(3) });
    expect((await page(a, "")).body.transactions).toHaveLength(3);
    expect((await page(b, "")).body.transactions).toHaveLength(0);
  });

  it("wipes a world on reset", async () => {
    const w = await newWorld("persistreset");
    await w.api("POST", "/transactions", { transactions: items(2) });
    await w.adminCall("POST", "/reset", {});
    expect((await w.adminCall<{ transactions: unknown[] }>("GET", "/transactions")).transactions).toHaveLength(0);
  });

  it("reset with seed:false leaves no accounts; POST /seed adds records", async () => {
    const w = await newWorld("persistseed", { seed: false });
    expect((await (await w.api("GET", "/manual_accounts")).json()) as unknown).toEqual({ manual_accounts: [] });
    const seeded = await w.adminCall<{ manual_accounts: { id: number }[]; linked_accounts: { id: number }[] }>("POST", "/seed", {
      manual_accounts: [{ name: "Wallet", type: "cash" }],
      linked_accounts: [{ name: "Broker", allow_transaction_modifications: false }],
    });
    expect(seeded.manual_accounts).toHaveLength(1);
    expect(seeded.linked_accounts[0]).toMatchObject({ name: "Broker", allow_transaction_modifications: false });
  });
});
