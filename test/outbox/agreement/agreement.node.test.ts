// Does the budget agree with the bank (src/outbox/agreement/agreement.ts): between two balances the budget must move
// by the difference, and what a difference is put down to. Pure rules; the anchors and the days covered are tested
// beside their modules, and the end-to-end checks against the sandbox are test/http/coverage.test.ts.
import { describe, expect, it } from "vitest";
import { agreementOf, type BudgetTransaction, type FileRow } from "../../../src/outbox/agreement/agreement";
import type { Anchor } from "../../../src/outbox/agreement/anchors";
import { agreementSentence } from "../../../src/outbox/agreement/words";

const anchor = (date: string, balance: number, kind: Anchor["kind"], importId: string | null, at = 1): Anchor => ({
  date,
  units: Math.round(balance * 10_000),
  kind,
  importId,
  at,
});
const tx = (id: number, date: string, amount: string, currency: string | null = "usd"): BudgetTransaction => ({
  id,
  date,
  amount,
  currency,
  payee: `T${id}`,
});
const row = (importId: string, n: number, date: string, amount: string, transactionId: number | null, state = "inserted"): FileRow => ({
  importId,
  row: n,
  date,
  amount,
  payee: `R${n}`,
  transactionId,
  state,
});
const base = {
  covered: [{ from: "2026-01-01", to: "2026-01-31" }],
  rowsKept: [{ from: "2026-01-01", to: "2026-01-31" }],
  currency: "usd",
  side: "asset" as const,
};

describe("between two balances the budget's transactions must move the account by the difference", () => {
  const anchors = [anchor("2026-01-02", 1000, "opening", "jan"), anchor("2026-01-31", 880, "closing", "jan")];
  const rows = [row("jan", 2, "2026-01-05", "100.00", 1), row("jan", 3, "2026-01-09", "20.00", 2)];
  it("agrees when they do, to the cent, and says so in words", () => {
    const a = agreementOf({ ...base, anchors, rows, transactions: [tx(1, "2026-01-05", "100.00"), tx(2, "2026-01-09", "20.00")] });
    expect(a).toMatchObject({ status: "agrees", as_of: "2026-01-31", bank_balance: "880.00", budget_sum: "880.00", difference: "0.00" });
    expect(agreementSentence(a)).toBe("Agrees with the bank on 31 Jan 2026");
  });
  it("a row of the file whose transaction is gone from the budget: differs, naming the row and its import", () => {
    const a = agreementOf({ ...base, anchors, rows, transactions: [tx(1, "2026-01-05", "100.00")] });
    expect(a).toMatchObject({ status: "differs", difference: "20.00", since: "2026-01-03" });
    expect(a.causes).toEqual([
      { kind: "missing_in_budget", date: "2026-01-09", amount: "20.00", import_id: "jan", row: 3, payee: "R3", transaction_id: 2 },
    ]);
  });
  it("a row the service refused never landed: named without a transaction", () => {
    const refused = [rows[0] as FileRow, row("jan", 3, "2026-01-09", "20.00", null, "invalid")];
    const a = agreementOf({ ...base, anchors, rows: refused, transactions: [tx(1, "2026-01-05", "100.00")] });
    expect(a.causes).toEqual([{ kind: "missing_in_budget", date: "2026-01-09", amount: "20.00", import_id: "jan", row: 3, payee: "R3" }]);
  });
  it("a transaction no file has (a receipt never taken over): differs, naming the transaction", () => {
    const txs = [tx(1, "2026-01-05", "100.00"), tx(2, "2026-01-09", "20.00"), tx(9, "2026-01-09", "20.00")];
    const a = agreementOf({ ...base, anchors, rows, transactions: txs });
    expect(a).toMatchObject({ status: "differs", difference: "-20.00" });
    expect(a.causes).toEqual([{ kind: "not_in_any_file", date: "2026-01-09", amount: "20.00", transaction_id: 9, payee: "T9" }]);
  });
  it("one bank row landed twice by two imports: the later transaction is named as present twice", () => {
    const both = [...rows, row("again", 1, "2026-01-09", "20.00", 7)];
    const txs = [tx(1, "2026-01-05", "100.00"), tx(2, "2026-01-09", "20.00"), tx(7, "2026-01-09", "20.00")];
    const a = agreementOf({ ...base, anchors, rows: both, transactions: txs });
    expect(a.causes).toEqual([{ kind: "twice", date: "2026-01-09", amount: "20.00", transaction_id: 7, payee: "T7" }]);
  });
  it("two equal payments of one day in one file are two payments, not one twice", () => {
    const two = [row("jan", 2, "2026-01-05", "60.00", 1), row("jan", 3, "2026-01-05", "60.00", 2)];
    const a = agreementOf({ ...base, anchors, rows: two, transactions: [tx(1, "2026-01-05", "60.00"), tx(2, "2026-01-05", "60.00")] });
    expect(a.status).toBe("agrees");
  });
  it("days no import covers carry what the bank moved there", () => {
    const twoFiles = [
      anchor("2026-01-31", 880, "closing", "jan"),
      anchor("2026-02-28", 700, "opening", "mar"),
      anchor("2026-03-31", 700, "closing", "mar"),
    ];
    const a = agreementOf({
      ...base,
      covered: [
        { from: "2026-01-01", to: "2026-01-31" },
        { from: "2026-03-01", to: "2026-03-31" },
      ],
      anchors: twoFiles,
      rows: [],
      transactions: [],
    });
    expect(a).toMatchObject({ status: "differs", since: "2026-02-01", difference: "180.00" });
    expect(a.causes).toEqual([{ kind: "not_covered", date: "2026-02-01", to: "2026-02-28", amount: "180.00" }]);
  });
  it("a card's balances are what is owed: the answer is in the account's sign, the check the same", () => {
    // Holder's view: owed 100 at the start, 160 after a 60.00 purchase.
    const card = [anchor("2026-01-02", -100, "opening", "c"), anchor("2026-01-31", -160, "closing", "c")];
    const a = agreementOf({ ...base, side: "liability", anchors: card, rows: [], transactions: [tx(1, "2026-01-05", "60.00")] });
    expect(a).toMatchObject({ status: "agrees", bank_balance: "160.00", budget_sum: "160.00" });
    const missing = agreementOf({ ...base, side: "liability", anchors: card, rows: [], transactions: [] });
    expect(missing).toMatchObject({ status: "differs", bank_balance: "160.00", budget_sum: "100.00", difference: "-60.00" });
  });
  it("a transaction in another currency than the account's cannot be summed: unknown, and why", () => {
    const a = agreementOf({ ...base, anchors, rows, transactions: [tx(1, "2026-01-05", "100.00"), tx(2, "2026-01-09", "20.00", "eur")] });
    expect(a.status).toBe("unknown");
    expect(a.reason).toMatch(/another currency/);
  });
  it("fewer than two balances: unknown, saying what would check it", () => {
    const a = agreementOf({ ...base, anchors: [anchor("2026-01-31", 880, "closing", "jan")], rows: [], transactions: [] });
    expect(a).toMatchObject({ status: "unknown", as_of: "2026-01-31", bank_balance: "880.00" });
    expect(a.reason).toMatch(/one balance/);
  });
});

