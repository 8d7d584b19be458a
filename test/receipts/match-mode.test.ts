// Match mode end to end: a receipt of a card payment that the bank export also brings enriches the
// bank's transaction (PUT /transactions/{id}) instead of inserting a second one; with no match in time
// it is inserted or held, as the connection chose. Time is scaled down with the Outbox's match policy.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { BudgetApi } from "../../src/budget-api";
import { type JobReport, OUTBOX_NAME } from "../../src/outbox";
import { listReceipts } from "../../src/receipts/inbox";
import { connected, deliver, forward, RECEIPT } from "../support/mail";
import { waitFor } from "../support/world";

const CREDIT_CARD = 102; // the sandbox seed's card account, where the bank export goes
const outbox = () => env.OUTBOX.get(env.OUTBOX.idFromName(OUTBOX_NAME));

beforeEach(async () => {
  await outbox().configure({ match: { windowMs: 60_000, recheckMs: 60_000 }, retry: { maxAttempts: 3, baseMs: 20, capMs: 100 } });
});

/** A connection in match mode with the bank's card transactions already imported. */
async function withBank(
  matchMode: "match_or_insert" | "match_or_hold",
  bank: { date: string; amount: string; payee: string; notes?: string }[],
) {
  const setup = await connected({ matchMode });
  const api = new BudgetApi({ baseUrl: env.BUDGET_API_URL, token: setup.world.token });
  const inserted = bank.length
    ? (
        await api.insertTransactions({
          transactions: bank.map((t, i) => ({ ...t, manual_account_id: CREDIT_CARD, external_id: `bank-${i}` })),
          apply_rules: false,
          skip_duplicates: false,
        })
      ).transactions
    : [];
  const receive = async (original = RECEIPT) => {
    await deliver(forward({ to: setup.address, original }), setup.address);
    const entries = (await listReceipts(env.CONNECTIONS, setup.connectionId, { limit: 10 })).receipts;
    return entries[0]!.job_id!;
  };
  const settled = (jobId: string) =>
    waitFor(
      () => outbox().report(jobId, { items: true }) as Promise<JobReport>,
      (r) => r.counts.pending === 0,
    );
  return { ...setup, api, bank: inserted, receive, settled };
}

const receiptOf = (order: string, total: string) => RECEIPT.replaceAll("CB-1042", order).replace("$25.98", `$${total}`);

describe("a receipt enriches the bank's transaction of the same amount within ±3 days", () => {
  it("adds the order to the notes with one PUT and inserts nothing", async () => {
    const { world, api, bank, receive, settled } = await withBank("match_or_insert", [
      { date: "2026-10-05", amount: "25.98", payee: "CORNER BOOKS 0042", notes: "card 1234" },
    ]);
    const before = (await world.transactions()).length;
    const report = await settled(await receive());
    expect(report.kind).toBe("match_or_insert");
    expect(report.counts).toMatchObject({ matched: 1, inserted: 0 });
    expect(report.items?.[0]).toMatchObject({ outcome: "matched", transaction_id: bank[0]!.id });
    const enriched = await api.transaction(bank[0]!.id);
    expect(enriched.notes).toBe("card 1234 · Order CB-1042 · 1 x The Art of Baking");
    expect(enriched.payee).toBe("CORNER BOOKS 0042");
    expect((await world.transactions()).length).toBe(before);
  });

  it("takes the transaction whose payee is most like the merchant when two have the amount", async () => {
    const { bank, receive, settled } = await withBank("match_or_insert", [
      { date: "2026-10-03", amount: "25.98", payee: "GAS STATION 7" },
      { date: "2026-10-05", amount: "25.98", payee: "CORNERBOOKS.EXAMPLE" },
    ]);
    const report = await settled(await receive());
    expect(report.items?.[0]?.transaction_id).toBe(bank[1]!.id);
  });
});

