// Receipts outside the takeover's window, asked about (src/outbox/store/receipt-questions.ts): which bank item asks
// about which receipt, open while nobody answered and both stand in the budget, and an answer "two payments" kept for
// the pair so that no later import of the row asks again.
import { describe, expect, it } from "vitest";
import type { PlannedItem } from "../../../src/plan";
import { pairKey } from "../../../src/outbox/store";
import type { OpenProvisionalRow } from "../../../src/outbox/store";
import { withJob } from "../../support/store";

const RECEIPT: PlannedItem = {
  row: 1,
  item: { date: "2026-10-03", amount: "41.20", payee: "Corner Books", external_id: "rcpt:o:books:1" },
  provisional: "receipt",
};
const BANK: PlannedItem = { row: 4, item: { date: "2026-10-09", amount: "41.20", payee: "CORNER BOOKS 12", external_id: "b:9" } };
const BANK_JOB = { job: "j", seq: 1, externalId: "b:9", body: JSON.stringify(BANK.item) };

/** The receipt (seq 0, transaction 70) and the bank's row (seq 1, transaction 71) of job "j", both inserted. */
function receiptAndRow(store: Parameters<Parameters<typeof withJob>[0]>[0]): OpenProvisionalRow {
  store.items.append("j", [RECEIPT, BANK], []);
  store.items.settle("j", 0, "inserted", 70, null);
  store.items.settle("j", 1, "inserted", 71, null);
  return {
    job_id: "j",
    seq: 0,
    transaction_id: 70,
    provisional: "receipt",
    external_id: "rcpt:o:books:1",
    date: "2026-10-03",
    amount: "41.20",
    payee: "Corner Books",
    body: JSON.stringify(RECEIPT.item),
    manual_account_id: 1,
    to_base: null,
    amount_unsure: 0,
    charged: null,
  };
}

describe("a bank row asks once whether it is a receipt days apart, while nobody answered", () => {
  it("names the receipt as the budget holds it, once however often it is asked", () =>
    withJob((store) => {
      const receipt = receiptAndRow(store);
      store.questions.ask("c", BANK_JOB, receipt, 1);
      store.questions.ask("c", BANK_JOB, receipt, 2);
      expect(store.questions.open("j")).toEqual([
        {
          bank_seq: 1,
          row: 4,
          bank_transaction_id: 71,
          bank_body: BANK_JOB.body,
          transaction_id: 70,
          provisional_job: "j",
          provisional_seq: 0,
          date: "2026-10-03",
          amount: "41.20",
          payee: "Corner Books",
        },
      ]);
      expect(store.questions.anyOpen("j")).toBe(true);
      expect(store.questions.open("j", [0])).toEqual([]);
    }));
});

describe("an answer closes the question: one payment, or two kept for the pair", () => {
  it("'one' for the receipt's transaction is one payment; asked again after a failed merge", () =>
    withJob((store) => {
      store.questions.ask("c", BANK_JOB, receiptAndRow(store), 1);
      store.questions.answer("j", 1, "one", 70);
      expect(store.questions.answered("j", 1)).toBe("one");
      expect(store.questions.anyOpen("j")).toBe(false);
      store.questions.reopen("j", 1);
      expect(store.questions.answered("j", 1)).toBeNull();
      expect(store.questions.anyOpen("j")).toBe(true);
    }));
  it("'one' naming another transaction is 'apart' for this receipt, and the pair is remembered by ids", () =>
    withJob((store) => {
      store.questions.ask("c", BANK_JOB, receiptAndRow(store), 1);
      store.questions.answer("j", 1, "one", 999);
      expect(store.questions.answered("j", 1)).toBe("apart");
      expect(store.questions.apart("c", ["b:9", "b:10"])).toEqual(new Set([pairKey("b:9", "rcpt:o:books:1")]));
      expect(store.questions.apart("other", ["b:9"])).toEqual(new Set());
      expect(store.questions.apart("c", [])).toEqual(new Set());
    }));
});

describe("a question is open only while both stand in the budget", () => {
  it("closes when the bank row is no longer inserted", () =>
    withJob((store) => {
      store.questions.ask("c", BANK_JOB, receiptAndRow(store), 1);
      store.items.settle("j", 1, "removed", 71, null);
      expect(store.questions.open("j")).toEqual([]);
    }));
});
