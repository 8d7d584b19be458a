// Saved CSV profiles, per connection, keyed by the header fingerprint: the second upload of the same
// bank's export needs no decisions (layout: storage-layout.md).
import { type CsvProfile, CsvProfileSchema } from "./sources/csv";

/** A saved profile is small; keep a year of them even if the user never uploads that format again. */
const PROFILE_TTL_SECONDS = 366 * 24 * 3600;

const key = (connectionId: string, fingerprint: string) => `profile:${connectionId}:${fingerprint}`;

export async function loadProfile(kv: KVNamespace, connectionId: string, fingerprint: string): Promise<CsvProfile | null> {
  const stored = await kv.get(key(connectionId, fingerprint), "json");
  const parsed = CsvProfileSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export async function saveProfile(kv: KVNamespace, connectionId: string, profile: CsvProfile): Promise<void> {
  await kv.put(key(connectionId, profile.fingerprint), JSON.stringify(profile), { expirationTtl: PROFILE_TTL_SECONDS });
}

export async function listProfiles(kv: KVNamespace, connectionId: string): Promise<CsvProfile[]> {
  const listed = await kv.list({ prefix: `profile:${connectionId}:` });
  const profiles = await Promise.all(listed.keys.map((k) => kv.get(k.name, "json")));
  return profiles.flatMap((p) => {
    const parsed = CsvProfileSchema.safeParse(p);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function deleteProfile(kv: KVNamespace, connectionId: string, fingerprint: string): Promise<boolean> {
  const existing = await kv.get(key(connectionId, fingerprint));
  if (existing === null) return false;
  await kv.delete(key(connectionId, fingerprint));
  return true;
}
