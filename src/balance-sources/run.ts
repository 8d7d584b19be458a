// One run of a source, after its reading: decide what to write (only a changed balance; past months'
// ends once), queue it in the Outbox as balance jobs, and record the run and the source's new state.
import { lastDayOf } from "./readings/calendar";
import { nextSlot } from "./readings/due";
import { type BalanceReading, shouldWrite } from "./readings/freshness";
import { HISTORY_MONTHS_PER_REQUEST, type WriteKind, type WriteValue } from "../outbox/writes";
import type { BalanceAnswer, WriteOutcome } from "../outbox";
import type { BalanceRead, Reading } from "./reading";
import type { Run, Source, SourcesStore } from "./store";
import { serviceBalance, sideOf } from "../account-side";
import { dec, formatDecimal } from "../money";
import { statesBankBalance } from "./kinds";

/** The Outbox calls a run needs (its RPC stub in production). */
export interface BalanceWriter {
  writeBalances(
    spec: { connectionId: string; channel: string; manualAccountId: number; kind: WriteKind },
    values: WriteValue[],
  ): Promise<string>;
  writeOutcome(jobId: string): Promise<WriteOutcome | null>;
  accountBalance(connectionId: string, accountId: number): Promise<BalanceAnswer>;
  noteBankBalance(connectionId: string, accountId: number, date: string, holderBalance: string): Promise<void>;
}

/** Applies a reading to the source: writes what changed, records the run, schedules the next one. */
export async function completeRun(
  store: SourcesStore,
  source: Source,
  reading: Reading,
  trigger: Run["trigger"],
  now: Date,
  outbox: BalanceWriter,
): Promise<Run> {
  await settlePreviousWrites(store, source, outbox);
  const run: Run = {
    at: now.getTime(),
    trigger,
    outcome: "failed",
    value: null,
    asOf: null,
    reason: null,
    requests: (reading.ok ? reading.value : reading.reason).sourceRequests,
    historyMonths: 0,
  };
  source.lastRunAt = now.getTime();
  source.nextRunAt = nextSlot(source.schedule, now).getTime();
  if (!reading.ok) {
    const { words, attention } = reading.reason;
    Object.assign(run, { reason: words });
    Object.assign(source, { state: attention ? "attention" : "failing", stateReason: words });
  } else {
    const read = reading.value;
    Object.assign(run, { value: read.balance, asOf: read.asOf });
    // The bank's own balance, written or not (unchanged): the budget is checked against each pull.
    if (statesBankBalance(source.kind) && !read.stale) {
      const holderView = formatDecimal(serviceBalance(dec(read.balance), sideOf(source.accountType)));
      await outbox.noteBankBalance(source.connectionId, source.manualAccountId, read.asOf.slice(0, 10), holderView);
    }
    if (read.priceTrack) source.priceTrack = read.priceTrack;
    if (read.stale) {
      // Shown as stale, not written as today's balance.
      Object.assign(run, { outcome: "stale", reason: read.stale });
      Object.assign(source, { state: "stale", stateReason: read.stale });
    } else {
      await writeReading(store, source, read, run, now, outbox);
      Object.assign(source, { state: "ok", stateReason: null });
      if (read.note) run.reason = read.note;
    }
  }
  store.saveSource(source);
  store.addRun(source.id, run);
  return run;
}

/** The balance when it changed, then the ends of months that are now past. */
async function writeReading(
  store: SourcesStore,
  source: Source,
  reading: BalanceRead,
  run: Run,
  now: Date,
  outbox: BalanceWriter,
): Promise<void> {
  const spec = { connectionId: source.connectionId, channel: `balance-source:${source.id}`, manualAccountId: source.manualAccountId };
  const next = { balance: reading.balance, asOf: reading.asOf };
  if (shouldWrite(await comparedWith(source, run, outbox), next)) {
    source.lastBalanceJob = await outbox.writeBalances({ ...spec, kind: "account_balance" }, [
      { date: reading.asOf, amount: reading.balance },
    ]);
    source.lastWritten = next;
    Object.assign(run, { outcome: "written", requests: run.requests + 1 });
  } else {
    run.outcome = "unchanged";
  }
  for (const m of reading.monthEnds ?? []) store.noteMonthEnd(source.id, m.month, m.balance);
  store.noteMonthEnd(source.id, reading.asOf.slice(0, 7), reading.balance);
  if (source.history !== "served") return;
  const months = store.unwrittenMonthsBefore(source.id, now.toISOString().slice(0, 7));
  if (months.length === 0) return;
  source.lastHistoryJob = await outbox.writeBalances(
    { ...spec, kind: "balance_history" },
    months.map((m) => ({ date: lastDayOf(m.month), amount: m.balance })),
  );
  store.markMonthsWritten(
    source.id,
    months.map((m) => m.month),
  );
  run.historyMonths = months.length;
  run.requests += Math.ceil(months.length / HISTORY_MONTHS_PER_REQUEST);
}

/**
 * What a reading is compared with: the last balance written, and on "Run now" the balance the budget holds now
 * (read once, under the gate), so that a balance changed elsewhere is put right. Scheduled runs spend no request
 * when nothing changed at the source; a write still on its way is compared with, not read over.
 */
async function comparedWith(source: Source, run: Run, outbox: BalanceWriter): Promise<BalanceReading | null> {
  if (run.trigger !== "now" || source.lastBalanceJob) return source.lastWritten;
  const current = await outbox.accountBalance(source.connectionId, source.manualAccountId);
  run.requests += 1;
  return current.ok ? { balance: current.balance, asOf: source.lastWritten?.asOf } : source.lastWritten;
}

/**
 * What became of the last run's writes: a history the service (or the connection's interface) does not
 * serve stops history for this source, with the note; months and a balance the Outbox gave up on (dead
 * letters after 5xx or timeouts) are written again at this run.
 */
async function settlePreviousWrites(store: SourcesStore, source: Source, outbox: BalanceWriter): Promise<void> {
  if (source.lastHistoryJob) {
    const outcome = await outbox.writeOutcome(source.lastHistoryJob);
    if (!outcome || outcome.settled) {
      if (outcome?.unserved) Object.assign(source, { history: "unsupported" });
      store.markMonthsUnwritten(
        source.id,
        (outcome?.givenUp ?? []).map((date) => date.slice(0, 7)),
      );
      source.lastHistoryJob = null;
    }
  }
  if (source.lastBalanceJob) {
    const outcome = await outbox.writeOutcome(source.lastBalanceJob);
    if (!outcome || outcome.settled) {
      if (!outcome || outcome.written === 0) source.lastWritten = null;
      source.lastBalanceJob = null;
    }
  }
}