describe("each bank transaction is matched once", () => {
  it("gives two receipts of the same amount two transactions", async () => {
    const { bank, receive, settled } = await withBank("match_or_insert", [
      { date: "2026-10-03", amount: "25.98", payee: "CORNER BOOKS" },
      { date: "2026-10-04", amount: "25.98", payee: "CORNER BOOKS" },
    ]);
    const first = await settled(await receive(receiptOf("CB-1", "25.98")));
    const second = await settled(await receive(receiptOf("CB-2", "25.98")));
    const ids = [first.items?.[0]?.transaction_id, second.items?.[0]?.transaction_id];
    expect(ids.sort()).toEqual(bank.map((t) => t.id).sort());
  });

  it("makes the same receipt forwarded twice one match and no insert", async () => {
    const { world, bank, receive, settled } = await withBank("match_or_insert", [
      { date: "2026-10-03", amount: "25.98", payee: "CORNER BOOKS" },
    ]);
    const before = (await world.transactions()).length;
    await settled(await receive());
    const again = await settled(await receive());
    expect(again.items?.[0]).toMatchObject({ outcome: "duplicate", transaction_id: bank[0]!.id });
    expect((await world.transactions()).length).toBe(before);
  });
});

describe("with no match in time, the receipt is inserted or held, as the connection chose", () => {
  it("waits, saying for what, then inserts (match_or_insert)", async () => {
    await outbox().configure({ match: { windowMs: 1500, recheckMs: 300 } });
    const { world, receive, settled } = await withBank("match_or_insert", [{ date: "2026-10-20", amount: "25.98", payee: "CORNER BOOKS" }]);
    const jobId = await receive();
    const waiting = await waitFor(
      () => outbox().report(jobId) as Promise<JobReport>,
      (r) => r.status === "waiting",
    );
    expect(waiting.last_error).toMatch(/waiting for the bank's transaction of 25.98/);
    const report = await settled(jobId);
    expect(report).toMatchObject({ kind: "transactions", counts: { inserted: 1 } });
    const mine = (await world.transactions()).filter((t) => t.external_id === report.items?.[0]?.external_id);
    expect(mine.map((t) => [t.payee, t.amount, t.manual_account_id])).toEqual([["Corner Books", "25.9800", 101]]);
  });

  it("holds it (match_or_hold); the person can insert it anyway", async () => {
    await outbox().configure({ match: { windowMs: 500, recheckMs: 200 } });
    const { world, receive, settled } = await withBank("match_or_hold", []);
    const jobId = await receive();
    const held = await settled(jobId);
    expect(held.counts).toMatchObject({ held: 1, inserted: 0 });
    expect(held.items?.[0]?.reason).toMatch(/held/);
    expect(await world.transactions()).toEqual([]);
    expect(await outbox().retryFailed(jobId)).toBe(1);
    const inserted = await settled(jobId);
    expect(inserted.counts).toMatchObject({ held: 0, inserted: 1 });
  });
});

describe("a finished import wakes the receipts that wait for it", () => {
  it("matches as soon as the bank's transactions are imported, not at the next look", async () => {
    const { connectionId, api, receive, settled } = await withBank("match_or_insert", []);
    const jobId = await receive();
    await waitFor(
      () => outbox().report(jobId) as Promise<JobReport>,
      (r) => r.status === "waiting",
    );
    const bankImport = await outbox().enqueue({ connectionId, source: "csv", manualAccountId: CREDIT_CARD }, [
      { row: 1, item: { date: "2026-10-04", amount: "25.98", payee: "CORNER BOOKS", external_id: "bank-export-1" } },
    ]);
    const report = await settled(jobId);
    const bankTx = (await api.listTransactions({ start_date: "2026-10-04", end_date: "2026-10-04" })).transactions.find(
      (t) => t.external_id === "bank-export-1",
    );
    expect(bankImport.id).toBeTruthy();
    expect(report.items?.[0]).toMatchObject({ outcome: "matched", transaction_id: bankTx?.id });
  });
});
