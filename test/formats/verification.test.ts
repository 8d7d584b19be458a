// What a file's own balances say of its reading, pure: rows fed one at a time, in the file's order.
import { describe, expect, it } from "vitest";
import { BalanceCheck, statementsVerification, toUnits, unitsOfDecimal, verificationOf } from "../../src/formats/verification";

/** Rows as [date, money in (negative: out), balance after or null], numbered from 2 (under a header). */
function check(rows: [string, number, number | null, string?][], owedAllowed = false) {
  const c = new BalanceCheck(owedAllowed);
  rows.forEach(([date, moneyIn, balance, currency], i) =>
    c.add(i + 2, date, currency ?? "eur", toUnits(moneyIn), balance === null ? NaN : toUnits(balance)),
  );
  return c.result();
}

const OLDEST_FIRST: [string, number, number | null][] = [
  ["2026-10-01", -20, 980],
  ["2026-10-02", -30.5, 949.5],
  ["2026-10-03", 1200, 2149.5],
  ["2026-10-05", -49.5, 2100],
];

describe("a running balance checks every row after the first, in either order", () => {
  it("oldest first: balanced, closing at the last row", () => {
    expect(check(OLDEST_FIRST)).toMatchObject({
      status: "balanced",
      rows_checked: 3,
      rows_total: 4,
      closing: { date: "2026-10-05", balance: "2100.00" },
    });
  });

  it("newest first: balanced, closing at the first row", () => {
    expect(check([...OLDEST_FIRST].reverse())).toMatchObject({
      status: "balanced",
      rows_checked: 3,
      closing: { date: "2026-10-05", balance: "2100.00" },
    });
  });

  it("a day's rows in another order than the balance ran: the day is checked as a whole", () => {
    const day: [string, number, number | null][] = [
      ["2026-10-01", -20, 980],
      ["2026-10-02", -5, 945],
      ["2026-10-02", -30, 950],
      ["2026-10-02", -10, 935],
      ["2026-10-03", 65, 1000],
    ];
    expect(check(day)).toMatchObject({ status: "balanced", rows_checked: 4 });
  });

  it("rows without a balance between two that have one are checked by their sum", () => {
    const gaps: [string, number, number | null][] = [
      ["2026-10-01", -20, 980],
      ["2026-10-02", -30, null],
      ["2026-10-03", -50, null],
      ["2026-10-04", 100, 1000],
    ];
    expect(check(gaps)).toMatchObject({ status: "balanced", rows_checked: 3 });
  });

  it("rows after the last balance are not checked: partial", () => {
    expect(check([...OLDEST_FIRST, ["2026-10-06", -5, null]])).toMatchObject({ status: "partial", rows_checked: 3, rows_total: 5 });
  });

  it("each currency runs its own balance", () => {
    const mixed: [string, number, number | null, string][] = [
      ["2026-10-01", -20, 980, "hkd"],
      ["2026-10-01", -8, 92, "cny"],
      ["2026-10-02", -30, 950, "hkd"],
      ["2026-10-03", -2, 90, "cny"],
    ];
    expect(check(mixed)).toMatchObject({ status: "balanced", rows_checked: 2 });
  });
});

describe("a day of hundreds of rows is checked by its first and newest balances", () => {
  /** Three days of 150 rows each, oldest first, of amounts that differ from row to row. */
  const longDays = (): [string, number, number | null][] => {
    let balance = 10_000;
    let n = 0;
    return ["2026-10-01", "2026-10-02", "2026-10-03"].flatMap((date) =>
      Array.from({ length: 150 }, (): [string, number, number] => {
        const moneyIn = -(1 + ((n++ * 37) % 101) / 100);
        balance = Math.round((balance + moneyIn) * 100) / 100;
        return [date, moneyIn, balance];
      }),
    );
  };
  it("in either order", () => {
    expect(check(longDays())).toMatchObject({ status: "balanced", rows_checked: 300, rows_total: 450 });
    expect(check(longDays().reverse())).toMatchObject({ status: "balanced", rows_checked: 300, rows_total: 450 });
  });
  it("a break in a long day's last row is found", () => {
    const rows = longDays();
    const last = rows[rows.length - 1]!;
    rows[rows.length - 1] = [last[0], last[1], (last[2] as number) + 100];
    const expected = (last[2] as number).toFixed(2);
    const found = ((last[2] as number) + 100).toFixed(2);
    expect(check(rows)).toMatchObject({ status: "unbalanced", first_break: { row: 302, expected, found } });
  });
});

