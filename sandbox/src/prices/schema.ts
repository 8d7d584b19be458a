// The price feed's SQL tables (one PriceFeed Durable Object for the whole sandbox). Tests use symbols of
// their own, so they run in parallel. Times are epoch milliseconds; prices and rates stay decimal text.
export const PRICE_TABLES = [
  // history: JSON [{as_of, price}] of the last settings, oldest first. The fault columns shape how the
  // quote is answered, for the fetcher's tests: a delay, an error status, a redirect, a padded body.
  `CREATE TABLE IF NOT EXISTS prices (
     symbol TEXT PRIMARY KEY, price TEXT NOT NULL, currency TEXT NOT NULL, as_of INTEGER NOT NULL,
     previous_close TEXT, history TEXT NOT NULL, delay_ms INTEGER NOT NULL, status INTEGER,
     redirect_to TEXT, pad_bytes INTEGER NOT NULL, requests INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS fx (
     base TEXT NOT NULL, quote TEXT NOT NULL, rate TEXT NOT NULL, as_of INTEGER NOT NULL, requests INTEGER NOT NULL,
     PRIMARY KEY (base, quote))`,
];
