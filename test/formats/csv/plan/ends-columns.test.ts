// The balances a bank repeats on each row of a run check every row: each run's rows take its opening to its closing.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { EndsColumns } from "../../../../src/formats/csv/plan/ends-columns";

const DOT = { decimal: ".", thousands: "," } as const;

describe("each run of rows takes the opening balance it repeats to its closing one", () => {
  it("checks every row, the first day's too", () => {
    const ends = new EndsColumns(DOT, false);
    ends.add(2, "1,000.00", "1,650.00", "-700.00");
    ends.add(3, "1,000.00", "1,650.00", "50.00");
    ends.add(4, "1,650.00", "1,600.00", "50.00");
    expect(ends.verification()).toEqual({ status: "balanced", rows_checked: 3, rows_total: 3 });
  });
  it("names the first run that does not add up, at its first row, with the balance it should close at", () => {
    const ends = new EndsColumns(DOT, false);
    ends.add(2, "1000.00", "1650.00", "-700.00");
    ends.add(3, "1000.00", "1650.00", "-50.00");
    ends.add(4, "1650.00", "1600.00", "50.00");
    expect(ends.verification()).toEqual({
      status: "unbalanced",
      rows_checked: 1,
      rows_total: 3,
      first_break: { row: 2, expected: "1750.00", found: "1650.00" },
    });
  });
  it("reads a card's balance as what is owed, which purchases raise", () => {
    const ends = new EndsColumns(DOT, true);
    ends.add(2, "200.00", "260.00", "60.00");
    expect(ends.verification()?.status).toBe("balanced");
  });
  it("says nothing of runs whose balances are no numbers", () => {
    const ends = new EndsColumns(DOT, false);
    ends.add(2, "n/a", "n/a", "5.00");
    expect(ends.verification()).toBeNull();
  });
});

describe("a reading the repeated balances do not add up to is said", () => {
  const file = [
    "Tanggal,Ref,Nominal,Biaya,Posisi,Saldo Awal,Saldo Akhir",
    "2025-04-01,A1,250000.00,2500.00,K,1000000.00,1450000.00",
    "2025-04-01,A2,300000.00,6500.00,K,1000000.00,1450000.00",
    "2025-04-01,A3,100000.00,1500.00,D,1000000.00,1450000.00",
  ].join("\n");
  it("is balanced read right", () => {
    const plan = planCsv(new TextEncoder().encode(file), { accountId: 1 });
    expect(plan.profile.verification?.status).toBe("balanced");
    expect(plan.items.map((i) => i.item.amount)).toEqual(["-250000.00", "-300000.00", "100000.00"]);
  });
  it("warns, naming the row, when the amount is taken from another column", () => {
    const plan = planCsv(new TextEncoder().encode(file), { accountId: 1, profile: { columns: { amount: { header: "Biaya" } } } });
    expect(plan.profile.verification?.status).toBe("unbalanced");
    expect(plan.profile.warnings).toContainEqual(expect.stringMatching(/^the file's own balances do not add up from row 2/));
  });
});
