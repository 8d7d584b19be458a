// What `GET /imports` and `GET /imports/{id}` show: the job's status, its counts (items delivered and rows
// read), and, page by page, every item's outcome mapped back to its source row and the rows that
// produced no item.
import * as z from "zod";
import { type Verification, VerificationSchema } from "../formats/verification";
import { type Question, QuestionSchema } from "../formats/csv/words/profile";
import type { RowReport } from "../plan";
import { nextSendAt, type GateState } from "./rate-gate";
import type { Counts, ItemOutcome, ItemRow, ItemState, JobRow, OutboxStore } from "./store";
import { pairedWords } from "./kinds/transfers";
import { questionWords } from "./reconcile";

/**
 * `done`: every item settled and every row read. `done_with_errors`: settled, but some rows could not be
 * read or some items were refused (the report says which). `failed`: dead letters wait for a retry, or not
 * one row of the file could be read.
 */
export type JobStatus = "queued" | "running" | "waiting" | "paused" | "done" | "done_with_errors" | "failed";

/** Items or row notes per page: a page stays well under the RPC and response size limits. */
export const MAX_REPORT_PAGE = 5_000;

export interface ItemReport {
  row: number;
  date?: string;
  amount?: string;
  payee?: string;
  external_id: string;
  outcome: ItemOutcome;
  transaction_id?: number;
  reason?: string;
  /**
   * What the person should check, whatever the outcome: a bank row that two of their receipts fit, inserted; a
   * receipt read with low confidence (a total nothing else in the mail confirms).
   */
  review?: string;
  /**
   * The person's payee and category the import gave it from their budget's history, the bank's text it kept, and why
   * each ("Groceries: 3 of your 3 transactions at Whole Foods"; a shop left to the service's rules says so).
   */
  learned?: { descriptor: string; payee?: string; category_id?: number; why: { payee?: string; category?: string; rule?: string } };
  /** Requests that carried the item. */
  attempts: number;
  /** The transfer between the budget's accounts its transaction is a side of (kinds/transfers.ts), in words. */
  transfer?: string;
  /**
   * Inserted, and asked: a receipt of the shop and amount outside the takeover's window (receipt-question.ts), answered
   * by POST /imports/{id}/rows/{row}/receipt: one payment (that receipt) or two.
   */
  receipt_question?: ReceiptQuestion;
}

/** A question of a bank row about receipts of its shop and amount, and the receipts it names. */
export interface ReceiptQuestion {
  says: string;
  receipts: { transaction_id: number; date: string; amount: string; payee: string }[];
}

/** What a receipt, a card alert or a tap paid, as a list of jobs names it. */
export interface Payment {
  merchant: string | null;
  /** The service's sign: positive = money out. */
  amount: string;
  /** Lowercase ISO 4217, as the payment said it; null: none said, so the account's (cash: the budget's primary). */
  currency: string | null;
  /**
   * The account its transaction is in, where that is another than the job's (`manual_account_id`, where it was sent): a
   * bank row or a tap of that account took it over, or it was matched to that account's transaction.
   */
  account_id?: number;
}

/** The channels whose job is one payment: its report names the payment, as a bank file's names its file. */
const PAYMENT_CHANNELS = new Set(["email", "alert", "tap"]);

export interface RowCounts {
  planned: number;
  ignored: number;
  error: number;
}

