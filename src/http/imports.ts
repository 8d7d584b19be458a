// POST /imports: a bank export in, an import job (or, for a dry run, the plan) out.
// The route validates, resolves the target account, runs the CSV adapter over the upload as a stream
// and hands the items to the Outbox chunk by chunk; it never holds the whole file.
import { Hono } from "hono";
import { z } from "zod";
import { type PlannedItem, type RowReport, rowsOf } from "../plan";
import { loadProfile, saveProfile } from "../profiles";
import { readAtMost, readHead, withHead } from "../sources/bytes";
import {
  CsvInputError,
  type CsvPlanChunk,
  type CsvProfile,
  type CsvProfileOverrides,
  CsvProfileOverridesSchema,
  columnSamples,
  DateFormatSchema,
  detectProfile,
  ENCODINGS,
  planCsv,
  SAMPLE_BYTES,
  streamCsvPlan,
} from "../sources/csv";
import type { TargetAnswer } from "../outbox";
import { type AuthedEnv, requireConnection } from "./auth";
import { badRequest, HttpError } from "./errors";
import { outbox } from "./outbox";
import { refusalError } from "./refusals";
import { readUpload } from "./upload";

/** A dry run answers the whole plan in one response: keep that response reasonable. */
const DRY_RUN_MAX_BYTES = 5 * 1024 * 1024;
/** Items per RPC to the Outbox: few round trips, far below the RPC message limit (32 MiB). */
const CHUNK_ITEMS = 1000;
/** The 202 lists this many unreadable rows; the job's report has all of them. */
const ROW_ERRORS_IN_ANSWER = 100;
/** A preview is for reading on a page, not for paging through the file: the import's report is. */
const MAX_PREVIEW_ROWS = 1000;

const bool = z.enum(["true", "false"]).transform((v) => v === "true");

const ImportQuery = z.object({
  account: z.coerce.number().int().positive().optional(),
  dry_run: bool.optional(),
  apply_rules: bool.optional(),
  skip_duplicates: bool.optional(),
  /** A saved profile's id (its fingerprint). */
  profile: z.string().min(1).max(100).optional(),
  /** Inline overrides of any detected setting, as JSON (see the README for the profile's fields). */
  overrides: z.string().max(20_000).optional(),
  // The settings people flip most, as plain parameters.
  delimiter: z.enum([",", ";", "tab", "|"]).optional(),
  date_format: DateFormatSchema.optional(),
  decimal_separator: z.enum([".", ","]).optional(),
  sign: z.enum(["negative_is_money_out", "positive_is_money_out"]).optional(),
  encoding: z.enum(ENCODINGS).optional(),
  /** A dry run answers only the first this many row reports (and their items): the page's preview. */
  preview: z.coerce.number().int().min(1).max(MAX_PREVIEW_ROWS).optional(),
  /** The file's name when the body does not carry one (checked by readUpload). */
  file_name: z.string().optional(),
});

/** Overrides name only settings of the profile: a misspelt one is refused, never silently dropped. */
const OverridesJson = CsvProfileOverridesSchema.strict();

/** Settings a saved profile carries into the next upload: decisions, not positions in one file. */
const CARRIED_OVER = [
  "encoding",
  "delimiter",
  "quote",
  "columns",
  "dateFormat",
  "decimalSeparator",
  "thousandsSeparator",
  "amountStyle",
  "sign",
  "indicatorOut",
  "indicatorIn",
  "balanceCodes",
  "currency",
] as const satisfies readonly (keyof CsvProfile)[];

