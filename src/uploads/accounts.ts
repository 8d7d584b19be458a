// Which manual accounts an upload goes to, and what each needs before the file is read: one account (the
// request's `account`, and `file_account` for a statement of several) is a mapping of one; `file_accounts`
// maps several accounts of a statement, each to its own manual account. Every target is checked before the
// file is read, and each account gets its format's settings and the adapter's options the same way.
import * as z from "zod";
import { onFirstUse } from "../on-first-use";
import { resolveTarget, TargetRefused } from "../channel";
import { withHead } from "../formats/bytes";
import type { CsvProfileOverrides } from "../formats/csv/words/profile";
import type { AnyProfile, SourceAdapter, SourceOptions } from "../formats/contract";
import { type UploadFormat, uploadFormatFor, type UploadRequest } from "./formats";
import { AccountRefused, type StreamRefusal, UploadRefused } from "./refused";
import { identify } from "../formats/registry";
import { containerUpload } from "./container";
import { HeadReading } from "./reading";
import { readUploadHead } from "./steps";

/** A statement file of more accounts than this is no person's (each is a job of its own). */
const MAX_MAPPED_ACCOUNTS = 20;

/** `{"DE02…": 101, "CH93…": 102}`: an account of the file (as the 422's `file_accounts` names it) → a manual account. */
const Mapping = onFirstUse(() =>
  z
    .record(z.string().min(1).max(64), z.number().int().positive())
    .refine((m) => Object.keys(m).length > 0, "map at least one account")
    .refine((m) => Object.keys(m).length <= MAX_MAPPED_ACCOUNTS, `at most ${MAX_MAPPED_ACCOUNTS} accounts`),
);

/** What the query says about accounts and how to read the file. */
export interface AccountsQuery {
  account?: number;
  file_account?: string;
  file_accounts?: string;
  /** The older name of file_account. */
  ofx_account?: string;
  dry_run?: boolean;
  profile?: string;
  future_dates?: "allow";
}

/** One account of the upload: the file's account (a statement's; none for one account) and the manual account. */
export interface AccountMapping {
  fileAccount: string | undefined;
  manualAccountId: number | null;
}

/** The account of the file the request names (`file_account`, or its older name), if it names one. */
export function fileAccountNamed(query: AccountsQuery): string | undefined {
  return query.file_account ?? query.ofx_account;
}

/** The accounts a request imports into: `file_accounts`, or a mapping of one; refused (400) when they contradict. */
export function accountsOf(query: AccountsQuery): { mapped: boolean; accounts: AccountMapping[] } {
  const fileAccount = fileAccountNamed(query);
  if (query.file_accounts === undefined) return { mapped: false, accounts: [{ fileAccount, manualAccountId: query.account ?? null }] };
  if (query.account !== undefined || fileAccount !== undefined)
    throw new UploadRefused(
      400,
      "file_accounts names each account's manual account: send it without account, file_account or ofx_account.",
    );
  if (query.dry_run) throw new UploadRefused(400, "A dry run reads one account: send file_account (and account) instead of file_accounts.");
  let json: unknown;
  try {
    json = JSON.parse(query.file_accounts);
  } catch {
    throw new UploadRefused(400, 'file_accounts is not JSON: send {"<account in the file>": <manual account id>, …}.');
  }
  const parsed = Mapping.safeParse(json);
  if (!parsed.success) throw new UploadRefused(400, `file_accounts is not valid: ${parsed.error.issues[0]?.message ?? "invalid"}.`);
  return { mapped: true, accounts: Object.entries(parsed.data).map(([file, id]) => ({ fileAccount: file, manualAccountId: id })) };
}

type Target = Awaited<ReturnType<typeof resolveTarget>>;

/** One account ready to plan: its target, what its format was asked, and the adapter's options. */
export interface AccountToImport<Settings> {
  mapping: AccountMapping;
  target: Target;
  request: UploadRequest;
  options: SourceOptions<Settings>;
}

/** The upload with its adapter picked and every account ready; `rest` is the whole file, head included. */
export interface OpenedUpload<Settings, Profile extends AnyProfile> {
  adapter: SourceAdapter<Settings, Profile>;
  format: UploadFormat<Settings, Profile>;
  rest: ReadableStream<Uint8Array>;
  fileName: string | null;
  accounts: AccountToImport<Settings>[];
  /** The request's own refusals behind an error of its stream (too large, a broken form). */
  refusalOf: StreamRefusal;
}

