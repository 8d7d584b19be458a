// The typed client against the sandbox over real HTTP: every method of BudgetApi and of the rest of the API
// (test/support/full-budget-api.ts), then the error type.
// Each test gets a fresh world (seeded with the ids of sandbox/README.md, "Default seed").
import { budgetIdOf } from "../../sandbox/src/admin";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type BudgetApiOptions, BudgetApiError, type RateLimitState } from "../../src/budget-api";
import type { InsertTransaction } from "../../src/budget-api/requests";
import { FullBudgetApi } from "../support/full-budget-api";
import { type World, newWorld } from "../support/world";

const SEED = {
  user: 1001,
  account: 2001,
  checking: 101,
  creditCard: 102,
  linkedOpen: 201,
  linkedReadOnly: 202,
  food: 10,
  groceries: 11,
  coffee: 12,
  restaurants: 13,
  rent: 20,
  salary: 21,
  transport: 22,
  reimbursable: 31,
  vacation: 32,
  cryptoSynced: 301,
} as const;

async function setup(options: Record<string, unknown> = {}, client: Partial<BudgetApiOptions> = {}) {
  const world = await newWorld(options);
  const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token, ...client });
  return { world, api };
}

/** The BudgetApiError a call rejects with (fails the test when it resolves or throws something else). */
async function failure(promise: Promise<unknown>): Promise<BudgetApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(BudgetApiError);
    return error as BudgetApiError;
  }
  throw new Error("expected the call to fail with a BudgetApiError");
}

const requests = async (world: World) => (await world.counters()).requests;

const tx = (overrides: Partial<InsertTransaction> = {}): InsertTransaction => ({
  date: "2025-01-15",
  amount: "12.3400",
  payee: "Corner Shop",
  external_id: `ext-${crypto.randomUUID()}`,
  manual_account_id: SEED.checking,
  ...overrides,
});

describe("GET /me answers the user of the credential", () => {
  it("returns every field of the user object", async () => {
    const { api, world } = await setup();
    expect(await api.me()).toEqual({
      name: "Sandbox User",
      email: expect.any(String),
      id: SEED.user,
      // A fresh world is a budget of its own; the seed's account id is the world `default`'s.
      account_id: budgetIdOf(world.name),
      budget_name: "Sandbox Budget",
      primary_currency: "usd",
      api_key_label: "sandbox",
    });
  });
});

describe("settings: GET answers the object, PUT updates the given properties (at least one)", () => {
  it("account settings: defaults, then an update of locale and include_pending_in_totals", async () => {
    const { api } = await setup();
    const before = await api.accountSettings();
    expect(before).toMatchObject({ primary_currency: "usd", auto_create_category_rules: true, include_pending_in_totals: true });
    const after = await api.updateAccountSettings({ locale: "en-GB", include_pending_in_totals: false });
    expect(after).toEqual({ ...before, locale: "en-GB", include_pending_in_totals: false });
    expect(await api.accountSettings()).toEqual(after);
  });

  it("user settings: the spec's defaults, then an update of the week start and a date format", async () => {
    const { api } = await setup();
    const before = await api.userSettings();
    expect(before).toEqual({
      show_debits_as_negative: true,
      auto_suggest_payee: true,
      month_year_format: "MMM YYYY",
      month_day_year_format: "MMM D, YYYY",
      month_day_format: "MMM D",
      show_am_pm: true,
      week_starts_on: "sunday",
      always_display_year: false,
      always_display_weekday: true,
    });
    const after = await api.updateUserSettings({ week_starts_on: "monday", month_day_format: "DD.MM" });
    expect(after).toEqual({ ...before, week_starts_on: "monday", month_day_format: "DD.MM" });
    expect(await api.userSettings()).toEqual(after);
  });

  it("user account settings: default_manual_account_id takes a manual account or null", async () => {
    const { api } = await setup();
    expect(await api.userAccountSettings()).toEqual({
      auto_review_transaction_on_update: true,
      auto_review_transaction_on_creation: true,
      default_manual_account_id: SEED.checking,
    });
    expect(await api.updateUserAccountSettings({ default_manual_account_id: SEED.creditCard })).toMatchObject({
      default_manual_account_id: SEED.creditCard,
    });
    expect((await api.userAccountSettings()).default_manual_account_id).toBe(SEED.creditCard);
    expect(await api.updateUserAccountSettings({ default_manual_account_id: null })).toMatchObject({ default_manual_account_id: null });

    const notManual = await failure(api.updateUserAccountSettings({ default_manual_account_id: SEED.linkedOpen }));
    expect(notManual).toMatchObject({ kind: "invalid", status: 400 });
    expect(notManual.errors[0]).toMatchObject({ errMsg: expect.any(String), path: "default_manual_account_id" });
  });

  it("an update with no property is invalid", async () => {
    const { api } = await setup();
    expect(await failure(api.updateUserSettings({}))).toMatchObject({ kind: "invalid", status: 400 });
  });
});

