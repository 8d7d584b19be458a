// The transactions kind (src/outbox/kinds/transactions.ts), through v2 and the legacy v1: a plan inserted in batches
// and each item settled by what the answer names; items whose fate is unknown read back before anything of the job is
// sent again; cash deduplicated by the Outbox's own ledger; a record with its own id never dropped as another's twin.
import { describe, expect, it } from "vitest";
import { settleInsert } from "../../../src/outbox/kinds/transactions";
import type { InsertAnswer } from "../../../src/outbox/delivery-target";
import type { JobRow, OutboxStore } from "../../../src/outbox/store";
import type { InsertTransaction } from "../../../src/budget-api";
import type { PlannedItem } from "../../../src/plan";
import { RECEIPT } from "../../support/mail";
import { CHECKING, receiptsAndExports } from "../../support/receipts-and-exports";
import { crashingWorld, deliveryWorld, externalIds, firstAttempt, items, TARGETS } from "../../support/delivery";
import { deliveryContext } from "../../support/delivery-context";
import { withJob } from "../../support/store";

describe.each(TARGETS)("delivery through %s", (version) => {
  describe("a plan is delivered in batches of at most 500 items", () => {
    it("inserts 1,200 items with 3 requests and reports each with its transaction id", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      const job = await outbox.enqueue(spec(), items(1200));
      expect(job.counts).toMatchObject({ total: 1200, pending: 1200 });
      const done = await settled(job.id);
      expect(done.status).toBe("done");
      expect(done.counts).toMatchObject({ total: 1200, inserted: 1200, duplicates: 0, invalid: 0, failed: 0, pending: 0 });
      expect((await world.counters()).insertRequests).toBe(3);
      expect(await externalIds(world)).toHaveLength(1200);
      const report = (await outbox.report(job.id, { items: true, limit: 2 }))!;
      expect(report.items?.[0]).toMatchObject({ row: 2, outcome: "inserted", external_id: "i-0" });
      expect(report.items?.[0]?.transaction_id).toBeTypeOf("number");
    });

    it("never sends two items with the same external_id in one request", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      const plan = items(3);
      plan[2]!.item.external_id = plan[0]!.item.external_id;
      const done = await settled((await outbox.enqueue(spec(), plan)).id);
      // The repeat went in its own request, and the service skipped it there.
      expect(done.counts).toMatchObject({ inserted: 2, duplicates: 1 });
      expect((await world.counters()).insertRequests).toBe(2);
    });

    it("applies the job's apply_rules and reports the service's duplicates", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      const first = await settled((await outbox.enqueue(spec(), items(5))).id);
      expect(first.counts.inserted).toBe(5);
      const again = await settled((await outbox.enqueue(spec(), items(5))).id);
      expect(again.counts).toMatchObject({ inserted: 0, duplicates: 5 });
      const report = (await outbox.report(again.id, { items: true }))!;
      expect(report.items?.every((i) => i.reason === "duplicate_external_id" && i.transaction_id)).toBe(true);
      expect(await externalIds(world)).toHaveLength(5);
    });
  });

  describe("a request that timed out and was committed after Intake looked still counts as Intake's", () => {
    it("settles its items as inserted, each once, though they were not there when read back", async () => {
      // 1,200 rows over 28 days: three batches of 500; the second times out and lands after the next answer
      // (on v1, between the two pages of 1,000 that read those days back; on v2, after the batch sent again).
      const { world, outbox, spec, settled } = await crashingWorld(version, { commitLateAt: 2 });
      const job = await outbox.enqueue(spec(), items(1200));
      const done = await settled(job.id, 60_000);
      // v1's answer to the resend names none of those already there: read back, they are the late request's.
      expect(done.counts).toMatchObject({ inserted: 1200, duplicates: 0, failed: 0 });
      const ids = await externalIds(world);
      expect(ids).toHaveLength(1200);
      expect(new Set(ids).size).toBe(1200);
    });
  });

  describe("items in doubt are read back before anything is called failed", () => {
    it.each(["cash", "an account"] as const)(
      "every write's answer lost (%s): the items are inserted, none failed, without a Retry",
      async (into) => {
        // Every insert is committed and its answer lost, the replays' too: past the attempts, the items are in the budget.
        const { world, outbox, spec, settled } = await crashingWorld(version, { failAfterCommitFrom: 1, failAfterCommitWith: 502 });
        const job = await outbox.enqueue(spec(into === "cash" ? { manualAccountId: null } : {}), items(2, `lost-${into}`));
        const done = await settled(job.id, 60_000);
        expect(done).toMatchObject({ status: "done", counts: { inserted: 2, failed: 0, duplicates: 0 } });
        expect(await externalIds(world)).toHaveLength(2);
      },
      90_000,
    );

    it("fails what the read-back does not find, once its attempts are spent", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      // The service answers every insert with a 500 and commits nothing; its reads are answered.
      await world.admin("PUT", "/faults", { p500: 1, writesOnly: true });
      const job = await outbox.enqueue(spec(), items(2, "never"));
      const done = await settled(job.id, 60_000);
      expect(done.counts).toMatchObject({ inserted: 0, failed: 2 });
      expect(await externalIds(world)).toHaveLength(0);
    });
  });

  describe("cash items are deduplicated by the Outbox's ledger", () => {
    it("does not send an external_id the connection already delivered", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      const first = await settled((await outbox.enqueue(spec({ manualAccountId: null }), items(4, "cash"))).id);
      expect(first.counts.inserted).toBe(4);
      const requests = (await world.counters()).insertRequests;
      const again = await settled((await outbox.enqueue(spec({ manualAccountId: null }), items(4, "cash"))).id);
      expect(again.counts).toMatchObject({ inserted: 0, duplicates: 4 });
      expect((await outbox.report(again.id, { items: true }))!.items![0]!.reason).toBe("already_delivered");
      expect((await world.counters()).insertRequests).toBe(requests);
      expect((await world.transactions()).filter((t) => t.manual_account_id === null)).toHaveLength(4);
    });

    it("reconciles cash items of a dropped request instead of sending them twice", async () => {
      const { world, outbox, spec, settled } = await deliveryWorld(version);
      await world.admin("PUT", "/faults", { pDrop: 1 });
      const job = await outbox.enqueue(spec({ manualAccountId: null }), items(5, "cash"));
      await firstAttempt(outbox, job.id);
      await world.admin("PUT", "/faults", { pDrop: 0 });
      const done = await settled(job.id);
      expect(done.counts.inserted).toBe(5);
      expect((await world.transactions()).filter((t) => t.manual_account_id === null)).toHaveLength(5);
    });
  });
});