/** An opened upload whatever its format's types: what is done with it is typed by them (`use`). */
export interface AnyOpenedUpload {
  use<R>(run: <Settings, Profile extends AnyProfile>(upload: OpenedUpload<Settings, Profile>) => R): R;
}

/** The file as the request carries it (http/upload.ts reads it), and how its stream's own refusals are told apart. */
export interface UploadedFile {
  stream: ReadableStream<Uint8Array>;
  fileName: string | null;
  refusalOf: StreamRefusal;
}

/** Every target checked (a refusal is an AccountRefused), then the head read and each account's settings asked. */
export async function openUpload(
  env: Env,
  connectionId: string,
  query: AccountsQuery,
  upload: UploadedFile,
  overrides: CsvProfileOverrides,
  accounts: AccountMapping[],
): Promise<AnyOpenedUpload> {
  const targets: { mapping: AccountMapping; target: Target }[] = [];
  for (const mapping of accounts) {
    const { manualAccountId } = mapping;
    const target = await resolveTarget(env, connectionId, manualAccountId).catch((error: unknown) => {
      throw error instanceof TargetRefused ? new AccountRefused(error.refusal, manualAccountId) : error;
    });
    targets.push({ mapping, target });
  }
  // A PDF of several accounts is read one account at a time: the one `file_account` names.
  const { head, reader, done, format, file } = await readFile(upload, accounts.length === 1 ? accounts[0]?.fileAccount : undefined);
  // The head is read once, here: every account's settings ask this one reading of it.
  const asking = { env, connectionId, query, upload, overrides, reading: new HeadReading(head, file) };
  return format.use((adapter, uploadFormat) => settingsAsked(adapter, uploadFormat, asking, targets, () => withHead(head, reader, done)));
}

/**
 * The file's first bytes, the format they call for, and the reader over the rest; a container (a PDF, a spreadsheet:
 * the registry says which) as its table's text.
 */
async function readFile(upload: UploadedFile, fileAccount: string | undefined) {
  const reader = upload.stream.getReader();
  const read = await readUploadHead(reader, upload.refusalOf);
  const file = identify(read.head);
  if (file.container) {
    const table = await containerUpload(file.container, withHead(read.head, reader, read.done), upload.refusalOf, fileAccount);
    return { ...table, file };
  }
  return { ...read, reader, file, format: await uploadFormatFor(file.format) };
}

/** What a format's settings are asked with, beside the account. */
interface Asking {
  env: Env;
  connectionId: string;
  query: AccountsQuery;
  upload: UploadedFile;
  overrides: CsvProfileOverrides;
  reading: HeadReading;
}

/** Each account's settings asked of its format, the adapter's options ready; `rest` is the whole file, head included. */
async function settingsAsked<Settings, Profile extends AnyProfile>(
  adapter: SourceAdapter<Settings, Profile>,
  format: UploadFormat<Settings, Profile>,
  { env, connectionId, query, upload, overrides, reading }: Asking,
  targets: { mapping: AccountMapping; target: Target }[],
  rest: () => ReadableStream<Uint8Array>,
): Promise<AnyOpenedUpload> {
  const ready: AccountToImport<Settings>[] = [];
  for (const { mapping, target } of targets) {
    // Each format's own settings: CSV's overrides and saved profile, the account chosen in a statement.
    const request: UploadRequest = {
      env,
      connectionId,
      reading,
      overrides,
      profile: query.profile,
      fileAccount: mapping.fileAccount,
      fileName: upload.fileName,
      account: { id: target.manualAccountId, currency: target.currency, type: target.accountType },
    };
    // What the upload says beside its bytes: the file name (a date in it bounds the dates) and the target
    // account's type (a card's purchases are money out).
    const options: SourceOptions<Settings> = {
      accountId: target.manualAccountId,
      settings: await format.settings(request),
      ...(upload.fileName ? { fileName: upload.fileName } : {}),
      ...(target.accountType ? { accountType: target.accountType } : {}),
      ...(query.future_dates ? { futureDates: true } : {}),
    };
    ready.push({ mapping, target, request, options });
  }
  const opened: OpenedUpload<Settings, Profile> = {
    adapter,
    format,
    rest: rest(),
    fileName: upload.fileName,
    accounts: ready,
    refusalOf: upload.refusalOf,
  };
  return { use: (run) => run(opened) };
}
