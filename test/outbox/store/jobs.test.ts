// Which job the Outbox serves next (store/jobs.ts): a removal and an import of one account take turns in the order
// they were asked. The race is driven step by step: the rate gate is closed while the imports and the removal are
// asked, then the alarm loop is run by hand, so the scheduler alone decides who goes first.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { JobReport, Outbox } from "../../../src/outbox";
import { initialGate } from "../../../src/outbox/rate-gate";
import { OutboxStore } from "../../../src/outbox/store";
import type { PlannedItem } from "../../../src/plan";
import { connected } from "../../support/mail";
import { tunableOutbox } from "../../support/outboxes";
import { waitFor } from "../../support/world";

const CARD = 101;

/** The month's payments: three plain ones, and the bookshop's, whose receipt came by mail first. */
const PAYMENTS = [
  { date: "2026-10-02", amount: "3.50", payee: "Corner Coffee" },
  { date: "2026-10-05", amount: "25.98", payee: "CORNER BOOKS 0042 SEATTLE" },
  { date: "2026-10-06", amount: "45.20", payee: "Grocer" },
  { date: "2026-10-07", amount: "12.10", payee: "Pharmacy 88" },
];

/** The card's CSV export of the payments, and its OFX of the same payments under the bank's own ids. */
const csvRows = (): PlannedItem[] => PAYMENTS.map((p, i) => ({ row: i + 2, item: { ...p, external_id: `h:csv:${i}` } }));
const ofxRows = (indices: number[]): PlannedItem[] =>
  indices.map((i) => ({ row: i + 1, item: { ...PAYMENTS[i]!, external_id: `ofx:T${i}` }, recordId: `T${i}` }));

async function setUp() {
  const { world, connectionId } = await connected({ accountId: CARD });
  const outbox = tunableOutbox();
  const done = (id: string) =>
    waitFor(
      async () => (await outbox.report(id, { items: true }))!,
      (r) => r.counts.pending + r.counts.removing === 0 && r.status !== "running" && r.status !== "queued",
    );
  const receipt = await done(
    (
      await outbox.enqueue({ connectionId, channel: "email", manualAccountId: CARD }, [
        {
          row: 1,
          item: { date: "2026-10-03", amount: "25.98", payee: "Corner Books", external_id: "rcpt:o:serialised" },
          provisional: "receipt",
        },
      ])
    ).id,
  );
  const bank = { connectionId, manualAccountId: CARD, bankRows: true };
  const csv = await done((await outbox.enqueue({ ...bank, channel: "csv", fileName: "card.csv" }, csvRows())).id);
  expect(csv.counts).toMatchObject({ inserted: 3, matched: 1 });
  /** Nothing is sent until the loop is run by hand. */
  const closeGate = () =>
    runInDurableObject(outbox, (_instance: Outbox, state) => {
      const now = Date.now();
      new OutboxStore(state.storage).gate.save({
        ...initialGate(now),
        tokens: 0,
        blockedUntil: now + 3_600_000,
        windowResetAt: now + 3_600_000,
      });
    });
  /** The gate opens and the alarm loop serves whatever the scheduler picks, to the end. */
  const run = () =>
    runInDurableObject(outbox, async (instance: Outbox, state) => {
      new OutboxStore(state.storage).gate.save(initialGate(Date.now()));
      await instance.alarm();
    });
  /** Each payment as the budget holds it: [date, amount], sorted. */
  const payments = async () => (await world.transactions()).map((t) => [t.date, t.amount]).sort();
  const ofx = { ...bank, channel: "ofx", fileName: "card.ofx" };
  return { outbox, connectionId, world, done, receipt, csv, closeGate, run, payments, ofx };
}

const row = (report: JobReport, payee: string) => report.items!.find((i) => i.payee === payee)!;