describe("categories: nested or flattened list, get, create, update, delete with its dependents", () => {
  it("nested lists top-level categories and groups with their children; flattened lists every one", async () => {
    const { api } = await setup();
    const nested = await api.categories();
    expect(nested.map((c) => c.id).sort()).toEqual([SEED.food, SEED.rent, SEED.salary, SEED.transport]);
    const food = nested.find((c) => c.id === SEED.food);
    expect(food).toMatchObject({ is_group: true, group_id: null });
    expect(food?.children?.map((c) => c.id).sort()).toEqual([SEED.groceries, SEED.coffee, SEED.restaurants]);

    const flattened = await api.categories({ format: "flattened" });
    expect(flattened.map((c) => c.id).sort()).toEqual(
      [SEED.food, SEED.groceries, SEED.coffee, SEED.restaurants, SEED.rent, SEED.salary, SEED.transport].sort(),
    );
    expect(flattened.find((c) => c.id === SEED.food)?.children).toHaveLength(3);

    expect((await api.categories({ is_group: true })).map((c) => c.id)).toEqual([SEED.food]);
    expect((await api.categories({ is_group: false })).every((c) => !c.is_group)).toBe(true);
  });

  it("gets one category: a grouped child names its group and is never collapsed", async () => {
    const { api } = await setup();
    expect(await api.category(SEED.groceries)).toMatchObject({
      id: SEED.groceries,
      name: "Groceries",
      group_id: SEED.food,
      is_group: false,
      collapsed: false,
      archived: false,
      archived_at: null,
    });
    expect((await api.category(SEED.transport)).description).toBe("Bus, train, fuel");
  });

  it("creates (defaults applied, name unique) and updates", async () => {
    const { api } = await setup();
    const books = await api.createCategory({ name: "Books", description: "Paper and ebooks", group_id: SEED.food });
    expect(books).toMatchObject({
      name: "Books",
      description: "Paper and ebooks",
      is_income: false,
      exclude_from_budget: false,
      exclude_from_totals: false,
      is_group: false,
      group_id: SEED.food,
      archived: false,
      order: null,
    });
    const duplicate = await failure(api.createCategory({ name: "Books" }));
    expect(duplicate).toMatchObject({ kind: "invalid", status: 400 });

    const renamed = await api.updateCategory(books.id, { name: "Reading", archived: true });
    expect(renamed).toMatchObject({ id: books.id, name: "Reading", archived: true, archived_at: expect.any(String) });
    expect((await api.category(books.id)).name).toBe("Reading");
  });

  it("deletes a category without dependents", async () => {
    const { api } = await setup();
    const spare = await api.createCategory({ name: "Spare" });
    expect(await api.deleteCategory(spare.id)).toBeUndefined();
    expect(await failure(api.category(spare.id))).toMatchObject({ kind: "not_found", status: 404 });
  });

  it("answers the dependents when not forced (and keeps the category); force deletes it", async () => {
    const { api } = await setup();
    await api.insertTransactions({ transactions: [tx({ category_id: SEED.coffee })] });
    // Coffee is the target of the seeded rule 401 and now of one transaction.
    expect(await api.deleteCategory(SEED.coffee)).toEqual({
      category_name: "Coffee",
      dependents: { budget: 0, category_rules: 1, transactions: 1, children: 0, recurring: 0, plaid_cats: 0 },
    });
    expect((await api.category(SEED.coffee)).name).toBe("Coffee");
    expect((await api.deleteCategory(SEED.food))?.dependents.children).toBe(3);

    expect(await api.deleteCategory(SEED.coffee, true)).toBeUndefined();
    expect(await failure(api.category(SEED.coffee))).toMatchObject({ kind: "not_found" });
  });
});

