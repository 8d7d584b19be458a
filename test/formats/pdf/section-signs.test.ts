// Sections whose heading gives the sign: a US checking statement's deposits, checks, withdrawals and fees, each under
// its heading and above its own total, every amount unsigned (us-checking.ts draws them). The summary's beginning and
// ending balances prove the reading; the totals and a list of daily balances are no rows.
import { describe, expect, it } from "vitest";
import { CHASE_LIKE, THREE_A_LINE, TWO_A_LINE, usChecking } from "./us-checking";
import { readTable } from "./statement-table";

describe("a US checking statement's sections give its unsigned amounts their sign; its checks are rows", () => {
  for (const bank of [CHASE_LIKE, THREE_A_LINE, TWO_A_LINE]) {
    it(`${bank.name}: every row read, proved by the summary's balances`, async () => {
      const { pdf, want, closing } = await usChecking(bank);
      const table = await readTable(pdf);
      expect(table.rows.toSorted()).toEqual(want.toSorted());
      expect(table.warnings).toEqual([]);
      expect(table.opening).toBe("2500.00");
      expect(table.closing).toBe((closing / 100).toFixed(2));
    });
  }
});

describe("a check whose number the statement masks is a check still", () => {
  const masked = [
    { ...CHASE_LIKE, name: `${CHASE_LIKE.name}, every number XXXX`, mask: () => "XXXX" },
    { ...THREE_A_LINE, name: `${THREE_A_LINE.name}, numbers as XX1041`, mask: (n: string) => `XX${n}` },
    { ...TWO_A_LINE, name: `${TWO_A_LINE.name}, numbers as ****1041`, mask: (n: string) => `****${n}` },
  ];
  for (const bank of masked) {
    it(`${bank.name}: every check read, proved by the summary's balances`, async () => {
      const { pdf, want, closing } = await usChecking(bank);
      const table = await readTable(pdf);
      expect(table.rows.toSorted()).toEqual(want.toSorted());
      expect(table.warnings).toEqual([]);
      expect(table.closing).toBe((closing / 100).toFixed(2));
    });
  }
});

describe("a US checking statement whose rows do not make its ending balance is not read as proven", () => {
  for (const bank of [CHASE_LIKE, THREE_A_LINE]) {
    it(`${bank.name}, its ending balance 10.00 off`, async () => {
      const { pdf } = await usChecking(bank, 1000);
      const table = await readTable(pdf);
      expect(table.closing).toBeNull();
      expect(table.warnings.join(" ")).toMatch(/check/);
    });
  }
});
