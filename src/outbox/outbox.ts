// The Outbox: the one place where Intake talks to the budgeting service. Channels hand it import plans over RPC; one
// alarm, multiplexed over the jobs' due times and the rate gate, delivers them batch by batch, exactly once, and the
// report says what happened to every item. This class is a facade: each RPC method is one line into the module that
// does the work (rpc/: the plans received, the reports, what a person does to an import, what is asked of the budget,
// the delivery loop), over the parts it holds (rpc/parts.ts): the store (store/), the receipts' files, the credentials
// (held-credentials.ts), the account lists (targets.ts). Each job kind is delivered by its module under kinds/.
import { DurableObject } from "cloudflare:workers";
import type { ApiVersion } from "../budget-api";
import { configOf } from "../config";
import { KeptCredentials } from "../connections";
import type { Verification } from "../formats/verification";
import type { PlannedItem, RowReport } from "../plan";
import type { Coverage } from "./agreement/coverage";
import { ask } from "./ask";
import { AttachmentFiles } from "./store/attachment-files";
import type { OutboxAttention } from "./attention";
import type { DeliveryTarget } from "./delivery-target";
import { HeldCredentials } from "./held-credentials";
import { importEnded } from "./import-ended";
import type { AttachmentRequest } from "./kinds/attachment";
import { kindsWhere } from "./kinds/index";
import type { ProvisionalMatch } from "./reconcile";
import { observe } from "./rate-gate";
import type { JobReport, PageOptions } from "./report";
import * as budget from "./rpc/budget";
import { Delivery } from "./rpc/delivery";
import * as imports from "./rpc/imports";
import type { BudgetReading, OutboxParts } from "./rpc/parts";
import * as plans from "./rpc/plans";
import * as reports from "./rpc/reports";
import { budgetHistory, forgetHistory, type HistoryAnswer } from "./rpc/history";
import { OutboxStore, type StandingRow, type StoredAgreement } from "./store";
import { deliveryTarget } from "./target-for-version";
import { AccountDirectory, type AccountListAnswer, type Refusal, type TargetAnswer } from "./targets";
import type { PreviewRow } from "./transfer-preview";
import { transferSettingsOf } from "./transfer-settings";
import type { WriteKind, WriteValue } from "./writes";
import type { WriteOutcome } from "./write-outcome";

export type { BalanceAnswer, CategoryListAnswer } from "./rpc/budget";
export type { ReceiptAnswerResult, RemovalAnswer } from "./rpc/imports";
export type { BudgetReading } from "./rpc/parts";
export type { JobSpec } from "./rpc/plans";

