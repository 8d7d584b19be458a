// OFX/QFX: both dialects, bank and card statements, one account of several, FITID ids, the service's sign.
import { describe, expect, it } from "vitest";
import { serviceAmount } from "../../../src/money";
import { ofxAdapter } from "../../../src/formats/ofx/adapter";
import { recognize } from "../../../src/formats/registry";

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
    expect(recognize(enc(SGML)).format).toBe("ofx");
    expect(recognize(enc('<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n<OFX></OFX>')).format).toBe("ofx");
    expect(recognize(enc("DATA:OFXSGML\nENCODING:UTF-8\n<OFX>\n</OFX>")).format).toBe("ofx");
    expect(recognize(enc("Date,Payee,Amount\n2026-01-01,x,1\n")).format).toBe("csv");
    expect(recognize(enc("Date,Memo,Amount\n2026-01-01,<OFX> export,1\n")).format).toBe("csv");
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
  it("plans several of its accounts from one reading of the file, each as its own plan would be", () => {
    const each = ["9876", "5555"].map((account, i) => ({ accountId: 101 + i, settings: { account } }));
    expect(ofxAdapter.planAccounts!(enc(two), each)).toEqual(each.map((o) => ofxAdapter.plan(enc(two), o)));
  });
});

describe("what cannot be read is said", () => {
  it("refuses an investment statement whole", () => {
    expect(() =>
      plan("OFXHEADER:100\n\n<OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><INVSTMTRS></INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1></OFX>"),
    ).toThrow(/investment statement/);
  });
  it("reports a transaction without a date or a readable amount as a row error with its place; the rest imports", () => {
    const broken = SGML.replace("<DTPOSTED>20230510", "<DTPOSTED>2023").replace("<TRNAMT>-1.00", "<TRNAMT>abc");
    const p = plan(broken);
    expect(p.items).toHaveLength(0);
    expect(p.rows.map((r) => [r.row, r.outcome, r.reason])).toEqual([
      [1, "error", 'TRNAMT "abc" is not an amount'],
      [2, "error", "no readable DTPOSTED"],
    ]);
  });
  it("says a file without <OFX> is not OFX", () => {
    expect(() => plan("OFXHEADER:100\n\nnothing")).toThrow(/no <OFX> element/);
  });
});

describe("OFX 1.x as banks write it: CHARSET 1252, one line, no closing tags", () => {
  it("decodes a Windows-1252 file (CHARSET:1252) byte for byte", () => {
    const text = SGML.replace("PAYROLL", "CAF\u00c9 M\u00dcLLER \u20ac");
    // é Ü € as Windows-1252 bytes, not UTF-8.
    const bytes = Uint8Array.from([...text].map((ch) => ({ "\u00c9": 0xc9, "\u00dc": 0xdc, "\u20ac": 0x80 })[ch] ?? ch.charCodeAt(0)));
    const p = ofxAdapter.plan(bytes, { accountId: 101 });
    expect(p.items[1]!.item.payee).toBe("CAF\u00c9 M\u00dcLLER \u20ac");
  });

  it("reads a whole statement written on one line, the same as the multi-line one", () => {
    const [header, body] = SGML.split("\n\n") as [string, string];
    const oneLine = `${header}\n\n${body.replace(/\n/g, "")}`;
    expect(plan(oneLine).items.map((i) => i.item)).toEqual(plan(SGML).items.map((i) => i.item));
    // Each transaction is a row of its own, by its place in the statement: on one line as on many.
    expect(plan(oneLine).items.map((i) => i.row)).toEqual([1, 2]);
    expect(plan(SGML).items.map((i) => i.row)).toEqual([1, 2]);
  });

  it("decodes character references of every kind in leaf text", () => {
    const p = plan(SGML.replace("PAYROLL", "A &lt;B&gt; &#233;t&#xE9; &quot;C&quot;"));
    expect(p.items[1]!.item.payee).toBe('A <B> été "C"');
  });
});

describe("DTPOSTED keeps the day as written, whatever the time zone offset", () => {
  it("reads dates with hours, milliseconds and offsets of either sign or a half hour", () => {
    const dated = (d: string) => plan(SGML.replace("<DTPOSTED>20230510", `<DTPOSTED>${d}`)).items[1]!.item.date;
    expect(dated("20230510235959.999[+9:JST]")).toBe("2023-05-10");
    expect(dated("20230510000000[-3.30:NST]")).toBe("2023-05-10");
    expect(dated("20230510120000[0:GMT]")).toBe("2023-05-10");
    expect(dated("202305101200")).toBe("2023-05-10");
  });
});

