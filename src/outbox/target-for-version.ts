// The target of a connection's api version: the one place that knows both implementations, so that they
// import the interface (delivery-target.ts) and nothing imports them back.
import { type ApiVersion, apiBaseUrl, type RateLimitState } from "../budget-api";
import type { BudgetApiConfig } from "../config";
import type { DeliveryTarget } from "./delivery-target";
import { V1Target } from "./v1-target";
import { V2Target } from "./v2-target";

export interface TargetOptions {
  /** Where each version lives (configOf(env).budgetApi). */
  api: BudgetApiConfig;
  token: string;
  /** Called with every response's rate-limit headers (the rate gate). */
  onRateLimit: (seen: RateLimitState) => void;
}

/** The target of a connection's version. */
export function deliveryTarget(version: ApiVersion, options: TargetOptions): DeliveryTarget {
  const client = { baseUrl: apiBaseUrl(options.api, version), token: options.token, onRateLimit: options.onRateLimit };
  return version === "v1" ? new V1Target(client) : new V2Target(client);
}
