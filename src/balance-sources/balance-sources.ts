// The BalanceSources Durable Object (SQLite), one for the deployment: every connection's balance
// sources, their runs, and the SimpleFIN connections they read. One alarm is multiplexed over the
// sources' next runs; the cron tick pokes it too, so runs missed while nothing woke it catch up once
// (a source is due when its last run is before its latest slot, however many slots passed: due.ts).
// Runs go one at a time, so two triggers never read or write the same source at once.
import { DurableObject } from "cloudflare:workers";
import { isDue, nextSlot, type RunSchedule } from "./readings/due";
import { BalanceSourceError, type FetchSourceOptions } from "../web/fetch-source";
import type { FitContext } from "./kinds/descriptor";
import { fittedSettings, kindedSource, readSource, rewritesHistory, type SourceKind } from "./kinds";
import { outboxOf } from "../storage";
import { configOf, RETENTION_MS } from "../config";
import { vaultOf } from "../connections";
import { VaultError } from "../connections/vault";
import { failedReading, type Reading } from "./reading";
import { completeRun } from "./run";
import { claimConnection } from "./simplefin-pull";
import { type SourceAttention, sourcesNeedingAttention } from "./attention";
import { type Answer, refuse, type TargetAccount } from "./fit";
import { ok } from "../result";
import { type Run, type SimplefinConnection, type Source, SourcesStore } from "./store";
import { runView, simplefinView, sourceView, type RunView, type SimplefinView, type SourceView } from "./views";

/** Runs are kept RETENTION_DAYS (config.ts; the page and GET …/runs show them). */
export const RUN_RETENTION_MS = RETENTION_MS;
/** Most runs one answer lists: 90 days of hourly runs fit. */
const MAX_RUNS_LISTED = 2_200;

export type { Answer, Refused, TargetAccount } from "./fit";

