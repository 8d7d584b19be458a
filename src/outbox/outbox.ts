// The Outbox: the one place where Intake talks to the budgeting service. Channels hand it import
// plans over RPC; one alarm, multiplexed over the jobs' due times and the rate gate, delivers them
// batch by batch, exactly once, and the report says what happened to every item.
import { DurableObject } from "cloudflare:workers";
import { type ApiVersion, BudgetApiError, type InsertTransaction } from "../budget-api";
import { type CredentialSource, KeptCredentials } from "../connections";
import type { PlannedItem, RowReport } from "../plan";
import { backoffDelay, type RetryPolicy } from "./backoff";
import { MAX_BATCH, nextBatch, type PendingItem } from "./batch";
import type { DeliveredTransaction, DeliveryTarget } from "./delivery-target";
import { deliveryTarget } from "./target-for-version";
import { block, nextSendAt, observe, take } from "./rate-gate";
import { buildReport, buildRowNotes, type JobReport, MAX_REPORT_PAGE, type PageOptions } from "./report";
import { type ItemForSend, type ItemOutcome, type JobRow, OutboxStore } from "./store";
import { type AttachmentRequest, deliverAttachment, keepAttachment } from "./attachment-delivery";
import { AttachmentFiles } from "./attachment-files";
import { type JobKind, type MatchKind, WRITE_KINDS, type WriteKind, type WriteValue } from "./kinds";
import { deliverMatch } from "./match-delivery";
import { deliverRemoval, NO_REMOVAL_ON_V1 } from "./removal-delivery";
import type { MatchPolicy } from "./receipt-match";
import { CLOCK_SKEW_MS, settleDoubtful } from "./readback";
import { AccountDirectory, type AccountListAnswer, type Refusal, type TargetAnswer } from "./targets";

/** The deployment's one Outbox: one rate gate for every connection (the service limits per address). */
export const OUTBOX_NAME = "outbox";

/** One alarm run sends at most this many requests, then yields (other events, fresh alarm). */
const REQUESTS_PER_ALARM = 200;
/** When a 429 comes without a usable Retry-After, wait one of the service's windows. */
const FALLBACK_RETRY_AFTER_MS = 60_000;
/** An open job that received nothing for this long lost its upload (the request died mid-file). */
const ABANDONED_AFTER_MS = 60 * 60_000;
/** Reports of finished jobs are kept this long, then forgotten (the DO's storage is not a log). */
const REPORT_RETENTION_MS = 90 * 24 * 3600_000;
/** A 404 whose cause (a kind not served, or a wrong account) could not be told: the account list could not be asked. */
const NOT_FOUND_UNCHECKED = "the service answered 404, and whether the account exists could not be checked (tried again later)";
export interface JobSpec {
  connectionId: string;
  source: string;
  /** Target manual account; null = cash transactions. */
  manualAccountId: number | null;
  applyRules?: boolean;
  skipDuplicates?: boolean;
  /** The upload's file name, for the import history. */
  fileName?: string | null;
  /** What the job's items are (default: transactions to insert). */
  kind?: JobKind;
}

/** What POST /imports/{id}/remove answers: how many of the job's transactions are on their way out, or why none. */
export type RemovalAnswer =
  | { ok: true; id: string; removing: number; removed: number; kept: number }
  | { ok: false; reason: "nothing_inserted" | "in_progress"; message: string };

/** A request the service answered with 401: asked again once, with a newer token (`#ask`). */
const REFUSED = Symbol("credential refused");

