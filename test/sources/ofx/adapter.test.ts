// OFX/QFX: both dialects, bank and card statements, one account of several, FITID ids, the service's sign.
import { describe, expect, it } from "vitest";
import { serviceAmount } from "../../../src/sources/holder-amount";
import { ofxAdapter } from "../../../src/sources/ofx/adapter";
import { adapterFor } from "../../../src/sources/registry";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (s: string, account?: string) => ofxAdapter.plan(enc(s), { accountId: 101, ...(account ? { settings: { account } } : {}) });

const SGML = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
CHARSET:1252

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>123<ACCTID>9876<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20230509120000.000[-5:EST]<TRNAMT>-1.00<FITID>A1<NAME>B.C. HYDRO &amp; POWER<MEMO>PREAUTHORIZED DEBIT</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20230510<TRNAMT>2500.5<FITID>A2<NAME>PAYROLL</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL><BALAMT>3499.50<DTASOF>20230511</LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

describe("an OFX file is recognised by its bytes, not its name", () => {
  it("takes SGML and XML OFX, and leaves CSV to the CSV adapter", () => {
    expect(adapterFor(enc(SGML)).format).toBe("ofx");
    expect(adapterFor(enc('<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n<OFX></OFX>')).format).toBe("ofx");
    expect(adapterFor(enc("DATA:OFXSGML\nENCODING:UTF-8\n<OFX>\n</OFX>")).format).toBe("ofx");
    expect(adapterFor(enc("Date,Payee,Amount\n2026-01-01,x,1\n")).format).toBe("csv");
    expect(adapterFor(enc("Date,Memo,Amount\n2026-01-01,<OFX> export,1\n")).format).toBe("csv");
  });
});

describe("transactions become insert items with the service's sign and the bank's FITID", () => {
  it("reads an SGML statement: dates, amounts, payee, memo, entities, currency", () => {
    const p = plan(SGML);
    expect(p.items.map((i) => i.item)).toEqual([
      expect.objectContaining({
        date: "2023-05-09",
        amount: "1.0000",
        payee: "B.C. HYDRO & POWER",
        notes: "PREAUTHORIZED DEBIT",
        currency: "usd",
      }),
      expect.objectContaining({ date: "2023-05-10", amount: "-2500.5000", payee: "PAYROLL", currency: "usd" }),
    ]);
    expect(p.profile.ledger_balance).toEqual({ amount: "3499.50", asOf: "2023-05-11" });
    expect(p.items[0]!.item.external_id).toMatch(/^ofx:/);
  });

  it("keeps the same external_id for the same FITID in the next download", () => {
    expect(plan(SGML).items[0]!.item.external_id).toBe(
      plan(SGML.replace("PREAUTHORIZED DEBIT", "changed memo")).items[0]!.item.external_id,
    );
  });

  it("reads OFX 2 XML with closing tags", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><?OFX OFXHEADER="200" VERSION="220"?>
<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>EUR</CURDEF><CCACCTFROM><ACCTID>4111</ACCTID></CCACCTFROM>
<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20240102</DTPOSTED><TRNAMT>-12,50</TRNAMT><FITID>X</FITID><NAME>Café</NAME></STMTTRN></BANKTRANLIST>
</CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>`;
    expect(plan(xml).items[0]!.item).toMatchObject({ date: "2024-01-02", amount: "12.5000", payee: "Café", currency: "eur" });
  });
});

describe("amounts keep the service's 4 decimals exactly", () => {
  it("converts the holder's sign and rounds a fifth decimal half up, saying so", () => {
    expect(serviceAmount("-34.51")).toEqual({ value: "34.5100", rounded: false });
    expect(serviceAmount("0.12345")).toEqual({ value: "-0.1235", rounded: true });
    expect(serviceAmount("-0,5")).toEqual({ value: "0.5000", rounded: false });
  });
});

describe("a file with several accounts imports the one the upload names", () => {
  const two = SGML.replace(
    "</BANKMSGSRSV1>",
    "<STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>5555</BANKACCTFROM><BANKTRANLIST></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1>",
  );
  it("lists the accounts and asks for ofx_account", () => {
    expect(() => plan(two)).toThrow(/2 accounts \(9876, 5555\): choose one with file_account/);
    expect(plan(two, "9876").items).toHaveLength(2);
    expect(plan(two, "5555").profile.accounts.map((a) => a.id)).toEqual(["9876", "5555"]);
  });
});

describe("what cannot be read is said", () => {
  it("refuses an investment statement whole", () => {
    expect(() =>
      plan("OFXHEADER:100\n\n<OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><INVSTMTRS></INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1></OFX>"),
    ).toThrow(/investment statement/);
  });
  it("reports a transaction without a date or a readable amount as a row error with its line; the rest imports", () => {
    const broken = SGML.replace("<DTPOSTED>20230510", "<DTPOSTED>2023").replace("<TRNAMT>-1.00", "<TRNAMT>abc");
    const p = plan(broken);
    expect(p.items).toHaveLength(0);
    expect(p.rows.map((r) => [r.row, r.outcome, r.reason])).toEqual([
      [9, "error", 'TRNAMT "abc" is not an amount'],
      [10, "error", "no readable DTPOSTED"],
    ]);
  });
  it("says a file without <OFX> is not OFX", () => {
    expect(() => plan("OFXHEADER:100\n\nnothing")).toThrow(/no <OFX> element/);
  });
});
