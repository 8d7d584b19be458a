// The sandbox's SimpleFIN Bridge simulator, driven as an app would drive the real Bridge: a setup token
// (base64 of a claim URL), one claim for an Access URL, GET /accounts with Basic credentials; and its
// admin interface. Each test has a Bridge user of its own.
import { describe, expect, it } from "vitest";
import { parseAccountSet } from "../../src/balance-sources/readings/simplefin";
import { type BridgeUser, newBridgeUser, SANDBOX_ORIGIN, splitAccessUrl } from "../support/bridge";

interface Account {
  id: string;
  name: string;
  conn_id?: string;
  org?: { name: string; "sfin-url": string; domain?: string };
  currency: string;
  balance: string;
  "available-balance"?: string;
  "balance-date": number;
  transactions?: { id: string; posted: number; amount: string; description: string; pending?: boolean; payee?: string }[];
}
interface AccountSet {
  errlist?: { code: string; msg: string; conn_id?: string; account_id?: string }[];
  errors?: string[];
  connections?: { conn_id: string; name: string; org_id: string; sfin_url: string }[];
  accounts: Account[];
}

const claim = (setupToken: string) => fetch(atob(setupToken), { method: "POST" });

/** A claimed Access URL of the user (all accounts unless `accounts`). */
async function connect(user: BridgeUser, accounts?: string[]) {
  const res = await claim((await user.setupToken(accounts)).setup_token);
  expect(res.status).toBe(200);
  const accessUrl = await res.text();
  return { accessUrl, ...splitAccessUrl(accessUrl) };
}

async function getAccounts(access: { base: string; authorization: string }, query = "version=2") {
  return fetch(`${access.base}/accounts?${query}`, { headers: { Authorization: access.authorization } });
}

async function accountSet(access: { base: string; authorization: string }, query = "version=2"): Promise<AccountSet> {
  const res = await getAccounts(access, query);
  expect(res.status).toBe(200);
  return (await res.json()) as AccountSet;
}

describe("a setup token is base64 of a claim URL at the sandbox's own origin", () => {
  it("decodes to {origin}/simplefin/claim/{token}", async () => {
    const user = await newBridgeUser();
    const { setup_token, claim_url } = await user.setupToken();
    expect(atob(setup_token)).toBe(claim_url);
    expect(claim_url).toMatch(new RegExp(`^${SANDBOX_ORIGIN}/simplefin/claim/[A-Za-z0-9_-]{43}$`));
  });
});

describe("a claim answers the Access URL once; a second claim is 403", () => {
  it("answers http://user:pass@{sandbox}/simplefin, then 403 for the same token", async () => {
    const user = await newBridgeUser();
    const { setup_token } = await user.setupToken();
    const first = await claim(setup_token);
    expect(first.status).toBe(200);
    const accessUrl = new URL(await first.text());
    expect(accessUrl.origin).toBe(SANDBOX_ORIGIN);
    expect(accessUrl.pathname).toBe("/simplefin");
    expect(accessUrl.username).not.toBe("");
    expect(accessUrl.password.length).toBeGreaterThan(20);
    const second = await claim(setup_token);
    expect(second.status).toBe(403);
    expect(await user.counters()).toMatchObject({ claims: 1, claimsRefused: 1 });
  });
  it("answers 403 for a token that never existed", async () => {
    expect((await fetch(`${SANDBOX_ORIGIN}/simplefin/claim/no-such-token`, { method: "POST" })).status).toBe(403);
  });
  it("lets the protocol's demo token be claimed again and again, always for demo:demo", async () => {
    const urls = await Promise.all(
      [1, 2].map(async () => (await fetch(`${SANDBOX_ORIGIN}/simplefin/claim/demo`, { method: "POST" })).text()),
    );
    expect(urls).toEqual([`http://demo:demo@${new URL(SANDBOX_ORIGIN).host}/simplefin`, urls[0]]);
    const set = await accountSet(splitAccessUrl(urls[0]!), "version=2&balances-only=1");
    expect(set.accounts.map((a) => a.id)).toEqual(["ACT-CHK", "ACT-SAV", "ACT-VISA", "ACT-BRK"]);
  });
});