describe("amounts of 3 to 5 decimals", () => {
  it("keeps 3 and 4 decimals exactly and rounds the fifth, warning with the line", () => {
    const amount = (a: string) => plan(SGML.replace("<TRNAMT>2500.5", `<TRNAMT>${a}`));
    expect(amount("-1.234").items[1]!.item.amount).toBe("1.2340");
    expect(amount("12.3456").items[1]!.item.amount).toBe("-12.3456");
    const five = amount("-0.12345");
    expect(five.items[1]!.item.amount).toBe("0.1235");
    expect(five.profile.warnings).toEqual(["line 10: -0.12345 has more than 4 decimals; it was rounded"]);
  });
});

describe("credit-card statements read as bank ones do", () => {
  it("takes an SGML CCSTMTRS with its card number as the account", () => {
    const card = SGML.replace("<BANKMSGSRSV1><STMTTRNRS><STMTRS>", "<CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS>")
      .replace("<BANKACCTFROM><BANKID>123<ACCTID>9876<ACCTTYPE>CHECKING</BANKACCTFROM>", "<CCACCTFROM><ACCTID>4111XXXX1111</CCACCTFROM>")
      .replace("</STMTRS></STMTTRNRS></BANKMSGSRSV1>", "</CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>");
    const p = plan(card);
    expect(p.profile.accounts).toEqual([expect.objectContaining({ id: "4111XXXX1111", kind: "credit_card", transactions: 2 })]);
    expect(p.items.map((i) => i.item.amount)).toEqual(["1.0000", "-2500.5000"]);
  });
});

describe("a statement that ends inside a transaction is cut short, not read as whole", () => {
  const cutAt = (marker: string) => SGML.slice(0, SGML.indexOf(marker) + marker.length);
  it.each([
    ["after the amount, before the FITID", "<TRNAMT>2500.5"],
    ["inside the payee", "<NAME>PAY"],
    ["right after the transaction opens", "<STMTTRN><TRNTYPE>CREDIT"],
  ])("makes the cut transaction a row error and warns that the file ended early (%s)", (_, marker) => {
    const p = plan(cutAt(marker));
    expect(p.items.map((i) => i.item.payee)).toEqual(["B.C. HYDRO & POWER"]);
    expect(p.rows.find((r) => r.outcome === "error")).toMatchObject({ reason: expect.stringMatching(/ends inside this transaction/) });
    expect(p.profile.warnings).toEqual([expect.stringMatching(/^The file ended early: .*transaction list/)]);
  });

  it("imports the cut transaction once, from the complete file, with the bank's FITID", () => {
    const whole = plan(SGML).items.map((i) => i.item.external_id);
    const cut = plan(cutAt("<TRNAMT>2500.5")).items.map((i) => i.item.external_id);
    expect(cut).toEqual(whole.slice(0, 1));
    expect(whole).toHaveLength(2);
  });

  it("warns when the file ends after the transaction list, before the statement's end", () => {
    const p = plan(cutAt("</BANKTRANLIST>"));
    expect(p.items).toHaveLength(2);
    expect(p.profile.warnings).toEqual([expect.stringMatching(/before its end tag/)]);
  });

  it("reads a whole XML statement without a warning", () => {
    expect(plan(SGML).profile.warnings).toBeUndefined();
  });
});

describe("elements nested absurdly deep are refused, not walked", () => {
  it("answers with a reason for 10,000 nested aggregates", () => {
    const deep = `OFXHEADER:100\n\n<OFX>${"<A>".repeat(10_000)}${"</A>".repeat(10_000)}</OFX>`;
    expect(() => plan(deep)).toThrow(/nest deeper than 64 levels/);
  });
});

describe("a file written on one line is read in time linear in its size", () => {
  it("reads 30,000 statements on one line within seconds, naming the one asked for", () => {
    const statement = (i: number) =>
      `<STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>${i}<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST></BANKTRANLIST></STMTRS></STMTTRNRS>`;
    const oneLine = `OFXHEADER:100\n\n<OFX><BANKMSGSRSV1>${Array.from({ length: 30_000 }, (_, i) => statement(i)).join("")}</BANKMSGSRSV1></OFX>`;
    const started = Date.now();
    expect(plan(oneLine, "29999").profile.accounts).toHaveLength(30_000);
    // Counting line breaks from each tag to the end of the file took ~25 s here.
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});
