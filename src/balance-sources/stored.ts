// What the BalanceSources object keeps, as the code reads it: a source of some kind, a run, a claimed SimpleFIN
// connection. Apart from store.ts because the store reads a source's kind by the kinds' table: a kind's own modules
// name these shapes without importing the table, so no import (a type's included) leads from a kind back to it.
import type { RunSchedule } from "./readings/due";
import type { BalanceReading, PriceTrack } from "./readings/freshness";
import type { AccountSet } from "./readings/simplefin";

export const SOURCE_STATES = ["new", "ok", "stale", "attention", "failing"] as const;
/** How a source stands after its last run (the page shows it). */
export type SourceState = (typeof SOURCE_STATES)[number];
export const RUN_OUTCOMES = ["written", "unchanged", "stale", "failed"] as const;
/** What a run did: wrote a changed balance, found the same one, saw a stale one, or could not read it. */
export type RunOutcome = (typeof RUN_OUTCOMES)[number];
export const RUN_TRIGGERS = ["schedule", "now", "added", "changed"] as const;
export const HISTORY_STATES = ["served", "unsupported"] as const;

/** A source as stored, of some kind with some settings (store.ts names the table's kinds). */
export interface StoredSource<Kind extends string = string, Settings = unknown> {
  id: string;
  connectionId: string;
  kind: Kind;
  manualAccountId: number;
  /** The manual account's type ("loan", "credit"…): a liability holds what is owed as a positive balance. */
  accountType: string;
  /** The manual account's own currency (lowercase), as it was when the source was made. */
  currency: string;
  settings: Settings;
  schedule: RunSchedule;
  createdAt: number;
  lastRunAt: number | null;
  nextRunAt: number;
  state: SourceState;
  stateReason: string | null;
  /** The last balance handed to the Outbox (not the last one read): "unchanged" is judged against it. */
  lastWritten: BalanceReading | null;
  priceTrack: PriceTrack | null;
  /** `unsupported` once the service answered 404 to this source's balance history. */
  history: (typeof HISTORY_STATES)[number];
  lastBalanceJob: string | null;
  lastHistoryJob: string | null;
  /** SimpleFIN transactions: read up to here (epoch seconds); null before the first read. */
  txThrough: number | null;
}

export interface Run {
  at: number;
  /** What started the run: its schedule, "run now", or adding the source (its first reading). */
  trigger: (typeof RUN_TRIGGERS)[number];
  outcome: RunOutcome;
  value: string | null;
  asOf: string | null;
  reason: string | null;
  /** Requests this run sent: to the source (a price URL, the Bridge) and the writes it queued at the service. */
  requests: number;
  historyMonths: number;
}

export interface SimplefinConnection {
  id: string;
  connectionId: string;
  label: string;
  sealedAccess: string;
  /** The last Account Set pulled (balances only). */
  lastSet: AccountSet;
  lastPulledAt: number;
  /** Requests to the Bridge on `pullsDay` (UTC "YYYY-MM-DD"). */
  pullsDay: string;
  pullsToday: number;
  /** Why the Bridge refused (402/403, an auth error): scheduled pulls stop until the person acts. */
  attention: string | null;
  createdAt: number;
}
