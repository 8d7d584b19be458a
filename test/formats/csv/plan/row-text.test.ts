// What a person reads of a row (src/formats/csv/plan/row-text.ts): the payee and the notes shown.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { shownNotes, shownPayee } from "../../../../src/formats/csv/plan/row-text";
import paypalFunding from "../unseen/app-paypal-one-currency-funding-rows";

describe("a row with an empty payee cell is not paid to another booking's id", () => {
  it("takes the type where the only notes are an id, and keeps the id as a note", () => {
    expect(shownPayee("", "3KL45678MN901234P", "Credit")).toBe("Credit");
    expect(shownNotes("", "3KL45678MN901234P")).toBe("3KL45678MN901234P");
    expect(shownPayee("", "B-5XY12345AB678901C", "")).toBe("");
  });

  it("still takes notes of words, or a shop's code, for the payee", () => {
    expect(shownPayee("", "Miete Juni", "Dauerauftrag")).toBe("Miete Juni");
    expect(shownNotes("", "Miete Juni")).toBe("");
    expect(shownPayee("", "AMAZON.DE", "")).toBe("AMAZON.DE");
    expect(shownPayee("", "TESCO STORES 3297", "")).toBe("TESCO STORES 3297");
  });

  it("leaves a PayPal funding row's payee to its type, not to the payment it references", () => {
    const plan = planCsv(new TextEncoder().encode(paypalFunding.file), { accountId: 1 });
    const funding = plan.items.filter((i) => i.item.external_id === "b:4MN56789PQ012345R" || i.item.external_id === "b:8VW90123XY456789Z");
    expect(funding.map((i) => [i.item.payee, i.item.notes])).toEqual([
      ["Credit", "3KL45678MN901234P"],
      ["Credit", "7TU89012VW345678X"],
    ]);
  });
});