describe("days that repeat their amounts are checked by the days' edges, in any order", () => {
  /**
   * 40 days of 24 rows, oldest first: a few small amounts over and over and a salary every tenth row. Inside a day
   * many pairs of balances are the day's money apart; only the day's first and last balances are its ends.
   */
  const days = (): [string, number, number][][] => {
    let cents = 500_000;
    return Array.from({ length: 40 }, (_, d) =>
      Array.from({ length: 24 }, (_, r): [string, number, number] => {
        const i = d * 24 + r;
        const moneyIn = i % 10 === 9 ? 12_500 : -125 * (1 + (i % 3));
        cents += moneyIn;
        return [
          `2026-${String(1 + Math.floor(d / 28)).padStart(2, "0")}-${String(1 + (d % 28)).padStart(2, "0")}`,
          moneyIn / 100,
          cents / 100,
        ];
      }),
    );
  };
  const rows = (order: (day: [string, number, number][]) => [string, number, number][], newestFirst: boolean) => {
    const list = days().map(order);
    return (newestFirst ? list.reverse() : list).flat();
  };
  const asRead = (day: [string, number, number][]) => day;
  const reversed = (day: [string, number, number][]) => [...day].reverse();
  it.each([
    ["oldest first, each day as it ran", asRead, false],
    ["oldest first, each day's rows newest first", reversed, false],
    ["newest first, each day newest first", reversed, true],
    ["newest first, each day's rows as they ran", asRead, true],
  ])("%s: balanced", (_, order, newestFirst) => {
    expect(check(rows(order, newestFirst))).toMatchObject({ status: "balanced", rows_checked: 936, rows_total: 960 });
  });
  it("a break among repeated amounts is still found, at its day", () => {
    // From the sixth row of day 21 on, every balance reads 1.25 more: a row of 1.25 the file does not list.
    const list = rows(asRead, false).map(([date, moneyIn, balance], i): [string, number, number] =>
      i >= 24 * 20 + 5 ? [date, moneyIn, balance + 1.25] : [date, moneyIn, balance],
    );
    expect(check(list)).toMatchObject({ status: "unbalanced", first_break: { row: 24 * 20 + 2 } });
  });
});

describe("a row read wrong breaks the balance, and the break is named", () => {
  it("the balance read as the amount: the step into that row does not add up", () => {
    const misread: [string, number, number | null][] = [
      ["2026-10-01", -20, 980],
      ["2026-10-02", 1662.52, null],
      ["2026-10-03", -50, 1542.3],
    ];
    expect(check(misread)).toMatchObject({
      status: "unbalanced",
      first_break: { row: 3, expected: "2592.52", found: "1542.30" },
    });
  });
});

describe("a balance that moves against the amounts", () => {
  const owed: [string, number, number | null][] = [
    ["2026-10-01", -20, 20],
    ["2026-10-02", -30, 50],
    ["2026-10-03", 50, 0],
  ];
  it("is what a card owes, on a card's account", () => {
    expect(check(owed, true)).toMatchObject({ status: "balanced", rows_checked: 2, closing: { balance: "0.00" } });
  });
  it("elsewhere is a break: the sign is read the wrong way round", () => {
    expect(check(owed)).toMatchObject({ status: "unbalanced", first_break: { row: 3 } });
  });
});

describe("a file without balances says so", () => {
  it("no_balances, every row counted", () => {
    expect(
      check([
        ["2026-10-01", -20, null],
        ["2026-10-02", -30, null],
      ]),
    ).toMatchObject({ status: "no_balances", rows_checked: 0, rows_total: 2 });
  });
});

describe("a statement's opening plus its entries is its closing balance", () => {
  const statement = {
    opening: toUnits(100),
    moneyIn: toUnits(-53),
    entries: 2,
    firstRow: 5,
    closing: toUnits(47),
    closingDate: "2026-10-31",
  };
  it("balanced when it adds up, each statement on its own", () => {
    expect(
      statementsVerification([statement, { ...statement, opening: toUnits(47), closing: toUnits(-6), closingDate: "2026-11-30" }]),
    ).toEqual({
      status: "balanced",
      rows_checked: 4,
      rows_total: 4,
      closing: { date: "2026-11-30", balance: "-6.00" },
    });
  });
  it("names the statement that does not", () => {
    expect(statementsVerification([{ ...statement, closing: toUnits(100) }])).toMatchObject({
      status: "unbalanced",
      first_break: { row: 5, expected: "47.00", found: "100.00" },
    });
  });
  it("no_balances without an opening or a closing balance", () => {
    expect(statementsVerification([{ ...statement, opening: null }]).status).toBe("no_balances");
  });
});

describe("an amount's units read digit by digit are Number's", () => {
  it("unitsOfDecimal is toUnits(Number(text)) for the planner's amounts and every other shape", () => {
    const texts = ["0.00", "-0.00", "12.5", "-1234.56", "1.", "0.0001", "99999999999.9999", "-99999999999.9999"];
    texts.push("123456789012.5", "0.00005", "-1.23456", "", "-", ".5", "+3", "1e3", " 1", "1.2.3");
    // Every cent and every ten-thousandth around zero, in the planner's form.
    for (let units = -20_000; units <= 20_000; units += 7) texts.push((units / 100).toFixed(2), (units / 10_000).toFixed(4));
    for (const text of texts) expect(Object.is(unitsOfDecimal(text), toUnits(Number(text))), text).toBe(true);
  });
});

describe("a balanced answer says what balances do not prove: the days", () => {
  it("balanced: every row's amount and side, not its day", () =>
    expect(verificationOf({ status: "balanced", rows_checked: 2, rows_total: 2 }, 2).not_proven).toEqual(["days"]));
  it("partial and unbalanced say nothing more", () => {
    expect(verificationOf({ status: "partial", rows_checked: 1, rows_total: 2 }, 2).not_proven).toBeUndefined();
    expect(verificationOf(null, 2).not_proven).toBeUndefined();
  });
});
