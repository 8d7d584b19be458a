// The Outbox's own settings (table `settings`): the retry, match and account cache policies tests and benchmarks
// scale down.
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "../backoff";
import { type AccountCachePolicy, DEFAULT_ACCOUNT_CACHE_POLICY } from "../targets";
import { firstRow, json, type JsonColumn, text } from "../../storage";
import { DAY_MS } from "../../locale/days";

/** How match mode waits for a receipt's bank transaction (kinds/match.ts, matching/receipt-match.ts). */
export interface MatchPolicy {
  /** How long a receipt waits for its bank transaction to be imported before the fallback (insert or hold). */
  windowMs: number;
  /** How often a waiting receipt looks again (a finished import of the connection also wakes it). */
  recheckMs: number;
  /**
   * Across currencies (matching/currency-match.ts): how far apart, as a share of the bank's amount, the receipt and
   * the bank's transaction may be once both are in the budget's currency (0.05 = ±5%).
   */
  fxTolerance: number;
}

/**
 * A week covers a bank export made weekly; four looks a day cost 28 requests a receipt at most. ±5% covers
 * what a card network's rate and a foreign-transaction fee (1–3%) add to the service's daily rate.
 */
export const DEFAULT_MATCH_POLICY: MatchPolicy = { windowMs: 7 * DAY_MS, recheckMs: 6 * 3600_000, fxTolerance: 0.05 };

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
