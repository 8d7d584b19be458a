// A statement's closing balance (OFX LEDGERBAL, CAMT CLBD, MT940 :62F:) is reported by the dry run and,
// with set_balance=true, written as the manual account's balance after the transactions (a job of the
// account_balance kind, under the same rate gate).
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BudgetApi } from "../../src/budget-api";
import { saveConnection } from "../../src/connections";
import type { JobReport } from "../../src/outbox";
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
  return { world, upload, report, api: new BudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token }) };
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
