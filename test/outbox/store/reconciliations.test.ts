// One payment, one transaction as the store holds it (src/outbox/store/reconciliations.ts): the provisional
// transactions (a receipt's, a tap's, a pending row's) no bank row took yet, each takeover from the bank row's claim
// to its update, what it changed for a removal to put back, and a later takeover of what an earlier one left.
import { describe, expect, it } from "vitest";
import type { Provisional, PlannedItem } from "../../../src/plan";
import type { BeforeTakeover, NewJob, OpenProvisionalRow, OutboxStore } from "../../../src/outbox/store";
import { withJob } from "../../support/store";

/** Another job of connection "c" (account 1 unless said), sealed. */
function job(store: OutboxStore, id: string, fields: Partial<NewJob> = {}): void {
  store.jobs.create({
    id,
    connection_id: "c",
    source: "test",
    manual_account_id: 1,
    apply_rules: 1,
    skip_duplicates: 1,
    sealed: 1,
    created_at: 0,
    ...fields,
  });
}

/** Appends a provisional item to the job and settles it inserted as `transactionId`; answers its seq. */
function provisional(
  store: OutboxStore,
  jobId: string,
  transactionId: number,
  item: Partial<PlannedItem["item"]> = {},
  kind: Provisional = "receipt",
): number {
  const seq = store.items.append(
    jobId,
    [
      {
        row: 1,
        item: { date: "2026-10-03", amount: "25.98", payee: "Corner Books", external_id: `rcpt:o:books:${transactionId}`, ...item },
        provisional: kind,
      },
    ],
    [],
  );
  store.items.settle(jobId, seq, "inserted", transactionId, null);
  return seq;
}

/** Appends a bank row (pending) to the job; answers its seq. */
function bankRow(store: OutboxStore, jobId: string, externalId: string, item: Partial<PlannedItem["item"]> = {}): number {
  return store.items.append(
    jobId,
    [{ row: 4, item: { date: "2026-10-05", amount: "25.98", payee: "CORNER BOOKS 0042", external_id: externalId, ...item } }],
    [],
  );
}

/** The open provisional item `jobId`/`seq` (it must be open). */
function openItem(store: OutboxStore, jobId: string, seq: number): OpenProvisionalRow {
  const open = store.reconciliations.openItem(jobId, seq);
  if (!open) throw new Error(`${jobId}/${seq} is not open`);
  return open;
}

const OCTOBER = ["2026-10-01", "2026-10-31"] as const;
const openIds = (store: OutboxStore, accountId: number | null, from: string = OCTOBER[0], to: string = OCTOBER[1]) =>
  store.reconciliations.open("c", accountId, from, to).map((o) => o.transaction_id);

const before = (amount: string, external_id = "rcpt:o:books:70"): BeforeTakeover => ({
  date: "2026-10-03",
  amount,
  external_id,
  manual_account_id: 1,
  custom_metadata: null,
});

describe("the open provisional transactions: the account's and cash's, inserted, in the days asked, by date", () => {
  it("lists each with its item, and leaves out other accounts, connections, days, bank rows and what is not inserted", () =>
    withJob((store) => {
      job(store, "cash", { manual_account_id: null });
      job(store, "savings", { manual_account_id: 2 });
      job(store, "elsewhere", { connection_id: "other" });
      provisional(store, "j", 71, { date: "2026-10-05" });
      provisional(store, "cash", 70, { date: "2026-10-03", currency: "eur" }, "tap");
      provisional(store, "savings", 72, { date: "2026-10-04" });
      provisional(store, "elsewhere", 73, { date: "2026-10-04" });
      provisional(store, "j", 74, { date: "2026-11-02" });
      const waiting = store.items.append(
        "j",
        [{ row: 9, item: { date: "2026-10-04", amount: "1.00", external_id: "r:9" }, provisional: "receipt" }],
        [],
      );
      expect(store.items.pending("j", 10).map((p) => p.seq)).toContain(waiting);
      const bank = bankRow(store, "j", "b:1");
      store.items.settle("j", bank, "inserted", 75, null);
      store.items.recordToBase("cash", 0, 27.1);

      expect(openIds(store, 1)).toEqual([70, 71]);
      expect(openIds(store, 1, "2026-10-04", "2026-10-31")).toEqual([71]);
      expect(openIds(store, 2)).toEqual([70, 72]);
      expect(store.reconciliations.open("c", 1, ...OCTOBER)[0]).toEqual({
        job_id: "cash",
        seq: 0,
        transaction_id: 70,
        provisional: "tap",
        external_id: "rcpt:o:books:70",
        date: "2026-10-03",
        amount: "25.98",
        payee: "Corner Books",
        body: JSON.stringify({
          date: "2026-10-03",
          amount: "25.98",
          payee: "Corner Books",
          external_id: "rcpt:o:books:70",
          currency: "eur",
        }),
        manual_account_id: null,
        to_base: 27.1,
        amount_unsure: 0,
        charged: null,
      });
      expect(store.reconciliations.openItem("cash", 0)).toEqual(store.reconciliations.open("c", 1, ...OCTOBER)[0]);
      expect(store.reconciliations.openItem("j", bank)).toBeNull();
      expect(store.reconciliations.openItem("j", waiting)).toBeNull();
    }));
});

