// Which parts may be a bank's export or statement, by their type or their name's extension, before and after the
// name is decoded: the upload's reading then judges the bytes (mail/mailed-statement.ts).
import { describe, expect, it } from "vitest";
import { isBankFile, mayBeBankFile } from "../../../src/mail/reader/mail-files";

describe("a bank's file is known by its type or its name", () => {
  it("CSV, OFX, QFX, QIF, MT940, CAMT and spreadsheets, whatever type the mailer gave them", () => {
    for (const name of [
      "Umsaetze.CSV",
      "stmt.qfx",
      "export.ofx",
      "quicken.qif",
      "MT940.sta",
      "camt053.xml",
      "mov.xlsx",
      "old.xls",
      "a.ods",
    ])
      expect(isBankFile("application/octet-stream", name)).toBe(true);
    expect(isBankFile("text/csv", null)).toBe(true);
    expect(isBankFile("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", null)).toBe(true);
  });
  it("not a photo, a PDF, an invite or a document", () => {
    for (const [type, name] of [
      ["image/png", "logo.png"],
      ["application/pdf", "invoice.pdf"],
      ["text/calendar", "pickup.ics"],
      ["application/octet-stream", "contract.docx"],
    ])
      expect(isBankFile(type!, name)).toBe(false);
  });
});

describe("before the name is decoded, a part is kept when it may be one", () => {
  it("a plain or quoted-printable extension, or a name encoded in base64", () => {
    expect(mayBeBankFile("application/octet-stream", "Umsaetze.csv")).toBe(true);
    expect(mayBeBankFile("application/octet-stream", "=?utf-8?Q?Ums=C3=A4tze=2Ecsv?=")).toBe(true);
    expect(mayBeBankFile("application/octet-stream", "=?utf-8?B?VW1zw6R0emUuY3N2?=")).toBe(true);
  });
  it("not a name that only holds the letters (postage.gif, statement.pdf)", () => {
    expect(mayBeBankFile("image/gif", "postage.gif")).toBe(false);
    expect(mayBeBankFile("application/octet-stream", "statement.pdf")).toBe(false);
  });
});
