import { describe, expect, it } from "vitest";
import {
  accountsStatusVerdict,
  accountsUrl,
  accountVerdict,
  balanceUpdate,
  basicAuthorization,
  claimStatusVerdict,
  decodeSetupToken,
  errorsFor,
  errorVerdict,
  parseAccessUrl,
  parseAccountSet,
  type SimplefinAccount,
  simplefinExternalId,
  transactionPlan,
  transactionWindows,
} from "../../../src/balance-sources/readings/simplefin";

const deployed = { localDevelopment: false };
const local = { localDevelopment: true };
/** The protocol's demo token: base64 of https://bridge.simplefin.org/simplefin/claim/demo. */
const DEMO_TOKEN = "aHR0cHM6Ly9icmlkZ2Uuc2ltcGxlZmluLm9yZy9zaW1wbGVmaW4vY2xhaW0vZGVtbw==";

function must<T>(r: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}
const reason = (r: { ok: boolean; reason?: string }) => (r.ok ? "ok" : r.reason);

describe("a Setup Token is base64 of a claim URL", () => {
  it("decodes the protocol's demo token", () => {
    expect(decodeSetupToken(DEMO_TOKEN, deployed)).toEqual({ ok: true, value: "https://bridge.simplefin.org/simplefin/claim/demo" });
  });
  it("tolerates what pasting adds: wrapping, newlines, URL-safe letters, no padding", () => {
    const wrapped = `  ${DEMO_TOKEN.slice(0, 30)}\n${DEMO_TOKEN.slice(30)}\n`;
    expect(must(decodeSetupToken(wrapped, deployed))).toBe("https://bridge.simplefin.org/simplefin/claim/demo");
    expect(must(decodeSetupToken(DEMO_TOKEN.replace(/=+$/, ""), deployed))).toBe("https://bridge.simplefin.org/simplefin/claim/demo");
    const urlSafe = btoa("https://bridge.example/claim/??>>").replace(/\+/g, "-").replace(/\//g, "_");
    expect(must(decodeSetupToken(urlSafe, deployed))).toBe("https://bridge.example/claim/??%3E%3E");
  });
  it("refuses what is not a token, without repeating it", () => {
    expect(reason(decodeSetupToken("not a token!", deployed))).toBe("the setup token is not base64");
    expect(reason(decodeSetupToken(btoa("hello world"), deployed))).toBe("the setup token does not decode to a URL");
    expect(reason(decodeSetupToken(btoa("just-text"), deployed))).toMatch(/claim URL is refused: not an absolute URL/);
    expect(reason(decodeSetupToken("", deployed))).toBe("the setup token is empty or too long");
  });
  it("accepts https only when deployed, and http only to loopback in local development", () => {
    const http = btoa("http://127.0.0.1:8788/simplefin/claim/abc");
    expect(reason(decodeSetupToken(http, deployed))).toBe("the setup token's claim URL is refused: only https URLs are fetched");
    expect(must(decodeSetupToken(http, local))).toBe("http://127.0.0.1:8788/simplefin/claim/abc");
    expect(reason(decodeSetupToken(btoa("http://10.0.0.5/claim/abc"), local))).toMatch(/plain http is allowed only to loopback/);
    expect(reason(decodeSetupToken(btoa("https://169.254.169.254/claim/x"), deployed))).toMatch(/local or private address/);
  });
});

describe("the Access URL is split into a base URL and Basic credentials", () => {
  const body = "https://user123:pass456@bridge.simplefin.org/simplefin/\n";
  it("returns the base URL without credentials, and the credentials apart", () => {
    expect(parseAccessUrl(body, deployed)).toEqual({
      ok: true,
      value: { baseUrl: "https://bridge.simplefin.org/simplefin", username: "user123", password: "pass456" },
    });
  });
  it("decodes percent-encoded credentials", () => {
    const access = must(parseAccessUrl("https://a%40b:p%3Ass%2F@bridge.example/sf", deployed));
    expect([access.username, access.password]).toEqual(["a@b", "p:ss/"]);
  });
  it("builds request URLs that never hold the credentials; they go in a header", () => {
    const access = must(parseAccessUrl(body, deployed));
    const url = accountsUrl(access, { balancesOnly: true });
    expect(url).toBe("https://bridge.simplefin.org/simplefin/accounts?version=2&balances-only=1");
    expect(url).not.toContain("pass456");
    expect(basicAuthorization(access)).toBe(`Basic ${btoa("user123:pass456")}`);
    expect(accountsUrl(access, { startDate: 100, endDate: 200, pending: true, accounts: ["A 1", "B"] })).toBe(
      "https://bridge.simplefin.org/simplefin/accounts?version=2&start-date=100&end-date=200&pending=1&account=A+1&account=B",
    );
  });
  it("refuses an Access URL without credentials or on a refused address, without repeating it", () => {
    expect(reason(parseAccessUrl("https://bridge.simplefin.org/simplefin", deployed))).toBe("the Access URL carries no credentials");
    const refused = reason(parseAccessUrl("http://user:pass456@bridge.simplefin.org/simplefin", deployed));
    expect(refused).toBe("the Access URL is refused: only https URLs are fetched");
    expect(refused).not.toContain("pass456");
    expect(reason(parseAccessUrl("Forbidden", deployed))).toBe("the claim did not answer with an Access URL");
    expect(must(parseAccessUrl("http://u:p@127.0.0.1:8788/simplefin", local)).baseUrl).toBe("http://127.0.0.1:8788/simplefin");
  });
});

// The protocol's v2 sample, with an account-level error and a second account.
const sample = {
  errlist: [
    { code: "con.auth", msg: "Authentication required", conn_id: "CON-2" },
    { code: "act.failed", message: "Failed to get account information.\nTry again later.", account_id: "ACT-3" },
  ],
  connections: [{ conn_id: "CON-1", name: "My Bank - Jeff", org_id: "INST-1", sfin_url: "https://sfin.mybank.com" }],
  accounts: [
    {
      id: "2930002",
      name: "Savings",
      conn_id: "CON-1",
      currency: "USD",
      balance: "100.23",
      "available-balance": "75.23",
      "balance-date": 978366153,
      transactions: [],
    },
    { id: "ACT-3", name: "Card", conn_id: "CON-2", currency: "USD", balance: "-1004.8", "balance-date": 978366153 },
    { id: "ACT-4", name: "Broken", conn_id: "CON-1", currency: "USD", balance: "lots", "balance-date": 978366153 },
  ],
};

describe("GET /accounts is read account by account", () => {
  const set = must(parseAccountSet(sample));
  it("reads the v2 fields", () => {
    expect(set.accounts.map((a) => [a.id, a.balance, a["balance-date"]])).toEqual([
      ["2930002", "100.23", 978366153],
      ["ACT-3", "-1004.80", 978366153],
    ]);
  });
  it("keeps an unreadable account apart instead of failing the others", () => {
    expect(set.unreadable).toEqual([{ id: "ACT-4", reason: 'balance: "lots" is not a decimal number' }]);
  });
  it("reads errlist messages under either name, made safe to show", () => {
    expect(set.errlist.map((e) => e.msg)).toEqual(["Authentication required", "Failed to get account information. Try again later."]);
  });
  it("takes v1's plain `errors` as general errors", () => {
    const v1 = must(parseAccountSet({ errors: ["You must reauthenticate."], accounts: [] }));
    expect(v1.errlist).toEqual([{ code: "gen.", msg: "You must reauthenticate." }]);
  });
  it("refuses what is not an account set", () => {
    expect(reason(parseAccountSet({ accounts: "none" }))).toMatch(/^not a SimpleFIN account set: accounts/);
    expect(reason(parseAccountSet("<html>"))).toMatch(/^not a SimpleFIN account set/);
  });
});

describe("errors map to verdicts: authentication needs attention, the rest is transient", () => {
  it("maps errlist codes", () => {
    expect(errorVerdict({ code: "gen.auth", msg: "No credentials" }).kind).toBe("needs-attention");
    expect(errorVerdict({ code: "con.auth", msg: "Log in again" }).kind).toBe("needs-attention");
    for (const code of ["gen.", "gen.api", "con.", "con.newthing", "act.failed", "act.missingdata"]) {
      expect([code, errorVerdict({ code, msg: "x" }).kind]).toEqual([code, "transient"]);
    }
    expect(errorVerdict({ code: "con.auth", msg: "Log in again" }).reason).toBe("Log in again (con.auth)");
  });
  it("applies an error to the accounts it concerns", () => {
    const { errlist } = must(parseAccountSet(sample));
    expect(errorsFor(errlist, { id: "2930002", conn_id: "CON-1" })).toEqual([]);
    expect(errorsFor(errlist, { id: "ACT-3", conn_id: "CON-2" }).map((e) => e.code)).toEqual(["con.auth", "act.failed"]);
    expect(accountVerdict(errlist, { id: "ACT-3", conn_id: "CON-2" })?.kind).toBe("needs-attention");
    expect(accountVerdict(errlist, { id: "2930002", conn_id: "CON-1" })).toBeNull();
    expect(accountVerdict([{ code: "gen.auth", msg: "x" }], { id: "any" })?.kind).toBe("needs-attention");
  });
  it("maps HTTP statuses of /accounts: 402 and 403 need attention", () => {
    expect(accountsStatusVerdict(200)).toBeNull();
    expect(accountsStatusVerdict(402)?.kind).toBe("needs-attention");
    expect(accountsStatusVerdict(403)?.kind).toBe("needs-attention");
    expect(accountsStatusVerdict(429)?.kind).toBe("transient");
    expect(accountsStatusVerdict(503)?.kind).toBe("transient");
  });
  it("says a second claim (403) means a used or compromised token", () => {
    expect(claimStatusVerdict(200)).toBeNull();
    expect(claimStatusVerdict(403)).toEqual({ kind: "needs-attention", reason: expect.stringMatching(/already claimed.*compromised/) });
    expect(claimStatusVerdict(502)?.kind).toBe("transient");
  });
});

describe("a balance becomes the manual account's balance and balance_as_of", () => {
  const [savings, card] = must(parseAccountSet(sample)).accounts as [SimplefinAccount, SimplefinAccount];
  it("writes an asset's balance as is, dated by balance-date", () => {
    expect(balanceUpdate(savings, "asset")).toEqual({
      ok: true,
      value: { balance: "100.23", balance_as_of: "2001-01-01T16:22:33.000Z", currency: "usd" },
    });
  });
  it("flips a liability's sign: the service holds what is owed as a positive balance", () => {
    expect(must(balanceUpdate(card, "liability")).balance).toBe("1004.80");
  });
  it("rounds to 4 places, half-even", () => {
    expect(must(balanceUpdate({ ...savings, balance: "10.00005" }, "asset")).balance).toBe("10.00");
    expect(must(balanceUpdate({ ...savings, balance: "10.00015" }, "asset")).balance).toBe("10.0002");
  });
  it("refuses a custom currency", () => {
    expect(reason(balanceUpdate({ ...savings, currency: "https://example.com/flight-miles" }, "asset"))).toMatch(/custom currency/);
  });
});

describe("transactions become insert items", () => {
  const account = (transactions: unknown[]): SimplefinAccount =>
    must(parseAccountSet({ errlist: [], accounts: [{ ...sample.accounts[0], id: "ACT-1", transactions }] })).accounts[0]!;
  const tx = (id: string, amount: string, more: object = {}) => ({
    id,
    posted: 1717977600,
    amount,
    description: " Uncle Frank's Bait Shop ",
    ...more,
  });

  it("turns the sign into the service's: money out is positive", () => {
    const plan = transactionPlan(account([tx("T1", "-33293.43"), tx("T2", "12.5")]));
    expect(plan.items.map((i) => i.item.amount)).toEqual(["33293.43", "-12.50"]);
  });
  it("fills date, external_id, payee and currency", () => {
    const [item] = transactionPlan(account([tx("T1", "-5.00", { payee: "Frank's", memo: "bait" })])).items;
    expect(item).toEqual({
      row: 1,
      item: {
        date: "2024-06-10",
        amount: "5.00",
        external_id: "sf:ACT-1:T1",
        currency: "usd",
        payee: "Frank's",
        original_name: "Uncle Frank's Bait Shop",
        notes: "bait",
      },
    });
  });
  it("skips pending transactions unless asked", () => {
    const txs = [tx("T1", "-5"), tx("T2", "-7", { pending: true, posted: 0, transacted_at: 1717977600 })];
    const plan = transactionPlan(account(txs));
    expect(plan.items.map((i) => i.item.external_id)).toEqual(["sf:ACT-1:T1"]);
    expect(plan.rows).toContainEqual({ row: 2, outcome: "ignored", reason: "pending" });
    expect(transactionPlan(account(txs), { includePending: true }).items).toHaveLength(2);
  });
  it("marks a pending transaction it was asked for pending, for the same id posted later to take over", () => {
    const txs = [tx("T1", "-5"), tx("T2", "-7", { pending: true, posted: 0, transacted_at: 1717977600 })];
    const items = transactionPlan(account(txs), { includePending: true }).items;
    expect(items.map((i) => [i.item.external_id, i.provisional ?? null, i.item.custom_metadata ?? null])).toEqual([
      ["sf:ACT-1:T1", null, null],
      ["sf:ACT-1:T2", "pending", { pending: true }],
    ]);
  });
  it("dates a transaction on the calendar day of the zone asked for", () => {
    const late = tx("T1", "-5", { posted: 1717984800 }); // 2024-06-10T02:00Z, the 9th in California
    expect(transactionPlan(account([late])).items[0]!.item.date).toBe("2024-06-10");
    expect(transactionPlan(account([late]), { timeZone: "America/Los_Angeles" }).items[0]!.item.date).toBe("2024-06-09");
  });
  it("reports rows it cannot send and sends a repeated id once", () => {
    const plan = transactionPlan(account([tx("T1", "-5.123456"), tx("T2", "-1", { posted: 0 }), tx("T3", "-1"), tx("T3", "-1")]));
    expect(plan.items.map((i) => i.row)).toEqual([3]);
    expect(plan.rows).toEqual([
      { row: 1, outcome: "error", reason: "amount -5.123456 has more than 4 decimals" },
      { row: 2, outcome: "error", reason: "no posted or transacted date" },
      { row: 3, outcome: "planned" },
      { row: 4, outcome: "ignored", reason: "repeated transaction id" },
    ]);
  });
  it("builds external_ids from account and transaction ids that fit in 75 characters and never collide", () => {
    const long = simplefinExternalId(`ACT-${"a".repeat(40)}`, `TRN-${"b".repeat(40)}`);
    expect(long).toMatch(/^sf:#[0-9a-f]{16}$/);
    expect(simplefinExternalId(`ACT-${"a".repeat(40)}`, `TRN-${"b".repeat(40)}`)).toBe(long);
    expect(simplefinExternalId("a:b", "c")).not.toBe(simplefinExternalId("a", "b:c"));
    expect(simplefinExternalId("A", "1")).not.toBe(simplefinExternalId("A", "2"));
  });
});

describe("transactions are asked for in windows of at most 90 days", () => {
  it("splits a range and ends exactly at its end", () => {
    const day = 86400;
    const windows = transactionWindows(0, 200 * day);
    expect(windows).toEqual([
      { startDate: 0, endDate: 90 * day },
      { startDate: 90 * day, endDate: 180 * day },
      { startDate: 180 * day, endDate: 200 * day },
    ]);
    expect(transactionWindows(5, 5)).toEqual([]);
  });
});
