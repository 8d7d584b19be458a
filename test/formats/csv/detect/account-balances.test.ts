// The account's own balances prove a file's sign where the file cannot: a running balance must step from what the
// account held before the file's first day by that day's rows; a whole file without one must take the balance before
// it to one the account stated on or after its last day. To the cent, under one reading only, or nothing is said.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import type { AccountBalance } from "../../../../src/formats/csv/words/budget-evidence";
import { signFromAccountBalances } from "../../../../src/formats/csv/detect/account-balances";

const plan = (lines: string[], balances?: AccountBalance[], accountType?: string) =>
  planCsv(new TextEncoder().encode(lines.join("\n")), {
    accountId: 3,
    ...(balances ? { budget: { balances } } : {}),
    ...(accountType ? { accountType } : {}),
  });

describe("a running balance steps from the account's balance before the file", () => {
  // A Spanish bank's export of one payment: one row has no step of the balance to check its amount against.
  const ES = ["Fecha;Concepto;Importe;Saldo", "05/03/2024;MERCADONA VALENCIA;45,20;954,80"];

  it("reads a lone row's plain amount as money out where the account held 1,000.00 before it", () => {
    expect(plan(ES).profile.sign).toBe("negative_is_money_out");
    const p = plan(ES, [{ date: "2024-02-29", balance: "1000.00" }]);
    expect(p.profile.sign).toBe("positive_is_money_out");
    expect(p.profile.signReason).toMatch(
      /the account held 1000.00 at the end of 2024-02-29, and the file's balance reads 954.80 after its first day's rows/,
    );
    expect(p.items[0]?.item.amount).toBe("45.20");
    expect(p.profile.open?.some((d) => d.decision === "sign")).toBeFalsy();
  });

  it("reads a card's balance of what is owed against its balance before, owed as negative", () => {
    // A Kenyan card: owed 300.00 before; a purchase of 25.00 takes what is owed to 325.00.
    const KE = ["Date,Details,Amount,Balance", "2024-04-03,NAIVAS WESTLANDS,25.00,325.00"];
    expect(plan(KE, [{ date: "2024-04-01", balance: "-300.00" }], "credit").profile.sign).toBe("positive_is_money_out");
  });

  it("says nothing where the step matches neither reading", () => {
    expect(plan(ES, [{ date: "2024-02-29", balance: "990.00" }]).profile.signReason).not.toMatch(/account held/);
  });
});

describe("a whole file without a running balance takes the balance before it to the one after it", () => {
  // A Belgian account whose bank writes money out positive: nothing in the rows says so.
  const BE = ["Date;Libellé;Montant", "04/03/2024;Delhaize;45,20", "11/03/2024;Dupont SPRL;-1200,00", "25/03/2024;Colruyt;300,00"];
  const balances = [
    { date: "2024-02-29", balance: "1000.00" },
    { date: "2024-03-31", balance: "1854.80" },
  ];

  it("reads positive as money out where the last statement's closing and the account's balance say so", () => {
    expect(plan(BE).profile.sign).toBe("negative_is_money_out");
    const p = plan(BE, balances);
    expect(p.profile.sign).toBe("positive_is_money_out");
    expect(p.profile.signReason).toMatch(
      /the rows take the account's balance of 1000.00 at the end of 2024-02-29 to its 1854.80 of 2024-03-31/,
    );
  });

  it("says nothing where other transactions of those days make the balance after it another", () => {
    expect(plan(BE, [balances[0]!, { date: "2024-03-31", balance: "1800.00" }]).profile.signReason).not.toMatch(/account's balance/);
  });

  it("reads only a whole file so: a file's first part does not take the balance to its end", () => {
    const rows = BE.slice(1).map((l) => l.split(";"));
    const p = { rows, dates: ["2024-03-04", "2024-03-11", "2024-03-25"], amountIdx: 2, balanceIdx: undefined, per: 1, card: false };
    const fmt = { decimal: ",", thousands: "." } as const;
    expect(signFromAccountBalances({ ...p, fmt, whole: true }, balances)?.sign).toBe("positive_is_money_out");
    expect(signFromAccountBalances({ ...p, fmt, whole: false }, balances)).toBeNull();
  });
});
