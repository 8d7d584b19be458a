// Steps of POST /imports that every way of importing a file shares (one account, or a statement's accounts
// each mapped to a manual account): an adapter's refusal as a 422, the statement's balance as a write.
import type { WriteValue } from "../outbox/kinds";
import { parseDecimal, toBalance } from "../balances/decimal";
import type { StatementBalance } from "../sources/contract";
import { SourceInputError } from "../sources/errors";
import { HttpError } from "./errors";

/** The statement's balance as a write for the target account, or why it cannot be set (a 422 before anything is sent). */
export function balanceToSet(
  statement: StatementBalance | null,
  accountId: number | null,
): { accountId: number; value: WriteValue } | null {
  if (accountId === null) throw new HttpError(422, "set_balance needs a manual account: cash has no balance to set.");
  if (!statement) throw new HttpError(422, "set_balance: this file states no closing balance for the account imported.");
  const amount = parseDecimal(statement.amount.trim().replace(/^\+/, ""));
  if (!amount.ok) throw new HttpError(422, `set_balance: the statement's balance is not readable (${amount.reason}).`);
  // A statement without its balance's day: today, the day Intake learned it.
  const date = statement.date ?? new Date().toISOString().slice(0, 10);
  return { accountId, value: { date, amount: toBalance(amount.value) } };
}

/** Why the stream stopped: the adapter's or the upload's own words, else a cut upload. */
export function explainCut(error: unknown): string {
  if (error instanceof SourceInputError || error instanceof HttpError) return error.message;
  return "the upload ended before the whole file arrived";
}

/** A whole-input problem of the adapter is the uploader's to fix: a 422 with its message. */
export async function inputOrThrow<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SourceInputError) throw new HttpError(422, error.message, error.details);
    throw error;
  }
}
