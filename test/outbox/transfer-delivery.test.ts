// Transfers between the budget's own accounts in the Outbox (kinds/transfers.ts): an import of the bank's rows that
// ended looks once for the other side of its rows, and each pair it finds becomes one group in the budget; removing
// an import ungroups first. Against the sandbox's group endpoints.
import { tunableOutbox } from "../support/outboxes";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type ApiVersion } from "../../src/budget-api";
import { saveConnection } from "../../src/connections";
import type { JobReport } from "../../src/outbox";
import { NO_GROUPS_ON_V1 } from "../../src/outbox/kinds/transfers";
import type { PlannedItem } from "../../src/plan";
import { FullBudgetApi } from "../support/full-budget-api";
import { newWorld, waitFor } from "../support/world";

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
  const importRows = async (account: number, tag: string, rows: Row[]) => {
    const items: PlannedItem[] = rows.map(([date, amount, payee], i) => ({
      row: i + 2,
      item: { date, amount, payee, external_id: `${tag}:${i}` },
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
  const transfersJobs = async () => (await outbox.list(connectionId)).imports.filter((r) => r.kind === "transfers");
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
    const { importRows, groups, transfersJobs } = await setup();
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

describe("the legacy v1 interface has no groups", () => {
  it("pairs nothing and sends no group", async () => {
    const { importRows, world } = await setup("v1");
    await importRows(CHECKING, "chk", CHECKING_ROWS);
    await importRows(CARD, "card", CARD_ROWS);
    expect((await world.transactions()).length).toBe(4);
    expect(NO_GROUPS_ON_V1).toMatch(/v1/);
  });
});
