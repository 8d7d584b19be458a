// Saved CSV profiles, per connection, keyed by the header fingerprint: the second upload of the same
// bank's export needs no decisions (layout: storage-layout.md). What the person calls a profile, and
// when and from which file it was last saved, ride in the KV key's metadata, beside the profile.
import { type CsvProfile, CsvProfileSchema } from "../formats/csv/profile";

/** A saved profile is small; keep a year of them even if the user never uploads that format again. */
const PROFILE_TTL_SECONDS = 366 * 24 * 3600;
/** A name is a label in a list: one line. */
export const PROFILE_NAME_MAX = 80;

const key = (connectionId: string, fingerprint: string) => `profile:${connectionId}:${fingerprint}`;

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

export async function loadProfile(kv: KVNamespace, connectionId: string, fingerprint: string): Promise<CsvProfile | null> {
  const stored = await kv.get(key(connectionId, fingerprint), "json");
  const parsed = CsvProfileSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** Saves what an import decided; the name the person gave the format stays. */
export async function saveProfile(
  kv: KVNamespace,
  connectionId: string,
  profile: CsvProfile,
  fileName: string | null = null,
): Promise<void> {
  const k = key(connectionId, profile.fingerprint);
  const { metadata } = await kv.getWithMetadata<ProfileLabel>(k);
  const label: ProfileLabel = { name: metadata?.name ?? null, saved_at: new Date().toISOString(), file_name: fileName };
  await kv.put(k, JSON.stringify(profile), { expirationTtl: PROFILE_TTL_SECONDS, metadata: label });
}

export async function renameProfile(kv: KVNamespace, connectionId: string, fingerprint: string, name: string | null): Promise<boolean> {
  const k = key(connectionId, fingerprint);
  const { value, metadata } = await kv.getWithMetadata<ProfileLabel>(k);
  if (value === null) return false;
  const label: ProfileLabel = { saved_at: metadata?.saved_at ?? new Date().toISOString(), file_name: metadata?.file_name ?? null, name };
  await kv.put(k, value, { expirationTtl: PROFILE_TTL_SECONDS, metadata: label });
  return true;
}

export async function listProfiles(kv: KVNamespace, connectionId: string): Promise<SavedProfileEntry[]> {
  const listed = await kv.list<ProfileLabel>({ prefix: `profile:${connectionId}:` });
  const entries = await Promise.all(
    listed.keys.map(async (k): Promise<SavedProfileEntry | null> => {
      const parsed = CsvProfileSchema.safeParse(await kv.get(k.name, "json"));
      if (!parsed.success) return null;
      const label = k.metadata;
      return {
        id: parsed.data.fingerprint,
        name: label?.name ?? null,
        saved_at: label?.saved_at ?? "",
        file_name: label?.file_name ?? null,
        profile: parsed.data,
      };
    }),
  );
  return entries.filter((e) => e !== null).sort((a, b) => b.saved_at.localeCompare(a.saved_at));
}

export async function deleteProfile(kv: KVNamespace, connectionId: string, fingerprint: string): Promise<boolean> {
  const existing = await kv.get(key(connectionId, fingerprint));
  if (existing === null) return false;
  await kv.delete(key(connectionId, fingerprint));
  return true;
}
