// Transfers between the budget's own accounts in the Outbox (kinds/transfers.ts): an import of the bank's rows that
// ended looks once for the other side of its rows, and each pair it finds becomes one group in the budget; removing
// an import ungroups first. Against the sandbox's group endpoints.
import { tunableOutbox } from "../../support/outboxes";
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type ApiVersion } from "../../../src/budget-api";
import { saveConnection } from "../../../src/connections";
import type { JobReport } from "../../../src/outbox";
import {
  deliverTransfers,
  movementOf,
  NO_GROUPS_ON_V1,
  ONE_SIDE,
  putBackOneSideNext,
  transferCategory,
} from "../../../src/outbox/kinds/transfers";
import type { DeliveryContext } from "../../../src/outbox/kinds/context";
import type { DeliveryTarget } from "../../../src/outbox/delivery-target";
import { OutboxStore } from "../../../src/outbox/store";
import { saveTransferSettings } from "../../../src/outbox/transfer-settings";
import { BudgetApiError, type Category, type Transaction } from "../../../src/budget-api";
import type { PlannedItem } from "../../../src/plan";
import { deliveryContext } from "../../support/delivery-context";
import { FullBudgetApi } from "../../support/full-budget-api";
import { newWorld, waitFor } from "../../support/world";

/** The sandbox's seeded accounts: 101 "Checking", 102 "Credit Card". */
const CHECKING = 101;
const CARD = 102;

type Row = [date: string, amount: string, payee: string];

const PAIRED = "paired as a transfer";

async function setup(version: ApiVersion = "v2") {
  const world = await newWorld();
  const outbox = tunableOutbox(world.name);
  await outbox.configure({ retry: { maxAttempts: 3, baseMs: 20, capMs: 100 } });
  const connectionId = `c-${world.name}`;
  await saveConnection(env, connectionId, world.token, `key-${world.name}`, { apiVersion: version });
  const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
  const idle = (r: JobReport) => r.counts.pending + r.counts.removing === 0;
  /** Every job of the connection settled, the looks for transfers included. */
  const settledAll = () =>
    waitFor(
      () => outbox.workLeft(),
      (left) => left === 0,
      30_000,
    );
  /** Imports `rows` into `account` as a bank's file, and waits for it and for what its end started. */
  const importRows = async (account: number, tag: string, rows: Row[], currency?: string) => {
    const items: PlannedItem[] = rows.map(([date, amount, payee], i) => ({
      row: i + 2,
      item: { date, amount, payee, external_id: `${tag}:${i}`, ...(currency ? { currency } : {}) },
    }));
    const { id } = await outbox.enqueue({ connectionId, channel: "csv", manualAccountId: account, bankRows: true }, items);
    await waitFor(() => outbox.report(id, { items: true }) as Promise<JobReport>, idle, 30_000);
    await settledAll();
    return (await outbox.report(id, { items: true })) as JobReport;
  };
  /** The budget's groups, with their members. */
  const groups = async () => {
    const listed = await api.listTransactions({ start_date: "2026-01-01", end_date: "2026-12-31" });
    return Promise.all(
      listed.transactions
        .filter((t) => t.is_group_parent)
        .map(async (g) => {
          const members = (
            await api.listTransactions({ start_date: "2026-01-01", end_date: "2026-12-31", include_group_children: true })
          ).transactions
            .filter((t) => t.group_parent_id === g.id)
            .map((t) => t.payee)
            .sort();
          return { payee: g.payee, amount: Number(g.amount), members };
        }),
    );
  };
  /** The looks for transfers that paired something: in History's list, each under the import it looked for. */
  const transfersJobs = async () =>
    (await outbox.list(connectionId)).imports.flatMap((r) => r.followed_by ?? []).filter((r) => r.kind === "transfers");
  return { world, outbox, connectionId, api, importRows, groups, transfersJobs, settledAll };
}

