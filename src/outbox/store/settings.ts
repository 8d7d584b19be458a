// The Outbox's own settings (table `settings`): the retry, match and account cache policies tests and benchmarks
// scale down.
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "../backoff";
import { DEFAULT_MATCH_POLICY, type MatchPolicy } from "../receipt-match";
import { type AccountCachePolicy, DEFAULT_ACCOUNT_CACHE_POLICY } from "../targets";

export class SettingsStore {
  constructor(private readonly sql: SqlStorage) {}

  retryPolicy(): RetryPolicy {
    const row = this.sql.exec<{ value: string }>(`SELECT value FROM settings WHERE key = 'retry'`).toArray()[0];
    return row ? { ...DEFAULT_RETRY_POLICY, ...(JSON.parse(row.value) as Partial<RetryPolicy>) } : DEFAULT_RETRY_POLICY;
  }
  setRetryPolicy(policy: Partial<RetryPolicy>): void {
    this.sql.exec(`INSERT OR REPLACE INTO settings (key, value) VALUES ('retry', ?)`, JSON.stringify(policy));
  }
  matchPolicy(): MatchPolicy {
    const row = this.sql.exec<{ value: string }>(`SELECT value FROM settings WHERE key = 'match'`).toArray()[0];
    return row ? { ...DEFAULT_MATCH_POLICY, ...(JSON.parse(row.value) as Partial<MatchPolicy>) } : DEFAULT_MATCH_POLICY;
  }
  setMatchPolicy(policy: Partial<MatchPolicy>): void {
    this.sql.exec(`INSERT OR REPLACE INTO settings (key, value) VALUES ('match', ?)`, JSON.stringify(policy));
  }
  accountCachePolicy(): AccountCachePolicy {
    const row = this.sql.exec<{ value: string }>(`SELECT value FROM settings WHERE key = 'accounts'`).toArray()[0];
    return row
      ? { ...DEFAULT_ACCOUNT_CACHE_POLICY, ...(JSON.parse(row.value) as Partial<AccountCachePolicy>) }
      : DEFAULT_ACCOUNT_CACHE_POLICY;
  }
  setAccountCachePolicy(policy: Partial<AccountCachePolicy>): void {
    this.sql.exec(`INSERT OR REPLACE INTO settings (key, value) VALUES ('accounts', ?)`, JSON.stringify(policy));
  }
}
