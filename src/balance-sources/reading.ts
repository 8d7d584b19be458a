// What one run of a source read, before deciding whether to write: a balance and the moment it holds
// for, or why there is none. Each kind reads its own (its folder's reading.ts); this is what they answer.
import { fail, type Result } from "../result";
import type { PriceTrack } from "./readings/freshness";

/** A past month's last balance, as a source can tell it (a schedule: its whole history). */
export interface MonthBalance {
  month: string; // YYYY-MM
  balance: string;
}

export interface BalanceRead {
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

export interface ReadFailed {
  /** In words for the run and the source's state. */
  words: string;
  /** The person must act (a refused URL, revoked access, payment); else it is tried at the next run. */
  attention: boolean;
  /** Requests sent before the reading failed: they count against the source's day as a balance's do. */
  sourceRequests: number;
}

export type Reading = Result<BalanceRead, ReadFailed>;

export const failedReading = (words: string, attention: boolean, sourceRequests: number): Reading =>
  fail({ words, attention, sourceRequests });