const CHECKING_ROWS: Row[] = [
  ["2026-11-03", "500.00", "CREDIT CARD PAYMENT"],
  ["2026-11-03", "4.50", "Corner Coffee"],
];
const CARD_ROWS: Row[] = [
  ["2026-11-05", "-500.00", "PAYMENT THANK YOU"],
  ["2026-11-04", "61.20", "Grocer"],
];

describe("a payment from checking to the card is one movement, whichever file comes first", () => {
  it("checking first, then the card: one group of the two sides, total 0", async () => {
    const { importRows, groups, transfersJobs, outbox } = await setup();
    await importRows(CHECKING, "chk", CHECKING_ROWS);
    expect(await groups()).toEqual([]);
    const card = await importRows(CARD, "card", CARD_ROWS);
    expect(await groups()).toEqual([
      {
        payee: "Transfer: Sandbox Bank Checking → Sandbox Bank Credit Card",
        amount: 0,
        members: ["CREDIT CARD PAYMENT", "PAYMENT THANK YOU"],
      },
    ]);
    expect(card.items?.[0]?.transfer).toBe(`${PAIRED}: Sandbox Bank Checking → Sandbox Bank Credit Card (names "Credit Card")`);
    expect(card.items?.[1]?.transfer).toBeUndefined();
    const [pairing] = await transfersJobs();
    expect(pairing?.counts).toMatchObject({ inserted: 1, total: 1 });
    // The look's own report says the pair and its evidence.
    const look = (await outbox.report(pairing?.id ?? "", { items: true })) as JobReport;
    expect(look.items?.map((i) => [i.outcome, i.transfer])).toEqual([
      ["inserted", `${PAIRED}: Sandbox Bank Checking → Sandbox Bank Credit Card (names "Credit Card")`],
    ]);
  });
  it("the card first, then checking: the same group", async () => {
    const { importRows, groups } = await setup();
    await importRows(CARD, "card", CARD_ROWS);
    const checking = await importRows(CHECKING, "chk", CHECKING_ROWS);
    expect(await groups()).toEqual([
      {
        payee: "Transfer: Sandbox Bank Checking → Sandbox Bank Credit Card",
        amount: 0,
        members: ["CREDIT CARD PAYMENT", "PAYMENT THANK YOU"],
      },
    ]);
    expect(checking.items?.[0]?.transfer).toBe(`${PAIRED}: Sandbox Bank Checking → Sandbox Bank Credit Card (names "Credit Card")`);
  });
});

describe("the group is in the budget's category for transfers", () => {
  it("a category left out of totals and named for transfers is the group's", async () => {
    const { api, importRows } = await setup();
    await api.createCategory({ name: "Reimbursed", exclude_from_totals: true });
    const transfers = await api.createCategory({ name: "Transfers", exclude_from_totals: true });
    await importRows(CHECKING, "chk", CHECKING_ROWS);
    await importRows(CARD, "card", CARD_ROWS);
    const listed = await api.listTransactions({ start_date: "2026-11-01", end_date: "2026-11-30" });
    expect(listed.transactions.filter((t) => t.is_group_parent).map((t) => t.category_id)).toEqual([transfers.id]);
  });
  it("the choice: named first, else the only one left out of totals, else none", () => {
    const category = (id: number, name: string, exclude_from_totals: boolean) =>
      ({ id, name, exclude_from_totals, is_group: false, archived: false }) as Category;
    expect(transferCategory([category(1, "Groceries", false), category(2, "Umbuchungen", true), category(3, "Gifts", true)])).toBe(2);
    expect(transferCategory([category(1, "Groceries", false), category(3, "Moving money", true)])).toBe(3);
    expect(transferCategory([category(3, "Gifts", true), category(4, "Reimbursed", true)])).toBeNull();
    expect(transferCategory([category(1, "Transfer", false)])).toBeNull();
  });
});

