// POST /imports: a bank export in, an import job (or, for a dry run, the plan) out.
// The route validates, resolves the target account, asks the registry for the input's adapter, runs it
// over the upload as a stream and hands the chunks to the shared channel steps; it never holds the file.
import { Hono } from "hono";
import * as z from "zod";
import { DeliveryCut, deliverPlan, outboxOf, resolveTarget, TargetRefused } from "../channel";
import { type PlannedItem, type RowReport, rowsOf } from "../plan";
import { readAtMost, withHead } from "../sources/bytes";
import { ENCODINGS, DateFormatSchema } from "../sources/csv";
import { requestOverrides } from "../sources/csv/upload-settings";
import { alreadyThere, type AlreadyThere, dateSpan } from "./already-there";
import { type AuthedEnv, requireConnection } from "./auth";
import { budgetOf } from "./budget";
import { badRequest, HttpError } from "./errors";
import { importMapped } from "./import-mapped";
import {
  balanceToSet,
  CHUNK_ITEMS,
  explainCut,
  fileCurrencies,
  importJob,
  inputOrThrow,
  readUploadHead,
  ROW_ERRORS_IN_ANSWER,
  writeStatementBalance,
} from "./import-steps";
import { refusalError } from "./refusals";
import { readUpload } from "./upload";
import { uploadFormat } from "./upload-formats";

/** A dry run answers the whole plan in one response: keep that response reasonable. */
const DRY_RUN_MAX_BYTES = 5 * 1024 * 1024;
/** A preview is for reading on a page, not for paging through the file: the import's report is. */
const MAX_PREVIEW_ROWS = 1000;

const bool = z.enum(["true", "false"]).transform((v) => v === "true");

const ImportQuery = z.object({
  account: z.coerce.number().int().positive().optional(),
  dry_run: bool.optional(),
  /** A dry run answers only the first this many row reports (and their items): the page's preview. */
  preview: z.coerce.number().int().min(1).max(MAX_PREVIEW_ROWS).optional(),
  apply_rules: bool.optional(),
  skip_duplicates: bool.optional(),
  /** A saved profile's id (its fingerprint). */
  profile: z.string().min(1).max(100).optional(),
  /** Inline overrides of any detected setting, as JSON (docs/http-api.md lists the profile's fields). */
  overrides: z.string().max(20_000).optional(),
  // The settings people flip most, as plain parameters.
  delimiter: z.enum([",", ";", "tab", "|"]).optional(),
  date_format: DateFormatSchema.optional(),
  decimal_separator: z.enum([".", ","]).optional(),
  sign: z.enum(["negative_is_money_out", "positive_is_money_out"]).optional(),
  encoding: z.enum(ENCODINGS).optional(),
  /** OFX, CAMT and MT940: the account to import when the file holds several (OFX's ACCTID, CAMT's IBAN or id, MT940's :25:). */
  file_account: z.string().min(1).max(64).optional(),
  /** Statements of several accounts: `{"<account in the file>": <manual account id>, …}`, one job per account. */
  file_accounts: z.string().min(2).max(20_000).optional(),
  /** The older name of file_account. */
  ofx_account: z.string().min(1).max(64).optional(),
  /** Statements: also set the manual account's balance to the statement's closing balance. */
  set_balance: bool.optional(),
  /** The file's name when the body does not carry one (checked by readUpload). */
  file_name: z.string().optional(),
  /** Dates more than a year ahead are meant (a schedule of future payments); refused as misread otherwise. */
  future_dates: z.literal("allow").optional(),
});

