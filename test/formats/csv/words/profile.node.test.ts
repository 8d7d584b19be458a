// The profile (profile.ts): what detection decided, as plain JSON a person may save, edit and send back. Parsing one
// fills its defaults; an override is only what it names; a misspelt role is refused; a saved profile is found again
// by its header's fingerprint.
import { describe, expect, it } from "vitest";
import { ColumnRefSchema, CsvProfileOverridesSchema, CsvProfileSchema, headerFingerprint } from "../../../../src/formats/csv/words/profile";

/** What detection decides of a Sparkasse export, as little as the schema asks. */
const SPARKASSE = {
  encoding: "windows-1252",
  delimiter: ";",
  preambleRows: 0,
  headerRow: 0,
  columnCount: 4,
  columns: { date: { index: 0 }, payee: { header: "Empfänger" }, amount: { index: 3 } },
  dateFormat: "DD.MM.YYYY",
  decimalSeparator: ",",
  amountStyle: "signed",
  fingerprint: "h:0",
};

describe("a profile is read with its defaults filled", () => {
  it("fills what the JSON leaves out and keeps what it says", () => {
    const p = CsvProfileSchema.parse(SPARKASSE);
    expect(p).toMatchObject({ version: 1, quote: '"', footerRows: 0, thousandsSeparator: "", sign: "negative_is_money_out" });
    expect(p.columns.notes).toEqual([]);
    expect(p.columns.payee).toEqual({ header: "Empfänger" });
    expect(CsvProfileSchema.parse(JSON.parse(JSON.stringify(p)))).toEqual(p);
  });
  it("refuses an encoding, a delimiter or a style it does not read", () => {
    expect(CsvProfileSchema.safeParse({ ...SPARKASSE, encoding: "latin1" }).success).toBe(false);
    expect(CsvProfileSchema.safeParse({ ...SPARKASSE, delimiter: ":" }).success).toBe(false);
    expect(CsvProfileSchema.safeParse({ ...SPARKASSE, amountStyle: "both" }).success).toBe(false);
  });
});

describe("a column is named by its index or its header", () => {
  it("takes either and refuses neither", () => {
    expect(ColumnRefSchema.parse({ index: 2 })).toEqual({ index: 2 });
    expect(ColumnRefSchema.parse({ header: "Betrag" })).toEqual({ header: "Betrag" });
    expect(ColumnRefSchema.safeParse({}).success).toBe(false);
    expect(ColumnRefSchema.safeParse({ index: -1 }).success).toBe(false);
  });
});

describe("an empty override is empty", () => {
  it("keeps no defaults, at the top and inside columns", () => {
    expect(CsvProfileOverridesSchema.parse({})).toEqual({});
    expect(CsvProfileOverridesSchema.parse({ columns: {} })).toEqual({ columns: {} });
  });
});

describe("an override names roles as the profile does", () => {
  it("refuses a misspelt role rather than dropping it", () => {
    expect(CsvProfileOverridesSchema.safeParse({ columns: { payeee: { index: 1 } } }).success).toBe(false);
  });
  it("takes a role away with null, every role but the date", () => {
    expect(CsvProfileOverridesSchema.parse({ columns: { payee: null } })).toEqual({ columns: { payee: null } });
    expect(CsvProfileOverridesSchema.safeParse({ columns: { date: null } }).success).toBe(false);
  });
});

describe("the same bank's export has the same fingerprint", () => {
  const header = ["Buchungstag", "Empfänger", "Verwendungszweck", "Betrag"];
  it("ignores case, accents and spacing of the header but not its columns", () => {
    const a = headerFingerprint(header, 4, ";");
    expect(headerFingerprint(["Buchungstag", " EMPFANGER ", "Verwendungszweck", "Betrag"], 4, ";")).toBe(a);
    expect(headerFingerprint(["Buchungstag", "Name", "Verwendungszweck", "Betrag"], 4, ";")).not.toBe(a);
  });
  it("tells files without a header apart by their width and delimiter", () => {
    expect(headerFingerprint(null, 4, ";")).toBe(headerFingerprint(null, 4, ";"));
    expect(headerFingerprint(null, 4, ";")).not.toBe(headerFingerprint(null, 5, ";"));
    expect(headerFingerprint(null, 4, ";")).not.toBe(headerFingerprint(null, 4, ","));
    expect(headerFingerprint(null, 4, ";")).not.toBe(headerFingerprint(header, 4, ";"));
  });
});
