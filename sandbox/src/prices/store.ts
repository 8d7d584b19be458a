// Prices and FX rates as the admin interface sets them and the public endpoints read them.
import { z } from "zod";
import { type Db, json } from "../db";
import { notFound } from "../errors";

/** Settings kept per symbol for `history` (enough for "the last few closes", bounded). */
const HISTORY_LENGTH = 10;
/** Longest injected delay: past any client's timeout, short of a test's own. */
const MAX_DELAY_MS = 25_000;
/** Largest padding: a few MiB is past any sane size limit for a price document. */
const MAX_PAD_BYTES = 8 * 1024 * 1024;

export const SYMBOL = /^[A-Za-z0-9._-]{1,32}$/;
const decimal = z
  .union([z.string(), z.number().finite()])
  .transform(String)
  .refine((s) => /^-?\d+(\.\d+)?$/.test(s), 'must be a decimal number ("123.45")');
const asOf = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), "must be an ISO 8601 date-time")
  .transform((s) => Date.parse(s));
const currency = z.string().regex(/^[A-Za-z]{3}$/, "must be a three-letter currency code");

export const priceInput = z.strictObject({
  price: decimal,
  currency: currency.default("usd"),
  /** Default: now. */
  as_of: asOf.optional(),
  /** Wait this long before answering (a slow feed). */
  delayMs: z.number().int().min(0).max(MAX_DELAY_MS).default(0),
  /** Answer this status with an error body instead of the quote. */
  status: z.number().int().min(400).max(599).nullable().default(null),
  /** Answer 302 to this Location instead of the quote (absolute or relative). */
  redirectTo: z.string().min(1).max(2048).nullable().default(null),
  /** Follow the quote with this many bytes of whitespace, streamed without Content-Length (a huge feed). */
  padBytes: z.number().int().min(0).max(MAX_PAD_BYTES).default(0),
});

export const fxInput = z.strictObject({ rate: decimal, as_of: asOf.optional() });

export type PriceRow = {
  symbol: string;
  price: string;
  currency: string;
  as_of: number;
  previous_close: string | null;
  history: string;
  delay_ms: number;
  status: number | null;
  redirect_to: string | null;
  pad_bytes: number;
  requests: number;
};

export function putPrice(db: Db, symbol: string, input: z.output<typeof priceInput>, now = Date.now()) {
  const before = getPrice(db, symbol);
  const at = input.as_of ?? now;
  const history = [
    ...(before ? json<{ as_of: string; price: string }[]>(before.history, []) : []),
    { as_of: new Date(at).toISOString(), price: input.price },
  ];
  db.run(
    `INSERT OR REPLACE INTO prices
       (symbol, price, currency, as_of, previous_close, history, delay_ms, status, redirect_to, pad_bytes, requests)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    symbol,
    input.price,
    input.currency.toLowerCase(),
    at,
    before?.price ?? null,
    JSON.stringify(history.slice(-HISTORY_LENGTH)),
    input.delayMs,
    input.status,
    input.redirectTo,
    input.padBytes,
    before?.requests ?? 0,
  );
  return priceRecord(getPrice(db, symbol)!);
}

export function getPrice(db: Db, symbol: string): PriceRow | null {
  return db.get<PriceRow>("SELECT * FROM prices WHERE symbol = ?", symbol) ?? null;
}

export function priceOr404(db: Db, symbol: string): PriceRow {
  const row = getPrice(db, symbol);
  if (!row) throw notFound(`No price for ${symbol}: PUT /__sandbox/prices/${symbol} first`);
  return row;
}

/** A price as the admin interface shows it. */
export function priceRecord(r: PriceRow) {
  return {
    symbol: r.symbol,
    price: r.price,
    currency: r.currency,
    as_of: new Date(r.as_of).toISOString(),
    previous_close: r.previous_close,
    history: json<unknown[]>(r.history, []),
    delayMs: r.delay_ms,
    status: r.status,
    redirectTo: r.redirect_to,
    padBytes: r.pad_bytes,
    requests: r.requests,
  };
}

export function putRate(db: Db, base: string, quote: string, input: z.output<typeof fxInput>, now = Date.now()) {
  db.run(
    `INSERT INTO fx (base, quote, rate, as_of, requests) VALUES (?, ?, ?, ?, 0)
     ON CONFLICT (base, quote) DO UPDATE SET rate = excluded.rate, as_of = excluded.as_of`,
    base,
    quote,
    input.rate,
    input.as_of ?? now,
  );
  return ratesOf(db, base).find((r) => r.quote === quote)!;
}

export function ratesOf(db: Db, base: string) {
  return db
    .all<{ quote: string; rate: string; as_of: number; requests: number }>(
      "SELECT quote, rate, as_of, requests FROM fx WHERE base = ? ORDER BY quote",
      base,
    )
    .map((r) => ({ base, quote: r.quote, rate: r.rate, as_of: new Date(r.as_of).toISOString(), requests: r.requests }));
}

/** The feed's opening prices (documented in sandbox/README.md), inserted when missing. */
export function seedPrices(db: Db): void {
  const seeded = [
    ["ACME", "123.45", "usd"],
    ["BTC", "61234.56", "usd"],
    ["XAU", "2345.67", "usd"],
    ["VWRL", "118.32", "eur"],
  ] as const;
  for (const [symbol, price, cur] of seeded) {
    if (!getPrice(db, symbol)) putPrice(db, symbol, priceInput.parse({ price, currency: cur }));
  }
  const rates = [
    ["USD", "EUR", "0.92"],
    ["USD", "GBP", "0.79"],
    ["EUR", "USD", "1.087"],
  ] as const;
  for (const [base, quote, rate] of rates) {
    if (!db.get("SELECT 1 AS x FROM fx WHERE base = ? AND quote = ?", base, quote)) putRate(db, base, quote, { rate });
  }
}
