// POST /imports?file_accounts={"<account in the file>": <manual account id>, …}: a statement of several
// accounts (OFX, CAMT, MT940) imported in one upload, each mapped account as a job of its own into its manual
// account; the file's other accounts are answered as not imported. The file is read whole (statements are)
// and parsed once for all its accounts (`planAccounts`); every target is checked and every account planned
// before anything is sent.
import type { Context } from "hono";
import * as z from "zod";
import { DeliveryCut, deliverPlan, resolveTarget, TargetRefused } from "../channel";
import { withHead } from "../sources/bytes";
import type { SourceAdapter, SourceOptions } from "../sources/contract";
import { chunksOf, readWhole } from "../sources/statement-chunks";
import type { AuthedEnv } from "./auth";
import { budgetOf } from "./budget";
import { badRequest, HttpError } from "./errors";
import {
  balanceToSet,
  CHUNK_ITEMS,
  explainCut,
  importJob,
  inputOrThrow,
  readUploadHead,
  ROW_ERRORS_IN_ANSWER,
  writeStatementBalance,
} from "./import-steps";
import { refusalError } from "./refusals";
import type { Upload } from "./upload";

/** A statement file of more accounts than this is no person's (each is a job of its own). */
const MAX_MAPPED_ACCOUNTS = 20;

/** `{"DE02…": 101, "CH93…": 102}`: an account of the file (as the 422's `file_accounts` names it) → a manual account. */
const Mapping = z
  .record(z.string().min(1).max(64), z.number().int().positive())
  .refine((m) => Object.keys(m).length > 0, "map at least one account")
  .refine((m) => Object.keys(m).length <= MAX_MAPPED_ACCOUNTS, `at most ${MAX_MAPPED_ACCOUNTS} accounts`);

export interface MappedQuery {
  file_accounts: string;
  account?: number;
  file_account?: string;
  ofx_account?: string;
  dry_run?: boolean;
  apply_rules?: boolean;
  skip_duplicates?: boolean;
  set_balance?: boolean;
  future_dates?: "allow";
}

/** The mapping of the query, or a 400 saying what is wrong with it. */
function mappingOf(query: MappedQuery): Record<string, number> {
  if (query.account !== undefined || query.file_account !== undefined || query.ofx_account !== undefined)
    throw badRequest("file_accounts names each account's manual account: send it without account, file_account or ofx_account.");
  if (query.dry_run) throw badRequest("A dry run reads one account: send file_account (and account) instead of file_accounts.");
  let json: unknown;
  try {
    json = JSON.parse(query.file_accounts);
  } catch {
    throw badRequest('file_accounts is not JSON: send {"<account in the file>": <manual account id>, …}.');
  }
  const parsed = Mapping.safeParse(json);
  if (!parsed.success) throw badRequest(`file_accounts is not valid: ${parsed.error.issues[0]?.message ?? "invalid"}.`);
  return parsed.data;
}

/** What planning and delivering each account share. */
interface Run {
  c: Context<AuthedEnv>;
  connectionId: string;
  adapter: SourceAdapter;
  query: MappedQuery;
  fileName: string | null;
}

export async function importMapped(c: Context<AuthedEnv>, query: MappedQuery, upload: Upload) {
  const mapping = mappingOf(query);
  const reader = upload.stream.getReader();
  const { head, done, adapter } = await readUploadHead(reader);
  if (!adapter.fileAccounts || !adapter.whole)
    throw new HttpError(422, `file_accounts: a ${adapter.format.toUpperCase()} file holds one account; send account instead.`);
  // The adapter's own limit, as for an upload of one account.
  const bytes = await inputOrThrow(() => readWhole(withHead(head, reader, done), adapter.whole!));
  const run: Run = { c, connectionId: c.get("connectionId"), adapter, query, fileName: upload.fileName };
  const planned = await planAll(run, bytes, mapping);
  const inFile = adapter.fileAccounts(planned[0]!.plan.profile);
  const taken = importedAccounts(adapter, planned);
  const imported = [];
  for (const one of planned) imported.push(await deliverOne(run, one));
  return c.json(
    {
      budget: await budgetOf(c),
      format: adapter.format,
      file_name: upload.fileName,
      file_accounts: inFile,
      imported,
      not_imported: inFile.filter((a) => !taken.has(a)).map((a) => ({ file_account: a, reason: "not mapped to a manual account" })),
    },
    202,
  );
}

