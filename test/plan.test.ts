// What every plan's items share before they reach the budget: no payee or note a spreadsheet would run.
import { describe, expect, it } from "vitest";
import { spreadsheetSafe } from "../src/plan";

const item = (payee: string, notes?: string) => ({
  date: "2026-11-25",
  amount: "1.00",
  external_id: "x",
  payee,
  ...(notes ? { notes } : {}),
});

describe("a payee or note that a spreadsheet would run as a formula goes with a leading apostrophe", () => {
  it.each([
    ['=HYPERLINK("http://x.example","Click")', '\'=HYPERLINK("http://x.example","Click")'],
    ["@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ["-A1*2", "'-A1*2"],
    ["  =1+1", "'=1+1"],
    // A sign and a number are one expression with what an operator joins to them.
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["+1+1", "'+1+1"],
    ["-1.5*A2", "'-1.5*A2"],
    ["+49(0)30 1234", "'+49(0)30 1234"],
    ["+1%+1", "'+1%+1"],
    // A payee that happens to read as a formula keeps every character, readable behind the apostrophe.
    ["-SALE-", "'-SALE-"],
  ])("%s → %s", (payee, safe) => {
    expect(spreadsheetSafe(item(payee))).toEqual({ item: item(safe), neutralized: true });
    expect(spreadsheetSafe(item("Shop", payee)).item.notes).toBe(safe);
  });

  it.each([
    "-12.50 refund",
    "+49 30 1234567",
    "- first item",
    "Corner Books",
    "Rewe = Markt",
    "e@mail.example",
    "-12.50",
    "+3.5% cashback",
    "-20 % off",
  ])("leaves %s as written", (text) => {
    expect(spreadsheetSafe(item(text, text))).toEqual({ item: item(text, text), neutralized: false });
  });
});
