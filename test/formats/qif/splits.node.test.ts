// A split transaction (src/formats/qif/splits.ts) is one transaction of its total, its splits in its notes; splits
// that do not add up to the total are said, and a record with splits and no total is their sum.
import { describe, expect, it } from "vitest";
import { qifAdapter } from "../../../src/formats/qif/adapter";

const plan = (s: string) => qifAdapter.plan(new TextEncoder().encode(s), { accountId: 1 });

describe("a split transaction is one transaction of its total", () => {
  it("takes the sum of its splits when a writer leaves the total out (Microsoft Money, GnuCash exports)", () => {
    const p = plan("!Type:Bank\nD03/22/2024\nPHypermarché\nSAlimentation\nEcourses\n$-62.40\nSMaison\n$-17.60\n^\n");
    expect(p.rows).toEqual([{ row: 2, outcome: "planned" }]);
    expect(p.items.map((i) => [i.item.amount, i.item.notes])).toEqual([
      ["80.0000", "split: Alimentation courses -62.40 · split: Maison -17.60"],
    ]);
    expect(p.profile.warnings).toBeUndefined();
  });

  it("imports the total when the splits make another amount, and says so", () => {
    const p = plan("!Type:CCard\nD03/22/2024\nT-100.00\nPWarenhaus\nSLebensmittel\n$-60.00\nSHaushalt\n$-30.00\n^\n");
    expect(p.items.map((i) => i.item.amount)).toEqual(["100.0000"]);
    expect(p.profile.warnings).toEqual(["line 2: its splits make -90.00, not its total -100.00: imported at its total"]);
  });

  it("says nothing when they add up, in decimal commas too", () => {
    const p = plan("!Type:Bank\nD19.03.2024\nT-1.234,50\nPMeubles\nSMaison\n$-1.000,00\nSDéco\n$-234,50\n^\n");
    expect(p.items.map((i) => i.item.amount)).toEqual(["1234.5000"]);
    expect(p.profile.warnings).toBeUndefined();
    expect(p.rows.every((r) => r.outcome === "planned")).toBe(true);
    expect(qifAdapter.verification!(p.profile)).toBeNull();
  });
});
