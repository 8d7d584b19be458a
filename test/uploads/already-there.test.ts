// The preview's "already in your budget": matched as the service matches, each transaction there answering one row.
import { describe, expect, it } from "vitest";
import { alreadyThere, dateSpan } from "../../src/uploads/already-there";
import type { PlannedItem } from "../../src/plan";

const planned = (external_id: string, date: string, amount: string, payee: string): PlannedItem => ({
  row: 1,
  item: { external_id, date, amount, payee },
});
const there = (external_id: string | null, date: string, amount: string, payee: string, original_name: string | null = null) => ({
  external_id,
  date,
  amount,
  payee,
  original_name,
});

describe("a row whose external_id the account holds is already there", () => {
  it("matches by id whatever else changed since", () => {
    const found = alreadyThere([planned("b:1", "2026-10-01", "4.20", "Bakery")], [there("b:1", "2026-10-02", "5.00", "Other")], false);
    expect([...found]).toEqual([[0, "same_id"]]);
  });
});

describe("with the service's payee/amount/date check, the same payee, amount and day is already there", () => {
  it("compares amounts as numbers, and payees as written or the transaction's original name", () => {
    const found = alreadyThere(
      [planned("b:2", "2026-10-01", "3.5", "BAKERY 12"), planned("b:3", "2026-10-01", "4", "Bakery")],
      [there("x", "2026-10-01", "3.5000", "Bakery", "BAKERY 12"), there("y", "2026-10-01", "4.00", "Bakery")],
      true,
    );
    expect([...found]).toEqual([
      [0, "same_payee_amount_date"],
      [1, "same_payee_amount_date"],
    ]);
  });
  it("does not promise a payee in other letters skipped: the service compares it as written", () => {
    const found = alreadyThere(
      [planned("b:2", "2026-10-01", "92.35", "Le Petit Bistrot")],
      [there("x", "2026-10-01", "92.35", "LE PETIT BISTROT")],
      true,
    );
    expect(found.size).toBe(0);
  });
  it("lets one transaction there answer for one row only: the second coffee of the day is new", () => {
    const coffee = (id: string) => planned(id, "2026-10-01", "3.00", "Cafe");
    const found = alreadyThere([coffee("h:1"), coffee("h:2")], [there(null, "2026-10-01", "3.00", "Cafe")], true);
    expect([...found.keys()]).toEqual([0]);
  });
  it("does not match by payee, amount and day when the import does not ask the check", () => {
    expect(alreadyThere([planned("h:1", "2026-10-01", "3.00", "Cafe")], [there(null, "2026-10-01", "3.00", "Cafe")], false).size).toBe(0);
  });
});

describe("the listing covers the file's days", () => {
  it("spans the earliest to the latest date, whatever the order", () => {
    expect(
      dateSpan([planned("a", "2026-10-05", "1", "a"), planned("b", "2026-09-30", "1", "b"), planned("c", "2026-10-02", "1", "c")]),
    ).toEqual({
      from: "2026-09-30",
      to: "2026-10-05",
    });
    expect(dateSpan([])).toBeNull();
  });
});