describe("tags: list, get, create, update, delete with its dependents", () => {
  it("lists and gets the seeded tags", async () => {
    const { api } = await setup();
    expect((await api.tags()).map((t) => t.name)).toEqual(["Reimbursable", "Vacation"]);
    expect(await api.tag(SEED.reimbursable)).toMatchObject({
      id: SEED.reimbursable,
      name: "Reimbursable",
      text_color: "#ffffff",
      background_color: "#2f855a",
      archived: false,
      archived_at: null,
    });
    expect(await failure(api.tag(999_999))).toMatchObject({ kind: "not_found", status: 404 });
  });

  it("creates (name unique), updates and deletes a tag without dependents", async () => {
    const { api } = await setup();
    const tag = await api.createTag({ name: "Gift", description: "Presents", text_color: "#000000" });
    expect(tag).toMatchObject({ name: "Gift", description: "Presents", text_color: "#000000", background_color: null, archived: false });
    expect(await failure(api.createTag({ name: "Gift" }))).toMatchObject({ kind: "invalid", status: 400 });
    expect(await api.updateTag(tag.id, { name: "Gifts", background_color: "#ff0000" })).toMatchObject({
      id: tag.id,
      name: "Gifts",
      background_color: "#ff0000",
    });
    expect(await api.deleteTag(tag.id)).toBeUndefined();
    expect((await api.tags()).map((t) => t.id)).not.toContain(tag.id);
  });

  it("answers the dependents when not forced (and keeps the tag); force deletes it", async () => {
    const { api } = await setup();
    await api.insertTransactions({ transactions: [tx({ tag_ids: [SEED.vacation] }), tx({ tag_ids: [SEED.vacation] })] });
    expect(await api.deleteTag(SEED.vacation)).toEqual({ tag_name: "Vacation", dependents: { rules: 0, transactions: 2 } });
    expect((await api.tag(SEED.vacation)).name).toBe("Vacation");
    expect(await api.deleteTag(SEED.vacation, true)).toBeUndefined();
    expect(await failure(api.tag(SEED.vacation))).toMatchObject({ kind: "not_found" });
  });
});

