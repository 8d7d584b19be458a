// Exponential backoff with full jitter (delay drawn uniformly from [0, min(cap, base·2^attempt)]):
// spreads the retries of many items so that a recovering service is not hit by a synchronized wave.

export interface RetryPolicy {
  /** After this many failed attempts an item becomes a dead letter (failed, retryable on request). */
  maxAttempts: number;
  baseMs: number;
  capMs: number;
}

/** Six attempts over up to ~2 minutes: rides out a deploy or a short outage of the service. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 6, baseMs: 1_000, capMs: 60_000 };

export function backoffDelay(attempt: number, policy: RetryPolicy, random = Math.random): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}