describe("equal sums agree only when the rows do: compared row by row, and a gap that nets to zero is named", () => {
  const anchors = [anchor("2026-01-02", 1000, "opening", "jan"), anchor("2026-01-31", 938.01, "closing", "jan")];
  const rows = [row("jan", 2, "2026-01-05", "42.00", 1), row("jan", 3, "2026-01-09", "19.99", 2)];
  it("a bank row deleted in the budget and a hand-made transaction of its sum on another day: differs, naming both", () => {
    const txs = [tx(1, "2026-01-05", "42.00"), tx(8, "2026-01-20", "19.99")];
    const a = agreementOf({ ...base, anchors, rows, transactions: txs });
    expect(a).toMatchObject({ status: "differs", difference: "0.00" });
    expect(a.causes.map((c) => [c.kind, c.date, c.amount])).toEqual([
      ["missing_in_budget", "2026-01-09", "19.99"],
      ["not_in_any_file", "2026-01-20", "19.99"],
    ]);
  });
  it("two bank rows edited by opposite sums (42.00 → 24.00, 19.99 → 37.99): differs, naming each", () => {
    const a = agreementOf({ ...base, anchors, rows, transactions: [tx(1, "2026-01-05", "24.00"), tx(2, "2026-01-09", "37.99")] });
    expect(a).toMatchObject({ status: "differs", difference: "0.00" });
    expect(a.causes).toEqual([
      { kind: "changed", date: "2026-01-05", amount: "18.00", import_id: "jan", row: 2, transaction_id: 1, payee: "R2" },
      { kind: "changed", date: "2026-01-09", amount: "-18.00", import_id: "jan", row: 3, transaction_id: 2, payee: "R3" },
    ]);
    expect(agreementSentence(a)).toMatch(
      /^Differs row by row since 3 Jan 2026: row 2 of an import \(R2, 5 Jan 2026\) is in the budget at another amount/,
    );
  });
  it("the rows as the bank wrote them: agrees, nothing named", () => {
    const a = agreementOf({ ...base, anchors, rows, transactions: [tx(1, "2026-01-05", "42.00"), tx(2, "2026-01-09", "19.99")] });
    expect(a).toMatchObject({ status: "agrees", causes: [] });
  });
  it("a month no file covers whose rows net to zero: agrees in sum, and the gap is named", () => {
    const twoFiles = [
      anchor("2026-01-31", 880, "closing", "jan"),
      anchor("2026-02-28", 880, "opening", "mar"),
      anchor("2026-03-31", 880, "closing", "mar"),
    ];
    const covered = [
      { from: "2026-01-01", to: "2026-01-31" },
      { from: "2026-03-01", to: "2026-03-31" },
    ];
    const a = agreementOf({ ...base, covered, anchors: twoFiles, rows: [], transactions: [] });
    expect(a).toMatchObject({ status: "agrees", causes: [{ kind: "not_covered", date: "2026-02-01", to: "2026-02-28", amount: "0.00" }] });
    expect(agreementSentence(a)).toBe(
      "Agrees with the bank on 31 Mar 2026, but nothing covers 1 Feb 2026 to 28 Feb 2026: the bank's balances agree there, but no file's rows were compared",
    );
  });
});
