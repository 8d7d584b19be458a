// Amount cells: what a well-formed number is, and the reason a cell that is not one becomes a row error.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../src/formats/csv";
import {
  absolute,
  amountText,
  currencyInCell,
  isNoAmount,
  negateAmount,
  newAmountParts,
  newEvidence,
  observeNumber,
  parseAmount,
  READ,
  readAmountIn,
  withSign,
  type NumberFormat,
} from "../../src/locale/numbers";
import { seededRandom } from "../support/seeded-random";
import { planFixture } from "../formats/csv/fixture-plan";
import caTab from "../formats/csv/unseen/ca-tab-multiline-colon-dates";
import nlHeaderless from "../formats/csv/unseen/nl-headerless-multiline-colon-dates";
import usRoundUp from "../formats/csv/unseen/us-roundup-multiline-colon-dates";

const US: NumberFormat = { decimal: ".", thousands: "," };
const EU: NumberFormat = { decimal: ",", thousands: "." };
const enc = (s: string) => new TextEncoder().encode(s);

describe("thousands groups have three digits", () => {
  it("reads well-formed groups with every separator", () => {
    expect(parseAmount("1,234", US)).toBe("1234.00");
    expect(parseAmount("-12,345,678.90", US)).toBe("-12345678.90");
    expect(parseAmount("1.234.567,89", EU)).toBe("1234567.89");
    expect(parseAmount("1 234 567,89", EU)).toBe("1234567.89");
    expect(parseAmount("1'234.50", { decimal: ".", thousands: "'" })).toBe("1234.50");
    expect(parseAmount("€ 1.234,56", EU)).toBe("1234.56");
  });
  it('refuses "1,2,3" and other groups that are not three digits, with the reason', () => {
    for (const [cell, fmt] of [
      ["1,2,3", US],
      ["-1,2,3", US],
      ["12,34.00", US],
      ["1,2345.00", US],
      ["1234,567,89", US],
      ["1.2.3", EU],
      ["12.34,00", EU],
      ["1 23,00", EU],
      ["1,234,", US],
      [",234", US],
    ] as const) {
      expect(parseAmount(cell, fmt), cell).toMatch(/^!/);
    }
    expect(parseAmount("1,2,3", US)).toBe("!digit groups are not thousands (three digits each: 1,234,567; or the Indian 1,23,456)");
  });
  it("accepts the Indian lakh grouping only in its exact shape", () => {
    expect(parseAmount("1,23,456.78", US)).toBe("123456.78");
    expect(parseAmount("12,34,56,789.00", US)).toBe("123456789.00");
    expect(parseAmount("-1,00,000", US)).toBe("-100000.00");
    // Two-digit groups must end in a three-digit group and start with one or two digits.
    expect(parseAmount("1,23,45.00", US)).toMatch(/^!/);
    expect(parseAmount("123,45,678.00", US)).toMatch(/^!/);
    expect(parseAmount("1,234,56,789", US)).toMatch(/^!/);
  });
  it("refuses signs in the middle of the digits", () => {
    expect(parseAmount("12-34", US)).toMatch(/^!/);
    expect(parseAmount("(12)34", US)).toMatch(/^!/);
    expect(parseAmount("12.00-", US)).toBe("-12.00");
    expect(parseAmount("12,00+", EU)).toBe("12.00");
  });
  it("makes a malformed cell a row error with its reason while the other rows import", () => {
    const p = planCsv(enc('Date,Payee,Amount\n2024-01-03,a,"-1,234.00"\n2024-01-04,b,"-1,2,3"\n2024-01-05,c,"1,23,456.78"\n'), {
      accountId: 1,
    });
    expect(p.items.map((i) => i.item.amount)).toEqual(["1234.00", "-123456.78"]);
    expect(p.rows[2]).toEqual({
      row: 3,
      outcome: "error",
      reason: expect.stringMatching(/^row 3: amount "-1,2,3" is not a number \(digit groups are not thousands/),
    });
  });
});

describe("an amount written without the zero before its decimal mark (-.46) is a number", () => {
  it("counts -.46, .12 and -,95 as numbers with a decimal mark, in both marks", () => {
    const ev = newEvidence();
    for (const v of ["-.46", ".12", "(.75)", "-,95", ",460"]) expect(observeNumber(v, ev), v).toBe(true);
    expect(ev.numeric).toBe(5);
    expect(ev.negative).toBe(3);
    expect([ev.decimalPoint, ev.decimalComma, ev.ambiguous]).toEqual([3, 2, 0]);
    expect(parseAmount("-.46", US)).toBe("-0.46");
    expect(parseAmount("-,95", EU)).toBe("-0.95");
  });
  // Exports with multi-line quoted memos and YYYY:MM:DD dates, where most amounts are cents: refused as
  // "no amount column found" when these cells were not numbers.
  for (const f of [usRoundUp, nlHeaderless, caTab]) {
    it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  }
});

describe("an amount read in numbers is written as its text, in any sign", () => {
  // Every shape the text path wrote: zero, a minus zero, fractions of one to four digits, integer parts past the
  // remembered prefixes (9,999) and up to fifteen digits, in both number formats.
  const cells = (random: () => number): string[] => {
    const out = ["0,00", "-0,00", "0,5", "-1,005", "12,3456", "9.999,99", "10.000,00", "-123.456.789.012.345,67", "1,10"];
    for (let i = 0; i < 400; i++) {
      const int = Math.floor(random() * 10 ** Math.floor(random() * 12));
      const decimals = 1 + Math.floor(random() * 4);
      const frac = String(Math.floor(random() * 10 ** decimals)).padStart(decimals, "0");
      out.push(`${random() < 0.5 ? "-" : ""}${int},${frac}`);
    }
    return out;
  };
  it("gives the texts parseAmount, negateAmount and absolute gave", () => {
    const parts = newAmountParts();
    for (const cell of cells(seededRandom(31))) {
      const text = parseAmount(cell, EU);
      expect(readAmountIn(cell, 0, cell.length, EU, parts)).toBe(READ);
      if (text === null || text.startsWith("!")) throw new Error(`${cell} does not read`);
      expect(amountText(parts), cell).toBe(text);
      expect(amountText(withSign(parts, !parts.negative)), cell).toBe(negateAmount(text));
      expect(amountText(withSign(parts, false)), cell).toBe(absolute(text));
      expect(amountText(withSign(parts, true)), cell).toBe(negateAmount(absolute(text)));
    }
  });
  it("says what parseAmount says of an empty cell and of one that is not a number", () => {
    const parts = newAmountParts();
    for (const cell of ["", "  ", "-", "12,50,1", "1.2.3,00", "12 EUR 3"]) {
      const read = readAmountIn(cell, 0, cell.length, EU, parts);
      expect(read === READ ? amountText(parts) : read, cell).toBe(parseAmount(cell, EU));
    }
  });
});

describe("the currency signs of every country are read as signs, the dollars a few letters name as theirs", () => {
  it.each([
    ["-R$ 87,90", ",", "-87.90", "brl"],
    ["R$ 1.432,45", ",", "1432.45", "brl"],
    ["S/ 120.50", ".", "120.50", "pen"],
    ["S/. -1,250.00", ".", "-1250.00", "pen"],
    ["₱1,234.56", ".", "1234.56", "php"],
    ["-₦25,000.00", ".", "-25000.00", "ngn"],
    ["₪ 310.90", ".", "310.90", "ils"],
    ["฿1,500.00", ".", "1500.00", "thb"],
    ["৳ 2,500.00", ".", "2500.00", "bdt"],
    ["NZ$ 45.00", ".", "45.00", "nzd"],
    ["HK$1,280.00", ".", "1280.00", "hkd"],
    ["US$ 99.00", ".", "99.00", "usd"],
    ["$ 12.00", ".", "12.00", "usd"],
  ])("%s", (cell, decimal, amount, currency) => {
    const fmt = decimal === "," ? ({ decimal: ",", thousands: "." } as const) : ({ decimal: ".", thousands: "," } as const);
    expect(parseAmount(cell, fmt)).toBe(amount);
    expect(currencyInCell(cell)).toBe(currency);
    const ev = newEvidence();
    expect(observeNumber(cell, ev)).toBe(true);
    expect(ev.negative).toBe(amount.startsWith("-") ? 1 : 0);
  });
});

describe("an amount written with its currency in any form is read: full-width signs, signs past Latin-1, its word in any alphabet", () => {
  const DOT = { decimal: ".", thousands: "," } as const;
  const SPACED = { decimal: ",", thousands: " " } as const;
  it.each([
    ["￥1000.00", "1000.00"],
    ["¥8.88", "8.88"],
    ["-￥12.50", "-12.50"],
    ["￦12,500", "12500.00"],
    ["￡9.99", "9.99"],
    ["1,280円", "1280.00"],
    ["100元", "100.00"],
    ["12,500원", "12500.00"],
    ["﷼ 150.00", "150.00"],
    ["12,500 ֏", "12500.00"],
  ])("%s", (cell, amount) => {
    expect(parseAmount(cell, DOT)).toBe(amount);
    expect(observeNumber(cell, newEvidence())).toBe(true);
  });

  it.each([
    ["-42,80 лв.", ",", "-42.80"],
    ["1 957,20 лв.", ",", "1957.20"],
    ["-185 400,00 so'm", ",", "-185400.00"],
    ["1 200,50 грн", ",", "1200.50"],
    ["-23.40 ლარი", ".", "-23.40"],
    ["1,500.00 บาท", ".", "1500.00"],
  ])("%s, its currency a word after the digits", (cell, decimal, amount) => {
    expect(parseAmount(cell, decimal === "," ? SPACED : DOT)).toBe(amount);
    expect(observeNumber(cell, newEvidence())).toBe(true);
  });

  it("takes no abbreviation's dot for a decimal mark", () => {
    const ev = newEvidence();
    for (const cell of ["-42,80 лв.", "2 400,00 лв.", "Fr. 12,50"]) observeNumber(cell, ev);
    expect(ev.decimalComma).toBe(3);
    expect(ev.decimalPoint).toBe(0);
  });

  it("names the currency the sign is only one's", () => {
    expect(currencyInCell("￦12,500")).toBe("krw");
    expect(currencyInCell("￡9.99")).toBe("gbp");
  });

  it("never reads a cent sign as units: 50¢ and 50￠ are hundredths", () => {
    expect(parseAmount("50￠", DOT)).toMatch(/^!/);
    expect(parseAmount("50¢", DOT)).toMatch(/^!/);
  });
});

describe("a plain cell is read as the full reading reads it", () => {
  // Padded with a space, a cell takes the full reading (a space before the digits is padding there): the plain
  // cell, read on the short way, must come out the same, in numbers or as the same reason, in either format.
  const plainAndNear = (random: () => number, f: NumberFormat): string[] => {
    const g = f.thousands;
    const d = f.decimal;
    const out = [`1${g}000`, `12${g}345${g}678${d}9`, `1${g}23${g}456${d}00`, `1234${g}567${d}00`, `12${d}`, `${d}50`, `-${d}5`];
    out.push(`0000000000000001${d}00`, `1234567890123456${d}00`, `-0${d}00`, `1${d}50000`, `1${d}23456`, `12${g}34`, `1${g}${g}000`);
    out.push(`-`, `--1`, `1-`, `+1${d}00`, `(1${d}00)`, `1${d}2${d}3`, `1 234${d}00`, `12${d}3${g}4`, `${g}123`, `123${g}`);
    for (let i = 0; i < 1500; i++) {
      const int = String(Math.floor(random() * 10 ** Math.floor(1 + random() * 14)));
      const grouped = random() < 0.5 ? int : int.replace(/\B(?=(\d{3})+(?!\d))/g, g);
      const decimals = Math.floor(random() * 6);
      const frac = decimals === 0 ? "" : d + String(Math.floor(random() * 10 ** decimals)).padStart(decimals, "0");
      out.push(`${random() < 0.4 ? "-" : ""}${grouped}${frac}`);
    }
    return out;
  };
  for (const f of [EU, US, { decimal: ",", thousands: "" } as const, { decimal: ".", thousands: "'" } as const]) {
    it(`in the format ${JSON.stringify(f)}`, () => {
      const plain = newAmountParts();
      const full = newAmountParts();
      for (const cell of plainAndNear(seededRandom(41), f)) {
        const padded = ` ${cell} `;
        const a = readAmountIn(cell, 0, cell.length, f, plain);
        const b = readAmountIn(padded, 0, padded.length, f, full);
        expect(a, cell).toBe(b);
        if (a === READ) expect(plain, cell).toEqual(full);
      }
    });
  }
});

describe("a dash or two where a column has no amount is no amount, as an empty cell is", () => {
  it.each(["-", "--", "–", "—", " - ", "−"])("%j reads as nothing", (cell) => {
    expect(parseAmount(cell, US)).toBeNull();
    expect(isNoAmount(cell)).toBe(true);
  });
  it("keeps a signed number a number, and three dashes or a dash with text not nothing", () => {
    expect(parseAmount("-5", US)).toBe("-5.00");
    expect(parseAmount("---", US)).toMatch(/^!/);
    expect(isNoAmount("- n/a")).toBe(false);
  });
  it("counts no dash among a column's numbers: a column of amounts and dashes is all numbers", () => {
    const ev = newEvidence();
    for (const c of ["12,50", "-", "900,00", "—"]) observeNumber(c, ev);
    expect([ev.numeric, ev.nonEmpty]).toEqual([2, 2]);
  });
});

describe("a direction word after an amount is read as a word: long, with a dot or in brackets", () => {
  it.each([
    ["1,234.00 Dr.", US, "1234.00"],
    ["5,000.00 (Cr)", US, "5000.00"],
    ["12.50 debit", US, "12.50"],
    ["EUR 2.500,00 Avere", EU, "2500.00"],
    ["2.150,00 Haben", EU, "2150.00"],
  ])("%s reads %s as %s", (cell, fmt, amount) => {
    expect(parseAmount(cell, fmt)).toBe(amount);
    expect(observeNumber(cell, newEvidence())).toBe(true);
  });
  it("still reads brackets around the number as a negative, and a bracket inside it as an error", () => {
    expect(parseAmount("(5,000.00)", US)).toBe("-5000.00");
    expect(parseAmount("12(34", US)).toMatch(/^!/);
  });
});

describe("the dot of a currency's abbreviation before the amount is no decimal mark", () => {
  it.each([
    ["Rs. 1,234.00", US, "1234.00"],
    ["Rs.250.50", US, "250.50"],
    ["Rp. 12.500,00", EU, "12500.00"],
    ["Kr. 45,00", EU, "45.00"],
  ])("%s is %s", (cell, fmt, amount) => expect(parseAmount(cell, fmt)).toBe(amount));
  it("keeps a decimal mark right before the digits one (-.46)", () => expect(parseAmount("-.46", US)).toBe("-0.46"));
});
