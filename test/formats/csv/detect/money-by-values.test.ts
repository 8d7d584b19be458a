// Money columns typed by their values where no header word names them: an in/out pair, the amount the balances
// prove, whole amounts among codes, and the balance each run of rows repeats before it.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import type { ColumnStats } from "../../../../src/formats/csv/detect/column-stats";
import {
  balanceOf,
  columnEnds,
  endsAddUp,
  inOutPair,
  isConstant,
  moneyByValues,
  moneyIn,
  openingOf,
} from "../../../../src/formats/csv/detect/money-by-values";
import { columns } from "./table-columns";

const at = (cols: ColumnStats[], header: string): ColumnStats => {
  const c = cols.find((x) => x.header === header);
  if (!c) throw new Error(`no column ${header}`);
  return c;
};

describe("a column of one value on every row is never the amount", () => {
  const cols = columns(
    ["Cab", "Ccy", "Jml", "Bal"],
    [
      ["0207", "360", "1500", "900000.50"],
      ["0311", "360", "2400", "900000.50"],
      ["0207", "360", "780", "900000.50"],
    ],
  );
  it("is a constant from three rows on", () => {
    expect(isConstant(at(cols, "Ccy"))).toBe(true);
    expect(isConstant(at(cols, "Bal"))).toBe(true);
    expect(isConstant(at(cols, "Jml"))).toBe(false);
    expect(isConstant(columns(["A"], [["5.00"], ["5.00"]])[0]!)).toBe(false);
  });
  it("leaves the repeated balance with decimals for the varied whole numbers beside direction words", () => {
    const withMark = columns(
      ["Cab", "Ccy", "Jml", "DK", "Bal"],
      [
        ["0207", "360", "1500", "D", "900000.50"],
        ["0311", "360", "2400", "K", "900000.50"],
        ["0207", "360", "780", "D", "900000.50"],
      ],
    );
    const free = withMark.filter((c) => c.header !== "DK");
    expect(moneyByValues(free, undefined, withMark).amount?.header).toBe("Jml");
  });
});

describe("two columns each row fills one of are what went out and what came in", () => {
  it("pairs them whether the empty side is blank or a dash", () => {
    const blank = columns(
      ["Out", "In"],
      [
        ["12.00", ""],
        ["", "50.00"],
      ],
    );
    expect(inOutPair(blank)?.map((c) => c.header)).toEqual(["Out", "In"]);
    const dashed = columns(
      ["Kutoa", "Kuweka"],
      [
        ["12.00", "-"],
        ["–", "50.00"],
        ["3.10", "—"],
      ],
    );
    expect(inOutPair(dashed)?.map((c) => c.header)).toEqual(["Kutoa", "Kuweka"]);
    expect(dashed[0]!.numberShare).toBe(1);
  });
  it("pairs no two columns a row fills both of", () => {
    const both = columns(
      ["A", "B"],
      [
        ["12.00", "1.00"],
        ["", "50.00"],
      ],
    );
    expect(inOutPair(both)).toBeNull();
  });
  it("finds the balance no word names: the full column that moves by the pair", () => {
    const cols = columns(
      ["Keluar", "Masuk", "Baki"],
      [
        ["10.00", "", "90.00"],
        ["", "25.00", "115.00"],
        ["5.50", "", "109.50"],
      ],
    );
    const typed = moneyByValues(cols, undefined, cols);
    expect([typed.debit?.header, typed.credit?.header, typed.balance?.header]).toEqual(["Keluar", "Masuk", "Baki"]);
  });
  it("pairs them where the empty side is a zero, and the balance is neither of the pair (zeros fill every row)", () => {
    const cols = columns(
      ["Դեբետ", "Կրեդիտ", "Մնացորդ"],
      [
        ["34,182.78", "0.00", "626,762.24"],
        ["1,026.09", "0.00", "625,736.15"],
        ["0.00", "197.22", "833.82"],
        ["2.82", "0", "831.00"],
      ],
    );
    const typed = moneyByValues(cols, undefined, cols);
    expect([typed.debit?.header, typed.credit?.header, typed.balance?.header]).toEqual(["Դեբետ", "Կրեդիտ", "Մնացորդ"]);
  });
  it("look-alike: an amount beside a foreign amount or a fee (zero on most rows) is no pair: the amount holds money on every row", () => {
    const cols = columns(
      ["Գումար", "Արտարժույթ", "Վճար"],
      [
        ["-4,100.00", "10.50", "0.00"],
        ["-2,500.00", "0.00", "1.00"],
        ["300,000.00", "0.00", "0.00"],
      ],
    );
    expect(inOutPair(cols)).toBeNull();
  });
});

