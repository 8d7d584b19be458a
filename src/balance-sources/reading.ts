// What one run of a source read, before deciding whether to write: a balance and the moment it holds
// for, or why there is none. Each kind reads its own (its folder's reading.ts); this is what they answer.
import type { PriceTrack } from "./readings/freshness";

/** A past month's last balance, as a source can tell it (a schedule: its whole history). */
export interface MonthBalance {
  month: string; // YYYY-MM
  balance: string;
}

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