describe("GET /accounts answers an Account Set: v2 when asked for, v1 otherwise", () => {
  it("v2: errlist, connections, accounts with conn_id, balances as text and balance-date as epoch seconds", async () => {
    const user = await newBridgeUser();
    const set = await accountSet(await connect(user));
    expect(set.errlist).toEqual([]);
    expect(set.errors).toBeUndefined();
    expect(set.connections!.map((c) => [c.conn_id, c.name, c.sfin_url])).toEqual([
      ["CON-SCU", "Sandbox Credit Union", `${SANDBOX_ORIGIN}/simplefin`],
      ["CON-SBR", "Sandbox Brokerage", `${SANDBOX_ORIGIN}/simplefin`],
    ]);
    const checking = set.accounts[0]!;
    expect(checking).toMatchObject({
      id: "ACT-CHK",
      conn_id: "CON-SCU",
      currency: "USD",
      balance: "2345.67",
      "available-balance": "2300.00",
    });
    const startOfToday = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) / 1000;
    expect(checking["balance-date"]).toBe(startOfToday);
    expect(set.accounts.find((a) => a.id === "ACT-SAV")!["available-balance"]).toBeUndefined();
  });
  it("v1 (no version): the deprecated errors list and an org on every account", async () => {
    const user = await newBridgeUser();
    const set = await accountSet(await connect(user), "balances-only=1");
    expect(set.errors).toEqual([]);
    expect(set.errlist).toBeUndefined();
    expect(set.accounts[0]!.org).toEqual({
      domain: "credit-union.example",
      name: "Sandbox Credit Union",
      "sfin-url": `${SANDBOX_ORIGIN}/simplefin`,
      id: "ORG-SCU",
    });
  });
  it("is read by Intake's parser, account by account", async () => {
    const user = await newBridgeUser();
    const parsed = parseAccountSet(await accountSet(await connect(user)));
    expect(parsed.ok && parsed.value.accounts.map((a) => [a.id, a.balance])).toEqual([
      ["ACT-CHK", "2345.67"],
      ["ACT-SAV", "10250.00"],
      ["ACT-VISA", "-512.34"],
      ["ACT-BRK", "1520.40"],
    ]);
    expect(parsed.ok && parsed.value.unreadable).toEqual([]);
  });
});

describe("transactions: start-date inclusive, end-date exclusive, pending only with pending=1, none with balances-only=1", () => {
  it("serves posted transactions by default, pending ones on request, and no list for balances-only", async () => {
    const user = await newBridgeUser();
    const access = await connect(user);
    const checking = async (query: string) => (await accountSet(access, query)).accounts.find((a) => a.id === "ACT-CHK")!;
    const posted = (await checking("version=2")).transactions!;
    expect(posted.map((t) => t.id)).toEqual(["TRN-CHK-1", "TRN-CHK-2", "TRN-CHK-3", "TRN-CHK-4"]);
    expect(posted[0]).toMatchObject({ amount: "3200.00", description: "PAYROLL ACME CORP", payee: "Acme Corp" });
    const withPending = (await checking("version=2&pending=1")).transactions!;
    expect(withPending.at(-1)).toMatchObject({ id: "TRN-CHK-5", posted: 0, pending: true });
    expect((await checking("version=2&balances-only=1")).transactions).toBeUndefined();
  });
  it("filters by start-date and end-date", async () => {
    const user = await newBridgeUser({ seed: false });
    await user.admin("POST", "/connections", { conn_id: "C1", name: "Bank" });
    await user.admin("POST", "/accounts", { id: "A1", conn_id: "C1", name: "Checking", balance: "10.00" });
    await user.admin("POST", "/accounts/A1/transactions", {
      transactions: [
        { id: "t1", posted: 1_000, amount: "-1.00", description: "one" },
        { id: "t2", posted: 2_000, amount: "-2.00", description: "two" },
        { id: "t3", posted: 3_000, amount: "-3.00", description: "three" },
      ],
    });
    const ids = async (query: string) => (await accountSet(await connect(user), query)).accounts[0]!.transactions!.map((t) => t.id);
    expect(await ids("version=2&start-date=2000")).toEqual(["t2", "t3"]);
    expect(await ids("version=2&start-date=1000&end-date=3000")).toEqual(["t1", "t2"]);
    const bad = await getAccounts(await connect(user), "version=2&start-date=yesterday");
    expect([bad.status, await bad.text()]).toEqual([400, "start-date must be a Unix epoch timestamp (seconds)"]);
  });
});

