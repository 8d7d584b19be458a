// POST /transactions, rule by rule, as the reference and the YAML state them.
import { describe, expect, it } from "vitest";
import { type ErrorBody, type InsertResponse, item, items, newWorld } from "./world";

const insert = async (w: Awaited<ReturnType<typeof newWorld>>, body: unknown) => {
  const res = await w.api("POST", "/transactions", body);
  return { status: res.status, body: (await res.json()) as InsertResponse & ErrorBody };
};

describe("POST /transactions takes 1 to 500 items", () => {
  it("inserts 500 items in one request and answers 201 with every created transaction", async () => {
    const w = await newWorld("ins500");
    const { status, body } = await insert(w, { transactions: items(500) });
    expect(status).toBe(201);
    expect(body.transactions).toHaveLength(500);
    expect(body.skipped_duplicates).toEqual([]);
  });

  it("rejects 501 items and 0 items with 400, inserting nothing", async () => {
    const w = await newWorld("ins501");
    expect((await insert(w, { transactions: items(501) })).status).toBe(400);
    const empty = await insert(w, { transactions: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Request Validation Failure");
    const all = await w.adminCall<{ transactions: unknown[] }>("GET", "/transactions");
    expect(all.transactions).toHaveLength(0);
  });
});

describe("insert bodies and items accept no unknown properties", () => {
  it("rejects an unknown property on the body", async () => {
    const w = await newWorld("insextra");
    expect((await insert(w, { transactions: [item()], debit_as_negative: true })).status).toBe(400);
  });

  it("rejects an unknown property on an item and names the item index", async () => {
    const w = await newWorld("insextra2");
    const { status, body } = await insert(w, { transactions: [item(), item(), item({ colour: "red" })] });
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ request_transactions_index: 2, code: "VALIDATION_ERROR" });
  });
});

describe("item fields are validated, all or nothing, with the index of each bad item", () => {
  it.each([
    ["external_id of 76 characters", { external_id: "x".repeat(76) }, "external_id"],
    ["amount with 5 decimals", { amount: "1.23456" }, "amount"],
    ["amount with a currency sign", { amount: "$1.00" }, "amount"],
    ["date not YYYY-MM-DD", { date: "03/01/2025" }, "date"],
    ["impossible date", { date: "2025-02-30" }, "date"],
    ["uppercase currency", { currency: "USD" }, "currency"],
    ["custom_metadata over 4096 characters", { custom_metadata: { blob: "x".repeat(4100) } }, "custom_metadata"],
    ["both manual and linked account", { linked_account_id: 201 }, "linked_account_id"],
    ["unknown manual account", { manual_account_id: 999 }, "manual_account_id"],
    ["unknown category", { category_id: 999 }, "category_id"],
    ["a category group as category", { category_id: 10 }, "category_id"],
    ["unknown tag", { tag_ids: [999] }, "tag_ids"],
  ])("rejects %s", async (_label, overrides, field) => {
    const w = await newWorld("insval");
    const { status, body } = await insert(w, { transactions: [item(), item(overrides)] });
    expect(status).toBe(400);
    expect(body.errors.some((e) => e.request_transactions_index === 1 && String(e.path).startsWith(`transactions[1].${field}`))).toBe(true);
    expect((await w.adminCall<{ transactions: unknown[] }>("GET", "/transactions")).transactions).toHaveLength(0);
  });

  it("accepts an external_id of exactly 75 characters and a numeric amount", async () => {
    const w = await newWorld("insok");
    const { status, body } = await insert(w, { transactions: [item({ external_id: "x".repeat(75), amount: -4.25 })] });
    expect(status).toBe(201);
    expect(body.transactions[0]).toMatchObject({ amount: "-4.2500", to_base: -4.25, source: "api", is_pending: false });
  });
});

describe("a repeated external_id inside one body is an error", () => {
  it("answers 400 and inserts nothing", async () => {
    const w = await newWorld("insrepeat");
    const { status, body } = await insert(w, { transactions: [item({ external_id: "same" }), item({ external_id: "same" })] });
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ request_transactions_index: 1, duplicate_of_index: 0 });
    expect((await w.adminCall<{ transactions: unknown[] }>("GET", "/transactions")).transactions).toHaveLength(0);
  });
});

describe("duplicate_external_id: same manual account and external_id as an existing transaction", () => {
  it("skips the item, inserts the rest, and reports the existing id", async () => {
    const w = await newWorld("insdupext");
    const first = await insert(w, { transactions: [item({ external_id: "bank-1" })] });
    const existingId = first.body.transactions[0]!.id;
    const { status, body } = await insert(w, { transactions: [item({ external_id: "bank-2" }), item({ external_id: "bank-1" })] });
    expect(status).toBe(201);
    expect(body.transactions).toHaveLength(1);
    expect(body.skipped_duplicates).toEqual([
      {
        reason: "duplicate_external_id",
        request_transactions_index: 1,
        existing_transaction_id: existingId,
        request_transaction: item({ external_id: "bank-1" }),
      },
    ]);
  });

  it("does not skip the same external_id in another manual account", async () => {
    const w = await newWorld("insdupext2");
    await insert(w, { transactions: [item({ external_id: "bank-1" })] });
    const { body } = await insert(w, { transactions: [item({ external_id: "bank-1", manual_account_id: 102 })] });
    expect(body.transactions).toHaveLength(1);
  });
});

