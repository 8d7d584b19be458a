// Quicken's opening balance (src/formats/qif/opening-balance.ts): the first record of an account's register, a transfer
// to the account itself, is its starting balance, not money in; with the statement balance of its `!Account` block it
// checks the file.
import { describe, expect, it } from "vitest";
import { qifAdapter } from "../../../src/formats/qif/adapter";

const plan = (s: string) => qifAdapter.plan(new TextEncoder().encode(s), { accountId: 1 });

describe("the first record, a transfer to the account itself, is its opening balance: ignored with why", () => {
  it.each([
    ["Quicken (US)", "Checking", "Opening Balance", "1/1'24", "1,000.00"],
    ["Quicken (DE)", "Girokonto", "Anfangssaldo", "01.01.24", "1.000,00"],
    ["Quicken (FR)", "Compte courant", "Solde initial", "01/01/24", "1000,00"],
    ["a Spanish export", "Cuenta corriente", "Saldo inicial", "01/01/2024", "1000.00"],
  ])("%s: %s", (_, account, payee, day, amount) => {
    const p = plan(
      `!Account\nN${account}\nTBank\n^\n!Type:Bank\nD${day}\nT${amount}\nCX\nP${payee}\nL[${account}]\n^\nD${day}\nT-25.00\nPKiosk\n^\n`,
    );
    expect(p.items.map((i) => i.item.amount)).toEqual(["25.0000"]);
    expect(p.rows[0]).toEqual({
      row: 6,
      outcome: "ignored",
      reason: expect.stringMatching(new RegExp(`^the account's opening balance as Quicken writes it \\("${payee}"`)),
    });
  });

  it("knows it by its transfer to the account itself, whatever the person named it", () => {
    const p = plan("!Account\nNSparbuch\nTBank\n^\n!Type:Bank\nD01.01.24\nT500,00\nPStartwert\nL[Sparbuch]\n^\n");
    expect(p.items).toEqual([]);
    expect(p.rows[0]?.reason).toMatch(/this account\): its starting balance/);
  });

  it("books a first transfer from another account, and an opening-balance-like record that is not first", () => {
    const p = plan(
      "!Account\nNChecking\nTBank\n^\n!Type:Bank\nD1/1'24\nT200.00\nPTransfer\nL[Savings]\n^\nD1/2'24\nT50.00\nPOpening Balance\nL[Checking]\n^\n",
    );
    expect(p.items.map((i) => i.item.amount)).toEqual(["-200.0000", "-50.0000"]);
    expect(qifAdapter.verification!(p.profile)).toBeNull();
  });
});

describe("the opening balance and the account's statement balance check the transactions", () => {
  const file = (balance: string) =>
    `!Account\nNChecking\nTBank\n$${balance}\n/1/31'24\n^\n!Type:Bank\nD1/1'24\nT1,000.00\nPOpening Balance\nL[Checking]\n^\n` +
    `D1/5'24\nT-120.00\nPPower Co\n^\nD1/20'24\nT2,000.00\nPPayroll\n^\nD2/2'24\nT-30.00\nPCafe\n^\n`;

  it("says the transactions up to the statement's day add up, and leaves the later ones unchecked", () => {
    expect(plan(file("2,880.00")).profile.verification).toMatchObject({ status: "partial", rows_checked: 2, rows_total: 3 });
  });

  it("says where they do not", () => {
    expect(plan(file("2,800.00")).profile.verification).toMatchObject({
      status: "unbalanced",
      first_break: { expected: "2880.00", found: "2800.00" },
    });
  });
});