describe("the accounts answered: a setup token's account set, narrowed by account=", () => {
  it("shares only the token's accounts, and account= picks among them", async () => {
    const user = await newBridgeUser();
    const access = await connect(user, ["ACT-CHK", "ACT-BRK"]);
    expect((await accountSet(access, "version=2&balances-only=1")).accounts.map((a) => a.id)).toEqual(["ACT-CHK", "ACT-BRK"]);
    const one = await accountSet(access, "version=2&balances-only=1&account=ACT-BRK&account=ACT-SAV");
    expect(one.accounts.map((a) => a.id)).toEqual(["ACT-BRK"]);
    expect(one.connections!.map((c) => c.conn_id)).toEqual(["CON-SBR"]);
  });
});

describe("the admin interface sets balances, balance-date and transactions", () => {
  it("changes a balance and its date, and a pending transaction that posts replaces itself", async () => {
    const user = await newBridgeUser();
    const access = await connect(user);
    await user.admin("PATCH", "/accounts/ACT-CHK", { balance: "99.50", "available-balance": null, "balance-date": "2026-01-15T12:00:00Z" });
    await user.admin("POST", "/accounts/ACT-CHK/transactions", {
      transactions: [{ id: "TRN-CHK-5", posted: 1_770_000_000, amount: "-23.40", description: "CITY PARKING" }],
    });
    const checking = (await accountSet(access, "version=2&pending=1&start-date=1769999999&end-date=1770000001")).accounts[0]!;
    expect(checking).toMatchObject({ balance: "99.50", "balance-date": 1_768_478_400 });
    expect(checking["available-balance"]).toBeUndefined();
    expect(checking.transactions).toEqual([{ id: "TRN-CHK-5", posted: 1_770_000_000, amount: "-23.40", description: "CITY PARKING" }]);
  });
  it("adds connections and accounts, refusing an account of an unknown connection", async () => {
    const user = await newBridgeUser({ seed: false });
    await user.admin("POST", "/connections", { conn_id: "C9", name: "Tiny Bank", org_url: "https://tiny.example" });
    const account = await user.admin("POST", "/accounts", { conn_id: "C9", name: "Pot", currency: "EUR", balance: 12.5 });
    expect(account).toMatchObject({ conn_id: "C9", currency: "EUR", balance: "12.5", balance_date: null });
    await expect(user.admin("POST", "/accounts", { conn_id: "nope", name: "x", balance: "1" })).rejects.toThrow(/400.*No connection nope/);
  });
});

describe("errlist entries set from the admin reach the answers they concern", () => {
  it("shows general errors always, a connection's or account's only with it, until cleared", async () => {
    const user = await newBridgeUser();
    const access = await connect(user);
    await user.admin("POST", "/errors", { code: "con.auth", msg: "Log in again at Sandbox Brokerage", conn_id: "CON-SBR" });
    await user.admin("POST", "/errors", { code: "act.missingdata", msg: "Incomplete", account_id: "ACT-CHK" });
    const all = await accountSet(access, "version=2&balances-only=1");
    expect(all.errlist!.map((e) => e.code)).toEqual(["con.auth", "act.missingdata"]);
    const chk = await accountSet(access, "version=2&balances-only=1&account=ACT-CHK");
    expect(chk.errlist).toEqual([{ code: "act.missingdata", msg: "Incomplete", account_id: "ACT-CHK" }]);
    expect((await accountSet(access, "balances-only=1")).errors).toEqual(["Log in again at Sandbox Brokerage", "Incomplete"]);
    await user.admin("DELETE", "/errors");
    expect((await accountSet(access, "version=2&balances-only=1")).errlist).toEqual([]);
  });
});

