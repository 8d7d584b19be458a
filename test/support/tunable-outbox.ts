// The Outbox as tests and benchmarks run it: the production class plus `configure`, which scales time down
// (fast retries, short match windows, a short account cache). Production has no such RPC: its policies are
// the defaults (src/outbox/backoff.ts, receipt-match.ts, targets.ts).
import { Outbox } from "../../src/outbox";
import type { RetryPolicy } from "../../src/outbox/backoff";
import type { MatchPolicy } from "../../src/outbox/receipt-match";

export interface Tuning {
  retry?: Partial<RetryPolicy>;
  accounts?: { ttlMs?: number; missRefreshMs?: number };
  match?: Partial<MatchPolicy>;
}

export class TunableOutbox extends Outbox {
  /** Policies are stored (a restarted object keeps them); the account cache's times last as long as the instance. */
  async configure(options: Tuning): Promise<void> {
    if (options.retry) this.tuning.settings.setRetryPolicy(options.retry);
    if (options.match) this.tuning.settings.setMatchPolicy(options.match);
    if (options.accounts?.ttlMs !== undefined) this.tuning.accounts.ttlMs = options.accounts.ttlMs;
    if (options.accounts?.missRefreshMs !== undefined) this.tuning.accounts.missRefreshMs = options.accounts.missRefreshMs;
  }
}