export class Outbox extends DurableObject<Env> {
  readonly #store: OutboxStore;
  readonly #files: AttachmentFiles;
  readonly #credentials: CredentialSource;
  readonly #tokens = new Map<string, string>();
  /** Each connection's api version (v1 or v2), read with its credential. */
  readonly #versions = new Map<string, ApiVersion>();
  /** The token the service last refused, per connection: its keeper tells a stale refusal from a fresh one. */
  readonly #refused = new Map<string, string>();
  readonly #accounts = new AccountDirectory({
    accounts: (connectionId) => this.#ask(connectionId, (target) => target.accounts()),
    defaultAccount: (connectionId) => this.#ask(connectionId, (target) => target.defaultAccount()),
    showDebitsAsNegative: (connectionId) => this.#ask(connectionId, (target) => target.showDebitsAsNegative()),
  });
  /** Per connection, the budget's primary currency (match mode across currencies asks it once a day). */
  readonly #baseCurrencies = new Map<string, { currency: string; at: number }>();
  /** A delivery loop is running in this instance (a new instance starts with none: see recovery). */
  #delivering = false;
  /** How a connection's delivery target is made: a field, not a method, so that it is no RPC (tests wrap it). */
  protected readonly makeDeliveryTarget: typeof deliveryTarget = deliveryTarget;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#store = new OutboxStore(ctx.storage.sql);
    this.#files = new AttachmentFiles(ctx.storage.sql);
    this.#credentials = new KeptCredentials(env);
  }

  // --- RPC: what the channels call ---

  /** A whole plan at once: a job that is complete from the start. */
  async enqueue(spec: JobSpec, items: PlannedItem[], notes: RowReport[] = []): Promise<JobReport> {
    const id = this.#open(spec, false);
    this.#store.appendItems(id, items, notes);
    this.#store.seal(id);
    await this.#schedule();
    return this.report(id) as JobReport;
  }

  /** A plan that arrives in chunks (a large upload): open, append…, seal. Delivery starts at once. */
  async openJob(spec: JobSpec): Promise<string> {
    return this.#open(spec, true);
  }
  async append(jobId: string, items: PlannedItem[], notes: RowReport[] = []): Promise<void> {
    const job = this.#store.job(jobId);
    if (!job || job.sealed) throw new Error(`job ${jobId} is not open`);
    this.#store.appendItems(jobId, items, notes);
    await this.#schedule();
  }
  async seal(jobId: string): Promise<JobReport | null> {
    this.#store.seal(jobId);
    await this.#schedule();
    return this.report(jobId);
  }

  /** The job's report; null when it does not exist or belongs to another connection than the one given. */
  report(
    jobId: string,
    options: { connectionId?: string; items?: boolean; outcome?: ItemOutcome | undefined } & PageOptions = {},
  ): JobReport | null {
    const job = this.#ownJob(jobId, options.connectionId);
    return job ? buildReport(this.#store, job, Date.now(), this.#store.gate(Date.now()), options) : null;
  }

  /** Several jobs' reports in one call (a page of the receipts inbox: each receipt's job and its file's); null like `report`. */
  reports(
    jobIds: string[],
    options: { connectionId?: string; items?: boolean; outcome?: ItemOutcome | undefined } & PageOptions = {},
  ): Record<string, JobReport | null> {
    return Object.fromEntries(jobIds.map((id) => [id, this.report(id, options)]));
  }

  /** One page of the job's rows that produced no item; null like `report`. */
  rowNotes(jobId: string, options: { connectionId?: string; outcome?: "ignored" | "error" | undefined } & PageOptions = {}) {
    const job = this.#ownJob(jobId, options.connectionId);
    return job ? buildRowNotes(this.#store, job, options) : null;
  }

  /** The connection's jobs, newest first, one page. */
  list(connectionId: string, options: PageOptions = {}): { imports: JobReport[]; total: number; next_offset: number | null } {
    const offset = options.offset ?? 0;
    const limit = Math.min(options.limit ?? 50, MAX_REPORT_PAGE);
    const now = Date.now();
    const gate = this.#store.gate(now);
    const imports = this.#store.jobsOf(connectionId, offset, limit).map((job) => buildReport(this.#store, job, now, gate, {}));
    const total = this.#store.jobCount(connectionId);
    return { imports, total, next_offset: offset + imports.length < total ? offset + imports.length : null };
  }

  #ownJob(jobId: string, connectionId: string | undefined): JobRow | null {
    const job = this.#store.job(jobId);
    return job && (connectionId === undefined || connectionId === job.connection_id) ? job : null;
  }

  /** Dead letters back into the queue, on the user's request; a held receipt is inserted after all. */
  async retryFailed(jobId: string): Promise<number> {
    const n = this.#store.retryFailed(jobId);
    this.#store.setJobDue(jobId, 0, null);
    await this.#schedule();
    return n;
  }

  /**
   * "Remove this import": the transactions the job inserted are deleted from the budget (removal-delivery.ts),
   * under the same gate and failure handling as its delivery; the report then shows each as removed or kept.
   * Refused while the job still delivers, and for jobs that insert no transactions (balance writes, files).
   * Null like `report`.
   */
  async removeImport(jobId: string, connectionId: string): Promise<RemovalAnswer | null> {
    const job = this.#ownJob(jobId, connectionId);
    if (!job) return null;
    if (job.kind !== "transactions" && job.kind !== "match_or_insert" && job.kind !== "match_or_hold")
      return { ok: false, reason: "nothing_inserted", message: "This job inserts no transactions: there is nothing to remove." };
    const counts = this.#store.counts(job.id);
    if (counts.pending > 0 || !job.sealed)
      return { ok: false, reason: "in_progress", message: "This import is still being delivered: remove it once it has finished." };
    const removing = this.#store.requestRemoval(job.id, Date.now());
    await this.#schedule();
    return { ok: true, id: job.id, removing, removed: counts.removed, kept: counts.kept };
  }

  /**
   * Sets a manual account's balance, or writes months of its balance history, as a job of its own kind:
   * under the same rate gate, retries and 401 handling as transactions. Answers the job id.
   */
  async writeBalances(
    spec: { connectionId: string; source: string; manualAccountId: number; kind: WriteKind },
    values: WriteValue[],
  ): Promise<string> {
    const items = values.map((v, i) => ({
      row: i + 1,
      item: { date: v.date, amount: v.amount, external_id: `${spec.kind}:${spec.manualAccountId}:${v.date}` },
    }));
    const id = this.#open({ ...spec, applyRules: false, skipDuplicates: false }, false);
    this.#store.appendItems(
      id,
      items,
      items.map((i) => ({ row: i.row, outcome: "planned" as const })),
    );
    await this.#schedule();
    return id;
  }

  /**
   * Attaches a receipt's file to the transaction its receipt job delivers, once that job has settled
   * (attachment-delivery.ts): a job of its own kind, under the same gate, retries and 401 handling. Answers the job id.
   */
  async attachReceipt(request: AttachmentRequest): Promise<string> {
    const id = this.#open(
      { connectionId: request.connectionId, source: "email", manualAccountId: null, fileName: request.file.name, kind: "attachment" },
      false,
    );
    keepAttachment(this.#store, this.#files, id, request);
    await this.#schedule();
    return id;
  }

  /** Whether the connection's jobs are paused until a person authorizes Intake again (the connection page says so). */
  isPaused(connectionId: string): boolean {
    return this.#store.needsAuth(connectionId);
  }

  /** Tries a paused connection's credential (GET /me); its jobs resume if it works. */
  async resumeConnection(connectionId: string): Promise<boolean> {
    // Connected again, perhaps with the other version: read it, and what it answered, afresh.
    this.#versions.delete(connectionId);
    this.#accounts.forget(connectionId);
    const now = Date.now();
    if (nextSendAt(this.#store.gate(now), now) > now) return false;
    this.#store.saveGate(take(this.#store.gate(now), now));
    // Only a refused token is worth a refresh: after a fresh connect the current one is new (a refresh
    // would spend a rotation for nothing).
    const refused = this.#refused.get(connectionId);
    const token =
      refused !== undefined ? await this.#credentials.refresh(connectionId, refused) : await this.#credentials.current(connectionId);
    if (!token) return false;
    try {
      await this.#target(await this.#version(connectionId), token).identify();
    } catch (error) {
      if (error instanceof BudgetApiError && error.kind === "rate_limited") this.#onRateLimited(error);
      return false;
    }
    this.#tokens.set(connectionId, token);
    this.#store.setAuthFailures(connectionId, 0);
    await this.#schedule();
    return true;
  }

  /**
   * From the cron trigger: close jobs whose upload died mid-file (what arrived is delivered, and the
   * report says the rest never came), forget reports past their retention, probe paused connections,
   * make sure waiting work has an alarm.
   */
  async tick(): Promise<void> {
    for (const jobId of this.#store.abandoned(Date.now() - ABANDONED_AFTER_MS)) {
      const rows = this.#store.items(jobId, Math.max(0, (this.#store.job(jobId)?.total ?? 1) - 1), 1);
      const lastRow = rows[0]?.row ?? 0;
      this.#store.appendItems(
        jobId,
        [],
        [{ row: lastRow + 1, outcome: "error", reason: "the upload stopped before the end of the file; rows from here on were not read" }],
      );
      this.#store.seal(jobId);
    }
    this.#store.purgeFinished(Date.now() - REPORT_RETENTION_MS);
    for (const connectionId of this.#store.pausedConnections()) await this.resumeConnection(connectionId);
    await this.#schedule();
  }

  /**
   * Resolves an upload's target: the requested manual account, else the user's default manual account,
   * else cash — from the connection's account list, asked of the service at most once a minute (see
   * targets.ts): the quota is for delivery.
   */
  async target(connectionId: string, requested: number | null): Promise<TargetAnswer> {
    return this.#accounts.target(connectionId, requested);
  }

  /**
   * The balance a manual account holds in the budget now: one request under the gate, not the cached list, so
   * that a balance source's "Run now" compares with what the person sees (a balance changed elsewhere).
   */
  async accountBalance(connectionId: string, accountId: number): Promise<{ ok: true; balance: string } | Refusal> {
    const answer = await this.#ask(connectionId, (target) => target.accounts());
    if (!(answer instanceof Map)) return answer;
    const account = answer.get(accountId);
    return account ? { ok: true, balance: account.balance } : { ok: false, reason: "unknown_account" };
  }

  /**
   * What an account (or cash) holds between two dates, for a preview that says which rows are already in the
   * budget: pages read under the gate, at most `maxPages` (a preview spends a few requests, never the day's).
   */
  async transactionsIn(
    connectionId: string,
    accountId: number | null,
    fromDate: string,
    toDate: string,
    maxPages = 3,
  ): Promise<{ ok: true; transactions: DeliveredTransaction[]; requests: number; complete: boolean } | Refusal> {
    const transactions: DeliveredTransaction[] = [];
    let offset = 0;
    for (let requests = 1; requests <= maxPages; requests++) {
      const page = await this.#ask(connectionId, (target) => target.transactionsIn(accountId, fromDate, toDate, offset));
      if ("ok" in page) return page;
      offset += page.transactions.length;
      transactions.push(...page.transactions.filter((t) => (accountId === null ? t.cash : t.accountId === accountId)));
      if (!page.hasMore || page.transactions.length === 0) return { ok: true, transactions, requests, complete: !page.hasMore };
    }
    return { ok: true, transactions, requests: maxPages, complete: false };
  }

  /** The connection's manual accounts (for the page's picker), from the cache that targets uploads. */
  async accountList(connectionId: string): Promise<AccountListAnswer> {
    return this.#accounts.list(connectionId);
  }

  /** Tests and benchmarks scale time down; production keeps the defaults. */
  async configure(options: {
    retry?: Partial<RetryPolicy>;
    accounts?: { ttlMs?: number; missRefreshMs?: number };
    match?: Partial<MatchPolicy>;
  }): Promise<void> {
    if (options.retry) this.#store.setRetryPolicy(options.retry);
    if (options.match) this.#store.setMatchPolicy(options.match);
    if (options.accounts?.ttlMs !== undefined) this.#accounts.ttlMs = options.accounts.ttlMs;
    if (options.accounts?.missRefreshMs !== undefined) this.#accounts.missRefreshMs = options.accounts.missRefreshMs;
  }

  // --- delivery ---

  override async alarm(): Promise<void> {
    if (this.#delivering) return;
    this.#delivering = true;
    try {
      this.#store.recoverInterrupted(Date.now());
      // Rounds are bounded too: a round that sends nothing must still end the loop eventually.
      for (let sent = 0, rounds = 0; sent < REQUESTS_PER_ALARM && rounds < 4 * REQUESTS_PER_ALARM; rounds++) {
        const now = Date.now();
        const job = this.#store.nextJob(now);
        if (!job || nextSendAt(this.#store.gate(now), now) > now) break;
        sent += await this.#deliverNext(job);
        // A receipt's job just served may have settled: the attachment that follows it looks again.
        this.#files.wake(job.id, Date.now());
      }
    } finally {
      this.#delivering = false;
    }
    await this.#schedule();
  }

  /** Sends the job's next batch (settling items whose fate is unknown first); returns requests sent. */
  async #deliverNext(job: JobRow): Promise<number> {
    const kind = job.kind;
    const target = await this.#targetOf(job.connection_id);
    if (!target) {
      this.#store.setAuthFailures(job.connection_id, 2);
      return 0;
    }
    // A removal the person asked for comes before anything else of the job (nothing else is left: it had finished).
    if (this.#store.removing(job.id, 1).length > 0) return deliverRemoval(this.#removalContext(target), job, Date.now());
    if (kind === "match_or_insert" || kind === "match_or_hold") return this.#deliverMatch({ ...job, kind }, target);
    if (kind === "attachment") return deliverAttachment(this.#attachmentContext(target), job, Date.now());
    if (kind !== "transactions") return this.#deliverWrite(job, kind, target);
    let candidates = this.#store.pending(job.id, MAX_BATCH * 4, job.skip_duplicates === 1);
    if (job.manual_account_id === null || target.readsBackAccounts) {
      const requests = await this.#reconcile(job, target);
      if (requests > 0) return requests;
      if (job.manual_account_id === null) candidates = this.#skipDeliveredCash(job, candidates);
    }
    const batch = nextBatch(candidates, job.skip_duplicates === 1);
    if (!batch || batch.seqs.length === 0) return 0;

    const now = Date.now();
    const rows = this.#store.itemsForSend(job.id, batch.seqs);
    const transactions: InsertTransaction[] = rows.map((r) => {
      const item = JSON.parse(r.body) as InsertTransaction;
      return job.manual_account_id === null ? item : { ...item, manual_account_id: job.manual_account_id };
    });
    // Persisted before the request leaves (the output gate holds the fetch until this is durable).
    const attemptId = this.#store.beginAttempt(job.id, batch.seqs, now);
    this.#store.saveGate(take(this.#store.gate(now), now));
    this.#store.markServed(job, now);

    let answer;
    try {
      answer = await target.insert({ transactions, applyRules: job.apply_rules === 1, skipDuplicates: batch.skipDuplicates });
    } catch (error) {
      this.#onFailure(job, batch.seqs, attemptId, BudgetApiError.from(error), target);
      return 1;
    }

    const unanswered: number[] = [];
    const unnamed: number[] = [];
    let resent = false;
    answer.outcomes.forEach((outcome, index) => {
      const seq = batch.seqs[index]!;
      const sent = rows[index]!;
      const externalId = transactions[index]!.external_id;
      if (outcome.kind === "inserted") {
        this.#store.settle(job.id, seq, "inserted", outcome.transactionId, null);
        if (job.manual_account_id === null) this.#store.recordCash(job.connection_id, externalId, outcome.transactionId);
      } else if (outcome.kind === "duplicate") {
        if (isAnotherRecord(outcome, sent, externalId, job.connection_id, this.#store)) {
          this.#store.resendUnchecked(job.id, seq);
          resent = true;
          return;
        }
        // An item whose earlier request went unanswered was delivered by that request.
        const ours = sent.in_doubt === 1 && outcome.reason === "duplicate_external_id";
        this.#store.settle(job.id, seq, ours ? "inserted" : "duplicate", outcome.transactionId, ours ? null : outcome.reason);
      } else if (outcome.kind === "unnamed") {
        unnamed.push(seq);
      } else {
        unanswered.push(seq);
      }
    });
    this.#store.setAuthFailures(job.connection_id, 0);
    this.#store.finishAttempt(attemptId, unanswered.length ? "partial" : unnamed.length ? "read back" : "ok", Date.now());
    // Settled by reading back, before anything else of the job is sent (#reconcile).
    if (unnamed.length)
      this.#store.awaitReadBack(job.id, unnamed, attemptId, { insertedIds: answer.insertedIds, checked: batch.skipDuplicates });
    if (unanswered.length) {
      this.#retryLater(job, unanswered, "the service neither inserted nor skipped these items", false);
    } else {
      this.#store.setJobDue(job.id, 0, null);
      // An import that just ended may have brought the bank transactions that receipts wait for.
      if (!resent && job.sealed && this.#store.counts(job.id).pending === 0) this.#store.wakeMatches(job.connection_id, Date.now());
    }
    return 1;
  }

  /**
   * A receipt in match mode: its own steps (match-delivery.ts), under the same gate and failure handling.
   * A version that cannot match (v1) holds the receipt with its reason: the person may insert it anyway.
   */
  async #deliverMatch(job: JobRow & { kind: MatchKind }, target: DeliveryTarget): Promise<number> {
    const unsupported = target.unsupported(job.kind);
    if (unsupported || !target.matching) {
      for (const { seq } of this.#store.pending(job.id, MAX_BATCH, false)) this.#store.settle(job.id, seq, "held", null, unsupported);
      this.#store.setJobDue(job.id, 0, null);
      return 0;
    }
    const context = {
      store: this.#store,
      api: target.matching,
      baseCurrencies: this.#baseCurrencies,
      takeSlot: (now: number) => this.#takeSlot(now),
      failed: (failedJob: JobRow, seqs: number[], attemptId: number, error: BudgetApiError) =>
        this.#onFailure(failedJob, seqs, attemptId, error, target),
    };
    return deliverMatch(context, job, Date.now());
  }

  /** What a receipt's file needs of the Outbox: its gate and failure handling, and the target's files (v2). */
  #attachmentContext(target: DeliveryTarget) {
    return {
      store: this.#store,
      files: this.#files,
      api: target.files,
      unsupported: target.unsupported("attachment"),
      takeSlot: (now: number) => this.#takeSlot(now),
      failed: (failedJob: JobRow, seqs: number[], attemptId: number, error: BudgetApiError) =>
        this.#onFailure(failedJob, seqs, attemptId, error, target),
    };
  }

  /** What removing an import needs of the Outbox: its gate, and a failure handled as a failed read-back (nothing settles). */
  #removalContext(target: DeliveryTarget) {
    return {
      store: this.#store,
      api: target.removal,
      unsupported: target.removal ? null : NO_REMOVAL_ON_V1,
      takeSlot: (now: number) => this.#takeSlot(now),
      failed: (failedJob: JobRow, error: BudgetApiError) => this.#onReadBackFailure(failedJob, error),
    };
  }

  /** Takes a slot of the rate gate for one request now; false when the gate says wait. */
  #takeSlot(now: number): boolean {
    if (nextSendAt(this.#store.gate(now), now) > now) return false;
    this.#store.saveGate(take(this.#store.gate(now), now));
    return true;
  }

  /**
   * Sends the next values of a write job (a balance, months of history) in one request. A kind the
   * connection's version does not serve (v1: history) is noted on its items, not sent.
   */
  async #deliverWrite(job: JobRow, kind: WriteKind, target: DeliveryTarget): Promise<number> {
    const delivery = WRITE_KINDS[kind];
    const seqs = this.#store.pending(job.id, delivery.batch, false).map((p) => p.seq);
    if (seqs.length === 0 || job.manual_account_id === null) return 0;
    const unsupported = target.unsupported(kind);
    if (unsupported) {
      for (const seq of seqs) this.#store.settle(job.id, seq, "invalid", null, unsupported);
      this.#store.setJobDue(job.id, 0, null);
      return 0;
    }
    const values = this.#store.itemsForSend(job.id, seqs).map((r) => JSON.parse(r.body) as WriteValue);
    const now = Date.now();
    const attemptId = this.#store.beginAttempt(job.id, seqs, now);
    this.#store.saveGate(take(this.#store.gate(now), now));
    this.#store.markServed(job, now);
    try {
      await target.write(kind, job.manual_account_id, values);
    } catch (error) {
      const failure = BudgetApiError.from(error);
      if (failure.kind === "not_found" && delivery.unsupportedOn404) {
        this.#store.finishAttempt(attemptId, "404", Date.now());
        const reason = await this.#whyNotFound(job.connection_id, job.manual_account_id, delivery.unsupportedOn404);
        // Not sure which 404 it was: dead letters (retryable, and a balance source sends those months again on
        // its next run) rather than a verdict that would mark the kind unserved or the account wrong.
        for (const seq of seqs)
          this.#store.settle(job.id, seq, reason === null ? "failed" : "invalid", null, reason ?? NOT_FOUND_UNCHECKED);
        this.#store.setJobDue(job.id, 0, null);
      } else this.#onFailure(job, seqs, attemptId, failure, target);
      return 1;
    }
    for (const seq of seqs) this.#store.settle(job.id, seq, "inserted", null, null);
    this.#store.setAuthFailures(job.connection_id, 0);
    this.#store.finishAttempt(attemptId, "ok", Date.now());
    this.#store.setJobDue(job.id, 0, null);
    return 1;
  }

  /**
   * What a 404 on a write the service may not serve says: that it does not serve it (`unsupported`), unless the
   * connection's account list (the cache uploads use) does not have the account — then the account is wrong,
   * which the user can mend, and the kind is not marked as unserved. Null when the list could not be asked.
   */
  async #whyNotFound(connectionId: string, accountId: number, unsupported: string): Promise<string | null> {
    const account = await this.#accounts.target(connectionId, accountId);
    if (account.ok) return account.checked ? unsupported : null;
    if (account.reason === "unknown_account") return `the manual account ${accountId} is not in the budget (deleted, or another id)`;
    if (account.reason === "closed_account") return `the manual account ${accountId} is closed`;
    return null;
  }

  #onFailure(job: JobRow, seqs: number[], attemptId: number, error: BudgetApiError, target: DeliveryTarget): void {
    const now = Date.now();
    this.#store.finishAttempt(attemptId, error.status ? String(error.status) : error.kind, now);
    switch (error.kind) {
      case "rate_limited":
        this.#store.release(job.id, seqs);
        this.#onRateLimited(error);
        return;
      case "unauthorized":
        this.#store.release(job.id, seqs);
        this.#onRefusedCredential(job);
        return;
      case "invalid":
      case "not_found":
        this.#isolateRejected(job, seqs, error, target.blamedItems(error, seqs.length));
        return;
      default:
        // 5xx, timeout, dropped connection, unreadable 2xx: the service may have acted on it.
        this.#retryLater(job, seqs, error.message, error.kind !== "server");
    }
  }

  /** A 400: the items the service blames are invalid; the rest go again, split if none was named. */
  #isolateRejected(job: JobRow, seqs: number[], error: BudgetApiError, blamed: Map<number, string>): void {
    if (blamed.size > 0) {
      const rest: number[] = [];
      seqs.forEach((seq, index) => {
        const message = blamed.get(index);
        if (message === undefined) rest.push(seq);
        else this.#store.settle(job.id, seq, "invalid", null, message);
      });
      this.#store.release(job.id, rest);
    } else if (seqs.length === 1) {
      this.#store.settle(job.id, seqs[0]!, "invalid", null, error.message);
    } else {
      this.#store.release(job.id, seqs, { maxBatch: Math.ceil(seqs.length / 2) });
    }
    this.#store.setJobDue(job.id, 0, null);
  }

  /** A 401: the next round asks for a fresh credential and retries once; a second 401 pauses the connection. */
  #onRefusedCredential(job: JobRow): void {
    this.#forgetToken(job.connection_id);
    this.#store.setAuthFailures(job.connection_id, this.#store.authFailures(job.connection_id) >= 1 ? 2 : 1);
    this.#store.setJobDue(job.id, 0, "the budgeting service refused the credential");
  }

  #retryLater(job: JobRow, seqs: number[], reason: string, inDoubt: boolean): void {
    const policy = this.#store.retryPolicy();
    const attempts = this.#store.failAttempt(job.id, seqs, reason, policy.maxAttempts, inDoubt);
    this.#store.setJobDue(job.id, Date.now() + backoffDelay(attempts, policy), reason);
  }

  #onRateLimited(error: BudgetApiError): void {
    const now = Date.now();
    this.#store.saveGate(block(this.#store.gate(now), error.retryAfterMs ?? FALLBACK_RETRY_AFTER_MS, now));
  }

  /**
   * Items whose fate is unknown — in a request that went unanswered (cash only on v2: its manual-account
   * items are settled by the replay's per-item answer), or not named by an answer (v1) — are settled by
   * reading back the account's (or cash) transactions before anything of the job is sent again
   * (readback.ts). Returns the requests sent (at least 1 while it waits for the gate).
   */
  async #reconcile(job: JobRow, target: DeliveryTarget): Promise<number> {
    const doubtful = this.#store.doubtful(job.id);
    if (doubtful.length === 0) return 0;
    const dates = doubtful.map((d) => d.date).sort();
    const scope = {
      accountId: job.manual_account_id,
      fromDate: dates[0]!,
      toDate: dates[dates.length - 1]!,
      // Look this far back for items of an interrupted attempt: covers clock skew with the service.
      since: Math.min(...doubtful.map((d) => d.started_at)) - CLOCK_SKEW_MS,
    };
    const delivered = [];
    let requests = 0;
    for (let offset = 0; ; offset += target.readBackPage) {
      const now = Date.now();
      if (nextSendAt(this.#store.gate(now), now) > now) return Math.max(requests, 1);
      this.#store.saveGate(take(this.#store.gate(now), now));
      requests++;
      let page;
      try {
        page = await target.readBack(scope, offset);
      } catch (error) {
        this.#onReadBackFailure(job, BudgetApiError.from(error));
        return requests;
      }
      for (const tx of page.transactions) {
        if (scope.accountId === null ? tx.cash : tx.accountId === scope.accountId) delivered.push(tx);
      }
      if (!page.hasMore) break;
    }
    const resend: number[] = [];
    settleDoubtful(doubtful, delivered).forEach((settlement, index) => {
      const item = doubtful[index]!;
      if (settlement.kind === "resend") {
        // Not inserted. After an answer that did not name it, the service neither inserted nor skipped it.
        if (item.answer) resend.push(item.seq);
        return;
      }
      const reason = settlement.kind === "duplicate" ? settlement.reason : null;
      this.#store.settle(job.id, item.seq, settlement.kind, settlement.transactionId, reason);
      if (job.manual_account_id === null && settlement.kind === "inserted") {
        this.#store.recordCash(job.connection_id, item.external_id, settlement.transactionId);
      }
    });
    // Whatever was not found was not inserted: the doubt is cleared and those items go again.
    this.#store.clearDoubt(job.id);
    if (resend.length) this.#retryLater(job, resend, "the service neither inserted nor skipped these items", false);
    else this.#store.setJobDue(job.id, 0, null);
    return requests;
  }

  /**
   * A read-back page that failed: a 429 blocks the gate and a refused credential counts toward pausing the
   * connection, as a failed send does (else a revoked token would be asked again and again, never pausing);
   * anything else is tried again after a backoff that grows with each failure in a row (reset once a read-back
   * settles the doubt). Nothing is settled: the next round reads back afresh.
   */
  #onReadBackFailure(job: JobRow, error: BudgetApiError): void {
    if (error.kind === "rate_limited") return this.#onRateLimited(error);
    if (error.kind === "unauthorized") return this.#onRefusedCredential(job);
    // In-doubt items are never dead-lettered blindly (they may have landed): the read-back is tried again for
    // as long as it takes, each time later (to the policy's cap), so that an outage does not spend the gate.
    const failures = this.#store.countReadBackFailure(job.id);
    const note = failures > 1 ? ` (reading back failed ${failures} times in a row)` : "";
    this.#store.setJobDue(job.id, Date.now() + backoffDelay(failures, this.#store.retryPolicy()), `${error.message}${note}`);
  }

  /** Cash ids this connection already delivered (the ledger) are not sent again. */
  #skipDeliveredCash(job: JobRow, candidates: PendingItem[]): PendingItem[] {
    const delivered = this.#store.ledgerLookup(
      job.connection_id,
      candidates.map((c) => c.externalId),
    );
    return candidates.filter((c) => {
      const transactionId = delivered.get(c.externalId);
      if (transactionId === undefined) return true;
      this.#store.settle(job.id, c.seq, "duplicate", transactionId, "already_delivered");
      return false;
    });
  }

  // --- plumbing ---

  /**
   * One request to the service outside delivery, through the gate like every request: refused as busy
   * (nothing sent) while delivery holds the gate. A 401 before the token's stated expiry costs one refresh (the
   * connection's keeper refreshes once for every caller) and one more try; a second 401 pauses the connection as
   * delivery does, so its pages offer Reconnect.
   */
  async #ask<T>(connectionId: string, request: (target: DeliveryTarget) => Promise<T>): Promise<T | Refusal> {
    const first = await this.#askOnce(connectionId, request);
    if (first !== REFUSED) return first;
    const again = await this.#askOnce(connectionId, request);
    if (again !== REFUSED) return again;
    this.#store.setAuthFailures(connectionId, 2);
    return { ok: false, reason: "unauthorized" };
  }

  async #askOnce<T>(connectionId: string, request: (target: DeliveryTarget) => Promise<T>): Promise<T | Refusal | typeof REFUSED> {
    const now = Date.now();
    const sendAt = nextSendAt(this.#store.gate(now), now);
    if (sendAt > now + 1000) return { ok: false, reason: "busy", retryAfterMs: sendAt - now };
    const target = await this.#targetOf(connectionId);
    if (!target) return { ok: false, reason: "unauthorized" };
    this.#store.saveGate(take(this.#store.gate(now), now));
    try {
      return await request(target);
    } catch (error) {
      if (!(error instanceof BudgetApiError)) throw error;
      if (error.kind === "rate_limited") {
        this.#onRateLimited(error);
        return { ok: false, reason: "busy", retryAfterMs: error.retryAfterMs ?? FALLBACK_RETRY_AFTER_MS };
      }
      if (error.kind === "unauthorized") {
        this.#forgetToken(connectionId);
        this.#accounts.forget(connectionId);
        return REFUSED;
      }
      return { ok: false, reason: "unavailable" };
    }
  }

  #open(spec: JobSpec, receiving: boolean): string {
    const id = `imp_${crypto.randomUUID().replaceAll("-", "")}`;
    this.#store.createJob({
      id,
      connection_id: spec.connectionId,
      source: spec.source,
      manual_account_id: spec.manualAccountId,
      apply_rules: spec.applyRules === false ? 0 : 1,
      skip_duplicates: spec.skipDuplicates === false ? 0 : 1,
      sealed: receiving ? 0 : 1,
      created_at: Date.now(),
      file_name: spec.fileName ?? null,
      kind: spec.kind ?? "transactions",
    });
    return id;
  }

  async #token(connectionId: string): Promise<string | null> {
    const cached = this.#tokens.get(connectionId);
    if (cached) return cached;
    // After a refusal the stored token may still look valid (the service stopped accepting it before its stated
    // expiry): ask for a newer one than the refused token, not for the stored one again.
    const refused = this.#refused.get(connectionId);
    const fresh =
      refused !== undefined || this.#store.authFailures(connectionId) >= 1
        ? await this.#credentials.refresh(connectionId, refused)
        : await this.#credentials.current(connectionId);
    if (fresh) this.#tokens.set(connectionId, fresh);
    if (fresh && fresh !== refused) this.#refused.delete(connectionId);
    return fresh;
  }

  /** A 401: the cached token is dropped, and remembered as the one refused (the version is read again with the next). */
  #forgetToken(connectionId: string): void {
    const token = this.#tokens.get(connectionId);
    if (token) this.#refused.set(connectionId, token);
    this.#tokens.delete(connectionId);
    this.#versions.delete(connectionId);
  }

  /** The connection's delivery target (its version, its credential), or null without a credential. */
  async #targetOf(connectionId: string): Promise<DeliveryTarget | null> {
    const token = await this.#token(connectionId);
    return token ? this.#target(await this.#version(connectionId), token) : null;
  }

  async #version(connectionId: string): Promise<ApiVersion> {
    let version = this.#versions.get(connectionId);
    if (!version) {
      version = await this.#credentials.apiVersion(connectionId);
      this.#versions.set(connectionId, version);
    }
    return version;
  }

  #target(version: ApiVersion, token: string): DeliveryTarget {
    return this.makeDeliveryTarget(version, {
      env: this.env,
      token,
      onRateLimit: (seen) => {
        const now = Date.now();
        this.#store.saveGate(observe(this.#store.gate(now), seen, now));
      },
    });
  }

  /** Sets the one alarm to the earliest moment there is something to send. */
  async #schedule(): Promise<void> {
    const due = this.#store.nextDue();
    if (due === null) return;
    const now = Date.now();
    const at = Math.max(due, nextSendAt(this.#store.gate(now), now), now);
    await this.ctx.storage.setAlarm(at);
  }
}

/**
 * A skip of the service's payee/date/amount check that the source contradicts: the item carries the source's own
 * id (a FITID, a bank reference, a CSV id column) and the transaction it was taken for is a record Intake inserted
 * from the same kind of source with another such id (two bank fees of one day). It goes again, unchecked; its
 * external_id still guards it against a re-upload. Without both ids the check stands: a receipt and the bank's
 * row, or a CSV and an OFX of one account, are the same transaction arriving twice.
 */
function isAnotherRecord(
  outcome: { reason: string; transactionId: number },
  sent: ItemForSend,
  externalId: string,
  connectionId: string,
  store: OutboxStore,
): boolean {
  return (
    outcome.reason === "duplicate_payee_amount_date" &&
    sent.source_id !== null &&
    store.isOtherSourceRecord(connectionId, outcome.transactionId, externalId, sent.source_id)
  );
}
