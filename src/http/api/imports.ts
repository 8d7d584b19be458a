// POST /imports (http/imports.ts): the query an upload takes, and what a dry run and an import answer.
import * as z from "zod";
import { ENCODINGS, encodingOfLabel } from "../../formats/csv/words/encoding-names";
import { DateFormatSchema, QuestionSchema } from "../../formats/csv/words/profile";
import { VerificationSchema } from "../../formats/verification";
import { MAX_PREVIEW_ROWS } from "../../uploads/preview";
import { MAX_UPLOAD_BYTES } from "../upload";
import { JobReportSchema, RowReportSchema } from "./reports";
import type { ApiRoute } from "./route";
import { Amount, BudgetLabelSchema, named } from "./schema";

const bool = z.enum(["true", "false"]).transform((v) => v === "true");

export const ImportQuery = z.object({
  account: z.coerce.number().int().positive().optional(),
  dry_run: bool.optional(),
  /** A dry run answers only the first this many row reports (and their items): the page's preview. */
  preview: z.coerce.number().int().min(1).max(MAX_PREVIEW_ROWS).optional(),
  /** A dry run whose body is the first part of a file of this many bytes: the preview of a larger file's head. */
  head_of: z.coerce.number().int().min(1).max(MAX_UPLOAD_BYTES).optional(),
  apply_rules: bool.optional(),
  skip_duplicates: bool.optional(),
  /** Leave out the rows the dry run says are probably in the budget already (uploads/leave-out.ts). */
  skip: z.literal("probable_duplicates").optional(),
  /** The rows the person chose to leave out among the preview's probable duplicates: `<row>,<row>,…`. */
  leave_out: z
    .string()
    .max(20_000)
    .regex(/^\d{1,9}(,\d{1,9})*$/, "leave_out is a comma-separated list of row numbers")
    .transform((v) => new Set(v.split(",").map(Number)))
    .optional(),
  /** A saved profile's id (its fingerprint). */
  profile: z.string().min(1).max(100).optional(),
  /** Inline overrides of any detected setting, as JSON (the profile's fields). */
  overrides: z.string().max(20_000).optional(),
  // The settings people flip most, as plain parameters.
  delimiter: z.enum([",", ";", "tab", "|"]).optional(),
  date_format: DateFormatSchema.optional(),
  decimal_separator: z.enum([".", ","]).optional(),
  sign: z.enum(["negative_is_money_out", "positive_is_money_out"]).optional(),
  /** Any name TextDecoder knows for one of them ("cp1251", "sjis", "latin1") is taken as that one. */
  encoding: z.preprocess((v) => (typeof v === "string" ? (encodingOfLabel(v) ?? v) : v), z.enum(ENCODINGS)).optional(),
  /** OFX, CAMT and MT940: the account to import when the file holds several (OFX's ACCTID, CAMT's IBAN or id, MT940's :25:). */
  file_account: z.string().min(1).max(64).optional(),
  /** Statements of several accounts: `{"<account in the file>": <manual account id>, …}`, one job per account. */
  file_accounts: z.string().min(2).max(20_000).optional(),
  /** The older name of file_account. */
  ofx_account: z.string().min(1).max(64).optional(),
  /** Statements: also set the manual account's balance to the statement's closing balance. */
  set_balance: bool.optional(),
  /** The person saw that the file is in another currency than the account and imports it as written (the page's check). */
  currency_confirmed: bool.optional(),
  /** The file's name when the body does not carry one (checked by readUpload). */
  file_name: z.string().optional(),
  /** Dates more than a year ahead are meant (a schedule of future payments); refused as misread otherwise. */
  future_dates: z.literal("allow").optional(),
  /**
   * The person's answers to the preview's questions: `<row>:<transaction id>,…`, each row taking over that one of the
   * transactions it could be (a row whose candidates the evidence could not order).
   */
  take: z
    .string()
    .max(20_000)
    .regex(/^\d{1,9}:\d{1,15}(,\d{1,9}:\d{1,15})*$/, "take is <row>:<transaction id>, comma-separated")
    .transform((v) => new Map(v.split(",").map((pair) => pair.split(":").map(Number) as [number, number])))
    .optional(),
});

const Count = z.number().int().min(0);
/** A check against the budget: how many, whether it could be made, and the requests it cost. */
const Checked = z.strictObject({ count: Count, checked: z.boolean(), requests: Count });
const Candidate = z.strictObject({
  transaction_id: z.number().int(),
  channel: z.string(),
  date: z.string(),
  amount: Amount,
  payee: z.string(),
  says: z.string(),
});

/**
 * A planned row of a dry run: its day and sum, the item as it would be sent, and what the budget says of it. The
 * item's own fields are the service's (a transaction to insert) and the plan's (loose: the plan's format).
 */
