// The Outbox as tests and benchmarks run it: the production class plus `configure`, which scales time down
// (fast retries, short match windows, a short account cache). It writes the policies to the object's own
// `settings` table, which the Outbox reads at each use; production has no such RPC and keeps the defaults
// (src/outbox/backoff.ts, store/settings.ts, targets.ts). `workLeft` lets a test wait for all of it
// (or a connection's), `jobCount` prove that a connection queued nothing.
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
   * counts those); only those of one connection's jobs when it is named. A test waits for none.
   */
  async workLeft(connectionId?: string): Promise<number> {
    const ofJob = connectionId === undefined ? "" : "AND job_id IN (SELECT id FROM jobs WHERE connection_id = ?)";
    const [row] = this.ctx.storage.sql
      .exec(
        `SELECT (SELECT COUNT(*) FROM items WHERE state IN ('pending', 'sending', 'removing') ${ofJob})
           + (SELECT COUNT(*) FROM transfer_looks WHERE looked_at IS NULL ${ofJob}) AS n`,
        ...(connectionId === undefined ? [] : [connectionId, connectionId]),
      )
      .toArray();
    return Number(row?.n ?? 0);
  }

  /** The jobs a connection has queued, settled or not: none means nothing it sent can still reach the budget. */
  async jobCount(connectionId: string): Promise<number> {
    const [row] = this.ctx.storage.sql.exec(`SELECT COUNT(*) AS n FROM jobs WHERE connection_id = ?`, connectionId).toArray();
    return Number(row?.n ?? 0);
  }
}
