// Settings, manual and linked accounts, categories, tags, balance history, crypto: the reference's rules.
import { budgetIdOf } from "../../sandbox/src/admin";
import { describe, expect, it } from "vitest";
import { type ErrorBody, item, newWorld } from "./world";

const json = async <T = Record<string, unknown>>(res: Response | Promise<Response>) => (await (await res).json()) as T;

describe("GET /me returns the seeded user", () => {
  it("has every user field", async () => {
    const w = await newWorld("me");
    expect(await json(w.api("GET", "/me"))).toEqual({
      name: "Sandbox User",
      email: "sandbox@example.invalid",
      id: 1001,
      // Every world is a budget of its own (the seed's 2001 is the world `default`'s).
      account_id: budgetIdOf(w.name),
      budget_name: "Sandbox Budget",
      primary_currency: "usd",
      api_key_label: "sandbox",
    });
  });
});

describe("settings PUTs need at least one property and validate it", () => {
  it.each(["/me/account/settings", "/me/user/settings", "/me/user/account/settings"])(
    "%s rejects {} and unknown properties",
    async (path) => {
      const w = await newWorld("settings");
      expect((await w.api("PUT", path, {})).status).toBe(400);
      expect((await w.api("PUT", path, { nope: 1 })).status).toBe(400);
      expect((await w.api("GET", path)).status).toBe(200);
    },
  );

  it("updates and persists each settings object", async () => {
    const w = await newWorld("settings2");
    expect(await json(w.api("PUT", "/me/user/settings", { week_starts_on: "monday", month_day_format: "DD.MM" }))).toMatchObject({
      week_starts_on: "monday",
      month_day_format: "DD.MM",
      show_am_pm: true,
    });
    expect((await w.api("PUT", "/me/user/settings", { week_starts_on: "friday" })).status).toBe(400);
    expect(await json(w.api("PUT", "/me/account/settings", { locale: "en-GB" }))).toMatchObject({
      locale: "en-GB",
      primary_currency: "usd",
    });
    expect(await json(w.api("GET", "/me/account/settings"))).toMatchObject({ locale: "en-GB" });
  });

  it("default_manual_account_id must be an existing manual account or null", async () => {
    const w = await newWorld("settings3");
    expect(await json(w.api("GET", "/me/user/account/settings"))).toMatchObject({ default_manual_account_id: 101 });
    expect((await w.api("PUT", "/me/user/account/settings", { default_manual_account_id: 999 })).status).toBe(400);
    expect(await json(w.api("PUT", "/me/user/account/settings", { default_manual_account_id: 102 }))).toMatchObject({
      default_manual_account_id: 102,
    });
    expect(await json(w.api("PUT", "/me/user/account/settings", { default_manual_account_id: null }))).toMatchObject({
      default_manual_account_id: null,
    });
  });
});

describe("manual accounts", () => {
  it("lists the seeded accounts under manual_accounts", async () => {
    const w = await newWorld("ma");
    const { manual_accounts } = await json<{ manual_accounts: { id: number; type: string; subtype: string }[] }>(
      w.api("GET", "/manual_accounts"),
    );
    expect(manual_accounts.map((a) => [a.id, a.type, a.subtype])).toEqual([
      [101, "cash", "checking"],
      [102, "credit", "credit card"],
    ]);
  });

  it("creates with 201, rejects unknown properties and over-long names", async () => {
    const w = await newWorld("ma2");
    const res = await w.api("POST", "/manual_accounts", { name: "Savings", type: "cash", subtype: "savings", balance: 100 });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ name: "Savings", balance: "100.0000", status: "active", closed_on: null, currency: "usd" });
    expect((await w.api("POST", "/manual_accounts", { name: "x", colour: "red" })).status).toBe(400);
    expect((await w.api("POST", "/manual_accounts", { name: "x".repeat(46) })).status).toBe(400);
  });

  it("updates the balance with balance_as_of, and ignores balance_as_of without balance", async () => {
    const w = await newWorld("ma3");
    const updated = await json(w.api("PUT", "/manual_accounts/101", { balance: "123.45", balance_as_of: "2025-05-01" }));
    expect(updated).toMatchObject({ balance: "123.4500", to_base: 123.45, balance_as_of: "2025-05-01T00:00:00.000Z" });
    const ignored = await json(w.api("PUT", "/manual_accounts/101", { balance_as_of: "2020-01-01" }));
    expect(ignored).toMatchObject({ balance_as_of: "2025-05-01T00:00:00.000Z" });
  });

  it("tolerates the system fields of a GET echoed back in a PUT", async () => {
    const w = await newWorld("ma4");
    const account = await json(w.api("GET", "/manual_accounts/102"));
    expect((await w.api("PUT", "/manual_accounts/102", { ...account, name: "Visa" })).status).toBe(200);
  });

  it("closed_on requires status closed", async () => {
    const w = await newWorld("ma5");
    const res = await w.api("PUT", "/manual_accounts/102", { closed_on: "2025-06-30" });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).errors[0]?.errMsg).toMatch(/status/);
    expect(await json(w.api("PUT", "/manual_accounts/102", { status: "closed", closed_on: "2025-06-30" }))).toMatchObject({
      status: "closed",
      closed_on: "2025-06-30",
    });
  });

  it("deletes with delete_items (and its transactions go), 404 afterwards", async () => {
    const w = await newWorld("ma6");
    await w.api("POST", "/transactions", { transactions: [item({ manual_account_id: 102 })] });
    expect((await w.api("DELETE", "/manual_accounts/102?delete_items=true&delete_balance_history=true")).status).toBe(204);
    expect((await w.api("GET", "/manual_accounts/102")).status).toBe(404);
    expect((await w.adminCall<{ transactions: unknown[] }>("GET", "/transactions")).transactions).toHaveLength(0);
  });

  it("keeps balance history as a deleted source without delete_balance_history", async () => {
    const w = await newWorld("ma7");
    expect((await w.api("DELETE", "/manual_accounts/101")).status).toBe(204);
    const res = await json<{ balance_history: { source: { type: string; deleted_account_id?: number } }[] }>(
      w.api("GET", "/balance_history"),
    );
    expect(res.balance_history.some((h) => h.source.type === "deleted" && h.source.deleted_account_id === 101)).toBe(true);
  });
});