describe("a pending row that took a receipt over is open for the booked row; a receipt that enriched a bank row is not", () => {
  it("lists a matched item of a job of the bank's rows, and not a match-mode receipt's", () =>
    withJob((store) => {
      job(store, "pending", { bank_rows: 1 });
      const held = provisional(store, "pending", 80, { date: "2026-10-06", external_id: "b:hold" }, "pending");
      store.items.settle("pending", held, "matched", 80, null);
      const enriched = provisional(store, "j", 81);
      store.items.settle("j", enriched, "matched", 81, null);
      expect(openIds(store, 1)).toEqual([80]);
    }));
});

describe("a tap a receipt joined in match mode is open with the total the receipt states", () => {
  /** A receipt of job "mail" matched to transaction `transactionId`. */
  function matchedReceipt(store: OutboxStore, transactionId: number, item: Partial<PlannedItem["item"]>, amountUnsure = false): void {
    const seq = store.items.append(
      "mail",
      [
        {
          row: 1,
          item: { date: "2026-10-03", amount: "63.63", external_id: `rcpt:${transactionId}`, ...item },
          provisional: "receipt",
          ...(amountUnsure ? { amountUnsure: true as const } : {}),
        },
      ],
      [],
    );
    store.items.settle("mail", seq, "matched", transactionId, null);
  }
  const chargedOf = (store: OutboxStore) =>
    Object.fromEntries(store.reconciliations.open("c", 1, ...OCTOBER).map((o) => [o.transaction_id, o.charged]));

  it("states the receipt's amount and currency; none for a tap no receipt joined, or whose receipt's total is unsure", () =>
    withJob((store) => {
      job(store, "mail", { manual_account_id: null });
      provisional(store, "j", 90, { amount: "52.59", external_id: "tap:90" }, "tap");
      provisional(store, "j", 91, { amount: "18.00", external_id: "tap:91" }, "tap");
      provisional(store, "j", 92, { amount: "30.00", external_id: "tap:92" }, "tap");
      matchedReceipt(store, 90, { currency: "usd" });
      matchedReceipt(store, 92, { amount: "36.00" }, true);
      expect(chargedOf(store)).toEqual({ 90: JSON.stringify({ amount: "63.63", currency: "usd" }), 91: null, 92: null });
      expect(store.reconciliations.openItem("j", 0)?.charged).toBe(JSON.stringify({ amount: "63.63", currency: "usd" }));
    }));
});

