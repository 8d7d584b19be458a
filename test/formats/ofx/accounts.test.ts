// OFX accounts that share one ACCTID: a checking and a savings account of one customer number, a bank account and a
// card with one number, one account number at two branches or in two currencies. Each is an account of its own,
// named by what tells it apart, importable on its own, with ids of its own; files of one statement per ACCTID keep
// their names and their external_ids.
import { describe, expect, it } from "vitest";
import { ofxAdapter } from "../../../src/formats/ofx/adapter";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (s: string, account?: string) => ofxAdapter.plan(enc(s), { accountId: 101, ...(account ? { settings: { account } } : {}) });
const names = (s: string, account: string) => plan(s, account).profile.accounts.map((a) => a.id);
const ids = (s: string, account?: string) => plan(s, account).items.map((i) => i.item.external_id);
const payees = (s: string, account?: string) => plan(s, account).items.map((i) => i.item.payee);

const SGML_HEADER =
  "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n";
const SIGNON =
  "<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260305083000.000[-5:EST]<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>";

/** A US bank's "all accounts" download: checking and savings of customer number 123456789, FITIDs numbered per account. */
function usBankStatement(type: string, transactions: [string, string, string, string][], balance: string) {
  return (
    `<STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD\n` +
    `<BANKACCTFROM><BANKID>121000248<ACCTID>123456789<ACCTTYPE>${type}</BANKACCTFROM>\n` +
    `<BANKTRANLIST><DTSTART>20260201<DTEND>20260228\n` +
    transactions
      .map(
        ([date, amount, fitid, name]) =>
          `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${date}120000[0:GMT]<TRNAMT>${amount}<FITID>${fitid}<NAME>${name}</STMTTRN>\n`,
      )
      .join("") +
    `</BANKTRANLIST><LEDGERBAL><BALAMT>${balance}<DTASOF>20260228</LEDGERBAL></STMTRS></STMTTRNRS>\n`
  );
}
const CHECKING = usBankStatement(
  "CHECKING",
  [
    ["20260203", "-54.21", "2026020301", "SAFEWAY #1234"],
    ["20260215", "-12.00", "2026021501", "MONTHLY SERVICE FEE"],
  ],
  "1532.10",
);
const SAVINGS = usBankStatement(
  "SAVINGS",
  [
    ["20260203", "250.00", "2026020301", "ONLINE TRANSFER FROM CHK 6789"],
    ["20260228", "0.42", "2026022801", "INTEREST PAYMENT"],
  ],
  "8250.42",
);
const US_BOTH = `${SGML_HEADER}<OFX>${SIGNON}<BANKMSGSRSV1>\n${CHECKING}${SAVINGS}</BANKMSGSRSV1></OFX>\n`;
const US_CHECKING_ONLY = `${SGML_HEADER}<OFX>${SIGNON}<BANKMSGSRSV1>\n${CHECKING}</BANKMSGSRSV1></OFX>\n`;
const US_SAVINGS_ONLY = `${SGML_HEADER}<OFX>${SIGNON}<BANKMSGSRSV1>\n${SAVINGS}</BANKMSGSRSV1></OFX>\n`;

