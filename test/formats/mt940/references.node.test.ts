// Which of a transaction's references is the bank's id for it: one that names one transaction only.
import { describe, expect, it } from "vitest";
import { candidates, IdentifyingReferences } from "../../../src/formats/mt940/references";
import type { StatementLine } from "../../../src/formats/mt940/statement-line";

const line = (bankReference: string | null, ownerReference: string | null, date = "2024-03-01", amount = "10.00"): StatementLine => ({
  date,
  valueDate: date,
  mark: "D",
  amount,
  type: "NTRF",
  ownerReference,
  bankReference,
  supplementary: null,
});

describe("a reference may be an id when it holds a digit and is no placeholder: the bank's first, then the owner's", () => {
  it("orders the bank's reference before the owner's", () => {
    expect(candidates(line("B2024030100017", "INV-4711"))).toEqual(["B2024030100017", "INV-4711"]);
  });

  it("leaves out the placeholders banks write (NONREF, NOTPROVIDED, Rabobank's EREF…) in any case, and words without digits", () => {
    for (const placeholder of ["NONREF", "nonref", "NOTPROVIDED", "EREF", "MARF", "N/A", "X"]) {
      expect(candidates(line(placeholder, placeholder)), placeholder).toEqual([]);
    }
    expect(candidates(line(null, "RENT2024"))).toEqual(["RENT2024"]);
  });
});

describe("a reference names one transaction when every transaction it is written on is the same one", () => {
  it("names one for a reference met once, or again on a copy of the same date and amount", () => {
    const refs = new IdentifyingReferences();
    refs.add(line("R1", null), ["R1"]);
    refs.add(line("R1", null), ["R1"]);
    refs.add(line("R2", null, "2024-03-02"), ["R2"]);
    expect([refs.names("R1"), refs.names("R2"), refs.someNameSeveral()]).toEqual([true, true, false]);
  });

  it("names several for a reference repeated on other days or amounts, as a rent's customer reference is", () => {
    const refs = new IdentifyingReferences();
    refs.add(line(null, "MIETE7"), ["MIETE7"]);
    refs.add(line(null, "MIETE7", "2024-04-01"), ["MIETE7"]);
    refs.add(line("B1", null, "2024-04-01", "5.00"), ["B1"]);
    refs.add(line("B1", null, "2024-04-01", "6.00"), ["B1"]);
    expect([refs.names("MIETE7"), refs.names("B1"), refs.someNameSeveral()]).toEqual([false, false, true]);
  });

  it("names nothing for a reference never added", () => {
    expect(new IdentifyingReferences().names("R9")).toBe(false);
  });
});
