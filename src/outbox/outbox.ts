// The Outbox: the one place where Intake talks to the budgeting service. Channels hand it import
// plans over RPC; one alarm, multiplexed over the jobs' due times and the rate gate, delivers them
// batch by batch, exactly once, and the report says what happened to every item. This class is the RPC
// facade and the alarm loop; each job kind is delivered by its module under kinds/ (registered in
// kinds/index.ts) through one context (kinds/context.ts), the tables are store/, the credentials
// held-credentials.ts, the account lists targets.ts.
import { transferSettingsOf } from "./transfer-settings";
import { fromUnits, unitsOfDecimal, type Verification } from "../formats/verification";
import type { Question } from "../formats/csv/words/profile";
import { serviceBalance, sideOf } from "../account-side";
import { parseDecimal, toBalance } from "../money";
import { DurableObject } from "cloudflare:workers";
import { fail, ok, type Result } from "../result";
import { type ApiVersion, BudgetApiError, type Transaction } from "../budget-api";
import { configOf, RETENTION_MS } from "../config";
import { KeptCredentials } from "../connections";
import { HeldCredentials } from "./held-credentials";
import { ask, type AskContext } from "./ask";
import { type PlannedItem, type RowReport, spreadsheetSafe } from "../plan";
import type { DeliveredTransaction, DeliveryTarget, ElsewhereTransaction } from "./delivery-target";
import { deliveryTarget } from "./target-for-version";
import { nextSendAt, observe } from "./rate-gate";
import { buildReport, buildRowNotes, type JobReport, MAX_REPORT_PAGE, type PageOptions } from "./report";
import { type ItemOutcome, type JobRow, OutboxStore } from "./store";
import { type AttachmentRequest, keepAttachment } from "./kinds/attachment";
import { AttachmentFiles } from "./attachment-files";
import type { WriteKind, WriteValue } from "./writes";
import { kindOf, kindsWhere, type JobKind } from "./kinds/index";
import { blockGate, DeliveryContext, type DeliveryHooks } from "./kinds/context";
import { deliverRemoval, ENRICHED } from "./kinds/removal";
import { deliverTapBurst } from "./kinds/tap-burst";
import { lookForTransfers, ownAccountsOf, TRANSFER_PAGE } from "./kinds/transfers";
import { checkAccount, coverImport } from "./kinds/agreement";
import { type Coverage, coverageOf } from "./agreement/coverage";
import { addDays } from "./agreement/days";
import type { StandingRow, StoredAgreement } from "./store";
import { type PreviewRow, previewTransfers, transferWindow } from "./transfer-preview";
import { displayFormatsOf } from "../connections/display-formats";
import { dayText } from "../locale/display-dates";
import { AccountDirectory, type AccountListAnswer, type Refusal, type TargetAnswer } from "./targets";
import { type OutboxAttention, outboxAttention } from "./attention";
import { type WriteOutcome, writeOutcomeOf } from "./write-outcome";
import { previewMatches, type ProvisionalMatch, reconcileAppended } from "./reconcile";
import type { Exchange } from "./provisional-match";
import { BASE_CURRENCY_TTL_MS } from "./kinds/match";

/** Days in sentences when the budget's formats are not known (v1, unreachable): as the notices write them then. */
const FALLBACK_LOCALE = "en-US";

/** One alarm run sends at most this many requests, then yields (other events, fresh alarm). */
const REQUESTS_PER_ALARM = 200;
/** An open job that received nothing for this long lost its upload (the request died mid-file). */
const ABANDONED_AFTER_MS = 60 * 60_000;
/** Reports of finished jobs are kept RETENTION_DAYS (config.ts), then forgotten (the DO's storage is not a log). */
const REPORT_RETENTION_MS = RETENTION_MS;
/** The days imports covered and the bank's balances are kept this long: the Accounts page shows a year of months. */
export const COVERAGE_DAYS = 400;
export interface JobSpec {
  connectionId: string;
  /** What the job came by: a bank format ("csv", "ofx:statement"), "email", "tap", "simplefin:…", "balance-source:…". */
  channel: string;
  /** Target manual account; null = cash transactions. */
  manualAccountId: number | null;
  applyRules?: boolean;
  skipDuplicates?: boolean;
  /** The upload's file name, for the import history. */
  fileName?: string | null;
  /** What the job's items are (default: transactions to insert). */
  kind?: JobKind;
  /**
   * The items are the bank's own rows (an export, a SimpleFIN account): each may take over the transaction Intake
   * put there before it from a receipt, a tap or a pending row (reconcile.ts) instead of inserting a second.
   */
  bankRows?: boolean;
  /** What reading the bank file left to the person (its import takes the better-supported reading): said in the report. */
  questions?: Question[];
  /** The layout of the file the bank rows came from (a CSV header's fingerprint, else the format). */
  layout?: string;
}

/** What POST /imports/{id}/remove answers: how many of the job's transactions are on their way out, or why none. */
export type RemovalAnswer =
  | { ok: true; id: string; removing: number; removed: number; kept: number }
  | { ok: false; reason: "nothing_inserted" | "in_progress" | "already_removed"; message: string };

