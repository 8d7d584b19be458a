// What an import's end starts (src/outbox/import-ended.ts): receipts waiting for the bank look again now, the import's
// rows are looked at once for the other side of a transfer, and its days are kept with a check of its account opened.
import { describe, expect, it } from "vitest";
import { importEnded } from "../../src/outbox/import-ended";
import { OutboxStore } from "../../src/outbox/store";
import type { PlannedItem } from "../../src/plan";
import { inFreshOutbox } from "../support/store";

const bankRow = (n: number): PlannedItem => ({
  row: n,
  item: { date: `2026-10-0${n}`, amount: "-500.00", payee: `Transfer ${n}`, external_id: `b:${n}` },
});
const job = (store: OutboxStore, id: string, over: { kind?: string; bank_rows?: number } = {}) =>
  store.jobs.create({
    id,
    connection_id: "c",
    source: "csv",
    manual_account_id: 7,
    apply_rules: 1,
    skip_duplicates: 1,
    sealed: 0,
    created_at: 0,
    ...over,
  });

describe("an import of the bank's rows that ends wakes the receipts waiting for it, looks for transfers, keeps its days", () => {
  it("makes a waiting receipt due now, opens one transfer look and one agreement check", () =>
    inFreshOutbox((sql, storage) => {
      const store = new OutboxStore(storage);
      job(store, "receipt", { kind: "match_or_hold" });
      store.items.append("receipt", [{ row: 1, item: { date: "2026-10-02", amount: "3.00", payee: "Cafe", external_id: "rcpt:o:1" } }], []);
      store.jobs.setDue("receipt", 99_000, null);
      job(store, "bank", { bank_rows: 1 });
      store.items.append("bank", [bankRow(1), bankRow(2)], []);
      [0, 1].forEach((seq) => store.items.settle("bank", seq, "inserted", 10 + seq, null));
      store.jobs.seal("bank");
      importEnded(store, store.jobs.get("bank")!, 5);
      expect(store.jobs.get("receipt")?.next_attempt_at).toBe(5);
      expect(store.transfers.looked("bank")).toBe(true);
      expect(store.coverage.spans("c", 7)).toMatchObject([{ import_id: "bank", from: "2026-10-01", to: "2026-10-02" }]);
      expect(sql.exec(`SELECT job_id FROM agreement_checks WHERE account_id = 7`).toArray()).toHaveLength(1);
    }));
});

describe("a job that is not an import of the bank's rows starts no look and keeps no days", () => {
  it("leaves transfers and coverage alone for a receipt's own job", () =>
    inFreshOutbox((_sql, storage) => {
      const store = new OutboxStore(storage);
      job(store, "mail", { bank_rows: 0 });
      store.items.append("mail", [bankRow(1)], []);
      store.items.settle("mail", 0, "inserted", 10, null);
      importEnded(store, store.jobs.get("mail")!, 5);
      expect(store.transfers.looked("mail")).toBe(false);
      expect(store.coverage.spans("c", 7)).toEqual([]);
    }));
});
