// The budget's history for what an import learns (src/outbox/rpc/history.ts): every account's transactions since a day,
// paged under the gate, with what Intake kept of a row it named or filed; a refusal for a connection it does not know;
// kept between imports, the next read asking only for what changed since.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { outboxWorld } from "../../support/outbox-world";

describe("the history is the budget's transactions of the days asked, with what Intake kept of each", () => {
  it("answers each transaction's payee, original name and category, and reads Intake's learned mark", async () => {
    const { outbox, connectionId, api, account } = await outboxWorld();
    await api.insertTransactions({
      transactions: [
        { date: "2026-09-04", amount: "54.20", payee: "WHOLEFDS MKT #10234", external_id: "hist-1", manual_account_id: account.id },
        {
          date: "2026-09-18",
          amount: "61.05",
          payee: "Whole Foods",
          external_id: "hist-2",
          manual_account_id: account.id,
          custom_metadata: { learned: { descriptor: "WHOLEFDS MKT #10456", payee: "Whole Foods" } },
        },
        { date: "2025-01-02", amount: "9.00", payee: "Before the days asked", external_id: "hist-3", manual_account_id: account.id },
      ],
      apply_rules: false,
      skip_duplicates: false,
    });
    const answer = await outbox.budgetHistory(connectionId, "2026-09-01", "2026-09-30", 3);
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer).toMatchObject({ complete: true, requests: 1 });
    const byPayee = new Map(answer.transactions.map((t) => [t.payee, t]));
    expect(byPayee.has("Before the days asked")).toBe(false);
    expect(byPayee.get("WHOLEFDS MKT #10234")).toMatchObject({ date: "2026-09-04", learned: null });
    expect(byPayee.get("Whole Foods")?.learned).toEqual({ descriptor: "WHOLEFDS MKT #10456", payee: "Whole Foods" });
  });
});

describe("a connection the Outbox does not know is refused, nothing read", () => {
  it("answers a refusal", async () => {
    const { outbox } = await outboxWorld();
    expect(await outbox.budgetHistory("c-nobody", "2026-09-01", "2026-09-30", 3)).toMatchObject({ ok: false });
  });
});

/** A world whose budget holds `n` transactions of September (500 a request, the service's largest insert). */
async function budgetOf(n: number) {
  const world = await outboxWorld();
  const { api, account } = world;
  for (let start = 0; start < n; start += 500) {
    const transactions = Array.from({ length: Math.min(500, n - start) }, (_, k) => {
      const i = start + k;
      return {
        date: `2026-09-${String((i % 28) + 1).padStart(2, "0")}`,
        amount: `${(i % 90) + 1}.25`,
        payee: `SHOP ${i % 40} #${i}`,
        external_id: `bulk-${i}`,
        manual_account_id: account.id,
      };
    });
    await api.insertTransactions({ transactions, apply_rules: false, skip_duplicates: false });
  }
  const read = () => world.outbox.budgetHistory(world.connectionId, "2026-09-01", "2026-09-30", 5);
  const listReads = async () => (await world.world.counters()).listReads;
  return { ...world, read, listReads };
}

describe("the history is kept between imports: the next read of the same days asks only for what changed", () => {
  it("reads two pages the first time, then one request that lists only the changes, and answers the same history", async () => {
    const { read, listReads } = await budgetOf(2100);
    const before = await listReads();
    const first = await read();
    expect(first).toMatchObject({ ok: true, requests: 2, kept: false, complete: true });
    const between = await listReads();
    expect(between - before).toBe(2);
    const second = await read();
    expect(second).toMatchObject({ ok: true, requests: 1, kept: true, complete: true });
    expect((await listReads()) - between).toBe(1);
    if (!first.ok || !second.ok) return;
    expect(second.transactions.map((t) => [t.id, t.payee])).toEqual(first.transactions.map((t) => [t.id, t.payee]));
  });

  it("sees a transaction the person renamed meanwhile, and one added, in that one request", async () => {
    const { read, api, account } = await budgetOf(5);
    const first = await read();
    if (!first.ok) throw new Error("the history was read");
    const renamed = first.transactions[0]!;
    await api.updateTransaction(renamed.id, { payee: "Whole Foods" });
    await api.insertTransactions({
      transactions: [{ date: "2026-09-20", amount: "3.00", payee: "NEW SHOP 1", external_id: "added", manual_account_id: account.id }],
      apply_rules: false,
      skip_duplicates: false,
    });
    const second = await read();
    expect(second).toMatchObject({ ok: true, requests: 1, kept: true });
    if (!second.ok) return;
    expect(second.transactions.find((t) => t.id === renamed.id)?.payee).toBe("Whole Foods");
    expect(second.transactions.map((t) => t.payee)).toContain("NEW SHOP 1");
    expect(second.transactions).toHaveLength(6);
  });
});

describe("a kept history is read whole again: other days, older than its bound, or forgotten", () => {
  it("reads whole for other days", async () => {
    const { read, outbox, connectionId } = await budgetOf(5);
    await read();
    expect(await outbox.budgetHistory(connectionId, "2026-08-01", "2026-09-30", 5)).toMatchObject({ ok: true, kept: false });
  });

  it("reads whole once the kept history is an hour old, and a transaction deleted meanwhile is gone", async () => {
    const { read, api, outbox } = await budgetOf(5);
    const first = await read();
    if (!first.ok) throw new Error("the history was read");
    await api.deleteTransactions([first.transactions[0]!.id]);
    // The delete is not something updated_since lists: within the bound the kept copy stands.
    expect(await read()).toMatchObject({ ok: true, kept: true });
    await runInDurableObject(outbox, async (_instance, state) => {
      state.storage.sql.exec(`UPDATE history_reads SET read_at = read_at - 3600000`);
    });
    const again = await read();
    expect(again).toMatchObject({ ok: true, kept: false });
    if (again.ok) expect(again.transactions.map((t) => t.id)).not.toContain(first.transactions[0]!.id);
  });

  it("reads whole after forgetHistory (a disconnect)", async () => {
    const { read, outbox, connectionId } = await budgetOf(5);
    await read();
    await outbox.forgetHistory(connectionId);
    expect(await read()).toMatchObject({ ok: true, kept: false, requests: 1 });
  });
});
