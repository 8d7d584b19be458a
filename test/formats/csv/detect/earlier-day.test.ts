// Two date columns whose names do not tell which is the purchase's day: the one never later is (issue 80 §1).
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (lines: string[]) => planCsv(enc(`${lines.join("\n")}\n`), { accountId: 1 }).profile!;

describe("of two date columns whose names tie, the one never later than the other is the date", () => {
  it.each([
    [
      "Armenian, the value day printed first",
      [
        "Օր 1;Օր 2;Նկարագրություն;Գումար",
        "05/08/2026;03/08/2026;LIDL;-5304,56",
        "04/08/2026;04/08/2026;IKEA;-720,56",
        "09/08/2026;06/08/2026;UBER;-1383,33",
      ],
      1,
    ],
    [
      "Georgian, the purchase day printed first",
      [
        "თარიღი;ჩარიცხვა;აღწერა;თანხა",
        "03.08.2026;05.08.2026;LIDL;-5,30",
        "04.08.2026;04.08.2026;IKEA;-7,20",
        "06.08.2026;09.08.2026;UBER;-13,83",
      ],
      0,
    ],
    [
      "Greek, unnamed dates, the value day printed first",
      [
        "Αξία;Ημ.;Περιγραφή;Ποσό",
        "05/08/2026;03/08/2026;LIDL;-53,04",
        "04/08/2026;04/08/2026;IKEA;-7,20",
        "09/08/2026;06/08/2026;UBER;-13,83",
      ],
      1,
    ],
  ])("%s", (_, lines, date) => {
    const p = plan(lines);
    expect(p.columns.date.index).toBe(date);
    expect(p.columns.valueDate?.index).toBe(1 - date);
    expect(p.warnings ?? []).not.toContainEqual(expect.stringContaining("first of two date columns"));
  });

  it("takes the first printed without a header, as headerless card exports print the posting day first", () => {
    const p = plan(["2026-08-05,2026-08-03,LIDL,-53.04", "2026-08-04,2026-08-04,IKEA,-7.20", "2026-08-09,2026-08-06,UBER,-13.83"]);
    expect(p.columns.date.index).toBe(0);
  });

  it("takes the first printed, and says so, where the days cross", () => {
    const p = plan(["Օր 1;Օր 2;Նկարագրություն;Գումար", "05/08/2026;03/08/2026;LIDL;-5304,56", "04/08/2026;06/08/2026;IKEA;-720,56"]);
    expect(p.columns.date.index).toBe(0);
    expect(p.warnings ?? []).toContainEqual(expect.stringContaining("first of two date columns"));
  });

  it("leaves the names to decide where they tell: a named value day stays the other day, even when earlier", () => {
    const p = plan(["Value date,Date,Description,Amount", "2026-08-03,2026-08-05,LIDL,-53.04", "2026-08-04,2026-08-04,IKEA,-7.20"]);
    expect(p.columns.date.header).toBe("Date");
  });
});
