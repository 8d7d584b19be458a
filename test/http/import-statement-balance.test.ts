// A statement's closing balance (OFX LEDGERBAL, CAMT CLBD, MT940 :62F:) is reported by the dry run and,
// with set_balance=true, written as the manual account's balance after the transactions (a job of the
// account_balance kind, under the same rate gate).
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saveConnection } from "../../src/connections";
import type { JobReport } from "../../src/outbox";
import { FullBudgetApi } from "../support/full-budget-api";
import { newWorld, waitFor } from "../support/world";

const CHECKING = 101;

const OFX = [
  "OFXHEADER:100",
  "DATA:OFXSGML",
  "",
  "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>77</BANKACCTFROM><BANKTRANLIST>",
  "<STMTTRN><DTPOSTED>20261001<TRNAMT>-4.20<FITID>F1<NAME>OFX Bakery</STMTTRN>",
  "</BANKTRANLIST><LEDGERBAL><BALAMT>+1520.3315<DTASOF>20261031120000[-5:EST]</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
].join("\n");

const QIF = "!Type:Bank\nD10/01/2026\nT-4.20\nPBakery\n^\n";

async function connect() {
  const world = await newWorld();
  const apiKey = `key-${world.name}`;
  await saveConnection(env, `c-${world.name}`, world.token, apiKey);
  const upload = (body: string, query: string) =>
    SELF.fetch(`https://intake.test/imports${query}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/octet-stream" },
      body,
    });
  const report = async (path: string) =>
    (await (await SELF.fetch(`https://intake.test${path}`, { headers: { Authorization: `Bearer ${apiKey}` } })).json()) as JobReport;
  return { world, upload, report, api: new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token }) };
}

describe("the dry run reports the statement's closing balance", () => {
  it("gives the amount, its day and currency", async () => {
    const { upload } = await connect();
    const dry = (await (await upload(OFX, `?account=${CHECKING}&dry_run=true`)).json()) as { statement_balance: unknown };
    expect(dry.statement_balance).toEqual({ amount: "1520.3315", date: "2026-10-31", currency: "usd" });
  });

  it("says null for a format without one", async () => {
    const { upload } = await connect();
    const dry = (await (await upload(QIF, `?account=${CHECKING}&dry_run=true`)).json()) as { statement_balance: unknown };
    expect(dry.statement_balance).toBeNull();
  });
});

describe("set_balance=true writes it as the manual account's balance after the transactions", () => {
  it("sets balance and balance_as_of from LEDGERBAL", async () => {
    const { upload, report, api } = await connect();
    const accepted = (await (await upload(OFX, `?account=${CHECKING}&set_balance=true`)).json()) as { balance_job: string };
    expect(accepted.balance_job).toMatch(/^\/imports\/imp_/);
    const written = await waitFor(
      () => report(accepted.balance_job),
      (r) => r.status === "done",
    );
    expect(written).toMatchObject({ kind: "account_balance", counts: { inserted: 1 } });
    const account = await api.manualAccount(CHECKING);
    expect(Number(account.balance)).toBe(1520.3315);
    expect(account.balance_as_of.slice(0, 10)).toBe("2026-10-31");
  });

  it("refuses a file that states no balance with a 422 before anything is sent", async () => {
    const { upload, world } = await connect();
    const response = await upload(QIF, `?account=${CHECKING}&set_balance=true`);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/no closing balance/);
    expect(await world.transactions()).toEqual([]);
  });
});

describe("a liability's balance is what is owed, positive, whichever statement states it", () => {
  const CARD = 102;
  const ofxCard = OFX.replace("<BALAMT>+1520.3315", "<BALAMT>-250.00");
  const mt940Loan =
    ":20:S\n:25:NL91ABNA0417164300\n:28C:1\n:60F:D261001EUR20000,00\n:61:2610151015C350,00NTRFNONREF//L1\n:86:/NAME/Loan payment/\n:62F:D261031EUR19650,00\n";
  const camtOverpaid = [
    '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt>',
    "<Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>",
    '<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="USD">12.50</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-10-31</Dt></Dt></Bal>',
    "</Stmt></BkToCstmrStmt></Document>",
  ].join("");

  async function balanceAfter(body: string, account: (api: FullBudgetApi) => Promise<number>) {
    const { upload, report, api } = await connect();
    const id = await account(api);
    const accepted = (await (await upload(body, `?account=${id}&set_balance=true`)).json()) as { balance_job: string };
    await waitFor(
      () => report(accepted.balance_job),
      (r) => r.status === "done",
    );
    return (await api.manualAccount(id)).balance;
  }

  it("writes a card's OFX balance of -250.00 (owed, in the holder's view) as 250.00 owed", async () => {
    expect(Number(await balanceAfter(ofxCard, async () => CARD))).toBe(250);
  });

  it("writes a loan's MT940 debit balance as the amount still owed", async () => {
    const loan = (api: FullBudgetApi) =>
      api.createManualAccount({ name: "Mortgage", type: "loan", currency: "eur", balance: "20000" }).then((a) => a.id);
    expect(Number(await balanceAfter(mt940Loan, loan))).toBe(19650);
  });

  it("writes a card paid beyond its balance (a credit in the holder's favour) as negative owed", async () => {
    expect(Number(await balanceAfter(camtOverpaid, async () => CARD))).toBe(-12.5);
  });

  it("keeps an asset's balance as the statement states it", async () => {
    expect(Number(await balanceAfter(ofxCard, async () => CHECKING))).toBe(-250);
  });
});

describe("the balance the preview shows is the one set, in the account's sign", () => {
  const CARD = 102;
  const ofxCard = OFX.replace("<BALAMT>+1520.3315", "<BALAMT>-827.85");

  it("shows a card's OFX balance of -827.85 as 827.85 owed, writes that, and says it was set", async () => {
    const { upload, report, api } = await connect();
    const dry = (await (await upload(ofxCard, `?account=${CARD}&dry_run=true`)).json()) as { balance_to_set: unknown };
    expect(dry.balance_to_set).toEqual({ amount: "827.85", date: "2026-10-31", currency: "usd" });
    const accepted = (await (await upload(ofxCard, `?account=${CARD}&set_balance=true`)).json()) as {
      balance_job: string;
      balance_set: unknown;
    };
    expect(accepted.balance_set).toEqual(dry.balance_to_set);
    await waitFor(
      () => report(accepted.balance_job),
      (r) => r.status === "done",
    );
    expect((await api.manualAccount(CARD)).balance).toMatch(/^827\.85/);
  });

  it("shows an asset's balance as the statement states it", async () => {
    const { upload } = await connect();
    const dry = (await (await upload(ofxCard, `?account=${CHECKING}&dry_run=true`)).json()) as { balance_to_set: unknown };
    expect(dry.balance_to_set).toEqual({ amount: "-827.85", date: "2026-10-31", currency: "usd" });
  });
});
