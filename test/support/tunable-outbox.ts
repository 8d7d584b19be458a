// The Outbox as tests and benchmarks run it: the production class plus `configure`, which scales time down
// (fast retries, short match windows, a short account cache). It writes the policies to the object's own
// `settings` table, which the Outbox reads at each use; production has no such RPC and keeps the defaults
// (src/outbox/backoff.ts, store/settings.ts, targets.ts). `workLeft` lets a test wait for all of it.
import { Outbox } from "../../src/outbox";
import type { RetryPolicy } from "../../src/outbox/backoff";
import type { MatchPolicy } from "../../src/outbox/store/settings";
import { SettingsStore } from "../../src/outbox/store/settings";
import { GateStore } from "../../src/outbox/store/gate";
import { block } from "../../src/outbox/rate-gate";
import type { AccountCachePolicy } from "../../src/outbox/targets";

export interface Tuning {
  retry?: Partial<RetryPolicy>;
  accounts?: Partial<AccountCachePolicy>;
  match?: Partial<MatchPolicy>;
}

export class TunableOutbox extends Outbox {
  /** Policies are stored: a restarted object keeps them. */
  async configure(options: Tuning): Promise<void> {
    const settings = new SettingsStore(this.ctx.storage.sql);
    if (options.retry) settings.setRetryPolicy(options.retry);
    if (options.match) settings.setMatchPolicy(options.match);
    if (options.accounts) settings.setAccountCachePolicy({ ...settings.accountCachePolicy(), ...options.accounts });
  }

  /**
   * The rate gate says wait for `ms` (as a 429's Retry-After would): what arrives meanwhile waits, as it does behind a
   * spent quota, and goes when it opens.
   */
  async holdGate(ms: number): Promise<void> {
    const gate = new GateStore(this.ctx.storage.sql);
    gate.save(block(gate.get(Date.now()), ms, Date.now()));
  }

  /**
   * Work left, read in one step: items not settled, and looks for transfers not made (kinds/transfers.ts: no report
   * counts those). A test waits for none.
   */
  async workLeft(): Promise<number> {
    const [row] = this.ctx.storage.sql
      .exec(
        `SELECT (SELECT COUNT(*) FROM items WHERE state IN ('pending', 'sending', 'removing'))
           + (SELECT COUNT(*) FROM transfer_looks WHERE looked_at IS NULL) AS n`,
      )
      .toArray();
    return Number(row?.n ?? 0);
  }
}
