// The statements of an OFX file: bank and card statements, each an account with its transactions and balance;
// an investment statement or a file of none is refused.
import { describe, expect, it } from "vitest";
import { ofxDate, statementsOf } from "../../../src/formats/ofx/statements";
import { parseOfxTree } from "../../../src/formats/ofx/tree";

const trn = (fitid: string, amount: string, more = "") =>
  `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240305120000[-5:EST]<TRNAMT>${amount}<FITID>${fitid}${more}</STMTTRN>`;
const bank = (id: string, trns: string, end = "</BANKTRANLIST><LEDGERBAL><BALAMT>90.00<DTASOF>20240331</LEDGERBAL></STMTRS>") =>
  `<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>021000021<ACCTID>${id}<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST><DTEND>20240331${trns}${end}`;
const card = (id: string, trns: string) =>
  `<CCSTMTRS><CURDEF>CAD<CCACCTFROM><ACCTID>${id}</CCACCTFROM><BANKTRANLIST>${trns}</BANKTRANLIST></CCSTMTRS>`;
const read = (body: string) => statementsOf(parseOfxTree(`<OFX>${body}</OFX>`));

describe("each bank and credit-card statement is an account, with its ids, currency and ledger balance", () => {
  it("reads a bank and a card statement of one file", () => {
    const [checking, visa] = read(
      `<BANKMSGSRSV1>${bank("1234", trn("F1", "-10.00"))}</BANKMSGSRSV1><CREDITCARDMSGSRSV1>${card("4111", "")}</CREDITCARDMSGSRSV1>`,
    );
    expect(checking).toMatchObject({ id: "1234", kind: "bank", accountType: "CHECKING", bankId: "021000021", currency: "usd" });
    expect(checking!.ledgerBalance).toEqual({ amount: "90.00", asOf: "2024-03-31" });
    expect(visa).toMatchObject({ id: "4111", kind: "credit_card", currency: "cad", ledgerBalance: null, transactions: [] });
  });
});

describe("a transaction's fields as written: the posted day, the amount in the holder's view, the payee", () => {
  it("reads NAME or the PAYEE aggregate's, the memo, check number and a foreign currency", () => {
    const [acct] = read(
      bank(
        "1",
        trn("F1", "-10.00", "<NAME>Corner Shop<MEMO>card 1234<CHECKNUM>101") +
          trn("F2", "25.00", "<PAYEE><NAME>Employer Inc</PAYEE><CURRENCY><CURSYM>EUR</CURRENCY>"),
      ),
    );
    expect(acct!.transactions.map((t) => [t.date, t.amount, t.fitId, t.name, t.memo, t.checkNumber, t.currency, t.cut])).toEqual([
      ["2024-03-05", "-10.00", "F1", "Corner Shop", "card 1234", "101", null, false],
      ["2024-03-05", "25.00", "F2", "Employer Inc", null, null, "eur", false],
    ]);
  });

  it("takes DTUSER when DTPOSTED is missing", () => {
    const [acct] = read(bank("1", "<STMTTRN><DTUSER>20240102<TRNAMT>1.00<FITID>X</STMTTRN>"));
    expect(acct!.transactions[0]!.date).toBe("2024-01-02");
  });
});

describe("a statement the file ends inside says what it lacks", () => {
  it("marks the cut transaction and names the missing transactions and closing balance", () => {
    const text = `<OFX>${bank("1", trn("F1", "-1.00") + "<STMTTRN><TRNAMT>-2", "")}`;
    const [acct] = statementsOf(parseOfxTree(text));
    expect(acct!.transactions.map((t) => t.cut)).toEqual([false, true]);
    expect(acct!.endedEarly).toMatch(/ends inside the statement's transaction list/);
  });

  it("says a statement cut after its list may lack its closing balance, and a whole one lacks nothing", () => {
    expect(statementsOf(parseOfxTree(`<OFX>${bank("1", "", "</BANKTRANLIST>")}`))[0]!.endedEarly).toMatch(/before its end tag/);
    expect(read(bank("1", ""))[0]!.endedEarly).toBeNull();
  });
});

describe("a file of no bank or card statement is refused, saying what the bank said", () => {
  it("refuses an investment statement whole", () => {
    expect(() => read("<INVSTMTMSGSRSV1><INVSTMTRS><CURDEF>USD</INVSTMTRS></INVSTMTMSGSRSV1>")).toThrow(/investment statement/);
  });

  it("quotes the bank's status message", () => {
    expect(() => read("<SIGNONMSGSRSV1><SONRS><STATUS><CODE>15500<MESSAGE>Invalid user ID</STATUS></SONRS></SIGNONMSGSRSV1>")).toThrow(
      /holds no bank or credit-card statement \(the bank says: Invalid user ID\)/,
    );
  });
});

describe("a date is its day as written, whatever its time and offset; an impossible one is none", () => {
  it.each([
    ["20240305", "2024-03-05"],
    ["20241231235959.999[+14:LINT]", "2024-12-31"],
    ["20240101000000[-12:BIT]", "2024-01-01"],
    ["20240229", "2024-02-29"],
    ["20230229", null],
    ["2024-03-05", null],
    [null, null],
  ])("%s is %s", (value, day) => {
    expect(ofxDate(value)).toBe(day);
  });
});
