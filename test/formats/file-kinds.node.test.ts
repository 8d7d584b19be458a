// The files Intake reads as people and mailers name them (src/formats/file-kinds.ts): the picker's list, its hint, and
// the mail's attachments taken as a bank's file, all from one table.
import { describe, expect, it } from "vitest";
import { acceptList, FILE_KINDS, kindsInWords, mailedBankFiles } from "../../src/formats/file-kinds";

describe("the picker offers every kind, PDF statements and spreadsheets with the exports", () => {
  it("lists each extension with its dot, then the media types", () => {
    const accept = acceptList().split(",");
    for (const extension of ["csv", "ofx", "qfx", "qif", "xml", "sta", "pdf", "xlsx", "xls", "ods"])
      expect(accept).toContain(`.${extension}`);
    expect(accept).toContain("application/pdf");
    expect(accept).not.toContain("text/plain");
  });

  it("names the kinds in one sentence, the last after 'or'", () => {
    expect(kindsInWords()).toMatch(/^CSV, OFX\/QFX, QIF, CAMT, MT940, PDF statement or spreadsheet \(XLSX, XLS, ODS\)$/);
    expect(kindsInWords(FILE_KINDS.slice(0, 1))).toBe("CSV");
  });
});

describe("a mailed attachment is a bank's file by its name or type, but a PDF only by what it holds", () => {
  it("takes the exports' and spreadsheets' extensions and types, not the PDF's", () => {
    const mailed = mailedBankFiles();
    expect(mailed.extensions.has("csv")).toBe(true);
    expect(mailed.extensions.has("xlsx")).toBe(true);
    expect(mailed.extensions.has("pdf")).toBe(false);
    expect(mailed.mediaTypes.has("application/pdf")).toBe(false);
    expect(mailed.mediaTypes.has("text/plain")).toBe(false);
  });
});
