// A running balance and the amount it moves by: which of two columns is which, and balances written in hundredths.
import { describe, expect, it } from "vitest";
import {
  amountAndBalance,
  balanceMovesByMinorUnits,
  formatOf,
  moneyOf,
  rowsExplained,
  valuesOf,
} from "../../../../src/formats/csv/detect/running-balance";
import { overdrawnMark } from "../../../../src/formats/csv/detect/amount-mark";
import { parseAmount } from "../../../../src/locale/numbers";
import { columns } from "./table-columns";

const at = (header: string[], rows: string[][], name: string) => columns(header, rows).find((c) => c.header === name)!;

describe("a column's values read in the number format it writes", () => {
  it("reads a decimal comma column and a decimal point one, an empty cell as none", () => {
    const comma = at(["Betrag"], [["-1.234,50"], ["2,00"], [""]], "Betrag");
    expect([formatOf(comma).decimal, valuesOf(comma)]).toEqual([",", [-1234.5, 2, null]]);
    const point = at(["Amount"], [["-1,234.50"], ["2.00"]], "Amount");
    expect(valuesOf(point)).toEqual([-1234.5, 2]);
  });
});

describe("the balance is the column that moves by the other, whichever comes first", () => {
  const header = ["A", "B"];
  const rows = [
    ["100.00", "1000.00"],
    ["-25.00", "975.00"],
    ["50.00", "1025.00"],
    ["-5.50", "1019.50"],
  ];

  it("counts the rows the amounts explain, and orders the pair as amount, balance", () => {
    const [a, b] = columns(header, rows);
    expect(rowsExplained(b!, a!)).toBe(3);
    expect(rowsExplained(a!, b!)).toBe(0);
    expect(amountAndBalance(b!, a!).map((c) => c.header)).toEqual(["A", "B"]);
  });
});

describe("a balance written in hundredths of the amounts' unit is said", () => {
  it("finds a balance that moves by the amounts divided by 100", () => {
    const [amount, balance] = columns(
      ["Amount", "Balance"],
      [
        ["1500", "100.00"],
        ["-2500", "75.00"],
        ["1000", "85.00"],
      ],
    );
    expect(balanceMovesByMinorUnits(balance!, amount!)).toEqual({ rows: 2, checked: expect.any(Number), digits: 2 });
  });

  it("finds a dinar's balance, written with three decimals, that moves by the amounts in fils divided by 1000", () => {
    const [amount, balance] = columns(
      ["Amount", "Balance"],
      [
        ["1500", "1,100.000"],
        ["-2500", "1,097.500"],
        ["1250", "1,098.750"],
      ],
    );
    expect(balanceMovesByMinorUnits(balance!, amount!)).toEqual({ rows: 2, checked: expect.any(Number), digits: 3 });
  });
});

describe("a balance's money-out word makes it negative, read as the plan reads an overdrawn balance", () => {
  const point = { decimal: ".", thousands: "," } as const;
  const comma = { decimal: ",", thousands: "." } as const;
  // [cell, its format, the balance]: a minus before or after, brackets, a money-out word of several languages, look-alikes.
  const cases: [string, typeof point | typeof comma, number][] = [
    ["-50.00", point, -50],
    ["\u221250.00", point, -50],
    ["50.00-", point, -50],
    ["1.234,56 -", comma, -1234.56],
    ["(50.00)", point, -50],
    ["(50.00) DR", point, -50],
    ["-50.00 DR", point, -50],
    ["50.00DR", point, -50],
    ["84.20 Dr.", point, -84.2],
    ["DR 12.00", point, -12],
    ["1.234,56 S", comma, -1234.56],
    ["1.234,56 Soll", comma, -1234.56],
    ["500,00 B", comma, -500],
    ["75,00 Débit", comma, -75],
    ["3 000,00 Д", comma, -3000],
    ["50.00CR", point, 50],
    ["1.234,56 H", comma, 1234.56],
    ["12,00 débiteur", comma, 12],
    ["50.00 EUR", point, 50],
    ["50.00", point, 50],
  ];
  for (const [cell, fmt, balance] of cases)
    it(`${cell} → ${balance}`, () => {
      expect(moneyOf(cell, fmt)).toBe(balance);
      // The plan's reading (plan/row-amounts.ts readBalance): the number as written, negative where overdrawnMark says so.
      const written = Number(parseAmount(cell, fmt));
      expect(overdrawnMark(cell) ? -Math.abs(written) : written).toBe(balance);
    });
});
