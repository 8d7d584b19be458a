// Steps that every way of importing an upload shares (one account, or a statement's accounts each mapped to a
// manual account): the head that picks the format, the job of one account, an adapter's refusal as a 422, the
// statement's balance as a write.
import { serviceBalance, sideOf } from "../account-side";
import { outboxOf } from "../storage";
import type { JobSpec, WriteValue } from "../outbox";
import type { PlannedItem } from "../plan";
import { parseDecimal, toBalance } from "../money";
import { ok, type Result } from "../result";
import type { AnyProfile, StatementBalance } from "../formats/contract";
import { readHead } from "../formats/bytes";
import { isSourceInputError } from "../formats/errors";
import { HEAD_BYTES } from "../formats/registry";
import { type StreamRefusal, UploadRefused } from "./refused";

/** Items per RPC to the Outbox: few round trips, far below the RPC message limit (32 MiB). */
export const CHUNK_ITEMS = 1000;
/** A 202 lists this many unreadable rows (per account); the job's report has all of them. */
export const ROW_ERRORS_IN_ANSWER = 100;

/** The upload's first bytes; the rest is still in the reader. */
export async function readUploadHead(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  refusalOf: StreamRefusal,
): Promise<{ head: Uint8Array; done: boolean }> {
  const { head, done } = await readHead(reader, HEAD_BYTES).catch((error: unknown) => {
    // The upload's own refusals (size, a malformed form) keep their status and message.
    throw refusalOf(error) ?? new UploadRefused(400, "The upload ended before the file arrived; nothing was imported.");
  });
  return { head, done };
}

/** One account's import job: the service's rules and duplicate check apply unless the query turns them off. */
export function importJob(
  connectionId: string,
  format: string,
  manualAccountId: number | null,
  query: { apply_rules?: boolean; skip_duplicates?: boolean },
  fileName: string | null,
  questions: JobSpec["questions"] = [],
  layout?: string,
): JobSpec {
  return {
    connectionId,
    channel: format,
    manualAccountId,
    // A bank's export: its rows take over what receipts and taps put there before them.
    bankRows: true,
    applyRules: query.apply_rules ?? true,
    skipDuplicates: query.skip_duplicates ?? true,
    fileName,
    ...(questions.length > 0 ? { questions } : {}),
    ...(layout ? { layout } : {}),
  };
}

/** After the transactions: the statement's balance, through the same gate, as a job of its own kind. */
export async function writeStatementBalance(
  env: Env,
  connectionId: string,
  format: string,
  balance: { accountId: number; value: WriteValue } | null,
): Promise<string | null> {
  if (!balance) return null;
  return outboxOf(env).writeBalances(
    { connectionId, channel: `${format}:statement`, manualAccountId: balance.accountId, kind: "account_balance" },
    [balance.value],
  );
}

/**
 * The statement's balance as a write for the target account, or why it cannot be set (a 422 before anything is
 * sent). A statement states the holder's view (a card owed is negative): a liability account holds what is owed
 * as a positive balance (account-side.ts).
 */
export function balanceToSet(
  statement: StatementBalance | null,
  accountId: number | null,
  accountType: string | null,
): { accountId: number; value: WriteValue } | null {
  if (accountId === null) throw new UploadRefused(422, "set_balance needs a manual account: cash has no balance to set.");
  if (!statement) throw new UploadRefused(422, "set_balance: this file states no closing balance for the account imported.");
  const shown = accountBalanceOf(statement, accountType);
  if (!shown.ok) throw new UploadRefused(422, `set_balance: the statement's balance is not readable (${shown.reason}).`);
  return { accountId, value: { date: shown.value.date, amount: shown.value.amount } };
}

/**
 * The statement's closing balance as the account will hold it: the amount in the account's sign (what a card owes,
 * positive), its day (today when the file states none: the day Intake learned it) and currency. What the preview shows
 * is what balanceToSet writes: one function for both.
 */
export function accountBalanceOf(
  statement: StatementBalance,
  accountType: string | null,
): Result<{ amount: string; date: string; currency: string | null }> {
  const amount = parseDecimal(statement.amount.trim().replace(/^\+/, ""));
  if (!amount.ok) return amount;
  const date = statement.date ?? new Date().toISOString().slice(0, 10);
  return ok({ amount: toBalance(serviceBalance(amount.value, sideOf(accountType))), date, currency: statement.currency });
}

/** Why the stream stopped: the adapter's or the upload's own words, else a cut upload. */
export function explainCut(refusalOf: StreamRefusal): (error: unknown) => string {
  return (error) => {
    if (isSourceInputError(error)) return error.message;
    return refusalOf(error)?.message ?? "the upload ended before the whole file arrived";
  };
}

/** A whole-input problem of the adapter is the uploader's to fix: a 422 with its message. */
export async function inputOrThrow<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isSourceInputError(error)) throw new UploadRefused(422, error.message, error.details);
    throw error;
  }
}

/**
 * The currencies a file names, lowercase: its items' own, the profile's (CSV amounts written "1.832,40 EUR"), and
 * its statement's balance's. Empty when the file names none (then it is in the account's currency).
 */
export function fileCurrencies(plan: { items: PlannedItem[]; profile: AnyProfile }, statement: StatementBalance | null): string[] {
  const found = new Set<string>();
  for (const { item } of plan.items) if (item.currency) found.add(item.currency.toLowerCase());
  const own = plan.profile.currency;
  if (own) found.add(own.toLowerCase());
  if (statement?.currency) found.add(statement.currency.toLowerCase());
  return [...found].sort();
}
