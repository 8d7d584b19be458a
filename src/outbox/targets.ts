// Where an upload's items go: the requested manual account, else the user's default one, else cash.
// The service's quota is for delivery: the Outbox keeps one account list (and default account) per
// connection, refreshes it at most once a minute, and lets concurrent uploads share one refresh.

/** How long an account list answers uploads before it is asked again: accounts change rarely. */
export const ACCOUNTS_TTL_MS = 60_000;
/**
 * An account id missing from the list re-reads it at once (once, shared by concurrent uploads): an account created a
 * moment ago is found. An id a read already lacked is not asked for again within this period, so a script repeating a
 * wrong id costs at most one request per this period.
 */
export const MISS_REFRESH_MS = 10_000;
/** Ids remembered as missing, at most: a script of ever-new wrong ids cannot grow the memory. */
const MISSES_KEPT = 1_000;

/** How long the directory trusts what it read (the Outbox's `settings`: tests and benchmarks shorten it). */
export interface AccountCachePolicy {
  ttlMs: number;
  missRefreshMs: number;
}
export const DEFAULT_ACCOUNT_CACHE_POLICY: AccountCachePolicy = { ttlMs: ACCOUNTS_TTL_MS, missRefreshMs: MISS_REFRESH_MS };

/** Where an upload's items go. */
export interface Target {
  manualAccountId: number | null;
  currency: string | null;
  /** The manual account's `type` ("credit" for a card): evidence for the sign of a card export. */
  accountType: string | null;
  /** False when the service could not be asked (delivery holds its window): delivery will find out. */
  checked: boolean;
}

/** Where an upload's items go, or why they cannot (answered to the uploader as a 4xx/503). */
export type TargetAnswer = ({ ok: true } & Target) | Refusal;

export type Refusal = {
  ok: false;
  reason: "unknown_account" | "closed_account" | "unauthorized" | "busy" | "unavailable";
  retryAfterMs?: number;
};

export interface AccountInfo {
  name: string;
  /** What the service shows (the user's own name for the account), else `name`. */
  display_name: string | null;
  institution_name: string | null;
  currency: string;
  status: string;
  type: string;
  /** The balance the budget holds now (the account's view: a liability's is what is owed). */
  balance: string;
  /** The day that balance is as of (YYYY-MM-DD), when the service says. */
  balanceAsOf?: string | null;
}

/** The accounts an upload may name, as the page's account picker shows them. */
export type AccountListAnswer =
  | {
      ok: true;
      accounts: (AccountInfo & { id: number })[];
      defaultAccountId: number | null;
      /** The user's display setting: the sign a page should show amounts with, as the budget does. */
      showDebitsAsNegative: boolean;
    }
  | Refusal;

/** The service, as the directory asks it: each call is one request through the gate, or a refusal. */
export interface AccountSource {
  accounts(connectionId: string): Promise<Map<number, AccountInfo> | Refusal>;
  defaultAccount(connectionId: string): Promise<number | null | Refusal>;
  showDebitsAsNegative(connectionId: string): Promise<boolean | Refusal>;
}

interface Known<T> {
  at: number;
  value: T;
}

const CASH: TargetAnswer = { ok: true, manualAccountId: null, currency: null, accountType: null, checked: true };
const isRefusal = (v: unknown): v is Refusal => typeof v === "object" && v !== null && (v as Refusal).ok === false;

export class AccountDirectory {
  private readonly lists = new Map<string, Known<Map<number, AccountInfo>>>();
  private readonly defaults = new Map<string, Known<number | null>>();
  private readonly signs = new Map<string, Known<boolean>>();
  private readonly inFlight = new Map<string, Promise<Refusal | null>>();
  /** When a read of the service last lacked an id ("connection\u001fid"). */
  private readonly misses = new Map<string, number>();

  constructor(
    private readonly source: AccountSource,
    private readonly policy: () => AccountCachePolicy = () => DEFAULT_ACCOUNT_CACHE_POLICY,
  ) {}

  async target(connectionId: string, requested: number | null): Promise<TargetAnswer> {
    const id = requested ?? (await this.defaultAccount(connectionId));
    if (isRefusal(id)) return id;
    return id === null ? CASH : this.account(connectionId, id);
  }

  /** The connection's manual accounts and its default one, from the same cache uploads use. */
  async list(connectionId: string): Promise<AccountListAnswer> {
    const defaultId = await this.defaultAccount(connectionId);
    if (isRefusal(defaultId)) return defaultId;
    let list = this.lists.get(connectionId);
    if (!list || Date.now() - list.at >= this.policy().ttlMs) {
      const refused = await this.refreshList(connectionId);
      list = this.lists.get(connectionId);
      // A stale list beats no list, unless the credential itself was refused.
      if (refused && (refused.reason === "unauthorized" || !list)) return refused;
    }
    if (!list) throw new Error("the account list was neither read nor refused");
    const accounts = [...list.value].map(([id, info]) => ({ id, ...info }));
    const signs = await this.showDebitsAsNegative(connectionId);
    if (isRefusal(signs)) return signs;
    return { ok: true, accounts, defaultAccountId: defaultId, showDebitsAsNegative: signs };
  }

