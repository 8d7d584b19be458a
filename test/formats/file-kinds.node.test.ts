// The files Intake reads as people and mailers name them (src/formats/file-kinds.ts, from the registry's kinds): the
// picker's list, its hint, and the mail's attachments taken as a bank's file or read to know.
import { describe, expect, it } from "vitest";
import { acceptList, kindsInWords, mailedBankFiles, mailedToRead, namedLikeOthers } from "../../src/formats/file-kinds";
import { fileKinds } from "../../src/formats/registry";

describe("the picker offers every kind, PDF statements and spreadsheets with the exports", () => {
  it("lists each extension with its dot, then the media types", () => {
    const accept = acceptList().split(",");
    for (const extension of ["csv", "ofx", "qfx", "qif", "xml", "sta", "pdf", "xlsx", "xls", "ods"])
      expect(accept).toContain(`.${extension}`);
    expect(accept).toContain("application/pdf");
    expect(accept).not.toContain("text/plain");
  });

  it("names the kinds in one sentence, the last after 'or'", () => {
    expect(kindsInWords()).toMatch(/^CSV, OFX\/QFX, QIF, MT940, CAMT, PDF statement or spreadsheet \(XLSX, XLS, ODS\)$/);
    expect(kindsInWords(fileKinds().slice(0, 1))).toBe("CSV");
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

describe("a mailed PDF is read to know, by its type", () => {
  it("reads a PDF, not an export or a spreadsheet", () => {
    expect(["application/pdf", "APPLICATION/PDF", "text/csv", "application/vnd.ms-excel"].map((t) => mailedToRead(t))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("a mailed file named as other files are too (an XML, a text) is a bank's file only by its first bytes", () => {
  it("judges by the name's extension when there is one, else by the type", () => {
    expect(namedLikeOthers("application/xml", "camt053.xml")).toBe(true);
    expect(namedLikeOthers("text/plain", "umsaetze.TXT ")).toBe(true);
    expect(namedLikeOthers("application/xml", "statement.csv")).toBe(false);
    expect(namedLikeOthers("text/csv", "export.ofx")).toBe(false);
    expect(namedLikeOthers("text/plain", undefined)).toBe(true);
    expect(namedLikeOthers("text/xml", null)).toBe(true);
    expect(namedLikeOthers("text/csv", undefined)).toBe(false);
  });
});
