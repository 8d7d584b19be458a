// The Outbox's delivery: one alarm, multiplexed over the jobs' due times and the rate gate, sends what each job needs
// next by its kind (kinds/), at most REQUESTS_PER_ALARM requests a run; the cron trigger's tick closes abandoned
// uploads, forgets what is past its retention and probes paused connections; a paused connection resumes once its
// credential answers again.
import { BudgetApiError } from "../../budget-api";
import { RETENTION_MS } from "../../config";
import { addDays } from "../../locale/days";
import { blockGate, DeliveryContext } from "../kinds/context";
import { kindOf } from "../kinds/index";
import { deliverRemoval } from "../kinds/removal";
import { deliverTapBurst } from "../kinds/tap-burst";
import { nextSendAt } from "../rate-gate";
import type { JobRow } from "../store";
import type { OutboxParts } from "./parts";

/** One alarm run sends at most this many requests, then yields (other events, fresh alarm). */
const REQUESTS_PER_ALARM = 200;
/** An open job that received nothing for this long lost its upload (the request died mid-file). */
const ABANDONED_AFTER_MS = 60 * 60_000;
/** Reports of finished jobs are kept RETENTION_DAYS (config.ts), then forgotten (the DO's storage is not a log). */
const REPORT_RETENTION_MS = RETENTION_MS;
/** The days imports covered and the bank's balances are kept this long: the Accounts page shows a year of months. */
export const COVERAGE_DAYS = 400;

export class Delivery {
  /** A delivery loop is running in this instance (a new instance starts with none: see recovery). */
  #delivering = false;

  constructor(
    private readonly parts: OutboxParts,
    private readonly setAlarm: (at: number) => Promise<void>,
  ) {}

  /** The alarm: what is due is sent, job by job, within the gate and the run's budget of requests. */
  async alarm(): Promise<void> {
    if (this.#delivering) return;
    this.#delivering = true;
    const { store, files } = this.parts;
    try {
      store.attempts.recoverInterrupted(Date.now());
      // Rounds are bounded too: a round that sends nothing must still end the loop eventually.
      for (let sent = 0, rounds = 0; sent < REQUESTS_PER_ALARM && rounds < 4 * REQUESTS_PER_ALARM; rounds++) {
        const now = Date.now();
        const job = store.jobs.next(now);
        if (!job || nextSendAt(store.gate.get(now), now) > now) break;
        sent += await this.#deliverNext(job);
        // A receipt's job just served may have settled: the attachment that follows it looks again.
        files.wake(job.id, Date.now());
      }
    } finally {
      this.#delivering = false;
    }
    await this.schedule();
  }

  /** Sends what the job needs next, by its kind (kinds/); returns the requests sent. */
  async #deliverNext(job: JobRow): Promise<number> {
    const { store, hooks } = this.parts;
    const target = await this.parts.targetOf(job.connection_id);
    if (!target) {
      store.connections.setAuthFailures(job.connection_id, 2);
      return 0;
    }
    const kind = kindOf(job.kind);
    const ctx = new DeliveryContext(store, target, hooks, kind.unserved[target.version] ?? null);
    // A removal the person asked for comes before anything else of the job (nothing else is left: it had finished).
    if (store.removals.waiting(job.id)) return deliverRemoval(ctx, job, Date.now());
    // A tap takes the connection's other waiting taps along (kinds/tap-burst.ts); alone, it goes as its kind says.
    const together = await deliverTapBurst(ctx, job, Date.now());
    if (together !== null) return together;
    return kind.deliver(ctx, job, Date.now());
  }

  /** Sets the one alarm to the earliest moment there is something to send. */
  async schedule(): Promise<void> {
    const { store } = this.parts;
    const due = store.jobs.nextDue();
    if (due === null) return;
    const now = Date.now();
    const at = Math.max(due, nextSendAt(store.gate.get(now), now), now);
    await this.setAlarm(at);
  }
}

/**
 * From the cron trigger: close jobs whose upload died mid-file (what arrived is delivered, and the
 * report says the rest never came), forget reports past their retention, probe paused connections,
 * make sure waiting work has an alarm.
 */
export async function tick(parts: OutboxParts): Promise<void> {
  const { store } = parts;
  for (const jobId of store.jobs.abandoned(Date.now() - ABANDONED_AFTER_MS)) {
    const rows = store.reports.items(jobId, Math.max(0, (store.jobs.get(jobId)?.total ?? 1) - 1), 1);
    const lastRow = rows[0]?.row ?? 0;
    store.items.append(
      jobId,
      [],
      [{ row: lastRow + 1, outcome: "error", reason: "the upload stopped before the end of the file; rows from here on were not read" }],
    );
    store.jobs.seal(jobId);
  }
  store.jobs.purgeFinished(Date.now() - REPORT_RETENTION_MS);
  store.coverage.purge(addDays(new Date().toISOString().slice(0, 10), -COVERAGE_DAYS));
  for (const connectionId of store.connections.paused()) await resumeConnection(parts, connectionId);
  await parts.schedule();
}

/** Tries a paused connection's credential (GET /me); its jobs resume if it works. */
export async function resumeConnection(parts: OutboxParts, connectionId: string): Promise<boolean> {
  const { store, tokens, accounts } = parts;
  // Connected again, perhaps with the other version: read it, and what it answered, afresh.
  tokens.forgetVersion(connectionId);
  accounts.forget(connectionId);
  if (store.gate.takeSlot(Date.now()) > 0) return false;
  const token = await tokens.candidate(connectionId);
  if (!token) return false;
  try {
    await parts.target(await tokens.version(connectionId), token).identify();
  } catch (error) {
    if (error instanceof BudgetApiError && error.kind === "rate_limited") blockGate(store, error);
    return false;
  }
  tokens.keep(connectionId, token);
  store.connections.setAuthFailures(connectionId, 0);
  await parts.schedule();
  return true;
}