describe("a bank row's claim takes the transaction: it is no longer open, and the takeover waits with what its update needs", () => {
  it("claims it for the bank item, known by the bank's id, the receipt's id and the transaction, until the item is sent", () =>
    withJob((store) => {
      job(store, "b", { bank_rows: 1 });
      const receipt = provisional(store, "j", 70);
      const row = bankRow(store, "b", "b:1", { currency: "usd" });
      store.reconciliations.claim(
        "c",
        { job: "b", seq: row, externalId: "b:1", accountId: 1, currency: "usd" },
        openItem(store, "j", receipt),
        5,
      );

      expect(openIds(store, 1)).toEqual([]);
      expect(store.reconciliations.openItem("j", receipt)).toBeNull();
      expect(store.reconciliations.pendingClaims("b", 10)).toEqual([
        {
          seq: row,
          body: JSON.stringify({ date: "2026-10-05", amount: "25.98", payee: "CORNER BOOKS 0042", external_id: "b:1", currency: "usd" }),
          source_id: null,
          transaction_id: 70,
          provisional_job: "j",
          provisional_seq: receipt,
          provisional_external_id: "rcpt:o:books:70",
          provisional_body: JSON.stringify({ date: "2026-10-03", amount: "25.98", payee: "Corner Books", external_id: "rcpt:o:books:70" }),
          provisional_account_id: 1,
          provisional: "receipt",
          provisional_metadata: null,
          held_external_id: "rcpt:o:books:70",
          bank_currency: "usd",
          failures: 0,
          seen: null,
          replaces: null,
        },
      ]);
      expect(store.reconciliations.bankIdsTaken("c", 1, ["b:1", "b:2"])).toEqual(new Set(["b:1"]));
      expect(store.reconciliations.bankIdsTaken("other", 1, ["b:1"])).toEqual(new Set());
      expect(store.reconciliations.takenOver("c", "rcpt:o:books:70")).toEqual({ transactionId: 70, bankJob: "b", accountId: 1 });
      expect(store.reconciliations.takenOver("other", "rcpt:o:books:70")).toBeNull();
      expect(store.reconciliations.transactions("c")).toEqual(new Set([70]));

      store.items.settle("b", row, "matched", 70, null);
      expect(store.reconciliations.pendingClaims("b", 10)).toEqual([]);
    }));

  it("lists the job's waiting takeovers in the items' order, up to the limit", () =>
    withJob((store) => {
      job(store, "b", { bank_rows: 1 });
      const first = provisional(store, "j", 70);
      const second = provisional(store, "j", 71);
      const rows = [bankRow(store, "b", "b:1"), bankRow(store, "b", "b:2")];
      store.reconciliations.claim(
        "c",
        { job: "b", seq: rows[1]!, externalId: "b:2", accountId: 1, currency: null },
        openItem(store, "j", second),
        5,
      );
      store.reconciliations.claim(
        "c",
        { job: "b", seq: rows[0]!, externalId: "b:1", accountId: 1, currency: null },
        openItem(store, "j", first),
        5,
      );
      expect(store.reconciliations.pendingClaims("b", 10).map((c) => [c.seq, c.transaction_id])).toEqual([
        [rows[0], 70],
        [rows[1], 71],
      ]);
      expect(store.reconciliations.pendingClaims("b", 1).map((c) => c.seq)).toEqual([rows[0]]);
    }));
});

describe("a released takeover makes the bank item an insert again and the transaction open, unless it is gone", () => {
  it("opens the receipt's transaction again when the service refused the update", () =>
    withJob((store) => {
      job(store, "b", { bank_rows: 1 });
      const receipt = provisional(store, "j", 70);
      const row = bankRow(store, "b", "b:1");
      store.reconciliations.claim(
        "c",
        { job: "b", seq: row, externalId: "b:1", accountId: 1, currency: null },
        openItem(store, "j", receipt),
        5,
      );
      store.reconciliations.release("b", row, false);
      expect(openIds(store, 1)).toEqual([70]);
      expect(store.reconciliations.pendingClaims("b", 10)).toEqual([]);
      expect(store.reconciliations.takenOver("c", "rcpt:o:books:70")).toBeNull();
      expect(store.reconciliations.bankIdsTaken("c", 1, ["b:1"])).toEqual(new Set());
    }));

  it("no longer offers a transaction gone from the budget", () =>
    withJob((store) => {
      job(store, "b", { bank_rows: 1 });
      const receipt = provisional(store, "j", 70);
      const row = bankRow(store, "b", "b:1");
      store.reconciliations.claim(
        "c",
        { job: "b", seq: row, externalId: "b:1", accountId: 1, currency: null },
        openItem(store, "j", receipt),
        5,
      );
      store.reconciliations.release("b", row, true);
      expect(openIds(store, 1)).toEqual([]);
      expect(store.reconciliations.pendingClaims("b", 10)).toEqual([]);
    }));
});

