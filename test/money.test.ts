import { describe, expect, it } from "vitest";
import { add, compare, dec, divide, formatDecimal, mul, parseDecimal, roundTo, serviceAmount, sub, toBalance } from "../src/money";

const text = (input: unknown) => {
  const r = parseDecimal(input);
  return r.ok ? formatDecimal(r.value) : `!${r.reason}`;
};

describe("balances are exact decimals, never floats", () => {
  it("adds 0.1 and 0.2 to exactly 0.3", () => expect(formatDecimal(add(dec("0.1"), dec("0.2")))).toBe("0.30"));
  it("subtracts without drift", () => expect(formatDecimal(sub(dec("1000000.01"), dec("0.02")))).toBe("999999.99"));
  it("multiplies quantity × price × rate exactly before rounding once", () => {
    const exact = mul(mul(dec("1.23456789"), dec("61234.56")), dec("0.9171"));
    expect(formatDecimal(exact)).toBe("69331.12896908672064");
    expect(toBalance(exact)).toBe("69331.129");
  });
  it("keeps 18 significant digits that a double would lose", () => {
    expect(formatDecimal(add(dec("12345678901234567.8"), dec("0.1")))).toBe("12345678901234567.90");
  });
});

describe("inputs are machine JSON numbers or numeric strings", () => {
  it("reads strings and JSON numbers, exponents included", () => {
    expect(text("100.23")).toBe("100.23");
    expect(text("-0.5")).toBe("-0.50");
    expect(text(12)).toBe("12.00");
    expect(text(0.1)).toBe("0.10");
    expect(text(1e-7)).toBe("0.0000001");
    expect(text("1.5e3")).toBe("1500.00");
    expect(text("-0")).toBe("0.00");
  });
  it("refuses locale text, blanks, non-numbers and absurd magnitudes", () => {
    for (const bad of ["1,5", " 1", "1.", ".5", "$5", "", "abc", "1e999", "9".repeat(65)]) expect(text(bad)).toMatch(/^!/);
    expect(text(null)).toBe("!not a number (null)");
    expect(text(true)).toBe("!not a number (boolean)");
    expect(text(Number.NaN)).toBe("!not a finite number");
    expect(text(Number.POSITIVE_INFINITY)).toBe("!not a finite number");
  });
});

describe("rounding is half-even to 4 places", () => {
  const r4 = (s: string) => formatDecimal(roundTo(dec(s), 4));
  it("sends a tie to the even neighbour", () => {
    expect(r4("0.00005")).toBe("0.00");
    expect(r4("0.00015")).toBe("0.0002");
    expect(r4("0.00025")).toBe("0.0002");
    expect(r4("-0.00015")).toBe("-0.0002");
  });
  it("rounds anything past the tie away from it", () => {
    expect(r4("1.23456")).toBe("1.2346");
    expect(r4("1.234549")).toBe("1.2345");
    expect(r4("0.000250001")).toBe("0.0003");
  });
  it("leaves values with 4 decimals or fewer alone", () => expect(r4("7.1")).toBe("7.10"));
  it("divides with the same rounding", () => {
    expect(formatDecimal(divide(dec("1"), dec("3"), 4))).toBe("0.3333");
    expect(formatDecimal(divide(dec("2"), dec("3"), 4))).toBe("0.6667");
    expect(formatDecimal(divide(dec("-1"), dec("8"), 2))).toBe("-0.12");
    expect(() => divide(dec("1"), dec("0"), 2)).toThrow(RangeError);
  });
});

describe("values compare by value, not by text", () => {
  it("finds 1.5 and 1.50 equal", () => expect(compare(dec("1.5"), dec("1.50"))).toBe(0));
  it("orders signs and scales", () => {
    expect(compare(dec("-1"), dec("0.5"))).toBe(-1);
    expect(compare(dec("0.0001"), dec("0"))).toBe(1);
  });
});

describe("formatting writes what the service accepts", () => {
  it("writes at least 2 decimals and no exponent", () => {
    expect(formatDecimal(dec("5"))).toBe("5.00");
    expect(formatDecimal(dec("1.2300"))).toBe("1.23");
    expect(formatDecimal(dec("0.00001234"))).toBe("0.00001234");
    expect(formatDecimal(dec("-0.000"))).toBe("0.00");
  });
  it("writes a balance that matches the spec's pattern", () => {
    for (const s of ["0.1", "-12.34567", "1e-9", "99999999.99995"]) expect(toBalance(dec(s))).toMatch(/^-?\d+(\.\d{1,4})?$/);
  });
});

describe("a statement's amount becomes the service's: sign turned, four decimals, rounded half up", () => {
  /** The rule in integer arithmetic, written independently: what every amount must come out as. */
  function expected(written: string): { value: string; rounded: boolean } {
    const cleaned = written.replace(/\s/g, "").replace(",", ".");
    const negative = cleaned.startsWith("-");
    const [whole = "0", fraction = ""] = cleaned.replace(/^[+-]/, "").split(".");
    let units = BigInt(`${whole}${fraction.padEnd(4, "0").slice(0, 4)}` || "0");
    const rest = fraction.slice(4);
    if (rest !== "" && rest[0]! >= "5") units += 1n;
    const text = units.toString().padStart(5, "0");
    const sign = !negative && units !== 0n ? "-" : "";
    return { value: `${sign}${text.slice(0, -4)}.${text.slice(-4)}`, rounded: /[1-9]/.test(rest) };
  }

  it("reads plain amounts of every length and sign as the rule says", () => {
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    for (let i = 0; i < 5000; i++) {
      const whole = Array.from({ length: next(17) }, () => String(next(10))).join("");
      const fraction = Array.from({ length: next(7) }, () => String(next(10))).join("");
      const written = `${["", "-", "+"][next(3)]}${whole}${fraction !== "" || next(2) ? [".", ","][next(2)] : ""}${fraction}`;
      if (whole === "" && fraction === "") continue;
      expect(serviceAmount(written), written).toEqual(expected(written));
    }
  });

  it("keeps zero unsigned, leading zeros out and the holder's money out positive", () => {
    expect(serviceAmount("-0.00")).toEqual({ value: "0.0000", rounded: false });
    expect(serviceAmount("0007.5")).toEqual({ value: "-7.5000", rounded: false });
    expect(serviceAmount("-12 345.67")).toEqual({ value: "12345.6700", rounded: false });
    expect(serviceAmount("-0.00005")).toEqual({ value: "0.0001", rounded: true });
    expect(serviceAmount("123456789012345678.9")).toEqual({ value: "-123456789012345678.9000", rounded: false });
  });
});
