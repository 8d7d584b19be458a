// The money a row moves (src/formats/csv/plan/row-amounts.ts): in the service's sign (positive = money out), read
// from the amount cell or the debit and credit cells, signed by the file's sign, an indicator or a mark, its fee
// counted in; and its currency.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { isZeroAmount, RowAmounts } from "../../../../src/formats/csv/plan/row-amounts";
import { RowColumns } from "../../../../src/formats/csv/plan/row-columns";
import { atRecord, profileOf } from "../records";

const enc = (text: string) => new TextEncoder().encode(text);

/** The amounts and columns of the file `head` + `rows` detects, and `read` of its row `index` (0: the first row). */
function readRow<T>(
  head: string,
  rows: string[],
  index: number,
  read: (amounts: RowAmounts, rec: Parameters<RowAmounts["of"]>[0]) => T,
): T {
  const text = [head, ...rows].join("\n") + "\n";
  const profile = profileOf(text);
  const amounts = new RowAmounts(profile, new RowColumns(profile, profile.headers ?? null));
  return atRecord(text, head.includes(";") ? ";" : ",", index + 1, (rec) => read(amounts, rec));
}

describe("a signed amount is money out when the file's sign says so", () => {
  it("reads a minus as money out in the service's sign", () => {
    const rows = ["2024-01-03,Shop,-12.50", "2024-01-04,Salary,1500.00", "2024-01-05,Bar,-3.00"];
    expect(readRow("Date,Payee,Amount", rows, 0, (a, rec) => a.of(rec, 2))).toBe("12.50");
    expect(readRow("Date,Payee,Amount", rows, 1, (a, rec) => a.of(rec, 3))).toBe("-1500.00");
  });
});

describe("debit and credit columns: the debit is money out, the credit money in", () => {
  const rows = ["03.01.2024;Shop;12,50;", "04.01.2024;Salary;;1500,00", "05.01.2024;Bar;3,00;"];
  it("reads each side with its sign", () => {
    expect(readRow("Datum;Name;Soll;Haben", rows, 0, (a, rec) => a.of(rec, 2))).toBe("12.50");
    expect(readRow("Datum;Name;Soll;Haben", rows, 1, (a, rec) => a.of(rec, 3))).toBe("-1500.00");
  });
  it("names the row and what is wrong when neither side holds an amount", () => {
    const empty = ["03.01.2024;Shop;12,50;", "04.01.2024;Nothing;;", "05.01.2024;Bar;3,00;"];
    expect(readRow("Datum;Name;Soll;Haben", empty, 1, (a, rec) => a.of(rec, 3))).toBe(
      "!row 3: no amount (debit and credit are both empty)",
    );
  });
});

describe("a fee column whose fees are not in the amounts adds each to its row's money out", () => {
  const head = "Date,Description,Amount,Fee,Balance";
  const rows = ["2024-01-03,Transfer,-100.00,-1.50,898.50", "2024-01-04,Shop,-10.00,0.00,888.50", "2024-01-05,Fee only,,-2.00,886.50"];
  it("counts the fee in when the running balance moved by both", () => {
    const profile = profileOf([head, ...rows].join("\n"));
    expect(profile.columns.fee).toBeDefined();
    expect(readRow(head, rows, 0, (a, rec) => a.of(rec, 2))).toBe("101.50");
  });
  it("takes a fee charged alone for the row's whole amount", () => {
    expect(readRow(head, rows, 2, (a, rec) => a.of(rec, 4))).toBe("2.00");
  });
});

describe("a row's currency is its currency cell's, lower case, or the file's without the column", () => {
  const rows = ["2024-01-03,Shop,EUR,-12.50", "2024-01-04,Bar,usd,-3.00", "2024-01-05,Cafe,GBP,-1.00"];
  it("reads the code of each row", () => {
    expect(readRow("Date,Payee,Currency,Amount", rows, 0, (a, rec) => a.currency(rec))).toBe("eur");
    expect(readRow("Date,Payee,Currency,Amount", rows, 1, (a, rec) => a.currency(rec))).toBe("usd");
  });
});

