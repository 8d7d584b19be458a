// A headerless export whose dates are written "2024 03 11", with 26-digit account numbers beside the
// amount and the running balance, plans: the account columns are never money, and a row whose text value
// held the delimiter unquoted ("UL. POLNA 1, LOK. 2") is read with that value joined back, not refused.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { planFixture } from "../fixture-plan";
import plAddress from "../unseen/pl-headerless-space-dates-unquoted-comma";
import plName from "../unseen/pl-headerless-space-dates-name-comma";
import sk from "../unseen/sk-headerless-space-dates-iban";

const plan = (csv: string) => planCsv(new TextEncoder().encode(csv), { accountId: 1 });

describe("a headerless export with 'YYYY MM DD' dates and account numbers plans", () => {
  for (const f of [plAddress, plName, sk]) it(f.name, () => expect(planFixture(f).differences).toEqual([]));

  it("takes the amount and the running balance, never an account number, for money", () => {
    const p = plan(plAddress.file);
    expect(p.profile.dateFormat).toBe("YYYY MM DD");
    expect(p.profile.columns.amount?.index).toBe(6);
    expect(p.profile.columns.balance?.index).toBe(9);
    expect(p.profile.columns.currency?.index).toBe(7);
  });
});

describe("a text value cut by an unquoted delimiter is joined back where the row then reads", () => {
  it("joins the cut where the text went on after a space, and keeps its comma", () => {
    const p = plan(plAddress.file);
    expect(p.rows).toEqual([{ row: 1, outcome: "planned", to_row: 4 }]);
    expect(p.items[1]!.item.notes).toMatch(/UL\. POLNA 1, LOK\. 2\|60-001 POZNAN/);
    expect(p.items[1]!.item.amount).toBe("182.45");
  });
  it("joins a name cut before the title, amount and balance", () => {
    expect(plan(plName.file).items[1]!.item.payee).toBe("KOWALSKA, ANNA");
  });
  it("leaves a row no single joining makes read an error", () => {
    const csv = [
      "2024 05 06,Tesco,-23.40,EUR,1976.60",
      "2024 05 07,Novak, s.r.o.,-150,00,EUR,1826.60",
      "2024 05 10,ACME,1850.00,EUR,3676.60",
      "2024 05 14,Telekom,-19.99,EUR,3656.61",
    ].join("\n");
    const p = plan(csv);
    expect(p.items).toHaveLength(3);
    expect(p.rows.find((r) => r.row === 2)?.outcome).toBe("error");
  });
});