describe("linked accounts are read-only and seeded", () => {
  it("lists and reads them; 404 for an unknown one", async () => {
    const w = await newWorld("la");
    const { linked_accounts } = await json<{ linked_accounts: { id: number; allow_transaction_modifications: boolean }[] }>(
      w.api("GET", "/linked_accounts"),
    );
    expect(linked_accounts.map((a) => [a.id, a.allow_transaction_modifications])).toEqual([
      [201, true],
      [202, false],
    ]);
    expect(await json(w.api("GET", "/linked_accounts/202"))).toMatchObject({ id: 202, mask: "987" });
    expect((await w.api("GET", "/linked_accounts/9")).status).toBe(404);
  });
});

describe("categories", () => {
  it("lists nested (groups carry children), flattened, and by is_group", async () => {
    const w = await newWorld("cat");
    type List = { categories: { id: number; children?: { id: number }[] }[] };
    const nested = await json<List>(w.api("GET", "/categories"));
    expect(nested.categories.map((c) => c.id).sort()).toEqual([10, 20, 21, 22]);
    expect(nested.categories.find((c) => c.id === 10)?.children?.map((c) => c.id)).toEqual([12, 11, 13]);
    expect((await json<List>(w.api("GET", "/categories?format=flattened"))).categories).toHaveLength(7);
    expect((await json<List>(w.api("GET", "/categories?is_group=true"))).categories.map((c) => c.id)).toEqual([10]);
    expect((await json<List>(w.api("GET", "/categories?is_group=false"))).categories).toHaveLength(6);
  });

  it("creates (201) with children by id and by name; rejects order, duplicate names and long names", async () => {
    const w = await newWorld("cat2");
    const res = await w.api("POST", "/categories", { name: "Travel", is_group: true, children: [22, "Flights"] });
    expect(res.status).toBe(201);
    const group = await json<{ id: number; children: { name: string; group_id: number }[] }>(res);
    expect(group.children.map((c) => c.name)).toEqual(["Flights", "Transport"]);
    expect((await w.api("POST", "/categories", { name: "Misc", order: 1 })).status).toBe(400);
    expect((await w.api("POST", "/categories", { name: "rent" })).status).toBe(400);
    expect((await w.api("POST", "/categories", { name: "x".repeat(101) })).status).toBe(400);
    expect((await w.api("POST", "/categories", { name: "Misc", extra: 1 })).status).toBe(400);
  });

  it("updates (200), cannot turn a category into a group, archives with archived_at", async () => {
    const w = await newWorld("cat3");
    expect((await w.api("PUT", "/categories/20", { is_group: true })).status).toBe(400);
    const updated = await json(w.api("PUT", "/categories/20", { name: "Housing", archived: true, id: 20, created_at: "x" }));
    expect(updated).toMatchObject({ name: "Housing", archived: true, archived_at: expect.any(String) });
  });

  it("delete with dependents answers 422 with counts, and deletes with force", async () => {
    const w = await newWorld("cat4");
    await w.api("POST", "/transactions", { transactions: [item({ category_id: 12 })] });
    const res = await w.api("DELETE", "/categories/12");
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      category_name: "Coffee",
      dependents: { budget: 0, category_rules: 1, transactions: 1, children: 0, recurring: 0, plaid_cats: 0 },
    });
    expect((await w.api("DELETE", "/categories/12?force=true")).status).toBe(204);
    expect((await w.api("GET", "/categories/12")).status).toBe(404);
    expect((await w.api("DELETE", "/categories/21")).status).toBe(204);
  });
});