describe("the category the person picked on the Connection page is the group's, whatever the rule would choose", () => {
  /** The group's category after both files, with the budget's own "Transfers" left out of totals and `settings` kept. */
  async function groupCategory(pick: (ids: { transfers: number; picked: number }) => Parameters<typeof saveTransferSettings>[2]) {
    const { api, importRows, connectionId } = await setup();
    const transfers = await api.createCategory({ name: "Transfers", exclude_from_totals: true });
    const picked = await api.createCategory({ name: "Card payments" });
    await saveTransferSettings(env.CONNECTIONS, connectionId, pick({ transfers: transfers.id, picked: picked.id }));
    await importRows(CHECKING, "chk", CHECKING_ROWS);
    await importRows(CARD, "card", CARD_ROWS);
    const listed = await api.listTransactions({ start_date: "2026-11-01", end_date: "2026-11-30" });
    return { categories: listed.transactions.filter((t) => t.is_group_parent).map((t) => t.category_id), picked: picked.id };
  }
  it("a category picked: the group gets it, not the one the rule would choose", async () => {
    const { categories, picked } = await groupCategory((ids) => ({ category: ids.picked }));
    expect(categories).toEqual([picked]);
  });
  it("none: the group is made without a category", async () => {
    const { categories } = await groupCategory(() => ({ category: "none" }));
    expect(categories).toEqual([null]);
  });
});

describe("one side only: with the person's opt-in, a move to an account not in the budget gets the transfer category and a note", () => {
  /** Checking's file imported with the budget's "Transfers" left out of totals and the opt-in as `oneSide` says. */
  async function lone(oneSide: boolean, rows: Row[]) {
    const ctx = await setup();
    const transfers = await ctx.api.createCategory({ name: "Transfers", exclude_from_totals: true });
    await saveTransferSettings(env.CONNECTIONS, ctx.connectionId, { oneSide });
    const report = await ctx.importRows(CHECKING, "chk", rows);
    const byPayee = async () =>
      new Map(
        (await ctx.api.listTransactions({ start_date: "2026-11-01", end_date: "2026-11-30" })).transactions.map((t) => [
          t.payee,
          { category_id: t.category_id, notes: t.notes },
        ]),
      );
    return { ...ctx, transfers: transfers.id, report, byPayee };
  }
  const SAVINGS_OUT: Row = ["2026-11-03", "300.00", "INTERNAL TRANSFER TO SAVINGS x9876"];
  it("turned on: the row that says an own move and names no account of the budget gets the category and a note naming the other", async () => {
    const { byPayee, transfers, groups } = await lone(true, [SAVINGS_OUT, ["2026-11-03", "4.50", "Corner Coffee"]]);
    const rows = await byPayee();
    expect(rows.get("INTERNAL TRANSFER TO SAVINGS x9876")).toEqual({
      category_id: transfers,
      notes: "Transfer to your account ••9876 (not in this budget)",
    });
    expect(rows.get("Corner Coffee")).toEqual({ category_id: null, notes: null });
    expect(await groups()).toEqual([]);
  });
  it("turned off (the default): the row is left as it is", async () => {
    const { byPayee } = await lone(false, [SAVINGS_OUT]);
    expect((await byPayee()).get("INTERNAL TRANSFER TO SAVINGS x9876")).toEqual({ category_id: null, notes: null });
  });
  it("a transfer to anyone, or one naming an account the budget has (its side may come later), is left as it is", async () => {
    const { byPayee } = await lone(true, [
      ["2026-11-03", "50.00", "Transfer to John Smith"],
      ["2026-11-03", "500.00", "CREDIT CARD PAYMENT"],
    ]);
    const rows = await byPayee();
    expect(rows.get("Transfer to John Smith")).toEqual({ category_id: null, notes: null });
    expect(rows.get("CREDIT CARD PAYMENT")).toEqual({ category_id: null, notes: null });
  });
  it("removing the import puts the category back and then removes the row Intake's own update did not make the person's", async () => {
    const { byPayee, transfers, outbox, connectionId, report, settledAll, world } = await lone(true, [SAVINGS_OUT]);
    expect((await byPayee()).get("INTERNAL TRANSFER TO SAVINGS x9876")?.category_id).toBe(transfers);
    expect(await outbox.removeImport(report.id, connectionId)).toMatchObject({ ok: true, removing: 1 });
    await settledAll();
    expect(await world.transactions()).toEqual([]);
  });
});

