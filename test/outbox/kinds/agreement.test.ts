// Kind `agreement` (src/outbox/kinds/agreement.ts): an import of the bank's rows that ended keeps its days and the
// balances its file stated, and opens a check; a check reads the account's transactions between the balances, in
// pages, and says whether the budget agrees. Against the store of a fresh Outbox; the service's pages are handed in.
import { describe, expect, it } from "vitest";
import type { DeliveredTransaction } from "../../../src/outbox/delivery-target";
import { checkAccount, coverImport, MAX_CHECK_PAGES, type ReadPage } from "../../../src/outbox/kinds/agreement";
import type { PlannedItem } from "../../../src/plan";
import { inFreshOutbox } from "../../support/store";
import { OutboxStore } from "../../../src/outbox/store";

const ACCOUNT = 7;
const row = (n: number, date: string, amount: string): PlannedItem => ({
  row: n,
  item: { date, amount, payee: `Row ${n}`, external_id: `b:${n}` },
});

/** An ended import of the bank's rows into ACCOUNT: three rows of January, its file's closing balance proving them. */
function endedImport(store: OutboxStore, id: string, options: { bankRows?: number; verified?: boolean } = {}) {
  store.jobs.create({
    id,
    connection_id: "c",
    source: "csv",
    manual_account_id: ACCOUNT,
    apply_rules: 1,
    skip_duplicates: 1,
    sealed: 0,
    created_at: 0,
    bank_rows: options.bankRows ?? 1,
  });
  store.items.append(id, [row(1, "2026-01-05", "-100.00"), row(2, "2026-01-12", "40.00"), row(3, "2026-01-20", "-10.00")], []);
  [0, 1, 2].forEach((seq) => store.items.settle(id, seq, "inserted", 100 + seq, null));
  const verification = { status: "balanced", rows_checked: 3, rows_total: 3, closing: { date: "2026-01-31", balance: "930.00" } };
  store.jobs.seal(id, options.verified === false ? null : JSON.stringify(verification));
  return store.jobs.get(id)!;
}
const tx = (id: number, date: string, amount: string, accountId = ACCOUNT): DeliveredTransaction => ({
  id,
  external_id: null,
  date,
  amount,
  payee: `T${id}`,
  original_name: null,
  currency: "usd",
  accountId,
  cash: false,
  createdAt: null,
  pending: false,
});
const inStore = (run: (store: OutboxStore, sql: SqlStorage) => Promise<void> | void) =>
  inFreshOutbox(async (sql, storage) => {
    await run(new OutboxStore(storage), sql);
  });

describe("an ended import keeps its days and its file's balances, and opens one check of its account", () => {
  it("covers its rows' days widened to its opening balance's, states opening and closing, and opens a check once", () =>
    inStore((store, sql) => {
      coverImport(store, endedImport(store, "jan"), 1);
      coverImport(store, endedImport(store, "jan2"), 2);
      expect(store.coverage.spans("c", ACCOUNT)).toMatchObject([
        { import_id: "jan", kind: "csv", from: "2026-01-05" },
        { import_id: "jan2", kind: "csv" },
      ]);
      expect(store.coverage.spans("c", ACCOUNT)[0]!.to).toBe("2026-01-31");
      expect(store.coverage.anchors("c", ACCOUNT).map((a) => [a.date, a.kind])).toContainEqual(["2026-01-31", "closing"]);
      expect(store.coverage.anchors("c", ACCOUNT).map((a) => a.kind)).toContain("opening");
      // One check waits for the account, however many imports ended before it ran.
      expect(sql.exec(`SELECT job_id FROM agreement_checks WHERE account_id = ? AND checked_at IS NULL`, ACCOUNT).toArray()).toHaveLength(
        1,
      );
    }));
  it("keeps nothing of a job that is not an import of the bank's rows", () =>
    inStore((store) => {
      coverImport(store, endedImport(store, "receipts", { bankRows: 0 }), 1);
      expect(store.coverage.spans("c", ACCOUNT)).toEqual([]);
    }));
});

describe("a check reads the account's transactions between its balances, in pages, and says whether the budget agrees", () => {
  it("one balance known: not known, nothing read", () =>
    inStore(async (store) => {
      coverImport(store, endedImport(store, "jan", { verified: false }), 1);
      const read: ReadPage = async () => {
        throw new Error("nothing to read");
      };
      const answer = await checkAccount(store, "c", ACCOUNT, undefined, read);
      expect(answer.requests).toBe(0);
      expect(answer.agreement?.status).toBe("unknown");
    }));
  it("reads on while the service has more, counts only the account's transactions, and agrees when they move it by the difference", () =>
    inStore(async (store) => {
      coverImport(store, endedImport(store, "jan"), 1);
      const pages = [
        { transactions: [tx(100, "2026-01-05", "-100.00"), tx(900, "2026-01-06", "5.00", 99)], hasMore: true },
        { transactions: [tx(101, "2026-01-12", "40.00"), tx(102, "2026-01-20", "-10.00")], hasMore: false },
      ];
      const offsets: number[] = [];
      const answer = await checkAccount(
        store,
        "c",
        ACCOUNT,
        undefined,
        async (_from, _to, offset) => (offsets.push(offset), pages.shift()!),
      );
      expect(offsets).toEqual([0, 2]);
      expect(answer).toMatchObject({ requests: 2, agreement: { status: "agrees", as_of: "2026-01-31" } });
    }));
  it("a missing row of the file makes it differ", () =>
    inStore(async (store) => {
      coverImport(store, endedImport(store, "jan"), 1);
      const answer = await checkAccount(store, "c", ACCOUNT, undefined, async () => ({
        transactions: [tx(100, "2026-01-05", "-100.00"), tx(101, "2026-01-12", "40.00")],
        hasMore: false,
      }));
      expect(answer.agreement).toMatchObject({ status: "differs" });
    }));
  it("the gate says wait part way: no answer (read again from the start next time)", () =>
    inStore(async (store) => {
      coverImport(store, endedImport(store, "jan"), 1);
      const answer = await checkAccount(store, "c", ACCOUNT, undefined, async () => null);
      expect(answer).toEqual({ agreement: null, requests: 0 });
    }));
  it(`more than ${MAX_CHECK_PAGES} pages: not checked, and said why, rather than spending the quota for hours`, () =>
    inStore(async (store) => {
      coverImport(store, endedImport(store, "jan"), 1);
      const answer = await checkAccount(store, "c", ACCOUNT, undefined, async (_f, _t, offset) => ({
        transactions: [tx(1000 + offset, "2026-01-10", "0.01")],
        hasMore: true,
      }));
      expect(answer.requests).toBe(MAX_CHECK_PAGES);
      expect(answer.agreement?.reason).toMatch(/more transactions than 25 pages/);
    }));
});