/**
 * What POST /imports/{id}/rows/{row}/receipt answers: the question answered (`one`: the bank's row takes that receipt
 * over, on its way; `apart`: two payments, not asked again), or why not.
 */
export type ReceiptAnswerResult = Result<
  { id: string; row: number; answer: "one" | "apart"; transaction_id: number | null },
  { code: "no_question" | "not_asked_about" | "cannot_update"; message: string }
>;

/** How the budget writes dates: its locale and primary currency, the person's date format (null: not said). */
export interface BudgetReading {
  locale: string | null;
  primaryCurrency: string | null;
  dateFormat: string | null;
}

/** What the Outbox's categoryList answers: the budget's categories by id and name, or why not. */
/** A manual account's balance in the budget now (the Outbox's RPC answer to a balance source's run). */
export type BalanceAnswer = { ok: true; balance: string } | Refusal;
export type CategoryListAnswer = { ok: true; categories: { id: number; name: string; exclude_from_totals: boolean }[] } | Refusal;

export class Outbox extends DurableObject<Env> {
  readonly #store: OutboxStore;
  readonly #files: AttachmentFiles;
  readonly #tokens: HeldCredentials;
  readonly #accounts = new AccountDirectory(
    {
      accounts: (connectionId) => this.#ask(connectionId, (target) => target.accounts()),
      defaultAccount: (connectionId) => this.#ask(connectionId, (target) => target.defaultAccount()),
      showDebitsAsNegative: (connectionId) => this.#ask(connectionId, (target) => target.showDebitsAsNegative()),
    },
    () => this.#store.settings.accountCachePolicy(),
  );
  /** Per connection, how the budget writes dates (an upload whose dates read both ways asks it, kept as the account list is). */
  readonly #readings = new Map<string, { reading: BudgetReading; at: number }>();
  /** Per connection, the budget's primary currency (match mode across currencies asks it once a day). */
  readonly #baseCurrencies = new Map<string, { currency: string; at: number }>();
  /** A delivery loop is running in this instance (a new instance starts with none: see recovery). */
  #delivering = false;
  /** What every delivery kind borrows from the Outbox (kinds/context.ts). */
  readonly #hooks: DeliveryHooks;
  /** What a request outside delivery borrows from it (ask.ts). */
  readonly #askContext: AskContext;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#store = new OutboxStore(ctx.storage);
    this.#files = new AttachmentFiles(ctx.storage.sql);
    this.#tokens = new HeldCredentials(new KeptCredentials(env), (connectionId) => this.#store.connections.authFailures(connectionId) >= 1);
    this.#askContext = {
      store: this.#store,
      targetOf: (connectionId) => this.#targetOf(connectionId),
      refused: (connectionId) => {
        this.#tokens.refused(connectionId);
        this.#accounts.forget(connectionId);
      },
    };
    this.#hooks = {
      forgetToken: (connectionId) => this.#tokens.refused(connectionId),
      accounts: this.#accounts,
      baseCurrencies: this.#baseCurrencies,
      files: this.#files,
      waitingForBank: kindsWhere((kind) => kind.matching !== null),
      transactionKinds: kindsWhere((kind) => kind.removal !== null),
      transferSettings: (connectionId) => transferSettingsOf(env.CONNECTIONS, connectionId),
    };
  }

  // --- RPC: what the channels call ---

  /** A whole plan at once: a job that is complete from the start. */
  async enqueue(spec: JobSpec, items: PlannedItem[], notes: RowReport[] = []): Promise<JobReport> {
    const id = this.#open(spec, false);
    await this.#appendReconciled(id, items, notes);
    this.#store.jobs.seal(id);
    await this.#schedule();
    return this.report(id) as JobReport;
  }

  /** A plan that arrives in chunks (a large upload): open, append…, seal. Delivery starts at once. */
  async openJob(spec: JobSpec): Promise<string> {
    return this.#open(spec, true);
  }
  async append(jobId: string, items: PlannedItem[], notes: RowReport[] = []): Promise<void> {
    const job = this.#store.jobs.get(jobId);
    if (!job || job.sealed) throw new Error(`job ${jobId} is not open`);
    await this.#appendReconciled(jobId, items, notes);
    await this.#schedule();
  }
  /** The job is complete; `verification`: what the file's own balances said of its reading. */
  async seal(jobId: string, verification?: Verification): Promise<JobReport | null> {
    this.#store.jobs.seal(jobId, verification ? JSON.stringify(verification) : null);
    // Delivered before it was sealed: its end is now (kinds/transactions.ts sees the others').
    const job = this.#store.jobs.get(jobId);
    if (job && this.#store.reports.counts(jobId).pending === 0) {
      lookForTransfers(this.#store, job, Date.now());
      coverImport(this.#store, job, Date.now());
    }
    await this.#schedule();
    return this.report(jobId);
  }

  /** The job's report; null when it does not exist or belongs to another connection than the one given. */
  report(
    jobId: string,
    options: { connectionId?: string; items?: boolean; outcome?: ItemOutcome | undefined } & PageOptions = {},
  ): JobReport | null {
    const job = this.#ownJob(jobId, options.connectionId);
    return job ? buildReport(this.#store, job, Date.now(), this.#store.gate.get(Date.now()), options) : null;
  }

  /** Several jobs' reports in one call (a page of the receipts inbox: each receipt's job and its file's); null like `report`. */
  reports(
    jobIds: string[],
    options: { connectionId?: string; items?: boolean; outcome?: ItemOutcome | undefined } & PageOptions = {},
  ): Record<string, JobReport | null> {
    return Object.fromEntries(jobIds.map((id) => [id, this.report(id, options)]));
  }

  /** What became of a balance source's write job, in types (write-outcome.ts); null when there is no such job. */
  writeOutcome(jobId: string): WriteOutcome | null {
    const report = this.report(jobId, { items: true });
    return report ? writeOutcomeOf(report) : null;
  }

  /** Where transaction `transactionId` came from: the import and row that put it in the budget (store/jobs.ts). */
  transactionRow(connectionId: string, transactionId: number): { jobId: string; row: number; index: number } | null {
    return this.#store.jobs.transactionRow(connectionId, transactionId);
  }

  /**
   * Where the transaction of a receipt's or a tap's item (by its external_id) is, once a bank row took it over: the
   * bank's account, which may not be the one the item was sent to (a tap in cash moves to its card's account).
   */
  takenOver(connectionId: string, externalId: string): { transactionId: number; manualAccountId: number | null } | null {
    const taken = this.#store.reconciliations.takenOver(connectionId, externalId);
    return taken ? { transactionId: taken.transactionId, manualAccountId: taken.accountId } : null;
  }

  /** One page of the job's rows that produced no item; null like `report`. */
  rowNotes(jobId: string, options: { connectionId?: string; outcome?: "ignored" | "error" | undefined } & PageOptions = {}) {
    const job = this.#ownJob(jobId, options.connectionId);
    return job ? buildRowNotes(this.#store, job, options) : null;
  }

  /**
   * The connection's actions (an upload, a mail, a tap, a run), newest first, one page, each with the jobs that
   * followed it (`followed_by`: a pairing of its rows, its receipt's file); `unchanged: "hide"` leaves out the
   * balance-source jobs that changed nothing (store/jobs.ts), whose number is `unchanged` either way.
   */
  list(
    connectionId: string,
    options: PageOptions & { unchanged?: "show" | "hide" | undefined } = {},
  ): { imports: JobReport[]; total: number; next_offset: number | null; unchanged: number } {
    const offset = options.offset ?? 0;
    const limit = Math.min(options.limit ?? 50, MAX_REPORT_PAGE);
    const shown = options.unchanged !== "hide";
    const now = Date.now();
    const gate = this.#store.gate.get(now);
    const jobs = this.#store.jobs.list(connectionId, offset, limit, shown);
    const imports = jobs.map((job) => {
      const report = buildReport(this.#store, job, now, gate, {});
      const followers = this.#store.jobs.followers(job.id).map((f) => buildReport(this.#store, f, now, gate, {}));
      return followers.length ? { ...report, followed_by: followers } : report;
    });
    const total = this.#store.jobs.count(connectionId, shown);
    const unchanged = this.#store.jobs.countChangedNothing(connectionId);
    return { imports, total, next_offset: offset + imports.length < total ? offset + imports.length : null, unchanged };
  }

  #ownJob(jobId: string, connectionId: string | undefined): JobRow | null {
    const job = this.#store.jobs.get(jobId);
    return job && (connectionId === undefined || connectionId === job.connection_id) ? job : null;
  }

  /** Dead letters back into the queue, on the user's request; a held receipt is inserted after all. */
  async retryFailed(jobId: string): Promise<number> {
    const n = this.#store.items.retryFailed(jobId);
    this.#store.jobs.setDue(jobId, 0, null);
    await this.#schedule();
    return n;
  }

  /**
   * "Remove this import": the transactions the job inserted are deleted from the budget (kinds/removal.ts),
   * under the same gate and failure handling as its delivery; the report then shows each as removed or kept.
   * Refused while the job still delivers, for jobs that insert no transactions (balance writes, files), for an
   * import that put nothing in the budget, and once removed (nothing of it is left to remove or put back: a second
   * removal would start nothing). Null like `report`.
   */
  async removeImport(jobId: string, connectionId: string): Promise<RemovalAnswer | null> {
    const job = this.#ownJob(jobId, connectionId);
    if (!job) return null;
    if (kindOf(job.kind).removal === null)
      return { ok: false, reason: "nothing_inserted", message: "This job inserts no transactions: there is nothing to remove." };
    const counts = this.#store.reports.counts(job.id);
    if (counts.pending + counts.removing > 0 || !job.sealed)
      return { ok: false, reason: "in_progress", message: "This import is still being delivered: remove it once it has finished." };
    if (this.#store.removals.removable(job.id) === 0) {
      if (job.removal_requested_at === null)
        return {
          ok: false,
          reason: "nothing_inserted",
          message: "This import put nothing in your budget (its rows were there already, or refused): there is nothing to remove.",
        };
      const when = new Date(job.removal_requested_at).toISOString().slice(0, 16).replace("T", " ");
      return {
        ok: false,
        reason: "already_removed",
        message: `This import was removed already (asked ${when} UTC): nothing of it is left to remove or put back. Its report says what was removed and what was kept, and why.`,
      };
    }
    const removing = this.#store.removals.request(job.id, Date.now(), ENRICHED);
    // A removed import covers no day and states no balance: the account is checked without it.
    this.#store.coverage.forgetImport(job.id);
    if (job.bank_rows === 1 && job.manual_account_id !== null)
      this.#store.coverage.openCheck(job.connection_id, job.manual_account_id, Date.now());
    const after = this.#store.reports.counts(job.id);
    await this.#schedule();
    return { ok: true, id: job.id, removing, removed: after.removed, kept: after.kept };
  }

  /**
   * Sets a manual account's balance, or writes months of its balance history, as a job of its own kind:
   * under the same rate gate, retries and 401 handling as transactions. Answers the job id.
   */
  async writeBalances(
    spec: { connectionId: string; channel: string; manualAccountId: number; kind: WriteKind },
    values: WriteValue[],
  ): Promise<string> {
    const items = values.map((v, i) => ({
      row: i + 1,
      item: { date: v.date, amount: v.amount, external_id: `${spec.kind}:${spec.manualAccountId}:${v.date}` },
    }));
    const id = this.#open({ ...spec, applyRules: false, skipDuplicates: false }, false);
    this.#store.items.append(
      id,
      items,
      items.map((i) => ({ row: i.row, outcome: "planned" as const })),
    );
    await this.#schedule();
    return id;
  }

  /**
   * Attaches a receipt's file to the transaction its receipt job delivers, once that job has settled
   * (kinds/attachment.ts): a job of its own kind, under the same gate, retries and 401 handling. Answers the job id.
   */
  async attachReceipt(request: AttachmentRequest): Promise<string> {
    const id = this.#open(
      { connectionId: request.connectionId, channel: "email", manualAccountId: null, fileName: request.file.name, kind: "attachment" },
      false,
    );
    keepAttachment(this.#store, this.#files, id, request);
    await this.#schedule();
    return id;
  }

  /** What needs the person among jobs made since `since` (ms), and the paused connections: for notifications. */
  attention(since: number): OutboxAttention {
    return outboxAttention(this.ctx.storage.sql, this.#store.coverage, since);
  }

  /** Whether the connection's jobs are paused until a person authorizes Intake again (the connection page says so). */
  isPaused(connectionId: string): boolean {
    return this.#store.connections.needsAuth(connectionId);
  }

  /** Tries a paused connection's credential (GET /me); its jobs resume if it works. */
  async resumeConnection(connectionId: string): Promise<boolean> {
    // Connected again, perhaps with the other version: read it, and what it answered, afresh.
    this.#tokens.forgetVersion(connectionId);
    this.#accounts.forget(connectionId);
    if (this.#store.gate.takeSlot(Date.now()) > 0) return false;
    const token = await this.#tokens.candidate(connectionId);
    if (!token) return false;
    try {
      await this.#target(await this.#tokens.version(connectionId), token).identify();
    } catch (error) {
      if (error instanceof BudgetApiError && error.kind === "rate_limited") blockGate(this.#store, error);
      return false;
    }
    this.#tokens.keep(connectionId, token);
    this.#store.connections.setAuthFailures(connectionId, 0);
    await this.#schedule();
    return true;
  }

  /**
   * From the cron trigger: close jobs whose upload died mid-file (what arrived is delivered, and the
   * report says the rest never came), forget reports past their retention, probe paused connections,
   * make sure waiting work has an alarm.
   */
  async tick(): Promise<void> {
    for (const jobId of this.#store.jobs.abandoned(Date.now() - ABANDONED_AFTER_MS)) {
      const rows = this.#store.reports.items(jobId, Math.max(0, (this.#store.jobs.get(jobId)?.total ?? 1) - 1), 1);
      const lastRow = rows[0]?.row ?? 0;
      this.#store.items.append(
        jobId,
        [],
        [{ row: lastRow + 1, outcome: "error", reason: "the upload stopped before the end of the file; rows from here on were not read" }],
      );
      this.#store.jobs.seal(jobId);
    }
    this.#store.jobs.purgeFinished(Date.now() - REPORT_RETENTION_MS);
    this.#store.coverage.purge(addDays(new Date().toISOString().slice(0, 10), -COVERAGE_DAYS));
    for (const connectionId of this.#store.connections.paused()) await this.resumeConnection(connectionId);
    await this.#schedule();
  }

  /**
   * Resolves an upload's target: the requested manual account, else the user's default manual account,
   * else cash — from the connection's account list, asked of the service at most once a minute (see
   * targets.ts): the quota is for delivery.
   */
  async target(connectionId: string, requested: number | null): Promise<TargetAnswer> {
    return this.#accounts.target(connectionId, requested);
  }

  /**
   * The balance a manual account holds in the budget now: one request under the gate, not the cached list, so
   * that a balance source's "Run now" compares with what the person sees (a balance changed elsewhere).
   */
  async accountBalance(connectionId: string, accountId: number): Promise<BalanceAnswer> {
    const answer = await this.#ask(connectionId, (target) => target.accounts());
    if (!(answer instanceof Map)) return answer;
    const account = answer.get(accountId);
    return account ? { ok: true, balance: account.balance } : { ok: false, reason: "unknown_account" };
  }

  /**
   * What an account (or cash) holds between two dates, for a preview that says which rows are already in the
   * budget: pages read under the gate, at most `maxPages` (a preview spends a few requests, never the day's).
   * `elsewhere`: the days are read across every account first, so that rows already in another account (a card's
   * file previewed against the checking account) can be named; a listing of every account cut at `maxPages` falls
   * back to the account's own (then `elsewhere` is null: nothing is said of the others).
   */
  async transactionsIn(
    connectionId: string,
    accountId: number | null,
    fromDate: string,
    toDate: string,
    maxPages = 3,
    elsewhere = false,
  ): Promise<
    | { ok: true; transactions: DeliveredTransaction[]; elsewhere: ElsewhereTransaction[] | null; requests: number; complete: boolean }
    | Refusal
  > {
    const own = (t: DeliveredTransaction) => (accountId === null ? t.cash : t.accountId === accountId);
    let spent = 0;
    if (elsewhere) {
      const every = await this.#listing(connectionId, null, fromDate, toDate, maxPages);
      if ("ok" in every && every.ok === false) return every;
      spent = every.requests;
      if (every.complete) {
        const others: ElsewhereTransaction[] = [];
        const accounts = every.transactions.some((t) => !own(t) && t.accountId !== null)
          ? await this.#accounts.accounts(connectionId)
          : null;
        for (const t of every.transactions) {
          // Only manual accounts are named: cash and synced accounts have no account Intake could point to.
          if (own(t) || t.accountId === null) continue;
          const info = accounts?.get(t.accountId);
          if (info) others.push({ ...t, accountId: t.accountId, accountName: info.display_name ?? info.name });
        }
        return { ok: true, transactions: every.transactions.filter(own), elsewhere: others, requests: spent, complete: true };
      }
    }
    const listed = await this.#listing(connectionId, accountId, fromDate, toDate, maxPages);
    if ("ok" in listed && listed.ok === false) return listed;
    return {
      ok: true,
      transactions: listed.transactions.filter(own),
      elsewhere: null,
      requests: spent + listed.requests,
      complete: listed.complete,
    };
  }

  /** Up to `maxPages` pages of an account's (null: every account's) transactions between two dates, under the gate. */
  async #listing(
    connectionId: string,
    accountId: number | null,
    fromDate: string,
    toDate: string,
    maxPages: number,
  ): Promise<{ ok?: undefined; transactions: DeliveredTransaction[]; requests: number; complete: boolean } | Refusal> {
    const transactions: DeliveredTransaction[] = [];
    let offset = 0;
    for (let requests = 1; requests <= maxPages; requests++) {
      const page = await this.#ask(connectionId, (target) => target.transactionsIn(accountId, fromDate, toDate, offset));
      if ("ok" in page) return page;
      offset += page.transactions.length;
      transactions.push(...page.transactions);
      if (!page.hasMore || page.transactions.length === 0) return { transactions, requests, complete: !page.hasMore };
    }
    return { transactions, requests: maxPages, complete: false };
  }

  /**
   * What each bank row of a preview would take over among the transactions Intake put in the account (or cash) from
   * receipts, taps and pending rows (reconcile.ts): no request, nothing claimed. By item index.
   */
  async provisionalMatches(
    connectionId: string,
    accountId: number | null,
    items: PlannedItem[],
  ): Promise<Record<number, ProvisionalMatch>> {
    const exchange = await this.#exchange(connectionId, accountId);
    return Object.fromEntries(previewMatches(this.#store, connectionId, accountId, items, exchange));
  }

  /** By transaction, the bank rows of the connection's imports that stand in it (ledger.ts): what tells a row apart. */
  standingRows(connectionId: string, transactionIds: number[]): Record<number, StandingRow[]> {
    return Object.fromEntries(this.#store.ledger.standingRows(connectionId, transactionIds));
  }

  /**
   * By row index, the transfer each row of a preview would pair into (transfer-preview.ts): one read of the budget's
   * transactions of the rows' window, every account, under the gate (at most `maxPages` pages); `checked` false when
   * the read was refused, cut short, or the connection's version has no groups (then nothing is said).
   */
  async transfersInPreview(
    connectionId: string,
    accountId: number | null,
    rows: PreviewRow[],
    maxPages = 3,
  ): Promise<{ checked: boolean; requests: number; found: Record<number, string> }> {
    const window = transferWindow(rows);
    const currency = accountId === null ? undefined : this.#accounts.cached(connectionId, accountId)?.currency;
    if (accountId === null || window === null || !currency) return { checked: false, requests: 0, found: {} };
    const listed: Transaction[] = [];
    let requests = 0;
    for (let offset = 0; requests < maxPages;) {
      requests++;
      const page = await this.#ask(connectionId, async (target) =>
        target.transfers
          ? target.transfers.listTransactions({ start_date: window.from, end_date: window.to, limit: TRANSFER_PAGE, offset })
          : null,
      );
      if (page === null || "ok" in page) return { checked: false, requests, found: {} };
      listed.push(...page.transactions);
      offset += page.transactions.length;
      if (!page.has_more || page.transactions.length === 0) {
        const accounts = ownAccountsOf(await this.#accounts.accounts(connectionId));
        // The other side's day as the person's budget writes it, as the preview's own dates are.
        const formats = await displayFormatsOf(this.env, connectionId);
        const day = (iso: string) => dayText(iso, formats, FALLBACK_LOCALE);
        return { checked: true, requests, found: Object.fromEntries(previewTransfers(rows, accountId, currency, listed, accounts, day)) };
      }
    }
    return { checked: false, requests, found: {} };
  }

  /**
   * Which days the account's imports cover and whether the budget agrees with the bank's balances (kinds/agreement.ts).
   * `checkNow`: checked again first, under the gate (busy or unavailable: the last answer, and `checked` false).
   */
  async coverage(
    connectionId: string,
    accountId: number,
    checkNow = false,
  ): Promise<Coverage & { account_id: number; agreement: (StoredAgreement & { checked: boolean }) | null; refusal?: Refusal }> {
    const coverage = coverageOf(this.#store.coverage.spans(connectionId, accountId));
    let refusal: Refusal | undefined;
    let checked = false;
    if (checkNow) {
      const info = (await this.#accounts.accounts(connectionId)).get(accountId);
      const answer = await checkAccount(this.#store, connectionId, accountId, info, async (from, to, offset) => {
        const page = await this.#ask(connectionId, (target) => target.transactionsIn(accountId, from, to, offset));
        if ("ok" in page) {
          refusal = page;
          return null;
        }
        return page;
      });
      if (answer.agreement !== null) {
        this.#store.coverage.saveAgreement(connectionId, accountId, answer.agreement, Date.now());
        checked = true;
      }
    }
    const stored = this.#store.coverage.agreement(connectionId, accountId);
    return { account_id: accountId, ...coverage, agreement: stored ? { ...stored, checked } : null, ...(refusal ? { refusal } : {}) };
  }

  /**
   * A balance the bank stated at a pull (SimpleFIN), in the holder's view (owed is negative), as of its day: the
   * account's newest anchor, and the account is checked against it.
   */
  async noteBankBalance(connectionId: string, accountId: number, date: string, holderBalance: string): Promise<void> {
    const units = unitsOfDecimal(holderBalance);
    if (!Number.isFinite(units)) return;
    this.#store.coverage.notePull(connectionId, accountId, date, units, Date.now());
    this.#store.coverage.openCheck(connectionId, accountId, Date.now());
    await this.#schedule();
  }

  /**
   * How the budget writes dates (its locale and primary currency, the person's date format), for a file whose dates read
   * both ways: two requests under the gate, kept per connection as the account list is. What is refused or busy is null:
   * the file is read without it, and it is asked again next time.
   */
  async budgetReading(connectionId: string): Promise<BudgetReading> {
    const known = this.#readings.get(connectionId);
    if (known && Date.now() - known.at < this.#store.settings.accountCachePolicy().ttlMs) return known.reading;
    const said = await this.#ask(connectionId, (target) => target.budgetLocale());
    const format = await this.#ask(connectionId, (target) => target.dateFormat());
    const locale = said !== null && !("ok" in said) ? said : null;
    const reading: BudgetReading = {
      locale: locale?.locale ?? null,
      primaryCurrency: locale?.primaryCurrency ?? null,
      dateFormat: typeof format === "string" ? format : null,
    };
    const refused = (answer: unknown) => typeof answer === "object" && answer !== null && "ok" in answer;
    if (!refused(said) && !refused(format)) this.#readings.set(connectionId, { reading, at: Date.now() });
    return reading;
  }

  /**
   * What the account held at the end of each day the bank or the budget stated it, in the holder's view (owed is
   * negative), oldest first: the balances earlier files and pulls stated (the agreement's anchors), and the manual
   * account's own balance as of its day, from the cached list (no request). Evidence for a file's running balance and sign.
   */
  async accountBalances(connectionId: string, accountId: number): Promise<{ date: string; balance: string }[]> {
    const stated = this.#store.coverage.anchors(connectionId, accountId).map((a) => ({ date: a.date, balance: fromUnits(a.units) }));
    const info = this.#accounts.cached(connectionId, accountId);
    const own = info?.balanceAsOf ? parseDecimal(info.balance) : null;
    if (info?.balanceAsOf && own?.ok) {
      stated.push({ date: info.balanceAsOf, balance: toBalance(serviceBalance(own.value, sideOf(info.type))) });
    }
    return stated.sort((a, b) => a.date.localeCompare(b.date));
  }

  /** The connection's manual accounts (for the page's picker), from the cache that targets uploads. */
  async accountList(connectionId: string): Promise<AccountListAnswer> {
    return this.#accounts.list(connectionId);
  }

  /**
   * The budget's categories a transfer may get (not a group, not archived), for the Connection page and
   * PUT /transfers/settings; none on v1, which pairs no transfers.
   */
  async categoryList(connectionId: string): Promise<CategoryListAnswer> {
    const answer = await this.#ask(connectionId, async (target) =>
      target.transfers ? target.transfers.categories({ is_group: false }) : [],
    );
    if (!Array.isArray(answer)) return answer;
    const categories = answer
      .filter((c) => !c.is_group && !c.archived)
      .map((c) => ({ id: c.id, name: c.name, exclude_from_totals: c.exclude_from_totals }));
    return { ok: true, categories };
  }

  /**
   * The person's answer to a bank row's question about receipts outside the takeover's window (receipt-question.ts):
   * `one` with the receipt's transaction makes the row that receipt's payment (its own transaction deleted, then the
   * takeover sent as in the window; "Remove this import" puts the receipt back); `apart` keeps both and is remembered
   * for the pair. Null like `report`.
   */
  async answerReceiptQuestion(
    connectionId: string,
    jobId: string,
    row: number,
    answer: { one: number } | "apart",
  ): Promise<ReceiptAnswerResult | null> {
    if (!this.#ownJob(jobId, connectionId)) return null;
    if (answer !== "apart") {
      const target = await this.#targetOf(connectionId);
      if (!target?.takeover || !target.removal)
        return fail({
          code: "cannot_update",
          message:
            "This connection cannot make the two one payment: the legacy v1 interface cannot update or delete a transaction (connect with v2 for that).",
        });
    }
    // After the await: one synchronous step from here on.
    const job = this.#ownJob(jobId, connectionId);
    if (!job) return null;
    const asked = job.removal_requested_at === null ? this.#store.questions.open(job.id).filter((q) => q.row === row) : [];
    const [first] = asked;
    if (!first)
      return fail({
        code: "no_question",
        message: `Row ${row} of this import asks nothing (answered already, its receipt taken over since, or the import removed).`,
      });
    if (answer === "apart") {
      this.#store.questions.answer(job.id, first.bank_seq, "apart");
      return ok({ id: job.id, row, answer: "apart", transaction_id: null });
    }
    const chosen = asked.find((q) => q.transaction_id === answer.one);
    const receipt = chosen ? this.#store.reconciliations.openItem(chosen.provisional_job, chosen.provisional_seq) : null;
    if (!chosen || !receipt)
      return fail({
        code: "not_asked_about",
        message: `Row ${row} asks about ${asked.map((q) => `transaction ${q.transaction_id}`).join(" or ")}, not transaction ${answer.one}.`,
      });
    if (!this.#store.items.reopenAsTakeover(job.id, chosen.bank_seq, chosen.bank_body))
      throw new Error("an open question's row is inserted");
    const bank = JSON.parse(chosen.bank_body) as { external_id: string };
    this.#store.reconciliations.claim(
      connectionId,
      {
        job: job.id,
        seq: chosen.bank_seq,
        externalId: bank.external_id,
        accountId: job.manual_account_id,
        currency: null,
        replaces: chosen.bank_transaction_id,
      },
      receipt,
      Date.now(),
    );
    this.#store.questions.answer(job.id, chosen.bank_seq, "one", chosen.transaction_id);
    this.#store.jobs.setDue(job.id, 0, null);
    await this.#schedule();
    return ok({ id: job.id, row, answer: "one", transaction_id: chosen.transaction_id });
  }

  // --- delivery ---

  override async alarm(): Promise<void> {
    if (this.#delivering) return;
    this.#delivering = true;
    try {
      this.#store.attempts.recoverInterrupted(Date.now());
      // Rounds are bounded too: a round that sends nothing must still end the loop eventually.
      for (let sent = 0, rounds = 0; sent < REQUESTS_PER_ALARM && rounds < 4 * REQUESTS_PER_ALARM; rounds++) {
        const now = Date.now();
        const job = this.#store.jobs.next(now);
        if (!job || nextSendAt(this.#store.gate.get(now), now) > now) break;
        sent += await this.#deliverNext(job);
        // A receipt's job just served may have settled: the attachment that follows it looks again.
        this.#files.wake(job.id, Date.now());
      }
    } finally {
      this.#delivering = false;
    }
    await this.#schedule();
  }

  /** Sends what the job needs next, by its kind (kinds/); returns the requests sent. */
  async #deliverNext(job: JobRow): Promise<number> {
    const target = await this.#targetOf(job.connection_id);
    if (!target) {
      this.#store.connections.setAuthFailures(job.connection_id, 2);
      return 0;
    }
    const kind = kindOf(job.kind);
    const ctx = new DeliveryContext(this.#store, target, this.#hooks, kind.unserved[target.version] ?? null);
    // A removal the person asked for comes before anything else of the job (nothing else is left: it had finished).
    if (this.#store.removals.waiting(job.id)) return deliverRemoval(ctx, job, Date.now());
    // A tap takes the connection's other waiting taps along (kinds/tap-burst.ts); alone, it goes as its kind says.
    const together = await deliverTapBurst(ctx, job, Date.now());
    if (together !== null) return together;
    return kind.deliver(ctx, job, Date.now());
  }

  // --- plumbing ---

  /**
   * A chunk of a plan, each bank row claiming what it takes over and each receipt already taken over settled. What
   * comparing across currencies needs is asked before the chunk is appended: none of it can be sent meanwhile.
   */
  async #appendReconciled(jobId: string, items: PlannedItem[], notes: RowReport[]): Promise<void> {
    const job = this.#store.jobs.get(jobId);
    if (!job) throw new Error(`job ${jobId} to append to is not there`);
    const exchange = job.bank_rows === 1 ? await this.#exchange(job.connection_id, job.manual_account_id) : undefined;
    // Whatever the channel: no payee or note reaches the budget as a spreadsheet formula (plan.ts spreadsheetSafe).
    const safe = items.map((planned) => {
      const { item, neutralized } = spreadsheetSafe(planned.item);
      return neutralized ? { ...planned, item } : planned;
    });
    const first = this.#store.items.append(jobId, safe, notes);
    reconcileAppended(this.#store, job, first, safe, Date.now(), exchange);
  }

  /**
   * A bank row's currency when it names none (the account's, from the cached list the upload was targeted with) and,
   * when an open receipt or tap of the account is in another currency, the budget's primary currency, in which they
   * are compared (GET /me under the gate, at most once a day). Undefined for cash or an account not listed yet.
   */
  async #exchange(connectionId: string, accountId: number | null): Promise<Exchange | undefined> {
    const currency = accountId === null ? undefined : this.#accounts.cached(connectionId, accountId)?.currency;
    if (!currency) return undefined;
    const tolerance = this.#store.settings.matchPolicy().fxTolerance;
    if (!this.#store.reconciliations.anyOpenInOtherCurrency(connectionId, accountId, currency))
      return { rowCurrency: currency, primary: null, tolerance };
    const known = this.#baseCurrencies.get(connectionId);
    if (known && Date.now() - known.at < BASE_CURRENCY_TTL_MS) return { rowCurrency: currency, primary: known.currency, tolerance };
    const asked = await this.#ask(connectionId, async (target) => (target.matching ? (await target.matching.me()).primary_currency : null));
    const primary = typeof asked === "string" ? asked : null;
    if (primary) this.#baseCurrencies.set(connectionId, { currency: primary, at: Date.now() });
    return { rowCurrency: currency, primary, tolerance };
  }

  /** One request outside delivery, under the gate (ask.ts). */
  #ask<T>(connectionId: string, request: (target: DeliveryTarget) => Promise<T>): Promise<T | Refusal> {
    return ask(this.#askContext, connectionId, request);
  }

  #open(spec: JobSpec, receiving: boolean): string {
    const id = `imp_${crypto.randomUUID().replaceAll("-", "")}`;
    this.#store.jobs.create({
      id,
      connection_id: spec.connectionId,
      source: spec.channel,
      manual_account_id: spec.manualAccountId,
      apply_rules: spec.applyRules === false ? 0 : 1,
      skip_duplicates: spec.skipDuplicates === false ? 0 : 1,
      sealed: receiving ? 0 : 1,
      created_at: Date.now(),
      file_name: spec.fileName ?? null,
      kind: spec.kind ?? "transactions",
      bank_rows: spec.bankRows ? 1 : 0,
      questions: spec.questions?.length ? JSON.stringify(spec.questions) : null,
      layout: spec.layout ?? null,
    });
    return id;
  }

  /** The connection's delivery target (its version, its credential), or null without a credential. */
  async #targetOf(connectionId: string): Promise<DeliveryTarget | null> {
    const token = await this.#tokens.token(connectionId);
    return token ? this.#target(await this.#tokens.version(connectionId), token) : null;
  }

  #target(version: ApiVersion, token: string): DeliveryTarget {
    return deliveryTarget(version, {
      api: configOf(this.env).budgetApi,
      token,
      onRateLimit: (seen) => {
        const now = Date.now();
        this.#store.gate.save(observe(this.#store.gate.get(now), seen, now));
      },
    });
  }

  /** Sets the one alarm to the earliest moment there is something to send. */
  async #schedule(): Promise<void> {
    const due = this.#store.jobs.nextDue();
    if (due === null) return;
    const now = Date.now();
    const at = Math.max(due, nextSendAt(this.#store.gate.get(now), now), now);
    await this.ctx.storage.setAlarm(at);
  }
}
