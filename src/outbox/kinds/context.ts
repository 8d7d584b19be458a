// What every delivery kind works with: the store, the connection's target (its version of the service's API), and the
// one way a request leaves. The exactly-once step lives here, once for every kind: a slot of the rate gate, the attempt
// and its items' `sending` state recorded before the request leaves, the answer classified, and what a failure means
// (wait for the gate, ask for a fresh credential, refuse the items the service blamed, try again later, in doubt until
// read back). A kind settles what the answer names through its job's view (`job`, job-view.ts) and its own tables
// (`tables`, typed KindTables): the whole store and the step's own methods are private to the step and its attempts.
import type { TransferSettings } from "../transfer-settings";
import { BudgetApiError } from "../../budget-api";
import type { AttachmentFiles } from "../store/attachment-files";
import { backoffDelay } from "../backoff";
import type { DeliveryTarget } from "../delivery-target";
import { block } from "../rate-gate";
import type { JobRow, KindTables, OutboxStore } from "../store";
import { JobView } from "./job-view";
import type { AccountDirectory } from "../targets";
import { fail, ok, type Result } from "../../result";

/** When a 429 comes without a usable Retry-After, wait one of the service's windows. */
export const FALLBACK_RETRY_AFTER_MS = 60_000;

/**
 * What a failed request means for what it carried: wait for the gate (`rate_limited`), a fresh credential
 * (`unauthorized`), the service refused them (`invalid`, `not_found`: poison pills, never sent again as they
 * are), or the service may have acted on it and it is tried again later (`retry`: 5xx, timeouts, dropped
 * connections, answers that do not read).
 */
export type FailureClass = "rate_limited" | "unauthorized" | "invalid" | "not_found" | "retry";

export function classify(error: BudgetApiError): FailureClass {
  switch (error.kind) {
    case "rate_limited":
    case "unauthorized":
    case "invalid":
    case "not_found":
      return error.kind;
    default:
      return "retry";
  }
}

/** Blocks the rate gate for what a 429 asked (else one window). */
export function blockGate(store: OutboxStore, error: BudgetApiError): void {
  const now = Date.now();
  store.gate.save(block(store.gate.get(now), error.retryAfterMs ?? FALLBACK_RETRY_AFTER_MS, now));
}

/** What the Outbox lends a delivery beside the store and the target. */
export interface DeliveryHooks {
  /** A 401: the connection's cached token is dropped (the next round asks for a fresh one). */
  forgetToken(connectionId: string): void;
  /** The connection's account list (cached), to tell a wrong account from a kind the service does not serve. */
  accounts: AccountDirectory;
  /** Per connection, the budget's primary currency as GET /me last said, and when (match mode). */
  baseCurrencies: Map<string, { currency: string; at: number }>;
  /** The bytes of receipts' files waiting to be attached. */
  files: AttachmentFiles;
  /** An import ended (nothing of it waits): what its end starts (outbox/import-ended.ts). */
  importEnded(job: JobRow, now: number): void;
  /** The job kinds whose items are the budget's transactions: what their items count on, a removal keeps. */
  transactionKinds: readonly string[];
  /** The connection's transfer settings as the person chose them (transfer-settings.ts). */
  transferSettings(connectionId: string): Promise<TransferSettings>;
}

/** Why a request has no answer to read. */
export type Unanswered =
  /** Not sent: the rate gate says wait (an attempt's items are back to pending). */
  | { kind: "gate" }
  /** Sent and failed; the context has done what the failure means. */
  | { kind: "failed"; failure: BudgetApiError }
  /** Sent and failed in a way the kind settles itself (its `settles` said so). */
  | { kind: "settled"; failure: BudgetApiError };

/** What a request came to: its answer, or why there is none. */
export type Reply<T> = Result<T, Unanswered>;

/** How a request's failure is read, where the kind knows more than the failure's class. */
export interface FailureTerms {
  /**
   * The failures the kind settles itself, from the reply (a 404 that means "gone"), or here (a refusal naming ids):
   * true for those, and the context only closes the attempt.
   */
  settles?: (failure: BudgetApiError) => boolean;
}

/** How an attempt's items stand when its request goes unanswered. */
export interface AttemptTerms extends FailureTerms {
  /** The kind reads its items back (inserts, writes, files): one in doubt is not called failed before a read-back. */
  readBackFirst?: boolean;
  /** Sending it twice changes nothing (an update): an unanswered request leaves nothing in doubt. */
  idempotent?: boolean;
}