/**
 * Every mapped account's target checked, then every account planned from one reading of the file, each balance
 * readable: refusals come before anything is sent.
 */
async function planAll({ c, connectionId, adapter, query }: Run, bytes: Uint8Array, mapping: Record<string, number>) {
  const each: (SourceOptions<{ account: string }> & { accountId: number; settings: { account: string } })[] = [];
  for (const [fileAccount, manualAccountId] of Object.entries(mapping)) {
    const target = await resolveTarget(c.env, connectionId, manualAccountId).catch((error: unknown) => {
      throw error instanceof TargetRefused ? refusalError(error.refusal, manualAccountId) : error;
    });
    each.push({
      accountId: manualAccountId,
      settings: { account: fileAccount },
      ...(target.accountType ? { accountType: target.accountType } : {}),
      ...(query.future_dates ? { futureDates: true } : {}),
    });
  }
  const plans = await inputOrThrow(() =>
    adapter.planAccounts ? adapter.planAccounts(bytes, each) : each.map((o) => adapter.plan(bytes, o)),
  );
  return plans.map((plan, i) => {
    const fileAccount = each[i]!.settings.account;
    const manualAccountId = each[i]!.accountId;
    const statement = adapter.statementBalance?.(plan.profile) ?? null;
    const balance = query.set_balance ? balanceToSet(statement, manualAccountId, each[i]!.accountType ?? null) : null;
    return { fileAccount, manualAccountId, plan, statement, balance };
  });
}

/**
 * The file's accounts the mapping imports, by the names the file lists them under (a key may name one otherwise:
 * its number alone, other case); two keys naming one account would import it twice, and are refused.
 */
function importedAccounts(adapter: SourceAdapter, planned: Awaited<ReturnType<typeof planAll>>): Set<string> {
  const taken = new Map<string, string>();
  for (const { fileAccount, plan } of planned) {
    const account = adapter.importedAccount?.(plan.profile) ?? fileAccount;
    const other = taken.get(account);
    if (other !== undefined)
      throw new HttpError(422, `file_accounts: "${other}" and "${fileAccount}" both name the account ${account} of the file.`);
    taken.set(account, fileAccount);
  }
  return new Set(taken.keys());
}

/** One account's job: its plan appended in chunks and sealed, then its balance when asked. */
async function deliverOne({ c, connectionId, adapter, query, fileName }: Run, one: Awaited<ReturnType<typeof planAll>>[number]) {
  const spec = importJob(connectionId, adapter.format, one.manualAccountId, query, fileName);
  const chunks = (async function* () {
    yield* chunksOf(one.plan, CHUNK_ITEMS);
  })();
  const first = await chunks.next();
  const delivered = await deliverPlan(c.env, spec, first.value!, chunks, explainCut, ROW_ERRORS_IN_ANSWER).catch((error: unknown) => {
    if (!(error instanceof DeliveryCut)) throw error;
    // The plan was whole: only the Outbox can cut it short.
    throw new HttpError(503, `${one.fileAccount}: Intake could not store the rest of the input; upload it again to import the rest.`, {
      id: error.jobId,
    });
  });
  const balanceJob = await writeStatementBalance(c.env, connectionId, adapter.format, one.balance);
  return {
    file_account: one.fileAccount,
    manual_account_id: one.manualAccountId,
    id: delivered.jobId,
    status: delivered.report?.status,
    rows: delivered.rows,
    counts: delivered.report?.counts,
    row_errors: delivered.rowErrors,
    statement_balance: one.statement,
    ...(balanceJob ? { balance_job: `/imports/${balanceJob}` } : {}),
    report: `/imports/${delivered.jobId}`,
  };
}
