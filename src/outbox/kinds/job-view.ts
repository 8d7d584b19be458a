// What a delivery kind sees of one job: which of its items wait, how each is settled or goes again, which are in doubt
// until read back, and when the job is served next. Putting items in `sending`, the attempts that carry them, the rate
// gate and the credential's failures are the exactly-once step's (context.ts): no method here reaches them, so a kind
// that works through its job's view cannot send an item outside an attempt recorded before the request leaves.
import type { PlannedItem, RowReport } from "../../plan";
import type { PendingItem } from "../batch";
import type { DoubtfulItem } from "../read-back";
import type { ItemForSend, ItemState, JobRow, OutboxStore } from "../store";

export class JobView {
  constructor(
    private readonly store: OutboxStore,
    /** The job's id. */
    readonly id: string,
  ) {}

  // What is pending.

  /** The items that may travel now, in source order (`checks`: the service's payee/date/amount check is in use). */
  pending(limit: number, checks = true): PendingItem[] {
    return this.store.items.pending(this.id, limit, checks);
  }

  /** What `seqs` carry, as a request sends them. */
  forSend(seqs: number[]): ItemForSend[] {
    return this.store.items.forSend(this.id, seqs);
  }

  /** Adds items to the job; answers the seq of the first (the rest follow in order). */
  append(items: PlannedItem[], notes: RowReport[]): number {
    return this.store.items.append(this.id, items, notes);
  }

  // How an item is settled, or goes again.

  /** The item's fate, from what the service answered or holds: for good (a dead letter may be sent again on request). */
  settle(seq: number, state: ItemState, transactionId: number | null, reason: string | null): void {
    this.store.items.settle(this.id, seq, state, transactionId, reason);
  }

  /** Back to pending without counting an attempt: nothing was settled (a batch split to `maxBatch`). */
  release(seqs: number[], changes: { maxBatch?: number } = {}): void {
    this.store.items.release(this.id, seqs, changes);
  }

  /** An inserted provisional transaction's amount in the budget's primary currency (a bank row compares with it). */
  recordToBase(seq: number, toBase: number): void {
    this.store.items.recordToBase(this.id, seq, toBase);
  }

  /** What the person should check of an item, shown in its report whatever its outcome. */
  review(seq: number, review: string): void {
    this.store.items.markReview(this.id, seq, review);
  }

  /** The item goes again, without the service's payee/date/amount check (ledger.ts isOtherRecord). */
  resendUnchecked(seq: number): void {
    this.store.items.resendUnchecked(this.id, seq);
  }

  // What is in doubt until read back.

  /** The pending items whose fate is unknown (read-back.ts), with when the request that carried them left. */
  doubtful(): DoubtfulItem[] {
    return this.store.readBack.doubtful(this.id);
  }

  /** An item in doubt has spent its attempts: read back before anything is sent again. */
  attemptsSpent(): boolean {
    return this.store.readBack.exhausted(this.id, this.#maxAttempts());
  }

  /** Whether `failures` in a row spend an item's attempts (the retry policy's). */
  spends(failures: number): boolean {
    return failures >= this.#maxAttempts();
  }

  /** An answer that named none of `seqs` (v1): they wait, pending, to be settled by reading back. */
  readBackLater(seqs: number[], attemptId: number, answer: NonNullable<DoubtfulItem["answer"]>): void {
    this.store.readBack.wait(this.id, seqs, attemptId, answer);
  }

  /** Of `seqs` not found by a read-back, those that spent their attempts fail now; answers how many did. */
  deadLetter(seqs: number[]): number {
    return this.store.readBack.deadLetter(this.id, seqs, this.#maxAttempts());
  }

  /** After a read-back: what it did not settle goes again, its failures no longer in a row. */
  clearDoubt(): void {
    this.store.readBack.clearDoubt(this.id);
  }

  // When the job is served next.

  /** At the next turn: something of the job may go at once (the gate still decides when); `reason`: what went wrong. */
  serveAgainNow(reason: string | null = null): void {
    this.store.jobs.setDue(this.id, 0, reason);
  }

  /** Not before `at`, saying why it waits (the job's page shows it). */
  waitUntil(at: number, reason: string): void {
    this.store.jobs.setDue(this.id, at, reason);
  }

  // The job itself.

  /** The job as the store holds it now (a seal may have come while a request was on its way). */
  current(): JobRow | undefined {
    return this.store.jobs.get(this.id);
  }

  /** The connection's other jobs of this job's channel, of `kinds`, that wait to go now (taps that go together). */
  othersWaiting(kinds: readonly string[], now: number, limit: number): JobRow[] {
    const job = this.current();
    return job ? this.store.jobs.waitingAlike(job, kinds, now, limit) : [];
  }

  /** Delivered as another kind from now on (a receipt in match mode that goes in as its own transaction). */
  becomes(kind: string): void {
    this.store.jobs.setKind(this.id, kind);
  }

  #maxAttempts(): number {
    return this.store.settings.retryPolicy().maxAttempts;
  }
}
