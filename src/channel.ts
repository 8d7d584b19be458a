// The steps every channel shares (uploads, receipts by email, SimpleFIN transactions): resolve where
// the items go, then hand the plan to the Outbox whole (a small plan: one call) or chunk by chunk (an upload:
// open a job, append each chunk as it is read, seal it). A plan cut short is
// delivered as far as it was read, and the job's report says where and why it stopped.
import type { Verification } from "./formats/verification";
import type { JobSpec, Target } from "./outbox";
import type { Refusal } from "./outbox/targets";
import type { JobReport } from "./outbox";
import { type RowReport, rowsOf } from "./plan";
import { outboxOf } from "./storage";
import type { PlanChunk } from "./formats/contract";
import type { ImportVerdict, JudgeImport } from "./profiles/saved-profiles";

/** The service said no (or could not be asked) about the target account: the channel tells its sender. */
export class TargetRefused extends Error {
  override readonly name = "TargetRefused";
  constructor(readonly refusal: Refusal) {
    super(`target refused: ${refusal.reason}`);
  }
}

/** The requested manual account, else the user's default, else cash; or TargetRefused. */
export async function resolveTarget(env: { OUTBOX: Env["OUTBOX"] }, connectionId: string, requested: number | null): Promise<Target> {
  const answer = await outboxOf(env).target(connectionId, requested);
  if (!answer.ok) throw new TargetRefused(answer);
  return answer;
}

export interface Delivered {
  jobId: string;
  report: JobReport | null;
  /** Source rows by what reading them gave. */
  rows: { planned: number; ignored: number; error: number };
  /** The first unreadable rows (the job's report has all of them). */
  rowErrors: RowReport[];
  /** What the file's own balances said of its reading (bank files). */
  verification?: Verification;
}

/** The plan stopped being read part way: what arrived is delivered; `jobId` reports the rest as not read. */
export class DeliveryCut extends Error {
  override readonly name = "DeliveryCut";
  constructor(
    readonly jobId: string,
    readonly lastRow: number,
    /** Why reading stopped, in words for the sender. */
    readonly reason: string,
    /** The Outbox could not take a chunk (retry later) rather than the input being at fault. */
    readonly storage: boolean,
    override readonly cause: unknown,
  ) {
    super(`not read past row ${lastRow}: ${reason}`);
  }
}

/**
 * A small plan read whole (a receipt, a SimpleFIN account's new transactions): its job opened, filled and
 * sealed in one call to the Outbox.
 */
export async function deliverWhole(
  env: { OUTBOX: Env["OUTBOX"] },
  spec: JobSpec,
  plan: Pick<PlanChunk, "items" | "rows">,
): Promise<JobReport> {
  return outboxOf(env).enqueue(spec, plan.items, plan.rows);
}

/**
 * Opens a job, appends the chunks as they are read and seals it. `first` was read before the job was
 * opened (an input that fails on its first bytes makes no job). `explain` words why reading stopped.
 */
export async function deliverPlan(
  env: { OUTBOX: Env["OUTBOX"] },
  spec: JobSpec,
  first: PlanChunk,
  rest: AsyncIterator<PlanChunk>,
  explain: (error: unknown) => string,
  rowErrorsKept = 100,
  /** What the file's own balances say, asked once every chunk was read (a streamed reading knows it only then). */
  verify?: (rows: Delivered["rows"]) => Verification | null,
): Promise<Delivered> {
  const box = outboxOf(env);
  const jobId = await box.openJob(spec);
  const rows = { planned: 0, ignored: 0, error: 0 };
  const rowErrors: RowReport[] = [];
  let lastRow = 0;
  let storing = false;
  // One chunk is stored while the next is read: the Outbox's writes and the reading overlap, one append in flight.
  let sending: { stored: Promise<void>; upTo: number } | null = null;
  const stored = async (): Promise<void> => {
    if (sending === null) return;
    const { stored, upTo } = sending;
    sending = null;
    storing = true;
    await stored;
    storing = false;
    lastRow = upTo;
  };
  try {
    for (let chunk: IteratorResult<PlanChunk> = { done: false, value: first }; !chunk.done; chunk = await rest.next()) {
      for (const row of chunk.value.rows) {
        rows[row.outcome] += rowsOf(row);
        if (row.outcome === "error" && rowErrors.length < rowErrorsKept) rowErrors.push(row);
      }
      await stored();
      const append = Promise.resolve(box.append(jobId, chunk.value.items, chunk.value.rows));
      append.catch(() => {}); // awaited by stored(), which reports its failure
      const last = chunk.value.rows.at(-1);
      sending = { stored: append, upTo: last ? (last.to_row ?? last.row) : lastRow };
    }
    await stored();
  } catch (caught) {
    let error = caught;
    // Reading failed while a chunk was being stored: the note goes after that chunk, or says storing failed.
    if (!storing) await stored().catch((failed: unknown) => (error = failed));
    const reason = storing ? "Intake could not store the rest of the input" : explain(error);
    try {
      await box.append(jobId, [], [{ row: lastRow + 1, outcome: "error", reason: `not read from here on: ${reason}` }]);
      await box.seal(jobId);
    } catch {
      // The Outbox is out of reach: its cron closes the job within the hour, with the same note.
    }
    throw new DeliveryCut(jobId, lastRow, reason, storing, error);
  }
  const verification = verify?.(rows) ?? undefined;
  return { jobId, report: await box.seal(jobId, verification), rows, rowErrors, ...(verification ? { verification } : {}) };
}

/** Whether an import's reading was right enough for the service to take a row of it (a saved profile's trial). */
export function importVerdict(env: { OUTBOX: Env["OUTBOX"] }): JudgeImport {
  return async (jobId) => verdictOf(await outboxOf(env).report(jobId));
}

const UNDER_WAY = new Set<JobReport["status"]>(["queued", "running", "waiting", "paused"]);

function verdictOf(report: JobReport | null): ImportVerdict {
  if (report === null) return "refused";
  if (UNDER_WAY.has(report.status)) return "waiting";
  const { inserted, duplicates, matched, held, removing, removed } = report.counts;
  return inserted + duplicates + matched + held + removing + removed > 0 ? "delivered" : "refused";
}
