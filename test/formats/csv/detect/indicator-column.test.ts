// An indicator column's words say the direction of unsigned amounts: its usual meaning, the person's words, an empty
// cell where the column writes one direction only, and the running balance that may read the words the other way.
import { describe, expect, it } from "vitest";
import { planCsv, type CsvProfile } from "../../../../src/formats/csv";
import { indicatorColumn, showIndicator } from "../../../../src/formats/csv/detect/indicator-column";
import { columns } from "./table-columns";

const enc = (s: string) => new TextEncoder().encode(s);
/** The profile's warnings about the sign (dates and amount scale have their own). */
const signWarnings = (p: CsvProfile | undefined) => (p?.warnings ?? []).filter((w) => /\bsign\b/.test(w));
const POINT = { decimal: ".", thousands: "," } as const;
const indicatorOf = (values: string[]) =>
  columns(
    ["Amount", "Type"],
    values.map((v) => ["1.00", v]),
  )[1];

describe("the indicator's words are read by their usual meaning", () => {
  it.each([
    ["German", ["S", "H", "S"], ["s"], ["h"]],
    ["English", ["DR", "CR", "DR"], ["dr"], ["cr"]],
    ["Spanish", ["D", "H", "D"], ["d"], ["h"]],
  ])("%s", (_, values, out, into) => {
    const reading = indicatorColumn(null, 1, indicatorOf(values), POINT, {});
    expect([reading.indicatorOut, reading.indicatorIn]).toEqual([out, into]);
    expect(reading.signReason).toMatch(/^amounts are unsigned; the indicator column says the direction/);
  });
});

describe("the words the person gives win over what the column's words usually mean", () => {
  it("reads S as money in when told so", () => {
    const reading = indicatorColumn(null, 1, indicatorOf(["S", "H"]), POINT, { indicatorOut: ["h"], indicatorIn: ["s"] });
    expect([reading.indicatorOut, reading.indicatorIn]).toEqual([["h"], ["s"]]);
  });
});

describe("a column that writes one direction only has the empty cell for the other", () => {
  it("reads an empty cell as money out beside CR, and names it so", () => {
    const reading = indicatorColumn(null, 1, indicatorOf(["CR", "", ""]), POINT, {});
    expect([reading.indicatorOut, reading.indicatorIn]).toEqual([[""], ["cr"]]);
    expect(showIndicator(reading.indicatorOut)).toBe("an empty cell");
  });
});

describe("the running balance may read the indicator's words the other way round, with a warning", () => {
  it("reads CR as money out where the balance falls by those rows", () => {
    const file =
      "Date,Description,Amount,Type,Balance\n2024-02-03,SHOP,10.00,CR,90.00\n2024-02-04,SHOP,5.00,CR,85.00\n2024-02-05,EMPLOYER,100.00,DR,185.00\n";
    const plan = planCsv(enc(file), { accountId: 1 });
    expect(plan.items.map((i) => i.item.amount)).toEqual(["10.00", "5.00", "-100.00"]);
    expect(signWarnings(plan.profile)).toEqual([expect.stringMatching(/read the other way round, as the running balance moves in 2 of 2/)]);
  });
});