describe("an exchange between two currencies is one movement, its difference the group's amount", () => {
  it("108.00 USD out of checking, 99.00 EUR into a euro account, both saying so: grouped, 1.08 apart in USD", async () => {
    const { api, importRows, groups } = await setup();
    const euro = await api.createManualAccount({ name: "Euro Wallet", type: "cash", currency: "eur", balance: "0" });
    await importRows(CHECKING, "chk", [["2026-11-10", "108.00", "Exchanged to EUR"]]);
    await importRows(euro.id, "eur", [["2026-11-10", "-99.00", "Exchanged from USD"]], "eur");
    expect(await groups()).toEqual([
      { payee: "Transfer: Sandbox Bank Checking → Euro Wallet", amount: 1.08, members: ["Exchanged from USD", "Exchanged to EUR"] },
    ]);
  });
  it("more than 3% apart in USD: two transactions", async () => {
    const { api, importRows, groups } = await setup();
    const euro = await api.createManualAccount({ name: "Euro Wallet", type: "cash", currency: "eur", balance: "0" });
    await importRows(CHECKING, "chk", [["2026-11-10", "108.00", "Exchanged to EUR"]]);
    await importRows(euro.id, "eur", [["2026-11-10", "-95.00", "Exchanged from USD"]], "eur");
    expect(await groups()).toEqual([]);
  });
});

describe("a card paid from checking is one movement, its look-alikes are not", () => {
  it("a card named with its digits: checking's 'PAYMENT TO VISA ENDING 4242' and the card's 'PAYMENT THANK YOU' are grouped", async () => {
    const { api, importRows, groups } = await setup();
    const visa = await api.createManualAccount({ name: "Visa 4242", type: "credit", currency: "usd", balance: "0" });
    await importRows(CHECKING, "chk", [["2026-11-03", "412.60", "PAYMENT TO VISA ENDING 4242"]]);
    await importRows(visa.id, "visa", [["2026-11-05", "-412.60", "PAYMENT THANK YOU"]]);
    expect(await groups()).toEqual([
      { payee: "Transfer: Sandbox Bank Checking → Visa 4242", amount: 0, members: ["PAYMENT THANK YOU", "PAYMENT TO VISA ENDING 4242"] },
    ]);
  });
  it("a phone bill's autopay from checking and the card's autopay paid from elsewhere: two transactions", async () => {
    const { api, importRows, groups } = await setup();
    const visa = await api.createManualAccount({ name: "Visa 4242", type: "credit", currency: "usd", balance: "0" });
    await importRows(CHECKING, "chk", [["2026-11-03", "85.40", "VERIZON WIRELESS AUTOPAY"]]);
    await importRows(visa.id, "visa", [["2026-11-04", "-85.40", "AUTOPAY PAYMENT – THANK YOU"]]);
    expect(await groups()).toEqual([]);
  });
  it("a store card named like the shop: a purchase there from checking and the card's refund: two transactions", async () => {
    const { api, importRows, groups } = await setup();
    const store = await api.createManualAccount({ name: "Amazon", type: "credit", currency: "usd", balance: "0" });
    await importRows(CHECKING, "chk", [["2026-11-03", "59.99", "AMAZON MKTPL*2K4LX0"]]);
    await importRows(store.id, "amzn", [["2026-11-04", "-59.99", "AMAZON RETURN REFUND"]]);
    expect(await groups()).toEqual([]);
  });
});

