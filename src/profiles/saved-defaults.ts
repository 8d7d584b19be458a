// The profile saved for an upload's header, as the defaults its CSV is read with: the KV side of
// upload-settings.ts, kept here beside the saved profiles so that the CSV adapter stays pure.
import type { CsvSettings } from "../formats/csv/adapter";
import type { CsvProfile, CsvProfileOverrides } from "../formats/csv/words/profile";
import { carriedOver } from "../formats/csv/upload-settings";
import { type JudgeImport, loadProfile } from "./saved-profiles";

/**
 * The decisions of the profile saved for this file's header (or named by `profileId`), as defaults:
 * detection checks each against the file's own evidence, which wins where it contradicts one (a saved
 * MM/DD must not drop next month's "25/02" rows); the request's own overrides win over both.
 * Null when `profileId` names no saved profile.
 */
export async function savedDefaults(
  kv: KVNamespace,
  connectionId: string,
  // The header's fingerprint, as the upload's reading of its head names it (null: a head detection cannot read, the
  // adapter's 422 later); asked only when no profile is named.
  fingerprint: () => string | null,
  overrides: CsvProfileOverrides,
  profileId: string | undefined,
  judge: JudgeImport,
): Promise<CsvSettings | null> {
  let saved: CsvProfile | null;
  if (profileId) {
    saved = await loadProfile(kv, connectionId, profileId, judge);
    if (!saved) return null;
  } else {
    const named = fingerprint();
    saved = named ? await loadProfile(kv, connectionId, named, judge) : null;
  }
  return saved ? { overrides, saved: carriedOver(saved) } : { overrides };
}
