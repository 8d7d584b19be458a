// What every delivery kind works with: the store, the connection's target (its version of the service's API),
// the rate gate, and one way to read and handle a failed request. A kind sends through the target and settles
// its items; what a failure means (wait for the gate, ask for a fresh credential, refuse the items the service
// blamed, try again later) is decided here, once for every kind.
import type { TransferSettings } from "../transfer-settings";
import type { BudgetApiError } from "../../budget-api";
import type { AttachmentFiles } from "../attachment-files";
import { backoffDelay } from "../backoff";
import type { DeliveryTarget } from "../delivery-target";
import { block, nextSendAt, take } from "../rate-gate";
import type { JobRow, OutboxStore } from "../store";
import type { AccountDirectory } from "../targets";

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
  /** The job kinds that wait for the bank's transaction (match mode): an import's end wakes them. */
  waitingForBank: readonly string[];
  /** The job kinds whose items are the budget's transactions: what their items count on, a removal keeps. */
  transactionKinds: readonly string[];
  /** The connection's transfer settings as the person chose them (transfer-settings.ts). */
  transferSettings(connectionId: string): Promise<TransferSettings>;
}

export class DeliveryContext {
  constructor(
    readonly store: OutboxStore,
    readonly target: DeliveryTarget,
    readonly hooks: DeliveryHooks,
    /** Why the connection's version of the API cannot deliver this job's kind (its descriptor says), or null. */
    readonly unserved: string | null = null,
  ) {}

  /** Takes a slot of the rate gate for one request now; false when the gate says wait. */
  trySlot(now: number): boolean {
    if (nextSendAt(this.store.gate.get(now), now) > now) return false;
    this.store.gate.save(take(this.store.gate.get(now), now));
    return true;
  }

  /**
   * A request that carried `seqs` failed: the attempt is closed and the items go where the failure says. `readBackFirst`:
   * the kind reads its items back (inserts), so one in doubt is not called failed before a read-back has not found it.
   */
  fail(job: JobRow, seqs: number[], attemptId: number, error: BudgetApiError, readBackFirst = false): void {
    this.closeAttempt(attemptId, error);
    switch (classify(error)) {
      case "rate_limited":
        this.store.items.release(job.id, seqs);
        blockGate(this.store, error);
        return;
      case "unauthorized":
        this.store.items.release(job.id, seqs);
        this.refusedCredential(job);
        return;
      case "invalid":
      case "not_found":
        this.#isolateRejected(job, seqs, error, this.target.blamedItems(error, seqs.length));
        return;
      case "retry":
        // The service may have acted on it: a 5xx too may come from a gateway after the service committed. In doubt
        // until settled by what the service holds.
        this.retryLater(job, seqs, error.message, true, readBackFirst);
    }
  }

  /** Closes an attempt with what failed it: the status the service answered, else the kind of failure. */
  closeAttempt(attemptId: number, error: BudgetApiError): void {
    this.store.attempts.finish(attemptId, error.status ? String(error.status) : error.kind, Date.now());
  }

  /**
   * A read (reading back, a removal's look) that failed: the gate and the credential as for a send; anything
   * else is tried again after a backoff that grows with each failure in a row (reset by any answer: `answered`).
   * Nothing is settled: the next round reads afresh. In-doubt items are never dead-lettered blindly (they may have
   * landed), so an outage is waited out, each time later, without spending the gate.
   */
  failRead(job: JobRow, error: BudgetApiError): void {
    const failure = classify(error);
    if (failure === "rate_limited") return blockGate(this.store, error);
    if (failure === "unauthorized") return this.refusedCredential(job);
    const failures = this.store.readBack.countFailure(job.id);
    const note = failures > 1 ? ` (reading back failed ${failures} times in a row)` : "";
    this.store.jobs.setDue(job.id, Date.now() + backoffDelay(failures, this.store.settings.retryPolicy()), `${error.message}${note}`);
  }

  /** The service answered one of the job's reads (or a removal's write): its failures are no longer in a row. */
  answered(job: JobRow): void {
    this.store.readBack.resetFailures(job.id);
  }

  /** Items to send again after the policy's backoff (dead letters past its attempts). */
  retryLater(job: JobRow, seqs: number[], reason: string, inDoubt: boolean, readBackFirst = false): void {
    const policy = this.store.settings.retryPolicy();
    const attempts = this.store.attempts.fail(job.id, seqs, reason, policy.maxAttempts, inDoubt, readBackFirst);
    this.store.jobs.setDue(job.id, Date.now() + backoffDelay(attempts, policy), reason);
  }

  /** A 401: the next round asks for a fresh credential and retries once; a second 401 pauses the connection. */
  refusedCredential(job: JobRow): void {
    this.hooks.forgetToken(job.connection_id);
    this.store.connections.setAuthFailures(job.connection_id, this.store.connections.authFailures(job.connection_id) >= 1 ? 2 : 1);
    this.store.jobs.setDue(job.id, 0, "the budgeting service refused the credential");
  }

  /** A 400: the items the service blames are invalid; the rest go again, split if none was named. */
  #isolateRejected(job: JobRow, seqs: number[], error: BudgetApiError, blamed: Map<number, string>): void {
    if (blamed.size > 0) {
      const rest: number[] = [];
      seqs.forEach((seq, index) => {
        const message = blamed.get(index);
        if (message === undefined) rest.push(seq);
        else this.store.items.settle(job.id, seq, "invalid", null, message);
      });
      this.store.items.release(job.id, rest);
    } else if (seqs.length === 1 && seqs[0] !== undefined) {
      this.store.items.settle(job.id, seqs[0], "invalid", null, error.message);
    } else {
      this.store.items.release(job.id, seqs, { maxBatch: Math.ceil(seqs.length / 2) });
    }
    this.store.jobs.setDue(job.id, 0, null);
  }
}
