// Which balance sources need the person, for notifications: one the source refused or that cannot run
// without them (`attention`), one that failed run after run (`failing`: a single timeout is not news), and
// one whose price or balance stopped moving (`stale`).
import type { SourcesStore, Source } from "./store";

/** A failing source is news after this many failed runs in a row: one timeout mends itself at the next run. */
export const FAILED_RUNS_BEFORE_NEWS = 3;

export interface SourceAttention {
  sourceId: string;
  connectionId: string;
  kind: Source["kind"];
  manualAccountId: number;
  /** needs_you: refused or failing; stale: its value stopped moving. */
  state: "needs_you" | "stale";
  reason: string | null;
}

export function sourcesNeedingAttention(store: SourcesStore): SourceAttention[] {
  const found: SourceAttention[] = [];
  for (const source of store.troubled()) {
    const state = source.state === "stale" ? "stale" : "needs_you";
    if (source.state === "failing" && !failedInARow(store, source)) continue;
    found.push({
      sourceId: source.id,
      connectionId: source.connectionId,
      kind: source.kind,
      manualAccountId: source.manualAccountId,
      state,
      reason: source.stateReason,
    });
  }
  return found;
}

function failedInARow(store: SourcesStore, source: Source): boolean {
  const recent = store.runs(source.id, 0, FAILED_RUNS_BEFORE_NEWS);
  return recent.length === FAILED_RUNS_BEFORE_NEWS && recent.every((r) => r.outcome === "failed");
}
