// What an agreement says in words (src/outbox/agreement/words.ts): the headline, then each cause as a person would
// check it, amounts written as the bank would (money out without a sign, money in with a "+").
import { describe, expect, it } from "vitest";
import type { Agreement, Cause } from "../../../src/outbox/agreement/agreement";
import { agreementHeadline, agreementSentence, causeSentence, defaultDay } from "../../../src/outbox/agreement/words";

const agreement = (over: Partial<Agreement>): Agreement => ({
  status: "differs",
  as_of: "2026-02-28",
  bank_balance: "1000.00",
  budget_sum: "958.80",
  difference: "-41.20",
  causes: [],
  stretches: { checked: 1, differ: 1 },
  ...over,
});
const cause = (over: Partial<Cause> & Pick<Cause, "kind">): Cause => ({ date: "2026-02-03", amount: "41.20", ...over });

describe("a day is written as a person reads it", () => {
  it("day without a leading zero, the month's short name, the year", () => {
    expect(defaultDay("2026-02-03")).toBe("3 Feb 2026");
    expect(defaultDay("2025-12-31")).toBe("31 Dec 2025");
  });
});

describe("amounts: money out without a sign, money in with a '+'", () => {
  it("reads the service's sign (positive is out) and groups thousands", () => {
    expect(causeSentence(cause({ kind: "twice", amount: "1234.5", payee: "Rent" }))).toContain("Rent, 1,234.50 out, 3 Feb 2026");
    expect(causeSentence(cause({ kind: "twice", amount: "-80" }))).toContain("(+80.00 in, 3 Feb 2026)");
  });
});

describe("each cause names what to check: the row of the import, or the budget's transaction", () => {
  it("a row refused by the service, a row deleted from the budget, a row edited there", () => {
    expect(causeSentence(cause({ kind: "missing_in_budget", row: 14, payee: "Grocer" }))).toBe(
      "row 14 of an import (Grocer, 41.20 out, 3 Feb 2026) never reached the budget: the service refused it",
    );
    expect(causeSentence(cause({ kind: "missing_in_budget", row: 14, transaction_id: 9 }))).toMatch(
      /^row 14 of an import .* is not in the budget any more: deleted there\?$/,
    );
    expect(causeSentence(cause({ kind: "changed", row: 3, payee: "Café", amount: "-2" }))).toBe(
      "row 3 of an import (Café, 3 Feb 2026) is in the budget at another amount than the bank's: +2.00 in apart, edited there?",
    );
  });
  it("a transaction of no file, a transaction present twice, and days no file covers (with and without movement)", () => {
    expect(causeSentence(cause({ kind: "not_in_any_file" }))).toMatch(
      /^a transaction \(41\.20 out, 3 Feb 2026\) is in no file of the bank/,
    );
    expect(causeSentence(cause({ kind: "twice" }))).toMatch(/present twice$/);
    expect(causeSentence(cause({ kind: "not_covered", to: "2026-02-09" }))).toBe(
      "nothing covers 3 Feb 2026 to 9 Feb 2026: the bank's balances moved by 41.20 out there that the budget does not have",
    );
    expect(causeSentence(cause({ kind: "not_covered", amount: "0", to: "2026-02-03" }))).toBe(
      "nothing covers 3 Feb 2026: the bank's balances agree there, but no file's rows were compared",
    );
  });
  it("a row whose number is not known says so with '?'", () => {
    expect(causeSentence(cause({ kind: "missing_in_budget" }))).toMatch(/^row \? of an import/);
  });
});

describe("the headline: agrees on a day, differs by an amount since a day, or not known and why", () => {
  it("says each status", () => {
    expect(agreementHeadline(agreement({ status: "agrees", difference: "0" }))).toBe("Agrees with the bank on 28 Feb 2026");
    expect(agreementHeadline(agreement({ since: "2026-02-03" }))).toBe("Differs by 41.20 since 3 Feb 2026");
    expect(agreementHeadline(agreement({ difference: "1041.2" }))).toBe("Differs by 1,041.20");
    expect(agreementHeadline(agreement({ status: "unknown", reason: "no balance of the bank is known" }))).toBe(
      "Not known: no balance of the bank is known",
    );
    expect(agreementHeadline(agreement({ status: "unknown" }))).toBe("Not known");
  });
  it("equal sums whose rows differ: differs row by row, no amount", () => {
    expect(agreementHeadline(agreement({ difference: "0.00", since: "2026-02-03" }))).toBe("Differs row by row since 3 Feb 2026");
  });
});

describe("one sentence: the headline and, where it differs, its first cause", () => {
  const refused = cause({ kind: "missing_in_budget", row: 14 });
  it("names the first cause and counts the others", () => {
    const s = agreementSentence(agreement({ since: "2026-02-03", causes: [refused, cause({ kind: "twice" }), cause({ kind: "twice" })] }));
    expect(s).toMatch(/^Differs by 41\.20 since 3 Feb 2026: row 14 of an import .* \(and 2 more\)$/);
  });
  it("says the cause is not known when none was found", () => {
    expect(agreementSentence(agreement({}))).toBe("Differs by 41.20: the cause is not known");
  });
  it("agrees, but days no file covers are said, not passed over", () => {
    const gap = cause({ kind: "not_covered", amount: "0", to: "2026-02-09" });
    expect(agreementSentence(agreement({ status: "agrees", causes: [gap] }))).toMatch(
      /^Agrees with the bank on 28 Feb 2026, but nothing covers 3 Feb 2026/,
    );
    expect(agreementSentence(agreement({ status: "unknown", reason: "r", causes: [refused] }))).toBe("Not known: r");
  });
});
