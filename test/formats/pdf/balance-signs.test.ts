// Amounts printed without a sign beside a running balance: the balance proves their sides, in either printed order.
import { describe, expect, it } from "vitest";
import { signedByBalance } from "../../../src/formats/pdf/balance-signs";

const cell = (amount: number, balance: number, mark?: string, signed = false) => ({
  amount: { cents: amount, signed, end: 0, ...(mark ? { mark } : {}) },
  balance,
});

describe("rows printed newest first: each balance is the one below plus its row", () => {
  it("reads unsigned withdrawals as money out (a Polish statement's Obciążenie rows)", () =>
    expect(
      signedByBalance([
        cell(149616, 203544, "obciążenie"),
        cell(2111, 353160, "obciążenie"),
        cell(5303, 355271, "obciążenie"),
        cell(67529, 360574, "obciążenie"),
      ]),
    ).toEqual([-149616, -2111, -5303, -67529]));
  it("reads money in and out alike, the oldest row by its like rows (no word: unsigned is one side)", () =>
    expect(signedByBalance([cell(5000, 105000), cell(2000, 100000), cell(3000, 102000), cell(1000, 99000)])).toEqual([
      5000,
      -2000,
      3000,
      null,
    ]));
});

describe("rows printed oldest first: each balance is the one above plus its row", () => {
  it("reads a German statement's unsigned rows by the balance", () =>
    expect(signedByBalance([cell(1000, 99000), cell(3000, 96000), cell(12000, 108000), cell(500, 107500)])).toEqual([
      null,
      -3000,
      12000,
      -500,
    ]));
  it("the first row takes the side its like rows were proved to have", () =>
    expect(signedByBalance([cell(1000, 99000, "d"), cell(3000, 96000, "d"), cell(4000, 92000, "d")])).toEqual([-1000, -3000, -4000]));
});

describe("what the balance does not prove stays as printed", () => {
  it("a signed amount keeps its sign", () =>
    expect(signedByBalance([cell(-1000, 99000, undefined, true), cell(-3000, 96000, undefined, true), cell(2000, 98000)])).toEqual([
      null,
      null,
      2000,
    ]));
  it("a balance the rows do not step is no proof", () =>
    expect(signedByBalance([cell(1000, 50000), cell(3000, 60000), cell(4000, 70000)])).toBeNull());
  it("steps that pair with a row either way (equal amounts) prove no order", () =>
    expect(signedByBalance([cell(1000, 10000), cell(1000, 11000), cell(1000, 12000)])).toBeNull());
});
