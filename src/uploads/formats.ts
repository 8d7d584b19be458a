// What an upload asks of a format beside its adapter: the request's settings for it, what a dry run shows of it,
// and what is kept after an import. CSV has its own (overrides, the saved profile as defaults, column samples, the
// profile saved for the next upload); every other format of the registry (formats/registry.ts) is a statement,
// read with the account the request names. A format's upload settings are typed by its adapter (`uploadFormatOf`):
// the route and the room's steps reach the two together, never one cast to fit the other.
import { importVerdict } from "../channel";
import type { AnyProfile, SourceAdapter } from "../formats/contract";
import type { CsvSettings } from "../formats/csv/adapter";
import { requestOverrides, type PlainSettings } from "../formats/csv/upload-settings";
import type { ColumnSample } from "../formats/csv/read/refused-columns";
import type { CsvProfile, CsvProfileOverrides, Question } from "../formats/csv/words/profile";
import { plausible, type RegisteredFormat, type TableSource } from "../formats/registry";
import { importCsvReader } from "../lazy-modules";
import { savedDefaults } from "../profiles/saved-defaults";
import { saveProfile } from "../profiles/saved-profiles";
import { budgetEvidence } from "./budget-evidence";
import { headContext, type HeadReading } from "./reading";
import { UploadRefused } from "./refused";
import type { Result } from "../result";

/** What the request says beside the file, for a format to read its settings from. */
export interface UploadRequest {
  env: Env;
  connectionId: string;
  /** The upload's reading of its head, made once (reading.ts): a saved profile is found by the header's fingerprint. */
  reading: HeadReading;
  /** CSV: the request's own overrides, already validated. */
  overrides: CsvProfileOverrides;
  /** CSV: a saved profile named by the request. */
  profile?: string | undefined;
  /** Statements: the account of the file to import. */
  fileAccount?: string | undefined;
  fileName: string | null;
  /** The manual account the file goes to (null: cash), as the service listed it: whose evidence a reading may weigh. */
  account: { id: number | null; currency: string | null; type: string | null };
}

/**
 * What a request says of reading its file beside its accounts, checked before anything is read: the CSV reader's
 * overrides (plain query parameters, overrides JSON in the query or the form's `profile` field); a 400's reason when
 * one is not valid.
 */
export function readingSettings(plain: PlainSettings, profileJson: string | null): Result<CsvProfileOverrides> {
  return requestOverrides(plain, profileJson);
}

/** What a dry run shows of a format beside its plan: a CSV's columns with their first cells, its questions with each reading's rows. */
export interface DryRunFields {
  columns?: ColumnSample[];
  questions?: Question[];
  source?: TableSource;
}

/** What an upload asks of a format whose adapter is read with `Settings` and decides a `Profile`. */
export interface UploadFormat<Settings, Profile> {
  /** The adapter's settings for this request; an UploadRefused when the request names what is not there. */
  settings(request: UploadRequest): Promise<Settings>;
  /** Fields a dry run's answer adds for this format's page controls. */
  dryRunFields?(bytes: Uint8Array, profile: Profile): DryRunFields;
  /** What reading the file left to the person: an import takes each question's first reading, and its report asks it. */
  questions?(profile: Profile): Question[];
  /** Kept after an import is accepted. */
  afterImport?(request: UploadRequest, profile: Profile, jobId: string): Promise<void>;
}

/** Whatever a format's types, what is done with its adapter and its upload settings together. */
export type WithFormat<R> = <Settings, Profile extends AnyProfile>(
  adapter: SourceAdapter<Settings, Profile>,
  upload: UploadFormat<Settings, Profile>,
) => R;

/** A format as an upload reads it: its adapter (plans checked, `plausible`) and its upload settings, reached together. */
export interface UploadableFormat {
  readonly format: string;
  use<R>(run: WithFormat<R>): R;
}

