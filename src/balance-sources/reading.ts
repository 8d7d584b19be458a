// What one run of a source read, before deciding whether to write: a balance and the moment it holds
// for, or why there is none. Priced holdings and schedules are read here; SimpleFIN in simplefin-pull.ts.
import { utcDate } from "./readings/calendar";
import { BalanceSourceError, fetchJson, type FetchSourceOptions } from "./readings/fetch-source";
import { trackPrice, type PriceTrack } from "./readings/freshness";
import { pricedBalance, readPath } from "./readings/priced-holding";
import { balanceOn, monthEndBalances, type MonthBalance, type ScheduleSource } from "./readings/schedule-source";
import type { PricedHoldingSettings } from "./settings";

export type Reading =
  | {
      ok: true;
      balance: string;
      /** `balance_as_of`: the source's own date when it has one, else the moment of the read. */
      asOf: string;
      /** Requests sent to the source for this reading (a price URL, an FX URL, the Bridge). */
      sourceRequests: number;
      /** Set when the reading is too old or has not moved for too long: shown, not written. */
      stale?: string;
      priceTrack?: PriceTrack;
      /** Month-end balances of past months the source can tell (a schedule: its whole history). */
      monthEnds?: MonthBalance[];
      /** Something beside the balance to show on the run (SimpleFIN transactions imported or not). */
      note?: string;
    }
  | {
      ok: false;
      reason: string;
      /** The person must act (a refused URL, revoked access, payment); else it is tried at the next run. */
      attention: boolean;
      sourceRequests: number;
    };

export const failedReading = (reason: string, attention: boolean, sourceRequests: number): Reading => ({
  ok: false,
  reason,
  attention,
  sourceRequests,
});

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
    return {
      ok: true,
      balance: priced.value.balance,
      asOf: now.toISOString(),
      sourceRequests: requests,
      priceTrack: track,
      ...(stale ? { stale } : {}),
    };
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

/** Today's balance of a schedule and every past month's end since it started: no network. */
export function readSchedule(schedule: ScheduleSource, now: Date): Reading {
  const today = utcDate(now);
  const balance = balanceOn(schedule, today);
  if (balance === null) return failedReading(`the schedule starts on ${schedule.start}, after today`, false, 0);
  const monthEnds = monthEndBalances(schedule, schedule.start.slice(0, 7), today.slice(0, 7), today);
  return { ok: true, balance, asOf: today, sourceRequests: 0, monthEnds };
}