describe("a removal waits for an import of its account begun before it was asked", () => {
  it("the OFX of the same payments arriving in two chunks, the removal asked between them: every payment once, the CSV's rows kept for it", async () => {
    const s = await setUp();
    await s.closeGate();
    const ofxId = await s.outbox.openJob(s.ofx);
    await s.outbox.append(ofxId, ofxRows([0, 1]));
    expect(await s.outbox.removeImport(s.csv.id, s.connectionId)).toMatchObject({ ok: true, removing: 4 });
    await s.run();
    // The OFX's first chunk is delivered, and the removal waits for the rest of the file.
    expect((await s.outbox.report(s.csv.id))!.counts).toMatchObject({ removing: 4 });

    await s.outbox.append(ofxId, ofxRows([2, 3]));
    await s.outbox.seal(ofxId);
    const ofx = await s.done(ofxId);
    const csv = await s.done(s.csv.id);

    expect(await s.payments()).toEqual([
      ["2026-10-02", "3.5000"],
      ["2026-10-05", "25.9800"],
      ["2026-10-06", "45.2000"],
      ["2026-10-07", "12.1000"],
    ]);
    expect(ofx.counts).toMatchObject({ duplicates: 4, inserted: 0 });
    expect(csv.counts).toMatchObject({ kept: 4, removed: 0 });
    for (const payee of ["Corner Coffee", "CORNER BOOKS 0042 SEATTLE", "Grocer", "Pharmacy 88"])
      expect(row(csv, payee).reason, payee).toMatch(/^kept: row \d of the import of \d{4}-\d\d-\d\d \(card\.ofx\) is this payment too/);
    // The bookshop's payment stays the bank's row (which the OFX's says it is), not the receipt put back beside it.
    expect(row(ofx, "CORNER BOOKS 0042 SEATTLE")).toMatchObject({
      outcome: "duplicate",
      transaction_id: s.receipt.items![0]!.transaction_id,
    });
  });

  it("the OFX asked whole before the removal: it goes first; the removal keeps what it found there", async () => {
    const s = await setUp();
    await s.closeGate();
    const ofxId = (await s.outbox.enqueue(s.ofx, ofxRows([0, 1, 2, 3]))).id;
    await s.outbox.removeImport(s.csv.id, s.connectionId);
    await s.run();
    const [ofx, csv] = [await s.done(ofxId), await s.done(s.csv.id)];
    expect(ofx.counts).toMatchObject({ duplicates: 4, inserted: 0 });
    expect(csv.counts).toMatchObject({ kept: 4, removed: 0 });
    expect(row(csv, "CORNER BOOKS 0042 SEATTLE").reason).toMatch(/is this payment too/);
    expect(await s.payments()).toHaveLength(4);
    expect((await s.world.transactions()).find((t) => t.amount === "25.9800")).toMatchObject({ date: "2026-10-05" });
  });
});

describe("an import asked after a removal waits for it", () => {
  it("the removal goes first: the OFX's rows go in anew and take the receipt over again, every payment once", async () => {
    const s = await setUp();
    await s.closeGate();
    await s.outbox.removeImport(s.csv.id, s.connectionId);
    const ofxId = (await s.outbox.enqueue(s.ofx, ofxRows([0, 1, 2, 3]))).id;
    await s.run();
    const [csv, ofx] = [await s.done(s.csv.id), await s.done(ofxId)];
    expect(csv.counts).toMatchObject({ removed: 4, kept: 0 });
    expect(ofx.counts).toMatchObject({ inserted: 3, matched: 1, duplicates: 0 });
    expect(row(ofx, "CORNER BOOKS 0042 SEATTLE")).toMatchObject({
      outcome: "matched",
      transaction_id: s.receipt.items![0]!.transaction_id,
    });
    expect(await s.payments()).toEqual([
      ["2026-10-02", "3.5000"],
      ["2026-10-05", "25.9800"],
      ["2026-10-06", "45.2000"],
      ["2026-10-07", "12.1000"],
    ]);
  });
});
