// OFX as its writers vary it (OFX 2.x XML as the spec allows it, 1.x SGML as banks send it): each dialect reads
// as the plain statement does, and is recognised by its first bytes.
import { describe, expect, it } from "vitest";
import { ofxAdapter } from "../../../src/formats/ofx/adapter";
import { recognize } from "../../../src/formats/registry";

const enc = (s: string) => new TextEncoder().encode(s);
const read = (s: string) =>
  ofxAdapter.plan(enc(s), { accountId: 1 }).items.map((i) => [i.item.date, i.item.amount, i.item.payee, i.item.notes]);

/** An OFX 2 bank statement of two transactions, its body between a head and the end. */
const body = (t: (name: string) => string = (n) => n) =>
  `<${t("OFX")}><${t("BANKMSGSRSV1")}><${t("STMTTRNRS")}><${t("STMTRS")}><${t("CURDEF")}>USD</${t("CURDEF")}>` +
  `<${t("BANKACCTFROM")}><${t("BANKID")}>021000021</${t("BANKID")}><${t("ACCTID")}>123456789</${t("ACCTID")}><${t("ACCTTYPE")}>CHECKING</${t("ACCTTYPE")}></${t("BANKACCTFROM")}>` +
  `<${t("BANKTRANLIST")}>` +
  `<${t("STMTTRN")}><${t("TRNTYPE")}>DEBIT</${t("TRNTYPE")}><${t("DTPOSTED")}>20240305</${t("DTPOSTED")}><${t("TRNAMT")}>-42.15</${t("TRNAMT")}>` +
  `<${t("FITID")}>F1</${t("FITID")}><${t("NAME")}>Grocery Outlet</${t("NAME")}><${t("MEMO")}>POS 1234</${t("MEMO")}></${t("STMTTRN")}>` +
  `<${t("STMTTRN")}><${t("TRNTYPE")}>CREDIT</${t("TRNTYPE")}><${t("DTPOSTED")}>20240306120000.000[-5:EST]</${t("DTPOSTED")}><${t("TRNAMT")}>2500.00</${t("TRNAMT")}>` +
  `<${t("FITID")}>F2</${t("FITID")}><${t("NAME")}>ACME PAYROLL</${t("NAME")}></${t("STMTTRN")}>` +
  `</${t("BANKTRANLIST")}><${t("LEDGERBAL")}><${t("BALAMT")}>3977.80</${t("BALAMT")}><${t("DTASOF")}>20240306</${t("DTASOF")}></${t("LEDGERBAL")}>` +
  `</${t("STMTRS")}></${t("STMTTRNRS")}></${t("BANKMSGSRSV1")}></${t("OFX")}>`;
const PROLOG = '<?xml version="1.0" encoding="UTF-8" standalone="no"?>';
const PI = '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>';
const EXPECTED = [
  ["2024-03-05", "42.1500", "Grocery Outlet", "POS 1234"],
  ["2024-03-06", "-2500.0000", "ACME PAYROLL", undefined],
];

const recognisedAndRead = (file: string) => {
  expect(recognize(enc(file)).format).toBe("ofx");
  expect(read(file)).toEqual(EXPECTED);
};

describe("OFX 2 XML: the prolog and the OFX processing instruction, on lines of their own or one line", () => {
  it.each([
    ["each on its line", `${PROLOG}\n${PI}\n${body()}`],
    ["both on one line", `${PROLOG}${PI}\n${body()}`],
    ["all on one line", `${PROLOG}${PI}${body()}`],
    ["a comment before the element", `${PROLOG}\n${PI}\n<!-- exported 2024-03-07 -->\n${body()}`],
    ["a byte-order mark first", `\uFEFF${PROLOG}\n${PI}\n${body()}`],
  ])("%s", (_, file) => recognisedAndRead(file));
});

describe("OFX 2 XML: the OFX element with attributes or a namespace, its elements with a prefix", () => {
  it.each([
    ["a default namespace", body().replace("<OFX>", '<OFX xmlns="http://ofx.net/types/2003/04">')],
    ["a prefix on every element", body((n) => `ofx:${n}`).replace("<ofx:OFX>", '<ofx:OFX xmlns:ofx="http://ofx.net/types/2003/04">')],
  ])("%s", (_, xml) => recognisedAndRead(`${PROLOG}\n${PI}\n${xml}`));
});

describe("tags in any case, empty elements written self-closed, text in CDATA", () => {
  it("reads lowercase and mixed-case tags", () => {
    recognisedAndRead(`${PROLOG}\n${PI}\n${body((n) => n.toLowerCase())}`);
    recognisedAndRead(`${PROLOG}\n${PI}\n${body((n) => n[0] + n.slice(1).toLowerCase())}`);
  });

  it("reads a self-closed element as empty, not as an aggregate holding what follows it", () => {
    const xml = body().replace("<NAME>ACME PAYROLL</NAME>", "<MEMO/><NAME>ACME PAYROLL</NAME><CHECKNUM />");
    recognisedAndRead(`${PROLOG}\n${PI}\n${xml}`);
  });

  it("reads text written in CDATA", () => {
    const xml = body().replace("<NAME>Grocery Outlet</NAME>", "<NAME><![CDATA[Grocery Outlet]]></NAME>");
    recognisedAndRead(`${PROLOG}\n${PI}\n${xml}`);
    const amp = body().replace("<NAME>ACME PAYROLL</NAME>", "<NAME><![CDATA[Smith & Sons <Payroll>]]></NAME>");
    expect(read(`${PROLOG}\n${PI}\n${amp}`)[1]![2]).toBe("Smith & Sons <Payroll>");
  });
});

describe("OFX 1 SGML: the header on lines of its own or on one line, leaf elements without their end tags", () => {
  const sgml = body()
    .replace(/<\/(CURDEF|BANKID|ACCTID|ACCTTYPE|TRNTYPE|DTPOSTED|TRNAMT|FITID|NAME|MEMO|BALAMT|DTASOF)>/g, "")
    .replace(/></g, ">\n<");
  const header = [
    "OFXHEADER:100",
    "DATA:OFXSGML",
    "VERSION:102",
    "SECURITY:NONE",
    "ENCODING:USASCII",
    "CHARSET:1252",
    "COMPRESSION:NONE",
    "OLDFILEUID:NONE",
    "NEWFILEUID:NONE",
  ];

  it.each([
    ["the header a line each, CR LF", `${header.join("\r\n")}\r\n\r\n${sgml.replace(/\n/g, "\r\n")}`],
    ["the header on one line", `${header.join(" ")}\n\n${sgml}`],
    ["the whole file on one line", `${header.join(" ")} ${sgml.replace(/\n/g, "")}`],
    [
      "lowercase tags",
      `${header.join("\n")}\n\n${sgml.replace(/<(\/?)([A-Z0-9.]+)/g, (_, s: string, n: string) => `<${s}${n.toLowerCase()}`)}`,
    ],
  ])("%s", (_, file) => recognisedAndRead(file));
});
