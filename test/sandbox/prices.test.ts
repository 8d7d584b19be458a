// The sandbox's price feed: quote documents whose values the admin interface sets, in the shapes real
// quote and FX APIs use, read by Intake's JSONPath subset; plus the ways a symbol can be made to answer
// badly (slow, an error status, a redirect, a huge body) for the fetcher's tests. Symbols are per test.
import { describe, expect, it } from "vitest";
import { pricedBalance, readPath } from "../../src/balance-sources/kinds/priced-holding/price";
import { freshSymbol, SANDBOX_ORIGIN, setPrice } from "../support/bridge";

const ADMIN = `${SANDBOX_ORIGIN}/__sandbox`;
const getJson = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe("GET /__prices/{symbol} answers the price set from the admin interface", () => {
  it("as text at $.price, as a number at $.quote.price, and last in $.history", async () => {
    const symbol = freshSymbol();
    await setPrice(symbol, { price: "100.10", currency: "usd", as_of: "2026-03-02T21:00:00Z" });
    const url = await setPrice(symbol, { price: "123.45", currency: "eur", as_of: "2026-03-03T21:00:00Z" });
    const { status, body } = await getJson(url);
    expect(status).toBe(200);
    expect(body).toMatchObject({ symbol, price: "123.45", currency: "eur", as_of: "2026-03-03T21:00:00.000Z" });
    expect(body.quote).toEqual({ price: 123.45, previous_close: 100.1, currency: "EUR" });
    for (const path of ["$.price", "$.quote.price", "$.history[-1].price"]) {
      expect(pricedBalance({ quantity: "2", pricePath: path }, body)).toEqual({ ok: true, value: { balance: "246.90", price: "123.45" } });
    }
    expect(readPath(body, "$.history[0].price")).toEqual({ ok: true, value: "100.10" });
  });
  it("reads symbols case-insensitively and answers 404 for an unknown one", async () => {
    const symbol = freshSymbol();
    await setPrice(symbol, { price: 5 });
    expect((await getJson(`${SANDBOX_ORIGIN}/__prices/${symbol.toLowerCase()}`)).body.price).toBe("5");
    expect((await getJson(`${SANDBOX_ORIGIN}/__prices/${freshSymbol()}`)).status).toBe(404);
  });
  it("starts with seeded prices (ACME, BTC, XAU, VWRL)", async () => {
    expect((await getJson(`${SANDBOX_ORIGIN}/__prices/BTC`)).body).toMatchObject({ symbol: "BTC", currency: "usd" });
  });
  it("counts requests per symbol for the admin interface", async () => {
    const symbol = freshSymbol();
    const url = await setPrice(symbol, { price: "1.5" });
    await fetch(url);
    await fetch(url);
    expect(await (await fetch(`${ADMIN}/prices/${symbol}`)).json()).toMatchObject({ symbol, price: "1.5", requests: 2 });
  });
  it("refuses a price that is not a decimal", async () => {
    const res = await fetch(`${ADMIN}/prices/${freshSymbol()}`, { method: "PUT", body: JSON.stringify({ price: "12,5" }) });
    expect(res.status).toBe(400);
  });
});

describe("GET /__fx/{base} answers rates set from the admin interface, as {base, rates: {QUOTE: n}}", () => {
  it("answers $.rates.EUR, and 404 for a base without rates", async () => {
    const base =
      "X" +
      crypto
        .randomUUID()
        .replace(/[^a-z]/g, "")
        .slice(0, 2)
        .toUpperCase()
        .padEnd(2, "Q");
    await fetch(`${ADMIN}/fx/${base}/EUR`, { method: "PUT", body: JSON.stringify({ rate: "0.9215" }) });
    await fetch(`${ADMIN}/fx/${base}/GBP`, { method: "PUT", body: JSON.stringify({ rate: 0.79 }) });
    const { body } = await getJson(`${SANDBOX_ORIGIN}/__fx/${base}`);
    expect(body).toMatchObject({ base, rates: { EUR: 0.9215, GBP: 0.79 } });
    expect((await getJson(`${SANDBOX_ORIGIN}/__fx/${base}?symbols=GBP`)).body.rates).toEqual({ GBP: 0.79 });
    const symbol = freshSymbol();
    const priceDoc = (await getJson(await setPrice(symbol, { price: "10" }))).body;
    expect(pricedBalance({ quantity: "3", pricePath: "$.price", fxPath: "$.rates.EUR" }, priceDoc, body)).toEqual({
      ok: true,
      value: { balance: "27.645", price: "10.00", fx: "0.9215" },
    });
    expect((await getJson(`${SANDBOX_ORIGIN}/__fx/ZZZ`)).status).toBe(404);
  });
});

describe("a symbol can be made to answer badly, for the fetcher's tests", () => {
  it("answers an injected error status", async () => {
    const url = await setPrice(freshSymbol(), { price: "1", status: 503 });
    expect((await fetch(url)).status).toBe(503);
  });
  it("redirects to the given Location", async () => {
    const url = await setPrice(freshSymbol(), { price: "1", redirectTo: "http://10.0.0.1/price" });
    const res = await fetch(url, { redirect: "manual" });
    expect([res.status, res.headers.get("Location")]).toEqual([302, "http://10.0.0.1/price"]);
  });
  it("answers late by delayMs", async () => {
    const url = await setPrice(freshSymbol(), { price: "1", delayMs: 300 });
    const started = Date.now();
    await (await fetch(url)).arrayBuffer();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
  it("pads the document with padBytes of whitespace, streamed without Content-Length", async () => {
    const url = await setPrice(freshSymbol(), { price: "7.25", padBytes: 100_000 });
    const res = await fetch(url);
    expect(res.headers.get("Content-Length")).toBeNull();
    const text = await res.text();
    expect(text.length).toBeGreaterThan(100_000);
    expect((JSON.parse(text) as { price: string }).price).toBe("7.25");
  });
});
