// The public price endpoints, shaped like real quote APIs so that a price path has something to find:
// GET /__prices/{symbol} → a flat price as text, a nested `quote` with numbers and a `history` array
// ($.price, $.quote.price, $.history[-1].price all name the same value); GET /__fx/{base} → the
// `{base, rates: {EUR: 0.92}}` shape of common FX APIs ($.rates.EUR). Unknown symbols are 404.
import { Hono } from "hono";
import type { Db } from "../db";
import { getPrice, type PriceRow, ratesOf, SYMBOL } from "./store";

type FeedEnv = { Bindings: { db: Db } };

/** Chunk size of a padded body: the reader sees it arrive in pieces, as from a real server. */
const PAD_CHUNK = 16 * 1024;

const jsonError = (status: number, error: string) => Response.json({ error }, { status });

export const quotes = new Hono<FeedEnv>()
  .get("/__prices/:symbol", async (c) => {
    const symbol = c.req.param("symbol").toUpperCase();
    if (!SYMBOL.test(symbol)) return jsonError(400, "invalid symbol");
    const row = getPrice(c.env.db, symbol);
    if (!row) return jsonError(404, `unknown symbol ${symbol}`);
    c.env.db.run("UPDATE prices SET requests = requests + 1 WHERE symbol = ?", symbol);
    if (row.delay_ms > 0) await new Promise((resolve) => setTimeout(resolve, row.delay_ms));
    if (row.redirect_to !== null) return new Response(null, { status: 302, headers: { Location: row.redirect_to } });
    if (row.status !== null) return jsonError(row.status, `injected HTTP ${row.status}`);
    return quoteResponse(row);
  })
  .get("/__fx/:base", (c) => {
    const base = c.req.param("base").toUpperCase();
    const wanted = c.req.query("symbols")?.toUpperCase().split(",");
    const rates = ratesOf(c.env.db, base).filter((r) => !wanted || wanted.includes(r.quote));
    if (rates.length === 0) return jsonError(404, `no rates for ${base}`);
    c.env.db.run(
      `UPDATE fx SET requests = requests + 1 WHERE base = ? AND quote IN (${rates.map(() => "?").join(",")})`,
      base,
      ...rates.map((r) => r.quote),
    );
    const asOf = rates
      .map((r) => r.as_of)
      .sort()
      .at(-1);
    return Response.json({ base, as_of: asOf, rates: Object.fromEntries(rates.map((r) => [r.quote, Number(r.rate)])) });
  });

function quoteResponse(row: PriceRow): Response {
  const body = JSON.stringify({
    symbol: row.symbol,
    price: row.price,
    currency: row.currency,
    as_of: new Date(row.as_of).toISOString(),
    quote: {
      price: Number(row.price),
      previous_close: row.previous_close === null ? null : Number(row.previous_close),
      currency: row.currency.toUpperCase(),
    },
    history: JSON.parse(row.history) as unknown,
  });
  if (row.pad_bytes === 0) return new Response(body, { headers: { "Content-Type": "application/json" } });
  // Whitespace after the document keeps it valid JSON; streamed, so no Content-Length warns the client.
  let left = row.pad_bytes;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(body));
    },
    pull(controller) {
      const n = Math.min(PAD_CHUNK, left);
      left -= n;
      if (n > 0) controller.enqueue(new Uint8Array(n).fill(0x20));
      if (left === 0) controller.close();
    },
  });
  return new Response(stream, { headers: { "Content-Type": "application/json" } });
}
