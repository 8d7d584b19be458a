// A sheet's typed numbers are written in the decimal mark its own text amounts use, so one column of a table never
// mixes two marks ("4384.64" beside "1.285,51").
import { describe, expect, it } from "vitest";
import { inMark, textDecimalMark } from "../../../src/formats/sheets/number-style";

describe("the decimal mark of a sheet's text amounts", () => {
  it("is the comma where its text amounts are written 1.285,51", () => {
    expect(textDecimalMark(["1.285,51 Indsat", "-42,00", "Dato", "Tekst"])).toBe(",");
  });
  it("is the point where they are written 1,285.51", () => {
    expect(textDecimalMark(["1,285.51", "-42.00", "Date"])).toBe(".");
  });
});

describe("a typed number is written in that mark", () => {
  it("4384.64 under a comma sheet reads 4384,64, and stays as it is under a point sheet", () => {
    expect(inMark("4384.64", ",")).toBe("4384,64");
    expect(inMark("4384.64", ".")).toBe("4384.64");
  });
});
