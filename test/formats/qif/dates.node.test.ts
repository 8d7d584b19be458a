// QIF dates (src/formats/qif/dates.ts) as Quicken and other writers write years: four digits, two digits, and the
// apostrophe years of 2000 on, space-padded; one-digit years padded after the slash.
import { describe, expect, it } from "vitest";
import { qifAdapter } from "../../../src/formats/qif/adapter";

const dates = (...written: string[]) =>
  qifAdapter
    .plan(new TextEncoder().encode(`!Type:Bank\n${written.map((d) => `D${d}\nT-1.00\n^\n`).join("")}`), { accountId: 1 })
    .items.map((i) => i.item.date);

describe("two-digit and one-digit years are read as Quicken writes them", () => {
  it("reads 6/19' 5, 6/19'05, 6/19/05, 6/19/ 5 and 06-19-2005 as one day, month first", () => {
    expect(dates("6/19' 5", "6/19'05", "6/19/05", "6/19/ 5", "06-19-2005")).toEqual(Array(5).fill("2005-06-19"));
  });

  it("reads 19/6/ 5 and 19.06.05 day first when a day says so, and 12/31/99 as 1999 but 12/31'99 as 2099", () => {
    expect(dates("19/6/ 5", "19.06.05")).toEqual(["2005-06-19", "2005-06-19"]);
    expect(dates("12/31/99", "12/31'99")).toEqual(["1999-12-31", "2099-12-31"]);
  });
});
