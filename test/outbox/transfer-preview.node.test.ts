// What a preview says of transfers (src/outbox/transfer-preview.ts): which rows of a file pair, by the import's own
// rule, with another account's transaction in their window. Pure: the budget's window is handed in.
import { describe, expect, it } from "vitest";
import type { Transaction } from "../../src/budget-api";
import { ownAccountsOf } from "../../src/outbox/kinds/transfers";
import type { AccountInfo } from "../../src/outbox/targets";
import { type PreviewRow, previewTransfers, transferWindow } from "../../src/outbox/transfer-preview";

const info = (name: string, type = "depository", institution: string | null = null): AccountInfo => ({
  name,
  display_name: null,
  institution_name: institution,
  currency: "usd",
  status: "active",
  type,
  balance: "0",
});
const CHECKING = 1;
const CARD = 2;
const SAVINGS = 3;
const accounts = ownAccountsOf(
  new Map([
    [CHECKING, info("Everyday Checking")],
    [CARD, info("Visa Platinum", "credit", "First Bank")],
    [SAVINGS, info("Rainy Day Savings")],
  ]),
);
const listed = (id: number, accountId: number, date: string, amount: string, payee: string): Transaction =>
  ({
    id,
    manual_account_id: accountId,
    linked_account_id: null,
    date,
    amount,
    currency: "usd",
    to_base: Number(amount),
    payee,
    original_name: null,
    notes: null,
    is_group_parent: false,
    group_parent_id: null,
    is_split_parent: false,
    split_parent_id: null,
    is_pending: false,
  }) as unknown as Transaction;
const iso = (d: string) => `[${d}]`;

describe("the window read for a file: its rows' days, widened as the import's pairing looks", () => {
  it("spans the first to the last row's day, widened each way; none for a file of no rows", () => {
    const rows: PreviewRow[] = [
      { date: "2026-11-10", amount: "1" },
      { date: "2026-11-03", amount: "1" },
    ];
    const window = transferWindow(rows)!;
    expect(window.from <= "2026-11-03" && window.to >= "2026-11-10").toBe(true);
    expect(window.from < "2026-11-03" || window.to > "2026-11-10").toBe(true);
    expect(transferWindow([])).toBeNull();
  });
});

describe("a row that pairs with another account's transaction is named, with that side's account, amount and day", () => {
  it("the card's incoming bill payment pairs with checking's payment out, in the person's day format", () => {
    const rows: PreviewRow[] = [
      { date: "2026-11-05", amount: "-500.00", payee: "PAYMENT THANK YOU" },
      { date: "2026-11-05", amount: "61.20", payee: "Grocer" },
    ];
    const said = previewTransfers(
      rows,
      CARD,
      "usd",
      [listed(10, CHECKING, "2026-11-03", "500.00", "VISA PLATINUM PAYMENT")],
      accounts,
      iso,
    );
    expect([...said.keys()]).toEqual([0]);
    expect(said.get(0)).toMatch(/^a transfer from Everyday Checking: 500\.00 on \[2026-11-03\] there \(.+\)$/);
  });
  it("checking's move out to savings pairs with savings' incoming transfer: 'to' the other account", () => {
    const rows: PreviewRow[] = [{ date: "2026-11-03", amount: "200.00", payee: "Internal transfer to Rainy Day Savings" }];
    const said = previewTransfers(
      rows,
      CHECKING,
      "usd",
      [listed(11, SAVINGS, "2026-11-04", "-200.00", "Internal transfer from checking")],
      accounts,
      iso,
    );
    expect(said.get(0)).toMatch(/^a transfer to Rainy Day Savings: 200\.00 on \[2026-11-04\] there/);
  });
});

describe("nothing pairs without evidence, nor with the account's own transactions", () => {
  it("an equal amount that says nothing of a transfer is not one", () => {
    const rows: PreviewRow[] = [{ date: "2026-11-03", amount: "-500.00", payee: "Refund Electronics Store" }];
    expect(previewTransfers(rows, CARD, "usd", [listed(12, CHECKING, "2026-11-03", "500.00", "Landlord Ltd")], accounts, iso).size).toBe(0);
  });
  it("the account's own listed transaction is the file's row itself, never its other side", () => {
    const rows: PreviewRow[] = [{ date: "2026-11-05", amount: "-500.00", payee: "PAYMENT THANK YOU" }];
    expect(
      previewTransfers(rows, CARD, "usd", [listed(13, CARD, "2026-11-05", "500.00", "VISA PLATINUM PAYMENT")], accounts, iso).size,
    ).toBe(0);
  });
});
