// The accounts a statement file holds: named by number, told apart by what differs where numbers repeat, and the
// one to import chosen by its name, its number alone, or its number with some of its traits.
import { describe, expect, it } from "vitest";
import { SourceInputError } from "../../src/formats/errors";
import { accountsByCurrency, chooseAccount, identityKey, nameAccounts } from "../../src/formats/file-accounts";

const named = (...accounts: [number: string, ...traits: string[]][]) =>
  nameAccounts(accounts.map(([number, ...traits]) => ({ number, traits, value: number })));

describe("an account is named by its number, with the traits that tell apart the accounts that share it", () => {
  it("names accounts of distinct numbers by their numbers alone", () => {
    expect(named(["111", "CHECKING"], ["222", "SAVINGS"]).map((a) => [a.label, a.seed])).toEqual([
      ["111", "111"],
      ["222", "222"],
    ]);
  });

  it("shows only the traits that differ, the first of a number keeping the number as its seed", () => {
    const accounts = named(["123", "CHECKING", "021000021"], ["123", "CREDIT CARD", "021000021"]);
    expect(accounts.map((a) => [a.label, a.seed])).toEqual([
      ["123 (CHECKING)", "123"],
      ["123 (CREDIT CARD)", identityKey({ number: "123", traits: ["CREDIT CARD", "021000021"] })],
    ]);
    expect(named(["123", "CHECKING", "bank 1"], ["123", "CHECKING", "bank 2"]).map((a) => a.label)).toEqual([
      "123 (bank 1)",
      "123 (bank 2)",
    ]);
  });
});

describe("one number kept in several currencies is an account per currency (CAMT, MT940)", () => {
  it("names CH and EUR statements of one IBAN apart, a statement of no currency as its number's first", () => {
    const { named: accounts, keys } = accountsByCurrency([
      { statement: "s1", number: "CH9300762011623852957", currency: "CHF" },
      { statement: "s2", number: "CH9300762011623852957", currency: "EUR" },
      { statement: "s3", number: "CH9300762011623852957", currency: undefined },
      { statement: "s4", number: "DE02120300000000202051", currency: "EUR" },
    ]);
    expect(accounts.map((a) => a.label)).toEqual(["CH9300762011623852957 (CHF)", "CH9300762011623852957 (EUR)", "DE02120300000000202051"]);
    expect(keys.get("s3")).toBe(keys.get("s1"));
    expect(keys.get("s2")).not.toBe(keys.get("s1"));
  });
});

describe("the account to import is the one named, by its label, its number or its number with traits", () => {
  const accounts = named(["123", "SAVINGS", "bank 1"], ["123", "CHECKING", "bank 1"], ["456", "CHECKING", "bank 2"]);
  const choose = (wanted: string | undefined) => chooseAccount(accounts, wanted, "OFX").value;

  it("finds it by label, by a unique number, or by a number and any of its traits in any case", () => {
    expect([choose("123 (SAVINGS)"), choose("456"), choose("123 (checking, BANK 1)")]).toEqual(["123", "456", "123"]);
    expect(chooseAccount(accounts, "123 (checking)", "OFX").label).toBe("123 (CHECKING)");
  });

  it("takes the only account when none is named", () => {
    expect(chooseAccount(named(["789"]), undefined, "MT940").label).toBe("789");
  });

  it("refuses to guess: several accounts and none named, a number several share, a name none has", () => {
    expect(() => choose(undefined)).toThrow(
      /this OFX file holds 3 accounts \(123 \(SAVINGS\), 123 \(CHECKING\), 456\): choose one with file_account/,
    );
    expect(() => choose("123")).toThrow(/"123" names 2 accounts/);
    expect(() => choose("999")).toThrow(/has no account "999"/);
    try {
      choose("999");
    } catch (error) {
      expect(error).toBeInstanceOf(SourceInputError);
      expect((error as SourceInputError).details?.file_accounts).toEqual(["123 (SAVINGS)", "123 (CHECKING)", "456"]);
    }
  });
});
