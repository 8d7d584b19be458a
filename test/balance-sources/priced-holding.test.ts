// Priced holdings against the sandbox's price feed: quantity × price (× FX), written when it changes,
// stale when the price has not moved for N runs, and user-given URLs under the SSRF guard.
import { describe, expect, it } from "vitest";
import type { RunView, SourceView } from "../../src/balance-sources/views";
import { freshSymbol, SANDBOX_ORIGIN, setPrice } from "../support/bridge";
import { SEED_ACCOUNTS } from "../support/intake";
import { json, setup } from "./support";

const holding = (priceUrl: string, extra: Record<string, unknown> = {}) => ({
  kind: "priced_holding",
  manual_account_id: SEED_ACCOUNTS.checking,
  settings: { quantity: "1.5", price_url: priceUrl, price_path: "$.quote.price", ...extra },
});

describe("a priced holding writes quantity × price, exactly, and only when it changed", () => {
  it("writes 1.5 × 61234.5678 (× 0.92), then nothing while the price stays, then the new value", async () => {
    const t = await setup();
    const url = await setPrice(freshSymbol(), { price: "61234.5678" });
    const made = await json<SourceView>(
      t.call("POST", "/balance-sources", holding(url, { fx_url: `${SANDBOX_ORIGIN}/__fx/USD`, fx_path: "$.rates.EUR" })),
    );
    expect(made.status).toBe(201);
    // 1.5 × 61234.5678 × 0.92 = 84503.703564 → 4 places, half-even.
    expect(made.body.last_run).toMatchObject({ outcome: "written", value: "84503.7036", requests: 3 });
    await t.settled();
    expect(Number((await t.api.manualAccount(SEED_ACCOUNTS.checking)).balance)).toBe(84503.7036);
    const run = async () => (await json<RunView>(t.call("POST", `/balance-sources/${made.body.id}/run`))).body;
    // Run now reads the budget's balance to compare with, and writes nothing.
    expect(await t.serviceRequests(run)).toBe(1);
    await setPrice(new URL(url).pathname.split("/").pop()!, { price: "60000" });
    expect(await run()).toMatchObject({ outcome: "written", value: "82800.00" });
  });
});

describe("a price that did not change for N runs is stale: shown, not written as today's balance", () => {
  it("turns stale at the N-th run of the same price and fresh again when it moves", async () => {
    const t = await setup();
    const symbol = freshSymbol();
    const url = await setPrice(symbol, { price: "10" });
    const made = await json<SourceView>(t.call("POST", "/balance-sources", holding(url, { stale_after_runs: 2 })));
    const run = async () => (await json<RunView>(t.call("POST", `/balance-sources/${made.body.id}/run`))).body;
    expect((await run()).outcome).toBe("unchanged");
    const stale = await run();
    expect(stale).toMatchObject({ outcome: "stale" });
    expect(stale.reason).toMatch(/has not changed for 2 runs/);
    expect((await json<SourceView>(t.call("GET", `/balance-sources/${made.body.id}`))).body.state).toBe("stale");
    await setPrice(symbol, { price: "11" });
    expect(await run()).toMatchObject({ outcome: "written", value: "16.50" });
  });
});

describe("a price in another currency than the account's needs a rate; one in the account's currency, none", () => {
  it.each([
    [{ price_currency: "EUR" }, /price is in eur, the manual account in usd: add fx_url and fx_path, the rate from eur to usd/],
    [{ price_currency: "usd", fx_url: `${SANDBOX_ORIGIN}/__fx/USD`, fx_path: "$.rates.EUR" }, /leave out fx_url and fx_path/],
  ])("refuses %j for a USD account with a 422, and stores nothing", async (extra, why) => {
    const t = await setup();
    const url = await setPrice(freshSymbol(), { price: "10" });
    const refused = await json<{ error: { message: string } }>(t.call("POST", "/balance-sources", holding(url, extra)));
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(why);
    expect((await json<{ sources: unknown[] }>(t.call("GET", "/balance-sources"))).body.sources).toHaveLength(0);
  });
});