describe("a row whose money is only in a column not read is an error, never a silent 0.00", () => {
  const file = (rows: string[]) => new TextEncoder().encode(["Date,Description,Money out,Money in", ...rows].join("\n"));
  const onlyOut = { profile: { columns: { amount: { header: "Money out" }, debit: null, credit: null } } };
  it("names the column not read and what it holds, for a zero placeholder and for an empty cell", () => {
    const plan = planCsv(file(["03/02/2026,SHOP,12.50,0.00", "04/02/2026,SALARY,0.00,1500.00", "05/02/2026,GIFT,,25.00"]), {
      accountId: 1,
      ...onlyOut,
    });
    // Only the shop's row is planned (its sign is the file's to decide): the other two are not 0.00.
    expect(plan.items.map((i) => Math.abs(Number(i.item.amount)))).toEqual([12.5]);
    const errors = plan.rows.filter((r) => r.outcome === "error").map((r) => r.reason);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/row 3: no money read \(0\.00\), but "Money in", a column not read, holds 1500\.00/);
    expect(errors[1]).toMatch(/row 4: .*"Money in", a column not read, holds 25\.00/);
  });
  it("a row of zero everywhere is no error: a notice, ignored with its reason (look-alike)", () => {
    const plan = planCsv(file(["03/02/2026,SHOP,12.50,0.00", "04/02/2026,FEE WAIVED,0.00,0.00"]), { accountId: 1, ...onlyOut });
    expect(plan.items).toHaveLength(1);
    expect(plan.rows.filter((r) => r.outcome === "error")).toEqual([]);
    expect(plan.rows).toContainEqual(
      expect.objectContaining({ outcome: "ignored", reason: 'amount 0: a notice, not a transaction ("FEE WAIVED")' }),
    );
  });
});

describe("a row of no money is a notice, ignored with its reason, as OFX says of its own (issue 82)", () => {
  it("banks of several countries: an SMS fee waived, a card replaced free, a zero with its sign", () => {
    const plan = planCsv(
      enc(
        [
          "Date,Narration,Debit,Credit",
          "03/02/2026,NOTIFIC FEE SMS,0.00,",
          "04/02/2026,CARD REPLACE FEE,0.00,",
          "05/02/2026,UPI/ZOMATO/PAY,250.00,",
          "06/02/2026,GEBUEHR KONTOFUEHRUNG,-0.00,",
        ].join("\n"),
      ),
      { accountId: 1 },
    );
    expect(plan.items.map((i) => i.item.payee)).toEqual(["UPI/ZOMATO/PAY"]);
    const ignored = plan.rows.filter((r) => r.outcome === "ignored" && r.reason?.startsWith("amount 0"));
    expect(ignored.map((r) => r.reason)).toEqual([
      'amount 0: a notice, not a transaction ("NOTIFIC FEE SMS")',
      'amount 0: a notice, not a transaction ("CARD REPLACE FEE")',
      'amount 0: a notice, not a transaction ("GEBUEHR KONTOFUEHRUNG")',
    ]);
  });

  it("a row of a few cents is money, never a notice (look-alike)", () => {
    const plan = planCsv(enc("Date,Narration,Amount\n03/02/2026,ROUNDING,-0.01\n04/02/2026,INTEREST,0.004\n"), { accountId: 1 });
    expect(plan.items).toHaveLength(2);
  });
});

describe("an amount of nothing is zero as the service writes it, whatever its sign or decimals", () => {
  it("reads 0, 0.00 and -0.00 as nothing", () => {
    for (const zero of ["0", "00", "0.0", "0.00", "-0", "-0.00", "0.0000"]) expect(isZeroAmount(zero), zero).toBe(true);
  });
  it("reads every other amount as money, however close to zero it is written (look-alikes)", () => {
    for (const money of ["0.01", "-0.50", "10", "100.00", "1.00", "0.", ".00", "-", "", "-.0", "0.00.0", "0,00", "00.1", "0.00 "])
      expect(isZeroAmount(money), money).toBe(false);
  });
});