describe("an applied takeover keeps what it changed, as the person last saw it, for a removal to put back", () => {
  it("answers the transaction as it was before the update , the updated_at and the fields the update left; nothing before it landed", () =>
    withJob((store) => {
      job(store, "b", { bank_rows: 1 });
      const receipt = provisional(store, "j", 70);
      const row = bankRow(store, "b", "b:1");
      store.reconciliations.claim(
        "c",
        { job: "b", seq: row, externalId: "b:1", accountId: 1, currency: null },
        openItem(store, "j", receipt),
        5,
      );
      expect(store.reconciliations.undo("b", row)).toBeNull();
      store.reconciliations.seen("b", row, before("25.00"));
      expect(JSON.parse(store.reconciliations.pendingClaims("b", 1)[0]!.seen!)).toEqual(before("25.00"));
      const written = {
        date: "2026-10-05",
        amount: "25.9800",
        currency: "usd",
        external_id: "b:1",
        manual_account_id: 1,
        custom_metadata: { bank_text: "CORNER BOOKS 0042" },
      };
      store.reconciliations.applied("b", row, before("25.98"), { bank_text: "CORNER BOOKS 0042" }, "2026-10-05T10:00:00Z", written);
      expect(store.reconciliations.undo("b", row)).toEqual({
        before: before("25.98"),
        appliedUpdatedAt: "2026-10-05T10:00:00Z",
        written,
      });
    }));

  it("has nothing to put back when the takeover changed nothing (v1 kept it as it was)", () =>
    withJob((store) => {
      job(store, "b", { bank_rows: 1 });
      const receipt = provisional(store, "j", 70);
      const row = bankRow(store, "b", "b:1");
      store.reconciliations.claim(
        "c",
        { job: "b", seq: row, externalId: "b:1", accountId: 1, currency: null },
        openItem(store, "j", receipt),
        5,
      );
      store.reconciliations.applied("b", row, null, null, null);
      expect(store.reconciliations.undo("b", row)).toBeNull();
    }));
});

describe("a takeover whose bank row is being removed holds its transaction for no row of that account, and for any other", () => {
  it("opens the cash receipt to the removed row's account again, and keeps it from another account's rows", () =>
    withJob((store, _jobId, sql) => {
      job(store, "cash", { manual_account_id: null });
      job(store, "b", { bank_rows: 1 });
      const receipt = provisional(store, "cash", 70);
      const row = bankRow(store, "b", "b:1");
      store.reconciliations.claim(
        "c",
        { job: "b", seq: row, externalId: "b:1", accountId: 1, currency: null },
        openItem(store, "cash", receipt),
        5,
      );
      store.items.settle("b", row, "matched", 70, null);
      expect(openIds(store, 1)).toEqual([]);
      expect(store.reconciliations.bankIdsTaken("c", 1, ["b:1"])).toEqual(new Set(["b:1"]));

      sql.exec(`UPDATE items SET state = 'removing' WHERE job_id = 'b'`);
      expect(openIds(store, 1)).toEqual([70]);
      expect(store.reconciliations.bankIdsTaken("c", 1, ["b:1"])).toEqual(new Set());
      expect(openIds(store, 2)).toEqual([]);
      expect(store.reconciliations.bankIdsTaken("c", 2, ["b:1"])).toEqual(new Set(["b:1"]));
    }));
});

describe("another row of the account's takeover of the same transaction: it waits while the first stands, and wins once applied", () => {
  it("is held elsewhere while the first row's removal keeps it, and has retaken it once its own update landed", () =>
    withJob((store, _jobId, sql) => {
      job(store, "b", { bank_rows: 1 });
      job(store, "again", { bank_rows: 1 });
      const receipt = provisional(store, "j", 70);
      const first = bankRow(store, "b", "b:1");
      store.reconciliations.claim(
        "c",
        { job: "b", seq: first, externalId: "b:1", accountId: 1, currency: null },
        openItem(store, "j", receipt),
        5,
      );
      store.items.settle("b", first, "matched", 70, null);
      sql.exec(`UPDATE items SET state = 'removing' WHERE job_id = 'b'`);
      const [open] = store.reconciliations.open("c", 1, ...OCTOBER);
      const second = bankRow(store, "again", "ofx:9");
      store.reconciliations.claim("c", { job: "again", seq: second, externalId: "ofx:9", accountId: 1, currency: null }, open!, 6);

      expect(store.reconciliations.heldElsewhere("again", second)).toBe(false);
      expect(store.reconciliations.retakenSince("b", first)).toBe(false);
      // The removal kept the first row (the person changed the transaction since): it holds the transaction still.
      store.items.settle("b", first, "kept", 70, "kept");
      expect(store.reconciliations.heldElsewhere("again", second)).toBe(true);
      store.reconciliations.applied("again", second, before("25.98"), null, "2026-10-07T00:00:00Z");
      expect(store.reconciliations.retakenSince("b", first)).toBe(true);
      expect(store.reconciliations.retakenSince("again", second)).toBe(false);
    }));
});

