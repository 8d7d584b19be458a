export { BudgetApi, type BudgetApiOptions, type FileUpload } from "./client";
export { BudgetApiError, type BudgetApiErrorKind } from "./errors";
export { type RateLimitState, readRateLimit, readRetryAfter, resetToEpochMs } from "./rate-limit";
export type * from "./requests";
export type * from "./schemas";
export { BudgetApiV1, type V1Asset, type V1Transaction, type V1InsertItem } from "./v1-client";
export { API_VERSIONS, type ApiVersion, apiBaseUrl, apiVersionOf } from "./versions";