describe("a purchase a tap, a card alert or a receipt reported is no side of a transfer", () => {
  // Checking's Safeway purchase of 131.84 USD, the sum a top-up of 122.28 EUR naming "Checking 1014" brings.
  const safeway = (fields: Partial<Transaction>): Transaction => ({
    id: 40,
    date: "2026-10-21",
    amount: "131.84",
    currency: "usd",
    to_base: 131.84,
    recurring_id: null,
    payee: "POS DEBIT SAFEWAY 75028 SEATTLE WA",
    original_name: null,
    category_id: null,
    linked_account_id: null,
    manual_account_id: 101,
    external_id: "h:1:1",
    tag_ids: [],
    notes: null,
    status: "unreviewed",
    is_pending: false,
    created_at: "2026-10-21T00:00:00Z",
    updated_at: "2026-10-21T00:00:00Z",
    is_split_parent: false,
    split_parent_id: null,
    is_group_parent: false,
    group_parent_id: null,
    source: "api",
    custom_metadata: null,
    ...fields,
  });
  it.each([
    ["the phone's tap itself", { external_id: "tap:0123" }],
    ["the receipt's own transaction", { external_id: "rcpt:o:9" }],
    ["the bank's row that took the tap over", { custom_metadata: { intake: { tap: "tap:0123", purchased: "2026-10-20" } } }],
    ["the bank's row that took the receipt over", { custom_metadata: { intake: { receipt: "rcpt:o:9" } } }],
  ])("%s", (_, fields) => {
    expect(movementOf(safeway(fields))).toEqual([]);
  });
  it("a bank row no report joined, or only its own pending row, is read as before", () => {
    expect(movementOf(safeway({}))).toHaveLength(1);
    expect(movementOf(safeway({ custom_metadata: { intake: { pending: "h:2:1" } } }))).toHaveLength(1);
  });
});

describe("an equal amount alone pairs nothing", () => {
  it("two unrelated 500.00 rows on the same day stay two transactions", async () => {
    const { importRows, groups, transfersJobs } = await setup();
    await importRows(CHECKING, "chk", [["2026-11-03", "500.00", "Landlord Ltd"]]);
    await importRows(CARD, "card", [["2026-11-03", "-500.00", "Refund Electronics Store"]]);
    expect(await groups()).toEqual([]);
    // A look that found nothing shows nothing in History.
    expect(await transfersJobs()).toEqual([]);
  });
});

describe("the same files again change nothing", () => {
  it("no second group, no second look's pair", async () => {
    const { importRows, groups, transfersJobs } = await setup();
    await importRows(CHECKING, "chk", CHECKING_ROWS);
    await importRows(CARD, "card", CARD_ROWS);
    await importRows(CHECKING, "chk", CHECKING_ROWS);
    await importRows(CARD, "card", CARD_ROWS);
    expect(await groups()).toHaveLength(1);
    expect((await transfersJobs()).map((j) => j.counts.total)).toEqual([1]);
  });
});

describe("removing an import ungroups first, and puts both sides back as they were", () => {
  it("the card's import removed: the group is gone, checking's side is an ordinary transaction again", async () => {
    const { outbox, connectionId, importRows, groups, transfersJobs, world, settledAll } = await setup();
    await importRows(CHECKING, "chk", CHECKING_ROWS);
    const card = await importRows(CARD, "card", CARD_ROWS);
    expect(await outbox.removeImport(card.id, connectionId)).toMatchObject({ ok: true, removing: 2 });
    await settledAll();
    expect(await groups()).toEqual([]);
    const left = await world.transactions();
    expect(left.map((t) => [t.payee, Number(t.amount)]).sort()).toEqual([
      ["CREDIT CARD PAYMENT", 500],
      ["Corner Coffee", 4.5],
    ]);
    const checking = (await outbox.list(connectionId)).imports.find((r) => r.kind === "transactions" && r.manual_account_id === CHECKING);
    const report = (await outbox.report(checking?.id ?? "", { items: true })) as JobReport;
    expect(report.items?.[0]?.transfer).toBeUndefined();
    expect((await transfersJobs())[0]?.counts).toMatchObject({ removed: 1 });
  });
});

