// The dry run of a file of several sections as one answer: every section's rows in one list, each saying its section;
// the counts summed; the file balanced only where every section balances on its own; each section listed with its
// account (or why it is held) and its own balance and verification.
import { describe, expect, it } from "vitest";
import { mergedPreview, type SectionPreview, verificationOf } from "../../src/uploads/merged-preview";
import type { RoutedSection } from "../../src/uploads/sections";
import type { Verification } from "../../src/formats/verification";

const balanced = (rows: number): Verification => ({ status: "balanced", rows_checked: rows, rows_total: rows });
const unbalanced = (rows: number): Verification => ({
  status: "unbalanced",
  rows_checked: 1,
  rows_total: rows,
  first_break: { row: 3, expected: "10.00", found: "12.00" },
});
const none = (rows: number): Verification => ({ status: "no_balances", rows_checked: 0, rows_total: rows });

type Planned = SectionPreview & { items: { row: number; date: string; amount: string }[] };

function preview(items: [string, string][], verification: Verification | null, warnings: string[] = []): Planned {
  const checked = { count: 0, checked: true, requests: 1 };
  return {
    format: "csv",
    file_name: "konto.csv",
    profile: { warnings },
    statement_balance: { amount: "100.00", date: "2026-11-30", currency: "DKK" },
    verification,
    currencies: ["dkk"],
    rows: { planned: items.length, ignored: 2, error: 0 },
    ignored_reasons: { "balance row": 2 },
    already_in_budget: checked,
    elsewhere_in_budget: { count: 0, checked: true, accounts: [] },
    matches_in_budget: { count: 0, receipt: 0 },
    probable_duplicates: { count: 0, checked: true },
    receipt_questions: { count: 0 },
    transfers_in_budget: checked,
    items: items.map(([date, amount], i) => ({ row: i + 3, date, amount })),
    row_reports: items.map((_, i) => ({ row: i + 3, outcome: "planned" as const })),
  };
}

function section(label: string, accountId: number | null, rows: number): RoutedSection {
  return {
    label,
    number: label,
    currency: "dkk",
    rows,
    accountId,
    how: accountId === null ? null : "the account's name holds the statement's account",
    held: accountId === null ? "no account of your budget has its number" : null,
    choices: [],
  };
}

describe("every section's rows are the answer's items, each saying its section", () => {
  it("a Danish file of two accounts: the rows of both in the file's order, counts summed", () => {
    const merged = mergedPreview([
      {
        section: section("DK5000400440116243", 7, 2),
        preview: preview(
          [
            ["2026-11-03", "-959.83"],
            ["2026-11-12", "193.79"],
          ],
          balanced(2),
        ),
      },
      { section: section("DK8230000001234567", null, 1), preview: preview([["2026-11-05", "67.26"]], balanced(1)) },
    ]);
    expect(merged.items.map((i) => [i.section, i.date, i.amount])).toEqual([
      ["DK5000400440116243", "2026-11-03", "-959.83"],
      ["DK5000400440116243", "2026-11-12", "193.79"],
      ["DK8230000001234567", "2026-11-05", "67.26"],
    ]);
    expect(merged.rows).toEqual({ planned: 3, ignored: 4, error: 0 });
    expect(merged.ignored_reasons).toEqual({ "balance row": 4 });
    expect(merged.already_in_budget).toEqual({ count: 0, checked: true, requests: 2 });
    expect(merged.row_reports).toHaveLength(3);
    // The file as a whole goes to no one account, and sets no balance: each section's is its own.
    expect([merged.manual_account_id, merged.statement_balance, merged.balance_to_set]).toEqual([null, null, null]);
  });
});

describe("each section is listed with its account or why it is held, and what its own rows prove", () => {
  it("one routed, one held: both listed with their balances and verifications", () => {
    const merged = mergedPreview([
      { section: section("FI2112345600000785", 11, 1), preview: preview([["2026-10-02", "4.10"]], balanced(1)) },
      { section: section("FI5542345670000081", null, 1), preview: preview([["2026-10-04", "-99.00"]], none(1)) },
    ]);
    expect(merged.sections.map((s) => [s.file_account, s.account_id, s.held !== null, s.verification?.status])).toEqual([
      ["FI2112345600000785", 11, false, "balanced"],
      ["FI5542345670000081", null, true, "no_balances"],
    ]);
    expect(merged.sections[0]?.statement_balance).toEqual({ amount: "100.00", date: "2026-11-30", currency: "DKK" });
  });

  it("each section's warnings are said under its name", () => {
    const merged = mergedPreview([
      { section: section("1234 5678 9012", null, 1), preview: preview([["2026-10-02", "4.10"]], none(1), ["the PDF states no balances"]) },
      { section: section("9876 5432 1098", null, 1), preview: preview([["2026-10-03", "5.10"]], none(1)) },
    ]);
    expect(merged.profile.warnings).toEqual(["account 1234 5678 9012: the PDF states no balances"]);
  });
});

describe("the file is balanced only where every section balances on its own", () => {
  it("all balanced: balanced, their rows counted together", () => {
    expect(verificationOf([balanced(2), balanced(3)])).toEqual({ status: "balanced", rows_checked: 5, rows_total: 5 });
  });

  it("one section that does not add up: unbalanced, with its first break", () => {
    const merged = verificationOf([balanced(2), unbalanced(4)]);
    expect(merged?.status).toBe("unbalanced");
    expect(merged?.first_break).toEqual({ row: 3, expected: "10.00", found: "12.00" });
  });

  it("one balanced and one without balances, or one not verified: partial, never balanced", () => {
    expect(verificationOf([balanced(2), none(3)])?.status).toBe("partial");
    expect(verificationOf([balanced(2), null])?.status).toBe("partial");
    expect(verificationOf([none(2), none(1)])?.status).toBe("no_balances");
    expect(verificationOf([null, null])).toBeNull();
  });
});