  /**
   * The connection's manual accounts by id, from the cache uploads use (asked again once stale; a stale list beats
   * none). Empty when none could be read: nothing of the accounts is then known.
   */
  async accounts(connectionId: string): Promise<Map<number, AccountInfo>> {
    const list = this.lists.get(connectionId);
    if (!list || Date.now() - list.at >= this.policy().ttlMs) await this.refreshList(connectionId);
    return this.lists.get(connectionId)?.value ?? new Map();
  }

  /** The account as the cached list last said (no request; undefined when not listed yet). */
  cached(connectionId: string, accountId: number): AccountInfo | undefined {
    return this.lists.get(connectionId)?.value.get(accountId);
  }

  /** Forgets what is known of a connection (its credential was refused). */
  forget(connectionId: string): void {
    this.lists.delete(connectionId);
    this.defaults.delete(connectionId);
    this.signs.delete(connectionId);
  }

  private async defaultAccount(connectionId: string): Promise<number | null | Refusal> {
    let known = this.defaults.get(connectionId);
    if (known && Date.now() - known.at < this.policy().ttlMs) return known.value;
    const refused = await this.refresh(`default\u001f${connectionId}`, async () => {
      const answer = await this.source.defaultAccount(connectionId);
      if (isRefusal(answer)) return answer;
      this.defaults.set(connectionId, { at: Date.now(), value: answer });
      return null;
    });
    known = this.defaults.get(connectionId);
    // A stale default beats making the uploader wait, unless the credential itself was refused.
    if (refused && (refused.reason === "unauthorized" || !known)) return refused;
    if (!known) throw new Error("the default account was neither read nor refused");
    return known.value;
  }

  private async showDebitsAsNegative(connectionId: string): Promise<boolean | Refusal> {
    const known = this.signs.get(connectionId);
    if (known && Date.now() - known.at < this.policy().ttlMs) return known.value;
    const refused = await this.refresh(`signs\u001f${connectionId}`, async () => {
      const answer = await this.source.showDebitsAsNegative(connectionId);
      if (isRefusal(answer)) return answer;
      this.signs.set(connectionId, { at: Date.now(), value: answer });
      return null;
    });
    // The service's default (debits shown negative) beats refusing the page a list it has.
    if (refused?.reason === "unauthorized") return refused;
    return this.signs.get(connectionId)?.value ?? true;
  }

  private async account(connectionId: string, id: number): Promise<TargetAnswer> {
    let list = this.lists.get(connectionId);
    const age = list ? Date.now() - list.at : Infinity;
    const { ttlMs, missRefreshMs } = this.policy();
    const missKey = `${connectionId}\u001f${id}`;
    const lackedLately = Date.now() - (this.misses.get(missKey) ?? -Infinity) < missRefreshMs;
    if (age >= ttlMs || (list !== undefined && !list.value.has(id) && !lackedLately)) {
      const refused = await this.refreshList(connectionId);
      list = this.lists.get(connectionId);
      if (!refused && list && !list.value.has(id)) this.rememberMiss(missKey, list.at);
      if (refused && (refused.reason === "unauthorized" || !list?.value.has(id))) {
        // Delivery holds the window: take the upload; a wrong account comes back from the service as
        // invalid items in the report.
        if (refused.reason === "busy") return { ok: true, manualAccountId: id, currency: null, accountType: null, checked: false };
        return refused;
      }
    }
    const account = list?.value.get(id);
    if (!account) return { ok: false, reason: "unknown_account" };
    if (account.status === "closed") return { ok: false, reason: "closed_account" };
    return { ok: true, manualAccountId: id, currency: account.currency, accountType: account.type, checked: true };
  }

  private rememberMiss(key: string, at: number): void {
    if (this.misses.size >= MISSES_KEPT) this.misses.clear();
    this.misses.set(key, at);
  }

  private refreshList(connectionId: string): Promise<Refusal | null> {
    return this.refresh(`accounts\u001f${connectionId}`, async () => {
      const answer = await this.source.accounts(connectionId);
      if (isRefusal(answer)) return answer;
      this.lists.set(connectionId, { at: Date.now(), value: answer });
      return null;
    });
  }

  /** One refresh per key at a time: concurrent uploads await the same request. */
  private refresh(key: string, run: () => Promise<Refusal | null>): Promise<Refusal | null> {
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = run().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }
}