describe("duplicate_payee_amount_date: with skip_duplicates, same account, payee, date and amount", () => {
  it("is skipped with skip_duplicates and inserted without it", async () => {
    const w = await newWorld("insdpad");
    const first = await insert(w, { transactions: [item({ external_id: "a" })] });
    const again = item({ external_id: "b" });
    const skipped = await insert(w, { transactions: [again], skip_duplicates: true });
    expect(skipped.body.transactions).toHaveLength(0);
    expect(skipped.body.skipped_duplicates[0]).toMatchObject({
      reason: "duplicate_payee_amount_date",
      request_transactions_index: 0,
      existing_transaction_id: first.body.transactions[0]!.id,
    });
    const inserted = await insert(w, { transactions: [again], skip_duplicates: false });
    expect(inserted.body.transactions).toHaveLength(1);
  });

  it("compares the request payee with the existing transaction's original_name too (rules renamed it)", async () => {
    const w = await newWorld("insdpad2");
    await insert(w, { transactions: [item({ payee: "STARBUCKS #12" })], apply_rules: true });
    const { body } = await insert(w, { transactions: [item({ payee: "STARBUCKS #12" })], skip_duplicates: true });
    expect(body.skipped_duplicates[0]?.reason).toBe("duplicate_payee_amount_date");
  });

  it("applies to linked accounts and cash as well, but not across accounts", async () => {
    const w = await newWorld("insdpad3");
    const linked = item({ manual_account_id: undefined, linked_account_id: 201 });
    const cash = item({ manual_account_id: undefined });
    await insert(w, { transactions: [linked, cash] });
    const { body } = await insert(w, { transactions: [linked, cash, item()], skip_duplicates: true });
    expect(body.skipped_duplicates.map((s) => s.request_transactions_index)).toEqual([0, 1]);
    expect(body.transactions).toHaveLength(1);
  });

  it("does not compare items of one request with each other", async () => {
    const w = await newWorld("insdpad4");
    const { body } = await insert(w, { transactions: [item(), item()], skip_duplicates: true });
    expect(body.transactions).toHaveLength(2);
  });
});

describe("linked accounts and allow_transaction_modifications", () => {
  it("fails for a linked account that disallows modifications", async () => {
    const w = await newWorld("inslinked");
    const { status, body } = await insert(w, { transactions: [item({ manual_account_id: undefined, linked_account_id: 202 })] });
    expect(status).toBe(400);
    expect(body.errors[0]?.errMsg).toMatch(/allow_transaction_modifications/);
    expect(body.errors[0]?.request_transactions_index).toBe(0);
  });

  it("works for a linked account that allows them", async () => {
    const w = await newWorld("inslinked2");
    const { status, body } = await insert(w, { transactions: [item({ manual_account_id: undefined, linked_account_id: 201 })] });
    expect(status).toBe(201);
    expect(body.transactions[0]).toMatchObject({ linked_account_id: 201, manual_account_id: null });
  });
});

describe("apply_rules applies the matching account rules", () => {
  it("sets payee and category from the seeded STARBUCKS rule, keeping the raw name in original_name", async () => {
    const w = await newWorld("insrules");
    const { body } = await insert(w, { transactions: [item({ payee: "STARBUCKS STORE 881" })], apply_rules: true });
    expect(body.transactions[0]).toMatchObject({ payee: "Starbucks", original_name: "STARBUCKS STORE 881", category_id: 12 });
  });

  it("leaves the item alone without apply_rules", async () => {
    const w = await newWorld("insrules2");
    const { body } = await insert(w, { transactions: [item({ payee: "STARBUCKS STORE 881" })] });
    expect(body.transactions[0]).toMatchObject({ payee: "STARBUCKS STORE 881", category_id: null });
  });

  it("applies account-scoped rules with tags only to their account", async () => {
    const w = await newWorld("insrules3");
    await w.adminCall("POST", "/seed", { rules: [{ payee_equals: "gym", manual_account_id: 102, set_tag_ids: [31] }] });
    const { body } = await insert(w, {
      transactions: [item({ payee: "GYM", manual_account_id: 102 }), item({ payee: "GYM", manual_account_id: 101 })],
      apply_rules: true,
    });
    expect(body.transactions.map((t) => t.tag_ids)).toEqual([[31], []]);
  });
});

describe("defaults of an inserted transaction", () => {
  it("takes the primary currency, status from auto_review_transaction_on_creation, and custom_metadata", async () => {
    const w = await newWorld("insdefaults");
    const { body } = await insert(w, { transactions: [item({ custom_metadata: { row: 7 } })] });
    const created = body.transactions[0]!;
    expect(created).toMatchObject({ currency: "usd", status: "reviewed", tag_ids: [], notes: null, recurring_id: null });
    const fetched = (await (await w.api("GET", `/transactions/${created.id}`)).json()) as Record<string, unknown>;
    expect(fetched.custom_metadata).toEqual({ row: 7 });
    await w.api("PUT", "/me/user/account/settings", { auto_review_transaction_on_creation: false });
    const second = await insert(w, { transactions: [item()] });
    expect(second.body.transactions[0]?.status).toBe("unreviewed");
  });
});