describe("manual accounts: list, get, create, update (balance and balance_as_of), delete", () => {
  it("lists and gets the seeded accounts", async () => {
    const { api } = await setup();
    expect((await api.manualAccounts()).map((a) => a.id)).toEqual([SEED.checking, SEED.creditCard]);
    const checking = await api.manualAccount(SEED.checking);
    expect(checking).toMatchObject({
      name: "Checking",
      type: "cash",
      subtype: "checking",
      currency: "usd",
      status: "active",
      closed_on: null,
    });
    expect(Number(checking.balance)).toBe(2500);
    expect(checking.to_base).toBe(2500);
  });

  it("creates an account with a balance", async () => {
    const { api } = await setup();
    const savings = await api.createManualAccount({
      name: "Savings",
      institution_name: "Sandbox Bank",
      type: "cash",
      subtype: "savings",
      balance: 100.5,
      balance_as_of: "2025-05-31",
      currency: "usd",
    });
    expect(savings).toMatchObject({
      name: "Savings",
      type: "cash",
      subtype: "savings",
      balance: "100.5000",
      to_base: 100.5,
      status: "active",
    });
    expect(savings.balance_as_of.startsWith("2025-05-31")).toBe(true);
    expect(await failure(api.createManualAccount({ name: "x".repeat(46) }))).toMatchObject({ kind: "invalid", status: 400 });
  });

  it("updates the balance with its balance_as_of, and closes with closed_on only together with status closed", async () => {
    const { api } = await setup();
    const updated = await api.updateManualAccount(SEED.checking, { balance: "321.1234", balance_as_of: "2025-06-30T12:00:00Z" });
    expect(updated).toMatchObject({ balance: "321.1234", to_base: 321.1234, balance_as_of: "2025-06-30T12:00:00.000Z" });
    expect((await api.manualAccount(SEED.checking)).balance).toBe("321.1234");

    const notClosed = await failure(api.updateManualAccount(SEED.creditCard, { closed_on: "2025-07-01" }));
    expect(notClosed).toMatchObject({ kind: "invalid", status: 400 });
    expect(notClosed.errors[0]?.path).toBe("closed_on");
    expect(await api.updateManualAccount(SEED.creditCard, { status: "closed", closed_on: "2025-07-01" })).toMatchObject({
      status: "closed",
      closed_on: "2025-07-01",
    });
  });

  it("deletes an account", async () => {
    const { api } = await setup();
    const spare = await api.createManualAccount({ name: "Spare" });
    expect(await api.deleteManualAccount(spare.id, { delete_items: true, delete_balance_history: true })).toBeUndefined();
    expect(await failure(api.manualAccount(spare.id))).toMatchObject({ kind: "not_found", status: 404 });
  });
});

describe("linked accounts: list and get, with allow_transaction_modifications", () => {
  it("lists both seeded accounts and gets one", async () => {
    const { api } = await setup();
    const accounts = await api.linkedAccounts();
    expect(accounts.map((a) => [a.id, a.allow_transaction_modifications])).toEqual([
      [SEED.linkedOpen, true],
      [SEED.linkedReadOnly, false],
    ]);
    expect(await api.linkedAccount(SEED.linkedReadOnly)).toMatchObject({
      id: SEED.linkedReadOnly,
      name: "Rewards Card",
      allow_transaction_modifications: false,
      limit: 5000,
    });
    expect(await failure(api.linkedAccount(999_999))).toMatchObject({ kind: "not_found" });
  });

  it("adding a transaction to a linked account that disallows modifications fails", async () => {
    const { api } = await setup();
    const refused = await failure(
      api.insertTransactions({ transactions: [tx({ manual_account_id: undefined, linked_account_id: SEED.linkedReadOnly })] }),
    );
    expect(refused).toMatchObject({ kind: "invalid", status: 400 });
    const inserted = await api.insertTransactions({
      transactions: [tx({ manual_account_id: undefined, linked_account_id: SEED.linkedOpen })],
    });
    expect(inserted.transactions[0]).toMatchObject({ linked_account_id: SEED.linkedOpen, manual_account_id: null });
  });
});

