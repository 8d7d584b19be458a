// "Remove this import" end to end: POST /imports/{id}/remove deletes the transactions the job
// inserted from the sandbox, keeps the ones changed since and the ones the service refuses (split, grouped), the
// report shows each as removed or kept, and importing the same file again inserts them again.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkedFetch } from "../support/answers";
import sample from "../../docs/examples/receipt.eml?raw";
import { saveConnection } from "../../src/connections";
import type { ItemReport, JobReport } from "../../src/outbox";
import { FullBudgetApi } from "../support/full-budget-api";
import { connected, deliver } from "../support/mail";
import { newWorld, waitFor, type World } from "../support/world";
import { outboxOf } from "../../src/storage";

const CHECKING = 101;

const EXPORT = [
  "Date,Description,Amount",
  "2026-09-01,Corner Coffee,-3.50",
  "2026-09-02,ACME Payroll,2500.00",
  "2026-09-03,Grocer,-45.20",
  "2026-09-04,Book Shop,-12.99",
].join("\n");

async function connect() {
  const world = await newWorld();
  const apiKey = `key-${world.name}`;
  await saveConnection(env, `c-${world.name}`, world.token, apiKey);
  const auth = { Authorization: `Bearer ${apiKey}` };
  const call = (path: string, init: RequestInit = {}) => checkedFetch(`https://intake.test${path}`, { ...init, headers: auth });
  const report = async (id: string, query = "?items=true") => (await (await call(`/imports/${id}${query}`)).json()) as JobReport;
  const settled = (id: string) =>
    waitFor(
      () => report(id),
      (r) => r.counts.pending === 0 && r.status !== "running" && r.status !== "queued",
    );
  const upload = async () => {
    const response = await checkedFetch(`https://intake.test/imports?account=${CHECKING}`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "text/csv" },
      body: EXPORT,
    });
    expect(response.status).toBe(202);
    return settled(((await response.json()) as { id: string }).id);
  };
  const remove = (id: string) => call(`/imports/${id}/remove`, { method: "POST" });
  const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
  return { world, connectionId: `c-${world.name}`, upload, remove, settled, report, api };
}

/** The import's transactions the sandbox holds now, by payee. */
const ofImport = async (world: World) =>
  (await world.transactions())
    .filter((t) => t.manual_account_id === CHECKING && t.date.startsWith("2026-09"))
    .map((t) => t.payee)
    .sort();

const byPayee = (items: ItemReport[] | undefined) => new Map((items ?? []).map((i) => [i.payee, i]));

describe("Remove this import deletes what the import inserted, but never a transaction changed since", () => {
  it("import → edit one → remove → only the edited one is left → import again → they are back", async () => {
    const { world, upload, remove, settled, report, api } = await connect();
    const first = await upload();
    expect(first.counts).toMatchObject({ inserted: 4, pending: 0 });
    const grocer = byPayee(first.items).get("Grocer")!;
    // The person edits one in the budget (later than the insert, on the service's clock).
    await scheduler.wait(1100);
    await api.updateTransaction(grocer.transaction_id!, { notes: "split with Sam" });

    const answer = await remove(first.id);
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ id: first.id, removing: 4, removed: 0, kept: 0 });
    // While it runs, what is left to delete is counted as being removed, not as waiting to be sent.
    const during = await report(first.id, "");
    expect(during.counts).toMatchObject({ pending: 0, inserted: 0 });
    expect(during.counts.removing + during.counts.removed + during.counts.kept).toBe(4);
    if (during.counts.removing > 0) expect(during.status).not.toMatch(/^done/);
    const after = await settled(first.id);
    expect(after.counts).toMatchObject({ removed: 3, kept: 1, removing: 0, inserted: 0, pending: 0 });
    const kept = byPayee(after.items).get("Grocer")!;
    expect(kept).toMatchObject({ outcome: "kept", transaction_id: grocer.transaction_id });
    expect(kept.reason).toMatch(/^kept: changed in your budget since Intake inserted it/);
    expect(byPayee(after.items).get("Corner Coffee")).toMatchObject({ outcome: "removed" });
    expect(await ofImport(world)).toEqual(["Grocer"]);

    const again = await upload();
    expect(again.counts).toMatchObject({ inserted: 3, duplicates: 1 });
    expect(await ofImport(world)).toEqual(["ACME Payroll", "Book Shop", "Corner Coffee", "Grocer"]);
  });
});

