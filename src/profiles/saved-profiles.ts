// Saved CSV profiles, per connection, keyed by the header fingerprint: the second upload of the same
// bank's export needs no decisions (layout: storage-layout.md). What the person calls a profile, and
// when and from which file it was last saved, ride in the KV key's metadata, beside the profile. An
// import's reading is kept on trial until its job shows the service took a row: a reading whose every
// row the service refused is dropped, and the profile saved before it stays.
import { type CsvProfile, CsvProfileSchema } from "../formats/csv/words/profile";

/** A saved profile is small; keep a year of them even if the user never uploads that format again. */
const PROFILE_TTL_SECONDS = 366 * 24 * 3600;
/** A name is a label in a list: one line. */
export const PROFILE_NAME_MAX = 80;

const key = (connectionId: string, fingerprint: string) => `profile:${connectionId}:${fingerprint}`;
const trialPrefix = (connectionId: string) => `profile-trial:${connectionId}:`;
const trialKey = (connectionId: string, fingerprint: string) => `${trialPrefix(connectionId)}${fingerprint}`;

/** What the import a reading came from made of it: the service took a row, refused every one, or is still at it. */
export type ImportVerdict = "delivered" | "refused" | "waiting";
/** Asks the Outbox about an import's job (channel.ts `importVerdict`): profiles sit below the Outbox. */
export type JudgeImport = (jobId: string) => Promise<ImportVerdict>;

interface TrialLabel extends ProfileLabel {
  /** The import whose delivery decides whether this reading is kept. */
  job_id: string;
}

export interface ProfileLabel {
  /** The person's name for this format ("Girokonto export"); null until they give one. */
  name: string | null;
  /** When an import last saved it (ISO time). */
  saved_at: string;
  /** The file that import read. */
  file_name: string | null;
}

export interface SavedProfileEntry extends ProfileLabel {
  id: string;
  profile: CsvProfile;
}

/** The profile of this header: a reading on trial while its import is still delivering, else the one kept. */
export async function loadProfile(
  kv: KVNamespace,
  connectionId: string,
  fingerprint: string,
  judge: JudgeImport,
): Promise<CsvProfile | null> {
  const trial = await settleTrial(kv, connectionId, fingerprint, judge);
  if (trial) return trial.profile;
  const stored = await kv.get(key(connectionId, fingerprint), "json");
  const parsed = CsvProfileSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** Saves what an import decided, on trial until `jobId` delivered; the name the person gave the format stays. */
export async function saveProfile(
  kv: KVNamespace,
  connectionId: string,
  profile: CsvProfile,
  fileName: string | null,
  jobId: string,
): Promise<void> {
  const label: TrialLabel = {
    name: await currentName(kv, connectionId, profile.fingerprint),
    saved_at: new Date().toISOString(),
    file_name: fileName,
    job_id: jobId,
  };
  await kv.put(trialKey(connectionId, profile.fingerprint), JSON.stringify(profile), {
    expirationTtl: PROFILE_TTL_SECONDS,
    metadata: label,
  });
}

/**
 * The name the person gave this format: a reading still on trial carries the newest (a rename writes both
 * keys, and the kept one may not exist yet while the first import is delivering).
 */
async function currentName(kv: KVNamespace, connectionId: string, fingerprint: string): Promise<string | null> {
  for (const k of [trialKey(connectionId, fingerprint), key(connectionId, fingerprint)]) {
    const { value, metadata } = await kv.getWithMetadata<ProfileLabel>(k);
    if (value !== null) return metadata?.name ?? null;
  }
  return null;
}

/**
 * Decides a reading on trial by its import: delivered, it becomes the kept profile; refused, it is dropped.
 * Returns it only while its import is still delivering (the newest reading the person chose).
 */
async function settleTrial(
  kv: KVNamespace,
  connectionId: string,
  fingerprint: string,
  judge: JudgeImport,
): Promise<{ profile: CsvProfile; label: TrialLabel } | null> {
  const k = trialKey(connectionId, fingerprint);
  const { value, metadata } = await kv.getWithMetadata<unknown, TrialLabel>(k, "json");
  const parsed = CsvProfileSchema.safeParse(value);
  if (!parsed.success || !metadata?.job_id) {
    if (value !== null) await kv.delete(k);
    return null;
  }
  const verdict = await judge(metadata.job_id);
  if (verdict === "waiting") return { profile: parsed.data, label: metadata };
  if (verdict === "delivered") {
    const { job_id: _, ...label } = metadata;
    await kv.put(key(connectionId, fingerprint), JSON.stringify(parsed.data), { expirationTtl: PROFILE_TTL_SECONDS, metadata: label });
  }
  await kv.delete(k);
  return null;
}

export async function renameProfile(kv: KVNamespace, connectionId: string, fingerprint: string, name: string | null): Promise<boolean> {
  let found = false;
  for (const k of [key(connectionId, fingerprint), trialKey(connectionId, fingerprint)]) {
    const { value, metadata } = await kv.getWithMetadata<ProfileLabel>(k);
    if (value === null) continue;
    found = true;
    const label = { ...metadata, saved_at: metadata?.saved_at ?? new Date().toISOString(), file_name: metadata?.file_name ?? null, name };
    await kv.put(k, value, { expirationTtl: PROFILE_TTL_SECONDS, metadata: label });
  }
  return found;
}

export async function listProfiles(kv: KVNamespace, connectionId: string, judge: JudgeImport): Promise<SavedProfileEntry[]> {
  const trials = await kv.list<TrialLabel>({ prefix: trialPrefix(connectionId) });
  const waiting = new Map<string, SavedProfileEntry>();
  for (const k of trials.keys) {
    const trial = await settleTrial(kv, connectionId, k.name.slice(trialPrefix(connectionId).length), judge);
    if (trial) waiting.set(trial.profile.fingerprint, entryOf(trial.profile, trial.label));
  }
  const listed = await kv.list<ProfileLabel>({ prefix: `profile:${connectionId}:` });
  const kept = await Promise.all(
    listed.keys.map(async (k): Promise<SavedProfileEntry | null> => {
      const parsed = CsvProfileSchema.safeParse(await kv.get(k.name, "json"));
      return parsed.success && !waiting.has(parsed.data.fingerprint) ? entryOf(parsed.data, k.metadata) : null;
    }),
  );
  return [...waiting.values(), ...kept.filter((e) => e !== null)].sort((a, b) => b.saved_at.localeCompare(a.saved_at));
}

const entryOf = (profile: CsvProfile, label: ProfileLabel | undefined): SavedProfileEntry => ({
  id: profile.fingerprint,
  name: label?.name ?? null,
  saved_at: label?.saved_at ?? "",
  file_name: label?.file_name ?? null,
  profile,
});

export async function deleteProfile(kv: KVNamespace, connectionId: string, fingerprint: string): Promise<boolean> {
  const keys = [key(connectionId, fingerprint), trialKey(connectionId, fingerprint)];
  const existing = await Promise.all(keys.map((k) => kv.get(k)));
  if (existing.every((v) => v === null)) return false;
  await Promise.all(keys.map((k) => kv.delete(k)));
  return true;
}
