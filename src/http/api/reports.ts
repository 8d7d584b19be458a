// The import history and a job's report (http/reports.ts): what they answer.
import * as z from "zod";
import { QuestionSchema } from "../../formats/csv/words/profile";
import { VerificationSchema } from "../../formats/verification";
import { OUTCOME_STATES } from "../../outbox/store/reports";
import { BudgetLabelSchema, Instant, named } from "./schema";

const Count = z.number().int().min(0);
const RowCountsSchema = z.strictObject({ planned: Count, ignored: Count, error: Count });
const CountsSchema = z.strictObject({
  total: Count,
  inserted: Count,
  duplicates: Count,
  invalid: Count,
  failed: Count,
  pending: Count,
  matched: Count,
  held: Count,
  removing: Count,
  removed: Count,
  kept: Count,
});

const ReceiptQuestionSchema = z.strictObject({
  says: z.string(),
  receipts: z.array(z.strictObject({ transaction_id: z.number().int(), date: z.string(), amount: z.string(), payee: z.string() })),
});

export const ItemReportSchema = named(
  "ItemReport",
  z.strictObject({
    row: z.number().int(),
    date: z.string().optional(),
    amount: z.string().optional(),
    payee: z.string().optional(),
    external_id: z.string(),
    outcome: z.enum(Object.keys(OUTCOME_STATES) as [keyof typeof OUTCOME_STATES]),
    transaction_id: z.number().int().optional(),
    reason: z.string().optional(),
    review: z.string().optional(),
    learned: z
      .strictObject({
        descriptor: z.string(),
        payee: z.string().optional(),
        category_id: z.number().int().optional(),
        why: z.strictObject({ payee: z.string().optional(), category: z.string().optional(), rule: z.string().optional() }),
      })
      .optional(),
    attempts: Count,
    transfer: z.string().optional(),
    receipt_question: ReceiptQuestionSchema.optional(),
  }),
);

/** A row that produced no item, or a run of them with one reason (plan.ts). */
export const RowReportSchema = named(
  "RowReport",
  z.strictObject({
    row: z.number().int(),
    to_row: z.number().int().optional(),
    outcome: z.enum(["planned", "ignored", "error"]),
    reason: z.string().optional(),
  }),
);

export const JobReportSchema = named(
  "JobReport",
  z.strictObject({
    id: z.string(),
    channel: z.string(),
    kind: z.string(),
    file_name: z.string().nullable(),
    created_at: Instant,
    status: z.enum(["queued", "running", "waiting", "paused", "done", "done_with_errors", "failed"]),
    resumes_at: Instant.optional(),
    waiting_for: z.enum(["rate_limit", "retry"]).optional(),
    manual_account_id: z.number().int().nullable(),
    payment: z
      .strictObject({
        merchant: z.string().nullable(),
        amount: z.string(),
        currency: z.string().nullable(),
        /** The account its transaction is in, where that is another than the job's (outbox/report.ts `Payment`). */
        account_id: z.number().int().optional(),
      })
      .optional(),
    counts: CountsSchema,
    rows: RowCountsSchema,
    verification: VerificationSchema.optional(),
    questions: z.array(QuestionSchema).optional(),
    last_error: z.string().optional(),
    removal_requested_at: Instant.optional(),
    items: z.array(ItemReportSchema).optional(),
    total: Count.optional(),
    next_offset: Count.nullable().optional(),
  }),
  "An import job: what it came by, its status, its items' and rows' counts; with ?items=true one page of its items.",
);

const Budgeted = { budget: BudgetLabelSchema };
/** A person's action in the list, with the jobs it started (a pairing of its rows as transfers, its receipt's file). */
export const ListedJobSchema = named("ListedJob", JobReportSchema.extend({ followed_by: z.array(JobReportSchema).optional() }));
export const JobListAnswer = named(
  "JobList",
  z.strictObject({ ...Budgeted, imports: z.array(ListedJobSchema), total: Count, next_offset: Count.nullable(), unchanged: Count }),
);
export const ReportAnswer = named("Report", JobReportSchema.extend(Budgeted));
export const TransactionRowAnswer = named(
  "TransactionRow",
  z.strictObject({ transaction_id: z.number().int(), import_id: z.string(), row: z.number().int(), offset: Count }),
);
export const RowNotesAnswer = named(
  "RowNotes",
  z.strictObject({ rows: z.array(RowReportSchema), total: Count, next_offset: Count.nullable() }),
);
export const RetryAnswer = named("Retry", z.strictObject({ id: z.string(), requeued: Count }));
export const ReceiptAnsweredAnswer = named(
  "ReceiptAnswered",
  z.strictObject({ id: z.string(), row: z.number().int(), answer: z.enum(["one", "apart"]), transaction_id: z.number().int().nullable() }),
);
export const RemovalAnswer = named("Removal", z.strictObject({ id: z.string(), removing: Count, removed: Count, kept: Count }));

// The answers as their routes type them: imported as types only, so that the main module holds none of the schemas.
export type JobListAnswer = z.output<typeof JobListAnswer>;
export type ReceiptAnsweredAnswer = z.output<typeof ReceiptAnsweredAnswer>;
export type RemovalAnswer = z.output<typeof RemovalAnswer>;
export type ReportAnswer = z.output<typeof ReportAnswer>;
export type RetryAnswer = z.output<typeof RetryAnswer>;
export type RowNotesAnswer = z.output<typeof RowNotesAnswer>;
export type TransactionRowAnswer = z.output<typeof TransactionRowAnswer>;
