// The profile saved for an upload's header, as the defaults its CSV is read with: the KV side of
// upload-settings.ts, kept here beside the saved profiles so that the CSV adapter stays pure.
import type { CsvSettings } from "../formats/csv/adapter";
import type { detectProfile } from "../formats/csv";
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
  head: Uint8Array,
  overrides: CsvProfileOverrides,
  profileId: string | undefined,
  // The CSV reader's detection, loaded on demand by the upload (uploads/formats.ts).
  detect: typeof detectProfile,
  judge: JudgeImport,
): Promise<CsvSettings | null> {
  let saved: CsvProfile | null;
  if (profileId) {
    saved = await loadProfile(kv, connectionId, profileId, judge);
    if (!saved) return null;
  } else {
    // Detection on the head names the header's fingerprint (a head it cannot read is the adapter's 422 later).
    let fingerprint: string | null;
    try {
      fingerprint = detect(head, overrides).fingerprint;
    } catch {
      fingerprint = null;
    }
    saved = fingerprint ? await loadProfile(kv, connectionId, fingerprint, judge) : null;
  }
  return saved ? { overrides, saved: carriedOver(saved) } : { overrides };
}
