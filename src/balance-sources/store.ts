// SQL access of the BalanceSources object. Every function is synchronous: calls made without an `await`
// in between are one atomic step of the Durable Object.
import type { RunSchedule } from "./readings/due";
import type { BalanceReading, PriceTrack } from "./readings/freshness";
import type { AccountSet } from "./readings/simplefin";
import { HISTORY_STATES, RUN_OUTCOMES, RUN_TRIGGERS, SOURCE_STATES, type Run, type SimplefinConnection, type StoredSource } from "./stored";
import { MIGRATIONS } from "./schema";
import { isSourceKind, type SourceKind, type SourceSettings } from "./kinds";
import { firstRow, integer, json, type MigratingStorage, migrate, nullable, oneOf, oneRow, type RowOf, rows, text } from "../storage";

/** The store's shapes live in stored.ts, apart from the kinds' table this module reads kinds by. */
export type { Run, RunOutcome, SimplefinConnection, SourceState } from "./stored";
/** A stored source: one of the table's kinds, with settings of one of them (kinds/index.ts types them by kind). */
export type Source = StoredSource<SourceKind, SourceSettings>;

const SourceRow = {
  id: text,
  connection_id: text,
  kind: isSourceKind,
  manual_account_id: integer,
  account_type: text,
  currency: text,
  settings: text,
  schedule: text,
  created_at: integer,
  last_run_at: nullable(integer),
  next_run_at: integer,
  state: oneOf(SOURCE_STATES),
  state_reason: nullable(text),
  last_written: nullable(text),
  price_track: nullable(text),
  history: oneOf(HISTORY_STATES),
  last_balance_job: nullable(text),
  last_history_job: nullable(text),
  tx_through: nullable(integer),
};

const RunRow = {
  at: integer,
  trigger: oneOf(RUN_TRIGGERS),
  outcome: oneOf(RUN_OUTCOMES),
  value: nullable(text),
  as_of: nullable(text),
  reason: nullable(text),
  requests: integer,
  history_months: integer,
};

const SimplefinRow = {
  id: text,
  connection_id: text,
  label: text,
  sealed_access: text,
  last_set: text,
  last_pulled_at: integer,
  pulls_day: text,
  pulls_today: integer,
  attention: nullable(text),
  created_at: integer,
};

/** The JSON columns, each written and read as its type. */
const SETTINGS = json<SourceSettings>();
const SCHEDULE = json<RunSchedule>();
const LAST_WRITTEN = json<BalanceReading>();
const PRICE_TRACK = json<PriceTrack>();
const LAST_SET = json<AccountSet>();

export class SourcesStore {
  private readonly sql: SqlStorage;

