// A reading is kept on trial until its import shows the service took a row: the rules of saved-profiles.ts,
// with the import's verdict given (the Outbox's side is channel.ts `importVerdict`, tested through uploads).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { detectProfile } from "../../src/formats/csv";
import { type ImportVerdict, listProfiles, loadProfile, renameProfile, saveProfile } from "../../src/profiles/saved-profiles";

const bytes = (text: string) => new TextEncoder().encode(text);
const ISO = detectProfile(bytes("Date,Description,Amount\n2026-10-01,Corner Coffee,-3.50\n2026-10-02,Grocer,-12.00\n"));
// The same header read with a day-first date: what a wrong reading of it looks like.
const DAY_FIRST = { ...ISO, dateFormat: "DD/MM/YYYY" as const };

function connection() {
  const id = `c-${crypto.randomUUID()}`;
  const verdicts = new Map<string, ImportVerdict>();
  const judge = async (jobId: string) => verdicts.get(jobId) ?? "waiting";
  return { id, verdicts, judge, load: () => loadProfile(env.CONNECTIONS, id, ISO.fingerprint, judge) };
}

describe("a reading on trial is the newest the person chose while its import still delivers", () => {
  it("is used for the next file and listed, before the service has answered", async () => {
    const { id, judge, load } = connection();
    await saveProfile(env.CONNECTIONS, id, ISO, "october.csv", "job-1");
    expect(await load()).toEqual(ISO);
    expect(await listProfiles(env.CONNECTIONS, id, judge)).toEqual([expect.objectContaining({ file_name: "october.csv" })]);
  });
});

describe("a reading whose import delivered is kept", () => {
  it("becomes the saved profile once its job shows a row taken", async () => {
    const { id, verdicts, judge, load } = connection();
    await saveProfile(env.CONNECTIONS, id, ISO, "october.csv", "job-1");
    verdicts.set("job-1", "delivered");
    expect(await load()).toEqual(ISO);
    // Kept for good: a later verdict is no longer asked.
    verdicts.set("job-1", "refused");
    expect(await load()).toEqual(ISO);
  });
});

describe("a reading whose import the service refused whole is dropped", () => {
  it("leaves the profile kept before it, or none", async () => {
    const { id, verdicts, judge, load } = connection();
    await saveProfile(env.CONNECTIONS, id, ISO, "october.csv", "job-1");
    verdicts.set("job-1", "delivered");
    await load();
    await saveProfile(env.CONNECTIONS, id, DAY_FIRST, "november.csv", "job-2");
    expect((await load())?.dateFormat).toBe("DD/MM/YYYY");
    verdicts.set("job-2", "refused");
    expect(await load()).toEqual(ISO);
    expect(await listProfiles(env.CONNECTIONS, id, judge)).toEqual([expect.objectContaining({ file_name: "october.csv" })]);

    const fresh = connection();
    await saveProfile(env.CONNECTIONS, fresh.id, DAY_FIRST, "november.csv", "job-3");
    fresh.verdicts.set("job-3", "refused");
    expect(await fresh.load()).toBeNull();
    expect(await listProfiles(env.CONNECTIONS, fresh.id, fresh.judge)).toEqual([]);
  });
});

describe("the name the person gave a format survives the next import's save", () => {
  it("keeps a name given while the first import was still delivering", async () => {
    const { id, judge } = connection();
    await saveProfile(env.CONNECTIONS, id, ISO, "october.csv", "job-1");
    expect(await renameProfile(env.CONNECTIONS, id, ISO.fingerprint, "Corner bank checking")).toBe(true);
    await saveProfile(env.CONNECTIONS, id, ISO, "november.csv", "job-2");
    expect(await listProfiles(env.CONNECTIONS, id, judge)).toEqual([
      expect.objectContaining({ name: "Corner bank checking", file_name: "november.csv" }),
    ]);
  });

  it("keeps a name given to the kept profile", async () => {
    const { id, verdicts, judge, load } = connection();
    await saveProfile(env.CONNECTIONS, id, ISO, "october.csv", "job-1");
    verdicts.set("job-1", "delivered");
    await load();
    await renameProfile(env.CONNECTIONS, id, ISO.fingerprint, "Girokonto");
    await saveProfile(env.CONNECTIONS, id, ISO, "november.csv", "job-2");
    expect(await listProfiles(env.CONNECTIONS, id, judge)).toEqual([
      expect.objectContaining({ name: "Girokonto", file_name: "november.csv" }),
    ]);
  });
});
