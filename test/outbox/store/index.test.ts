// The Outbox's store (src/outbox/store/index.ts): one part per concern over the same SQLite, migrated to the current
// schema when it is made, and the values its users import (pair keys, the outcomes' states, purchase ids).
import { describe, expect, it } from "vitest";
import { MIGRATIONS } from "../../../src/outbox/schema";
import { isPurchaseId, OUTCOME_STATES, OutboxStore, pairKey } from "../../../src/outbox/store";
import { isPurchaseId as ledgerIsPurchaseId } from "../../../src/outbox/store/ledger";
import { pairKey as questionsPairKey } from "../../../src/outbox/store/receipt-questions";
import { OUTCOME_STATES as reportsOutcomes } from "../../../src/outbox/store/reports";
import { inFreshOutbox } from "../../support/store";

describe("a store is made on the current schema, however often it is made", () => {
  it("stands at the last migration's version, and a second store applies nothing again", () =>
    inFreshOutbox((sql, storage) => {
      new OutboxStore(storage);
      new OutboxStore(storage);
      const version = sql.exec<{ value: string }>(`SELECT value FROM settings WHERE key = 'schema_version'`).one().value;
      expect(Number(version)).toBe(MIGRATIONS.length);
    }));
});

describe("every part works on the one SQLite: what one part writes, another reads", () => {
  it("a job made by jobs is the items' and the reports' job", () =>
    inFreshOutbox((_sql, storage) => {
      const store = new OutboxStore(storage);
      store.jobs.create({
        id: "j",
        connection_id: "c",
        source: "csv",
        manual_account_id: 1,
        apply_rules: 1,
        skip_duplicates: 1,
        sealed: 0,
        created_at: 0,
      });
      store.items.append("j", [{ row: 2, item: { date: "2026-10-01", amount: "1.00", payee: "Shop", external_id: "x" } }], []);
      store.items.settle("j", 0, "inserted", 5, null);
      expect(store.reports.items("j", 0, 10)).toMatchObject([{ state: "inserted", transaction_id: 5 }]);
      expect(new OutboxStore(storage).jobs.get("j")).toMatchObject({ connection_id: "c" });
    }));
});

describe("the values its users import are its parts' own", () => {
  it("pairKey, OUTCOME_STATES and isPurchaseId", () => {
    expect(pairKey).toBe(questionsPairKey);
    expect(OUTCOME_STATES).toBe(reportsOutcomes);
    expect(isPurchaseId).toBe(ledgerIsPurchaseId);
    expect(OUTCOME_STATES.pending).toEqual(["pending", "sending"]);
  });
});
