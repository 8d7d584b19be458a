// POST /imports (http/imports.ts): what a dry run and an import answer.
import * as z from "zod";
import { QuestionSchema } from "../../formats/csv/words/profile";
import { VerificationSchema } from "../../formats/verification";
import { JobReportSchema, RowReportSchema } from "./reports";
import { Amount, BudgetLabelSchema, Day, named } from "./schema";

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

/** A transaction as it would be sent to the service (plan.ts `InsertItem`). */
const InsertItemSchema = z.strictObject({
  date: Day,
  amount: Amount,
  external_id: z.string(),
  currency: z.string().optional(),
  payee: z.string().optional(),
  original_name: z.string().optional(),
  notes: z.string().optional(),
  category_id: z.number().int().optional(),
  tag_ids: z.array(z.number().int()).optional(),
  status: z.enum(["reviewed", "unreviewed"]).optional(),
  custom_metadata: z.record(z.string(), z.unknown()).optional(),
});

/** A planned row of a dry run: its day and sum, the item as it would be sent, and what the budget says of it. */
const PreviewItem = named(
  "PreviewItem",
  z.strictObject({
    row: z.number().int(),
    date: z.string(),
    amount: Amount,
    item: InsertItemSchema,
    /** The plan's own (plan.ts `PlannedItem`): which of identical rows it is, the source's id of the record, what it stands for until the bank's row comes, what to check of it. */
    occurrence: z.number().int().optional(),
    recordId: z.string().optional(),
    provisional: z.enum(["receipt", "tap", "pending"]).optional(),
    review: z.string().optional(),
    amountUnsure: z.literal(true).optional(),
    takes: z.number().int().optional(),
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
    /** Of a file of several sections: the section (its `file_account`) the row is of. */
    section: z.string().optional(),
  }),
);

/**
 * What reading the file decided (a CSV's profile, a statement's own): the format's own fields, and those every
 * format may say (what to check, the file's currency, a sign nothing proved).
 */
const ReadProfile = z.looseObject({
  warnings: z.array(z.string()).optional(),
  currency: z.string().optional(),
  signUnproven: z.boolean().optional(),
});

/** The balance a statement closes with, as the bank says the account holds it (formats/contract.ts). */
const StatementBalanceSchema = z.strictObject({ amount: Amount, date: Day.nullable(), currency: z.string().nullable() });

/** A CSV column as detection read it: its header, the role it plays, its first cells (formats/csv/read/refused-columns.ts). */
export const ColumnSampleSchema = named(
  "ColumnSample",
  z.strictObject({
    index: Count,
    header: z.string().nullable(),
    role: z.string().nullable(),
    also: z.array(z.string()).optional(),
    samples: z.array(z.string()),
  }),
);

/** A section of a file of several (an account, a currency sub-account, a card): what it names and where it goes. */
const SectionSchema = z.strictObject({
  /** The name the file lists it under: `file_account` (and `file_accounts`' key) imports it. */
  file_account: z.string(),
  /** Its account number as the file writes it. */
  number: z.string(),
  /** The currency its rows are in, lowercase; null when they name none or several. */
  currency: z.string().nullable(),
  rows: Count,
  /** The manual account it goes to; null when held. */
  account_id: z.number().int().nullable(),
  /** Why that account. */
  how: z.string().nullable(),
  /** Why it is held (not imported): no account of the budget names it, several could, another section goes there too. */
  held: z.string().nullable(),
  /** The accounts it could be, when several could. */
  choices: z.array(z.number().int()),
  /** Its import's id, once imported. */
  job: z.string().optional(),
});

export const PreviewAnswer = named(
  "Preview",
  z.strictObject({
    budget: BudgetLabelSchema,
    dry_run: z.literal(true),
    format: z.string(),
    manual_account_id: z.number().int().nullable(),
    file_name: z.string().nullable(),
    profile: ReadProfile.nullable(),
    statement_balance: StatementBalanceSchema.nullable(),
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
    /**
     * Unless `learn=false`: the budget's history read (its requests), the rows given the person's payee or category,
     * those left to the service's rules, those answered by `shop_answers`, and the budget's categories to choose from;
     * each row's why is its item's `custom_metadata.learned`.
     */
    learned: z
      .strictObject({
        read: z.boolean(),
        requests: Count,
        payees: Count,
        categories: Count,
        left_to_rules: Count,
        answered: Count,
        budget_categories: z.array(z.strictObject({ id: z.number().int(), name: z.string() })).optional(),
        says: z.string().optional(),
      })
      .optional(),
    /** A CSV's: each column's first cells, and what nothing decided with each reading's first rows. */
    columns: z.array(ColumnSampleSchema).optional(),
    questions: z.array(QuestionSchema).optional(),
    /** A PDF's or spreadsheet's: where its table was read (the pages, the sheet), as the page names it instead of lines and delimiters. */
    source: z
      .discriminatedUnion("kind", [
        z.strictObject({ kind: z.literal("pdf"), pages: z.strictObject({ first: Count, last: Count }).nullable() }),
        z.strictObject({
          kind: z.literal("spreadsheet"),
          format: z.enum(["xlsx", "xls", "ods", "html", "spreadsheetml"]),
          sheet: z.string(),
        }),
      ])
      .optional(),
    items: z.array(PreviewItem),
    row_reports: z.array(RowReportSchema),
    preview_complete: z.boolean().optional(),
    /**
     * A file of several sections previewed without file_account: each section with the account it would go to or why it
     * is held, and its own balance and verification; the items are every section's, each naming its section.
     */
    sections: z
      .array(
        SectionSchema.omit({ job: true }).extend({
          statement_balance: StatementBalanceSchema.nullable(),
          verification: VerificationSchema.nullable(),
        }),
      )
      .optional(),
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
  statement_balance: StatementBalanceSchema.nullable(),
  verification: VerificationSchema.optional(),
  questions: z.array(QuestionSchema).optional(),
  /** Unless `learn=false`: whether the budget's history was read for the rows' payees and categories, and its requests. */
  learned: z.strictObject({ read: z.boolean(), requests: Count, says: z.string().optional() }).optional(),
  balance_job: z.string().optional(),
  /** The balance the import sets once its rows are sent: the statement's, in the account's sign. */
  balance_set: z.strictObject({ amount: Amount, date: Day, currency: z.string().nullable() }).optional(),
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
      /** A file of several sections sent without file_accounts: each section, imported into the account it names or held. */
      sections: z.array(SectionSchema).optional(),
    }),
  ]),
  "An import: its job (or one job per account of the file's file_accounts), on its way; the report follows it.",
);

export type PreviewAnswer = z.output<typeof PreviewAnswer>;
export type ImportAnswer = z.output<typeof ImportAnswer>;