export interface JobReport {
  id: string;
  /** What the job came by: a bank format ("csv", "ofx:statement"), "email", "tap", "simplefin:…", "balance-source:…". */
  channel: string;
  /** A name of the delivery kinds (outbox/kinds/index.ts); GET /kinds says how the pages name it. */
  kind: string;
  file_name: string | null;
  created_at: string;
  status: JobStatus;
  /** For `waiting`: when delivery resumes (ISO time). */
  resumes_at?: string;
  /**
   * For `waiting`: why. `rate_limit`: the service's limit (a 429, or the window spent); `retry`: the service failed
   * (a 5xx, a timeout, a dropped connection) and the items are sent again after a backoff (`last_error` says what).
   */
  waiting_for?: "rate_limit" | "retry";
  manual_account_id: number | null;
  /** A receipt's, card alert's or tap's job: the payment it stands for. */
  payment?: Payment;
  /** Items, by delivery outcome. */
  counts: Counts;
  /** Source rows, by what reading them gave (the same names as the upload's answer). */
  rows: RowCounts;
  /** What the file's own balances said of its reading (a bank file's import; absent for other channels). */
  verification?: Verification;
  /** What reading the file left to the person: the import took each question's first reading (formats/csv/words/profile.ts). */
  questions?: Question[];
  last_error?: string;
  /** In History's list: the jobs this action started (a pairing of its rows as transfers, its receipt's file). */
  followed_by?: JobReport[];
  /** When "Remove this import" was asked (ISO time); absent if never. */
  removal_requested_at?: string;
  /** With `items`: one page of items, the number matching the filter, and where the next page starts. */
  items?: ItemReport[];
  total?: number;
  next_offset?: number | null;
}

export interface PageOptions {
  offset?: number | undefined;
  limit?: number | undefined;
}

export function buildReport(
  store: OutboxStore,
  job: JobRow,
  now: number,
  gate: GateState,
  options: PageOptions & { items?: boolean; outcome?: ItemOutcome | undefined },
): JobReport {
  const counts = store.reports.counts(job.id);
  const rows = { planned: job.rows_planned, ignored: job.rows_ignored, error: job.rows_error };
  const report: JobReport = {
    id: job.id,
    channel: job.source,
    kind: job.kind,
    file_name: job.file_name,
    created_at: new Date(job.created_at).toISOString(),
    status: "running",
    manual_account_id: job.manual_account_id,
    counts,
    rows,
  };
  const payment = PAYMENT_CHANNELS.has(job.source) ? paymentOf(store, job) : null;
  if (payment) report.payment = payment;
  const verification = job.verification === null ? null : VerificationSchema.safeParse(JSON.parse(job.verification));
  if (verification?.success) report.verification = verification.data;
  const questions = job.questions === null ? null : z.array(QuestionSchema).safeParse(JSON.parse(job.questions));
  if (questions?.success) report.questions = questions.data;
  if (job.removal_requested_at) report.removal_requested_at = new Date(job.removal_requested_at).toISOString();
  // Items to send or to remove keep the job moving.
  if (counts.pending + counts.removing > 0) {
    // Held back by a 429, an exhausted window or a backoff is "waiting"; the gate's pacing is not.
    const heldUntil = Math.max(job.next_attempt_at, gate.blockedUntil);
    const resumesAt = Math.max(heldUntil, nextSendAt(gate, now));
    if (store.connections.needsAuth(job.connection_id)) report.status = "paused";
    else if (heldUntil > now) {
      report.status = "waiting";
      report.resumes_at = new Date(resumesAt).toISOString();
      report.waiting_for = job.next_attempt_at > now && job.next_attempt_at >= gate.blockedUntil ? "retry" : "rate_limit";
    } else report.status = store.attempts.any(job.id) ? "running" : "queued";
  } else if (!job.sealed) report.status = "running";
  else report.status = finishedStatus(counts, rows);
  if (job.last_error && report.status !== "done") report.last_error = job.last_error;
  else if (report.status === "failed" && counts.total === 0)
    report.last_error = `no row of the file could be read (${rows.error} rows are errors)`;
  if (options.items) {
    const { offset, limit } = page(options);
    const items = store.reports.items(job.id, offset, limit, options.outcome);
    const transfers = store.transfers.pairedWith(items.flatMap((i) => (i.transaction_id === null ? [] : [i.transaction_id])));
    const questions = questionsOf(store, job, items);
    report.items = items.map((item) => {
      const entry = itemReport(item);
      const transfer = item.transaction_id === null ? undefined : transfers.get(item.transaction_id);
      if (transfer) entry.transfer = pairedWords(transfer);
      const question = questions.get(item.seq);
      if (question) entry.receipt_question = question;
      return entry;
    });
    report.total = store.reports.itemCount(job.id, options.outcome);
    report.next_offset = offset + report.items.length < report.total ? offset + report.items.length : null;
  }
  return report;
}

