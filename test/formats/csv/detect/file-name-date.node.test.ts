// The date a bank writes in an export's file name: the day it was exported, which no date of the file passes.
import { describe, expect, it } from "vitest";
import { fileNameDate } from "../../../../src/formats/csv/detect/file-name-date";

describe("a file name's date is read in the usual spellings, and how it reads when it reads both ways", () => {
  it("reads the name's dates in the usual spellings", () => {
    expect(fileNameDate("Umsaetze_2024-03-31.csv")).toMatchObject({ iso: "2024-03-31", order: null });
    expect(fileNameDate("statement_31032024.csv")).toMatchObject({ iso: "2024-03-31", order: "DMY" });
    expect(fileNameDate("export 03.31.2024.csv")).toMatchObject({ iso: "2024-03-31", order: "MDY" });
    expect(fileNameDate("TH_20180101-20180523.csv")?.latest).toBe("2018-05-23");
    expect(fileNameDate("export_03042024.csv")).toMatchObject({ iso: null, latest: "2024-04-03" });
    expect(fileNameDate("account_1234567890.csv")).toBeNull();
    expect(fileNameDate(undefined)).toBeNull();
  });
});

describe("of several dates in a name (a period), the latest bounds the file", () => {
  it("takes a period's end, and no date from numbers that are no date", () => {
    expect(fileNameDate("Umsaetze_20250201-20250228.csv")).toMatchObject({ latest: "2025-02-28" });
    expect(fileNameDate("extrait-compte-99999999.csv")).toBeNull();
  });
});
