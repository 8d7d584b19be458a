// The rate gate: one token bucket for the whole deployment, because the service limits per client
// address and every connection of a deployment sends from the same one. The bucket alone would let a
// burst straddle the service's fixed window, so every response's RateLimit-* headers correct it: the
// service's `Remaining` is the truth for the current window, and its `Reset` says when it refills.
import type { RateLimitState } from "../budget-api";

/** The service's documented limit: 100 requests per minute per address. */
export const DEFAULT_LIMIT = 100;
export const DEFAULT_WINDOW_MS = 60_000;
/** `RateLimit-Reset` has a resolution of one second: no shorter window can be measured. */
const MIN_WINDOW_MS = 1_000;

export interface GateState {
  limit: number;
  windowMs: number;
  tokens: number;
  /** When `tokens` was last refilled (epoch ms). */
  refilledAt: number;
  /** When the service's current window ends, if it told us (epoch ms). */
  windowResetAt: number | null;
  /** No request before this time (a 429's Retry-After, or an exhausted window). */
  blockedUntil: number;
}

export function initialGate(now: number, limit = DEFAULT_LIMIT, windowMs = DEFAULT_WINDOW_MS): GateState {
  return { limit, windowMs, tokens: limit, refilledAt: now, windowResetAt: null, blockedUntil: 0 };
}

/** The gate as of `now`: tokens refilled at the limit's steady rate, or in full after the window reset. */
export function refill(gate: GateState, now: number): GateState {
  if (gate.windowResetAt !== null && now >= gate.windowResetAt) {
    return { ...gate, tokens: gate.limit, refilledAt: now, windowResetAt: null };
  }
  const earned = ((now - gate.refilledAt) * gate.limit) / gate.windowMs;
  return { ...gate, tokens: Math.min(gate.limit, gate.tokens + earned), refilledAt: now };
}

/** The earliest time a request may be sent (≤ now means: now). */
export function nextSendAt(gate: GateState, now: number): number {
  const current = refill(gate, now);
  if (now < current.blockedUntil) return current.blockedUntil;
  if (current.tokens >= 1) return now;
  const untilToken = Math.ceil(((1 - current.tokens) * current.windowMs) / current.limit);
  const byRefill = now + untilToken;
  return current.windowResetAt === null ? byRefill : Math.min(byRefill, current.windowResetAt);
}

/** Spends one token; call only when `nextSendAt(gate, now) <= now`. */
export function take(gate: GateState, now: number): GateState {
  const current = refill(gate, now);
  return { ...current, tokens: Math.max(0, current.tokens - 1) };
}

/**
 * Corrects the bucket from a response's rate-limit headers. Requests go out one at a time, so the
 * latest answer is the truth: its `Remaining` replaces the bucket's count (up or down: a response
 * from a fresh window raises it), its `Reset` says when the window refills, and the first request
 * of a window tells the window's length.
 */
export function observe(gate: GateState, seen: RateLimitState, now: number): GateState {
  let next = refill(gate, now);
  if (seen.limit !== undefined && seen.limit > 0) next = { ...next, limit: seen.limit };
  if (seen.resetAt !== undefined && seen.resetAt > now) {
    next = { ...next, windowResetAt: seen.resetAt };
    if (seen.remaining !== undefined && seen.remaining === next.limit - 1) {
      // Reset is rounded up to a whole second, so this errs on the long (safe) side.
      next = { ...next, windowMs: Math.max(MIN_WINDOW_MS, seen.resetAt - now) };
    }
  }
  if (seen.remaining !== undefined) {
    next = { ...next, tokens: Math.min(next.limit, seen.remaining), refilledAt: now };
    if (seen.remaining === 0 && next.windowResetAt !== null) {
      next = { ...next, blockedUntil: Math.max(next.blockedUntil, next.windowResetAt) };
    }
  }
  return next;
}

/** A 429: nothing goes out before Retry-After has passed. */
export function block(gate: GateState, retryAfterMs: number, now: number): GateState {
  const current = refill(gate, now);
  const until = Math.max(current.blockedUntil, now + retryAfterMs);
  // The service's Retry-After is the end of its window: the bucket is full again from then on.
  return { ...current, tokens: 0, blockedUntil: until, windowResetAt: until };
}
