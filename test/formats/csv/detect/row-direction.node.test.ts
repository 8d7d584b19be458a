// Amounts written without a sign whose rows say their own direction: purchases, refunds and repayments of a card's
// statement, in the words of its language.
import { describe, expect, it } from "vitest";
import {
  plainDirection,
  refundsAgainst,
  repaymentDirection,
  signOfUnsignedRows,
  wordedRows,
} from "../../../../src/formats/csv/detect/row-direction";

const POINT = { decimal: ".", thousands: "," } as const;

describe("the sign gives a plain amount its direction, and a repayment the other", () => {
  it("reads plain amounts as spending where positive is money out, and repayments as money in", () => {
    expect([plainDirection("positive_is_money_out"), repaymentDirection("positive_is_money_out")]).toEqual(["out", "in"]);
    expect([plainDirection("negative_is_money_out"), repaymentDirection("negative_is_money_out")]).toEqual(["in", "out"]);
  });
});

describe("rows of unsigned amounts whose words say the other direction are named, a few of their words shown", () => {
  it.each([
    [
      "Chinese",
      [
        ["消费 超市", "120.00"],
        ["退货 超市", "30.00"],
        ["还款", "500.00"],
      ],
    ],
    [
      "English",
      [
        ["GROCERY STORE", "120.00"],
        ["REFUND GROCERY STORE", "30.00"],
        ["PAYMENT - THANK YOU", "500.00"],
      ],
    ],
  ])("%s: a refund and a repayment go against the purchases' sign", (_, rows) => {
    const found = wordedRows(rows, 1, [0], POINT, "positive_is_money_out");
    expect(found?.against).toBe(2);
    expect(found?.words).toHaveLength(2);
  });

  it("names none when every worded row goes the sign's way, or no text column is given", () => {
    expect(wordedRows([["GROCERY STORE", "12.00"]], 1, [0], POINT, "positive_is_money_out")).toBeNull();
    expect(wordedRows([["REFUND", "12.00"]], 1, [], POINT, "positive_is_money_out")).toBeNull();
  });
});

describe("the sign of unsigned amounts: spending unless most rows say money in and none money out", () => {
  it("reads a card's purchases and refunds as positive money out", () => {
    const rows = [
      ["Purchase CAFE", "4.50"],
      ["REFUND SHOP", "10.00"],
      ["Purchase BAKERY", "3.20"],
      ["BUS", "2.00"],
    ];
    expect(signOfUnsignedRows(rows, 1, [0], POINT)).toMatchObject({ sign: "positive_is_money_out", source: "the rows' words" });
  });

  it("reads a savings account of transfers in and salary as money in", () => {
    const rows = [
      ["Salary ACME", "2000.00"],
      ["Transfer from checking", "150.00"],
      ["Salary ACME", "2000.00"],
      ["Interest", "1.20"],
    ];
    expect(signOfUnsignedRows(rows, 1, [0], POINT)?.sign).toBe("negative_is_money_out");
  });

  it("says nothing when no row has words that say a direction", () => {
    expect(signOfUnsignedRows([["ABC 123", "4.50"]], 1, [0], POINT)).toBeNull();
  });
});

describe("a refund the sign reads as money out is counted, with its words", () => {
  it("counts a Storno and a 退款 written negative where negative is money out", () => {
    const rows = [
      ["Storno Kauf", "-20.00"],
      ["退款", "-5.00"],
      ["Miete", "-800.00"],
      ["Gehalt", "2000.00"],
    ];
    expect(refundsAgainst(rows, 1, [0], POINT, "negative_is_money_out")).toEqual({ rows: 2, words: expect.arrayContaining(['"退款"']) });
  });
});
