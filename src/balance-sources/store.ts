// SQL access of the BalanceSources object. Every function is synchronous: calls made without an `await`
// in between are one atomic step of the Durable Object.
import type { RunSchedule } from "./readings/due";
import type { BalanceReading, PriceTrack } from "./readings/freshness";
import type { AccountSet } from "./readings/simplefin";
import { migrate } from "./schema";
import type { SourceKind, SourceSettings } from "./settings";

/** How a source stands after its last run (the page shows it). */
export type SourceState = "new" | "ok" | "stale" | "attention" | "failing";
/** What a run did: wrote a changed balance, found the same one, saw a stale one, or could not read it. */
export type RunOutcome = "written" | "unchanged" | "stale" | "failed";

export interface Source {
  id: string;
  connectionId: string;
  kind: SourceKind;
  manualAccountId: number;
  /** The manual account's type ("loan", "credit"…): a liability holds what is owed as a positive balance. */
  accountType: string;
  /** The manual account's own currency (lowercase), as it was when the source was made. */
  currency: string;
  settings: SourceSettings;
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
  history: "served" | "unsupported";
  lastBalanceJob: string | null;
  lastHistoryJob: string | null;
  /** SimpleFIN transactions: read up to here (epoch seconds); null before the first read. */
  txThrough: number | null;
}

export interface Run {
  at: number;
  /** What started the run: its schedule, "run now", or adding the source (its first reading). */
  trigger: "schedule" | "now" | "added" | "changed";
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

type Row = Record<string, SqlStorageValue>;

export class SourcesStore {
  constructor(private readonly sql: SqlStorage) {
    migrate(sql);
  }

  insertSource(s: Source): void {
    this.sql.exec(
      `INSERT INTO sources (id, connection_id, kind, manual_account_id, account_type, currency, settings, schedule, created_at, next_run_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      s.id,
      s.connectionId,
      s.kind,
      s.manualAccountId,
      s.accountType,
      s.currency,
      JSON.stringify(s.settings),
      JSON.stringify(s.schedule),
      s.createdAt,
      s.nextRunAt,
    );
  }

  saveSource(s: Source): void {
    this.sql.exec(
      `UPDATE sources SET settings = ?, schedule = ?, last_run_at = ?, next_run_at = ?, state = ?, state_reason = ?,
         last_written = ?, price_track = ?, history = ?, last_balance_job = ?, last_history_job = ?, tx_through = ? WHERE id = ?`,
      JSON.stringify(s.settings),
      JSON.stringify(s.schedule),
      s.lastRunAt,
      s.nextRunAt,
      s.state,
      s.stateReason,
      s.lastWritten ? JSON.stringify(s.lastWritten) : null,
      s.priceTrack ? JSON.stringify(s.priceTrack) : null,
      s.history,
      s.lastBalanceJob,
      s.lastHistoryJob,
      s.txThrough,
      s.id,
    );
  }

  source(id: string): Source | null {
    const row = this.sql.exec<Row>(`SELECT * FROM sources WHERE id = ?`, id).toArray()[0];
    return row ? sourceOf(row) : null;
  }

  sources(connectionId: string): Source[] {
    return this.sql
      .exec<Row>(`SELECT * FROM sources WHERE connection_id = ? ORDER BY created_at, id`, connectionId)
      .toArray()
      .map(sourceOf);
  }

  /** Sources whose last run left them stale, failing or waiting for the person. */
  troubled(): Source[] {
    return this.sql
      .exec<Row>(`SELECT * FROM sources WHERE state IN ('stale', 'attention', 'failing') ORDER BY created_at, id`)
      .toArray()
      .map(sourceOf);
  }

  /** Sources whose next run is at or before `now`, oldest due first. */
  due(now: number): Source[] {
    return this.sql.exec<Row>(`SELECT * FROM sources WHERE next_run_at <= ? ORDER BY next_run_at, id`, now).toArray().map(sourceOf);
  }

  /** The SimpleFIN sources reading one SimpleFIN connection (one pull serves them all). */
  sourcesOfSimplefin(simplefinId: string): Source[] {
    return this.sql
      .exec<Row>(`SELECT * FROM sources WHERE kind = 'simplefin' AND json_extract(settings, '$.connection') = ?`, simplefinId)
      .toArray()
      .map(sourceOf);
  }

  earliestNextRun(): number | null {
    const row = this.sql.exec<{ at: number | null }>(`SELECT MIN(next_run_at) AS at FROM sources`).one();
    return row.at;
  }

  deleteSource(id: string): boolean {
    const deleted = this.sql.exec(`DELETE FROM sources WHERE id = ?`, id).rowsWritten > 0;
    this.sql.exec(`DELETE FROM runs WHERE source_id = ?`, id);
    this.sql.exec(`DELETE FROM month_ends WHERE source_id = ?`, id);
    return deleted;
  }

  addRun(sourceId: string, run: Run): void {
    this.sql.exec(
      `INSERT INTO runs (source_id, at, trigger, outcome, value, as_of, reason, requests, history_months) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      sourceId,
      run.at,
      run.trigger,
      run.outcome,
      run.value,
      run.asOf,
      run.reason,
      run.requests,
      run.historyMonths,
    );
  }