export const imports = new Hono<AuthedEnv>().use(requireConnection).post("/", async (c) => {
  const parsedQuery = ImportQuery.safeParse(c.req.query());
  if (!parsedQuery.success) throw badRequest(describeQueryError(parsedQuery.error));
  const query = parsedQuery.data;
  const connectionId = c.get("connectionId");
  const upload = await readUpload(c.req.raw, { fileName: query.file_name });
  const explicit = explicitOverrides(query, upload.profileJson);
  const dryRunTooLarge = () =>
    new HttpError(413, `A dry run takes files up to ${DRY_RUN_MAX_BYTES / 1024 / 1024} MB; import larger files directly.`);
  // Refused before the service is asked anything: the request says it is too large.
  if (query.dry_run && upload.size !== null && upload.size > DRY_RUN_MAX_BYTES) throw dryRunTooLarge();

  const target = requireTarget(await outbox(c.env).target(connectionId, query.account ?? null), query.account);
  const accountId = target.manualAccountId;

  const reader = upload.stream.getReader();
  const { head, done } = await readHead(reader, SAMPLE_BYTES).catch((error: unknown) => {
    // The upload's own refusals (size, a malformed form) keep their status and message.
    if (error instanceof HttpError) throw error;
    throw badRequest("The upload ended before the file arrived; nothing was imported.");
  });
  const rest = withHead(head, reader, done);
  const { overrides, saved } = await withSavedProfile(c.env.CONNECTIONS, connectionId, query.profile, head, explicit);

  // What the upload says beside its bytes: the file name (a date in it bounds the dates) and the target
  // account's type (a card's purchases are money out).
  const detectOptions = {
    ...saved,
    ...(upload.fileName ? { fileName: upload.fileName } : {}),
    ...(target.accountType ? { accountType: target.accountType } : {}),
  };

  if (query.dry_run) {
    // A form's file has no declared size: it is refused as soon as it passes the limit.
    const bytes = await readAtMost(rest, DRY_RUN_MAX_BYTES, dryRunTooLarge);
    const plan = await csvOrThrow(() => planCsv(bytes, { ...detectOptions, accountId, profile: overrides }));
    const shown = query.preview === undefined ? plan : previewOf(plan, query.preview);
    // Same names as the 202: `rows` counts row outcomes; `counts` (delivery) is absent, nothing is sent.
    return c.json({
      dry_run: true,
      manual_account_id: accountId,
      file_name: upload.fileName,
      profile: plan.profile,
      rows: rowCounts(plan.rows),
      ignored_reasons: ignoredReasons(plan.rows),
      columns: columnSamples(bytes, plan.profile),
      items: shown.items,
      row_reports: shown.rows,
      ...(query.preview === undefined ? {} : { preview_complete: shown.rows.length === plan.rows.length }),
    });
  }

  const chunks = streamCsvPlan(rest, { ...detectOptions, accountId, profile: overrides }, CHUNK_ITEMS);
  const first = await csvOrThrow(() => chunks.next());
  if (first.done) throw new HttpError(422, "The file has no rows.");
  const profile = first.value.profile;
  const box = outbox(c.env);
  const jobId = await box.openJob({
    connectionId,
    source: "csv",
    manualAccountId: accountId,
    applyRules: query.apply_rules ?? true,
    skipDuplicates: query.skip_duplicates ?? true,
    fileName: upload.fileName,
  });
  const rows = { planned: 0, ignored: 0, error: 0 };
  const rowErrors: RowReport[] = [];
  const take = (chunkRows: RowReport[]) => {
    for (const row of chunkRows) {
      rows[row.outcome] += rowsOf(row);
      if (row.outcome === "error" && rowErrors.length < ROW_ERRORS_IN_ANSWER) rowErrors.push(row);
    }
  };
  let lastRow = 0;
  let storing = false;
  try {
    let chunk: IteratorResult<CsvPlanChunk> = first;
    for (; !chunk.done; chunk = await chunks.next()) {
      take(chunk.value.rows);
      storing = true;
      await box.append(jobId, chunk.value.items, chunk.value.rows);
      storing = false;
      lastRow = chunk.value.rows.at(-1)?.row ?? lastRow;
    }
  } catch (error) {
    // What arrived is delivered; the report says where the file stopped being read, and why. A
    // second upload of the same file completes it without duplicating what arrived (external_id).
    const reason = storing
      ? "Intake could not store the rest of the file"
      : error instanceof CsvInputError || error instanceof HttpError
        ? error.message
        : "the upload ended before the whole file arrived";
    try {
      await box.append(jobId, [], [{ row: lastRow + 1, outcome: "error", reason: `not read from here on: ${reason}` }]);
      await box.seal(jobId);
    } catch {
      // The Outbox is out of reach: its cron closes the job within the hour, with the same note.
    }
    // A refusal of the upload itself (too large, a second file, a broken form) keeps its status.
    const status = storing ? 503 : error instanceof HttpError ? error.status : 422;
    throw new HttpError(status, `The file was not read past row ${lastRow}: ${reason}. Upload it again to import the rest.`, {
      id: jobId,
    });
  }
  const report = await box.seal(jobId);
  await saveProfile(c.env.CONNECTIONS, connectionId, profile, upload.fileName);
  return c.json(
    {
      id: jobId,
      status: report?.status,
      manual_account_id: accountId,
      file_name: upload.fileName,
      // `rows` counts row outcomes (as in the dry run); `counts` is delivery, from the job's report.
      rows,
      counts: report?.counts,
      row_errors: rowErrors,
      profile,
      report: `/imports/${jobId}`,
    },
    202,
  );
});

