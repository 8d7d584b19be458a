// The preview says which rows would pair as a transfer with another account's transaction (src/outbox/transfer-preview.ts,
// one listing of every account over the rows' window), as the import's end will pair them; and imports do, end to end.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saveConnection } from "../../src/connections";
import type { JobReport } from "../../src/outbox";
import { changeSettings, newWorld, waitFor } from "../support/world";
import { connectIntake } from "../support/intake";

const CHECKING = 101;
const CARD = 102;

async function connect() {
  const world = await newWorld();
  const apiKey = `key-${world.name}`;
  await saveConnection(env, `c-${world.name}`, world.token, apiKey);
  const auth = { Authorization: `Bearer ${apiKey}` };
  const post = (account: number, csv: string, dryRun: boolean) =>
    SELF.fetch(`https://intake.test/imports?account=${account}${dryRun ? "&dry_run=true" : ""}`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "text/csv" },
      body: csv,
    });
  const imported = async (account: number, csv: string) => {
    const response = await post(account, csv, false);
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    return waitFor(
      async () => (await (await SELF.fetch(`https://intake.test/imports/${id}?items=true`, { headers: auth })).json()) as JobReport,
      (r) => r.counts.pending === 0 && r.status !== "running" && r.status !== "queued",
    );
  };
  const preview = async (account: number, csv: string) => {
    const response = await post(account, csv, true);
    expect(response.status).toBe(200);
    return (await response.json()) as {
      transfers_in_budget: { count: number; checked: boolean; requests: number };
      items: { row: number; transfer?: string }[];
    };
  };
  return { world, imported, preview };
}

const CHECKING_CSV = ["Date,Description,Amount", "2026-11-03,CREDIT CARD PAYMENT,-500.00", "2026-11-03,Corner Coffee,-4.50"].join("\n");
const CARD_CSV = ["Date,Description,Amount", "2026-11-05,PAYMENT THANK YOU,500.00", "2026-11-05,Grocer,-61.20"].join("\n");

describe("the preview names the rows that would pair as a transfer with another account's transaction", () => {
  it("the card's file after checking's: 1 transfer, from checking, with the evidence", async () => {
    const { imported, preview } = await connect();
    await imported(CHECKING, CHECKING_CSV);
    const plan = await preview(CARD, CARD_CSV);
    expect(plan.transfers_in_budget).toMatchObject({ count: 1, checked: true, requests: 1 });
    expect(plan.items.map((i) => i.transfer ?? null)).toEqual([
      'a transfer from Sandbox Bank Checking: 500.00 on Nov 3, 2026 there (names "Credit Card")',
      null,
    ]);
  });
  it("writes the other side's day as the person's budget writes days (DD.MM.YYYY, de-DE), never as ISO", async () => {
    const { world, imported, preview } = await connect();
    await changeSettings(world, "/me/user/settings", { month_day_year_format: "DD.MM.YYYY" });
    await changeSettings(world, "/me/account/settings", { locale: "de-DE" });
    await imported(CHECKING, CHECKING_CSV);
    const plan = await preview(CARD, CARD_CSV);
    expect(plan.items[0]?.transfer).toBe('a transfer from Sandbox Bank Checking: 500.00 on 03.11.2026 there (names "Credit Card")');
  });
  it("nothing to pair with: 0, and no row says transfer", async () => {
    const { preview } = await connect();
    const plan = await preview(CARD, CARD_CSV);
    expect(plan.transfers_in_budget).toMatchObject({ count: 0, checked: true });
    expect(plan.items.every((i) => i.transfer === undefined)).toBe(true);
  });
  it("an equal amount in another account that says nothing of a transfer is not one", async () => {
    const { imported, preview } = await connect();
    await imported(CHECKING, ["Date,Description,Amount", "2026-11-03,Landlord Ltd,-500.00"].join("\n"));
    const plan = await preview(CARD, ["Date,Description,Amount", "2026-11-03,Refund Electronics Store,500.00"].join("\n"));
    expect(plan.transfers_in_budget.count).toBe(0);
  });
});

describe("one OFX of two accounts: the move between them is one group", () => {
  const statement = (acct: string, fitid: string, amount: string, name: string) =>
    `<STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>${acct}<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>` +
    `<STMTTRN><TRNTYPE>XFER<DTPOSTED>20261003<TRNAMT>${amount}<FITID>${fitid}<NAME>${name}</STMTTRN>` +
    `</BANKTRANLIST></STMTRS></STMTTRNRS>`;
  const OFX = [
    "OFXHEADER:100",
    "DATA:OFXSGML",
    "",
    `<OFX><BANKMSGSRSV1>${statement("111", "A1", "-250.00", "Transfer to Rainy Day Savings")}${statement("222", "B1", "250.00", "Transfer from Everyday Checking")}</BANKMSGSRSV1></OFX>`,
  ].join("\n");
  it("both accounts imported at once, each a job: one group of the two rows, total 0", async () => {
    const { api, upload } = await connectIntake();
    const checking = await api.createManualAccount({ name: "Everyday Checking", type: "cash", currency: "usd", balance: "0" });
    const savings = await api.createManualAccount({ name: "Rainy Day Savings", type: "cash", currency: "usd", balance: "0" });
    const mapping = encodeURIComponent(JSON.stringify({ "111": checking.id, "222": savings.id }));
    expect((await upload(OFX, `?file_accounts=${mapping}`, "application/octet-stream")).status).toBe(202);
    const groups = await waitFor(
      async () =>
        (await api.listTransactions({ start_date: "2026-10-01", end_date: "2026-10-31" })).transactions.filter((t) => t.is_group_parent),
      (found) => found.length > 0,
      30_000,
    );
    expect(groups.map((g) => [g.payee, Number(g.amount)])).toEqual([["Transfer: Everyday Checking → Rainy Day Savings", 0]]);
    const members = await api.listTransactions({ start_date: "2026-10-01", end_date: "2026-10-31", include_group_children: true });
    expect(members.transactions.filter((t) => t.group_parent_id === groups[0]?.id).map((t) => t.manual_account_id)).toEqual(
      expect.arrayContaining([checking.id, savings.id]),
    );
  });
});
