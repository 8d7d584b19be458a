// The plans the channels hand the Outbox: a job opened (whole, or in chunks: open, append…, seal), a balance source's
// writes, a receipt's file. Each chunk of bank rows claims what it takes over before anything of it is sent
// (outbox/reconcile.ts); a job whose rows were all delivered when it is sealed ends there (import-ended.ts).
import type { Verification } from "../../formats/verification";
import type { Question } from "../../formats/csv/words/profile";
import { type PlannedItem, type RowReport, spreadsheetSafe } from "../../plan";
import { importEnded } from "../import-ended";
import { type AttachmentRequest, keepAttachment } from "../kinds/attachment";
import type { JobKind } from "../kinds/index";
import { JobView } from "../kinds/job-view";
import { reconcileAppended } from "../reconcile";
import type { JobReport } from "../report";
import type { WriteKind, WriteValue } from "../writes";
import { exchangeFor, type OutboxParts } from "./parts";
import { report } from "./reports";

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
   * put there before it from a receipt, a tap or a pending row (outbox/reconcile.ts) instead of inserting a second.
   */
  bankRows?: boolean;
  /** What reading the bank file left to the person (its import takes the better-supported reading): said in the report. */
  questions?: Question[];
  /** The layout of the file the bank rows came from (a CSV header's fingerprint, else the format). */
  layout?: string;
}

/** A whole plan at once: a job that is complete from the start. */
export async function enqueue(parts: OutboxParts, spec: JobSpec, items: PlannedItem[], notes: RowReport[] = []): Promise<JobReport> {
  const id = createJob(parts, spec, false);
  await appendReconciled(parts, id, items, notes);
  parts.store.jobs.seal(id);
  await parts.schedule();
  const made = report(parts, id);
  if (!made) throw new Error(`job ${id} just made is not there`);
  return made;
}

/** A chunk of a plan that arrives in chunks; delivery starts at once. */
export async function append(parts: OutboxParts, jobId: string, items: PlannedItem[], notes: RowReport[] = []): Promise<void> {
  const job = parts.store.jobs.get(jobId);
  if (!job || job.sealed) throw new Error(`job ${jobId} is not open`);
  await appendReconciled(parts, jobId, items, notes);
  await parts.schedule();
}

/** The job is complete; `verification`: what the file's own balances said of its reading. */
export async function seal(parts: OutboxParts, jobId: string, verification?: Verification): Promise<JobReport | null> {
  const { store } = parts;
  store.jobs.seal(jobId, verification ? JSON.stringify(verification) : null);
  // Delivered before it was sealed: its end is now (kinds/transactions.ts sees the others').
  const job = store.jobs.get(jobId);
  if (job && store.reports.counts(jobId).pending === 0) importEnded(store, job, Date.now());
  await parts.schedule();
  return report(parts, jobId);
}

/** A balance source's writes (a balance, months of history) as a job of their kind; answers the job id. */
export async function writeBalances(
  parts: OutboxParts,
  spec: { connectionId: string; channel: string; manualAccountId: number; kind: WriteKind },
  values: WriteValue[],
): Promise<string> {
  const items = values.map((v, i) => ({
    row: i + 1,
    item: { date: v.date, amount: v.amount, external_id: `${spec.kind}:${spec.manualAccountId}:${v.date}` },
  }));
  const id = createJob(parts, { ...spec, applyRules: false, skipDuplicates: false }, false);
  parts.store.items.append(
    id,
    items,
    items.map((i) => ({ row: i.row, outcome: "planned" as const })),
  );
  await parts.schedule();
  return id;
}

/** A receipt's file to attach once its receipt's job has settled (kinds/attachment.ts); answers the job id. */
export async function attachReceipt(parts: OutboxParts, request: AttachmentRequest): Promise<string> {
  const id = createJob(
    parts,
    { connectionId: request.connectionId, channel: "email", manualAccountId: null, fileName: request.file.name, kind: "attachment" },
    false,
  );
  keepAttachment(new JobView(parts.store, id), parts.files, request);
  await parts.schedule();
  return id;
}

/** A plan that arrives in chunks (a large upload): open, append…, seal; answers the job's id. Delivery starts at once. */
export function openJob(parts: OutboxParts, spec: JobSpec): string {
  return createJob(parts, spec, true);
}

/** Makes a job (`receiving`: its chunks are on their way); answers its id. */
function createJob(parts: OutboxParts, spec: JobSpec, receiving: boolean): string {
  const id = `imp_${crypto.randomUUID().replaceAll("-", "")}`;
  parts.store.jobs.create({
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

/**
 * A chunk of a plan, each bank row claiming what it takes over and each receipt already taken over settled. What
 * comparing across currencies needs is asked before the chunk is appended: none of it can be sent meanwhile.
 */
async function appendReconciled(parts: OutboxParts, jobId: string, items: PlannedItem[], notes: RowReport[]): Promise<void> {
  const { store } = parts;
  const job = store.jobs.get(jobId);
  if (!job) throw new Error(`job ${jobId} to append to is not there`);
  const exchange = job.bank_rows === 1 ? await exchangeFor(parts, job.connection_id, job.manual_account_id) : undefined;
  // Whatever the channel: no payee or note reaches the budget as a spreadsheet formula (plan.ts spreadsheetSafe).
  const safe = items.map((planned) => {
    const { item, neutralized } = spreadsheetSafe(planned.item);
    return neutralized ? { ...planned, item } : planned;
  });
  const first = store.items.append(jobId, safe, notes);
  reconcileAppended(store, job, first, safe, Date.now(), exchange);
}
