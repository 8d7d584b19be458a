// Reading the service's rate-limit headers. The service sends `RateLimit-Reset` as a Unix time in
// seconds; the IETF draft (and proxies in front of it) send seconds from now. Both are accepted.

/** A Reset value above this cannot be "seconds from now" (it is ~1 year), so it is an epoch time. */
const EPOCH_THRESHOLD_SECONDS = 31_536_000;

export interface RateLimitState {
  limit?: number;
  remaining?: number;
  /** When the current window ends, in epoch milliseconds. */
  resetAt?: number;
}

/** Parses `RateLimit-*` (or the legacy `X-RateLimit-*`) headers of any response. */
export function readRateLimit(headers: Headers, now = Date.now()): RateLimitState {
  const pick = (name: string) => headers.get(`RateLimit-${name}`) ?? headers.get(`X-RateLimit-${name}`);
  const limit = nonNegative(pick("Limit"));
  const remaining = nonNegative(pick("Remaining"));
  const reset = nonNegative(pick("Reset"));
  const state: RateLimitState = {};
  if (limit !== undefined) state.limit = limit;
  if (remaining !== undefined) state.remaining = remaining;
  if (reset !== undefined) state.resetAt = resetToEpochMs(reset, now);
  return state;
}

export function resetToEpochMs(reset: number, now = Date.now()): number {
  return reset > EPOCH_THRESHOLD_SECONDS ? reset * 1000 : now + reset * 1000;
}

/**
 * `Retry-After` in milliseconds from now: delta-seconds or an HTTP date (RFC 9110 allows both).
 * Undefined when absent or unreadable.
 */
export function readRetryAfter(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get("Retry-After")?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function nonNegative(value: string | null): number | undefined {
  if (value === null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return undefined;
  return Number(value);
}