/** One page of the rows that produced no item, runs of one reason as one note. */
export function buildRowNotes(
  store: OutboxStore,
  job: JobRow,
  options: PageOptions & { outcome?: "ignored" | "error" | undefined },
): { rows: RowReport[]; total: number; next_offset: number | null } {
  const { offset, limit } = page(options);
  const rows = store.notes.list(job.id, offset, limit, options.outcome);
  const total = store.notes.count(job.id, options.outcome);
  return { rows, total, next_offset: offset + rows.length < total ? offset + rows.length : null };
}

/** By item seq, the open questions of a page's bank rows about receipts outside the takeover's window. */
function questionsOf(store: OutboxStore, job: JobRow, items: readonly ItemRow[]): Map<number, ReceiptQuestion> {
  const found = new Map<number, ReceiptQuestion>();
  if (job.bank_rows !== 1 || job.removal_requested_at !== null) return found;
  const inserted = items.flatMap((i) => (i.state === "inserted" ? [i.seq] : []));
  if (inserted.length === 0) return found;
  for (const q of store.questions.open(job.id, inserted)) {
    const receipt = { transaction_id: q.transaction_id, date: q.date, amount: q.amount, payee: q.payee ?? "" };
    const known = found.get(q.bank_seq);
    found.set(q.bank_seq, { says: "", receipts: [...(known?.receipts ?? []), receipt] });
  }
  for (const question of found.values())
    question.says = questionWords(question.receipts.map((r) => ({ channel: "receipt" as const, payee: r.payee, date: r.date })));
  return found;
}

function paymentOf(store: OutboxStore, job: JobRow): Payment | null {
  const found = store.reports.payment(job.id);
  if (!found || found.amount === null) return null;
  const payment: Payment = { merchant: found.payee, amount: found.amount, currency: found.currency };
  if (found.account_id !== null && found.account_id !== job.manual_account_id) payment.account_id = found.account_id;
  return payment;
}

function finishedStatus(counts: Counts, rows: RowCounts): JobStatus {
  if (counts.failed > 0) return "failed";
  if (counts.total === 0 && rows.error > 0) return "failed";
  return rows.error > 0 || counts.invalid > 0 ? "done_with_errors" : "done";
}

function page(options: PageOptions): { offset: number; limit: number } {
  return { offset: options.offset ?? 0, limit: Math.min(options.limit ?? MAX_REPORT_PAGE, MAX_REPORT_PAGE) };
}

function itemReport(item: ItemRow): ItemReport {
  const entry: ItemReport = { row: item.row, external_id: item.external_id, outcome: outcomeOf(item.state), attempts: item.attempts };
  if (item.date !== null) entry.date = item.date;
  if (item.amount !== null) entry.amount = item.amount;
  if (item.payee !== null) entry.payee = item.payee;
  if (item.transaction_id !== null) entry.transaction_id = item.transaction_id;
  if (item.reason !== null && item.state !== "inserted") entry.reason = item.reason;
  if (item.review !== null) entry.review = item.review;
  const learned = learnedOf(item.learned);
  if (learned) entry.learned = learned;
  return entry;
}

/** What the import learned of an item (uploads/learned.ts `LearnedOnItem`), as the report says it: the bank's text, and why. */
function learnedOf(json: string | null): ItemReport["learned"] {
  if (json === null) return undefined;
  const { descriptor, payee, category_id, why } = JSON.parse(json) as Record<string, unknown>;
  if (typeof descriptor !== "string" || typeof why !== "object" || why === null) return undefined;
  const said = (key: string) => {
    const text = (why as Record<string, unknown>)[key];
    return typeof text === "string" ? { [key]: text } : {};
  };
  return {
    descriptor,
    ...(typeof payee === "string" ? { payee } : {}),
    ...(typeof category_id === "number" ? { category_id } : {}),
    why: { ...said("payee"), ...said("category"), ...said("rule") },
  };
}

function outcomeOf(state: ItemState): ItemOutcome {
  return state === "sending" ? "pending" : state;
}
