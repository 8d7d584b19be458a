// The price feed's admin interface (/__sandbox/prices/..., /__sandbox/fx/...; no auth, JSON, errors as
// the service's error object): set a symbol's price (and how it is answered), FX rates, read counts.
import { Hono } from "hono";
import type { Db } from "../db";
import { invalid, notFound } from "../errors";
import { parse, readJson } from "../validate";
import { fxInput, priceInput, priceOr404, priceRecord, type PriceRow, putPrice, putRate, ratesOf, SYMBOL } from "./store";

type FeedEnv = { Bindings: { db: Db } };

const symbolOf = (raw: string) => {
  if (!SYMBOL.test(raw)) throw invalid("Symbols are 1 to 32 of [A-Za-z0-9._-]");
  return raw.toUpperCase();
};
const currencyOf = (raw: string) => {
  if (!/^[A-Za-z]{3}$/.test(raw)) throw invalid("Currencies are three letters");
  return raw.toUpperCase();
};

export const priceAdmin = new Hono<FeedEnv>()
  .basePath("/__sandbox")
  .get("/prices", (c) => c.json({ prices: c.env.db.all<PriceRow>("SELECT * FROM prices ORDER BY symbol").map(priceRecord) }))
  .get("/prices/:symbol", (c) => c.json(priceRecord(priceOr404(c.env.db, symbolOf(c.req.param("symbol"))))))
  .put("/prices/:symbol", async (c) =>
    c.json(putPrice(c.env.db, symbolOf(c.req.param("symbol")), parse(priceInput, await readJson(c.req.raw)))),
  )
  .delete("/prices/:symbol", (c) => {
    const symbol = priceOr404(c.env.db, symbolOf(c.req.param("symbol"))).symbol;
    c.env.db.run("DELETE FROM prices WHERE symbol = ?", symbol);
    return c.body(null, 204);
  })
  .get("/fx/:base", (c) => c.json({ rates: ratesOf(c.env.db, currencyOf(c.req.param("base"))) }))
  .put("/fx/:base/:quote", async (c) => {
    const [base, quote] = [currencyOf(c.req.param("base")), currencyOf(c.req.param("quote"))];
    return c.json(putRate(c.env.db, base, quote, parse(fxInput, await readJson(c.req.raw))));
  })
  .delete("/fx/:base/:quote", (c) => {
    const [base, quote] = [currencyOf(c.req.param("base")), currencyOf(c.req.param("quote"))];
    if (!ratesOf(c.env.db, base).some((r) => r.quote === quote)) throw notFound(`No rate ${base}→${quote}`);
    c.env.db.run("DELETE FROM fx WHERE base = ? AND quote = ?", base, quote);
    return c.body(null, 204);
  });