export class Outbox extends DurableObject<Env> {
  readonly #parts: OutboxParts;
  readonly #delivery: Delivery;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const store = new OutboxStore(ctx.storage);
    const files = new AttachmentFiles(ctx.storage.sql);
    const tokens = new HeldCredentials(new KeptCredentials(env), (connectionId) => store.connections.authFailures(connectionId) >= 1);
    const target = (version: ApiVersion, token: string): DeliveryTarget =>
      deliveryTarget(version, {
        api: configOf(env).budgetApi,
        token,
        onRateLimit: (seen) => {
          const now = Date.now();
          store.gate.save(observe(store.gate.get(now), seen, now));
        },
      });
    const targetOf = async (connectionId: string): Promise<DeliveryTarget | null> => {
      const token = await tokens.token(connectionId);
      return token ? target(await tokens.version(connectionId), token) : null;
    };
    const asking = {
      store,
      targetOf,
      refused: (connectionId: string) => {
        tokens.refused(connectionId);
        accounts.forget(connectionId);
      },
    };
    const askOf = <T>(connectionId: string, request: (target: DeliveryTarget) => Promise<T>) => ask(asking, connectionId, request);
    const accounts = new AccountDirectory(
      {
        accounts: (connectionId) => askOf(connectionId, (t) => t.accounts()),
        defaultAccount: (connectionId) => askOf(connectionId, (t) => t.defaultAccount()),
        showDebitsAsNegative: (connectionId) => askOf(connectionId, (t) => t.showDebitsAsNegative()),
      },
      () => store.settings.accountCachePolicy(),
    );
    const baseCurrencies = new Map<string, { currency: string; at: number }>();
    this.#parts = {
      env,
      store,
      files,
      tokens,
      accounts,
      hooks: {
        forgetToken: (connectionId) => tokens.refused(connectionId),
        accounts,
        baseCurrencies,
        files,
        importEnded: (job, now) => importEnded(store, job, now),
        transactionKinds: kindsWhere((kind) => kind.removal !== null),
        transferSettings: (connectionId) => transferSettingsOf(env.CONNECTIONS, connectionId),
      },
      readings: new Map(),
      baseCurrencies,
      ask: askOf,
      targetOf,
      target,
      schedule: () => this.#delivery.schedule(),
    };
    this.#delivery = new Delivery(this.#parts, (at) => ctx.storage.setAlarm(at));
  }

  // --- the plans the channels hand over (rpc/plans.ts) ---

  /** A whole plan at once: a job that is complete from the start. */
  enqueue(spec: plans.JobSpec, items: PlannedItem[], notes: RowReport[] = []): Promise<JobReport> {
    return plans.enqueue(this.#parts, spec, items, notes);
  }
  /** A plan that arrives in chunks (a large upload): open, append…, seal. Delivery starts at once. */
  async openJob(spec: plans.JobSpec): Promise<string> {
    return plans.openJob(this.#parts, spec, true);
  }
  append(jobId: string, items: PlannedItem[], notes: RowReport[] = []): Promise<void> {
    return plans.append(this.#parts, jobId, items, notes);
  }
  /** The job is complete; `verification`: what the file's own balances said of its reading. */
  seal(jobId: string, verification?: Verification): Promise<JobReport | null> {
    return plans.seal(this.#parts, jobId, verification);
  }
  /** A manual account's balance, or months of its balance history, as a job of its own kind; answers the job id. */
  writeBalances(
    spec: { connectionId: string; channel: string; manualAccountId: number; kind: WriteKind },
    values: WriteValue[],
  ): Promise<string> {
    return plans.writeBalances(this.#parts, spec, values);
  }
  /** A receipt's file, attached once its receipt's job has settled (kinds/attachment.ts); answers the job id. */
  attachReceipt(request: AttachmentRequest): Promise<string> {
    return plans.attachReceipt(this.#parts, request);
  }

  // --- what it says of its jobs (rpc/reports.ts) ---

  /** The job's report; null when it does not exist or belongs to another connection than the one given. */
  report(jobId: string, options: reports.ReportOptions = {}): JobReport | null {
    return reports.report(this.#parts, jobId, options);
  }
  /** Several jobs' reports in one call (a page of the receipts inbox); null like `report`. */
  reports(jobIds: string[], options: reports.ReportOptions = {}): Record<string, JobReport | null> {
    return reports.reports(this.#parts, jobIds, options);
  }
  /** What became of a balance source's write job, in types (write-outcome.ts); null when there is no such job. */
  writeOutcome(jobId: string): WriteOutcome | null {
    return reports.writeOutcome(this.#parts, jobId);
  }
  /** Where transaction `transactionId` came from: the import and row that put it in the budget (store/jobs.ts). */
  transactionRow(connectionId: string, transactionId: number): { jobId: string; row: number; index: number } | null {
    return this.#parts.store.jobs.transactionRow(connectionId, transactionId);
  }
  /** Where a receipt's or a tap's transaction is, once a bank row took it over (its account may be another). */
  takenOver(connectionId: string, externalId: string): { transactionId: number; manualAccountId: number | null } | null {
    return reports.takenOver(this.#parts, connectionId, externalId);
  }
  /** One page of the job's rows that produced no item; null like `report`. */
  rowNotes(jobId: string, options: { connectionId?: string; outcome?: "ignored" | "error" | undefined } & PageOptions = {}) {
    return reports.rowNotes(this.#parts, jobId, options);
  }
  /** The connection's actions (an upload, a mail, a tap, a run), newest first, one page, with the jobs that followed each. */
  list(
    connectionId: string,
    options: PageOptions & { unchanged?: "show" | "hide" | undefined } = {},
  ): { imports: JobReport[]; total: number; next_offset: number | null; unchanged: number } {
    return reports.list(this.#parts, connectionId, options);
  }
  /** By transaction, the bank rows of the connection's imports that stand in it (ledger.ts): what tells a row apart. */
  standingRows(connectionId: string, transactionIds: number[]): Record<number, StandingRow[]> {
    return reports.standingRows(this.#parts, connectionId, transactionIds);
  }
  /** What needs the person among jobs made since `since` (ms), and the paused connections: for notifications. */
  attention(since: number): OutboxAttention {
    return reports.attention(this.#parts, since);
  }
  /** Whether the connection's jobs are paused until a person authorizes Intake again (the connection page says so). */
  isPaused(connectionId: string): boolean {
    return this.#parts.store.connections.needsAuth(connectionId);
  }

  // --- what a person does to an import (rpc/imports.ts) ---

  /** Dead letters back into the queue, on the user's request; a held receipt is inserted after all. */
  retryFailed(jobId: string): Promise<number> {
    return imports.retryFailed(this.#parts, jobId);
  }
  /** "Remove this import" (kinds/removal.ts), or why not; null like `report`. */
  removeImport(jobId: string, connectionId: string): Promise<imports.RemovalAnswer | null> {
    return imports.removeImport(this.#parts, jobId, connectionId);
  }
  /** The person's answer to a bank row's question about receipts outside the takeover's window; null like `report`. */
  answerReceiptQuestion(
    connectionId: string,
    jobId: string,
    row: number,
    answer: { one: number } | "apart",
  ): Promise<imports.ReceiptAnswerResult | null> {
    return imports.answerReceiptQuestion(this.#parts, connectionId, jobId, row, answer);
  }

  // --- what is asked of the budget outside delivery (rpc/budget.ts, targets.ts) ---

  /** An upload's target: the requested manual account, else the default one, else cash (targets.ts). */
  async target(connectionId: string, requested: number | null): Promise<TargetAnswer> {
    return this.#parts.accounts.target(connectionId, requested);
  }
  /** The connection's manual accounts (for the page's picker), from the cache that targets uploads. */
  async accountList(connectionId: string): Promise<AccountListAnswer> {
    return this.#parts.accounts.list(connectionId);
  }
  /** The balance a manual account holds in the budget now: one request under the gate. */
  accountBalance(connectionId: string, accountId: number): Promise<budget.BalanceAnswer> {
    return budget.accountBalance(this.#parts, connectionId, accountId);
  }
  /** What an account (or cash) holds between two dates, and (`elsewhere`) the other accounts those days, for a preview. */
  transactionsIn(
    connectionId: string,
    accountId: number | null,
    fromDate: string,
    toDate: string,
    maxPages = 3,
    elsewhere = false,
  ): Promise<budget.TransactionsInAnswer> {
    return budget.transactionsIn(this.#parts, connectionId, accountId, fromDate, toDate, maxPages, elsewhere);
  }
  /** Every account's transactions between two days, at most `maxPages` pages, for what an import learns (rpc/history.ts). */
  budgetHistory(connectionId: string, fromDate: string, toDate: string, maxPages: number): Promise<HistoryAnswer> {
    return budgetHistory(this.#parts, connectionId, fromDate, toDate, maxPages);
  }
  /** Drops the history kept for the connection's imports (a disconnect). */
  forgetHistory(connectionId: string): void {
    forgetHistory(this.#parts, connectionId);
  }
  /** What each bank row of a preview would take over among the provisional transactions (reconcile.ts). */
  provisionalMatches(connectionId: string, accountId: number | null, items: PlannedItem[]): Promise<Record<number, ProvisionalMatch>> {
    return budget.provisionalMatches(this.#parts, connectionId, accountId, items);
  }
  /** By row index, the transfer each row of a preview would pair into (transfer-preview.ts). */
  transfersInPreview(
    connectionId: string,
    accountId: number | null,
    rows: PreviewRow[],
    maxPages = 3,
  ): Promise<{ checked: boolean; requests: number; found: Record<number, string> }> {
    return budget.transfersInPreview(this.#parts, connectionId, accountId, rows, maxPages);
  }
  /** Which days the account's imports cover and whether the budget agrees with the bank (`checkNow`: checked first). */
  coverage(
    connectionId: string,
    accountId: number,
    checkNow = false,
  ): Promise<Coverage & { account_id: number; agreement: (StoredAgreement & { checked: boolean }) | null; refusal?: Refusal }> {
    return budget.coverage(this.#parts, connectionId, accountId, checkNow);
  }
  /** A balance the bank stated at a pull (SimpleFIN), as of its day: the account's newest anchor, and it is checked. */
  noteBankBalance(connectionId: string, accountId: number, date: string, holderBalance: string): Promise<void> {
    return budget.noteBankBalance(this.#parts, connectionId, accountId, date, holderBalance);
  }
  /** How the budget writes dates, for a file whose dates read both ways (kept per connection). */
  budgetReading(connectionId: string): Promise<BudgetReading> {
    return budget.budgetReading(this.#parts, connectionId);
  }
  /** What the account held at the end of each day the bank or the budget stated it, oldest first. */
  accountBalances(connectionId: string, accountId: number): Promise<{ date: string; balance: string }[]> {
    return budget.accountBalances(this.#parts, connectionId, accountId);
  }
  /** The budget's categories a transfer may get (not a group, not archived); none on v1. */
  categoryList(connectionId: string): Promise<budget.CategoryListAnswer> {
    return budget.categoryList(this.#parts, connectionId);
  }

  // --- delivery (rpc/delivery.ts) ---

  override alarm(): Promise<void> {
    return this.#delivery.alarm();
  }
  /** From the cron trigger: abandoned uploads closed, old reports forgotten, paused connections probed. */
  tick(): Promise<void> {
    return this.#delivery.tick();
  }
  /** Tries a paused connection's credential (GET /me); its jobs resume if it works. */
  resumeConnection(connectionId: string): Promise<boolean> {
    return this.#delivery.resumeConnection(connectionId);
  }
}
