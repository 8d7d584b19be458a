// An import with learn=true: a budget whose person renamed and filed a shop, a shop the service's rule names, and a
// next month's file. The dry run and the report say where each payee and category came from; the service's rule
// decides its shop; after the person refiles a transaction, the next file follows.
import { describe, expect, it } from "vitest";
import type { Suggestion, Why } from "../../src/learning/suggest";
import type { JobReport } from "../../src/outbox";
import { withLearned } from "../../src/uploads/learned";
import { connectIntake, SEED_ACCOUNTS } from "../support/intake";
import { waitFor } from "../support/world";

const CHECKING = SEED_ACCOUNTS.checking;

interface PreviewItem {
  item: { payee?: string; original_name?: string; category_id?: number; custom_metadata?: { learned?: { why: Record<string, string> } } };
}

async function budgetWithHistory() {
  const intake = await connectIntake();
  const { api } = intake;
  // The world's own categories (sandbox/src/seed.ts).
  const categories = await api.categories({ format: "flattened" });
  const idOf = (name: string) => {
    const found = categories.find((c) => c.name === name);
    if (!found) throw new Error(`the sandbox's world has a category "${name}"`);
    return found.id;
  };
  const groceries = { id: idOf("Groceries") };
  const dining = { id: idOf("Restaurants") };
  const inserted = await api.insertTransactions({
    transactions: [
      { date: "2026-09-04", amount: "54.20", payee: "WHOLEFDS MKT #10234 AUSTIN TX", external_id: "h1", manual_account_id: CHECKING },
      { date: "2026-09-18", amount: "61.05", payee: "WHOLEFDS MKT #10456 ROUND ROCK TX", external_id: "h2", manual_account_id: CHECKING },
      { date: "2026-10-02", amount: "48.90", payee: "WHOLEFDS MKT #10234 AUSTIN TX", external_id: "h3", manual_account_id: CHECKING },
      { date: "2026-09-05", amount: "5.10", payee: "STARBUCKS STORE 00123 SEATTLE WA", external_id: "h4", manual_account_id: CHECKING },
      { date: "2026-09-19", amount: "4.80", payee: "STARBUCKS STORE 00456 SEATTLE WA", external_id: "h5", manual_account_id: CHECKING },
    ],
    apply_rules: true,
    skip_duplicates: false,
  });
  // The person names and files the grocer's transactions; the rule named and filed the coffee shop's as they came.
  for (const t of inserted.transactions.filter((t) => t.payee.startsWith("WHOLEFDS")))
    await api.updateTransaction(t.id, { payee: "Whole Foods", category_id: groceries.id });
  return { ...intake, groceries: groceries.id, dining: dining.id };
}

const NEXT_MONTH = [
  "Date,Description,Amount",
  "2026-11-02,WHOLEFDS MKT #10777 PFLUGERVILLE TX,-72.40",
  "2026-11-03,STARBUCKS STORE 00999 SEATTLE WA,-5.35",
  "2026-11-04,BLUE APRON 1234,-60.00",
].join("\n");

const preview = async (upload: (body: string, query?: string) => Promise<Response>, csv: string, query = "&learn=true") => {
  const answer = (await (await upload(csv, `?account=${CHECKING}&dry_run=true${query}`)).json()) as {
    items: PreviewItem[];
    learned?: { read: boolean; payees: number; categories: number; left_to_rules: number };
  };
  return answer;
};