export class BalanceSources extends DurableObject<Env> {
  readonly #store: SourcesStore;
  /** Runs one after another: a run awaits the network, and another trigger must not interleave with it. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#store = new SourcesStore(ctx.storage);
  }

  list(connectionId: string): { sources: SourceView[]; simplefin: SimplefinView[] } {
    return {
      sources: this.#store.sources(connectionId).map((s) => this.#view(s)),
      simplefin: this.#store.simplefins(connectionId).map(simplefinView),
    };
  }

  /** Every connection's sources that need the person now: for notifications. */
  attention(): SourceAttention[] {
    return sourcesNeedingAttention(this.#store);
  }

  get(connectionId: string, id: string): Answer<SourceView> {
    const source = this.#own(connectionId, id);
    return source ? ok(this.#view(source)) : missing(id);
  }

  runs(connectionId: string, id: string): Answer<RunView[]> {
    if (!this.#own(connectionId, id)) return missing(id);
    return ok(this.#store.runs(id, Date.now() - RUN_RETENTION_MS, MAX_RUNS_LISTED).map(runView));
  }

  /** A new source, run at once (its first run also writes the history it can tell). */
  async create(
    connectionId: string,
    input: { kind: SourceKind; account: TargetAccount; settings: unknown; schedule: RunSchedule },
  ): Promise<Answer<SourceView>> {
    const settings = fittedSettings(input.kind, input.settings, input.account, this.#fitContext(connectionId));
    if (!settings.ok) return settings;
    const now = Date.now();
    const source: Source = {
      id: `bs-${crypto.randomUUID()}`,
      connectionId,
      kind: input.kind,
      manualAccountId: input.account.id,
      accountType: input.account.type,
      currency: input.account.currency.toLowerCase(),
      settings: settings.value,
      schedule: input.schedule,
      createdAt: now,
      lastRunAt: null,
      nextRunAt: now,
      state: "new",
      stateReason: null,
      lastWritten: null,
      priceTrack: null,
      history: "served",
      lastBalanceJob: null,
      lastHistoryJob: null,
      txThrough: null,
    };
    this.#store.insertSource(source);
    await this.#serially(() => this.#run(source.id, "added"));
    await this.#armAlarm();
    // A delete served while the run awaited the network leaves no stored source: the answer is the one added.
    return ok(this.#view(this.#store.source(source.id) ?? source));
  }

  /**
   * New settings or schedule; the kind and the account stay (another account is another source). New settings are
   * read at once (a run of trigger `changed`), so the answer carries the balance they give; a new schedule alone
   * only moves the next run.
   */
  async update(
    connectionId: string,
    id: string,
    change: { settings?: unknown; schedule?: RunSchedule | undefined },
  ): Promise<Answer<SourceView>> {
    const source = this.#own(connectionId, id);
    if (!source) return missing(id);
    let settingsChanged = false;
    if (change.settings !== undefined) {
      const account = { id: source.manualAccountId, type: source.accountType, currency: source.currency };
      const settings = fittedSettings(source.kind, change.settings, account, this.#fitContext(connectionId));
      if (!settings.ok) return settings;
      if (rewritesHistory(source.kind) && JSON.stringify(settings.value) !== JSON.stringify(source.settings)) {
        // A schedule's past month-ends follow from its settings (another rate, another start): they are written
        // again, now — it costs no request but the service's, and the user expects to see the change. Readings
        // of SimpleFIN or a price are what was observed then, and stay.
        this.#store.forgetMonthEnds(source.id);
      }
      settingsChanged = JSON.stringify(settings.value) !== JSON.stringify(source.settings);
      source.settings = settings.value;
    }
    if (change.schedule) {
      // A new schedule may have a slot the last run did not cover yet: then the source is due now.
      const now = new Date();
      source.schedule = change.schedule;
      const due = isDue(source.schedule, source.lastRunAt === null ? null : new Date(source.lastRunAt), now);
      source.nextRunAt = due ? now.getTime() : nextSlot(source.schedule, now).getTime();
    }
    this.#store.saveSource(source);
    if (settingsChanged) await this.#serially(() => this.#run(source.id, "changed"));
    await this.#armAlarm();
    return ok(this.#view(this.#store.source(source.id) ?? source));
  }

  async remove(connectionId: string, id: string): Promise<Answer<null>> {
    if (!this.#own(connectionId, id)) return missing(id);
    this.#store.deleteSource(id);
    await this.#armAlarm();
    return ok(null);
  }

  /** "Run now": one run outside the schedule (SimpleFIN reuses a pull of the last hour: its quota). */
  async runNow(connectionId: string, id: string): Promise<Answer<RunView>> {
    if (!this.#own(connectionId, id)) return missing(id);
    const run = await this.#serially(() => this.#run(id, "now"));
    return run ? ok(runView(run)) : missing(id);
  }

  /** Claims a SimpleFIN setup token (once) and stores the Access URL sealed; answers its accounts. */
  async claimSimplefin(connectionId: string, setupToken: string, label: string): Promise<Answer<SimplefinView>> {
    const id = `sf-${crypto.randomUUID()}`;
    try {
      const conn = await claimConnection(setupToken, { id, connectionId, label }, vaultOf(this.env), this.#fetchOptions(), new Date());
      this.#store.insertSimplefin(conn);
      return ok(simplefinView(conn));
    } catch (error) {
      if (!(error instanceof BalanceSourceError)) throw error;
      // A refused token (403: claimed before) or URL is the person's to fix; a Bridge that failed is not.
      return refuse(error.retryable ? 502 : 422, `The setup token could not be claimed: ${error.message}.`);
    }
  }

  async removeSimplefin(connectionId: string, id: string): Promise<Answer<null>> {
    const conn = this.#store.simplefin(id);
    if (!conn || conn.connectionId !== connectionId) return refuse(404, `No SimpleFIN connection "${id}" for this connection.`);
    if (this.#store.sourcesOfSimplefin(id).length > 0)
      return refuse(409, "Delete the balance sources that read this SimpleFIN connection first.");
    this.#store.deleteSimplefin(id);
    return ok(null);
  }

  /** From the cron trigger: forget old runs, run what is due (each once), and keep the alarm armed. */
  async tick(): Promise<number> {
    this.#store.purgeRuns(Date.now() - RUN_RETENTION_MS);
    const ran = await this.#runDue();
    await this.#armAlarm();
    return ran;
  }

  override async alarm(): Promise<void> {
    await this.#runDue();
    await this.#armAlarm();
  }

  async #runDue(): Promise<number> {
    let ran = 0;
    for (const source of this.#store.due(Date.now())) {
      if (await this.#serially(() => this.#run(source.id, "schedule"))) ran++;
    }
    return ran;
  }

  /** Reads the source and completes the run; null when it was deleted or is no longer due meanwhile. */
  async #run(id: string, trigger: Run["trigger"]): Promise<Run | null> {
    const stored = this.#store.source(id);
    if (!stored) return null;
    const now = new Date();
    if (trigger === "schedule" && stored.nextRunAt > now.getTime()) return null;
    const source = kindedSource(stored);
    if (!source) {
      const reading = failedReading("its settings are no longer valid for its kind: edit them", true, 0);
      return completeRun(this.#store, stored, reading, trigger, now, outboxOf(this.env));
    }
    let reading: Reading;
    try {
      reading = await readSource(source, { now, trigger, fetchOptions: this.#fetchOptions(), store: this.#store, env: this.env });
    } catch (error) {
      if (!(error instanceof VaultError)) {
        // Our bug, not the source's: the run is recorded (no hot loop of alarms) and tried at the next slot.
        console.error("balance source run failed", error instanceof Error ? error.name : typeof error);
        reading = failedReading("Intake could not run this source (an internal error); it is tried again at the next run", false, 0);
      } else {
        reading = failedReading("the stored SimpleFIN access no longer opens (the token key changed): claim a new setup token", true, 0);
      }
    }
    return completeRun(this.#store, source, reading, trigger, now, outboxOf(this.env));
  }

  /** What a kind's fit check looks at: the connection's own SimpleFIN connections (another's is not found), the URL policy. */
  #fitContext(connectionId: string): FitContext {
    return {
      simplefin: (id) => {
        const conn = this.#store.simplefin(id);
        return conn && conn.connectionId === connectionId ? conn : null;
      },
      policy: this.#fetchOptions().policy,
    };
  }

  #own(connectionId: string, id: string): Source | null {
    const source = this.#store.source(id);
    return source && source.connectionId === connectionId ? source : null;
  }

  #view(source: Source): SourceView {
    return sourceView(source, this.#store.runs(source.id, 0, 1)[0] ?? null);
  }

  /** User-given URLs under the policy; loopback only where the deployment says it is local development. */
  #fetchOptions(): FetchSourceOptions {
    return { policy: { localDevelopment: configOf(this.env).localDevelopment } };
  }

  #serially<T>(step: () => Promise<T>): Promise<T> {
    const next = this.#queue.then(step, step);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  async #armAlarm(): Promise<void> {
    const at = this.#store.earliestNextRun();
    if (at === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(Math.max(at, Date.now()));
  }
}

const missing = (id: string) => refuse(404, `No balance source "${id}" for this connection.`);