const GATE = fail<Unanswered>({ kind: "gate" });

/** What an attempt reaches of the step that opened it (`DeliveryContext`), and no kind does. */
interface Step {
  /** The whole store: an attempt closes itself and clears the credential's failures. */
  readonly store: OutboxStore;
  nextSlot(job: JobRow): boolean;
  failAttempt(attempt: Attempt, error: BudgetApiError): void;
  closeAttempt(attemptId: number, error: BudgetApiError): void;
  failShared(parts: SharedPart[], error: BudgetApiError): void;
  job(job: JobRow): JobView;
}

export class DeliveryContext {
  /** Requests this delivery sent: what the alarm's budget counts. */
  requests = 0;
  #lastSlotAt = 0;
  /** The whole store: the step's alone. */
  readonly #store: OutboxStore;
  /** What a kind reaches of the store: its own tables, not a job's state (store/index.ts `KindTables`). */
  readonly tables: KindTables;
  /** What the attempts this context opens reach of it. */
  readonly #step: Step;

  constructor(
    store: OutboxStore,
    readonly target: DeliveryTarget,
    readonly hooks: DeliveryHooks,
    /** Why the connection's version of the API cannot deliver this job's kind (its descriptor says), or null. */
    readonly unserved: string | null = null,
  ) {
    this.#store = store;
    this.tables = store;
    this.#step = {
      store,
      nextSlot: (job) => this.#slot(job, Date.now()),
      failAttempt: (attempt, error) => this.#failAttempt(attempt, error),
      closeAttempt: (attemptId, error) => this.#closeAttempt(attemptId, error),
      failShared: (parts, error) => this.#failShared(parts, error),
      job: (job) => this.job(job),
    };
  }

  /** The one job a kind works with (job-view.ts): its items, which are in doubt, when it is served next. */
  job(job: JobRow | string): JobView {
    return new JobView(this.#store, typeof job === "string" ? job : job.id);
  }

  /**
   * Opens an attempt that carries `seqs` (a slot of the gate taken, the items `sending`, recorded before anything leaves:
   * the output gate holds the fetch until it is durable); null when the gate says wait, and nothing is recorded.
   */
  open(job: JobRow, seqs: number[], now: number, terms: AttemptTerms = {}): Attempt | null {
    if (!this.#slot(job, now)) return null;
    return new Attempt(this.#step, job, seqs, this.#store.attempts.begin(job.id, seqs, now), terms);
  }

  /**
   * A request that carries no items (a read, a removal's delete, an ungroup): a slot of the gate, then its answer.
   * A failure is handled as a failed read: the gate and the credential as for a send; anything else waits a backoff
   * that grows with each failure in a row (reset by any answer). Nothing is settled: the next round reads afresh.
   */
  async read<T>(job: JobRow, request: () => Promise<T>, terms: FailureTerms = {}, now = Date.now()): Promise<Reply<T>> {
    if (!this.#slot(job, now)) return GATE;
    try {
      const value = await request();
      // Answered: the job's failures are no longer in a row, and the credential works.
      this.#store.readBack.resetFailures(job.id);
      this.#store.connections.setAuthFailures(job.connection_id, 0);
      return ok(value);
    } catch (error) {
      const failure = BudgetApiError.from(error);
      if (terms.settles?.(failure)) return fail({ kind: "settled", failure });
      this.#failRead(job, failure);
      return fail({ kind: "failed", failure });
    }
  }

  /** Takes a slot of the rate gate for one request now, counted; false when the gate says wait. */
  #slot(job: JobRow, at: number): boolean {
    // The gate's clock does not go back within a delivery (a caller's `now` may be ahead of Date.now()).
    const now = Math.max(at, this.#lastSlotAt);
    this.#lastSlotAt = now;
    if (this.#store.gate.takeSlot(now) > 0) return false;
    this.#store.jobs.markServed(job, now);
    this.requests++;
    return true;
  }

  /**
   * One request that carries items of several jobs (waiting taps, kinds/tap-burst.ts): one slot of the gate, taken for
   * the first, and an attempt of each job recorded before anything leaves, so that a crash or an unanswered request
   * leaves each job's items in doubt as its own attempt would; null when the gate says wait, and nothing is recorded.
   */
  openAcross(parts: { job: JobRow; seqs: number[] }[], now: number): SharedAttempt | null {
    const [first] = parts;
    if (!first || !this.#slot(first.job, now)) return null;
    return new SharedAttempt(
      this.#step,
      parts.map((part) => ({ ...part, id: this.#store.attempts.begin(part.job.id, part.seqs, now) })),
    );
  }

  /** A shared request failed: each job's items go where the failure says, as one request's would (`failAttempt`). */
  #failShared(parts: SharedPart[], error: BudgetApiError): void {
    for (const part of parts) this.#closeAttempt(part.id, error);
    const [first] = parts;
    if (!first) return;
    switch (classify(error)) {
      case "rate_limited":
        for (const part of parts) this.job(part.job).release(part.seqs);
        blockGate(this.#store, error);
        return;
      case "unauthorized":
        // One refused credential, asked for afresh once (not once per job: a second would pause the connection).
        for (const part of parts) this.job(part.job).release(part.seqs);
        this.#refusedCredential(first.job);
        return;
      case "invalid":
      case "not_found":
        this.#isolateShared(
          parts,
          error,
          this.target.blamedItems(
            error,
            parts.reduce((n, p) => n + p.seqs.length, 0),
          ),
        );
        return;
      case "retry": {
        // In doubt until their replay settles them: one due time for all, so that they are replayed together.
        const policy = this.#store.settings.retryPolicy();
        const failures = parts.map((p) => this.#store.attempts.fail(p.job.id, p.seqs, error.message, policy.maxAttempts, true, true));
        const at = Date.now() + backoffDelay(Math.max(...failures), policy);
        for (const part of parts) this.job(part.job).waitUntil(at, error.message);
      }
    }
  }

  /** A 400 of a shared request: the items it blames are invalid, the rest go again, split if none was named. */
  #isolateShared(parts: SharedPart[], error: BudgetApiError, blamed: Map<number, string>): void {
    const total = parts.reduce((n, p) => n + p.seqs.length, 0);
    let index = 0;
    for (const part of parts) {
      const work = this.job(part.job);
      const rest: number[] = [];
      for (const seq of part.seqs) {
        const message = blamed.get(index++);
        if (message !== undefined) work.settle(seq, "invalid", null, message);
        else if (blamed.size === 0 && total === 1) work.settle(seq, "invalid", null, error.message);
        else rest.push(seq);
      }
      work.release(rest, blamed.size === 0 && total > 1 ? { maxBatch: Math.ceil(total / 2) } : {});
      work.serveAgainNow();
    }
  }

  /** Items to send again after the policy's backoff (dead letters past its attempts). */
  retryLater(job: JobRow, seqs: number[], reason: string, inDoubt: boolean, readBackFirst = false): void {
    const policy = this.#store.settings.retryPolicy();
    const attempts = this.#store.attempts.fail(job.id, seqs, reason, policy.maxAttempts, inDoubt, readBackFirst);
    this.job(job).waitUntil(Date.now() + backoffDelay(attempts, policy), reason);
  }

  /**
   * A request of an attempt failed: the attempt is closed and the items go where the failure says. A failure that may
   * have acted (5xx, timeouts, dropped connections: a gateway's 5xx may follow a commit) leaves them in doubt until
   * settled by what the service holds, unless the request is idempotent.
   */
  #failAttempt(attempt: Attempt, error: BudgetApiError): void {
    const { job, seqs, terms } = attempt;
    this.#closeAttempt(attempt.id, error);
    switch (classify(error)) {
      case "rate_limited":
        this.job(job).release(seqs);
        blockGate(this.#store, error);
        return;
      case "unauthorized":
        this.job(job).release(seqs);
        this.#refusedCredential(job);
        return;
      case "invalid":
      case "not_found":
        this.#isolateRejected(job, seqs, error, this.target.blamedItems(error, seqs.length));
        return;
      case "retry":
        this.retryLater(job, seqs, error.message, terms.idempotent !== true, terms.readBackFirst === true);
    }
  }

  /** Closes an attempt with what failed it: the status the service answered, else the kind of failure. */
  #closeAttempt(attemptId: number, error: BudgetApiError): void {
    this.#store.attempts.finish(attemptId, error.status ? String(error.status) : error.kind, Date.now());
  }

  /** A failed read: see `read`. In-doubt items are never dead-lettered blindly (they may have landed). */
  #failRead(job: JobRow, error: BudgetApiError): void {
    const failure = classify(error);
    if (failure === "rate_limited") return blockGate(this.#store, error);
    if (failure === "unauthorized") return this.#refusedCredential(job);
    const failures = this.#store.readBack.countFailure(job.id);
    const note = failures > 1 ? ` (reading back failed ${failures} times in a row)` : "";
    this.job(job).waitUntil(Date.now() + backoffDelay(failures, this.#store.settings.retryPolicy()), `${error.message}${note}`);
  }

  /** A 401: the next round asks for a fresh credential and retries once; a second 401 pauses the connection. */
  #refusedCredential(job: JobRow): void {
    this.hooks.forgetToken(job.connection_id);
    this.#store.connections.setAuthFailures(job.connection_id, this.#store.connections.authFailures(job.connection_id) >= 1 ? 2 : 1);
    this.job(job).serveAgainNow("the budgeting service refused the credential");
  }

  /** A 400: the items the service blames are invalid; the rest go again, split if none was named. */
  #isolateRejected(job: JobRow, seqs: number[], error: BudgetApiError, blamed: Map<number, string>): void {
    const work = this.job(job);
    if (blamed.size > 0) {
      const rest: number[] = [];
      seqs.forEach((seq, index) => {
        const message = blamed.get(index);
        if (message === undefined) rest.push(seq);
        else work.settle(seq, "invalid", null, message);
      });
      work.release(rest);
    } else if (seqs.length === 1 && seqs[0] !== undefined) {
      work.settle(seqs[0], "invalid", null, error.message);
    } else {
      work.release(seqs, { maxBatch: Math.ceil(seqs.length / 2) });
    }
    work.serveAgainNow();
  }
}

/**
 * One attempt of a job's items: opened by `DeliveryContext.open`, its first request on the slot taken there, each
 * further one on its own. Closed by `done` (the answer settled the items, or the kind settled them from it), by
 * `giveBack` (nothing settled: the items wait again), or by a failure the context or the kind handled.
 */
export class Attempt {
  #requests = 0;

  constructor(
    private readonly step: Step,
    readonly job: JobRow,
    readonly seqs: number[],
    readonly id: number,
    readonly terms: AttemptTerms,
  ) {}

  /** Sends the attempt's next request. On a failure the attempt is closed (see `Reply`). */
  async send<T>(request: () => Promise<T>, terms: FailureTerms = this.terms): Promise<Reply<T>> {
    if (this.#requests > 0 && !this.step.nextSlot(this.job)) {
      this.giveBack("gate closed");
      return GATE;
    }
    this.#requests++;
    try {
      return ok(await request());
    } catch (error) {
      const failure = BudgetApiError.from(error);
      if (terms.settles?.(failure)) {
        this.step.closeAttempt(this.id, failure);
        return fail({ kind: "settled", failure });
      }
      this.step.failAttempt(this, failure);
      return fail({ kind: "failed", failure });
    }
  }

  /** The service answered and the kind settled what it said: closed with `outcome`; the credential works. */
  done(outcome = "ok"): void {
    this.step.store.attempts.finish(this.id, outcome, Date.now());
    this.step.store.connections.setAuthFailures(this.job.connection_id, 0);
  }

  /** Nothing settled (no match yet, the gate closed between requests): closed with `outcome`, its items pending again. */
  giveBack(outcome: string): void {
    this.step.store.attempts.finish(this.id, outcome, Date.now());
    this.step.job(this.job).release(this.seqs);
  }
}

/** One job's items in a shared request, and its attempt. */
export interface SharedPart {
  job: JobRow;
  seqs: number[];
  id: number;
}

/** One request carrying items of several jobs (`DeliveryContext.openAcross`): one send, closed per job by the kind. */
export class SharedAttempt {
  constructor(
    private readonly step: Step,
    readonly parts: SharedPart[],
  ) {}

  /** Sends the request; on a failure each job's attempt is closed and its items go where the failure says. */
  async send<T>(request: () => Promise<T>): Promise<Reply<T>> {
    try {
      return ok(await request());
    } catch (error) {
      const failure = BudgetApiError.from(error);
      this.step.failShared(this.parts, failure);
      return fail({ kind: "failed", failure });
    }
  }

  /** The service answered, and the kind settled what it said of this job's items: its attempt is closed with `outcome`. */
  done(part: SharedPart, outcome = "ok"): void {
    this.step.store.attempts.finish(part.id, outcome, Date.now());
    this.step.store.connections.setAuthFailures(part.job.connection_id, 0);
  }
}