describe("tags", () => {
  it("creates, reads, updates, and deletes with dependents (422) or force (204)", async () => {
    const w = await newWorld("tags");
    const created = await w.api("POST", "/tags", { name: "Work", background_color: "#000" });
    expect(created.status).toBe(201);
    const tag = await json<{ id: number }>(created);
    expect((await w.api("POST", "/tags", { name: "work" })).status).toBe(400);
    expect(await json(w.api("PUT", `/tags/${tag.id}`, { description: "Paid by the office" }))).toMatchObject({
      description: "Paid by the office",
    });
    expect(await json(w.api("GET", `/tags/${tag.id}`))).toMatchObject({ name: "Work" });
    await w.api("POST", "/transactions", { transactions: [item({ tag_ids: [tag.id] })] });
    const blocked = await w.api("DELETE", `/tags/${tag.id}`);
    expect(blocked.status).toBe(422);
    expect(await blocked.json()).toEqual({ tag_name: "Work", dependents: { rules: 0, transactions: 1 } });
    expect((await w.api("DELETE", `/tags/${tag.id}?force=true`)).status).toBe(204);
    const all = await w.adminCall<{ transactions: { tag_ids: number[] }[] }>("GET", "/transactions");
    expect(all.transactions[0]?.tag_ids).toEqual([]);
    const list = await json<{ tags: { id: number }[] }>(w.api("GET", "/tags"));
    expect(list.tags.map((t) => t.id)).toEqual([31, 32]);
  });
});

describe("balance history: months YYYY-MM, past months only", () => {
  it("lists the seeded history with a current entry", async () => {
    const w = await newWorld("bh");
    const res = await json<{ balance_history: { source: { type: string }; balances: { type: string; month: string }[] }[] }>(
      w.api("GET", "/balance_history/manual/101"),
    );
    const balances = res.balance_history[0]!.balances;
    expect(balances.slice(0, 3).map((b) => b.month)).toEqual(["2025-10", "2025-11", "2025-12"]);
    expect(balances.at(-1)).toMatchObject({ type: "current", month: new Date().toISOString().slice(0, 7) });
  });

  it("upserts a past month, rejects the current month", async () => {
    const w = await newWorld("bh2");
    const current = new Date().toISOString().slice(0, 7);
    const rejected = await w.api("PUT", "/balance_history/manual/101", { balances: [{ month: current, balance: 1 }] });
    expect(rejected.status).toBe(400);
    expect((await w.api("PUT", "/balance_history/manual/101", { balances: [{ date: "2025-01-01", balance: 1 }] })).status).toBe(400);
    const ok = await json<{ balance_history: { balances: { type: string; month: string; balance: string; id: number }[] }[] }>(
      w.api("PUT", "/balance_history/manual/101", {
        balances: [
          { month: "2025-11", balance: "99.5" },
          { month: "2024-01", balance: 5 },
        ],
      }),
    );
    expect(ok.balance_history[0]!.balances.map((b) => [b.type, b.month, b.balance])).toEqual([
      ["historical", "2025-11", "99.5"],
      ["historical", "2024-01", "5"],
    ]);
    const entry = ok.balance_history[0]!.balances[1]!.id;
    expect((await w.api("DELETE", `/balance_history/entries/${entry}`)).status).toBe(204);
    expect((await w.api("DELETE", `/balance_history/entries/${entry}`)).status).toBe(404);
    expect((await w.api("DELETE", "/balance_history/manual/101")).status).toBe(204);
    expect((await w.api("GET", "/balance_history/manual/999")).status).toBe(404);
    expect((await w.api("GET", "/balance_history/bogus/1")).status).toBe(400);
  });
});

describe("synced crypto", () => {
  it("lists, reads and refreshes the seeded account", async () => {
    const w = await newWorld("crypto");
    const { crypto_synced } = await json<{ crypto_synced: { id: number }[] }>(w.api("GET", "/crypto/synced"));
    expect(crypto_synced.map((a) => a.id)).toEqual([301]);
    const refreshed = await w.api("POST", "/crypto/synced/301/refresh");
    expect(refreshed.status).toBe(200);
    expect((await w.api("POST", "/crypto/synced/9/refresh")).status).toBe(404);
  });
});

describe("unknown paths and missing records answer 404 with the error object", () => {
  it.each(["/nope", "/transactions/999999", "/categories/999", "/tags/999", "/manual_accounts/999"])("GET %s", async (path) => {
    const w = await newWorld("notfound");
    const res = await w.api("GET", path);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: "Not Found", errors: [{ errMsg: expect.any(String) }] });
  });
});
