// Rows short of cells (src/formats/csv/plan/short-rows.ts): read again where their cells were when the balance then
// adds up with the row before; else planned as they read and named in a warning.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { planFixture } from "../fixture-plan";
import lkShortRow from "../unseen/structure-lk-short-row-trailing-empty-cell";
import ptShortRow from "../unseen/structure-pt-short-row-trailing-semicolon";
import trShortRow from "../unseen/structure-tr-short-row-trailing-semicolon";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (s: string, profile = {}) => planCsv(enc(s), { accountId: 42, profile });

describe("a short row that kept its trailing empty cell is read again where its balance adds up", () => {
  for (const f of [lkShortRow, ptShortRow, trShortRow]) it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  it("puts the missing cell back before the money, and says so", () => {
    const p = plan(
      [
        "Date;Text;Ref;Debit;Credit;Balance;",
        "13.03.2026;A;R1;10,00;;90,00;",
        "14.03.2026;B;20,00;;70,00;",
        "15.03.2026;C;R3;5,00;;65,00;",
      ].join("\n"),
    );
    expect(p.items.map((i) => i.item.amount)).toEqual(["10.00", "20.00", "5.00"]);
    expect(p.profile?.warnings?.join(" ")).toMatch(/row 3 has fewer cells than the header: read with the missing cell put back/);
  });
  it("leaves a short row whose balance is blank and whose last value is no money as it is", () => {
    const p = plan(["Date;Text;Ref;Debit;Credit;Balance;", "13.03.2026;A;R1;10,00;;90,00;", "14.03.2026;B;R2;;;;"].join("\n"));
    expect(p.profile?.warnings?.join(" ") ?? "").not.toMatch(/fewer cells/);
  });
});