describe("a priced holding is an asset's value: a liability account is refused", () => {
  it.each([
    ["a credit card", () => Promise.resolve(SEED_ACCOUNTS.creditCard), "credit"],
    [
      "a loan",
      (t: Awaited<ReturnType<typeof setup>>) =>
        t.api.createManualAccount({ name: "Mortgage", type: "loan", currency: "usd", balance: "20000" }).then((a) => a.id),
      "loan",
    ],
  ])("refuses %s with a 422 naming the account's type, and stores nothing", async (_, account, type) => {
    const t = await setup();
    const url = await setPrice(freshSymbol(), { price: "10" });
    const refused = await json<{ error: { message: string } }>(
      t.call("POST", "/balance-sources", { ...holding(url), manual_account_id: await account(t) }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(new RegExp(`value of an asset: map it to an asset account .*not a ${type} account`));
    expect((await json<{ sources: unknown[] }>(t.call("GET", "/balance-sources"))).body.sources).toHaveLength(0);
  });
});

describe("a price document that names its currency (currency_path) is checked on every run: another one writes nothing", () => {
  it("writes a price in the account's currency, and refuses one the feed now quotes in pounds", async () => {
    const t = await setup();
    const symbol = freshSymbol();
    const url = await setPrice(symbol, { price: "10", currency: "usd" });
    const made = await json<SourceView>(t.call("POST", "/balance-sources", holding(url, { currency_path: "$.quote.currency" })));
    expect(made.body.last_run).toMatchObject({ outcome: "written", value: "15.00" });
    await setPrice(symbol, { price: "20", currency: "gbp" });
    const run = (await json<RunView>(t.call("POST", `/balance-sources/${made.body.id}/run`))).body;
    expect(run.outcome).toBe("failed");
    expect(run.reason).toMatch(/the price document says its price is in gbp, not usd \(the manual account's\): nothing was written/);
    expect((await json<SourceView>(t.call("GET", `/balance-sources/${made.body.id}`))).body.state).toBe("attention");
    await t.settled();
    expect(Number((await t.api.manualAccount(SEED_ACCOUNTS.checking)).balance)).toBe(15);
  });

  it("checks it against price_currency when the price is converted", async () => {
    const t = await setup();
    // Said to be a price in euros, converted to the account's dollars: the feed quotes it in dollars.
    const url = await setPrice(freshSymbol(), { price: "10", currency: "usd" });
    const fx = { fx_url: `${SANDBOX_ORIGIN}/__fx/EUR`, fx_path: "$.rates.USD", currency_path: "$.currency", price_currency: "EUR" };
    const made = await json<SourceView>(t.call("POST", "/balance-sources", holding(url, fx)));
    expect(made.status).toBe(201);
    expect(made.body.last_run).toMatchObject({ outcome: "failed" });
    expect(made.body.state_reason).toMatch(/in usd, not eur \(price_currency\)/);
    // The rate of a price in the wrong currency is not asked for.
    expect(made.body.last_run).toMatchObject({ requests: 1 });
  });
});

describe("user-given URLs pass the SSRF guard: private, link-local and plain-http addresses are refused", () => {
  it.each([
    ["http://169.254.169.254/latest/meta-data", /plain http is allowed only to loopback/],
    ["http://10.0.0.7/price", /plain http is allowed only to loopback/],
    ["file:///etc/passwd", /only https URLs/],
    ["http://user:pw@127.0.0.1/x", /credentials/],
  ])("refuses %s with a 422 and stores nothing", async (url, why) => {
    const t = await setup();
    const refused = await json<{ error: { message: string } }>(t.call("POST", "/balance-sources", holding(url)));
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(why);
    expect((await json<{ sources: unknown[] }>(t.call("GET", "/balance-sources"))).body.sources).toHaveLength(0);
  });

  it("refuses a redirect to a private address at run time, without following it", async () => {
    const t = await setup();
    const url = await setPrice(freshSymbol(), { price: "1", redirectTo: "http://10.0.0.7/price" });
    const made = await json<SourceView>(t.call("POST", "/balance-sources", holding(url)));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ state: "attention", last_run: { outcome: "failed" } });
    expect(made.body.state_reason).toMatch(/refused/);
    expect(made.body.state_reason).not.toMatch(/10\.0\.0\.7\/price/);
  });
});

describe("bad input is a clear 4xx", () => {
  it.each([
    [{ kind: "crypto", manual_account_id: 101, settings: {} }, 400, /kind/],
    [
      { kind: "priced_holding", manual_account_id: 101, settings: { quantity: "-1", price_url: "https://x.example/p", price_path: "$.p" } },
      400,
      /quantity/,
    ],
    [
      { kind: "priced_holding", manual_account_id: 101, settings: { quantity: "1", price_url: "https://x.example/p", price_path: "$..p" } },
      400,
      /JSONPath/,
    ],
    [
      {
        kind: "priced_holding",
        manual_account_id: 999999,
        settings: { quantity: "1", price_url: "https://x.example/p", price_path: "$.p" },
      },
      404,
      /no manual account/,
    ],
  ])("refuses %j", async (body, status, why) => {
    const t = await setup();
    const refused = await json<{ error: { message: string } }>(t.call("POST", "/balance-sources", body));
    expect(refused.status).toBe(status);
    expect(refused.body.error.message).toMatch(why);
  });
});
