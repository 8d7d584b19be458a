// A text PDF statement as the delimited text the CSV reader plans: the account chosen as a multi-account OFX's is,
// and a PDF that gives no statement refused in words that say what to download instead.
import { describe, expect, it } from "vitest";
import { SourceInputError } from "../../../src/formats/errors";
import { isPdf, pdfStatementAsText } from "../../../src/formats/pdf";
import { encryptedPdf, scannedPdf } from "../../support/pdf";
import { type PdfLine, statementPdf } from "../../support/statement-pdf";

/** A statement of one account per number given, each with one row of its own. */
const accounts = (...numbers: string[]) =>
  statementPdf([
    numbers.flatMap((number, i): PdfLine[] => [
      [[`Account number ${number}`, 50]],
      [
        ["Date", 50],
        ["Description", 110],
        ["Amount", 545, "r"],
      ],
      [
        [`0${i + 2}/06/2025`, 50],
        [`PAYMENT ${i + 1}`, 110],
        [`-1${i}.00`, 545, "r"],
      ],
      [],
    ]),
  ]);

describe("a PDF is known by its first bytes, %PDF", () => {
  it("tells a PDF from text that names one", () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect([isPdf(enc("%PDF-1.7\n")), isPdf(enc("PDF statement")), isPdf(enc("%PD"))]).toEqual([true, false, false]);
  });
});

describe("the statement's table is the text, with the account it names", () => {
  it("reads a PDF of one account whole", async () => {
    const read = await pdfStatementAsText(await accounts("11112222"));
    expect(read.account).toBe("11112222");
    expect(new TextDecoder().decode(read.text)).toContain("2025-06-02,PAYMENT 1,10.00,");
  });

  it("reads the account the upload names of several, and refuses to guess among them", async () => {
    const pdf = await accounts("11112222", "33334444");
    const second = await pdfStatementAsText(pdf, "33334444");
    expect([second.account, new TextDecoder().decode(second.text).includes("PAYMENT 2")]).toEqual(["33334444", true]);
    await expect(pdfStatementAsText(pdf)).rejects.toThrow(/2 accounts/);
  });
});

describe("a PDF that gives no statement is a SourceInputError saying what to do instead", () => {
  it.each([
    ["a scan", scannedPdf, /has no text.*reads a PDF's text, not images.*CSV or OFX/],
    ["an encrypted PDF", async () => encryptedPdf(), /encrypted.*save it again without a password, or download/],
    [
      "a letter",
      () => statementPdf([[[["Dear customer, your new card is on its way.", 50]]]]),
      /no table of dated transactions.*: download/,
    ],
  ])("%s", async (_, pdf, message) => {
    const read = pdfStatementAsText(await pdf());
    await expect(read).rejects.toThrow(SourceInputError);
    await expect(pdfStatementAsText(await pdf())).rejects.toThrow(message);
  });
});