/** The pairing of an adapter with its upload settings: the closure keeps their types one, so no caller casts. */
export function uploadFormatOf<Settings, Profile extends AnyProfile>(
  adapter: SourceAdapter<Settings, Profile>,
  upload: UploadFormat<Settings, Profile>,
): UploadableFormat {
  const checked = plausible(adapter);
  return { format: adapter.format, use: (run) => run(checked, upload) };
}

/** The CSV reader, loaded on the first delimited text (src/lazy-modules.ts). */
type CsvReader = Awaited<ReturnType<typeof importCsvReader>>;

function csvUpload(reader: CsvReader): UploadFormat<CsvSettings, CsvProfile> {
  return {
    async settings(request) {
      const { env, connectionId, reading, overrides, profile, fileName, account } = request;
      // The header's fingerprint, detected as the open decisions are (the same detection when no profile is saved).
      const fingerprint = () => reading.fingerprint(reader, overrides, headContext(fileName, account.type));
      const settings = await savedDefaults(env.CONNECTIONS, connectionId, fingerprint, overrides, profile, importVerdict(env));
      if (!settings) throw new UploadRefused(404, `No saved profile "${profile}" for this connection (GET /profiles lists them).`);
      // What the budget says, asked only for what this file's own bytes leave open.
      const context = headContext(fileName, account.type, settings.saved);
      const budget = await budgetEvidence(request, reading.openDecisions(reader, overrides, context));
      if (budget) return { ...settings, budget };
      // Nothing more to weigh than the head's reading did: the plan takes its profile rather than detect the head again.
      const detected = reading.detectedHead(reader, overrides, context);
      return detected ? { ...settings, detected } : settings;
    },
    // The questions with each reading's first rows, for the page to show side by side.
    dryRunFields: (bytes, profile) => ({
      columns: reader.columnSamples(bytes, profile),
      questions: reader.questionsWithRows(bytes, profile),
    }),
    questions: (profile) => profile.questions ?? [],
    afterImport: ({ env, connectionId, fileName }, profile, jobId) => saveProfile(env.CONNECTIONS, connectionId, profile, fileName, jobId),
  };
}

/** OFX, QIF, CAMT, MT940: the one setting is which account of the file. */
const statement: UploadFormat<{ account?: string }, AnyProfile> = {
  settings: async ({ fileAccount }) => (fileAccount ? { account: fileAccount } : {}),
};

/**
 * The CSV reader with what was said of its text before it (a spreadsheet's sheet chosen) among every plan's warnings,
 * the account its source named (a PDF statement's IBAN), which a table's text no longer carries, and the source
 * itself for a dry run to name.
 */
export async function csvFormatSaying(
  warnings: string[],
  account: string | null = null,
  source: TableSource | null = null,
): Promise<UploadableFormat> {
  const reader = await importCsvReader();
  const { csvAdapter } = reader;
  const plain = csvUpload(reader);
  const csv: typeof plain =
    source === null ? plain : { ...plain, dryRunFields: (bytes, profile) => ({ ...plain.dryRunFields?.(bytes, profile), source }) };
  const named = account === null ? {} : { importedAccount: () => account };
  if (warnings.length === 0) return uploadFormatOf({ ...csvAdapter, ...named }, csv);
  const say = <P extends { profile: CsvProfile }>(plan: P): P => ({
    ...plan,
    profile: { ...plan.profile, warnings: [...warnings, ...(plan.profile.warnings ?? [])] },
  });
  return uploadFormatOf(
    {
      ...csvAdapter,
      ...named,
      plan: (bytes, options) => say(csvAdapter.plan(bytes, options)),
      stream: async function* (input, options, chunkSize) {
        for await (const chunk of csvAdapter.stream(input, options, chunkSize)) yield say(chunk);
      },
    },
    csv,
  );
}

/** The registry's format (formats/registry.ts `recognize`) with its adapter and its upload settings. */
export async function uploadFormatFor(format: RegisteredFormat): Promise<UploadableFormat> {
  if (format.format === "csv") return csvFormatSaying([]);
  return uploadFormatOf(await format.adapter(), statement);
}