describe("the amount is the column the file's balances move by", () => {
  it("takes the column a named running balance moves by over one with decimals before it", () => {
    const cols = columns(
      ["Fee", "Nilai", "Balance"],
      [
        ["1.50", "100.00", "1100.00"],
        ["2.50", "-40.00", "1060.00"],
        ["0.50", "-10.00", "1050.00"],
      ],
    );
    expect(moneyByValues(cols.slice(0, 2), at(cols, "Balance"), cols).amount?.header).toBe("Nilai");
  });
  it("takes, where no header names the balance either, the column another moves by, the balance after the row over the one before", () => {
    const cols = columns(
      ["Before", "Sum", "After"],
      [
        ["100.00", "20.00", "120.00"],
        ["120.00", "-5.00", "115.00"],
        ["115.00", "-15.00", "100.00"],
      ],
    );
    const typed = moneyByValues(cols, undefined, cols);
    expect([typed.amount?.header, typed.balance?.header]).toEqual(["Sum", "After"]);
  });
  it("takes the column whose rows take the repeated opening balance to the closing one", () => {
    const cols = columns(
      ["Cab", "Nilai", "DK", "Open", "Close"],
      [
        ["9233", "1000", "K", "5000.25", "5700.25"],
        ["9211", "500", "D", "5000.25", "5700.25"],
        ["203", "200", "K", "5000.25", "5700.25"],
      ],
    );
    const free = [at(cols, "Cab"), at(cols, "Nilai"), at(cols, "Open")];
    expect(moneyByValues(free, at(cols, "Close"), cols).amount?.header).toBe("Nilai");
  });
});

describe("a balance no word names is the full column that moves by the amount", () => {
  it("finds it, and no column that does not move by the amount", () => {
    const cols = columns(
      ["Summa", "Kurs", "Qoldiq"],
      [
        ["-185400.00", "12.80", "2314600.00"],
        ["6500000.00", "12.85", "8814600.00"],
        ["-45000.00", "12.90", "8769600.00"],
      ],
    );
    expect(balanceOf(cols, at(cols, "Summa"))?.header).toBe("Qoldiq");
    expect(balanceOf([at(cols, "Kurs")], at(cols, "Summa"))).toBeUndefined();
  });
});

