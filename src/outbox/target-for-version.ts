// The target of a connection's api version: the one place that knows both implementations, so that they
// import the interface (delivery-target.ts) and nothing imports them back.
import { type ApiVersion, apiBaseUrl, type ApiUrlEnv, type RateLimitState } from "../budget-api";
import type { DeliveryTarget } from "./delivery-target";
import { V1Target } from "./v1-target";
import { V2Target } from "./v2-target";

export interface TargetOptions {
  env: ApiUrlEnv;
  token: string;
  /** Called with every response's rate-limit headers (the rate gate). */
  onRateLimit: (seen: RateLimitState) => void;
}

/** The target of a connection's version. */
export function deliveryTarget(version: ApiVersion, options: TargetOptions): DeliveryTarget {
  const client = { baseUrl: apiBaseUrl(options.env, version), token: options.token, onRateLimit: options.onRateLimit };
  return version === "v1" ? new V1Target(client) : new V2Target(client);
}