describe("a receipt carries its order number: the service's payee/amount/date check never drops it", () => {
  it("a receipt with its order number after one without, of one price at one shop on one day: two transactions", async () => {
    const { receive, payment } = await receiptsAndExports({ accountId: CHECKING });
    const withoutOrder = RECEIPT.replace("Your order #CB-1042", "Your receipt").replace("your order #CB-1042.", "your visit.");
    expect((await receive(withoutOrder)).counts).toMatchObject({ inserted: 1 });
    expect((await receive(RECEIPT.replaceAll("CB-1042", "CB-2000"))).counts).toMatchObject({ inserted: 1, duplicates: 0 });
    expect(await payment()).toHaveLength(2);
  });

  it("the same order forwarded again is still one", async () => {
    const { receive, payment } = await receiptsAndExports({ accountId: CHECKING });
    await receive();
    expect((await receive()).counts).toMatchObject({ inserted: 0, duplicates: 1 });
    expect(await payment()).toHaveLength(1);
  });
});

/** Sends the job's first `n` items as the kind does (an attempt opened for them), and settles them by `answer`. */
function answered(store: OutboxStore, sql: SqlStorage, jobId: string, n: number, answer: InsertAnswer, ended: JobRow[] = []) {
  const ctx = deliveryContext(store, sql, {}, { importEnded: (job) => ended.push(job) });
  const job = store.jobs.get(jobId)!;
  const seqs = Array.from({ length: n }, (_, i) => i);
  const rows = store.items.forSend(jobId, seqs);
  const attempt = ctx.open(job, seqs, Date.now(), { readBackFirst: true });
  if (!attempt) throw new Error("no slot of the gate");
  const transactions = rows.map((r) => JSON.parse(r.body) as InsertTransaction);
  let closed = "";
  settleInsert(ctx, job, { attemptId: attempt.id, seqs, rows, transactions, checked: true }, answer, (outcome) => {
    closed = outcome;
    attempt.done(outcome);
  });
  const items = sql
    .exec(`SELECT seq, state, transaction_id, reason, read_back, failures, to_base FROM items WHERE job_id = ? ORDER BY seq`, jobId)
    .toArray();
  return { closed, items };
}