describe("a later takeover of what a takeover left is known to both, and inherits it when the earlier one is removed", () => {
  /** A receipt (j/0, transaction 70) taken over by a pending row (p/0, applied), itself taken over by the booked row (b/0). */
  function chain(store: OutboxStore, pendingAccount: number | null) {
    job(store, "p", { bank_rows: 1, manual_account_id: pendingAccount });
    job(store, "b", { bank_rows: 1 });
    const receipt = provisional(store, "j", 70);
    const hold = store.items.append(
      "p",
      [{ row: 2, item: { date: "2026-10-04", amount: "25.98", payee: "CORNER BOOKS", external_id: "b:hold" }, provisional: "pending" }],
      [],
    );
    store.reconciliations.claim(
      "c",
      { job: "p", seq: hold, externalId: "b:hold", accountId: pendingAccount, currency: null },
      openItem(store, "j", receipt),
      5,
    );
    store.reconciliations.applied("p", hold, before("25.98"), { pending: true }, "2026-10-04T09:00:00Z");
    store.items.settle("p", hold, "matched", 70, null);
    const [open] = store.reconciliations.open("c", 1, ...OCTOBER);
    const booked = bankRow(store, "b", "b:booked", { amount: "26.40" });
    store.reconciliations.claim("c", { job: "b", seq: booked, externalId: "b:booked", accountId: 1, currency: null }, open!, 6);
    return { receipt, hold, booked };
  }

  it("the booked row's update carries the metadata the pending row's left; each side knows the other", () =>
    withJob((store) => {
      const { hold, booked } = chain(store, 1);
      expect(store.reconciliations.pendingClaims("b", 1)[0]).toMatchObject({
        provisional_job: "p",
        provisional: "pending",
        provisional_metadata: JSON.stringify({ pending: true }),
        held_external_id: "b:hold",
      });
      expect(store.reconciliations.takenOverSince("p", hold)).toBe(true);
      expect(store.reconciliations.takenOverSince("b", booked)).toBe(false);
      expect(store.reconciliations.laterTakeover("p", hold)).toEqual({ applied: false, before: null });
      store.reconciliations.applied("b", booked, before("25.98", "b:hold"), null, "2026-10-06T09:00:00Z");
      expect(store.reconciliations.laterTakeover("p", hold)).toEqual({ applied: true, before: before("25.98", "b:hold") });
      expect(store.reconciliations.earlier("b", booked)).toEqual({ job: "p", seq: hold, appliedUpdatedAt: "2026-10-04T09:00:00Z" });
      expect(store.reconciliations.earlier("p", hold)).toBeNull();
      store.reconciliations.rewritten("p", hold, "2026-10-08T09:00:00Z");
      expect(store.reconciliations.earlier("b", booked)?.appliedUpdatedAt).toBe("2026-10-08T09:00:00Z");
    }));

  it("a pending row in cash left the receipt's id on the transaction: the booked row's update holds that id", () =>
    withJob((store) => {
      chain(store, null);
      expect(store.reconciliations.pendingClaims("b", 1)[0]?.held_external_id).toBe("rcpt:o:books:70");
    }));

  it("removing the pending row hands the receipt to the booked row, which puts back what the person saw before both", () =>
    withJob((store) => {
      const { receipt, hold, booked } = chain(store, 1);
      store.reconciliations.applied("b", booked, before("25.98", "b:hold"), null, "2026-10-06T09:00:00Z");
      store.reconciliations.handOver("p", hold, before("25.98"));
      // Applied before Intake kept what its update wrote: the removal reads its `updated_at`, as it did.
      expect(store.reconciliations.undo("b", booked)).toEqual({
        before: before("25.98"),
        appliedUpdatedAt: "2026-10-06T09:00:00Z",
        written: null,
      });
      expect(store.reconciliations.takenOver("c", "rcpt:o:books:70")).toEqual({ transactionId: 70, bankJob: "b", accountId: 1 });
      expect(store.reconciliations.takenOverSince("p", hold)).toBe(false);
      expect(store.reconciliations.takenOverSince("j", receipt)).toBe(true);
      expect(store.reconciliations.undo("p", hold)).toBeNull();
    }));
});

