// What one run of a source read, before deciding whether to write: a balance and the moment it holds
// for, or why there is none. Priced holdings and schedules are read here; SimpleFIN in simplefin-pull.ts.
import { utcDate } from "../balances/calendar";
import { BalanceSourceError, fetchJson, type FetchSourceOptions } from "../balances/fetch-source";
import { trackPrice, type PriceTrack } from "../balances/freshness";
import { pricedBalance } from "../balances/priced-holding";
import { balanceOn, monthEndBalances, type MonthBalance, type ScheduleSource } from "../balances/schedule-source";
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

/** Quantity × the price at a URL (× an FX rate at a second one); stale after N runs of the same price. */
export async function readPricedHolding(
  settings: PricedHoldingSettings,
  previous: PriceTrack | null,
  now: Date,
  options: FetchSourceOptions,
): Promise<Reading> {
  let requests = 0;
  try {
    requests++;
    const priceDoc = await fetchJson(settings.price_url, options);
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

/** Today's balance of a schedule and every past month's end since it started: no network. */
export function readSchedule(schedule: ScheduleSource, now: Date): Reading {
  const today = utcDate(now);
  const balance = balanceOn(schedule, today);
  if (balance === null) return failedReading(`the schedule starts on ${schedule.start}, after today`, false, 0);
  const monthEnds = monthEndBalances(schedule, schedule.start.slice(0, 7), today.slice(0, 7), today);
  return { ok: true, balance, asOf: today, sourceRequests: 0, monthEnds };
}
