// What the upload route asks of a format beside its adapter: the request's settings for it, what a dry run
// shows of it, and what is kept after an import. CSV has its own (overrides, the saved profile as defaults,
// column samples, the profile saved for the next upload); every statement format is read with the account
// the request names. The route asks this registry and names no format.
import { savedDefaults } from "../profiles/saved-defaults";
import { saveProfile } from "../profiles/saved-profiles";
import { columnSamples, type CsvProfile } from "../formats/csv";
import type { CsvProfileOverrides } from "../formats/csv/profile";
import { HttpError } from "./errors";

/** What the request says beside the file, for a format to read its settings from. */
export interface UploadRequest {
  env: Env;
  connectionId: string;
  /** The file's first bytes (a saved profile is found by the header's fingerprint). */
  head: Uint8Array;
  /** CSV: the request's own overrides, already validated. */
  overrides: CsvProfileOverrides;
  /** CSV: a saved profile named by the request. */
  profile?: string | undefined;
  /** Statements: the account of the file to import. */
  fileAccount?: string | undefined;
  fileName: string | null;
}

export interface UploadFormat {
  /** The adapter's settings for this request; an HttpError when the request names what is not there. */
  settings(request: UploadRequest): Promise<unknown>;
  /** Fields a dry run's answer adds for this format's page controls. */
  dryRunFields?(bytes: Uint8Array, profile: unknown): Record<string, unknown>;
  /** Kept after an import is accepted. */
  afterImport?(request: UploadRequest, profile: unknown): Promise<void>;
}

const csv: UploadFormat = {
  async settings({ env, connectionId, head, overrides, profile }) {
    const settings = await savedDefaults(env.CONNECTIONS, connectionId, head, overrides, profile);
    if (!settings) throw new HttpError(404, `No saved profile "${profile}" for this connection (GET /profiles lists them).`);
    return settings;
  },
  dryRunFields: (bytes, profile) => ({ columns: columnSamples(bytes, profile as CsvProfile) }),
  afterImport: ({ env, connectionId, fileName }, profile) => saveProfile(env.CONNECTIONS, connectionId, profile as CsvProfile, fileName),
};

/** OFX, QIF, CAMT, MT940: the one setting is which account of the file. */
const statement: UploadFormat = {
  settings: async ({ fileAccount }) => (fileAccount ? { account: fileAccount } : {}),
};

/** The formats with settings of their own; every other is a statement. */
const WITH_OWN_SETTINGS: Record<string, UploadFormat> = { csv };

export function uploadFormat(format: string): UploadFormat {
  return WITH_OWN_SETTINGS[format] ?? statement;
}