describe("the bank rows that took a transaction over, as the bank wrote them: another export of the account knows them", () => {
  it("lists other imports' rows of the account and days, with the payee the transaction kept, not rows being removed", () =>
    withJob((store, _jobId, sql) => {
      job(store, "b", { bank_rows: 1 });
      const receipt = provisional(store, "j", 70);
      const row = bankRow(store, "b", "b:1");
      store.reconciliations.claim(
        "c",
        { job: "b", seq: row, externalId: "b:1", accountId: 1, currency: null },
        openItem(store, "j", receipt),
        5,
      );
      store.items.settle("b", row, "matched", 70, null);
      const known = (account: number, exceptJob: string, from: string = OCTOBER[0]) =>
        store.reconciliations.bankRowsTakenOver("c", account, from, OCTOBER[1], exceptJob);
      expect(known(1, "next")).toEqual([
        {
          transaction_id: 70,
          external_id: "b:1",
          date: "2026-10-05",
          amount: "25.98",
          payee: "CORNER BOOKS 0042",
          source_id: null,
          kept_payee: "Corner Books",
        },
      ]);
      expect(known(1, "b")).toEqual([]);
      expect(known(2, "next")).toEqual([]);
      expect(known(1, "next", "2026-10-06")).toEqual([]);
      sql.exec(`UPDATE items SET state = 'removing' WHERE job_id = 'b'`);
      expect(known(1, "next")).toEqual([]);
    }));
});

describe("the transactions bank rows took over, by kind of provisional id: a receipt's and a tap's apart", () => {
  it("lists all of the connection's, those of a prefix, and those of a prefix but not its excepted sub-kind", () =>
    withJob((store) => {
      job(store, "b", { bank_rows: 1 });
      const ids = ["rcpt:o:books:1", "tap:abc", "rcpt:alert:visa:9"];
      ids.forEach((externalId, i) => {
        const seq = provisional(store, "j", 70 + i, { external_id: externalId });
        const row = bankRow(store, "b", `b:${i}`);
        store.reconciliations.claim(
          "c",
          { job: "b", seq: row, externalId: `b:${i}`, accountId: 1, currency: null },
          openItem(store, "j", seq),
          5,
        );
      });
      expect(store.reconciliations.transactions("c")).toEqual(new Set([70, 71, 72]));
      expect(store.reconciliations.transactions("c", { prefix: "tap:", except: null })).toEqual(new Set([71]));
      expect(store.reconciliations.transactions("c", { prefix: "rcpt:", except: "rcpt:alert:" })).toEqual(new Set([70]));
      expect(store.reconciliations.transactions("other")).toEqual(new Set());
    }));
});

describe("a provisional transaction in another currency the service converted needs the budget's primary currency", () => {
  it("is found for a bank row in another currency, not in its own, nor when the service gave no conversion", () =>
    withJob((store) => {
      const seq = provisional(store, "j", 70, { currency: "eur" });
      provisional(store, "j", 71, { currency: "gbp" });
      expect(store.reconciliations.anyOpenInOtherCurrency("c", 1, "USD")).toBe(false);
      store.items.recordToBase("j", seq, 27.1);
      expect(store.reconciliations.anyOpenInOtherCurrency("c", 1, "USD")).toBe(true);
      expect(store.reconciliations.anyOpenInOtherCurrency("c", 1, "EUR")).toBe(false);
      expect(store.reconciliations.anyOpenInOtherCurrency("c", 2, "USD")).toBe(false);
      expect(store.reconciliations.anyOpenInOtherCurrency("other", 1, "USD")).toBe(false);
    }));
});

describe("a takeover that replaces the bank row's own transaction deletes it first, then updates", () => {
  it("carries the transaction to delete until it is gone", () =>
    withJob((store) => {
      job(store, "b", { bank_rows: 1 });
      const receipt = provisional(store, "j", 70);
      const row = bankRow(store, "b", "b:1");
      store.reconciliations.claim(
        "c",
        { job: "b", seq: row, externalId: "b:1", accountId: 1, currency: null, replaces: 99 },
        openItem(store, "j", receipt),
        5,
      );
      expect(store.reconciliations.pendingClaims("b", 1)[0]?.replaces).toBe(99);
      store.reconciliations.replaced("b", row);
      expect(store.reconciliations.pendingClaims("b", 1)[0]?.replaces).toBeNull();
    }));
});
