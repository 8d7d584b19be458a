// The Outbox's own settings (table `settings`): the retry, match and account cache policies tests and benchmarks
// scale down.
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "../backoff";
import { DEFAULT_MATCH_POLICY, type MatchPolicy } from "../matching/receipt-match";
import { type AccountCachePolicy, DEFAULT_ACCOUNT_CACHE_POLICY } from "../targets";
import { firstRow, json, type JsonColumn, text } from "../../storage";

/** Each policy keeps only what was set: the defaults fill the rest as they are when it is read. */
const RETRY = json<Partial<RetryPolicy>>();
const MATCH = json<Partial<MatchPolicy>>();
const ACCOUNTS = json<Partial<AccountCachePolicy>>();

export class SettingsStore {
  constructor(private readonly sql: SqlStorage) {}

  retryPolicy(): RetryPolicy {
    return { ...DEFAULT_RETRY_POLICY, ...this.#read("retry", RETRY) };
  }
  setRetryPolicy(policy: Partial<RetryPolicy>): void {
    this.#write("retry", RETRY.write(policy));
  }
  matchPolicy(): MatchPolicy {
    return { ...DEFAULT_MATCH_POLICY, ...this.#read("match", MATCH) };
  }
  setMatchPolicy(policy: Partial<MatchPolicy>): void {
    this.#write("match", MATCH.write(policy));
  }
  accountCachePolicy(): AccountCachePolicy {
    return { ...DEFAULT_ACCOUNT_CACHE_POLICY, ...this.#read("accounts", ACCOUNTS) };
  }
  setAccountCachePolicy(policy: Partial<AccountCachePolicy>): void {
    this.#write("accounts", ACCOUNTS.write(policy));
  }

  #read<T>(key: string, column: JsonColumn<T>): T | null {
    const row = firstRow(this.sql.exec(`SELECT value FROM settings WHERE key = ?`, key), { value: text });
    return row ? column.read(row.value) : null;
  }
  #write(key: string, value: string): void {
    this.sql.exec(`INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)`, key, value);
  }
}
