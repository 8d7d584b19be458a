export { BudgetApi, type BudgetApiOptions } from "./client";
export { BudgetApiError, type BudgetApiErrorKind } from "./errors";
export { type RateLimitState, readRateLimit, readRetryAfter, resetToEpochMs } from "./rate-limit";
export type * from "./requests";
export type * from "./schemas";
