// An import (not a dry run): each account of the upload becomes a job of its own. One account's file is
// read as a stream and handed on in chunks (a CSV up to 100 MB is never held); several accounts of a statement
// are planned from one whole reading of it. Every account is planned, and its balance made ready, before
// anything is sent: a refusal leaves the budget untouched.
import { DeliveryCut, deliverPlan } from "../channel";
import type { AnyProfile, PlanChunk } from "../formats/contract";
import { chunksOf, readWhole } from "../formats/statement-chunks";
import { verificationOf } from "../formats/verification";
import type { AccountToImport, OpenedUpload } from "./accounts";
import { type Learning, learnedChunks, learnFromBudget, type LearnQuery } from "./learned";
import { type FileOfAccount, type LeftOut, withoutProbableDuplicates } from "./leave-out";
import { withoutRowsLeftOut } from "./rows-left-out";
import { UploadRefused } from "./refused";
import {
  balanceToSet,
  CHUNK_ITEMS,
  explainCut,
  fileCurrencies,
  importJob,
  inputOrThrow,
  ROW_ERRORS_IN_ANSWER,
  writeStatementBalance,
} from "./steps";

export interface ImportFileQuery extends LearnQuery {
  apply_rules?: boolean;
  skip_duplicates?: boolean;
  set_balance?: boolean;
  /** Amounts in another currency than the account's go in as written: the person said so. */
  currency_confirmed?: boolean;
  /** By row, the transaction the person said the row takes over (the preview's question answered). */
  take?: Map<number, number>;
  /** Leave out the rows the budget probably holds already (leave-out.ts); imported unless asked. */
  skip?: "probable_duplicates";
  /** The probable duplicates the person chose to leave out, by row (the upload page's per-row choice). */
  leave_out?: Set<number>;
  /** Rows the person left out of the import, whatever they are (the preview's checkbox on each row). */
  skip_rows?: Set<number>;
}

/** One account's plan: its first chunk (read before anything is sent) and the rest. */
interface Planned<Settings, Profile> {
  account: AccountToImport<Settings>;
  first: PlanChunk<Profile>;
  rest: AsyncIterator<PlanChunk<Profile>>;
}

/** The answer of an import (the route adds the budget it went to): each account's job, and what the file said. */
export async function importFile<Settings, Profile extends AnyProfile>(
  env: Env,
  connectionId: string,
  query: ImportFileQuery,
  upload: OpenedUpload<Settings, Profile>,
  mapped: boolean,
) {
  const { adapter } = upload;
  const planned = mapped ? await plannedWhole(upload) : [await plannedAsStream(upload)];
  const balanceOf = ({ account, first }: Planned<Settings, Profile>) =>
    query.set_balance
      ? balanceToSet(adapter.statementBalance?.(first.profile) ?? null, account.target.manualAccountId, account.target.accountType)
      : null;
  // Refused before anything is sent: two keys of the mapping naming one account of the file.
  const taken = mapped ? importedAccounts(upload, planned) : null;
  if (!query.currency_confirmed) for (const one of planned) refuseOtherCurrency(upload, one, mapped);
  // The person's payees and categories: the budget's history read once for the whole upload, every account of it.
  const learning = await learnFromBudget(env, connectionId, query);
  const imported = [];
  for (const one of planned) {
    const answer = await deliverAccount(env, connectionId, query, upload, one, balanceOf(one), mapped, learning);
    imported.push({ file_account: one.account.mapping.fileAccount, answer });
  }
  // The person's answers for the rows' shops, kept once the rows are on their way: the next import follows them.
  await learning?.keep();
  const [first] = planned;
  const [firstImported] = imported;
  if (!first || !firstImported) throw new UploadRefused(422, "The file has no account to import.");
  if (taken === null || !adapter.fileAccounts) {
    return { ...firstImported.answer, format: adapter.format, file_name: upload.fileName, profile: first.first.profile };
  }
  const inFile = adapter.fileAccounts(first.first.profile);
  return {
    format: adapter.format,
    file_name: upload.fileName,
    file_accounts: inFile,
    imported: imported.map(({ file_account, answer }) => ({ file_account, ...answer })),
    not_imported: inFile.filter((a) => !taken.has(a)).map((a) => ({ file_account: a, reason: "not mapped to a manual account" })),
  };
}

/** One account: the adapter's stream over the upload, its first chunk read (the file's refusals come here). */
async function plannedAsStream<Settings, Profile extends AnyProfile>({
  adapter,
  rest,
  accounts: [account],
}: OpenedUpload<Settings, Profile>): Promise<Planned<Settings, Profile>> {
  if (!account) throw new Error("an upload without file_accounts has its one account (accounts.ts)");
  const chunks = adapter.stream(rest, account.options, CHUNK_ITEMS);
  const first = await inputOrThrow(() => chunks.next());
  if (first.done) throw new UploadRefused(422, "The file has no rows.");
  return { account, first: first.value, rest: chunks };
}

