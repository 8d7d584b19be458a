// The Outbox's RPC surface is what its callers need, and nothing reachable through a stub hands out a
// token: internals are JavaScript-private (#), which RPC cannot reach, not merely TypeScript-private.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Outbox } from "../../../src/outbox";
import { OUTBOX_RPC } from "../../../src/outbox/rpc";
import { outboxOf } from "../../../src/storage";

/** Every method a stub may call, and why a caller needs it. */
const RPC = [
  "enqueue", // a small plan whole, in one call: a receipt, a SimpleFIN account's new transactions
  "openJob", // uploads: a job filled chunk by chunk
  "writeBalances", // balance sources: a balance or months of history, a job of its own kind
  "attachReceipt", // email(): a receipt's file for the transaction its job delivers
  "append",
  "seal",
  "report", // GET /imports/{id}
  "writeOutcome", // a balance source: what became of its last writes, typed
  "reports", // GET /receipts: a page of receipts' jobs in one call
  "rowNotes", // GET /imports/{id}/rows
  "list", // GET /imports
  "retryFailed", // POST /imports/{id}/retry
  "removeImport", // POST /imports/{id}/remove: "Remove this import" on the report page
  "answerReceiptQuestion", // POST /imports/{id}/rows/{row}/receipt: a receipt outside the takeover's window, one payment or two
  "resumeConnection", // a connection authorized again
  "isPaused", // the connection page: "Reconnect"
  "tick", // the cron
  "attention", // the cron's notifications: paused connections, imports with failed rows, receipts held unmatched, pending never booked
  "target", // POST /imports: where the items go
  "accountList", // GET /accounts
  "categoryList", // the Connection page and GET/PUT /transfers/settings: the category a transfer gets
  "transactionRow", // a report's "transaction N": the import and row that put it in the budget
  "takenOver", // POST /taps: the account a repeated tap's transaction is in, once its bank row took it over
  "transactionsIn", // the dry run: which rows the budget already holds
  "provisionalMatches", // the dry run: which rows take over what a receipt, a tap or a pending row put there
  "transfersInPreview", // the dry run: which rows pair as a transfer with another account's transaction
  "standingRows", // the dry run and leave-out: the bank rows standing in the transactions a row could be
  "budgetReading", // a CSV's open date order: the budget's locale and the person's date format
  "accountBalances", // a CSV's open sign: the balances the budget holds for the account
  "accountBalance", // a balance source's Run now: the balance the budget holds now
  "budgetHistory", // an import that learns: the budget's transactions, what the person named and filed
  "forgetHistory", // a disconnect: the history kept between imports goes
  "coverage", // GET /accounts/{id}/coverage: the days covered and whether the budget agrees with the bank
  "noteBankBalance", // a SimpleFIN pull: the bank's balance the account is checked against
  "alarm", // the runtime's
];

describe("the Outbox's stub exposes exactly its RPC methods", () => {
  it("serves every line of the RPC table, and nothing else but the runtime's alarm", () => {
    expect([...Object.keys(OUTBOX_RPC), "alarm"].sort()).toEqual([...RPC].sort());
  });

  it("has no other method on its prototype", () => {
    const methods = Object.getOwnPropertyNames(Outbox.prototype).filter((n) => n !== "constructor");
    expect(methods.sort()).toEqual([...RPC].sort());
  });

  it("refuses a call to an internal through the stub, so no token leaves the object", async () => {
    const stub = outboxOf(env) as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
    for (const internal of ["token", "#token", "ask", "api", "deliverNext"]) {
      await expect(Promise.resolve().then(() => stub[internal]!("default"))).rejects.toThrow();
    }
  });
});
