// Saved decisions are defaults, not orders: each file's own evidence is checked against them.
import { describe, expect, it } from "vitest";
import { detectProfile, planCsv, reconcileSaved } from "../../../src/sources/csv";

const enc = (s: string) => new TextEncoder().encode(s);
const savedFrom = (csv: string, overrides = {}) => detectProfile(enc(csv), overrides);
function planWithSaved(csv: string, saved: ReturnType<typeof savedFrom>, explicit = {}) {
  const { overrides, warnings } = reconcileSaved(enc(csv), saved, explicit);
  return planCsv(enc(csv), { accountId: 1, profile: overrides, warnings });
}

const UK_FEB_START = ["Date,Description,Amount", "10/02/2018,TESCO STORES,-12.40", "11/02/2018,TFL TRAVEL,-7.80", "12/02/2018,SALARY,1500.00"].join("\n");
const UK_FEB_END = ["Date,Description,Amount", "25/02/2018,TESCO STORES,-5.00", "26/02/2018,PRET A MANGER,-6.45", "27/02/2018,BOOTS,-3.99"].join("\n");

describe("a saved date format gives way to a file whose dates contradict it", () => {
  it("reads next month's 25/02/2018 day-first although the first export was saved month-first", () => {
    const saved = savedFrom(UK_FEB_START);
    expect(saved.dateFormat).toBe("MM/DD/YYYY");
    const plan = planWithSaved(UK_FEB_END, saved);
    expect(plan.items.map((p) => p.item.date)).toEqual(["2018-02-25", "2018-02-26", "2018-02-27"]);
    expect(plan.rows.filter((r) => r.outcome !== "planned").map((r) => r.reason)).toEqual(["header"]);
    expect(plan.profile?.dateFormat).toBe("DD/MM/YYYY");
    expect(plan.profile?.warnings?.join(" ")).toMatch(/saved profile's dateFormat "MM\/DD\/YYYY" does not fit this file/);
  });

  it("keeps a saved date format where this file's dates read both ways (the saved decision is the better guess)", () => {
    const saved = savedFrom(UK_FEB_START, { dateFormat: "DD/MM/YYYY" });
    const plan = planWithSaved(UK_FEB_START, saved);
    expect(plan.items[0]?.item.date).toBe("2018-02-10");
    expect(plan.profile?.warnings ?? []).toEqual([]);
  });

  it("lets the request's own date format win over the saved one and the evidence", () => {
    const saved = savedFrom(UK_FEB_START);
    const plan = planWithSaved(UK_FEB_START, saved, { dateFormat: "DD/MM/YYYY" });
    expect(plan.items[0]?.item.date).toBe("2018-02-10");
  });
});

describe("other saved decisions give way to evidence too", () => {
  it("drops a saved decimal comma when this file's amounts are written 1,234.56", () => {
    const saved = savedFrom(["Date,Description,Amount", "2024-03-01,Rent,\"-1200,00\"", "2024-03-02,Shop,\"-12,50\""].join("\n"));
    expect(saved.decimalSeparator).toBe(",");
    const plan = planWithSaved(["Date,Description,Amount", "2024-04-01,Rent,\"-1,200.00\"", "2024-04-02,Shop,-12.50", "2024-04-03,Pay,\"2,345.67\""].join("\n"), saved);
    expect(plan.items.map((p) => Number(p.item.amount))).toEqual([1200, 12.5, -2345.67]);
    expect(plan.profile?.warnings?.join(" ")).toMatch(/decimalSeparator/);
  });

  it("takes the sign the running balance proves over a saved one", () => {
    const header = "Date,Description,Amount,Balance";
    const saved = savedFrom([header, "2024-03-01,Shop,12.00,100.00"].join("\n"), { sign: "positive_is_money_out" });
    const plan = planWithSaved([header, "2024-04-01,Shop,-12.00,88.00", "2024-04-02,Pay,100.00,188.00", "2024-04-03,Cafe,-3.00,185.00"].join("\n"), saved);
    expect(plan.items.map((p) => Number(p.item.amount))).toEqual([12, -100, 3]);
    expect(plan.profile?.warnings?.join(" ")).toMatch(/sign/);
  });
});
