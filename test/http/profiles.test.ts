// Saved profiles: listed with a name, when and from which file they were saved; renamed; forgotten.
import { describe, expect, it } from "vitest";
import { connectIntake, SEED_ACCOUNTS } from "../support/intake";
import { waitFor } from "../support/world";

type Entry = { id: string; name: string | null; saved_at: string; file_name: string | null; profile: { fingerprint: string } };

const EXPORT = ["Date,Description,Amount", "2026-10-01,Corner Coffee,-3.50"].join("\n");

async function withSavedProfile() {
  const intake = await connectIntake();
  const accepted = await intake.upload(EXPORT, `?account=${SEED_ACCOUNTS.checking}&file_name=october.csv`);
  expect(accepted.status).toBe(202);
  const list = async () => ((await (await intake.call("GET", "/profiles")).json()) as { profiles: Entry[] }).profiles;
  const [entry] = await list();
  return { ...intake, list, id: entry!.id };
}

describe("each saved profile is listed with what a person recognises it by", () => {
  it("names the file it was saved from and when, and no name until one is given", async () => {
    const { list } = await withSavedProfile();
    const [entry] = await list();
    expect(entry).toMatchObject({ name: null, file_name: "october.csv" });
    expect(Date.parse(entry!.saved_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(entry!.profile.fingerprint).toBe(entry!.id);
  });
});

describe("a profile can be renamed, and the name survives the next import of that bank", () => {
  it("keeps the name when the next upload saves the profile again", async () => {
    const { call, list, id, upload } = await withSavedProfile();
    const renamed = await call("PATCH", `/profiles/${id}`, { name: "  Corner bank checking " });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toEqual({ id, name: "Corner bank checking" });
    await upload(EXPORT, `?account=${SEED_ACCOUNTS.checking}&file_name=november.csv`);
    expect((await list())[0]).toMatchObject({ name: "Corner bank checking", file_name: "november.csv" });
  });

  it("clears the name with null or a blank one", async () => {
    const { call, list, id } = await withSavedProfile();
    await call("PATCH", `/profiles/${id}`, { name: "x" });
    await call("PATCH", `/profiles/${id}`, { name: " " });
    expect((await list())[0]?.name).toBeNull();
  });

  it("refuses a body that is not a name, and an unknown profile", async () => {
    const { call, id } = await withSavedProfile();
    expect((await call("PATCH", `/profiles/${id}`, { label: "x" })).status).toBe(400);
    expect((await call("PATCH", `/profiles/${id}`, { name: "x".repeat(81) })).status).toBe(400);
    expect((await call("PATCH", "/profiles/h:nope", { name: "x" })).status).toBe(404);
  });
});

describe("forgetting a bank's profile makes the next upload detect afresh", () => {
  it("deletes it, and lists nothing after", async () => {
    const { call, list, id } = await withSavedProfile();
    expect((await call("DELETE", `/profiles/${id}`)).status).toBe(204);
    expect(await list()).toEqual([]);
    expect((await call("DELETE", `/profiles/${id}`)).status).toBe(404);
  });
});

describe("only an import that delivered saves its profile", () => {
  it("a file read wrongly, every row an error and its job failed, saves nothing; the same header read right then does", async () => {
    const intake = await connectIntake();
    const list = async () => ((await (await intake.call("GET", "/profiles")).json()) as { profiles: Entry[] }).profiles;
    const dotted = ["Datum,Text,Betrag", "01.10.2026,Corner Coffee,-3.50", "02.10.2026,Grocer,-12.00"].join("\n");
    // The person forces a date format the file does not write: no row can be read.
    const wrong = await intake.upload(dotted, `?account=${SEED_ACCOUNTS.checking}&file_name=wrong.csv&date_format=YYYY-MM-DD`);
    const answer = (await wrong.json()) as { status?: string; rows?: { planned: number; error: number } };
    expect(answer).toMatchObject({ status: "failed", rows: { planned: 0, error: 2 } });
    expect(await list()).toEqual([]);
    const right = await intake.upload(dotted, `?account=${SEED_ACCOUNTS.checking}&file_name=right.csv`);
    expect(right.status).toBe(202);
    expect(await list()).toEqual([expect.objectContaining({ file_name: "right.csv" })]);
  });
});

describe("a reading whose every item the service refused is not kept", () => {
  it("drops it once its job shows no row taken, and the profile kept before it stays", async () => {
    const intake = await connectIntake();
    const list = async () => ((await (await intake.call("GET", "/profiles")).json()) as { profiles: Entry[] }).profiles;
    const first = (await (await intake.upload(EXPORT, `?account=${SEED_ACCOUNTS.checking}&file_name=october.csv`)).json()) as {
      report: string;
    };
    await waitFor(
      () => intake.report(first.report),
      (r) => r.status === "done",
    );
    expect(await list()).toEqual([expect.objectContaining({ file_name: "october.csv" })]);
    // The account goes away in the budget while Intake still knows it: the service refuses every item of the next file.
    await intake.api.deleteManualAccount(SEED_ACCOUNTS.checking, { delete_items: true });
    const second = await intake.upload(
      ["Date,Description,Amount", "2026-11-02,Grocer,-12.00"].join("\n"),
      `?account=${SEED_ACCOUNTS.checking}&file_name=november.csv`,
    );
    expect(second.status).toBe(202);
    const { report } = (await second.json()) as { report: string };
    const refused = await waitFor(
      () => intake.report(report),
      (r) => !["queued", "running", "waiting"].includes(r.status),
    );
    expect(refused.counts.inserted).toBe(0);
    expect(await list()).toEqual([expect.objectContaining({ file_name: "october.csv" })]);
  });
});