export const imports = new Hono<AuthedEnv>().use(requireConnection).post("/", async (c) => {
  const parsedQuery = ImportQuery.safeParse(c.req.query());
  if (!parsedQuery.success) throw badRequest(describeQueryError(parsedQuery.error));
  const query = parsedQuery.data;
  const connectionId = c.get("connectionId");
  const upload = await readUpload(c.req.raw, { fileName: query.file_name });
  if (query.file_accounts !== undefined) return importMapped(c, { ...query, file_accounts: query.file_accounts }, upload);
  const explicit = requestOverrides(query, upload.profileJson);
  if ("error" in explicit) throw badRequest(explicit.error);
  const dryRunTooLarge = () =>
    new HttpError(413, `A dry run takes files up to ${DRY_RUN_MAX_BYTES / 1024 / 1024} MB; import larger files directly.`);
  // Refused before the service is asked anything: the request says it is too large.
  if (query.dry_run && upload.size !== null && upload.size > DRY_RUN_MAX_BYTES) throw dryRunTooLarge();

  const target = await resolveTarget(c.env, connectionId, query.account ?? null).catch((error: unknown) => {
    throw error instanceof TargetRefused ? refusalError(error.refusal, query.account) : error;
  });
  const reader = upload.stream.getReader();
  const { head, done, adapter } = await readUploadHead(reader);
  const rest = withHead(head, reader, done);
  // Each format's own settings: CSV's overrides and saved profile, the account chosen in a statement.
  const format = uploadFormat(adapter.format);
  const request = {
    env: c.env,
    connectionId,
    head,
    overrides: explicit.overrides,
    profile: query.profile,
    fileAccount: query.file_account ?? query.ofx_account,
    fileName: upload.fileName,
  };
  const settings = await format.settings(request);
  // What the upload says beside its bytes: the file name (a date in it bounds the dates) and the target
  // account's type (a card's purchases are money out).
  const options = {
    accountId: target.manualAccountId,
    settings,
    ...(upload.fileName ? { fileName: upload.fileName } : {}),
    ...(target.accountType ? { accountType: target.accountType } : {}),
    ...(query.future_dates ? { futureDates: true } : {}),
  };

  if (query.dry_run) {
    // A form's file has no declared size: it is refused as soon as it passes the limit.
    const bytes = await readAtMost(rest, DRY_RUN_MAX_BYTES, dryRunTooLarge);
    const plan = await inputOrThrow(() => adapter.plan(bytes, options));
    const statementBalance = adapter.statementBalance?.(plan.profile) ?? null;
    const already = await inBudgetAlready(c.env, connectionId, target.manualAccountId, plan.items, query.skip_duplicates !== false);
    const marked = { ...plan, items: plan.items.map((p, i) => (already.found.has(i) ? { ...p, already: already.found.get(i) } : p)) };
    const shown = query.preview === undefined ? marked : previewOf(marked, query.preview);
    // Same names as the 202: `rows` counts row outcomes; `counts` (delivery) is absent, nothing is sent.
    return c.json({
      budget: await budgetOf(c),
      dry_run: true,
      format: adapter.format,
      manual_account_id: target.manualAccountId,
      file_name: upload.fileName,
      profile: plan.profile,
      statement_balance: statementBalance,
      // What the page compares with the account's currency before it offers "Import".
      currencies: fileCurrencies(plan, statementBalance),
      account_currency: target.currency,
      rows: rowCounts(plan.rows),
      ignored_reasons: ignoredReasons(plan.rows),
      already_in_budget: already.answer,
      ...format.dryRunFields?.(bytes, plan.profile),
      items: shown.items,
      row_reports: shown.rows,
      ...(query.preview === undefined ? {} : { preview_complete: shown.rows.length === plan.rows.length }),
    });
  }

  const chunks = adapter.stream(rest, options, CHUNK_ITEMS);
  const first = await inputOrThrow(() => chunks.next());
  if (first.done) throw new HttpError(422, "The file has no rows.");
  const balance = query.set_balance
    ? balanceToSet(adapter.statementBalance?.(first.value.profile) ?? null, target.manualAccountId, target.accountType)
    : null;
  const spec = importJob(connectionId, adapter.format, target.manualAccountId, query, upload.fileName);
  const delivered = await deliverPlan(c.env, spec, first.value, chunks, explainCut, ROW_ERRORS_IN_ANSWER).catch((error: unknown) => {
    if (!(error instanceof DeliveryCut)) throw error;
    // A refusal of the upload itself (too large, a second file, a broken form) keeps its status.
    const status = error.storage ? 503 : error.cause instanceof HttpError ? error.cause.status : 422;
    throw new HttpError(status, `The file was not read past row ${error.lastRow}: ${error.reason}. Upload it again to import the rest.`, {
      id: error.jobId,
    });
  });
  const profile = first.value.profile;
  const balanceJob = await writeStatementBalance(c.env, connectionId, adapter.format, balance);
  await format.afterImport?.(request, profile);
  return c.json(
    {
      budget: await budgetOf(c),
      id: delivered.jobId,
      status: delivered.report?.status,
      format: adapter.format,
      manual_account_id: target.manualAccountId,
      file_name: upload.fileName,
      // `rows` counts row outcomes (as in the dry run); `counts` is delivery, from the job's report.
      rows: delivered.rows,
      counts: delivered.report?.counts,
      row_errors: delivered.rowErrors,
      profile,
      statement_balance: adapter.statementBalance?.(profile) ?? null,
      ...(balanceJob ? { balance_job: `/imports/${balanceJob}` } : {}),
      report: `/imports/${delivered.jobId}`,
    },
    202,
  );
});

/** The first `n` row reports and the items they planned. */
function previewOf(plan: { items: PlannedItem[]; rows: RowReport[] }, n: number) {
  const rows = plan.rows.slice(0, n);
  const last = rows.at(-1);
  const lastRow = last ? (last.to_row ?? last.row) : 0;
  return { rows, items: plan.items.filter((i) => i.row <= lastRow) };
}

/** Ignored rows by why (a continued line, whatever row it continues, is one reason): the page's summary names them. */
function ignoredReasons(rows: RowReport[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) {
    if (row.outcome !== "ignored") continue;
    const reason = row.reason?.startsWith("continues row") ? "continued line" : (row.reason ?? "ignored");
    counts[reason] = (counts[reason] ?? 0) + rowsOf(row);
  }
  return counts;
}

function rowCounts(rows: RowReport[]) {
  const counts = { planned: 0, ignored: 0, error: 0 };
  for (const row of rows) counts[row.outcome] += rowsOf(row);
  return counts;
}

function describeQueryError(error: z.ZodError): string {
  const issue = error.issues[0];
  const name = issue?.path.join(".") ?? "query";
  return `Query parameter "${name}" is not valid: ${issue?.message ?? "invalid"}.`;
}

/**
 * The items the budget already holds (already-there.ts), from one listing of the account over the file's days:
 * `requests` is what the preview spent; `checked` false when the listing was refused or cut (then nothing is
 * said to be there).
 */
async function inBudgetAlready(env: Env, connectionId: string, accountId: number | null, items: PlannedItem[], payeeAmountDate: boolean) {
  const span = dateSpan(items);
  const none = { found: new Map<number, AlreadyThere>(), answer: { count: 0, checked: span === null, requests: 0 } };
  if (span === null) return none;
  const listed = await outboxOf(env).transactionsIn(connectionId, accountId, span.from, span.to);
  if (!listed.ok || !listed.complete) return { ...none, answer: { ...none.answer, requests: listed.ok ? listed.requests : 0 } };
  const found = alreadyThere(items, listed.transactions, payeeAmountDate);
  return { found, answer: { count: found.size, checked: true, requests: listed.requests } };
}