describe("authentication: wrong credentials and revoked Access URLs are 403", () => {
  it("refuses no credentials, a wrong password, and an Access URL after its revocation", async () => {
    const user = await newBridgeUser();
    const access = await connect(user);
    expect((await fetch(`${access.base}/accounts?version=2`)).status).toBe(403);
    expect((await getAccounts({ ...access, authorization: `Basic ${btoa("someone:wrong")}` })).status).toBe(403);
    const { revoked } = await user.admin<{ revoked: number }>("POST", "/revoke", { username: new URL(access.accessUrl).username });
    expect(revoked).toBe(1);
    expect((await getAccounts(access)).status).toBe(403);
    expect(await user.counters()).toMatchObject({ forbidden: 1 });
  });
  it("revokes one Access URL and leaves the others", async () => {
    const user = await newBridgeUser();
    const [a, b] = [await connect(user), await connect(user)];
    await user.admin("POST", "/revoke", { username: new URL(a.accessUrl).username });
    expect([(await getAccounts(a)).status, (await getAccounts(b)).status]).toEqual([403, 200]);
  });
});

describe("the daily quota: a warning beyond it, a disabled Access URL (403) beyond disableAfter", () => {
  it("answers with data and a gen.api warning beyond dailyQuota, then 403 for good", async () => {
    const user = await newBridgeUser({ dailyQuota: 2, disableAfter: 3 });
    const access = await connect(user);
    for (let i = 0; i < 2; i++) expect((await accountSet(access, "version=2&balances-only=1")).errlist).toEqual([]);
    const over = await accountSet(access, "version=2&balances-only=1");
    expect(over.accounts).toHaveLength(4);
    expect(over.errlist).toEqual([{ code: "gen.api", msg: expect.stringMatching(/3 requests today, more than the 2 a day/) }]);
    expect(over.errors).toEqual([over.errlist![0]!.msg]);
    expect((await getAccounts(access)).status).toBe(403);
    await user.admin("POST", "/next-day");
    expect((await getAccounts(access)).status).toBe(403); // disabled stays disabled
    expect(await user.counters()).toMatchObject({ accountsRequests: 5, overQuota: 2, forbidden: 2 });
  });
  it("counts per Access URL and UTC day; a new day starts the count again", async () => {
    const user = await newBridgeUser({ dailyQuota: 1, disableAfter: null });
    const access = await connect(user);
    await accountSet(access);
    expect((await accountSet(access)).errlist![0]!.code).toBe("gen.api");
    expect((await user.counters()).requestsToday).toBe(2);
    const [listed] = (await user.admin<{ access: { requests_that_day: number; requests_total: number }[] }>("GET", "/access")).access;
    expect(listed).toMatchObject({ requests_that_day: 2, requests_total: 2 });
    await user.admin("POST", "/next-day");
    expect((await accountSet(access)).errlist).toEqual([]);
  });
  it("is configurable from the admin interface (default 24 a day, disabled beyond 48)", async () => {
    const user = await newBridgeUser();
    expect(await user.admin("GET", "/config")).toEqual({ dailyQuota: 24, disableAfter: 48, paymentRequired: false });
    expect(await user.admin("PUT", "/config", { dailyQuota: 5 })).toEqual({ dailyQuota: 5, disableAfter: 48, paymentRequired: false });
  });
});

describe("a lapsed subscription answers 402", () => {
  it("answers 402 while paymentRequired is set", async () => {
    const user = await newBridgeUser();
    const access = await connect(user);
    await user.admin("PUT", "/config", { paymentRequired: true });
    expect((await getAccounts(access)).status).toBe(402);
    await user.admin("PUT", "/config", { paymentRequired: false });
    expect((await getAccounts(access)).status).toBe(200);
  });
});

describe("GET /info lists the protocol versions", () => {
  it("answers 1.0 and 2.0", async () => {
    expect(await (await fetch(`${SANDBOX_ORIGIN}/simplefin/info`)).json()).toEqual({ versions: ["1.0", "2.0"] });
  });
});