/** A statement's accounts: the file read whole once (the format's own limits), every mapped account planned from it. */
async function plannedWhole<Settings, Profile extends AnyProfile>({
  adapter,
  rest,
  accounts,
}: OpenedUpload<Settings, Profile>): Promise<Planned<Settings, Profile>[]> {
  const { whole } = adapter;
  if (!adapter.fileAccounts || !whole)
    throw new UploadRefused(422, `file_accounts: a ${adapter.format.toUpperCase()} file holds one account; send account instead.`);
  const bytes = await inputOrThrow(() => readWhole(rest, whole));
  const each = accounts.map((a) => a.options);
  const plans = await inputOrThrow(() =>
    adapter.planAccounts ? adapter.planAccounts(bytes, each) : each.map((o) => adapter.plan(bytes, o)),
  );
  return plans.map((plan, i) => {
    const account = accounts[i];
    if (!account) throw new Error(`the adapter planned ${plans.length} accounts for ${accounts.length} asked`);
    const chunks = chunksOf(plan, CHUNK_ITEMS);
    // chunksOf yields at least one chunk (the profile rides on it), even for a plan of no items.
    const first = chunks.next();
    if (first.done) throw new UploadRefused(422, "The file has no rows.");
    return {
      account,
      first: first.value,
      rest: (async function* () {
        yield* chunks;
      })(),
    };
  });
}

/**
 * The file's accounts the mapping imports, by the names the file lists them under (a key may name one otherwise:
 * its number alone, other case); two keys naming one account would import it twice, and are refused.
 */
function importedAccounts<Settings, Profile extends AnyProfile>(
  { adapter }: OpenedUpload<Settings, Profile>,
  planned: Planned<Settings, Profile>[],
): Set<string> {
  const taken = new Map<string, string>();
  for (const { account, first } of planned) {
    const fileAccount = account.mapping.fileAccount;
    if (fileAccount === undefined) throw new Error("every account of file_accounts names its account in the file");
    const named = adapter.importedAccount?.(first.profile) ?? fileAccount;
    const other = taken.get(named);
    if (other !== undefined)
      throw new UploadRefused(422, `file_accounts: "${other}" and "${fileAccount}" both name the account ${named} of the file.`);
    taken.set(named, fileAccount);
  }
  return new Set(taken.keys());
}

/**
 * A file in another currency than its account is refused unless the request confirms it, as the page asks the
 * person first: the service would book its amounts as written, in the account's currency (100 EUR as 100 USD),
 * and nothing afterwards says so. What the first chunk names is what is known before anything is sent (the rows,
 * the profile's currency, a statement's balance); a file naming no currency, or cash (no currency of its own),
 * is in the account's.
 */
function refuseOtherCurrency<Settings, Profile extends AnyProfile>(
  { adapter }: OpenedUpload<Settings, Profile>,
  { account, first }: Planned<Settings, Profile>,
  mapped: boolean,
): void {
  const own = account.target.currency?.toLowerCase();
  if (!own) return;
  const other = fileCurrencies(first, adapter.statementBalance?.(first.profile) ?? null).filter((c) => c !== own);
  if (other.length === 0) return;
  const which = mapped ? `${account.mapping.fileAccount}: ` : "";
  const named = other.map((c) => c.toUpperCase()).join(" and ");
  throw new UploadRefused(
    409,
    `${which}This file is in ${named}, the account in ${own.toUpperCase()}: its amounts would go in as written. ` +
      "Import it into an account of that currency, or send currency_confirmed=true to import it as written.",
    {
      code: "currency_unconfirmed",
      currencies: other,
      account_currency: own,
      manual_account_id: account.target.manualAccountId,
      ...(mapped ? { file_account: account.mapping.fileAccount } : {}),
    },
  );
}

