// Which of the service's interfaces a connection speaks, and where each lives. v2 is the current one;
// v1 is the legacy interface some people's tools and tokens are set up for (spec/budget-api-v1.md).
import type { BudgetApiConfig } from "../config";

export type ApiVersion = "v1" | "v2";
export const API_VERSIONS: readonly ApiVersion[] = ["v2", "v1"];

/** Anything but "v1" is v2: a missing or misspelled setting keeps the current interface. */
export function apiVersionOf(value: unknown): ApiVersion {
  return value === "v1" ? "v1" : "v2";
}

/**
 * The base URL of a version (configOf(env).budgetApi). v1 answers beside v2 at the service (`…/v1` next to
 * `…/v2`); a deployment whose legacy interface lives elsewhere sets BUDGET_API_V1_URL.
 */
export function apiBaseUrl(api: BudgetApiConfig, version: ApiVersion): string {
  return version === "v1" ? api.v1Url : api.v2Url;
}
