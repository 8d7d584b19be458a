// A file that arrived without a person (a statement mailed to Intake), read as an upload reads it, before it is
// imported: whether it is a bank's export with rows at all (the upload's own detection, spreadsheets and PDFs
// included, so a format the upload learns is learnt here too), and which account it names. Nothing is sent.
import { fail, ok, type Result } from "../result";
import { isSourceInputError } from "../formats/errors";
import { type AccountMapping, openUpload, type UploadedFile } from "./accounts";
import { importFile } from "./import-file";
import { AccountRefused, UploadRefused } from "./refused";
import { accountNumbersInText } from "./statement-numbers";

/** What reading the file found. */
export interface StatementFile {
  /** The format as plans name it ("csv", "ofx"…). */
  format: string;
  /** Its rows read as transactions (a statement of several accounts: its first account's). */
  rows: number;
  /** The numbers it names its account by, strongest first: the format's own field, else its text's heading. */
  numbers: string[];
  /** A statement of several accounts: each, as the format names it (file_accounts); null for one account. */
  accounts: string[] | null;
  /** Its rows' days and amounts, sorted (one account's): two files of one mail with the same are one statement twice. */
  rowsKey: string;
}

/** A file of bytes as the upload takes it (the mail's attachment is whole already). */
export function fileOf(bytes: Uint8Array, fileName: string | null): UploadedFile {
  return { stream: new Blob([bytes]).stream(), fileName, refusalOf: () => null };
}

/** The file read as an upload into `accountId` would read it, or the upload's refusal in its words. */
export async function readStatementFile(
  env: Env,
  connectionId: string,
  bytes: Uint8Array,
  fileName: string | null,
  accountId: number | null,
): Promise<Result<StatementFile>> {
  const into: AccountMapping[] = [{ fileAccount: undefined, manualAccountId: accountId }];
  try {
    const opened = await openUpload(env, connectionId, {}, fileOf(bytes, fileName), {}, into);
    return ok(
      await opened.use(async ({ adapter, rest, accounts: [account] }) => {
        if (!account) throw new Error("an upload of one account has its account (accounts.ts)");
        // The text the upload reads: a spreadsheet's is its sheet's, not the workbook's bytes.
        const whole = new Uint8Array(await new Response(rest).arrayBuffer());
        try {
          const plan = adapter.plan(whole, account.options);
          const own = adapter.importedAccount?.(plan.profile);
          const numbers = own ? [own] : accountNumbersInText(new TextDecoder("latin1").decode(whole));
          const rowsKey = plan.items
            .map(({ item }) => `${item.date} ${Number(item.amount)}`)
            .sort()
            .join("|");
          return { format: adapter.format, rows: plan.items.length, numbers, accounts: null, rowsKey };
        } catch (error) {
          // A statement of several accounts names them all: each is imported into the account it names.
          const several = isSourceInputError(error) ? error.details?.file_accounts : undefined;
          if (!several) throw error;
          return { format: adapter.format, rows: several.length, numbers: several, accounts: several, rowsKey: "" };
        }
      }),
    );
  } catch (error) {
    if (error instanceof UploadRefused || isSourceInputError(error)) return fail(error.message);
    if (error instanceof AccountRefused)
      return fail(`the account ${accountId ?? "cash"} could not be used (${error.refusal.reason.replace(/_/g, " ")})`);
    throw error;
  }
}

/** The jobs an import made, one per account, and the accounts they went to. */
export interface StatementImported {
  jobIds: string[];
  accountIds: (number | null)[];
}

/**
 * The file imported as an upload is, through the same steps (`importFile`): the same jobs, report, undo and
 * notices. `accounts`: one account (file account unnamed), or each account of a statement of several mapped.
 */
export async function importStatementFile(
  env: Env,
  connectionId: string,
  bytes: Uint8Array,
  fileName: string | null,
  accounts: AccountMapping[],
): Promise<Result<StatementImported>> {
  const mapped = accounts.some((a) => a.fileAccount !== undefined);
  try {
    const opened = await openUpload(env, connectionId, {}, fileOf(bytes, fileName), {}, accounts);
    const answer = await opened.use((one) => importFile(env, connectionId, {}, one, mapped));
    // Several accounts mapped: a job each (`imported`); one account: the answer is its job.
    const jobs = (answer.imported === undefined ? [answer] : answer.imported).map((job) => ({
      id: job.id,
      account: job.manual_account_id,
    }));
    return ok({ jobIds: jobs.map((j) => j.id), accountIds: jobs.map((j) => j.account) });
  } catch (error) {
    if (error instanceof UploadRefused || isSourceInputError(error)) return fail(error.message);
    if (error instanceof AccountRefused)
      return fail(`the account ${error.manualAccountId ?? "cash"} could not be used (${error.refusal.reason.replace(/_/g, " ")})`);
    throw error;
  }
}