describe("POST /transactions: inserted transactions and skipped duplicates", () => {
  it("inserts and answers the transaction objects", async () => {
    const { api } = await setup();
    const result = await api.insertTransactions({
      transactions: [tx({ external_id: "a-1", notes: "first", tag_ids: [SEED.reimbursable], custom_metadata: { row: 1 } })],
    });
    expect(result.skipped_duplicates).toEqual([]);
    expect(result.transactions).toHaveLength(1);
    expect(result.transactions[0]).toMatchObject({
      date: "2025-01-15",
      amount: "12.3400",
      currency: "usd",
      to_base: 12.34,
      payee: "Corner Shop",
      manual_account_id: SEED.checking,
      linked_account_id: null,
      external_id: "a-1",
      notes: "first",
      tag_ids: [SEED.reimbursable],
      is_pending: false,
      source: "api",
    });
  });

  it("skips an existing manual_account_id + external_id with duplicate_external_id and inserts the rest", async () => {
    const { api, world } = await setup();
    const first = await api.insertTransactions({ transactions: [tx({ external_id: "dup-1" })] });
    const existing = first.transactions[0]!.id;
    const second = await api.insertTransactions({
      transactions: [tx({ external_id: "new-1" }), tx({ external_id: "dup-1", amount: "99.0000" })],
    });
    expect(second.transactions.map((t) => t.external_id)).toEqual(["new-1"]);
    expect(second.skipped_duplicates).toEqual([
      {
        reason: "duplicate_external_id",
        request_transactions_index: 1,
        existing_transaction_id: existing,
        request_transaction: expect.objectContaining({ external_id: "dup-1", amount: "99.0000" }),
      },
    ]);
    expect(await world.transactions()).toHaveLength(2);
  });

  it("with skip_duplicates, skips the same account, payee, date and amount with duplicate_payee_amount_date", async () => {
    const { api } = await setup();
    const first = await api.insertTransactions({ transactions: [tx({ payee: "Bakery", amount: "4.5000" })] });
    const same = tx({ payee: "Bakery", amount: "4.5000" });
    const skipped = await api.insertTransactions({ transactions: [tx({ payee: "Other" }), same], skip_duplicates: true });
    expect(skipped.transactions.map((t) => t.payee)).toEqual(["Other"]);
    expect(skipped.skipped_duplicates).toEqual([
      {
        reason: "duplicate_payee_amount_date",
        request_transactions_index: 1,
        existing_transaction_id: first.transactions[0]!.id,
        request_transaction: expect.objectContaining({ payee: "Bakery" }),
      },
    ]);
    // Without skip_duplicates the same item (with another external_id) is inserted.
    const again = await api.insertTransactions({ transactions: [tx({ payee: "Bakery", amount: "4.5000" })] });
    expect(again.transactions).toHaveLength(1);
    expect(again.skipped_duplicates).toEqual([]);
  });

  it("apply_rules applies the account's rules (seeded: STARBUCKS → Starbucks, Coffee); without it nothing changes", async () => {
    const { api } = await setup();
    const ruled = await api.insertTransactions({ transactions: [tx({ payee: "STARBUCKS #1234" })], apply_rules: true });
    expect(ruled.transactions[0]).toMatchObject({ payee: "Starbucks", original_name: "STARBUCKS #1234", category_id: SEED.coffee });
    const raw = await api.insertTransactions({ transactions: [tx({ payee: "STARBUCKS #1234" })] });
    expect(raw.transactions[0]).toMatchObject({ payee: "STARBUCKS #1234", category_id: null });
  });
});

describe("GET /transactions: filters, then offset pagination with has_more", () => {
  async function seeded() {
    const { api, world } = await setup();
    const dates = ["2025-01-01", "2025-01-02", "2025-01-03", "2025-01-04", "2025-01-05"];
    await api.insertTransactions({
      transactions: [
        ...dates.map((date) => tx({ date, category_id: SEED.rent })),
        tx({ date: "2025-02-10", manual_account_id: SEED.creditCard }),
        tx({ date: "2025-03-10", manual_account_id: SEED.creditCard, category_id: SEED.transport }),
      ],
    });
    return { api, world };
  }

  it("filters by date range, account and category", async () => {
    const { api } = await seeded();
    const january = await api.listTransactions({ start_date: "2025-01-01", end_date: "2025-01-31" });
    expect(january.transactions.map((t) => t.date)).toEqual(["2025-01-01", "2025-01-02", "2025-01-03", "2025-01-04", "2025-01-05"]);
    expect(january.has_more).toBe(false);
    const card = await api.listTransactions({ manual_account_id: SEED.creditCard });
    expect(card.transactions.map((t) => t.date)).toEqual(["2025-03-10", "2025-02-10"]);
    const transport = await api.listTransactions({ category_id: SEED.transport });
    expect(transport.transactions.map((t) => t.date)).toEqual(["2025-03-10"]);
    const all = await api.listTransactions();
    expect(all.transactions).toHaveLength(7);
  });

  it("pages with limit and offset; has_more is true while more match", async () => {
    const { api } = await seeded();
    const range = { start_date: "2025-01-01", end_date: "2025-12-31" };
    const seen: string[] = [];
    const pages: boolean[] = [];
    for (let offset = 0; ; offset += 3) {
      const page = await api.listTransactions({ ...range, limit: 3, offset });
      seen.push(...page.transactions.map((t) => t.date));
      pages.push(page.has_more);
      if (!page.has_more) break;
    }
    expect(pages).toEqual([true, true, false]);
    expect(seen).toEqual(["2025-01-01", "2025-01-02", "2025-01-03", "2025-01-04", "2025-01-05", "2025-02-10", "2025-03-10"]);
    expect(await failure(api.listTransactions({ limit: 2001 }))).toMatchObject({ kind: "invalid", status: 400 });
  });
});