  /** Runs since `since`, newest first. */
  runs(sourceId: string, since: number, limit: number): Run[] {
    return this.sql
      .exec<Row>(`SELECT * FROM runs WHERE source_id = ? AND at >= ? ORDER BY at DESC, rowid DESC LIMIT ?`, sourceId, since, limit)
      .toArray()
      .map((r) => ({
        at: r.at as number,
        trigger: r.trigger as Run["trigger"],
        outcome: r.outcome as RunOutcome,
        value: r.value as string | null,
        asOf: r.as_of as string | null,
        reason: r.reason as string | null,
        requests: r.requests as number,
        historyMonths: r.history_months as number,
      }));
  }

  purgeRuns(before: number): void {
    this.sql.exec(`DELETE FROM runs WHERE at < ?`, before);
  }

  /** Keeps the latest reading of a month (a later reading of the same month replaces it until written). */
  noteMonthEnd(sourceId: string, month: string, balance: string): void {
    this.sql.exec(
      `INSERT INTO month_ends (source_id, month, balance) VALUES (?, ?, ?)
       ON CONFLICT (source_id, month) DO UPDATE SET balance = excluded.balance WHERE written = 0`,
      sourceId,
      month,
      balance,
    );
  }

  /** Months before `month` whose end balance is not written yet, oldest first. */
  unwrittenMonthsBefore(sourceId: string, month: string): { month: string; balance: string }[] {
    return this.sql
      .exec<{ month: string; balance: string }>(
        `SELECT month, balance FROM month_ends WHERE source_id = ? AND written = 0 AND month < ? ORDER BY month`,
        sourceId,
        month,
      )
      .toArray();
  }

  markMonthsWritten(sourceId: string, months: string[]): void {
    for (const month of months) this.sql.exec(`UPDATE month_ends SET written = 1 WHERE source_id = ? AND month = ?`, sourceId, month);
  }

  /** A schedule's month-ends computed from settings since changed: the next run computes and writes them all again. */
  forgetMonthEnds(sourceId: string): void {
    this.sql.exec(`DELETE FROM month_ends WHERE source_id = ?`, sourceId);
  }

  /** Months whose history write the Outbox gave up on: the next run sends them again. */
  markMonthsUnwritten(sourceId: string, months: string[]): void {
    for (const month of months) this.sql.exec(`UPDATE month_ends SET written = 0 WHERE source_id = ? AND month = ?`, sourceId, month);
  }

  insertSimplefin(c: SimplefinConnection): void {
    this.sql.exec(
      `INSERT INTO simplefin_connections (id, connection_id, label, sealed_access, last_set, last_pulled_at, pulls_day, pulls_today, attention, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      c.id,
      c.connectionId,
      c.label,
      c.sealedAccess,
      JSON.stringify(c.lastSet),
      c.lastPulledAt,
      c.pullsDay,
      c.pullsToday,
      c.attention,
      c.createdAt,
    );
  }

  saveSimplefin(c: SimplefinConnection): void {
    this.sql.exec(
      `UPDATE simplefin_connections SET last_set = ?, last_pulled_at = ?, pulls_day = ?, pulls_today = ?, attention = ? WHERE id = ?`,
      JSON.stringify(c.lastSet),
      c.lastPulledAt,
      c.pullsDay,
      c.pullsToday,
      c.attention,
      c.id,
    );
  }

  simplefin(id: string): SimplefinConnection | null {
    const row = this.sql.exec<Row>(`SELECT * FROM simplefin_connections WHERE id = ?`, id).toArray()[0];
    return row ? simplefinOf(row) : null;
  }

  simplefins(connectionId: string): SimplefinConnection[] {
    return this.sql
      .exec<Row>(`SELECT * FROM simplefin_connections WHERE connection_id = ? ORDER BY created_at`, connectionId)
      .toArray()
      .map(simplefinOf);
  }

  deleteSimplefin(id: string): void {
    this.sql.exec(`DELETE FROM simplefin_connections WHERE id = ?`, id);
  }
}

const parsed = <T>(v: SqlStorageValue): T | null => (v === null ? null : (JSON.parse(v as string) as T));

function sourceOf(r: Row): Source {
  return {
    id: r.id as string,
    connectionId: r.connection_id as string,
    kind: r.kind as SourceKind,
    manualAccountId: r.manual_account_id as number,
    accountType: r.account_type as string,
    currency: r.currency as string,
    settings: JSON.parse(r.settings as string) as SourceSettings,
    schedule: JSON.parse(r.schedule as string) as RunSchedule,
    createdAt: r.created_at as number,
    lastRunAt: r.last_run_at as number | null,
    nextRunAt: r.next_run_at as number,
    state: r.state as SourceState,
    stateReason: r.state_reason as string | null,
    lastWritten: parsed<BalanceReading>(r.last_written!),
    priceTrack: parsed<PriceTrack>(r.price_track!),
    history: r.history as Source["history"],
    lastBalanceJob: r.last_balance_job as string | null,
    lastHistoryJob: r.last_history_job as string | null,
    txThrough: r.tx_through as number | null,
  };
}

function simplefinOf(r: Row): SimplefinConnection {
  return {
    id: r.id as string,
    connectionId: r.connection_id as string,
    label: r.label as string,
    sealedAccess: r.sealed_access as string,
    lastSet: JSON.parse(r.last_set as string) as AccountSet,
    lastPulledAt: r.last_pulled_at as number,
    pullsDay: r.pulls_day as string,
    pullsToday: r.pulls_today as number,
    attention: r.attention as string | null,
    createdAt: r.created_at as number,
  };
}
