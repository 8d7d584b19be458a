// Where nothing proves the sign: a card's statement (named by the account, header, lines above or file name) has
// its purchases as most rows; else most amounts negative are spending, and a guess is said as one.
import { describe, expect, it } from "vitest";
import { cardNamed, signByMajority, signFromCard } from "../../../../src/formats/csv/detect/spending-majority";
import { columns } from "./table-columns";

const POINT = { decimal: ".", thousands: "," } as const;
const COLS = columns(["Date", "Description", "Amount"], [["2025-03-03", "Cafe", "4.50"]]);
const rows = (...amounts: string[]) => amounts.map((a, i) => [`2025-03-0${i + 1}`, `Row ${i}`, a]);

describe("a card is named by the target account, the header, the lines above the table or the file name", () => {
  it.each([
    [{ accountType: "credit" }, /target account is a credit card/],
    [{ preamble: ["Kreditkartenabrechnung März 2025"] }, /lines above the table name a card/],
    [{ fileName: "carte-bancaire-2025-03.csv" }, /the file name says/],
  ])("%j", (file, why) => {
    expect(cardNamed(COLS, file)).toMatch(why);
  });

  it("names none for a checking account's export, and finds a card word in a header", () => {
    expect(cardNamed(COLS, { fileName: "girokonto.csv" })).toBeNull();
    expect(cardNamed(columns(["Date", "Credit card transaction", "Amount"], [["2025-03-03", "x", "1"]]), {})).toMatch(
      /the header names a card/,
    );
  });
});

describe("a card statement's sign is the one most amounts carry: its purchases", () => {
  it("takes positive as money out where most amounts are positive, and says nothing for a tie or no card", () => {
    expect(signFromCard(rows("4.50", "12.00", "-50.00"), 2, [1], COLS, POINT, { accountType: "credit" })?.sign).toBe(
      "positive_is_money_out",
    );
    expect(signFromCard(rows("4.50", "-50.00"), 2, [1], COLS, POINT, { accountType: "credit" })).toBeNull();
    expect(signFromCard(rows("4.50", "12.00"), 2, [1], COLS, POINT, {})).toBeNull();
  });
});

describe("without evidence, only a majority of ten rows or more overrides negative = money out, and it is a warning", () => {
  it("reads most negative amounts as spending, without a warning", () => {
    const s = signByMajority(rows("-1", "-2", "3"), 2, [1], POINT);
    expect([s.sign, s.warning]).toEqual(["negative_is_money_out", undefined]);
  });

  it("takes positive as money out for ten mostly positive rows, warning that nothing proved it", () => {
    const s = signByMajority(rows("1", "2", "3", "4", "5", "6", "7", "8", "9", "-10"), 2, [1], POINT);
    expect(s.sign).toBe("positive_is_money_out");
    expect(s.warning).toMatch(/^the sign was decided without evidence: 9 of 10 amounts are positive/);
  });

  it("keeps negative = money out for a few positive rows, and names the balance that did not help", () => {
    const s = signByMajority(rows("1", "2", "3"), 2, [1], POINT, true);
    expect(s.sign).toBe("negative_is_money_out");
    expect(s.warning).toMatch(/the balance column does not move by the amounts/);
  });
});