const planned = (n: number, provisional?: PlannedItem["provisional"]): PlannedItem[] =>
  items(n, "s").map((p, i) => (i === 0 && provisional ? { ...p, provisional } : p));

describe("an insert's answer settles each item it names; one it does not name is read back, one it left alone goes again", () => {
  it("inserted, inserted by the earlier request it was in doubt after, a duplicate, read back later, sent again", () =>
    withJob((store, jobId, sql) => {
      store.items.append(jobId, planned(5, "receipt"), []);
      sql.exec(`UPDATE items SET in_doubt = 1 WHERE job_id = ? AND seq = 1`, jobId);
      const { closed, items: settled } = answered(store, sql, jobId, 5, {
        outcomes: [
          { kind: "inserted", transactionId: 10, toBase: 9.5 },
          { kind: "duplicate", reason: "duplicate_external_id", transactionId: 11 },
          { kind: "duplicate", reason: "duplicate_payee_amount_date", transactionId: 12 },
          { kind: "unnamed" },
          { kind: "unanswered" },
        ],
        insertedIds: [10],
      });
      expect(closed).toBe("partial");
      expect(settled).toEqual([
        { seq: 0, state: "inserted", transaction_id: 10, reason: null, read_back: 0, failures: 0, to_base: 9.5 },
        { seq: 1, state: "inserted", transaction_id: 11, reason: null, read_back: 0, failures: 0, to_base: null },
        { seq: 2, state: "duplicate", transaction_id: 12, reason: "duplicate_payee_amount_date", read_back: 0, failures: 0, to_base: null },
        { seq: 3, state: "pending", transaction_id: null, reason: null, read_back: 1, failures: 0, to_base: null },
        {
          seq: 4,
          state: "pending",
          transaction_id: null,
          reason: "the service neither inserted nor skipped these items",
          read_back: 0,
          failures: 1,
          to_base: null,
        },
      ]);
    }));
});

describe("a cash item inserted goes into the connection's ledger; the last batch of a sealed job ends the import", () => {
  it("records the cash ids, and ends the import once its job is sealed and nothing of it waits", () =>
    withJob((store, _jobId, sql) => {
      const job = { connection_id: "c", source: "test", manual_account_id: null, apply_rules: 1, skip_duplicates: 1, created_at: 0 };
      store.jobs.create({ ...job, id: "open", sealed: 0 });
      store.jobs.create({ ...job, id: "sealed", sealed: 1 });
      const ended: JobRow[] = [];
      for (const id of ["open", "sealed"]) {
        store.items.append(id, [{ row: 2, item: { date: "2026-10-01", amount: "3.50", payee: "Cafe", external_id: `cash:${id}` } }], []);
        const { closed } = answered(
          store,
          sql,
          id,
          1,
          { outcomes: [{ kind: "inserted", transactionId: id === "open" ? 20 : 21 }], insertedIds: [] },
          ended,
        );
        expect(closed).toBe("ok");
      }
      expect(store.ledger.lookup("c", ["cash:open", "cash:sealed"])).toEqual(
        new Map([
          ["cash:open", 20],
          ["cash:sealed", 21],
        ]),
      );
      expect(ended.map((j) => j.id)).toEqual(["sealed"]);
    }));
});