/** A credit union's OFX 2 download: the member's share draft account and Visa card carry one member number. */
const BANK_AND_CARD = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>20260310</DTSERVER><LANGUAGE>ENG</LANGUAGE></SONRS></SIGNONMSGSRSV1>
<CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>0</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><CCSTMTRS><CURDEF>CAD</CURDEF>
<CCACCTFROM><ACCTID>5012345678</ACCTID></CCACCTFROM>
<BANKTRANLIST><DTSTART>20260201</DTSTART><DTEND>20260228</DTEND>
<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20260205</DTPOSTED><TRNAMT>-88.15</TRNAMT><FITID>90001</FITID><NAME>PETRO-CANADA 0423</NAME></STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>-88.15</BALAMT><DTASOF>20260228</DTASOF></LEDGERBAL></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>0</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><STMTRS><CURDEF>CAD</CURDEF>
<BANKACCTFROM><BANKID>0809</BANKID><BRANCHID>00012</BRANCHID><ACCTID>5012345678</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST><DTSTART>20260201</DTSTART><DTEND>20260228</DTEND>
<STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20260213</DTPOSTED><TRNAMT>2104.33</TRNAMT><FITID>90001</FITID><NAME>PAYROLL DEPOSIT</NAME></STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>4120.00</BALAMT><DTASOF>20260228</DTASOF></LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1>
</OFX>
`;

/** A European multi-currency account: one account number, a statement per currency (CURDEF EUR and CHF). */
const EURO_CURRENCIES = `${SGML_HEADER}<OFX><BANKMSGSRSV1>
<STMTTRNRS><TRNUID>0<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>EUR
<BANKACCTFROM><BANKID>30004<BRANCHID>00821<ACCTID>00012345678<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260302<TRNAMT>-42,90<FITID>K2Y3Z<NAME>CARTE X1234 MONOPRIX</STMTTRN></BANKTRANLIST>
<LEDGERBAL><BALAMT>1204,55<DTASOF>20260305</LEDGERBAL></STMTRS></STMTTRNRS>
<STMTTRNRS><TRNUID>0<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>CHF
<BANKACCTFROM><BANKID>30004<BRANCHID>00821<ACCTID>00012345678<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260302<TRNAMT>-42,90<FITID>K2Y3Z<NAME>CARTE X1234 MIGROS</STMTTRN></BANKTRANLIST>
<LEDGERBAL><BALAMT>310,00<DTASOF>20260305</LEDGERBAL></STMTRS></STMTTRNRS>
</BANKMSGSRSV1></OFX>
`;

/** One account number at two branches of a French bank (BRANCHID, ACCTKEY), both current accounts. */
const TWO_BRANCHES = EURO_CURRENCIES.replace("<CURDEF>CHF", "<CURDEF>EUR").replace(
  "<BRANCHID>00821<ACCTID>00012345678<ACCTTYPE>CHECKING</BANKACCTFROM>\n<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260302<TRNAMT>-42,90<FITID>K2Y3Z<NAME>CARTE X1234 MIGROS",
  "<BRANCHID>01533<ACCTID>00012345678<ACCTTYPE>CHECKING</BANKACCTFROM>\n<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260302<TRNAMT>-42,90<FITID>K2Y3Z<NAME>CARTE X1234 MIGROS",
);

describe("accounts that share an ACCTID are listed by what tells them apart", () => {
  it("names a checking and a savings account of one customer number by their ACCTTYPE", () => {
    expect(() => plan(US_BOTH)).toThrow(
      "this OFX file holds 2 accounts (123456789 (CHECKING), 123456789 (SAVINGS)): choose one with file_account",
    );
    expect(plan(US_BOTH, "123456789 (SAVINGS)").profile.accounts).toEqual([
      expect.objectContaining({ id: "123456789 (CHECKING)", number: "123456789", kind: "bank", transactions: 2 }),
      expect.objectContaining({ id: "123456789 (SAVINGS)", number: "123456789", kind: "bank", transactions: 2 }),
    ]);
  });

  it("names a bank account and a card of one number by their kind, not also by their bank ids", () => {
    expect(names(BANK_AND_CARD, "5012345678 (CHECKING)")).toEqual(["5012345678 (CHECKING)", "5012345678 (CREDIT CARD)"]);
  });

  it("names one account number in two currencies by CURDEF, and at two branches by BRANCHID", () => {
    expect(names(EURO_CURRENCIES, "00012345678 (EUR)")).toEqual(["00012345678 (EUR)", "00012345678 (CHF)"]);
    expect(names(TWO_BRANCHES, "00012345678 (branch 00821)")).toEqual(["00012345678 (branch 00821)", "00012345678 (branch 01533)"]);
  });

  it("names an account by its ACCTID alone when no other account of the file has it", () => {
    expect(plan(US_CHECKING_ONLY).profile).toMatchObject({ account: "123456789", accounts: [{ id: "123456789" }] });
  });
});

describe("each account of a shared ACCTID is imported on its own, by its name", () => {
  it("imports the savings account, which could not be chosen before, and the checking account, each alone", () => {
    expect(payees(US_BOTH, "123456789 (SAVINGS)")).toEqual(["ONLINE TRANSFER FROM CHK 6789", "INTEREST PAYMENT"]);
    expect(payees(US_BOTH, "123456789 (CHECKING)")).toEqual(["SAFEWAY #1234", "MONTHLY SERVICE FEE"]);
    expect(plan(US_BOTH, "123456789 (SAVINGS)").profile).toMatchObject({
      account: "123456789 (SAVINGS)",
      ledger_balance: { amount: "8250.42", asOf: "2026-02-28" },
    });
    expect(payees(BANK_AND_CARD, "5012345678 (CREDIT CARD)")).toEqual(["PETRO-CANADA 0423"]);
    expect(plan(EURO_CURRENCIES, "00012345678 (CHF)").items.map((i) => i.item.currency)).toEqual(["chf"]);
  });

  it("refuses the bare ACCTID when it names several accounts, listing them, instead of taking the first", () => {
    expect(() => plan(US_BOTH, "123456789")).toThrow(
      '"123456789" names 2 accounts of this OFX file (123456789 (CHECKING), 123456789 (SAVINGS)): choose one with file_account',
    );
  });

  it("takes the name with its traits in any case and order, also from a file that lists the account by its ACCTID alone", () => {
    expect(payees(US_BOTH, "123456789 (savings)")).toEqual(payees(US_BOTH, "123456789 (SAVINGS)"));
    expect(payees(US_BOTH, "123456789 (bank 121000248, Savings)")).toEqual(payees(US_BOTH, "123456789 (SAVINGS)"));
    expect(payees(US_SAVINGS_ONLY, "123456789 (SAVINGS)")).toEqual(payees(US_SAVINGS_ONLY));
    expect(() => plan(US_SAVINGS_ONLY, "123456789 (CHECKING)")).toThrow(
      'this OFX file has no account "123456789 (CHECKING)" (it has 123456789)',
    );
  });

  it("plans both accounts from one reading of the file, as file_accounts does", () => {
    const each = ["123456789 (CHECKING)", "123456789 (SAVINGS)"].map((account, i) => ({ accountId: 101 + i, settings: { account } }));
    const both = ofxAdapter.planAccounts!(enc(US_BOTH), each);
    expect(both.map((p) => p.profile.account)).toEqual(["123456789 (CHECKING)", "123456789 (SAVINGS)"]);
    expect(both).toEqual(each.map((o) => ofxAdapter.plan(enc(US_BOTH), o)));
  });
});

describe("external_ids: unchanged where each ACCTID is one account, distinct where accounts share one", () => {
  it("keeps the external_id a file of one statement per ACCTID always had (a persisted dedupe key)", () => {
    // Computed before accounts of one ACCTID were told apart: ofx:hash("123456789", FITID, 1).
    expect(ids(US_CHECKING_ONLY)[0]).toBe("ofx:ee233d31dc5bcc02");
    expect(ids(US_CHECKING_ONLY, "123456789")).toEqual(ids(US_CHECKING_ONLY));
  });

  it("gives accounts of one ACCTID distinct ids, even where the bank numbers their FITIDs alike", () => {
    const checking = ids(US_BOTH, "123456789 (CHECKING)");
    const savings = ids(US_BOTH, "123456789 (SAVINGS)");
    expect(new Set([...checking, ...savings]).size).toBe(4);
    expect(ids(BANK_AND_CARD, "5012345678 (CHECKING)")).not.toEqual(ids(BANK_AND_CARD, "5012345678 (CREDIT CARD)"));
    expect(ids(EURO_CURRENCIES, "00012345678 (EUR)")).not.toEqual(ids(EURO_CURRENCIES, "00012345678 (CHF)"));
  });

  it("keeps the first account of the ACCTID on the ids file_account=<ACCTID> gave it, the same as a file of it alone", () => {
    expect(ids(US_BOTH, "123456789 (CHECKING)")).toEqual(ids(US_CHECKING_ONLY));
  });

  it("gives each account the same ids in every download that holds it with the other", () => {
    const again = US_BOTH.replace("INTEREST PAYMENT", "INTEREST PAID").replace("8250.42", "8250.40");
    expect(ids(again, "123456789 (SAVINGS)")).toEqual(ids(US_BOTH, "123456789 (SAVINGS)"));
  });
});

describe("statements of one account in one file are that account, not two", () => {
  it("lists the account once and imports both periods, with the later closing balance", () => {
    const march = CHECKING.replaceAll("202602", "202603").replace("1532.10", "1400.00");
    const twoPeriods = `${SGML_HEADER}<OFX><BANKMSGSRSV1>\n${CHECKING}${march}</BANKMSGSRSV1></OFX>\n`;
    const p = plan(twoPeriods);
    expect(p.profile.accounts.map((a) => [a.id, a.transactions])).toEqual([["123456789", 4]]);
    expect(p.items.map((i) => i.item.date)).toEqual(["2026-02-03", "2026-02-15", "2026-03-03", "2026-03-15"]);
    expect(p.profile.ledger_balance).toEqual({ amount: "1400.00", asOf: "2026-03-28" });
    expect(ids(twoPeriods).slice(0, 2)).toEqual(ids(US_CHECKING_ONLY));
  });
});
