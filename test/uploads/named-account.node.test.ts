// The budget's account a statement names: its whole number in an account's name first, else its last digits that
// an account's name ends in; several: all of them (the person chooses), none: none.
import { describe, expect, it } from "vitest";
import { accountsNamedBy } from "../../src/uploads/named-account";

const account = (id: number, name: string, display_name: string | null = null) => ({ id, name, display_name });

describe("the whole number in an account's name", () => {
  it("an IBAN written in groups or not, in the name or the name the person shows", () => {
    const accounts = [account(1, "Girokonto DE89 3704 0044 0532 0130 00"), account(2, "Savings", "Épargne FR7630006000011234567890189")];
    expect(accountsNamedBy(["DE89370400440532013000"], accounts).ids).toEqual([1]);
    expect(accountsNamedBy(["FR76 3000 6000 0112 3456 7890 189"], accounts).ids).toEqual([2]);
  });
  it("a national account number in the name, inside the statement's IBAN", () => {
    expect(accountsNamedBy(["DE89370400440532013000"], [account(1, "Giro 0532013000"), account(2, "Giro 3000")]).ids).toEqual([1]);
  });
});

describe("the last four digits an account's name ends in", () => {
  it("a masked or plain ending, when no name holds the whole number", () => {
    const accounts = [account(1, "Everyday Checking ••6789"), account(2, "Visa 4242"), account(3, "Cartão final 1005")];
    expect(accountsNamedBy(["000123456789"], accounts)).toMatchObject({ ids: [1], how: expect.stringContaining("6789") });
    expect(accountsNamedBy(["5500 0000 0000 1005"], accounts).ids).toEqual([3]);
  });
  it("two names ending in the digits: both, for the person to choose", () => {
    expect(accountsNamedBy(["5500116789"], [account(1, "Visa 6789"), account(2, "Joint 6789")]).ids).toEqual([1, 2]);
  });
  it("a name of two or three digits, or a number the budget does not hold: none", () => {
    expect(accountsNamedBy(["000123456789"], [account(1, "Pocket 89"), account(2, "Visa 4242")]).ids).toEqual([]);
    expect(accountsNamedBy([], [account(1, "Visa 4242")]).ids).toEqual([]);
  });
});