  constructor(storage: MigratingStorage) {
    migrate(storage, MIGRATIONS);
    this.sql = storage.sql;
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
      SETTINGS.write(s.settings),
      SCHEDULE.write(s.schedule),
      s.createdAt,
      s.nextRunAt,
    );
  }

  saveSource(s: Source): void {
    this.sql.exec(
      `UPDATE sources SET settings = ?, schedule = ?, last_run_at = ?, next_run_at = ?, state = ?, state_reason = ?,
         last_written = ?, price_track = ?, history = ?, last_balance_job = ?, last_history_job = ?, tx_through = ? WHERE id = ?`,
      SETTINGS.write(s.settings),
      SCHEDULE.write(s.schedule),
      s.lastRunAt,
      s.nextRunAt,
      s.state,
      s.stateReason,
      s.lastWritten ? LAST_WRITTEN.write(s.lastWritten) : null,
      s.priceTrack ? PRICE_TRACK.write(s.priceTrack) : null,
      s.history,
      s.lastBalanceJob,
      s.lastHistoryJob,
      s.txThrough,
      s.id,
    );
  }

  source(id: string): Source | null {
    const row = firstRow(this.sql.exec(`SELECT * FROM sources WHERE id = ?`, id), SourceRow);
    return row ? sourceOf(row) : null;
  }

  sources(connectionId: string): Source[] {
    return rows(this.sql.exec(`SELECT * FROM sources WHERE connection_id = ? ORDER BY created_at, id`, connectionId), SourceRow).map(
      sourceOf,
    );
  }

  /** Sources whose last run left them stale, failing or waiting for the person. */
  troubled(): Source[] {
    return rows(
      this.sql.exec(`SELECT * FROM sources WHERE state IN ('stale', 'attention', 'failing') ORDER BY created_at, id`),
      SourceRow,
    ).map(sourceOf);
  }

  /** Sources whose next run is at or before `now`, oldest due first. */
  due(now: number): Source[] {
    return rows(this.sql.exec(`SELECT * FROM sources WHERE next_run_at <= ? ORDER BY next_run_at, id`, now), SourceRow).map(sourceOf);
  }

  /** The SimpleFIN sources reading one SimpleFIN connection (one pull serves them all). */
  sourcesOfSimplefin(simplefinId: string): Source[] {
    return rows(
      this.sql.exec(`SELECT * FROM sources WHERE kind = 'simplefin' AND json_extract(settings, '$.connection') = ?`, simplefinId),
      SourceRow,
    ).map(sourceOf);
  }

  earliestNextRun(): number | null {
    return oneRow(this.sql.exec(`SELECT MIN(next_run_at) AS at FROM sources`), { at: nullable(integer) }).at;
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
    return rows(
      this.sql.exec(`SELECT * FROM runs WHERE source_id = ? AND at >= ? ORDER BY at DESC, rowid DESC LIMIT ?`, sourceId, since, limit),
      RunRow,
    ).map((r) => ({
      at: r.at,
      trigger: r.trigger,
      outcome: r.outcome,
      value: r.value,
      asOf: r.as_of,
      reason: r.reason,
      requests: r.requests,
      historyMonths: r.history_months,
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
    return rows(
      this.sql.exec(
        `SELECT month, balance FROM month_ends WHERE source_id = ? AND written = 0 AND month < ? ORDER BY month`,
        sourceId,
        month,
      ),
      { month: text, balance: text },
    );
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
      LAST_SET.write(c.lastSet),
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
      LAST_SET.write(c.lastSet),
      c.lastPulledAt,
      c.pullsDay,
      c.pullsToday,
      c.attention,
      c.id,
    );
  }

  simplefin(id: string): SimplefinConnection | null {
    const row = firstRow(this.sql.exec(`SELECT * FROM simplefin_connections WHERE id = ?`, id), SimplefinRow);
    return row ? simplefinOf(row) : null;
  }

  simplefins(connectionId: string): SimplefinConnection[] {
    return rows(
      this.sql.exec(`SELECT * FROM simplefin_connections WHERE connection_id = ? ORDER BY created_at`, connectionId),
      SimplefinRow,
    ).map(simplefinOf);
  }

  deleteSimplefin(id: string): void {
    this.sql.exec(`DELETE FROM simplefin_connections WHERE id = ?`, id);
  }
}

function sourceOf(r: RowOf<typeof SourceRow>): Source {
  return {
    id: r.id,
    connectionId: r.connection_id,
    kind: r.kind,
    manualAccountId: r.manual_account_id,
    accountType: r.account_type,
    currency: r.currency,
    settings: SETTINGS.read(r.settings),
    schedule: SCHEDULE.read(r.schedule),
    createdAt: r.created_at,
    lastRunAt: r.last_run_at,
    nextRunAt: r.next_run_at,
    state: r.state,
    stateReason: r.state_reason,
    lastWritten: r.last_written === null ? null : LAST_WRITTEN.read(r.last_written),
    priceTrack: r.price_track === null ? null : PRICE_TRACK.read(r.price_track),
    history: r.history,
    lastBalanceJob: r.last_balance_job,
    lastHistoryJob: r.last_history_job,
    txThrough: r.tx_through,
  };
}

function simplefinOf(r: RowOf<typeof SimplefinRow>): SimplefinConnection {
  return {
    id: r.id,
    connectionId: r.connection_id,
    label: r.label,
    sealedAccess: r.sealed_access,
    lastSet: LAST_SET.read(r.last_set),
    lastPulledAt: r.last_pulled_at,
    pullsDay: r.pulls_day,
    pullsToday: r.pulls_today,
    attention: r.attention,
    createdAt: r.created_at,
  };
}
