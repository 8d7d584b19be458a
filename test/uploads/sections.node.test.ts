// Where each section of a file of several goes (src/uploads/sections.ts): the account its number names, of its currency;
// the person's earlier choice; held, with why, where nothing names one, several could, or two sections would share one.
import { describe, expect, it } from "vitest";
import { type BudgetAccount, choiceKey, type FileSection, routeSections } from "../../src/uploads/sections";

const account = (id: number, name: string, currency: string | null = "eur"): BudgetAccount => ({ id, name, display_name: null, currency });
const section = (label: string, currency: string | null = "eur", number = label.replace(/\s*\(.*\)$/, "")): FileSection => ({
  label,
  number,
  currency,
  rows: 3,
});
const none = new Map<string, number>();
const where = (routed: ReturnType<typeof routeSections>) => routed.map((r) => [r.label, r.accountId]);

describe("a section goes to the one account its number names", () => {
  it("by the whole number in the name, written with spaces, in several banks' and languages' names", () => {
    const accounts = [
      account(1, "Girokonto DE89 3704 0044 0532 0130 00"),
      account(2, "Compte FR76 3000 6000 0112 3456 7890 189"),
      account(3, "Conto corrente IT60X0542811101000000123456"),
      account(4, "Holiday"),
    ];
    const routed = routeSections(
      [section("DE89370400440532013000"), section("FR7630006000011234567890189"), section("IT60X0542811101000000123456")],
      accounts,
      none,
    );
    expect(where(routed)).toEqual([
      ["DE89370400440532013000", 1],
      ["FR7630006000011234567890189", 2],
      ["IT60X0542811101000000123456", 3],
    ]);
    expect(routed[0]?.how).toMatch(/name holds the statement's account DE89370400440532013000/);
  });

  it("by its last digits where no name holds the whole number (a card's masked number, an account's tail)", () => {
    const routed = routeSections(
      [section("XXXXXXXXXXXX4417", "usd"), section("000123456789", "usd")],
      [account(1, "Visa ••4417", "usd"), account(2, "Checking 6789", "usd")],
      none,
    );
    expect(where(routed)).toEqual([
      ["XXXXXXXXXXXX4417", 1],
      ["000123456789", 2],
    ]);
  });
});

describe("a currency sub-account goes to the account of its currency, else is held", () => {
  const card = [section("4417 (EUR)", "eur"), section("4417 (USD)", "usd"), section("4417 (GBP)", "gbp")];

  it("each currency into the card's account kept in it; one the budget lacks held, saying why", () => {
    const routed = routeSections(card, [account(1, "Karte ••4417", "eur"), account(2, "Card USD ••4417", "usd")], none);
    expect(where(routed)).toEqual([
      ["4417 (EUR)", 1],
      ["4417 (USD)", 2],
      ["4417 (GBP)", null],
    ]);
    expect(routed[1]?.how).toMatch(/the one kept in USD/);
    expect(routed[2]?.held).toMatch(
      /its rows are in GBP, and the account its number names is not \(Karte ••4417 in EUR, Card USD ••4417 in USD\)/,
    );
  });

  it("a section whose currency is unknown goes to the one account its number names", () => {
    expect(where(routeSections([section("4417", null), section("9999", null)], [account(1, "Card ••4417", "usd")], none))).toEqual([
      ["4417", 1],
      ["9999", null],
    ]);
  });
});

describe("what the budget cannot tell is held, with why; never guessed, never merged", () => {
  it("no account names it: held, saying what was looked for", () => {
    const [routed] = routeSections([section("NL91ABNA0417164300")], [account(1, "Checking")], none);
    expect(routed).toMatchObject({ accountId: null, choices: [] });
    expect(routed?.held).toBe(
      "no account of your budget has number NL91ABNA0417164300 in its name, nor a name ending in its last digits 4300",
    );
  });

  it("two accounts end in the same last four digits: held, both offered", () => {
    const [routed] = routeSections(
      [section("000123456789", "usd")],
      [account(1, "Checking ••6789", "usd"), account(2, "Business 6789", "usd")],
      none,
    );
    expect(routed).toMatchObject({ accountId: null, choices: [1, 2] });
    expect(routed?.held).toMatch(/^2 of your accounts could be it \(Checking ••6789, Business 6789/);
  });

  it("a section without a number of its own (a PDF's table named 'account 2') names nothing, whatever the names", () => {
    const [routed] = routeSections([section("account 2")], [account(1, "Account 2"), account(2, "Savings 0002")], none);
    expect(routed).toMatchObject({ accountId: null, held: "the file names no account number for it" });
  });

  it("two sections one account's name would take: both held, each naming the other", () => {
    const routed = routeSections([section("11112222"), section("33332222")], [account(1, "Joint ••2222")], none);
    expect(where(routed)).toEqual([
      ["11112222", null],
      ["33332222", null],
    ]);
    expect(routed[0]?.held).toBe("33332222 of this file goes to Joint ••2222 too: choose each one's account");
    expect(routed[0]?.choices).toEqual([1]);
  });
});

describe("the person's earlier choice for a section decides it", () => {
  it("over the names, by the section's label whatever its case and spacing; an account no longer listed is not chosen", () => {
    const accounts = [account(1, "Visa ••4417"), account(2, "Travel card")];
    const remembered = new Map([
      [choiceKey("4417  (eur)"), 2],
      [choiceKey("5555"), 99],
    ]);
    const routed = routeSections([section("4417 (EUR)"), section("5555")], accounts, remembered);
    expect(where(routed)).toEqual([
      ["4417 (EUR)", 2],
      ["5555", null],
    ]);
    expect(routed[0]?.how).toBe("you chose this account for 4417 (EUR) on an earlier import");
  });

  it("two sections the person sent to one account stay there: that was said, not guessed", () => {
    const remembered = new Map([
      [choiceKey("1111"), 1],
      [choiceKey("2222"), 1],
    ]);
    expect(where(routeSections([section("1111"), section("2222")], [account(1, "Household")], remembered))).toEqual([
      ["1111", 1],
      ["2222", 1],
    ]);
  });
});
