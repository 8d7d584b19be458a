// POST /imports: a bank export in, an import job per account (or, for a dry run, the plan) out.
// The route validates the query, reads the request's body as a stream (upload.ts), and hands it to the upload's
// room (src/uploads/), which says which accounts the file goes to, previews or imports it; the room's refusals are
// answered here as HttpErrors. It never holds the file, and names no format.
import { Hono } from "hono";
import * as z from "zod";
import { onFirstUse } from "../on-first-use";
import { ENCODINGS, encodingOfLabel } from "../formats/csv/words/encoding-names";
import { DateFormatSchema } from "../formats/csv/words/profile";
import { requestOverrides } from "../formats/csv/upload-settings";
import { accountsOf, openUpload } from "../uploads/accounts";
import { importFile } from "../uploads/import-file";
import { MAX_PREVIEW_ROWS, previewImport } from "../uploads/preview";
import { DRY_RUN_MAX_BYTES, dryRunTooLarge } from "../uploads/preview-head";
import { AccountRefused, UploadRefused } from "../uploads/refused";
import { type AuthedEnv, requireConnection } from "./auth";
import { budgetOf } from "./budget";
import { badRequest, HttpError } from "./errors";
import { refusalError } from "./refusals";
import { MAX_UPLOAD_BYTES, readUpload, streamRefusal } from "./upload";
import { validQuery } from "./validated";

const bool = onFirstUse(() => z.enum(["true", "false"]).transform((v) => v === "true"));

const ImportQuery = onFirstUse(() =>
  z.object({
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
    /** Inline overrides of any detected setting, as JSON (docs/http-api.md lists the profile's fields). */
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

export const imports = new Hono<AuthedEnv>().use(requireConnection).post("/", validQuery(ImportQuery, describeQueryError), async (c) => {
  const query = c.req.valid("query");
  const connectionId = c.get("connectionId");
  try {
    const upload = await readUpload(c.req.raw, { fileName: query.file_name });
    const { mapped, accounts } = accountsOf(query);
    const explicit = requestOverrides(query, upload.profileJson);
    if (!explicit.ok) throw badRequest(explicit.reason);
    if (query.head_of !== undefined && !query.dry_run)
      throw badRequest("head_of says the body is the first part of a file: send it with dry_run=true; an import takes the whole file.");
    // Refused before the service is asked anything: the request says it is too large.
    if (query.dry_run && upload.size !== null && upload.size > DRY_RUN_MAX_BYTES) throw dryRunTooLarge();
    const file = { stream: upload.stream, fileName: upload.fileName, refusalOf: streamRefusal };
    const opened = await openUpload(c.env, connectionId, query, file, explicit.value, accounts);
    if (query.dry_run) {
      const preview = await opened.use((one) => previewImport(c.env, connectionId, query, one));
      return c.json({ budget: await budgetOf(c), ...preview });
    }
    const imported = await opened.use((one) => importFile(c.env, connectionId, query, one, mapped));
    return c.json({ budget: await budgetOf(c), ...imported }, 202);
  } catch (error) {
    throw answered(error);
  }
});

/** The room's refusals as the HTTP surface says them; anything else as it is. */
function answered(error: unknown): unknown {
  if (error instanceof UploadRefused) return new HttpError(error.status, error.message, error.details);
  if (error instanceof AccountRefused) return refusalError(error.refusal, error.manualAccountId ?? undefined);
  return error;
}

function describeQueryError(error: z.ZodError): string {
  const issue = error.issues[0];
  const name = issue?.path.join(".") ?? "query";
  return `Query parameter "${name}" is not valid: ${issue?.message ?? "invalid"}.`;
}
