// Sources, runs and SimpleFIN connections as the API and the page show them (snake_case, ISO times).
// A SimpleFIN connection's Access URL is never shown: only its label and the accounts it lists.
import type { Run, SimplefinConnection, Source } from "./store";

function iso(ms: number): string;
function iso(ms: number | null): string | null;
function iso(ms: number | null) {
  return ms === null ? null : new Date(ms).toISOString();
}

export function runView(run: Run) {
  return {
    at: iso(run.at),
    trigger: run.trigger,
    outcome: run.outcome,
    value: run.value,
    as_of: run.asOf,
    reason: run.reason,
    requests: run.requests,
    history_months: run.historyMonths,
  };
}

export function sourceView(source: Source, lastRun: Run | null) {
  return {
    id: source.id,
    kind: source.kind,
    manual_account_id: source.manualAccountId,
    currency: source.currency,
    settings: source.settings,
    schedule: source.schedule,
    state: source.state,
    state_reason: source.stateReason,
    last_written: source.lastWritten ? { balance: source.lastWritten.balance, as_of: source.lastWritten.asOf ?? null } : null,
    history: source.history,
    created_at: iso(source.createdAt),
    last_run_at: iso(source.lastRunAt),
    next_run_at: iso(source.nextRunAt),
    last_run: lastRun ? runView(lastRun) : null,
  };
}

export function simplefinView(c: SimplefinConnection) {
  return {
    id: c.id,
    label: c.label,
    attention: c.attention,
    last_pulled_at: iso(c.lastPulledAt),
    requests_today: c.pullsToday,
    accounts: c.lastSet.accounts.map((a) => ({ id: a.id, name: a.name, currency: a.currency.toLowerCase(), balance: a.balance })),
    created_at: iso(c.createdAt),
  };
}

export type SourceView = ReturnType<typeof sourceView>;
export type RunView = ReturnType<typeof runView>;
export type SimplefinView = ReturnType<typeof simplefinView>;