describe("one transaction: get, update, delete", () => {
  it("gets, updates and deletes by id", async () => {
    const { api } = await setup();
    const [inserted] = (await api.insertTransactions({ transactions: [tx({ custom_metadata: { source: "test" } })] })).transactions;
    const id = inserted!.id;
    expect(await api.transaction(id)).toMatchObject({ id, payee: "Corner Shop", custom_metadata: { source: "test" } });

    const updated = await api.updateTransaction(id, {
      payee: "Corner Store",
      notes: "renamed",
      category_id: SEED.groceries,
      tag_ids: [SEED.vacation],
    });
    expect(updated).toMatchObject({ id, payee: "Corner Store", notes: "renamed", category_id: SEED.groceries, tag_ids: [SEED.vacation] });
    expect((await api.transaction(id)).payee).toBe("Corner Store");

    expect(await api.deleteTransaction(id)).toBeUndefined();
    expect(await failure(api.transaction(id))).toMatchObject({ kind: "not_found", status: 404 });
    expect(await failure(api.deleteTransaction(id))).toMatchObject({ kind: "not_found" });
  });
});

describe("balance history: list, per account, upsert of past months, delete of an entry", () => {
  it("lists every account's history, historical entries then the current month", async () => {
    const { api } = await setup();
    const { balance_history } = await api.balanceHistory();
    const checking = balance_history.find((h) => h.source.type === "manual" && h.source.manual_account_id === SEED.checking);
    expect(checking?.balances.filter((b) => b.type === "historical").map((b) => b.month)).toEqual(["2025-10", "2025-11", "2025-12"]);
    expect(checking?.balances.at(-1)?.type).toBe("current");
    const linked = await api.accountBalanceHistory("linked", SEED.linkedOpen);
    expect(linked.balance_history).toHaveLength(1);
    expect(linked.balance_history[0]?.source).toEqual({ type: "linked", linked_account_id: SEED.linkedOpen });
    expect(linked.balance_history[0]?.balances.find((b) => b.month === "2025-12")).toMatchObject({
      type: "historical",
      currency: "usd",
      to_base: 1750,
    });
  });

  it("upserts a past month (answer: only the modified entries), rejects the current month, deletes an entry", async () => {
    const { api } = await setup();
    const upserted = await api.upsertBalanceHistory("manual", SEED.checking, [{ month: "2025-06", balance: "2000.5" }]);
    expect(upserted.balance_history).toHaveLength(1);
    const [entry] = upserted.balance_history[0]!.balances;
    expect(entry).toMatchObject({ type: "historical", month: "2025-06", currency: "usd", to_base: 2000.5 });
    expect(Number(entry?.balance)).toBe(2000.5);
    const months = async () => (await api.accountBalanceHistory("manual", SEED.checking)).balance_history[0]!.balances.map((b) => b.month);
    expect(await months()).toContain("2025-06");

    const now = new Date();
    const current = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
    const refused = await failure(api.upsertBalanceHistory("manual", SEED.checking, [{ month: current, balance: 1 }]));
    expect(refused).toMatchObject({ kind: "invalid", status: 400 });

    expect(entry?.type).toBe("historical");
    if (entry?.type !== "historical") return;
    expect(await api.deleteBalanceHistoryEntry(entry.id)).toBeUndefined();
    expect(await months()).not.toContain("2025-06");
    expect(await failure(api.accountBalanceHistory("manual", 999_999))).toMatchObject({ kind: "not_found" });
  });
});