function explicitOverrides(query: z.infer<typeof ImportQuery>, profileJson: string | null): CsvProfileOverrides {
  let fromJson: CsvProfileOverrides = {};
  for (const json of [profileJson, query.overrides]) {
    if (!json) continue;
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      throw badRequest("The profile overrides are not valid JSON.");
    }
    const parsed = OverridesJson.safeParse(value);
    if (!parsed.success) throw badRequest(`The profile overrides are not valid: ${describeOverridesError(parsed.error)}.`);
    fromJson = merge(fromJson, parsed.data);
  }
  const plain: CsvProfileOverrides = {};
  if (query.delimiter) plain.delimiter = query.delimiter === "tab" ? "\t" : query.delimiter;
  if (query.date_format) plain.dateFormat = query.date_format;
  if (query.decimal_separator) plain.decimalSeparator = query.decimal_separator;
  if (query.sign) plain.sign = query.sign;
  if (query.encoding) plain.encoding = query.encoding;
  return merge(fromJson, plain);
}

/**
 * The overrides of this request, and the decisions of the profile saved for this file's header (or named by
 * `profile`) as defaults: detection checks each against the file's own evidence, which wins where it
 * contradicts one (a saved MM/DD must not drop next month's "25/02" rows); the request's own settings
 * win over both.
 */
async function withSavedProfile(
  kv: KVNamespace,
  connectionId: string,
  profileId: string | undefined,
  head: Uint8Array,
  explicit: CsvProfileOverrides,
): Promise<{ overrides: CsvProfileOverrides; saved: { saved?: CsvProfileOverrides } }> {
  let saved: CsvProfile | null;
  if (profileId) {
    saved = await loadProfile(kv, connectionId, profileId);
    if (!saved) throw new HttpError(404, `No saved profile "${profileId}" for this connection (GET /profiles lists them).`);
  } else {
    const detected = await csvOrThrow(() => detectProfile(head, explicit));
    saved = await loadProfile(kv, connectionId, detected.fingerprint);
  }
  if (!saved) return { overrides: explicit, saved: {} };
  const carried: CsvProfileOverrides = {};
  for (const field of CARRIED_OVER) {
    if (saved[field] !== undefined) Object.assign(carried, { [field]: saved[field] });
  }
  return { overrides: explicit, saved: { saved: carried } };
}

function merge(base: CsvProfileOverrides, over: CsvProfileOverrides): CsvProfileOverrides {
  const merged = { ...base, ...over };
  if (base.columns || over.columns) merged.columns = { ...base.columns, ...over.columns };
  return merged;
}

function requireTarget(answer: TargetAnswer, requested: number | undefined) {
  if (answer.ok) return answer;
  throw refusalError(answer, requested);
}

/** A whole-file problem of the CSV adapter is the uploader's to fix: a 422 with its message. */
async function csvOrThrow<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CsvInputError) throw new HttpError(422, error.message);
    throw error;
  }
}

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

/** The first problem, with what is accepted (zod lists an enum's values; the date format rule lists its own). */
function describeOverridesError(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.join(".") || "value";
  if (issue?.code === "unrecognized_keys") {
    const shape = issue.path[0] === "columns" ? CsvProfileOverridesSchema.shape.columns.unwrap().shape : CsvProfileOverridesSchema.shape;
    const known = Object.keys(shape).join(", ");
    return `${where}: ${issue.keys.map((k) => `"${k}"`).join(", ")} ${issue.keys.length === 1 ? "is not a setting" : "are not settings"} (the settings are ${known})`;
  }
  return `${where}: ${issue?.message ?? "invalid"}`;
}

function describeQueryError(error: z.ZodError): string {
  const issue = error.issues[0];
  const name = issue?.path.join(".") ?? "query";
  return `Query parameter "${name}" is not valid: ${issue?.message ?? "invalid"}.`;
}
