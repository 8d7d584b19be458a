// What POST /imports takes (http/imports.ts): the query an upload is read by. The route declares it (route.ts) and
// validates with it; the API document describes it (its parameters' descriptions are zod's, read by the document).
// Built on first use: the main module builds no schema at load.
import * as z from "zod";
import { ENCODINGS, encodingOfLabel } from "../../formats/csv/words/encoding-names";
import { DateFormatSchema } from "../../formats/csv/words/profile";
import { onFirstUse } from "../../on-first-use";
import { MAX_PREVIEW_ROWS } from "../../uploads/preview";
import { MAX_UPLOAD_BYTES } from "../upload";

const bool = onFirstUse(() => z.enum(["true", "false"]).transform((v) => v === "true"));

export const ImportQuery = onFirstUse(() =>
  z.object({
    account: z.coerce.number().int().positive().optional(),
    dry_run: bool.optional(),
    /** A dry run answers only the first this many row reports (and their items): the page's preview. */
    preview: z.coerce.number().int().min(1).max(MAX_PREVIEW_ROWS).optional(),
    /** A dry run whose body is the first part of a file of this many bytes: the preview of a larger file's head. */
    head_of: z.coerce.number().int().min(1).max(MAX_UPLOAD_BYTES).optional(),
    apply_rules: bool.optional(),
    /** Rows under the person's payees and categories, learned from their budget's history (uploads/learned.ts). */
    learn: bool
      .optional()
      .describe(
        "On unless false: each row whose shop the budget's history knows gets the person's payee and the category their history of it agrees on (the bank's text kept as original_name), unless the budget's own rules decide that shop; each says why in custom_metadata.learned. The budget's history is read once per upload, in pages of 2,000 under the rate limit. false sends the rows as the bank wrote them.",
      ),
    /** The payee and category the person chose for rows, kept for their shops (learning/answers.ts): `{"<row>": {payee, category_id}}`. */
    shop_answers: z
      .string()
      .max(20_000)
      .transform((v, ctx) => {
        try {
          return JSON.parse(v) as unknown;
        } catch {
          ctx.addIssue({ code: "custom", message: "shop_answers is JSON" });
          return z.NEVER;
        }
      })
      .pipe(
        z.record(
          z.string().regex(/^\d{1,9}$/, "shop_answers is keyed by row number"),
          z.strictObject({
            payee: z.string().trim().min(1).max(140).nullable().optional(),
            category_id: z.number().int().positive().nullable().optional(),
          }),
        ),
      )
      .transform((v) => new Map(Object.entries(v).map(([row, answer]) => [Number(row), answer])))
      .optional()
      .describe(
        'JSON {"<row>": {"payee": "Whole Foods", "category_id": 12}}: the payee (null: as the bank writes it) and category (null: none; one of the budget\'s categories) the person chose for rows, over what was learned. An import (not a dry run) keeps each as the answer for its row\'s shop: the next imports give that shop\'s rows the same, until the person changes it again (here, or by refiling an imported transaction in the budget).',
      ),
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
    /** Rows the person leaves out of the import, any row (the preview's checkbox on each): `<row>,<row>,…`. */
    skip_rows: z
      .string()
      .max(20_000)
      .regex(/^\d{1,9}(,\d{1,9})*$/, "skip_rows is a comma-separated list of row numbers")
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
  }),
);