describe("Intake's own ungroup is never the person's change: a removal puts back exactly, in either order", () => {
  /** Both files imported and paired, then a while (on the service's clock) before anything is removed. */
  async function paired() {
    const ctx = await setup();
    const checking = await ctx.importRows(CHECKING, "chk", CHECKING_ROWS);
    const card = await ctx.importRows(CARD, "card", CARD_ROWS);
    expect(await ctx.groups()).toHaveLength(1);
    await scheduler.wait(1100);
    const remove = async (id: string) => {
      expect(await ctx.outbox.removeImport(id, ctx.connectionId)).toMatchObject({ ok: true });
      await ctx.settledAll();
      return (await ctx.outbox.report(id, { items: true })) as JobReport;
    };
    /** What the person sees of each transaction, but when it was last changed. */
    const seen = async () =>
      (await ctx.api.listTransactions({ start_date: "2026-01-01", end_date: "2026-12-31", include_group_children: true })).transactions
        .filter((t) => !t.is_group_parent)
        .map(({ id, date, amount, payee, notes, category_id, external_id, manual_account_id, group_parent_id }) => ({
          id,
          date,
          amount,
          payee,
          notes,
          category_id,
          external_id,
          manual_account_id,
          group_parent_id,
        }))
        .sort((a, b) => a.id - b.id);
    return { ...ctx, checking, card, remove, seen };
  }

  it("the card's import removed: its rows go (none kept), checking's side is as it was, and the card again groups again", async () => {
    const { card, remove, seen, groups, importRows } = await paired();
    const checkingRows = (await seen()).filter((t) => t.manual_account_id === CHECKING);
    const removed = await remove(card.id);
    expect(removed.counts).toMatchObject({ removed: 2, kept: 0 });
    expect(await seen()).toEqual(checkingRows.map((t) => ({ ...t, group_parent_id: null })));
    await importRows(CARD, "card", CARD_ROWS);
    expect(await groups()).toEqual([expect.objectContaining({ members: ["CREDIT CARD PAYMENT", "PAYMENT THANK YOU"] })]);
  });
  it("checking removed first, the card later: each import's rows go, none kept as changed", async () => {
    const { checking, card, remove, world } = await paired();
    expect((await remove(checking.id)).counts).toMatchObject({ removed: 2, kept: 0 });
    await scheduler.wait(1100);
    expect((await remove(card.id)).counts).toMatchObject({ removed: 2, kept: 0 });
    expect(await world.transactions()).toEqual([]);
  });
  it("a change the person makes after the ungroup is still theirs: that row is kept", async () => {
    const { checking, card, remove, api, world } = await paired();
    expect((await remove(checking.id)).counts).toMatchObject({ removed: 2, kept: 0 });
    const thanks = (await world.transactions()).find((t) => t.payee === "PAYMENT THANK YOU");
    await scheduler.wait(1100);
    await api.updateTransaction(thanks?.id ?? 0, { notes: "paid early" });
    const removed = await remove(card.id);
    expect(removed.counts).toMatchObject({ removed: 1, kept: 1 });
    expect((await world.transactions()).map((t) => t.notes)).toEqual(["paid early"]);
  });
});

describe("the legacy v1 interface has no groups", () => {
  it("pairs nothing and sends no group", async () => {
    const { importRows, world } = await setup("v1");
    await importRows(CHECKING, "chk", CHECKING_ROWS);
    await importRows(CARD, "card", CARD_ROWS);
    expect((await world.transactions()).length).toBe(4);
    expect(NO_GROUPS_ON_V1).toMatch(/v1/);
  });
});

/**
 * A delivery context over `store` whose service's group endpoints are `transfers`, with the look of job "t" (of the
 * import "i", account 101) opened: the tests of lost answers make their items and deliver them by hand.
 */
function lookDelivery(store: OutboxStore, sql: SqlStorage, transfers: object): DeliveryContext {
  store.transfers.open({ job_id: "t", import_job_id: "i", from_date: "2026-11-01", to_date: "2026-11-10" }, "c", 101, null, 0);
  return deliveryContext(store, sql, { transfers } as Partial<DeliveryTarget>);
}

