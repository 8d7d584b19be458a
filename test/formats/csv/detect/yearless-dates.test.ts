// Dates written without their year ("03/15", "15 Mar", "15.03.", "3月15日") take it from the statement period
// the preamble states, else from the export date (the file name's, else the day of the upload): each is read
// in the latest year that puts it on or before that day, so December's rows of a January export are last
// year's. A warning says where the year came from.
import { describe, expect, it } from "vitest";
import { CsvProfileSchema, planCsv } from "../../../../src/formats/csv";
import { describeFormat, isDateFormat, parseDate } from "../../../../src/locale/dates";
import { yearAnchorOf } from "../../../../src/formats/csv/detect/yearless-dates";
import { planFixture } from "../fixture-plan";
import type { UnseenFixture } from "../unseen/fixture";
import cnCard from "../unseen/cn-card-yue-ri-billing-period";
import deCard from "../unseen/de-tt-mm-jahreswechsel-zeitraum";
import gbApp from "../unseen/gb-app-day-month-names-new-year";
import noBank from "../unseen/no-dotted-day-month-periode";
import usCard from "../unseen/us-card-month-day-no-year";

const profileOf = (f: UnseenFixture) => planFixture(f).profile!;
const plan = (csv: string, profile = {}) => planCsv(new TextEncoder().encode(csv), { accountId: 1, profile });

describe("the year is the statement period's, when the preamble states one", () => {
  for (const f of [noBank, deCard, cnCard]) it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  it("reads up to the period's end and says so", () => {
    expect(profileOf(noBank).yearAnchor).toBe("2024-03-31");
    expect(profileOf(deCard).yearAnchor).toBe("2024-01-14");
    expect(profileOf(deCard).dateFormat).toBe("DD.MM.");
    expect(profileOf(deCard).warnings?.join(" ")).toMatch(/statement period on line 2 \(2023-12-15 to 2024-01-14\): 2 of 4 fall in 2023/);
  });
  it("is a profile that can be saved and sent back", () => {
    for (const f of [noBank, deCard, cnCard, gbApp, usCard]) expect(CsvProfileSchema.parse(profileOf(f))).toEqual(profileOf(f));
  });
});

describe("else the export date's, from the file name, rolling back across the new year", () => {
  for (const f of [gbApp, usCard]) it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  it("says the file name gave it", () => {
    expect(profileOf(usCard).yearAnchor).toBe("2024-04-05");
    expect(profileOf(usCard).warnings?.join(" ")).toMatch(/from the date in the file name \(2024-04-05\), so in 2024/);
  });
});

describe("else the day of the upload's", () => {
  it("reads the dates on or before today, a week's slack allowed", () => {
    expect(yearAnchorOf(["15.03.", "20.12."], [], 0, { today: "2025-01-10" })).toEqual({
      anchor: "2025-01-10",
      source: "the day of the upload (2025-01-10), as the file states no period",
    });
    expect(parseDate("20.12.", "DMY", "2025-01-10")).toBe("2024-12-20");
    expect(parseDate("15.01.", "DMY", "2025-01-10")).toBe("2025-01-15");
  });
  it("needs no year for dates that carry one", () => {
    expect(yearAnchorOf(["15.03.2024"], [], 0, { today: "2025-01-10" })).toBeUndefined();
  });
  it("takes the year given in the profile over any", () => {
    const p = plan(["Datum;Text;Betrag", "15.03.;A;-1,00", "16.03.;B;-2,00"].join("\n"), { yearAnchor: "2022-12-31" });
    expect(p.items.map((i) => i.item.date)).toEqual(["2022-03-15", "2022-03-16"]);
    expect(p.profile.warnings?.join(" ")).toMatch(/from the profile, so in 2022/);
  });
});

describe("a date without its year is written the ways statements write it", () => {
  const anchor = "2024-12-31";
  it.each([
    ["03/15", "MDY", "2024-03-15"],
    ["15/03", "DMY", "2024-03-15"],
    ["15.03.", "DMY", "2024-03-15"],
    ["15 Mar", "MDY", "2024-03-15"],
    ["Mar 15", "DMY", "2024-03-15"],
    ["15. März", "DMY", "2024-03-15"],
    ["15-Mar", "DMY", "2024-03-15"],
    ["3月15日", "DMY", "2024-03-15"],
    ["03月15日", "MDY", "2024-03-15"],
  ] as const)("%s (%s) → %s", (cell, order, iso) => expect(parseDate(cell, order, anchor)).toBe(iso));

  it("is no date where it could be an amount, or without a day to read", () => {
    for (const cell of ["15.03", "12.50", "15/13", "Total 15", "15 Foo"]) expect(parseDate(cell, "DMY", anchor), cell).toBeNull();
  });
  it("is read only with a year to put it in", () => expect(parseDate("15.03.", "DMY")).toBeNull());
  it("finds a 29 February in the leap year before the anchor", () => expect(parseDate("29.02.", "DMY", "2025-06-01")).toBe("2024-02-29"));
  it("reads the Chinese, Japanese and Korean dates with their year too, in a format of the grammar", () => {
    expect(parseDate("2024年3月15日", "YMD")).toBe("2024-03-15");
    expect(parseDate("2024년 3월 15일", "YMD")).toBe("2024-03-15");
    expect(describeFormat("2024年3月15日", "YMD")).toBe("YYYY年MM月DD日");
    expect(describeFormat("2024년 3월 15일", "YMD")).toBe("YYYY년 MM월 DD일");
    for (const f of ["YYYY年MM月DD日", "YYYY년 MM월 DD일"]) expect(isDateFormat(f), f).toBe(true);
  });
  it("is a date format of the grammar (the dotted one with its last dot)", () => {
    for (const f of ["DD.MM.", "MM/DD", "DD/MM", "DD MMM", "MMM DD", "DD. MMM", "MM月DD日"]) expect(isDateFormat(f), f).toBe(true);
    for (const f of ["DD.MM", "DD/DD", "MM/MM."]) expect(isDateFormat(f), f).toBe(false);
  });
});

describe("beside dates with their year, a day and month is no date", () => {
  it("reads an instalment column ('1/3') as text, not as the date", () => {
    const csv = [
      "Data;Descrição;Parcela;Valor",
      "05/03/2024;MAGAZINE LUIZA;1/3;-150,00",
      "08/03/2024;IFOOD;;-42,90",
      "12/03/2024;LOJAS RENNER;2/6;-89,90",
    ].join("\n");
    const p = plan(csv);
    expect(p.profile.columns.date.index).toBe(0);
    expect(p.profile.columns.valueDate).toBeUndefined();
    expect(p.profile.yearAnchor).toBeUndefined();
  });
});
