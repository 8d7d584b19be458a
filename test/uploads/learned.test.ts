// An import (learning is on unless learn=false): a budget whose person renamed and filed a shop, a shop the service's rule names, and a
// next month's file. The dry run and the report say where each payee and category came from; the service's rule
// decides its shop; after the person refiles a transaction, the next file follows.
import { describe, expect, it } from "vitest";
import type { Suggestion, Why } from "../../src/learning/suggest";
import type { JobReport } from "../../src/outbox";
import { withLearned } from "../../src/learning/apply";
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

const preview = async (upload: (body: string, query?: string) => Promise<Response>, csv: string, query = "") => {
  const answer = (await (await upload(csv, `?account=${CHECKING}&dry_run=true${query}`)).json()) as {
    items: PreviewItem[];
    learned?: { read: boolean; requests: number; payees: number; categories: number; left_to_rules: number };
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

  it("learning is on unless learn=false: then the rows are as the bank wrote them", async () => {
    const { upload } = await budgetWithHistory();
    const answer = await preview(upload, NEXT_MONTH, "&learn=false");
    expect(answer.items[0]?.item.payee).toBe("WHOLEFDS MKT #10777 PFLUGERVILLE TX");
    expect(answer.items[0]?.item.category_id).toBeUndefined();
    expect(answer.learned).toBeUndefined();
  });

  it("the import: rows land under the person's payee and category, the rule decides its shop, the report says why", async () => {
    const { upload, report, api, groceries } = await budgetWithHistory();
    const started = (await (await upload(NEXT_MONTH, `?account=${CHECKING}`)).json()) as { id: string; learned?: unknown };
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
    const started = (await (await upload(NEXT_MONTH, `?account=${CHECKING}`)).json()) as { id: string };
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

describe("the person's choice for a row, sent with the import, is their answer for that shop from then on", () => {
  const DECEMBER = ["Date,Description,Amount", "2026-12-01,WHOLEFDS MKT #10234 AUSTIN TX,-33.10"].join("\n");
  const answered = (answers: Record<number, { payee?: string | null; category_id?: number | null }>) =>
    `&shop_answers=${encodeURIComponent(JSON.stringify(answers))}`;
  const imported = async (
    upload: (body: string, query?: string) => Promise<Response>,
    report: (path: string) => Promise<JobReport>,
    query: string,
  ) => {
    const started = (await (await upload(NEXT_MONTH, `?account=${CHECKING}${query}`)).json()) as { id: string };
    return waitFor(
      () => report(`/imports/${started.id}?items=true`),
      (r: JobReport) => r.status === "done",
    );
  };

  it("the import takes the chosen payee and category over the learned ones, and the next file's row follows them", async () => {
    const { upload, report, api, dining } = await budgetWithHistory();
    const [grocer] = (await preview(upload, NEXT_MONTH)).items as (PreviewItem & { row: number })[];
    if (!grocer) throw new Error("the grocer's row is planned");
    const done = await imported(upload, report, answered({ [grocer.row]: { payee: "Whole Foods Market", category_id: dining } }));
    expect(done.items?.[0]?.learned).toMatchObject({ payee: "Whole Foods Market", category_id: dining });
    expect(done.items?.[0]?.learned?.why.category).toMatch(/^Restaurants: you filed Whole Foods Market there on \d{4}-\d\d-\d\d$/);
    const listed = await api.listTransactions({ start_date: "2026-11-02", end_date: "2026-11-02" });
    expect(listed.transactions[0]).toMatchObject({
      payee: "Whole Foods Market",
      category_id: dining,
      original_name: "WHOLEFDS MKT #10777 PFLUGERVILLE TX",
    });
    // Another store of the shop, a month later, with no answer sent: the person's answer, not their history's.
    const next = await preview(upload, DECEMBER);
    expect(next.items[0]?.item).toMatchObject({ payee: "Whole Foods Market", category_id: dining });
    expect(next.items[0]?.item.custom_metadata?.learned?.why).toMatchObject({
      payee: expect.stringMatching(/^Whole Foods Market: your name for this shop since /),
      category: expect.stringMatching(/^Restaurants: you filed Whole Foods Market there on /),
    });
  });

  it("a category answered alone keeps the learned payee; none (null) sends the row unfiled, and is kept too", async () => {
    const { upload, report, api } = await budgetWithHistory();
    const done = await imported(upload, report, answered({ 2: { category_id: null } }));
    expect(done.items?.[0]?.learned).toMatchObject({ payee: "Whole Foods" });
    expect(done.items?.[0]?.learned?.category_id).toBeUndefined();
    expect(done.items?.[0]?.learned?.why.category).toMatch(/^No category: your choice for Whole Foods on /);
    const listed = await api.listTransactions({ start_date: "2026-11-02", end_date: "2026-11-02" });
    expect(listed.transactions[0]).toMatchObject({ payee: "Whole Foods", category_id: null });
    const next = await preview(upload, DECEMBER);
    expect(next.items[0]?.item.payee).toBe("Whole Foods");
    expect(next.items[0]?.item.category_id).toBeUndefined();
  });

  it("a dry run shows the answer but keeps nothing: the next file gets what the history says", async () => {
    const { upload, dining, groceries } = await budgetWithHistory();
    const shown = await preview(upload, NEXT_MONTH, answered({ 2: { category_id: dining } }));
    expect(shown.items[0]?.item.category_id).toBe(dining);
    expect(shown.learned).toMatchObject({ answered: 1, budget_categories: expect.arrayContaining([{ id: dining, name: "Restaurants" }]) });
    const next = await preview(upload, DECEMBER);
    expect(next.items[0]?.item.category_id).toBe(groceries);
  });

  it("refiling the imported transaction in the budget afterwards is the later answer: the next file follows the budget", async () => {
    const { upload, report, api, dining, groceries } = await budgetWithHistory();
    await imported(upload, report, answered({ 2: { category_id: dining } }));
    const listed = await api.listTransactions({ start_date: "2026-11-02", end_date: "2026-11-02" });
    const [mine] = listed.transactions;
    if (!mine) throw new Error("the grocer's row was imported");
    expect(mine.category_id).toBe(dining);
    await api.updateTransaction(mine.id, { category_id: groceries });
    const next = await preview(upload, DECEMBER);
    expect(next.items[0]?.item.category_id).toBe(groceries);
  });

  it("with learn=false the kept answer is not applied, but a row's own answer is", async () => {
    const { upload, report, dining } = await budgetWithHistory();
    await imported(upload, report, answered({ 2: { category_id: dining } }));
    const off = await preview(upload, DECEMBER, "&learn=false");
    expect(off.items[0]?.item).toMatchObject({ payee: "WHOLEFDS MKT #10234 AUSTIN TX" });
    expect(off.items[0]?.item.category_id).toBeUndefined();
    const chosen = await preview(upload, DECEMBER, `&learn=false${answered({ 2: { payee: "WF" } })}`);
    expect(chosen.items[0]?.item).toMatchObject({ payee: "WF", original_name: "WHOLEFDS MKT #10234 AUSTIN TX" });
  });

  it.each([
    ["not JSON", "&shop_answers=%7Brow", 400, /shop_answers/],
    ["keyed by other than a row", answered({}).replace("%7B%7D", encodeURIComponent('{"x":{"payee":"A"}}')), 400, /shop_answers/],
    ["an empty payee", answered({ 2: { payee: "  " } }), 400, /shop_answers/],
    ["a category the budget does not have", answered({ 2: { category_id: 987654 } }), 422, /not one of the budget's categories/],
  ])("refused: %s", async (_, query, status, message) => {
    const { upload } = await budgetWithHistory();
    const answer = await upload(NEXT_MONTH, `?account=${CHECKING}${query}`);
    expect(answer.status).toBe(status);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(message);
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

describe("the history is kept between imports: the next one asks the budget only for what changed", () => {
  /** `n` more transactions of September, 500 a request. */
  const more = async (api: Awaited<ReturnType<typeof budgetWithHistory>>["api"], n: number) => {
    for (let start = 0; start < n; start += 500)
      await api.insertTransactions({
        transactions: Array.from({ length: Math.min(500, n - start) }, (_, k) => ({
          date: `2026-08-${String(((start + k) % 28) + 1).padStart(2, "0")}`,
          amount: `${((start + k) % 90) + 1}.15`,
          payee: `CORNER SHOP ${(start + k) % 50} #${start + k}`,
          external_id: `bulk-${start + k}`,
          manual_account_id: CHECKING,
        })),
        apply_rules: false,
        skip_duplicates: false,
      });
  };

  it("a second dry run of the same budget reads no page of its history: one request asks what changed", async () => {
    const { upload, api, world } = await budgetWithHistory();
    await more(api, 4100);
    const reads = async () => (await world.counters()).listReads;
    const start = await reads();
    const first = await preview(upload, NEXT_MONTH);
    const between = await reads();
    const second = await preview(upload, NEXT_MONTH);
    const end = await reads();
    // 4,105 transactions are three pages of 2,000; the second dry run asks once, for what changed since.
    expect(first.learned?.requests).toBe(3 + 1);
    expect(second.learned?.requests).toBe(1 + 1);
    expect(between - start - (end - between)).toBe(2);
    expect(second.items.map((i) => i.item)).toEqual(first.items.map((i) => i.item));
  });

  it("a shop the person renamed in the budget after a dry run is seen by the next import", async () => {
    const { upload, report, api } = await budgetWithHistory();
    expect((await preview(upload, NEXT_MONTH)).items[0]?.item.payee).toBe("Whole Foods");
    const listed = await api.listTransactions({ start_date: "2026-09-01", end_date: "2026-10-31" });
    for (const t of listed.transactions.filter((t) => t.payee === "Whole Foods"))
      await api.updateTransaction(t.id, { payee: "Whole Foods Market" });
    const started = (await (await upload(NEXT_MONTH, `?account=${CHECKING}`)).json()) as { id: string };
    const done = await waitFor(
      () => report(`/imports/${started.id}?items=true`),
      (r: JobReport) => r.status === "done",
    );
    expect(done.items?.[0]?.learned).toMatchObject({ payee: "Whole Foods Market" });
  });
});
