// The budget's evidence as the adapter is handed it (budget-evidence.ts): every field optional, its rows in the
// service's sign (positive is money out), and weighed only where the file decides nothing itself.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import type { BudgetEvidence, BudgetRow } from "../../../../src/formats/csv/words/budget-evidence";

const plan = (lines: readonly string[], budget?: BudgetEvidence) =>
  planCsv(new TextEncoder().encode(lines.join("\n")), { accountId: 3, ...(budget ? { budget } : {}) });
const items = (p: ReturnType<typeof plan>) => p.items.map((i) => [i.item.date, i.item.amount]);
const row = (date: string, amount: string): BudgetRow => ({ date, amount, currency: null });

/** An Australian bank's export whose every day is 12 or less: its dates read both ways. */
const OPEN = [
  "Date,Description,Amount",
  "03/06/2024,WOOLWORTHS 1187 SURRY HILLS,-64.20",
  "04/06/2024,OPAL TRANSPORT,-12.80",
  "05/06/2024,TELSTRA BILL,-89.00",
  "07/06/2024,SALARY ACME PTY LTD,4100.00",
];
/** The same bank's next export, whose 25th proves its dates day-first. */
const PROVED = [...OPEN, "25/06/2024,BP CONNECT 4410,-71.35"];

describe("every field is optional: evidence that says nothing changes nothing", () => {
  it("plans an empty evidence as no evidence", () => {
    const none = plan(OPEN);
    const empty = plan(OPEN, {});
    expect(items(empty)).toEqual(items(none));
    expect(empty.profile.dateFormat).toBe(none.profile.dateFormat);
  });
});

describe("the budget's rows are in the service's sign: positive is money out", () => {
  const days = ["2024-06-03", "2024-06-04", "2024-06-05"];
  const rows = (sign: string) => days.map((d, i) => row(d, sign + ["64.20", "12.80", "89.00"][i]!));
  it("reads the file's minus as money out where the rows it meets are positive", () => {
    const p = plan(OPEN, { locale: "en-US", rows: rows("") });
    expect(items(p)[0]).toEqual(["2024-06-03", "64.20"]);
    expect(p.profile.sign).toBe("negative_is_money_out");
    expect(p.profile.open?.find((d) => d.decision === "sign")?.by).toBe("budget_rows");
  });
  it("reads it as money in where the same rows are negative: money in, as the service writes it", () => {
    const p = plan(OPEN, { locale: "en-US", rows: rows("-") });
    expect(items(p)[0]).toEqual(["2024-06-03", "-64.20"]);
    expect(p.profile.sign).toBe("positive_is_money_out");
  });
});

describe("the evidence is weighed below every proof the file holds", () => {
  it("keeps dates the file proves day-first against a month-first budget whose rows meet them month-first", () => {
    const budget: BudgetEvidence = {
      locale: "en-US",
      dateFormat: "MM/DD/YYYY",
      primaryCurrency: "usd",
      accountCurrency: "usd",
      rows: [row("2024-03-06", "64.20"), row("2024-04-06", "12.80"), row("2024-05-06", "89.00")],
    };
    expect(items(plan(PROVED, budget))).toEqual(items(plan(PROVED)));
    expect(items(plan(PROVED, budget))[0]).toEqual(["2024-06-03", "64.20"]);
  });
});
