// The delivery kinds: each job kind is described once, by its module, and every question about a kind is read
// off the table (the Outbox, the targets, the store's queries, notifications, the pages through GET /kinds).
import { describe, expect, it } from "vitest";
import { KINDS, kindOf, kindsWhere } from "../../../src/outbox/kinds/index";
import { accountBalance } from "../../../src/outbox/kinds/balance";
import { transactions } from "../../../src/outbox/kinds/transactions";
import { NO_ATTACHMENTS_ON_V1 } from "../../../src/outbox/kinds/attachment";
import { NO_HISTORY_ON_V1 } from "../../../src/outbox/writes";

describe("a job's kind names its descriptor", () => {
  it("finds the module registered under the kind's name", () => {
    expect(kindOf("transactions")).toBe(transactions);
    expect(kindOf("account_balance")).toBe(accountBalance);
  });

  it("serves every kind the jobs table may hold", () => {
    expect(Object.keys(KINDS)).toEqual(
      expect.arrayContaining(["account_balance", "attachment", "balance_history", "match_or_hold", "match_or_insert", "transactions"]),
    );
  });

  it("refuses a name that is no kind rather than guessing one (nor an inherited property)", () => {
    expect(() => kindOf("category")).toThrow(/no delivery for job kind "category"/);
    expect(() => kindOf("toString")).toThrow(/no delivery/);
  });
});

describe("what the code asks of a kind is read off its descriptor", () => {
  it("removes what transactions and receipts inserted, and puts back only a bank row's takeovers", () => {
    expect(kindOf("transactions").removal).toEqual({ takeovers: true });
    expect(kindOf("match_or_insert").removal).toEqual({ takeovers: false });
    expect(kindOf("account_balance").removal).toBeNull();
    expect(kindOf("attachment").removal).toBeNull();
  });
  it("says what v1 cannot deliver and why; a receipt that may insert is inserted on v1", () => {
    expect(kindOf("balance_history").unserved.v1).toBe(NO_HISTORY_ON_V1);
    expect(kindOf("attachment").unserved.v1).toBe(NO_ATTACHMENTS_ON_V1);
    expect(kindOf("match_or_hold").unserved.v1).toMatch(/cannot update transactions/);
    expect(kindOf("match_or_insert").unserved.v1).toBeUndefined();
    expect(kindsWhere((kind) => Object.keys(kind.unserved).includes("v2"))).toEqual([]);
  });
  it("lists the receipts that wait for the bank, those that hold, and the imports whose failed rows are told", () => {
    expect(kindsWhere((kind) => kind.matching !== null)).toEqual(["match_or_insert", "match_or_hold"]);
    expect(kindsWhere((kind) => kind.matching?.unmatched === "hold")).toEqual(["match_or_hold"]);
    expect(kindsWhere((kind) => kind.tellsFailedRows)).toEqual(["transactions"]);
  });
});