const PreviewItem = named(
  "PreviewItem",
  z.object({
    row: z.number().int(),
    date: z.string(),
    amount: Amount,
    item: z.object({ date: z.string(), amount: Amount, external_id: z.string() }),
    already: z.enum(["same_id", "same_payee_amount_date", "taken_over"]).optional(),
    matches: z
      .discriminatedUnion("kind", [
        z.strictObject({
          kind: z.literal("matched"),
          channel: z.string(),
          transaction_id: z.number().int(),
          date: z.string(),
          amount: Amount,
          payee: z.string(),
          says: z.string(),
        }),
        z.strictObject({ kind: z.literal("ambiguous"), says: z.string(), candidates: z.array(Candidate) }),
      ])
      .optional(),
    transfer: z.string().optional(),
    elsewhere: z.strictObject({ account_id: z.number().int(), account_name: z.string() }).optional(),
    probable_duplicate: z
      .strictObject({ transaction_id: z.number().int(), date: z.string(), payee: z.string(), amount: Amount })
      .optional(),
    receipt_question: z.strictObject({ says: z.string(), receipts: z.array(Candidate) }).optional(),
  }),
);

/** What reading the file decided (a CSV's profile, a statement's own): the format's, as loose as formats differ. */
const ReadProfile = z.object({});

export const PreviewAnswer = named(
  "Preview",
  z.strictObject({
    budget: BudgetLabelSchema,
    dry_run: z.literal(true),
    format: z.string(),
    manual_account_id: z.number().int().nullable(),
    file_name: z.string().nullable(),
    profile: ReadProfile.nullable(),
    statement_balance: z.object({ amount: Amount }).nullable(),
    balance_to_set: z.strictObject({ amount: Amount, date: z.string(), currency: z.string().nullable() }).nullable(),
    verification: VerificationSchema.nullable(),
    currencies: z.array(z.string()),
    account_currency: z.string().nullable(),
    rows: z.strictObject({ planned: Count, ignored: Count, error: Count }),
    ignored_reasons: z.record(z.string(), Count),
    already_in_budget: Checked,
    elsewhere_in_budget: z.strictObject({
      count: Count,
      checked: z.boolean(),
      accounts: z.array(z.strictObject({ account_id: z.number().int(), account_name: z.string(), count: Count })),
    }),
    matches_in_budget: z.record(z.string(), Count),
    probable_duplicates: z.strictObject({ count: Count, checked: z.boolean() }),
    receipt_questions: z.strictObject({ count: Count }),
    transfers_in_budget: Checked,
    /** A CSV's: each column's first cells, and what nothing decided with each reading's first rows. */
    columns: z.array(z.object({})).optional(),
    questions: z.array(QuestionSchema.extend({ readings: z.array(z.object({})) })).optional(),
    items: z.array(PreviewItem),
    row_reports: z.array(RowReportSchema),
    preview_complete: z.boolean().optional(),
    partial: z.boolean().optional(),
    previewed_bytes: Count.optional(),
    file_bytes: Count.optional(),
  }),
  "A dry run: what the file would become, row by row, and what the budget already holds of it. Nothing is sent.",
);

/** One account's import: its job, what its rows gave, and where its report is. */
const AccountImport = z.strictObject({
  id: z.string(),
  status: JobReportSchema.shape.status.optional(),
  manual_account_id: z.number().int().nullable(),
  rows: z.strictObject({ planned: Count, ignored: Count, error: Count }),
  counts: JobReportSchema.shape.counts.optional(),
  row_errors: z.array(RowReportSchema),
  statement_balance: z.object({ amount: Amount }).nullable(),
  verification: VerificationSchema.optional(),
  questions: z.array(QuestionSchema).optional(),
  balance_job: z.string().optional(),
  balance_set: z.object({ currency: z.string().nullable() }).optional(),
  report: z.string(),
});

export const ImportAnswer = named(
  "Import",
  z.union([
    AccountImport.extend({
      budget: BudgetLabelSchema,
      format: z.string(),
      file_name: z.string().nullable(),
      profile: ReadProfile.nullable(),
    }),
    z.strictObject({
      budget: BudgetLabelSchema,
      format: z.string(),
      file_name: z.string().nullable(),
      file_accounts: z.array(z.string()),
      imported: z.array(AccountImport.extend({ file_account: z.string().optional() })),
      not_imported: z.array(z.strictObject({ file_account: z.string(), reason: z.string() })),
    }),
  ]),
  "An import: its job (or one job per account of the file's file_accounts), on its way; the report follows it.",
);

export const importRoutes: ApiRoute[] = [
  {
    method: "post",
    path: "/imports",
    summary:
      "A bank export (CSV, OFX, QIF, CAMT, MT940, a spreadsheet, a PDF statement) imported into a manual account; dry_run=true previews it.",
    query: ImportQuery,
    body: { file: true },
    answers: { 200: PreviewAnswer, 202: ImportAnswer },
    refusals: [400, 404, 409, 411, 413, 415, 422, 503],
  },
];
