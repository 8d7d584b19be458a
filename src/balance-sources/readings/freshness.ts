// Is a reading still current, and does it need writing? A source that stopped moving is shown as stale
// rather than written as today's news, and a balance that did not change costs no request.
import { equals, parseDecimal } from "../../money";
import { DAY_MS } from "../../locale/days";

/** Days after which a SimpleFIN `balance-date` is stale (the Bridge refreshes daily; 3 allows a weekend). */
export const STALE_AFTER_DAYS = 3;
/**
 * Runs in a row with the same price after which a priced holding is stale. 5 because markets close: a
 * daily run sees Friday's price on Saturday, Sunday and a holiday Monday (Easter: Friday too) without a
 * feed being broken.
 */
export const STALE_AFTER_UNCHANGED_RUNS = 5;

/** True when the balance is older than `days` days at `now`. */
export function isBalanceDateStale(balanceDate: Date, now: Date, days: number = STALE_AFTER_DAYS): boolean {
  return now.getTime() - balanceDate.getTime() > days * DAY_MS;
}

/** A priced holding's last price and how many runs in a row have seen it again. */
export interface PriceTrack {
  price: string;
  unchangedRuns: number;
}

/** The track after a run that read `price` (same value, any notation: "1.50" = "1.5"). */
export function trackPrice(previous: PriceTrack | null, price: string): PriceTrack {
  if (previous && sameValue(previous.price, price)) return { price, unchangedRuns: previous.unchangedRuns + 1 };
  return { price, unchangedRuns: 0 };
}

export function isPriceStale(track: PriceTrack, runs: number = STALE_AFTER_UNCHANGED_RUNS): boolean {
  return track.unchangedRuns >= runs;
}

/** A balance as written to (or about to be written to) a manual account. */
export interface BalanceReading {
  balance: string;
  /** `balance_as_of`: a date or date-time; absent when the source has none (a schedule: "now"). */
  asOf?: string;
}

/**
 * Whether `next` must be written, given the last balance written (not the last one read). The same value
 * twice is one write, even when the source dated it again (the Bridge re-dates unchanged balances every
 * day; the goal is no request when nothing changed). A reading older than the one written never
 * replaces it, so a lagging source cannot roll a balance back.
 */
export function shouldWrite(previous: BalanceReading | null, next: BalanceReading): boolean {
  if (previous === null) return true;
  if (previous.asOf !== undefined && next.asOf !== undefined && Date.parse(next.asOf) < Date.parse(previous.asOf)) return false;
  return !sameValue(previous.balance, next.balance);
}

function sameValue(a: string, b: string): boolean {
  const [x, y] = [parseDecimal(a), parseDecimal(b)];
  return x.ok && y.ok ? equals(x.value, y.value) : a === b;
}