/** One account's job: its plan appended in chunks and sealed, then its balance when asked and what its format keeps. */
async function deliverAccount<Settings, Profile extends AnyProfile>(
  env: Env,
  connectionId: string,
  query: ImportFileQuery,
  { adapter, format, fileName, refusalOf }: OpenedUpload<Settings, Profile>,
  { account, first, rest }: Planned<Settings, Profile>,
  balance: ReturnType<typeof balanceToSet>,
  mapped: boolean,
  learning: Learning | null,
) {
  const manualAccountId = account.target.manualAccountId;
  // What reading the file left to the person: the import goes by the first reading of each, and its report asks.
  const questions = format.questions?.(first.profile) ?? [];
  const layout = adapter.layout?.(first.profile) ?? adapter.format;
  const spec = importJob(connectionId, adapter.format, manualAccountId, query, fileName, questions, layout);
  const kept = query.skip_rows ? withoutRowsLeftOut(query.skip_rows, first, rest) : { first, rest };
  const taken = query.take ? answeredChunks(query.take, kept.first, kept.rest) : kept;
  const chosen = query.skip === "probable_duplicates" ? "all" : query.leave_out;
  const answered =
    chosen !== undefined
      ? await leavingOut(
          env,
          connectionId,
          { accountId: manualAccountId, layout, datedByPurchase: adapter.datedByPurchase?.(first.profile) ?? false },
          query.skip_duplicates !== false,
          chosen,
          taken,
        )
      : taken;
  const named = learning ? learnedChunks(learning, answered) : answered;
  // Asked once every chunk is read: a streamed reading knows what its balances say only at its end.
  const verify = (rows: { planned: number; error: number }) =>
    verificationOf(adapter.verification?.(first.profile), rows.planned, adapter.statementBalance?.(first.profile) ?? null, rows.error);
  const delivered = await deliverPlan(env, spec, named.first, named.rest, explainCut(refusalOf), ROW_ERRORS_IN_ANSWER, verify).catch(
    (error: unknown) => {
      if (!(error instanceof DeliveryCut)) throw error;
      // A refusal of the upload itself (too large, a second file, a broken form) keeps its status.
      const status = error.storage ? 503 : (refusalOf(error.cause)?.status ?? 422);
      const which = mapped ? `${account.mapping.fileAccount}: ` : "";
      throw new UploadRefused(
        status,
        `${which}The file was not read past row ${error.lastRow}: ${error.reason}. Upload it again to import the rest.`,
        {
          id: error.jobId,
        },
      );
    },
  );
  const balanceJob = await writeStatementBalance(env, connectionId, adapter.format, balance);
  const statementCurrency = adapter.statementBalance?.(first.profile)?.currency ?? null;
  // Only a reading that delivered is kept: one whose every row was an error (the job failed), or whose every item the
  // service refused, would read every later file of that header as wrongly, without a word. The service's answer
  // comes later: the reading is kept on trial until the job shows a row taken (profiles/saved-profiles.ts).
  if (delivered.rows.planned > 0 && delivered.report?.status !== "failed")
    await format.afterImport?.(account.request, first.profile, delivered.jobId);
  return {
    id: delivered.jobId,
    status: delivered.report?.status,
    manual_account_id: manualAccountId,
    // `rows` counts row outcomes (as in the dry run); `counts` is delivery, from the job's report.
    rows: delivered.rows,
    counts: delivered.report?.counts,
    row_errors: delivered.rowErrors,
    statement_balance: adapter.statementBalance?.(first.profile) ?? null,
    ...(delivered.verification ? { verification: delivered.verification } : {}),
    ...(questions.length > 0 ? { questions } : {}),
    ...(learning
      ? {
          learned:
            learning.unread === null ? { read: true, requests: learning.requests } : { read: false, requests: 0, says: learning.unread },
        }
      : {}),
    ...(balanceJob && balance
      ? { balance_job: `/imports/${balanceJob}`, balance_set: { ...balance.value, currency: statementCurrency } }
      : {}),
    report: `/imports/${delivered.jobId}`,
  };
}

async function leavingOut<Profile>(
  env: Env,
  connectionId: string,
  file: FileOfAccount,
  payeeAmountDate: boolean,
  chosen: LeftOut,
  chunks: { first: PlanChunk<Profile>; rest: AsyncIterator<PlanChunk<Profile>> },
) {
  const left = withoutProbableDuplicates(env, connectionId, file, payeeAmountDate, chosen, chunks.first, chunks.rest);
  return { first: await left.first, rest: left.rest };
}

/** The plan's chunks with the person's answers on their rows: the transaction each such row takes over. */
function answeredChunks<Profile>(take: Map<number, number>, first: PlanChunk<Profile>, rest: AsyncIterator<PlanChunk<Profile>>) {
  const answer = (chunk: PlanChunk<Profile>): PlanChunk<Profile> => ({
    ...chunk,
    items: chunk.items.map((planned) => {
      const chosen = take.get(planned.row);
      return chosen === undefined ? planned : { ...planned, takes: chosen };
    }),
  });
  const answeredRest: AsyncIterator<PlanChunk<Profile>> = {
    next: async () => {
      const step = await rest.next();
      return step.done ? step : { done: false, value: answer(step.value) };
    },
  };
  return { first: answer(first), rest: answeredRest };
}
