import { describe, expect, it } from "vitest";
import type { InsertResponse, Transaction } from "../../src/budget-api";
import { blamedItems, readInsertResponse } from "../../src/outbox/outcomes";

const tx = (id: number, external_id: string) => ({ id, external_id }) as Transaction;

describe("a 201 is mapped back to every item of the batch", () => {
  it("by external_id for inserted ones and by request index for skipped ones", () => {
    const response: InsertResponse = {
      transactions: [tx(11, "b"), tx(10, "a")],
      skipped_duplicates: [
        { reason: "duplicate_external_id", request_transactions_index: 2, existing_transaction_id: 7, request_transaction: {} },
      ],
    };
    expect(readInsertResponse(["a", "b", "c", "d"], response)).toEqual([
      { kind: "inserted", transactionId: 10 },
      { kind: "inserted", transactionId: 11 },
      { kind: "duplicate", reason: "duplicate_external_id", transactionId: 7 },
      { kind: "unanswered" },
    ]);
  });
});

describe("a 400 names the items it rejects", () => {
  it("by transaction_index, transactions_indices, or transactions[i] in the text", () => {
    const blamed = blamedItems(
      [
        { errMsg: "transactions[0] manual account ID does not exist: 9", transaction_index: 0 },
        { errMsg: "Duplicate External IDs found in the request body", transactions_indices: [2, 3] },
        { errMsg: "transactions[4].amount must be a number" },
      ],
      5,
    );
    expect([...blamed.keys()].sort()).toEqual([0, 2, 3, 4]);
    expect(blamed.get(4)).toContain("amount");
  });
  it("is empty when nothing is located (the batch is then split)", () => {
    expect(blamedItems([{ errMsg: "Request Validation Failure" }], 10).size).toBe(0);
  });
  it("ignores indexes outside the batch", () => {
    expect(blamedItems([{ errMsg: "x", transaction_index: 99 }], 10).size).toBe(0);
  });
});
