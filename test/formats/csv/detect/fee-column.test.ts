// A fee in a column of its own beside the amount (src/formats/csv/detect/fee-column.ts): added to the row's money
// out where the running balance moves by the amount and the fee, left alone where the amount already counts it.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { planFixture } from "../fixture-plan";
import revolut from "../unseen/app-revolut-fee-column-exchange";
import capitec from "../unseen/za-capitec-money-in-out-fee";
import wise from "../unseen/app-wise-running-balance-dd-mm-yyyy";

const plan = (lines: string[]) => planCsv(new TextEncoder().encode(lines.join("\n")), { accountId: 1 });
const amounts = (lines: string[]) => plan(lines).items.map((i) => i.item.amount);

describe("a fee the balance moves by is money out of the same booking", () => {
  for (const f of [revolut, capitec]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.columns.fee?.header).toBe("Fee");
      expect(profile!.verification?.status).toBe("balanced");
    });
  }
  it("a fee charged alone is the row's amount", () => {
    expect(
      amounts([
        "Date,Description,Money In,Money Out,Fee,Balance",
        "2024/05/01,Checkers,,-100.00,,900.00",
        "2024/05/02,ATM,,-200.00,-10.00,690.00",
        "2024/05/31,Monthly fee,,,-7.50,682.50",
      ]),
    ).toEqual(["100.00", "210.00", "7.50"]);
  });
  it("newest first too", () => {
    expect(
      amounts([
        "Date,Description,Amount,Fee,Balance",
        "2024-05-08,Cash at Barclays,-50.00,1.00,1036.00",
        "2024-05-06,Exchanged to EUR,-100.00,0.50,1087.00",
        "2024-05-04,Top-Up,200.00,0.00,1187.50",
      ]),
    ).toEqual(["51.00", "100.50", "-200.00"]);
  });
});

describe("a fee the amount already counts, or no balance proves, is left out", () => {
  it(wise.name, () => {
    const { profile, differences } = planFixture(wise);
    expect(differences).toEqual([]);
    expect(profile!.columns.fee).toBeUndefined();
  });
  it("PayPal's Fee beside Net", () => {
    const lines = [
      "Date,Name,Gross,Fee,Net,Balance",
      "02/05/2024,Acme Shop,-20.00,0.00,-20.00,80.00",
      "03/05/2024,Jane Doe,100.00,-3.20,96.80,176.80",
    ];
    expect(plan(lines).profile!.columns.fee).toBeUndefined();
  });
  it("without a running balance", () => {
    const lines = ["Date,Description,Amount,Fee", "2024-05-06,Exchanged to EUR,-100.00,0.50", "2024-05-08,Cash,-50.00,1.00"];
    expect(plan(lines).profile!.columns.fee).toBeUndefined();
    expect(amounts(lines)).toEqual(["100.00", "50.00"]);
  });
});