describe("Remove this import keeps split and grouped transactions, with the service's reason", () => {
  it("the service refuses them; the rest are removed", async () => {
    const { world, upload, remove, settled } = await connect();
    const first = await upload();
    const items = byPayee(first.items);
    await world.admin("POST", `/transactions/${items.get("Corner Coffee")!.transaction_id}/split`, { amounts: ["1.50", "2.00"] });
    await world.admin("POST", "/transaction-groups", {
      ids: [items.get("Grocer")!.transaction_id, items.get("Book Shop")!.transaction_id],
    });
    // Splitting and grouping change the transactions: created long enough ago, they would be kept as changed;
    // here the service's own refusal is what keeps them (the split's and the group's updated_at are the same second).
    expect((await remove(first.id)).status).toBe(202);
    const after = await settled(first.id);
    expect(after.counts).toMatchObject({ removed: 1, kept: 3 });
    const reasons = [...byPayee(after.items).values()].filter((i) => i.outcome === "kept").map((i) => i.reason);
    expect(reasons).toHaveLength(3);
    for (const reason of reasons) expect(reason).toMatch(/^kept: Transaction \d+ is (a split parent|part of transaction group)/);
    expect(await ofImport(world)).toEqual(expect.arrayContaining(["Corner Coffee", "Grocer", "Book Shop"]));
    expect(await ofImport(world)).not.toContain("ACME Payroll");
  });
});

describe("POST /imports/{id}/remove", () => {
  it("answers 404 for another connection's import", async () => {
    const { upload, remove } = await connect();
    const other = await connect();
    const first = await upload();
    expect((await other.remove(first.id)).status).toBe(404);
    expect((await remove(first.id)).status).toBe(202);
  });

  it("answers 409 already_removed to a second removal: nothing is left to remove or put back, and nothing starts", async () => {
    const { upload, remove, settled, report } = await connect();
    const first = await upload();
    expect((await remove(first.id)).status).toBe(202);
    const done = await settled(first.id);
    const twice = await remove(first.id);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({
      error: { code: "already_removed", message: expect.stringMatching(/^This import was removed already .*: nothing of it is left/) },
    });
    const after = await report(first.id);
    expect(after.counts).toEqual(done.counts);
    expect(after.removal_requested_at).toBe(done.removal_requested_at);
  });

  it("answers 409 nothing_inserted to the removal of an import that put nothing in the budget", async () => {
    const { upload, remove, report } = await connect();
    await upload();
    // The same file again: every row already there.
    const again = await upload();
    expect(again.counts).toMatchObject({ duplicates: 4, inserted: 0 });
    const answer = await remove(again.id);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ error: { code: "nothing_inserted" } });
    expect((await report(again.id)).removal_requested_at).toBeUndefined();
  });

  it("answers 409 for a job that inserts no transactions (a balance write)", async () => {
    const { remove, connectionId } = await connect();
    const outbox = outboxOf(env);
    const id = await outbox.writeBalances({ connectionId, channel: "api", manualAccountId: CHECKING, kind: "account_balance" }, [
      { date: "2026-09-30", amount: "100.00" },
    ]);
    const answer = await remove(id);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ error: { code: "nothing_inserted" } });
  });
});

describe("Remove this import works for a receipt too", () => {
  it("the receipt's transaction is deleted and its report says removed", async () => {
    const { world, connectionId, address } = await connected({ attachReceipts: false });
    await deliver(sample, address);
    const outbox = outboxOf(env);
    const job = await waitFor(
      async () => (await outbox.list(connectionId)).imports[0],
      (r) => r?.counts.inserted === 1,
    );
    expect((await world.transactions()).map((t) => t.payee)).toEqual(["Corner Books"]);
    expect(await outbox.removeImport(job!.id, connectionId)).toMatchObject({ ok: true, removing: 1 });
    const after = await waitFor(
      async () => (await outbox.report(job!.id, { items: true }))!,
      (r) => r.counts.pending + r.counts.removing === 0,
    );
    expect(after.counts).toMatchObject({ removed: 1 });
    expect(await world.transactions()).toEqual([]);
  });
});
