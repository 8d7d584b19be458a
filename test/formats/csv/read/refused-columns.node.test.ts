// A file refused for a missing date or amount column shows its table: each column's header, role so far and first
// values, for the person to name the column detection could not find.
import { describe, expect, it } from "vitest";
import { planCsv, SourceInputError } from "../../../../src/formats/csv";

const refusal = (text: string): SourceInputError => {
  try {
    planCsv(new TextEncoder().encode(text), { accountId: 1 });
  } catch (error) {
    if (error instanceof SourceInputError) return error;
    throw error;
  }
  throw new Error("planned");
};

describe("a table without an amount column is refused, naming the role and showing every column", () => {
  it("shows a German table's headers, roles found and three values each", () => {
    const error = refusal(
      "Datum;Empfänger;Notiz\n03.03.2025;Bäckerei;Brot\n04.03.2025;Apotheke;Tee\n05.03.2025;Kiosk;Zeitung\n06.03.2025;Post;Briefmarken\n",
    );
    expect(error.details?.missing).toBe("amount");
    expect(error.details?.columns?.map((c) => [c.index, c.header, c.samples])).toEqual([
      [0, "Datum", ["03.03.2025", "04.03.2025", "05.03.2025"]],
      [1, "Empfänger", ["Bäckerei", "Apotheke", "Kiosk"]],
      [2, "Notiz", ["Brot", "Tee", "Zeitung"]],
    ]);
    expect(error.details?.columns?.[0]?.role).toBe("date");
  });
});

describe("a table without a date column is refused, its columns headed by their first row or by none", () => {
  it("names the date missing, and shows a headerless table's columns without headers", () => {
    const error = refusal("Rimi,-12.50\nEmployer,1000.00\nPharmacy,-7.25\n");
    expect(error.details?.missing).toBe("date");
    expect(error.details?.columns?.map((c) => [c.header, c.samples[0]])).toEqual([
      [null, "Rimi"],
      [null, "-12.50"],
    ]);
  });
});