describe("the balance before each run of rows is found beside the balance after it", () => {
  const cols = columns(
    ["Nilai", "DK", "Saldo A", "Saldo B"],
    [
      ["1000", "K", "5000.25", "5700.25"],
      ["300", "D", "5000.25", "5700.25"],
      ["200", "D", "5700.25", "5500.25"],
    ],
  );
  const money = moneyIn(at(cols, "Nilai"), at(cols, "DK"));
  it("reads the rows' money by their direction words", () => {
    expect(money).toEqual([1000, -300, -200]);
  });
  it("proves it by the runs' sums, day by day", () => {
    expect(endsAddUp(at(cols, "Saldo A"), at(cols, "Saldo B"), money)).toBe(true);
    expect(endsAddUp(at(cols, "Saldo A"), at(cols, "Saldo B"), [1000, 300, -200])).toBe(false);
    expect(columnEnds(at(cols, "Saldo A"), at(cols, "Saldo B"))).toEqual({ opening: 107_005_000, closing: 112_005_000, closingLine: 0 });
  });
  it("takes the left-hand one for the opening, whichever the header named the balance", () => {
    const ends = openingOf([at(cols, "Saldo A")], at(cols, "Saldo B"), money);
    expect([ends?.opening.header, ends?.closing.header]).toEqual(["Saldo A", "Saldo B"]);
    const swapped = openingOf([at(cols, "Saldo B")], at(cols, "Saldo A"), money);
    expect([swapped?.opening.header, swapped?.closing.header]).toEqual(["Saldo A", "Saldo B"]);
  });
  it("takes the header's word for which end a column stands at over its place", () => {
    const named = columns(
      ["Closing balance", "Opening balance"],
      [
        ["5700.25", "5000.25"],
        ["5700.25", "5000.25"],
      ],
    );
    const ends = openingOf([named[1]!], named[0], [1000, -300]);
    expect([ends?.opening.header, ends?.closing.header]).toEqual(["Opening balance", "Closing balance"]);
  });
  it("takes, without the money's proof, a column named a balance that repeats its value over the very runs the balance repeats its own", () => {
    const ends = openingOf([at(cols, "Saldo A")], at(cols, "Saldo B"), null);
    expect(ends?.opening.header).toBe("Saldo A");
  });
  it("takes no column of the same rhythm that no header names a balance without the money's proof (a card's minimum payment)", () => {
    const card = columns(
      ["Minimum payment", "Statement balance"],
      [
        ["25.00", "812.40"],
        ["25.00", "812.40"],
        ["31.00", "1044.10"],
      ],
    );
    expect(openingOf([card[0]!], card[1], null)).toBeUndefined();
  });
  it("takes no column of another rhythm (a limit that never changes) without the money's proof", () => {
    const card = columns(
      ["Limit", "Balance"],
      [
        ["5000.00", "120.00"],
        ["5000.00", "160.00"],
        ["5000.00", "175.50"],
      ],
    );
    expect(openingOf([card[0]!], card[1], null)).toBeUndefined();
  });
});

describe("an in/out pair whose empty side is written 0 is proved by the running balance", () => {
  const planOf = (lines: string[]) => planCsv(new TextEncoder().encode(lines.join("\n")), { accountId: 1 });
  it.each([
    [
      "Georgian",
      [
        "თარიღი;დანიშნულება;გასული;შემოსული;ნაშთი",
        "06.01.2025;ნიკორა;23,40;0;1775,49",
        "15.01.2025;თელასი;705,49;0;1070,00",
        "17.01.2025;ხელფასი;0;2006,79;3076,79",
        "25.01.2025;ნიკორა;4,87;0;3071,92",
      ],
    ],
    [
      "Mongolian",
      [
        "Огноо;Утга;Зарлага;Орлого;Үлдэгдэл",
        "06.01.2025;Номин;23,40;0;1775,49",
        "15.01.2025;Төлбөр;705,49;0;1070,00",
        "17.01.2025;Цалин;0;2006,79;3076,79",
        "25.01.2025;Номин;4,87;0;3071,92",
      ],
    ],
  ])("%s: money in is read, not lost", (_, lines) => {
    expect(planOf(lines).items.map((i) => i.item.amount)).toEqual(["23.40", "705.49", "-2006.79", "4.87"]);
  });

  it("leaves an amount beside a fee column of zeros as it was", () => {
    const lines = [
      "Огноо;Утга;Дүн;Шимтгэл;Үлдэгдэл",
      "06.01.2025;Номин;-23,40;0;1775,49",
      "15.01.2025;Төлбөр;-705,49;0;1070,00",
      "17.01.2025;Цалин;2006,79;0;3076,79",
    ];
    expect(planOf(lines).items.map((i) => i.item.amount)).toEqual(["23.40", "705.49", "-2006.79"]);
  });
});
