// An MT940 statement's balances (src/formats/mt940/balances.ts): each page checked between its opening and closing
// balance, a page without an opening opened at the closing before it, and the statements put in time by their balances.
import { describe, expect, it } from "vitest";
import { mt940Adapter } from "../../../src/formats/mt940/adapter";

const plan = (lines: string[]) => mt940Adapter.plan(new TextEncoder().encode(lines.join("\n")), { accountId: 1 }).profile;
const statement = (n: string, opening: string | null, lines: string[], closing: string) => [
  `:20:ST${n}`,
  ":25:PL61109010140000071219812874",
  `:28C:${n}`,
  ...(opening ? [opening] : []),
  ...lines,
  closing,
  "-",
];

describe("each page of a statement adds up between its own balances", () => {
  it("checks pages written in one message (:62M: then :60M: between transactions), and offers the last closing", () => {
    const p = plan(
      statement(
        "1",
        ":60F:C240401PLN100,00",
        [":61:240402D10,00NTRFNONREF", ":62M:C240402PLN90,00", ":60M:C240402PLN90,00", ":61:240403C5,00NTRFNONREF"],
        ":62F:C240403PLN95,00",
      ),
    );
    expect(p.verification).toMatchObject({ status: "balanced", rows_checked: 2 });
    expect(p.closing_balances.map((b) => b.balance)).toEqual(["90.00", "95.00"]);
  });

  it("says which page breaks", () => {
    const p = plan(
      statement(
        "1",
        ":60F:C240401PLN100,00",
        [":61:240402D10,00NTRFNONREF", ":62M:C240402PLN90,00", ":60M:C240402PLN90,00", ":61:240403C5,00NTRFNONREF"],
        ":62F:C240403PLN99,00",
      ),
    );
    expect(p.verification).toMatchObject({ status: "unbalanced", rows_checked: 1, first_break: { expected: "95.00", found: "99.00" } });
  });

  it("opens a page that writes no opening balance at the closing before it", () => {
    const p = plan([
      ...statement("1", ":60F:C240401PLN100,00", [":61:240402D10,00NTRFNONREF"], ":62M:C240402PLN90,00"),
      ...statement("2", null, [":61:240403D40,00NTRFNONREF"], ":62F:C240403PLN50,00"),
    ]);
    expect(p.verification).toMatchObject({ status: "balanced", rows_checked: 2 });
  });
});

describe("statements listed newest first are put in time by their balances, else by their days", () => {
  it("offers the newest closing when each statement opens where the next in the file closes", () => {
    const p = plan([
      ...statement("2", ":60F:C240402PLN90,00", [":61:240403D40,00NTRFNONREF"], ":62F:C240403PLN50,00"),
      ...statement("1", ":60F:C240401PLN100,00", [":61:240402D10,00NTRFNONREF"], ":62F:C240402PLN90,00"),
    ]);
    expect(p.closing_balances.map((b) => [b.balance, b.date])).toEqual([
      ["90.00", "2024-04-02"],
      ["50.00", "2024-04-03"],
    ]);
  });

  it("keeps the file's order when the balances chain that way, whatever a 30 February's day reads as", () => {
    const reversed = plan([
      ...statement("2", ":60F:C240229PLN90,00", [":61:240230C1,00NTRFNONREF"], ":62F:C240230PLN91,00"),
      ...statement("1", ":60F:C240228PLN100,00", [":61:2402290229D10,00NTRFNONREF"], ":62F:C240229PLN90,00"),
    ]);
    expect(reversed.closing_balances.map((b) => b.balance)).toEqual(["90.00", "91.00"]);
    const p = plan([
      ...statement("1", ":60F:C240228PLN100,00", [":61:2403010301D10,00NTRFNONREF"], ":62F:C240301PLN90,00"),
      ...statement("2", ":60F:C240301PLN90,00", [":61:240230C1,00NTRFNONREF"], ":62F:C240230PLN91,00"),
    ]);
    expect(p.closing_balances.map((b) => b.balance)).toEqual(["90.00", "91.00"]);
  });
});
