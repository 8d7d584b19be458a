// One run's reading of a priced holding: the price document (and the rate's) fetched under the URL policy, the
// currency it names checked, quantity × price, and how long the price has not moved.
import { BalanceSourceError, fetchJson, type FetchSourceOptions } from "../../../web/fetch-source";
import { trackPrice, type PriceTrack } from "../../readings/freshness";
import { failedReading, type Reading } from "../../reading";
import { ok } from "../../../result";
import { pricedBalance, readPath } from "./price";
import type { PricedHoldingSettings } from "./settings";

/**
 * Quantity × the price at a URL (× an FX rate at a second one); stale after N runs of the same price. A price
 * document that names its currency (currency_path) must name the one expected, or nothing is written.
 */
export async function readPricedHolding(
  settings: PricedHoldingSettings,
  accountCurrency: string,
  previous: PriceTrack | null,
  now: Date,
  options: FetchSourceOptions,
): Promise<Reading> {
  let requests = 0;
  try {
    requests++;
    const priceDoc = await fetchJson(settings.price_url, options);
    // A price in another currency than expected is not converted: the rate is not asked for.
    const wrongCurrency = currencyMismatch(settings, accountCurrency, priceDoc);
    if (wrongCurrency) return failedReading(wrongCurrency, true, requests);
    let fxDoc: unknown;
    if (settings.fx_url !== undefined) {
      requests++;
      fxDoc = await fetchJson(settings.fx_url, options);
    }
    const holding = {
      quantity: settings.quantity,
      pricePath: settings.price_path,
      ...(settings.fx_path ? { fxPath: settings.fx_path } : {}),
    };
    const priced = pricedBalance(holding, priceDoc, fxDoc);
    if (!priced.ok) return failedReading(priced.reason, true, requests);
    const track = trackPrice(previous, priced.value.price);
    const stale =
      track.unchangedRuns >= settings.stale_after_runs
        ? `the price (${track.price}) has not changed for ${track.unchangedRuns} runs: the feed may have stopped`
        : undefined;
    return ok({
      balance: priced.value.balance,
      asOf: now.toISOString(),
      sourceRequests: requests,
      priceTrack: track,
      ...(stale ? { stale } : {}),
    });
  } catch (error) {
    if (error instanceof BalanceSourceError) return failedReading(error.message, !error.retryable, requests);
    throw error;
  }
}

/**
 * Why the currency the price document names is not the price's: the declared price_currency, else — without a
 * rate — the account's. Null when it matches, or when nothing says what to expect (a rate, no price_currency).
 */
function currencyMismatch(settings: PricedHoldingSettings, accountCurrency: string, priceDoc: unknown): string | null {
  if (settings.currency_path === undefined) return null;
  const expected = settings.price_currency ?? (settings.fx_url === undefined ? accountCurrency.toLowerCase() : null);
  const named = readPath(priceDoc, settings.currency_path);
  if (!named.ok) return `currency: ${named.reason}`;
  if (typeof named.value !== "string") return `currency at ${settings.currency_path} is not a currency code`;
  const currency = named.value.trim().toLowerCase();
  if (expected === null || currency === expected) return null;
  const whose = settings.price_currency === undefined ? "the manual account's" : "price_currency";
  return `the price document says its price is in ${currency}, not ${expected} (${whose}): nothing was written; set fx_url and fx_path, or correct price_currency`;
}