describe("a group whose answer was lost is never made twice: the service's refusal is read on a side", () => {
  /** A look made with one pair (out 11, in 12) in a fresh Outbox's store, and a service whose answers to a group can be lost. */
  async function lostAnswer(groupedBeforeTheLoss: boolean) {
    const stub = env.OUTBOX.get(env.OUTBOX.idFromName(`transfers-${crypto.randomUUID()}`));
    return runInDurableObject(stub, async (_instance, state) => {
      const store = new OutboxStore(state.storage);
      const groupOf = new Map<number, number>();
      let groupRequests = 0;
      const transfers = {
        async groupTransactions(body: { ids: number[] }) {
          groupRequests++;
          if (body.ids.some((id) => groupOf.has(id)))
            throw BudgetApiError.fromBody({ status: 400, statusText: "Bad Request" }, { errors: [{ errMsg: "already grouped" }] });
          // The first request's connection breaks: after the service grouped them, or before.
          if (groupRequests === 1 && groupedBeforeTheLoss) for (const id of body.ids) groupOf.set(id, 900);
          if (groupRequests === 1) throw new TypeError("network connection lost");
          for (const id of body.ids) groupOf.set(id, 901);
          return { id: 901 };
        },
        async transaction(id: number) {
          return { id, group_parent_id: groupOf.get(id) ?? null };
        },
      };
      const ctx = lookDelivery(store, state.storage.sql, transfers);
      const first = store.items.append(
        "t",
        [{ row: 1, item: { date: "2026-11-03", amount: "500", payee: "Transfer: A → B", external_id: "transfer:11:12" } }],
        [],
      );
      store.transfers.lookMade("t", first, [{ out: 11, in: 12, evidence: "names B" }], 0);
      const job = () => {
        const row = store.jobs.get("t");
        if (!row) throw new Error("no job t");
        return row;
      };
      await deliverTransfers(ctx, job(), Date.now());
      await deliverTransfers(ctx, job(), Date.now() + 60_000);
      const [item] = store.reports.items("t", 0, 10);
      return { groupRequests, state: item?.state, transactionId: item?.transaction_id, pair: store.transfers.pair("t", first) };
    });
  }
  it("grouped before the answer was lost: sent again, refused, and the side read says which group it is", async () => {
    expect(await lostAnswer(true)).toMatchObject({ groupRequests: 2, state: "inserted", transactionId: 900, pair: { group_id: 900 } });
  });
  it("lost before the service grouped them: sent again, grouped once", async () => {
    expect(await lostAnswer(false)).toMatchObject({ groupRequests: 2, state: "inserted", transactionId: 901, pair: { group_id: 901 } });
  });
});