describe("synced crypto: list and refresh", () => {
  it("lists the seeded account and refreshes it", async () => {
    const { api } = await setup();
    const [account] = await api.syncedCrypto();
    expect(account).toMatchObject({ id: SEED.cryptoSynced, provider: "coinbase", status: "active" });
    expect(account?.balances.map((b) => b.symbol)).toEqual(["btc"]);
    const refreshed = await api.refreshSyncedCrypto(SEED.cryptoSynced);
    expect(refreshed).toMatchObject({ id: SEED.cryptoSynced, balances: [expect.objectContaining({ symbol: "btc" })] });
    expect(await failure(api.refreshSyncedCrypto(999_999))).toMatchObject({ kind: "not_found", status: 404 });
  });
});

// --- the error type ---

describe("a 400 is kind invalid, with the status and the service's errors[]", () => {
  it("carries errMsg and the index fields of the offending insert item", async () => {
    const { api, world } = await setup();
    const error = await failure(api.insertTransactions({ transactions: [tx(), tx({ amount: "1.23456" })] }));
    expect(error).toMatchObject({ kind: "invalid", status: 400, retryable: false, retryAfterMs: undefined });
    expect(error.errors).toEqual([
      expect.objectContaining({ errMsg: expect.any(String), request_transactions_index: 1, path: "transactions[1].amount" }),
    ]);
    expect(error.message).toContain("400");
    expect(error.message).toContain(error.errors[0]!.errMsg);
    expect(await world.transactions()).toEqual([]);
  });

  it("a repeated external_id in one body names both indexes", async () => {
    const { api, world } = await setup();
    const error = await failure(api.insertTransactions({ transactions: [tx({ external_id: "same" }), tx(), tx({ external_id: "same" })] }));
    expect(error).toMatchObject({ kind: "invalid", status: 400 });
    expect(error.errors).toEqual([
      expect.objectContaining({ errMsg: expect.stringContaining("same"), request_transactions_index: 2, duplicate_of_index: 0 }),
    ]);
    expect(await world.transactions()).toEqual([]);
  });
});

describe("a 404 is kind not_found", () => {
  it("for a missing record", async () => {
    const { api } = await setup();
    const error = await failure(api.manualAccount(999_999));
    expect(error).toMatchObject({ kind: "not_found", status: 404, retryable: false });
    expect(error.errors[0]?.errMsg).toEqual(expect.any(String));
  });
});

describe("a 401 is kind unauthorized: a bad token, an expired token", () => {
  it("a token the service never issued", async () => {
    const { world } = await setup();
    const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: `sbx.${world.name}.${"0".repeat(32)}` });
    const error = await failure(api.me());
    expect(error).toMatchObject({ kind: "unauthorized", status: 401, retryable: false });
    expect(error.errors[0]?.errMsg).toEqual(expect.any(String));
  });

  it("a token whose lifetime (1 s) has passed", async () => {
    const { world, api } = await setup({ tokenLifetimeSeconds: 1 });
    await scheduler.wait(1_500);
    const error = await failure(api.me());
    expect(error).toMatchObject({ kind: "unauthorized", status: 401 });
    expect(error.errors[0]?.errMsg).toMatch(/expired/i);
    // The world itself still answers a fresh token: the refusal was the expiry.
    const { token } = await world.admin<{ token: string }>("POST", "/tokens", { lifetimeSeconds: 60 });
    expect((await new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token }).me()).id).toBe(SEED.user);
  });
});