describe("an import learns the person's payee and category for a shop from their budget, and says why", () => {
  it("the dry run: the person's name and category for the grocer, the rule's shop left to it, a new shop as written", async () => {
    const { upload } = await budgetWithHistory();
    const answer = await preview(upload, NEXT_MONTH);
    const [grocer, coffee, apron] = answer.items;
    expect(grocer?.item).toMatchObject({ payee: "Whole Foods", original_name: "WHOLEFDS MKT #10777 PFLUGERVILLE TX" });
    expect(grocer?.item.custom_metadata?.learned?.why).toEqual({
      payee: "Whole Foods: 3 of your 3 renamed transactions of this shop",
      category: "Groceries: 3 of your 3 transactions at Whole Foods",
    });
    expect(coffee?.item.payee).toBe("STARBUCKS STORE 00999 SEATTLE WA");
    expect(coffee?.item.category_id).toBeUndefined();
    expect(coffee?.item.custom_metadata?.learned?.why.rule).toMatch(/^Left to your budget's rules/);
    expect(apron?.item).toMatchObject({ payee: "BLUE APRON 1234" });
    expect(apron?.item.category_id).toBeUndefined();
    expect(apron?.item.custom_metadata?.learned).toBeUndefined();
    expect(answer.learned).toMatchObject({ read: true, payees: 1, categories: 1, left_to_rules: 1 });
  });

  it("without learn, the rows are as the bank wrote them", async () => {
    const { upload } = await budgetWithHistory();
    const answer = await preview(upload, NEXT_MONTH, "");
    expect(answer.items[0]?.item.payee).toBe("WHOLEFDS MKT #10777 PFLUGERVILLE TX");
    expect(answer.items[0]?.item.category_id).toBeUndefined();
    expect(answer.learned).toBeUndefined();
  });

  it("the import: rows land under the person's payee and category, the rule decides its shop, the report says why", async () => {
    const { upload, report, api, groceries } = await budgetWithHistory();
    const started = (await (await upload(NEXT_MONTH, `?account=${CHECKING}&learn=true`)).json()) as { id: string; learned?: unknown };
    expect(started.learned).toMatchObject({ read: true });
    const done = await waitFor(
      () => report(`/imports/${started.id}?items=true`),
      (r: JobReport) => r.status === "done",
    );
    expect(done.items?.[0]?.learned).toMatchObject({
      descriptor: "WHOLEFDS MKT #10777 PFLUGERVILLE TX",
      payee: "Whole Foods",
      category_id: groceries,
    });
    expect(done.items?.[0]?.learned?.why.category).toBe("Groceries: 3 of your 3 transactions at Whole Foods");
    const listed = await api.listTransactions({ start_date: "2026-11-01", end_date: "2026-11-30" });
    const byDay = new Map(listed.transactions.map((t) => [t.date, t]));
    expect(byDay.get("2026-11-02")).toMatchObject({
      payee: "Whole Foods",
      category_id: groceries,
      original_name: "WHOLEFDS MKT #10777 PFLUGERVILLE TX",
    });
    expect(byDay.get("2026-11-03")?.payee).toBe("Starbucks");
  });

  it("after the person refiles an imported transaction, the next file follows", async () => {
    const { upload, report, api, dining } = await budgetWithHistory();
    const started = (await (await upload(NEXT_MONTH, `?account=${CHECKING}&learn=true`)).json()) as { id: string };
    await waitFor(
      () => report(`/imports/${started.id}`),
      (r: JobReport) => r.status === "done",
    );
    const listed = await api.listTransactions({ start_date: "2026-11-02", end_date: "2026-11-02" });
    const imported = listed.transactions.find((t) => t.payee === "Whole Foods");
    if (!imported) throw new Error("the grocer's row was imported under the person's payee");
    await api.updateTransaction(imported.id, { category_id: dining });
    const next = await preview(upload, ["Date,Description,Amount", "2026-12-01,WHOLEFDS MKT #10234 AUSTIN TX,-33.10"].join("\n"));
    expect(next.items[0]?.item.category_id).toBe(dining);
    expect(next.items[0]?.item.custom_metadata?.learned?.why.category).toMatch(
      /^Restaurants: you filed Whole Foods there on \d{4}-\d\d-\d\d$/,
    );
  });
});

describe("a row keeps what is its own: the bank's text, and a category the file gave it", () => {
  const said = (): Suggestion => ({
    shop: "tesco stores",
    payee: { name: "Tesco", why: { kind: "payee-history", payee: "Tesco", agreeing: 3, of: 3 } },
    category: { id: 11, why: { kind: "category-history", category: 11, agreeing: 3, of: 3, shop: "Tesco" } },
  });
  const why = (reason: Why) => reason.kind;

  it("a category the file gave is not overwritten; the payee is still the person's, the bank's text kept", () => {
    const planned = withLearned(
      { row: 2, item: { date: "2026-11-02", amount: "12.00", external_id: "x", payee: "TESCO STORES 2291", category_id: 7 } },
      said,
      why,
    );
    expect(planned.item).toMatchObject({ payee: "Tesco", original_name: "TESCO STORES 2291", category_id: 7 });
    expect(planned.item.custom_metadata).toEqual({
      learned: { descriptor: "TESCO STORES 2291", payee: "Tesco", why: { payee: "payee-history" } },
    });
  });

  it("a row with no payee, or a shop the history says nothing of, is left as it is", () => {
    const none = (): Suggestion => ({ shop: "", none: { kind: "new-shop" } });
    const bare = { row: 3, item: { date: "2026-11-02", amount: "1.00", external_id: "y" } };
    expect(withLearned(bare, said, why)).toBe(bare);
    const unseen = { row: 4, item: { date: "2026-11-02", amount: "1.00", external_id: "z", payee: "BLUE APRON 1234" } };
    expect(withLearned(unseen, none, why)).toBe(unseen);
  });
});