describe("a lone side's update whose answer was lost is Intake's own: given once, and put back by a removal", () => {
  const NOTE = "Transfer to your account ••9876 (not in this budget)";
  /** The category the sandbox-free service knows as the budget's transfers. */
  const TRANSFERS = 7;
  /**
   * A look made with one lone side (transaction 11, with the bank's notes) in a fresh Outbox's store, and a service
   * that loses the answer to the `lose`-th update (after making it); `meanwhile` is the person's change after the loss.
   */
  async function lostUpdate(lose: 1 | 2, meanwhile?: { category_id: number }) {
    const stub = env.OUTBOX.get(env.OUTBOX.idFromName(`one-side-${crypto.randomUUID()}`));
    return runInDurableObject(stub, async (_instance, state) => {
      const store = new OutboxStore(state.storage);
      const tx = {
        id: 11,
        category_id: null as number | null,
        notes: "SEPA 0042" as string | null,
        group_parent_id: null,
        is_group_parent: false,
        updated_at: "2026-11-03T10:00:00.000Z",
      };
      const later = () => (tx.updated_at = new Date(Date.parse(tx.updated_at) + 60_000).toISOString());
      let updates = 0;
      const transfers = {
        async transaction() {
          return { ...tx };
        },
        async updateTransaction(_id: number, patch: { category_id: number | null; notes: string | null }) {
          updates++;
          Object.assign(tx, patch);
          later();
          if (updates === lose) {
            if (meanwhile) {
              Object.assign(tx, meanwhile);
              later();
            }
            throw new TypeError("network connection lost");
          }
          return { ...tx };
        },
      };
      const ctx = lookDelivery(store, state.storage.sql, transfers);
      const item = { date: "2026-11-03", amount: "-300.00", payee: "INTERNAL TRANSFER TO SAVINGS x9876", notes: NOTE };
      const first = store.items.append(
        "t",
        [{ row: 1, item: { ...item, external_id: "transfer-one-side:11", category_id: TRANSFERS } }],
        [],
      );
      store.transfers.lookMade("t", first, [], 0);
      store.transfers.oneSidesFound("t", first, [{ transactionId: 11, categoryId: TRANSFERS, note: NOTE }]);
      const job = (id: string) => {
        const row = store.jobs.get(id);
        if (!row) throw new Error(`no job ${id}`);
        return row;
      };
      const outcome = () => {
        const [row] = store.reports.items("t", 0, 10);
        return { state: row?.state, note: row?.reason };
      };
      await deliverTransfers(ctx, job("t"), Date.now());
      await deliverTransfers(ctx, job("t"), Date.now() + 60_000);
      const given = { ...outcome(), side: store.transfers.oneSide("t", first), tx: { ...tx } };
      // The import is removed: its removal puts the side back first.
      store.jobs.create({
        id: "i",
        connection_id: "c",
        source: "csv",
        manual_account_id: 101,
        apply_rules: 0,
        skip_duplicates: 0,
        sealed: 1,
        created_at: 0,
        file_name: null,
        kind: "transactions",
      });
      await putBackOneSideNext(ctx, job("i"), Date.now() + 120_000);
      await putBackOneSideNext(ctx, job("i"), Date.now() + 180_000);
      const putBack = { ...outcome(), side: store.transfers.oneSide("t", first), tx: { ...tx }, left: store.transfers.toPutBack("i", 5) };
      return { updates, given, putBack };
    });
  }
  it("the update's answer lost after it was made: read back as Intake's own, never sent twice, and its removal puts back the bank's notes", async () => {
    const { updates, given, putBack } = await lostUpdate(1);
    expect(given).toMatchObject({
      state: "inserted",
      note: `${ONE_SIDE}: ${NOTE}`,
      side: { before_category_id: null, before_notes: "SEPA 0042", applied_updated_at: given.tx.updated_at },
      tx: { category_id: TRANSFERS, notes: `SEPA 0042 · ${NOTE}` },
    });
    expect(updates).toBe(2); // the update once, the put-back once
    expect(putBack).toMatchObject({ state: "removed", tx: { category_id: null, notes: "SEPA 0042" } });
  });
  it("the put-back's answer lost: read as put back (not as the person's change), with the updated_at it left", async () => {
    const { updates, putBack } = await lostUpdate(2);
    expect(updates).toBe(2);
    expect(putBack).toMatchObject({
      state: "removed",
      note: "put back: its category and notes as they were before",
      side: { applied_updated_at: putBack.tx.updated_at },
      tx: { category_id: null, notes: "SEPA 0042" },
    });
    expect(putBack.left).toEqual([]);
  });
  it("the person categorized it after the lost answer: theirs, left as it is, and nothing to put back", async () => {
    const { updates, given, putBack } = await lostUpdate(1, { category_id: 3 });
    expect(updates).toBe(1);
    expect(given).toMatchObject({ state: "invalid", side: { applied_updated_at: null }, tx: { category_id: 3 } });
    expect(putBack.tx).toMatchObject({ category_id: 3, notes: `SEPA 0042 · ${NOTE}` });
  });
});

describe("History lists what the person did, with the pairing it started under it", () => {
  it("lists two imports, the card's with the pairing of its payment under it, not three rows", async () => {
    const { importRows, outbox, connectionId } = await setup();
    const checking = await importRows(CHECKING, "chk", CHECKING_ROWS);
    const card = await importRows(CARD, "card", CARD_ROWS);
    const listed = await outbox.list(connectionId);
    expect(listed.total).toBe(2);
    expect(listed.imports.map((r) => [r.id, r.kind, (r.followed_by ?? []).map((f) => f.kind)])).toEqual([
      [card.id, "transactions", ["transfers"]],
      [checking.id, "transactions", []],
    ]);
    expect(listed.imports[0]?.followed_by?.[0]?.counts).toMatchObject({ inserted: 1, total: 1 });
  });
});
