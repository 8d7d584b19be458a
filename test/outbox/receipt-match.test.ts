// Match mode's choice, pure: which bank transaction a receipt belongs to, and what it adds to it.
import { describe, expect, it } from "vitest";
import type { Transaction } from "../../src/budget-api";
import { chooseMatch, enrichment, payeeLikeness, searchWindow } from "../../src/outbox/receipt-match";

let nextId = 1;
function tx(fields: Partial<Transaction>): Transaction {
  return {
    id: nextId++,
    date: "2026-10-03",
    amount: "25.9800",
    currency: "usd",
    to_base: 25.98,
    recurring_id: null,
    payee: "CORNER BOOKS #12",
    original_name: null,
    category_id: null,
    linked_account_id: null,
    manual_account_id: 102,
    external_id: null,
    tag_ids: [],
    notes: null,
    status: "unreviewed",
    is_pending: false,
    created_at: "2026-10-04T00:00:00Z",
    updated_at: "2026-10-04T00:00:00Z",
    is_split_parent: false,
    split_parent_id: null,
    is_group_parent: false,
    group_parent_id: null,
    source: "csv",
    ...fields,
  };
}

const RECEIPT = {
  date: "2026-10-03",
  amount: "25.98",
  currency: "usd",
  payee: "Corner Books",
  notes: "Order CB-1042",
  external_id: "rcpt:o:1",
};
const none = new Set<number>();

describe("the window is the receipt's date ± 3 days", () => {
  it("spans a month end", () => {
    expect(searchWindow("2026-10-30")).toEqual({ start_date: "2026-10-27", end_date: "2026-11-02" });
  });
});

describe("a match has the same amount within ±3 days", () => {
  it("takes the same amount written with other decimals", () => {
    const bank = tx({ amount: "25.9800", date: "2026-10-05" });
    expect(chooseMatch(RECEIPT, [bank], none)).toBe(bank);
  });

  it("does not take another amount, a day outside the window, or another currency", () => {
    const candidates = [tx({ amount: "25.99" }), tx({ date: "2026-10-07" }), tx({ date: "2026-09-29" }), tx({ currency: "eur" })];
    expect(chooseMatch(RECEIPT, candidates, none)).toBeNull();
  });

  it("never takes a receipt Intake inserted, a pending transaction or a split parent", () => {
    const candidates = [tx({ external_id: "rcpt:m:abc" }), tx({ is_pending: true }), tx({ is_split_parent: true })];
    expect(chooseMatch(RECEIPT, candidates, none)).toBeNull();
  });
});

describe("payee likeness breaks ties, then the nearest date", () => {
  it("prefers the payee most like the merchant over a nearer date", () => {
    const other = tx({ payee: "FUEL STATION 9", date: "2026-10-03" });
    const books = tx({ payee: "CORNER BOOKS LTD", date: "2026-10-05" });
    expect(chooseMatch(RECEIPT, [other, books], none)).toBe(books);
  });

  it("takes the nearer date when the payees say nothing", () => {
    const far = tx({ payee: "CARD PAYMENT", date: "2026-10-06" });
    const near = tx({ payee: "CARD PAYMENT", date: "2026-10-04" });
    expect(chooseMatch(RECEIPT, [far, near], none)).toBe(near);
  });

  it("rates letter pairs, ignoring case and punctuation", () => {
    expect(payeeLikeness("Corner Books", "CORNER-BOOKS")).toBe(1);
    expect(payeeLikeness("Corner Books", "Fuel Station")).toBeLessThan(0.2);
    expect(payeeLikeness("", "anything")).toBe(0);
  });
});

describe("each transaction is matched once", () => {
  it("skips a transaction another receipt took", () => {
    const first = tx({});
    const second = tx({ date: "2026-10-04" });
    expect(chooseMatch(RECEIPT, [first, second], new Set([first.id]))).toBe(second);
  });
});

describe("enrichment adds the receipt's notes, and the payee only when the bank gave none", () => {
  it("appends the notes after the bank's and keeps the bank's payee", () => {
    expect(enrichment(tx({ notes: "card 1234" }), RECEIPT)).toEqual({ notes: "card 1234 · Order CB-1042" });
  });

  it("sets the payee when it is empty", () => {
    expect(enrichment(tx({ payee: "" }), RECEIPT)).toEqual({ notes: "Order CB-1042", payee: "Corner Books" });
  });

  it("changes nothing the second time (an update whose answer was lost)", () => {
    expect(enrichment(tx({ notes: "card 1234 · Order CB-1042" }), RECEIPT)).toBeNull();
  });

  it("stays within the service's 350 characters", () => {
    const update = enrichment(tx({ notes: "x".repeat(340) }), RECEIPT);
    expect(update?.notes?.length).toBe(350);
  });
});
