// Claiming a SimpleFIN setup token and reading the Account Set, against the sandbox's Bridge simulator
// (each test a Bridge user of its own), in local development: the sandbox is plain http on loopback.
import { describe, expect, it } from "vitest";
import { BalanceSourceError, type FetchSourceOptions } from "../../../src/web/fetch-source";
import { accountVerdict } from "../../../src/balance-sources/readings/simplefin";
import { claimSetupToken, fetchSimplefinAccounts } from "../../../src/balance-sources/readings/simplefin-client";
import { newBridgeUser, SANDBOX_ORIGIN } from "../../support/bridge";

const local: FetchSourceOptions = { policy: { localDevelopment: true } };

async function failureOf(promise: Promise<unknown>): Promise<BalanceSourceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BalanceSourceError);
  return error as BalanceSourceError;
}

/** A network that records each request's URL and Authorization before passing it on. */
function recording() {
  const calls: { url: string; authorization: string | null }[] = [];
  const recorded: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), authorization: new Headers(init?.headers).get("Authorization") });
    return fetch(input, init);
  };
  return { calls, fetch: recorded };
}

describe("a setup token is claimed once for the Access URL; a second claim is refused with a clear message", () => {
  it("returns the base URL and the credentials apart, then refuses the same token (403, not retryable)", async () => {
    const user = await newBridgeUser();
    const { setup_token } = await user.setupToken();
    const access = await claimSetupToken(setup_token, local);
    expect(access.baseUrl).toBe(`${SANDBOX_ORIGIN}/simplefin`);
    expect(access.username).toMatch(/^sfa-/);
    expect(access.password.length).toBeGreaterThan(20);
    const again = await failureOf(claimSetupToken(setup_token, local));
    expect([again.status, again.retryable]).toEqual([403, false]);
    expect(again.message).toMatch(
      /^the setup token was already claimed or does not exist; if this app did not claim it, it may be compromised/,
    );
  });
  it("refuses, deployed, a token whose claim URL is plain http, before any request", async () => {
    const user = await newBridgeUser();
    const { setup_token } = await user.setupToken();
    const error = await failureOf(claimSetupToken(setup_token, { policy: { localDevelopment: false } }));
    expect([error.kind, error.message]).toEqual(["refused", "the setup token's claim URL is refused: only https URLs are fetched"]);
    expect((await user.counters()).claims).toBe(0);
  });
});

describe("the Account Set is read with the credentials in a Basic header, never in the URL", () => {
  it("reads balances (protocol v2, balances-only) and sends no credentials in the URL", async () => {
    const user = await newBridgeUser();
    const access = await claimSetupToken((await user.setupToken()).setup_token, local);
    const net = recording();
    const set = await fetchSimplefinAccounts(access, { balancesOnly: true }, { ...local, fetch: net.fetch });
    expect(set.accounts.map((a) => [a.id, a.balance, a.currency])).toEqual([
      ["ACT-CHK", "2345.67", "USD"],
      ["ACT-SAV", "10250.00", "USD"],
      ["ACT-VISA", "-512.34", "USD"],
      ["ACT-BRK", "1520.40", "EUR"],
    ]);
    expect(set.errlist).toEqual([]);
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0]!.url).toBe(`${SANDBOX_ORIGIN}/simplefin/accounts?version=2&balances-only=1`);
    expect(net.calls[0]!.authorization).toBe(`Basic ${btoa(`${access.username}:${access.password}`)}`);
  });
  it("reads transactions of a window, pending ones only when asked", async () => {
    const user = await newBridgeUser();
    const access = await claimSetupToken((await user.setupToken(["ACT-VISA"])).setup_token, local);
    const now = Math.floor(Date.now() / 1000);
    const ids = async (pending: boolean) =>
      (
        await fetchSimplefinAccounts(access, { startDate: now - 30 * 86400, endDate: now + 86400, pending }, local)
      ).accounts[0]!.transactions!.map((t) => t.id);
    expect(await ids(false)).toEqual(["TRN-VISA-1", "TRN-VISA-2", "TRN-VISA-3"]);
    expect(await ids(true)).toEqual(["TRN-VISA-1", "TRN-VISA-2", "TRN-VISA-3", "TRN-VISA-4"]);
  });
});

describe("a source that needs the user: revoked access (403) and payment required (402) are not retried", () => {
  it("refuses a revoked Access URL with a message that names no credential", async () => {
    const user = await newBridgeUser();
    const access = await claimSetupToken((await user.setupToken()).setup_token, local);
    await user.admin("POST", "/revoke", {});
    const error = await failureOf(fetchSimplefinAccounts(access, { balancesOnly: true }, local));
    expect([error.status, error.retryable]).toEqual([403, false]);
    expect(error.message).toBe("SimpleFIN access was revoked or its credentials are wrong: connect again with a new setup token");
    expect(error.message).not.toContain(access.password);
  });
  it("reports 402 as needing the user", async () => {
    const user = await newBridgeUser({ paymentRequired: true });
    const access = await claimSetupToken((await user.setupToken()).setup_token, local);
    const error = await failureOf(fetchSimplefinAccounts(access, { balancesOnly: true }, local));
    expect([error.status, error.retryable, error.message]).toEqual([402, false, "the SimpleFIN Bridge asks for payment (HTTP 402)"]);
  });
});

describe("the Bridge's quota: one request per call; beyond the quota a transient warning, then a disabled Access URL", () => {
  it("spends one request per call, warns beyond dailyQuota, and needs the user once disabled", async () => {
    const user = await newBridgeUser({ dailyQuota: 1, disableAfter: 2 });
    const access = await claimSetupToken((await user.setupToken()).setup_token, local);
    const first = await fetchSimplefinAccounts(access, { balancesOnly: true }, local);
    expect(first.errlist).toEqual([]);
    const second = await fetchSimplefinAccounts(access, { balancesOnly: true }, local);
    expect(accountVerdict(second.errlist, second.accounts[0]!)).toEqual({
      kind: "transient",
      reason: expect.stringMatching(/more than the 1 a day allowed.*\(gen\.api\)$/),
    });
    const third = await failureOf(fetchSimplefinAccounts(access, { balancesOnly: true }, local));
    expect([third.status, third.retryable]).toEqual([403, false]);
    expect(await user.counters()).toMatchObject({ accountsRequests: 3, overQuota: 2 });
  });
});

describe("errlist entries reach the verdict of the accounts they concern", () => {
  it("a connection needing a new login needs the user for its accounts only", async () => {
    const user = await newBridgeUser();
    await user.admin("POST", "/errors", { code: "con.auth", msg: "Log in again at Sandbox Brokerage", conn_id: "CON-SBR" });
    const access = await claimSetupToken((await user.setupToken()).setup_token, local);
    const set = await fetchSimplefinAccounts(access, { balancesOnly: true }, local);
    const verdicts = Object.fromEntries(set.accounts.map((a) => [a.id, accountVerdict(set.errlist, a)?.kind ?? null]));
    expect(verdicts).toEqual({ "ACT-CHK": null, "ACT-SAV": null, "ACT-VISA": null, "ACT-BRK": "needs-attention" });
  });
});