describe("a 429 is kind rate_limited, with retryAfterMs from Retry-After", () => {
  it("the 4th request of a window of 3 is refused, and is sent once", async () => {
    const { api, world } = await setup({ rateLimit: { limit: 3, windowMs: 60_000 } });
    for (let i = 0; i < 3; i++) await api.me();
    const error = await failure(api.me());
    expect(error).toMatchObject({ kind: "rate_limited", status: 429, retryable: true });
    expect(error.retryAfterMs).toBeGreaterThan(0);
    expect(error.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(error.errors).toEqual([{ errMsg: "Too many requests, please try again later." }]);
    expect(await world.counters()).toMatchObject({ requests: 4, rateLimited: 1 });
  });
});

describe("a 500 is kind server and retryable; the client does not retry it", () => {
  it("one call, one request", async () => {
    const { api, world } = await setup();
    await world.admin("PUT", "/faults", { p500: 1 });
    const before = await requests(world);
    const error = await failure(api.insertTransactions({ transactions: [tx()] }));
    expect(error).toMatchObject({ kind: "server", status: 500, retryable: true });
    expect(error.errors[0]?.errMsg).toMatch(/Injected fault/);
    expect(await requests(world)).toBe(before + 1);
  });

  it("an injected 429 too: one call, one request", async () => {
    const { api, world } = await setup();
    await world.admin("PUT", "/faults", { p429: 1, retryAfterSeconds: 7 });
    const error = await failure(api.me());
    expect(error).toMatchObject({ kind: "rate_limited", status: 429, retryAfterMs: 7_000 });
    expect(await requests(world)).toBe(1);
  });
});

describe("a dropped connection is kind network", () => {
  it("the response is cut off after the commit: no status, retryable, sent once", async () => {
    const { api, world } = await setup();
    await world.admin("PUT", "/faults", { pDrop: 1 });
    const error = await failure(api.insertTransactions({ transactions: [tx({ external_id: "dropped" })] }));
    expect(error).toMatchObject({ kind: "network", status: undefined, retryable: true });
    expect(await world.counters()).toMatchObject({ requests: 1, insertRequests: 1, itemsInserted: 1 });
  });
});

describe("onRateLimit receives limit, remaining and resetAt of every response, errors included", () => {
  it("reports 2xx, 404 and 429 alike", async () => {
    const states: RateLimitState[] = [];
    const started = Date.now();
    const { api } = await setup({ rateLimit: { limit: 3, windowMs: 60_000 } }, { onRateLimit: (s) => states.push(s) });
    await api.me();
    await failure(api.transaction(999_999));
    await api.tags();
    await failure(api.me());
    expect(states.map((s) => [s.limit, s.remaining])).toEqual([
      [3, 2],
      [3, 1],
      [3, 0],
      [3, 0],
    ]);
    for (const s of states) {
      expect(s.resetAt).toBeGreaterThan(started);
      expect(s.resetAt).toBeLessThanOrEqual(Date.now() + 61_000);
    }
  });
});

describe("a 2xx body that does not match the spec is kind unexpected_response", () => {
  it("names the mismatch and is not retryable", async () => {
    const crafted: typeof fetch = async () =>
      Response.json({ id: "1001", name: "Sandbox User" }, { status: 200, headers: { "RateLimit-Remaining": "5" } });
    const { api } = await setup({}, { fetch: crafted });
    const error = await failure(api.me());
    expect(error).toMatchObject({ kind: "unexpected_response", status: 200, retryable: false });
    expect(error.message).toMatch(/GET \/me/);
  });
});

describe("the error never carries the token", () => {
  it("in message, fields or stack, whatever the kind", async () => {
    const { api, world } = await setup();
    const errors: BudgetApiError[] = [];
    errors.push(await failure(api.insertTransactions({ transactions: [tx({ amount: "x" })] })));
    errors.push(await failure(api.transaction(999_999)));
    await world.admin("PUT", "/faults", { p500: 1 });
    errors.push(await failure(api.me()));
    await world.admin("PUT", "/faults", { p500: 0, pDrop: 1 });
    errors.push(await failure(api.me()));
    const crafted = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token, fetch: async () => new Response("not json") });
    errors.push(await failure(crafted.me()));
    await world.admin("DELETE", "/tokens");
    errors.push(await failure(api.me()));
    expect(errors.map((e) => e.kind)).toEqual(["invalid", "not_found", "server", "network", "unexpected_response", "unauthorized"]);
    for (const error of errors) {
      expect(error.message).not.toContain(world.token);
      expect(String(error.stack)).not.toContain(world.token);
      expect(JSON.stringify({ ...error, errors: error.errors })).not.toContain(world.token);
    }
  });
});
